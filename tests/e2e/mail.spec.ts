import { simpleParser } from "mailparser";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asNewVisitor, outboxMail, uniqueSuffix } from "./support";

// The e-mail path as a visitor meets it, without JavaScript: the contact form's receipt is
// written to DATA_DIR/outbox/ (the test server has no SMTP_URL), and its unsubscribe link works.

test.use({ javaScriptEnabled: false });

test("the contact form's receipt reaches the outbox folder, and its link unsubscribes", async ({
  page,
  browser,
}) => {
  await asNewVisitor(page);
  const address = `receipt.${uniqueSuffix()}@example.com`;
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Casey Lee");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(address);
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("A question");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Is the tool free? Yes & no.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Message sent successfully!" }),
  ).toBeVisible();

  await expect.poll(() => outboxMail(address) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = await simpleParser(outboxMail(address) ?? "");
  expect(mail.subject).toBe("We received your message");
  expect(mail.text).toContain("> Is the tool free? Yes & no.");
  const link = /To get no more such e-mails: (\S+)/.exec(mail.text ?? "")?.[1] ?? "";
  const { pathname, search } = new URL(link);
  expect(pathname).toBe("/unsubscribe");

  // axe needs scripts: the same page, in a context that runs them, before the link is used.
  const withScripts = await browser.newContext({ javaScriptEnabled: true });
  const checked = await withScripts.newPage();
  await checked.goto(new URL(pathname + search, page.url()).toString());
  await expectNoAxeViolations(checked);
  await withScripts.close();

  await page.goto(pathname + search);
  await expect(page.getByRole("heading", { name: "Stop notifications" })).toBeVisible();
  await expect(page.getByText("r•••@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText(
      "Done: r•••@example.com will get no more notifications from Staffing Spotlight.",
    ),
  ).toBeVisible();
});
