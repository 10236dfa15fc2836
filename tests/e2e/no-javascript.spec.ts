import { todayIn } from "../../app/features/timezone/dates";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

// That each content page is complete in the server's HTML (title, heading, content, footer) is
// checked without a browser: app/routes/server-html.integration.test.ts.

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
