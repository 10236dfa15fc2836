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
