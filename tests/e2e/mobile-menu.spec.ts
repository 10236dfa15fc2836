import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { headerLinkTexts } from "./pages";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the menu opens, a chosen link navigates, and the menu closes", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const toggle = header.getByText("Menu", { exact: true });
  const menu = header.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await menu.getByRole("link", { name: "Tools & Calculators" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tools & Calculators");
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu.getByRole("link", { name: "Tools & Calculators" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
});

test("on a phone Escape closes the menu and returns focus to its toggle", async ({ page }) => {
  await page.goto("/contact");
  const header = page.getByRole("banner");
  const toggle = header.getByText("Menu", { exact: true });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = header.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu still opens and its links work", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const menu = header.getByRole("navigation", { name: "Main" });
    await header.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Posting Policy" }).click();
    await expect(page).toHaveURL(/\/posting-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posting Policy");
    await expect(menu).toBeHidden();
  });
});

test("on a phone the menu leads to the movements and to the certification", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const toggle = header.getByText("Menu", { exact: true });
  const menu = header.getByRole("navigation", { name: "Main" });

  await toggle.click();
  await menu.getByRole("link", { name: "Movements", exact: true }).click();
  await expect(page).toHaveURL(/\/movements$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career Movements");
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu.getByRole("link", { name: "Movements", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await menu.getByRole("link", { name: "Certification", exact: true }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Recruiter Certification Assessment",
  );
  await expect(menu).toBeHidden();
});

const eightLinks = headerLinkTexts;

/** How far the page scrolls sideways: 0 when everything fits the window. */
function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

// The page's column stops growing at 1280 px: from there the header holds the logo, the eight
// links and the share buttons in one line; below it, the links are in the menu (decision 0011).
// Each layout is tried at its narrowest width, where it is tightest (wider adds only margins;
// pages.spec.ts runs axe over the header at 1280 px).
for (const width of [1280]) {
  test(`at ${width} px the header shows its eight links in one line, beside the share buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/movements");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(eightLinks);
    await expect(header.getByText("Menu", { exact: true })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Movements", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const share = header.getByRole("link", { name: "Share Movement" });
    const byMail = header.getByRole("link", { name: "Share by e-mail" });
    await expect(share).toBeVisible();
    await expect(byMail).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);

    const first = await boxOf(links.first());
    for (const link of await links.all()) {
      const box = await boxOf(link);
      expect(box.y, `${await link.textContent()} is on the first link's line`).toBe(first.y);
      expect(box.height, `${await link.textContent()} is one line`).toBe(first.height);
    }
    const logo = await boxOf(header.getByRole("link", { name: "Staffing Spotlight, home" }));
    const row = await boxOf(nav);
    expect(logo.x + logo.width).toBeLessThanOrEqual(row.x);
    expect(row.x + row.width).toBeLessThanOrEqual((await boxOf(share)).x);
    const mailBox = await boxOf(byMail);
    expect(mailBox.x + mailBox.width).toBeLessThanOrEqual(width);
  });
}

for (const width of [1024]) {
  test(`at ${width} px the links are in the menu, beside 'Share Movement'`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const menu = header.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await expect(header.getByRole("link", { name: "Share Movement" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Share by e-mail" })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);

    await header.getByText("Menu", { exact: true }).click();
    await expect(menu.getByRole("link")).toHaveText(eightLinks);
    // The header's own 'Share Movement' is beside the toggle: the menu does not repeat it.
    await expect(header.getByRole("link", { name: "Share Movement" })).toHaveCount(1);
    expect(await sidewaysScroll(page)).toBe(0);
    await menu.getByRole("link", { name: "Certification", exact: true }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Recruiter Certification Assessment",
    );
    await expect(menu).toBeHidden();
  });
}
