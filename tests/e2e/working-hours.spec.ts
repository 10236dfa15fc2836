import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const overlap =
  "Working hours overlap: 2:30 PM – 6:00 PM IST / 9:00 AM – 12:30 PM GMT / 1:00 PM – 4:30 PM GST";

/** From IST to London, with Dubai beside them, on Tue 24 Nov 2026. */
async function chooseZonesAndDate(page: Page) {
  await page.goto("/time-zone-converter");
  await page.getByLabel("From Time Zone").selectOption("Asia/Kolkata");
  await page.getByLabel("To Time Zone").selectOption("Europe/London");
  await page.getByLabel("Third Time Zone").selectOption("Asia/Dubai");
  await page.getByLabel("Date (DD-MMM-YY)").fill("24-Nov-26");
  await page.getByRole("button", { name: "Show Working Hours" }).click();
}

function table(page: Page) {
  return page.getByRole("region", { name: "Working hours, Tue 24 Nov" }).getByRole("table");
}

test("working hours: three zones side by side, the overlap, and a copied line", async ({
  page,
}) => {
  await chooseZonesAndDate(page);
  await expect(page.getByText(overlap)).toBeVisible();
  await expect(page).toHaveURL(/also=Asia%2FDubai/);
  const hours = table(page);
  await expect(hours.getByRole("columnheader")).toHaveText([
    "IST Asia/Kolkata",
    "GMT Europe/London",
    "GST Asia/Dubai",
  ]);
  await expect(hours.getByRole("row")).toHaveCount(25);
  const three = hours.getByRole("row", { name: /^3:00 PM · All at work/ });
  await expect(three.getByRole("cell")).toHaveText([
    "9:30 AM",
    "1:30 PM",
    "Copy 3:00 PM IST / 9:30 AM GMT / 1:30 PM GST, Tue 24 Nov",
  ]);
  await expect(hours.getByRole("rowheader", { name: /All at work/ })).toHaveCount(3);
  // The converter's own part is as the spec has it.
  await expect(page.getByLabel("Converted Time")).toHaveValue("3:30 AM, 24-Nov-26");

  await three.getByRole("button", { name: /^Copy/ }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "3:00 PM IST / 9:30 AM GMT / 1:30 PM GST, Tue 24 Nov",
  );
  await expectNoAxeViolations(page);

  // The link reproduces the view, a fourth zone included.
  await page.getByLabel("Fourth Time Zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Show Working Hours" }).click();
  await expect(
    page.getByText(
      "No working hours overlap: 9:00 AM – 6:00 PM is never the time in every zone at once.",
    ),
  ).toBeVisible();
  await page.goto(page.url());
  await expect(page.getByLabel("Fourth Time Zone")).toHaveValue("America/New_York");
  await expect(table(page).getByRole("columnheader")).toHaveCount(4);
});

test("working hours on the day US clocks go forward (8 Mar 2026 in New York)", async ({ page }) => {
  await page.goto(
    "/time-zone-converter?from=America%2FNew_York&to=America%2FChicago&also=Europe%2FLondon&time=09%3A00&date=08-Mar-26",
  );
  await expect(
    page.getByText(
      "Working hours overlap: 10:00 AM – 2:00 PM ET / 9:00 AM – 1:00 PM CT / 2:00 PM – 6:00 PM GMT",
    ),
  ).toBeVisible();
  const rows = page.getByRole("region", { name: "Working hours, Sun 8 Mar" }).getByRole("row");
  await expect(rows).toHaveCount(24);
  await expect(rows.getByRole("rowheader").nth(2)).toHaveText("3:00 AM");
});

test.describe("working hours on a 390-pixel phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the table scrolls inside its box and the page does not", async ({ page }) => {
    await chooseZonesAndDate(page);
    await expect(page.getByText(overlap)).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    const region = page.getByRole("region", { name: "Working hours, Tue 24 Nov" });
    const box = await region.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await region
      .getByRole("button", { name: "Copy 9:00 AM IST / 3:30 AM GMT / 7:30 AM GST, Tue 24 Nov" })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "9:00 AM IST / 3:30 AM GMT / 7:30 AM GST, Tue 24 Nov",
    );
  });
});

test.describe("working hours without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows the same view, without Copy buttons", async ({ page }) => {
    await chooseZonesAndDate(page);
    await expect(page.getByText(overlap)).toBeVisible();
    await expect(table(page).getByRole("rowheader", { name: /All at work/ })).toHaveCount(3);
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    await expect(page.getByLabel("Third Time Zone")).toHaveValue("Asia/Dubai");
  });
});
