import { expect, expectNoAxeViolations, test } from "./fixtures";
import { scriptFreePages } from "./pages";
import { toastCookie } from "./support";

// The about and policy pages are complete as server HTML: their documents load no script at
// all, and everything on them, the phone menu included, works as plain HTML.

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, heading } of scriptFreePages) {
  test(`${path} loads no script, and its phone menu opens and navigates`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);

    const header = page.getByRole("banner");
    const menu = header.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await header.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Companies" }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Only now, on a page that needs them, do scripts load (after its first paint, decision 0017,
    // so they may come a moment after the heading).
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes(path))).toEqual([]);
  });
}

test("a toast sent to a script-free page shows as a status message, once", async ({
  page,
  context,
}) => {
  await context.addCookies([
    await toastCookie("Message sent successfully!", "We aim to get back to you within 24 hours."),
  ]);

  await page.goto("/disclaimer");
  const status = page.getByRole("status").filter({ hasText: "Message sent successfully!" });
  await expect(status).toBeVisible();
  await expect(status).toContainText("We aim to get back to you within 24 hours.");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
});

test("a visitor already in the app reaches a script-free page by a client-side link and keeps going", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/tools");
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disclaimer");
  // The app is still running: a client-side form works on the next page.
  await page.getByRole("banner").getByRole("link", { name: "Companies" }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await page.getByRole("searchbox").fill("zzzz-no-such-company");
  await expect(page).toHaveURL(/q=zzzz-no-such-company/);
});
