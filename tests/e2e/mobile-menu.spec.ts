import { expect, expectNoAxeViolations, test } from "./fixtures";

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
