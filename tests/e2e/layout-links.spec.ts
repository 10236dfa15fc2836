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

test("a page's own links open in the page, and a click with a modifier key is left to the browser", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/tools");
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { stayedInPage: true }));

  // A calculator's card is a PageLink: a plain <a> the root's listener opens in the page.
  const calculator = page.getByRole("main").locator('a[href="/sip-calculator"]').first();
  await expect(calculator).toHaveAttribute("data-discover", "true");

  // With Ctrl, the browser opens it in a new tab, and this page stays where it is.
  const opened = context.waitForEvent("page");
  await calculator.click({ modifiers: ["Control"] });
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/sip-calculator");
  await tab.close();
  await expect(page).toHaveURL(/\/tools$/);

  // A plain click navigates in the page: the mark set above survives.
  await calculator.click();
  await expect(page).toHaveURL(/\/sip-calculator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/SIP/);
  expect(await page.evaluate(() => "stayedInPage" in window)).toBe(true);

  // Back, and the page's "Contact" button (a PageLink in the content) opens in the page too.
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
  const contact = page.getByRole("main").locator('a[href="/contact"][data-discover]');
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => "stayedInPage" in window)).toBe(true);
});
