import type { Page, Response } from "@playwright/test";
import { lifetimeText } from "../../app/content/cookies";
import { expect, test } from "./fixtures";
import {
  addModerator,
  asNewVisitor,
  enterAssessmentCode,
  uniqueSuffix,
  enterTotp,
} from "./support";

// The cookie policy must name every cookie the site really sets. Rather than trust a list,
// this walks the paths that set cookies (a form, the assessment, a moderator's sign-in) and
// the pages that should set none, records every Set-Cookie the server sends, and checks each
// against the table the policy page shows: name and lifetime.

interface SetCookie {
  name: string;
  maxAge: number | null;
  /** Max-Age=0 or an Expires in the past: the cookie is being cleared, not set. */
  clears: boolean;
  url: string;
}

/**
 * Records every Set-Cookie `page` receives into `into`. The returned function stops recording
 * and waits for the headers still being read: call it before the page's context closes, or a
 * late response (an asset, a prefetch) cannot be read any more.
 */
function record(page: Page, into: SetCookie[]): () => Promise<void> {
  const pending: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
    pending.push(
      response.headersArray().then((headers) => {
        for (const { name, value } of headers) {
          if (name.toLowerCase() !== "set-cookie") continue;
          for (const line of value.split("\n")) {
            const cookieName = line.split("=")[0]?.trim() ?? "";
            const maxAge = /;\s*max-age=(-?\d+)/i.exec(line)?.[1];
            const expires = /;\s*expires=([^;]+)/i.exec(line)?.[1];
            into.push({
              name: cookieName,
              maxAge: maxAge === undefined ? null : Number(maxAge),
              clears:
                (maxAge !== undefined && Number(maxAge) <= 0) ||
                (expires !== undefined && Date.parse(expires) < Date.now()),
              url: response.url(),
            });
          }
        }
      }),
    );
  };
  page.on("response", onResponse);
  return async () => {
    page.off("response", onResponse);
    await Promise.all(pending);
  };
}

async function policyTable(page: Page): Promise<Map<string, string>> {
  await page.goto("/website-policies");
  const table = page.getByRole("table", { name: "Cookies set by Staffing Spotlight" });
  await expect(table).toBeVisible();
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("th, td")).map((cell) => cell.textContent)),
    );
  return new Map(rows.map((cells) => [cells[0] ?? "", cells[2] ?? ""]));
}

test("browsing pages and using the tools sets no cookie at all", async ({ page }) => {
  const seen: SetCookie[] = [];
  const stop = record(page, seen);
  await asNewVisitor(page);
  for (const path of [
    "/",
    "/about",
    "/movements",
    "/companies",
    "/tools",
    "/gratuity-calculator?salary=30000&years=15",
    "/sip-calculator?monthly=10000&rate=12&years=10",
    "/time-zone-converter",
    "/boolean-search-builder",
    "/website-policies",
    "/assessment",
  ]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
  }
  await stop();
  expect(seen).toEqual([]);
});

test("the cookie policy names every cookie the site sets, with its lifetime", async ({
  page,
  browser,
}) => {
  const seen: SetCookie[] = [];

  // A visitor sends a form: the confirmation travels in a cookie.
  const stopVisitor = record(page, seen);
  await asNewVisitor(page);
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Morgan Diaz");
  await page
    .getByRole("textbox", { name: "Email", exact: true })
    .fill(`cookies.${uniqueSuffix()}@example.com`);
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Cookie question");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Which cookies does the site set?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();

  // The same visitor starts the assessment, with the code from the e-mail.
  const candidate = `cookies.${uniqueSuffix()}@example.com`;
  await page.goto("/assessment");
  await page.getByLabel("Full Name").fill("Jordan Avery");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(candidate);
  await page.getByLabel("Company").fill("Quillmark Tech Staffing");
  await page.getByLabel("Designation").fill("Senior Recruiter");
  await page.getByRole("button", { name: "Start the Assessment" }).click();
  await enterAssessmentCode(page, candidate);
  await expect(page.getByText("Question 1 of 25")).toBeVisible();

  // A moderator signs in.
  const email = `mod.${uniqueSuffix()}@example.com`;
  const password = "a long moderator passphrase";
  await addModerator(email, password);
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  const stopModerator = record(moderator, seen);
  await moderator.goto("/admin/login");
  await moderator.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await moderator.getByLabel("Password").fill(password);
  await moderator.getByRole("button", { name: "Sign in" }).click();
  await enterTotp(moderator);
  await expect(moderator.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  await stopModerator();
  await moderatorContext.close();

  const policy = await policyTable(page);
  await stopVisitor();
  const set = seen.filter((cookie) => !cookie.clears);
  expect(new Set(set.map((cookie) => cookie.name))).toEqual(
    new Set(["ss_toast", "ss_attempt", "ss_session"]),
  );
  for (const cookie of set) {
    expect(policy.has(cookie.name), `${cookie.name} (from ${cookie.url}) is in the policy`).toBe(
      true,
    );
    expect(cookie.maxAge, `${cookie.name} has a lifetime`).not.toBeNull();
    expect(policy.get(cookie.name), `${cookie.name}'s lifetime`).toBe(
      lifetimeText(cookie.maxAge ?? 0),
    );
  }
});
