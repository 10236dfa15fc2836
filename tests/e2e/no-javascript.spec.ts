import { todayIn } from "../../app/features/timezone/dates";
import { expect, test } from "./fixtures";
import { contentPages } from "./pages";

test.use({ javaScriptEnabled: false });

for (const page of contentPages) {
  test(`${page.path} is complete in the server's HTML`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab).toHaveTitle(page.title);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
    for (const text of page.texts) {
      await expect(tab.getByRole("main").getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(
      tab.getByRole("contentinfo").getByRole("link", { name: "Post Removal" }),
    ).toBeVisible();
  });
}

test.describe("a missing page", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("shows the not-found page without JavaScript", async ({ page }) => {
    const response = await page.goto("/missing/deeper/path");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
  });
});

test("the time zone converter reads and shows DD-MMM-YY dates, converts, and clears", async ({
  page,
}) => {
  await page.goto("/time-zone-converter");
  const date = page.getByLabel("Date (DD-MMM-YY)");
  await expect(date).toHaveValue(/^\d{2}-[A-Z][a-z]{2}-\d{2}$/);
  const from = page.getByLabel("From Time Zone");
  expect(
    await from.evaluate((input: HTMLInputElement) =>
      [...(input.list?.options ?? [])]
        .map((option) => option.value)
        .filter((zone) => zone === "Asia/Calcutta"),
    ),
  ).toEqual([]);

  await from.fill("America/Denver");
  await page.getByLabel("To Time Zone").fill("Asia/Kolkata");
  await date.fill("23-nov-26");
  await page.getByRole("button", { name: "Convert Time" }).click();
  await expect(page.getByLabel("Converted Time")).toHaveValue("9:30 PM, 23-Nov-26");
  await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue("23-Nov-26");
  await expect(page.getByLabel("From Time Zone")).toHaveValue("America/Denver");

  await page.getByLabel("Date (DD-MMM-YY)").fill("31-Feb-26");
  await page.getByRole("button", { name: "Convert Time" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Error converting time. Please check your inputs." }),
  ).toBeVisible();
  await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue("31-Feb-26");

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("09:00");
  await expect(page.getByLabel("Converted Time")).toHaveValue("");
  await expect(page.getByLabel("From Time Zone")).toHaveValue("America/Denver");
  await expect(page.getByLabel("To Time Zone")).toHaveValue("Asia/Kolkata");
  // Today where the time being converted is: in Denver.
  await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue(todayIn("America/Denver"));
});
