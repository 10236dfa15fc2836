import { expect, hydrated, test } from "./fixtures";

// A page is painted from its HTML and stylesheet alone; its scripts are fetched after the first
// paint (app/components/layout/hydration-scripts.tsx), and then it works as before.

for (const path of ["/", "/companies", "/sip-calculator"]) {
  test(`${path} paints before it fetches any script, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* src=/);

    await page.goto(path);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.startTime, script.name).toBeGreaterThan(timing.firstPaint as number);
    }
    // The modules arrive as React Router's <Scripts> would have announced them.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);

    // Icons are drawn from one sprite (decision 0042), a file cached for good: the logo's star
    // takes its place once the sprite has arrived, filled as its class says (fill-current).
    const star = page.getByRole("banner").locator("svg").first();
    const use = star.locator("use");
    await expect
      .poll(() => use.evaluate((element: SVGGraphicsElement) => element.getBBox().width))
      .toBeGreaterThan(0);
    expect(await star.evaluate((svg) => getComputedStyle(svg).fill)).not.toBe("none");
    const [sprite, symbol] = ((await use.getAttribute("href")) ?? "").split("#");
    expect(sprite).toMatch(/^\/assets\/i-[\w-]+\.svg$/);
    expect(symbol).toBe("star");
    const headers = (await request.get(sprite ?? "")).headers();
    expect(headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(headers["cache-control"]).toContain("immutable");
  });
}

test("a phone menu opened before the scripts arrive stays open when they do", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const header = page.getByRole("banner");
  await header.getByText("Menu", { exact: true }).click();
  const menuLink = header.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: "Tools & Calculators",
  });
  await expect(menuLink).toBeVisible();

  release();
  await hydrated(page);
  await expect(menuLink).toBeVisible();
  // Hydrated now: the menu closes after a client-side navigation, as before.
  await menuLink.click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(menuLink).toBeHidden();
});
