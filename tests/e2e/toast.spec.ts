import { expect, test } from "./fixtures";
import { toastCookie } from "./support";

test("a toast sent by the server pops up once", async ({ page, context }) => {
  await context.addCookies([
    await toastCookie("Message sent successfully!", "We aim to get back to you within 24 hours."),
  ]);
  await page.goto("/about");
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(page.getByText("We aim to get back to you within 24 hours.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
});

test("a toast is announced politely, and its Close button or Escape closes it", async ({
  page,
  context,
}) => {
  await context.addCookies([
    await toastCookie("Message sent successfully!", "We aim to get back to you within 24 hours."),
  ]);
  await page.goto("/tools");
  const notifications = page.getByRole("region", { name: /^Notifications/ });
  const status = notifications.getByRole("status");
  await expect(status).toContainText("Message sent successfully!");
  await status.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Message sent successfully!")).toHaveCount(0);

  await context.addCookies([await toastCookie("Success!", "Company has been submitted.")]);
  await page.goto("/movements");
  await expect(status).toContainText("Success!");
  await page.keyboard.press("Alt+KeyT");
  await expect(status.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Success!")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a toast sent by the server shows as a status message", async ({ page, context }) => {
    await context.addCookies([
      await toastCookie("Success!", "Company has been submitted successfully."),
    ]);
    await page.goto("/");
    const status = page.getByRole("status").filter({ hasText: "Success!" });
    await expect(status).toBeVisible();
    await expect(status).toContainText("Company has been submitted successfully.");
    await page.goto("/");
    await expect(page.getByText("Company has been submitted successfully.")).toHaveCount(0);
  });

  test("a forged toast cookie is ignored", async ({ page, context }) => {
    const cookie = await toastCookie("Genuine", "genuine");
    const forged = Buffer.from(
      JSON.stringify({
        __flash_toast__: { id: "x", type: "error", title: "Forged", description: "forged" },
      }),
    ).toString("base64");
    await context.addCookies([
      { ...cookie, value: encodeURIComponent(`${forged}.invalidsignature`) },
    ]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Forged")).toHaveCount(0);
  });
});
