import { expect, test } from "./fixtures";
import { asNewVisitor, serverDb, uniqueSuffix } from "./support";

test("a visitor sends a message: it is stored and the form resets", async ({ page }) => {
  await asNewVisitor(page);
  const email = `reader.${uniqueSuffix()}@example.com`;
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "Name is required",
    "Email is required",
    "Subject is required",
    "Message is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Morgan Diaz");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Correction to a post");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("The company name in my post is misspelled.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue("");
  const db = serverDb();
  expect(
    db.prepare("select name, subject, status from contact_messages where email = ?").get(email),
  ).toEqual({
    name: "Morgan Diaz",
    subject: "Correction to a post",
    status: "new",
  });
  db.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test("a message is sent and confirmed", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Avery Stone");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Hello");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Just saying hello.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "Just saying hello.",
    );
    await page
      .getByRole("textbox", { name: "Email", exact: true })
      .fill(`avery.${uniqueSuffix()}@example.com`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Message sent successfully!" }),
    ).toBeVisible();
  });
});
