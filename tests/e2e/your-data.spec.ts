import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asNewVisitor, receivedMail, serverDb, uniqueSuffix } from "./support";

// Issue 34, as a person meets it: from the footer's "Your data", an address asks for a link; the
// link arrives at the test SMTP server; its Continue button opens the list of what is held, the
// JSON download holds it, and the erase, after its confirmation, leaves nothing of it. With
// JavaScript (and axe on each new page) and without.

/** A listed company with a published review written from `address`. */
function reviewFrom(address: string, suffix: string) {
  const db = serverDb();
  const now = new Date().toISOString();
  const company = db
    .prepare(
      "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
    )
    .get(now, `Harbor Talent ${suffix}`, `harbortalent${suffix}`) as { id: number };
  db.prepare(
    "insert into company_reviews (created_at, company_id, status, rating, title, body, reviewer_name, reviewer_email, confirmed_at, relationship, approved_at) values (?, ?, 'approved', 4, 'Quick and honest', 'They placed me within a month.', null, ?, ?, 'placed', ?)",
  ).run(now, company.id, address, now, now);
  db.close();
}

function reviewsFrom(address: string): number {
  const db = serverDb();
  const row = db
    .prepare("select count(*) as n from company_reviews where reviewer_email = ?")
    .get(address) as { n: number };
  db.close();
  return row.n;
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a person asks for their data by e-mail, downloads it and erases it", async ({ page }) => {
      await asNewVisitor(page);
      const suffix = uniqueSuffix();
      const address = `data.${suffix}@example.com`;
      reviewFrom(address, suffix);

      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Your data" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your data");
      if (javaScript) await expectNoAxeViolations(page);
      await page.getByRole("textbox", { name: "Your e-mail" }).fill(address);
      await page.getByRole("button", { name: "E-mail me a link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();

      const mail = await receivedMail(
        address,
        (subject) => subject === "Your link to your data at Staffing Spotlight",
      );
      const link = /https?:\/\/\S+\/your-data\/open\?token=[A-Za-z0-9_-]{43}/.exec(
        mail.text ?? "",
      )?.[0];
      expect(link).toBeDefined();
      const { pathname, search } = new URL(link ?? "");
      await page.goto(pathname + search);
      await page.getByRole("button", { name: "Continue" }).click();

      await expect(
        page.getByRole("heading", { name: `What we hold for ${address}` }),
      ).toBeVisible();
      await expect(page.getByText("Company reviews (1)")).toBeVisible();
      await expect(page.getByText(`Harbor Talent ${suffix}: “Quick and honest”`)).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download as JSON" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^staffing-spotlight-your-data-.+\.json$/);
      const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
        address: string;
        reviews: { title: string }[];
      };
      expect(exported.address).toBe(address);
      expect(exported.reviews).toEqual([expect.objectContaining({ title: "Quick and honest" })]);

      await page.getByRole("link", { name: "Erase my data" }).click();
      await expect(
        page.getByRole("heading", { name: `Erase everything we hold for ${address}?` }),
      ).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      expect(reviewsFrom(address)).toBe(1);
      await page.getByRole("button", { name: "Erase my data for good" }).click();
      await expect(page.getByRole("heading", { name: "Your data is erased" })).toBeVisible();
      await expect(page.getByText("removed 1 review", { exact: true })).toBeVisible();
      expect(reviewsFrom(address)).toBe(0);

      // The session ended with the erase: the page asks for a link again.
      await page.goto("/your-data");
      await expect(page.getByRole("textbox", { name: "Your e-mail" })).toBeVisible();
    });
  });
}
