import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./fixtures";
import { asNewVisitor } from "./support";

/**
 * Opens `path` as a page the server sends from its cache (server/page-cache.ts): another
 * visitor's request has just rendered it. A kept page is sent for under a second, so on a busy
 * machine the first try may come too late; a few tries are allowed.
 */
async function openKeptPage(page: Page, path: string) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.request.get(path);
    const response = await page.goto(path);
    if (response?.headers()["x-page-cache"] === "hit") return response;
  }
  throw new Error(`${path} never came from the page cache in 5 tries`);
}

test("a page from the cache runs its scripts under its own hash-based policy, and works", async ({
  page,
}) => {
  const response = await openKeptPage(page, "/sip-calculator");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  // The fixture fails the test on any console error, a CSP violation among them.
  await hydrated(page);
  await page.getByRole("button", { name: "Calculate SIP Returns" }).click();
  await expect(page.getByText("₹23,23,391", { exact: true }).first()).toBeVisible();
  // Client-side navigation from a kept page goes on working.
  await page.getByRole("link", { name: "Tools & Calculators", exact: true }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a toast meant for one visitor is shown to them, never to the next visitor", async ({
  browser,
}) => {
  // The submitter has no JavaScript: the form posts as a document, and the toast comes back in
  // the next page's HTML, through its cookie. That page must never be kept for others.
  const submitterContext = await browser.newContext({ javaScriptEnabled: false });
  const submitter = await submitterContext.newPage();
  await asNewVisitor(submitter);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openKeptPage(other, "/submit");

  await submitter.goto("/submit");
  await submitter.getByRole("textbox", { name: "Full Name", exact: true }).fill("Cachetest Person");
  await submitter.getByRole("textbox", { name: "New Role", exact: true }).fill("Account Manager");
  await submitter.getByRole("textbox", { name: "Company", exact: true }).fill("Kept Staffing");
  await submitter
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("A well-deserved step up after five strong years.");
  await submitter.getByRole("textbox", { name: "Tags", exact: true }).fill("Promotion");
  await submitter
    .getByRole("textbox", { name: "Your Email", exact: true })
    .fill(`cachetest.${Date.now()}@example.com`);
  await submitter.getByRole("button", { name: "Submit Movement" }).click();
  await expect(
    submitter.getByRole("status").filter({ hasText: "Movement submitted successfully!" }),
  ).toBeVisible();

  // The same page, for the other visitor, at once and from the cache.
  await openKeptPage(other, "/submit");
  await expect(other.getByText("Movement submitted successfully!")).toHaveCount(0);
  await expect(other.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
  await submitterContext.close();
  await otherContext.close();
});
