import { expect, expectNoAxeViolations, test } from "./fixtures";
import { addModerator, asNewVisitor, insertCertificate, uniqueSuffix, enterTotp } from "./support";

// Issue 30: a certificate holds for two years and says so; an expired one says when it
// expired and which certificate renewed it. The moderators see each question's figures and
// retire a weak one, confirmed, with a reason.

test("an expired certificate says when it expired, and links to the one that renewed it", async ({
  page,
}) => {
  const renewal = insertCertificate("Ana Pérez");
  const old = insertCertificate("Ana Pérez", {
    issuedAt: new Date(Date.UTC(2024, 0, 15, 12)),
    renewedBy: renewal,
  });
  await page.goto(`/verify/${old}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate expired");
  await expect(
    page.getByText(
      "This genuine Staffing Spotlight Recruiter Certification expired on January 15, 2026. A certificate holds for two years.",
    ),
  ).toBeVisible();
  const status = page
    .getByRole("term")
    .filter({ hasText: /^Status$/ })
    .locator("xpath=following-sibling::dd");
  await expect(status).toHaveText("Expired on January 15, 2026");
  // Its signature is still checked, as of the day it was issued.
  await expect(
    page.getByText(
      "Its Open Badges 3.0 credential carries a valid signature by Staffing Spotlight, checked on this page with the key we publish.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: renewal }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${renewal}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
  await expect(status).toHaveText(/^Valid until \w+ \d+, \d{4}$/);
});

test("a moderator sees the questions' figures and retires one, confirmed, with a reason", async ({
  page,
}) => {
  const email = `mod.questions.${uniqueSuffix()}@example.com`;
  await addModerator(email, "a long moderator passphrase");
  await asNewVisitor(page);
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill("a long moderator passphrase");
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterTotp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole("link", { name: /^Questions/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Questions/ })).toBeVisible();
  await expect(page.getByText(/^288 questions in the bank, \d+ retired\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Export the figures as CSV" })).toHaveAttribute(
    "href",
    "/admin/questions.csv",
  );
  await expectNoAxeViolations(page);

  // The last page's last question (a page past the end shows the last): one that no other
  // test asks for by id.
  await page.goto("/admin?view=questions&page=999");
  const item = page.getByRole("article").last();
  const heading = await item.getByRole("heading", { level: 3 }).innerText();
  const id = heading.split(" · ")[0] ?? "";
  await item.getByText("Options").click();
  await expect(item.getByText(/^Correct: /)).toBeVisible();
  await item.getByLabel(`Reason to retire ${id}`).fill("Its key depends on a rule in flux");
  await item.getByRole("button", { name: "Retire" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: new RegExp(`^Retire question ${id}:`) }),
  ).toBeFocused();
  await dialog.getByRole("button", { name: "Yes, retire" }).click();
  await expect(page.getByText("Question retired: it is no longer drawn")).toBeVisible();

  await page.goto("/admin?view=audit");
  await expect(page.getByText(`retire question ${id}`)).toBeVisible();
});
