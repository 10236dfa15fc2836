import { expect, hydrated, test } from "./fixtures";

// Issue 35 (lighter HTML): the layout's links carry no `data-discover`, because the routes they
// lead to are in the manifest a page starts from; and React Router's scroll restoration script
// is the site's own, shorter copy.

test("the layout's links lead to their pages in the browser, with no route to ask the server for", async ({
  page,
}) => {
  await page.goto("/companies");
  await hydrated(page);
  const html = await page.content();
  expect(html).toContain('class="nav-link"');
  // From here the server never answers a request for routes (React Router's lazy discovery):
  // a navigation that needed one would never end. Those the page's other links make wait.
  await page.route(
    (url) => url.pathname === "/__manifest",
    () => undefined,
  );
  // A document load would forget this mark: the navigations below happen in the page.
  await page.evaluate(() => Object.assign(window, { stayedInPage: true }));

  const main = page.getByRole("navigation", { name: "Main" });
  const header = page.getByRole("banner");
  const footer = page.getByRole("navigation", { name: "Footer" });
  const walk: [ReturnType<typeof page.getByRole>, string, RegExp][] = [
    [header.getByRole("link", { name: "Share Movement" }).last(), "/submit", /share/i],
    [footer.getByRole("link", { name: "Disclaimer" }), "/disclaimer", /disclaimer/i],
    [page.getByRole("contentinfo").getByRole("link", { name: "Your data" }), "/your-data", /data/i],
    [header.getByRole("link", { name: "Staffing Spotlight, home" }), "/", /celebrating/i],
  ];
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [link, path, heading] of walk) {
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.evaluate(() => "stayedInPage" in window), path).toBe(true);
  }
  await main.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(main.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => "stayedInPage" in window)).toBe(true);
});

test("a page's other links are still discovered, and a reload or a return keeps the scroll position", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/tools");
  await hydrated(page);
  // A calculator's link is not the layout's: React Router discovers it, as before.
  const calculator = page.getByRole("main").locator('a[href="/sip-calculator"]').first();
  await expect(calculator).toHaveAttribute("data-discover", "true");

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  await hydrated(page);

  // The footer's link is scrolled into view to be clicked: the page is left from there.
  const disclaimer = page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" });
  await disclaimer.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(600);
  await disclaimer.click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
});
