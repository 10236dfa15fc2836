import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  addModerator,
  asNewVisitor,
  receivedMail,
  serverDb,
  uniqueSuffix,
  signInOverHttp,
} from "./support";

// Issue 32, as a company meets it: from its profile, a representative claims it with a work
// address at its own domain; the link arrives at the test SMTP server and confirms the claim;
// a sign-in link opens the company's page; a reply to a review goes to a moderator and, once
// approved, shows under the review as "Response from {Company}". With JavaScript and without.

const password = "correct horse battery staple";

/** A listed company with a website at a domain of its own, and one published review. */
function listedCompanyWithReview(suffix: string) {
  const name = `Northwind Staffing ${suffix}`;
  const db = serverDb();
  const now = new Date().toISOString();
  const company = db
    .prepare(
      "insert into companies (created_at, status, name, name_key, website) values (?, 'approved', ?, ?, ?) returning id",
    )
    .get(now, name, `northwindstaffing${suffix}`, `https://northwind${suffix}.com`) as {
    id: number;
  };
  const review = db
    .prepare(
      "insert into company_reviews (created_at, company_id, status, rating, title, body, reviewer_name, reviewer_email, confirmed_at, relationship, approved_at) values (?, ?, 'approved', 3, 'Good shortlists, slow feedback', 'The shortlists were strong, but we waited weeks for interview feedback.', null, ?, ?, 'client', ?) returning id",
    )
    .get(now, company.id, `client.${suffix}@example.org`, now, now) as { id: number };
  db.close();
  return { id: company.id, name, domain: `northwind${suffix}.com`, reviewId: review.id };
}

/** The path of the first link in the e-mail to `address` whose subject passes `subject`. */
async function mailedPath(address: string, subject: (text: string) => boolean, link: RegExp) {
  const mail = await receivedMail(address, subject);
  const url = new RegExp(`(https?://\\S+${link.source}\\S*)`).exec(mail.text ?? "")?.[1] ?? "";
  const { pathname, search } = new URL(url);
  return pathname + search;
}

async function claimAndSignIn(page: Page, company: { id: number; name: string }, email: string) {
  await page.goto(`/company/${company.id}`);
  await page.getByRole("link", { name: "Claim this profile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${company.name}`);
  await page.getByRole("textbox", { name: "Your name" }).fill("Ana Lima");
  await page.getByRole("textbox", { name: "Your job title" }).fill("Director of Operations");
  await page.getByRole("textbox", { name: "Your work e-mail" }).fill(email);
  await page.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(page.getByText("Check your inbox").first()).toBeVisible();

  await page.goto(
    await mailedPath(email, (s) => s.startsWith("Confirm your claim"), /\/claims\/confirm/),
  );
  await page.getByRole("button", { name: "Confirm my claim" }).click();
  await expect(page.getByText(/represent/i).first()).toBeVisible();

  await page.goto("/for-companies");
  await page.getByRole("textbox", { name: "Your work e-mail" }).fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("Check your inbox").first()).toBeVisible();
  await page.goto(
    await mailedPath(
      email,
      (s) => s === "Your sign-in link for Staffing Spotlight",
      /\/for-companies\/sign-in/,
    ),
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/for-companies$/);
  await expect(page.getByText(/Signed in as/)).toContainText("Ana Lima");
}

for (const javaScript of [true, false]) {
  test.describe(`with JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a claim from the profile to a published reply, through the SMTP server and a moderator", async ({
      page,
    }) => {
      await asNewVisitor(page);
      const suffix = uniqueSuffix();
      const company = listedCompanyWithReview(suffix);
      const email = `ana.lima@${company.domain}`;
      await claimAndSignIn(page, company, email);

      if (javaScript) await expectNoAxeViolations(page);
      // Changes to the profile, proposed: they wait for a moderator, and the form shows them.
      await page.getByRole("link", { name: "Propose changes to the profile" }).click();
      await page.getByRole("textbox", { name: "Location" }).fill("Columbus, OH");
      await page.getByRole("checkbox", { name: "Healthcare" }).check();
      await page.getByRole("button", { name: "Send the changes" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: /wait for a moderator/ }),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Columbus, OH");
      if (javaScript) await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "← Your company's page" }).click();

      // The company's page: the review, and a way to reply.
      await page.getByRole("link", { name: "Good shortlists, slow feedback" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `A review of ${company.name}`,
      );
      if (javaScript) await expectNoAxeViolations(page);
      const replyText =
        "Thank you. We now send interview feedback within five working days, and we have told every client how to reach the account lead.";
      await page.getByRole("textbox", { name: "Your reply" }).fill(replyText);
      await page.getByRole("button", { name: "Send the reply" }).click();
      await expect(page.getByText(/^Waiting for a moderator since/)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Edit your reply" })).toHaveValue(replyText);

      // Not public yet.
      await page.goto(`/company/${company.id}`);
      await expect(page.getByText(`Response from ${company.name}`)).toHaveCount(0);

      // A moderator publishes it, through the workspace's own form over HTTP.
      const moderator = `answers-mod.${uniqueSuffix()}@example.com`;
      await addModerator(moderator, password);
      const request = page.context().request;
      await signInOverHttp(request, moderator, password);
      const db = serverDb();
      const reply = db
        .prepare("select id, submitted_at from review_replies where review_id = ?")
        .get(company.reviewId) as { id: number; submitted_at: string };
      db.close();
      const list = await request.get("/admin?view=reviews&list=replies");
      expect(await list.text()).toContain(replyText);
      expect(
        (
          await request.post("/admin", {
            form: {
              intent: "reply",
              id: String(reply.id),
              version: reply.submitted_at,
              decision: "approve",
            },
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(302);

      await page.goto(`/company/${company.id}`);
      const review = page.getByRole("article", { name: "Good shortlists, slow feedback" });
      await expect(review.getByText(`Response from ${company.name}`)).toBeVisible();
      await expect(review.getByText(replyText)).toBeVisible();
      await expect(page.getByText(/can never hide, edit or remove a review/)).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      // The structured data names the reply as the organization's comment.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = jsonLd
        .map((text) => JSON.parse(text) as { "@type": string; review?: unknown[] })
        .find((data) => data["@type"] === "Organization" && data.review);
      expect(JSON.stringify(organization?.review)).toContain('"@type":"Comment"');
    });
  });
}
