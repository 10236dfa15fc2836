import { replyAim } from "../../app/content/promises";
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
  await expect(page.getByText(`We ${replyAim}.`)).toBeVisible();
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

test("every reply promise on the site is the aim of promises.ts, never a flat promise (issue 27)", async ({
  page,
}) => {
  for (const path of ["/contact", "/website-policies", "/disclaimer"]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    for (const words of [text, description ?? ""]) {
      // Each reply time on the page is the aim's, word for word.
      const timed = words.match(/within 24 hours/g) ?? [];
      const aims = words.split(replyAim).length - 1;
      expect(timed.length, path).toBe(aims);
    }
    expect(text, path).toContain(replyAim);
  }
  await page.goto("/contact");
  await expect(
    page.getByText(`Questions, corrections or ideas? We read every message and ${replyAim}.`),
  ).toBeVisible();
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
