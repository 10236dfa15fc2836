import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const overlap =
  "Working hours overlap: 2:30 PM – 6:00 PM IST / 9:00 AM – 12:30 PM GMT / 1:00 PM – 4:30 PM GST";

/** From IST to London, with Dubai beside them, on Tue 24 Nov 2026. */
async function chooseZonesAndDate(page: Page) {
  await page.goto("/time-zone-converter");
  await page.getByLabel("From Time Zone").fill("Asia/Kolkata");
  await page.getByLabel("To Time Zone").fill("Europe/London");
  await page.getByLabel("Third Time Zone").fill("Dubai");
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
  await expect(page).toHaveURL(/also=Dubai/);
  await expect(page.getByLabel("Third Time Zone")).toHaveValue("Asia/Dubai");
  const hours = table(page);
  await expect(hours.getByRole("columnheader")).toHaveText([
    "IST Asia/Kolkata",
    "GMT Europe/London",
    "GST Asia/Dubai",
    "Copy",
  ]);
  await expect(hours.getByRole("row")).toHaveCount(25);
  const three = hours.getByRole("row").filter({
    has: page.getByRole("rowheader").filter({ hasText: "3:00 PM, work · All at work" }),
  });
  await expect(three.getByRole("cell")).toHaveText([
    "9:30 AM, work",
    "1:30 PM, work",
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
  await page.getByLabel("Fourth Time Zone").fill("America/New_York");
  await page.getByRole("button", { name: "Show Working Hours" }).click();
  await expect(
    page.getByText(
      "No working hours overlap: 9:00 AM – 6:00 PM is never the time in every zone at once.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/New_York/);
  await page.goto(page.url());
  await expect(page.getByLabel("Fourth Time Zone")).toHaveValue("America/New_York");
  // Four zones, and the Copy buttons' column.
  await expect(table(page).getByRole("columnheader")).toHaveCount(5);
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
  await expect(rows.getByRole("rowheader").nth(2)).toHaveText("3:00 AM, night");
});

/** Four zones far apart, so that some hours carry another day's date: the widest table. */
const fourZones =
  "/time-zone-converter?from=Asia%2FKolkata&to=America%2FLos_Angeles&also=Asia%2FDubai&also=America%2FArgentina%2FBuenos_Aires&time=09%3A00&date=24-Nov-26";

/**
 * What reaches past the window's right edge once the page has laid out at its new width (two
 * frames after the resize, where the page runs script): nothing when the page does not scroll
 * sideways, else the outermost elements that do, so that a failure names them.
 */
async function overflowing(page: Page, frames: boolean) {
  return page.evaluate(async (frames) => {
    if (frames)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const wide = (element: Element | null) =>
      !!element && element.getBoundingClientRect().right > window.innerWidth + 0.5;
    return [...document.body.querySelectorAll("*")]
      .filter((element) => wide(element) && !wide(element.parentElement))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${Math.round(box.left)}-${Math.round(box.right)}: ${text}`;
      });
  }, frames);
}

/** How the working-hours card, its table and the page measure, and where the Copy buttons are. */
async function measure(page: Page) {
  return page.getByRole("region", { name: "Working hours, Tue 24 Nov" }).evaluate((region) => {
    const card = region.closest("section") as HTMLElement;
    const table = region.querySelector("table") as HTMLTableElement;
    const box = card.getBoundingClientRect();
    const buttons = [...region.querySelectorAll("button")].map((button) =>
      button.getBoundingClientRect(),
    );
    return {
      card: { scroll: card.scrollWidth, client: card.clientWidth },
      region: { scroll: region.scrollWidth, client: region.clientWidth },
      table: table.getBoundingClientRect().width,
      page: { scroll: document.documentElement.scrollWidth, client: window.innerWidth },
      buttons: buttons.length,
      buttonsOutside: buttons.filter(
        (b) =>
          b.left < box.left || b.right > box.right || b.left < 0 || b.right > window.innerWidth,
      ).length,
    };
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`working hours ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("four zones fit the card at every width, each hour shaded with its word", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(fourZones);
      const hours = page.getByRole("region", { name: "Working hours, Tue 24 Nov" });
      await expect(hours.getByRole("columnheader", { name: /^UTC-03:00/ })).toBeVisible();
      const widths = javaScriptEnabled ? [1280, 1024, 768, 390, 320] : [1280, 390];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(() => overflowing(page, javaScriptEnabled), `page at ${width}`)
          .toEqual([]);
        const sizes = await measure(page);
        expect(sizes.card.scroll, `card at ${width}`).toBeLessThanOrEqual(sizes.card.client);
        expect(sizes.region.scroll, `table at ${width}`).toBeLessThanOrEqual(sizes.region.client);
        expect(sizes.table, `table at ${width}`).toBeLessThanOrEqual(sizes.region.client);
        expect(sizes.page.scroll, `page at ${width}`).toBeLessThanOrEqual(sizes.page.client);
        expect(sizes.buttons, `Copy buttons at ${width}`).toBe(javaScriptEnabled ? 24 : 0);
        expect(sizes.buttonsOutside, `Copy buttons clipped at ${width}`).toBe(0);
      }

      // 9:00 AM in India is the evening before in Los Angeles, morning in Dubai and night in
      // Buenos Aires; at 3:00 PM it is night in Los Angeles.
      const row = (time: string) =>
        hours
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader").filter({ hasText: time }) });
      await expect(row("9:00 AM, work").getByRole("cell").first()).toHaveText(
        "7:30 PM Mon 23 Nov, evening",
      );
      await expect(row("9:00 AM, work").getByRole("cell").nth(1)).toHaveText("7:30 AM, morning");
      await expect(row("9:00 AM, work").getByRole("cell").nth(2)).toHaveText("12:30 AM, night");
      await expect(row("3:00 PM, work").getByRole("cell").first()).toHaveText("1:30 AM, night");
      // Each word has its own shade, the same in every cell and in the legend.
      const shades = await hours.evaluate((region) => {
        const shade = (element: Element) => getComputedStyle(element).backgroundColor;
        const byWord = new Map<string, Set<string>>();
        for (const cell of region.querySelectorAll("tbody th, tbody td")) {
          const word = /, (work|morning|evening|night)$/.exec(cell.textContent ?? "")?.[1];
          if (word) byWord.set(word, (byWord.get(word) ?? new Set()).add(shade(cell)));
        }
        return Object.fromEntries([...byWord].map(([word, set]) => [word, [...set]]));
      });
      expect(Object.keys(shades).sort()).toEqual(["evening", "morning", "night", "work"]);
      for (const word of Object.keys(shades)) expect(shades[word], word).toHaveLength(1);
      expect(new Set([shades.work?.[0], shades.evening?.[0], shades.night?.[0]]).size).toBe(3);
      const legend = page.getByRole("list", { name: "Shading" }).getByRole("listitem");
      await expect(legend).toHaveText([
        "Work 9 AM – 6 PM",
        "Morning 6 – 9 AM",
        "Evening 6 – 10 PM",
        "Night 10 PM – 6 AM",
      ]);
      for (const [index, word] of ["work", "morning", "evening", "night"].entries())
        expect(
          await legend.nth(index).evaluate((item) => getComputedStyle(item).backgroundColor),
        ).toBe(shades[word]?.[0]);
      // axe runs inside the page, which needs its scripts.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test.describe("working hours on a 390-pixel phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Copy button copies its hour", async ({ page }) => {
    await chooseZonesAndDate(page);
    await expect(page.getByText(overlap)).toBeVisible();
    const region = page.getByRole("region", { name: "Working hours, Tue 24 Nov" });
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
