import { expect, expectNoAxeViolations, test } from "./fixtures";
import { contentPages, headerLinkTexts } from "./pages";

for (const page of contentPages) {
  test(`${page.path} shows its title, heading and content, and passes axe`, async ({
    page: tab,
  }) => {
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(tab).toHaveTitle(page.title);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
    const main = tab.getByRole("main");
    for (const text of page.texts) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expectNoAxeViolations(tab);
  });
}

test("the tools hub links to all eight tools and to the contact page", async ({ page }) => {
  await page.goto("/tools");
  const main = page.getByRole("main");
  for (const [name, href] of [
    ["Gratuity Calculator", "/gratuity-calculator"],
    ["Simple Interest Calculator", "/simple-interest-calculator"],
    ["SIP Calculator", "/sip-calculator"],
    ["Compound Interest Calculator", "/compound-interest-calculator"],
    ["SWP Calculator", "/swp-calculator"],
    ["Time Zone Converter", "/time-zone-converter"],
    ["X-Ray Search Builder", "/xray-search-builder"],
    ["Boolean Search Builder", "/boolean-search-builder"],
  ] as const) {
    await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: /Follow on LinkedIn/ })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );
});

test("the home page links its buttons where the spec says", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  // Issue 28: 'Share a Movement' opens the form, with e-mail as the second choice beside it.
  const hero = main.locator("section").first();
  await expect(hero.getByRole("link", { name: "Share a Movement", exact: true })).toHaveAttribute(
    "href",
    "/submit",
  );
  await expect(hero.getByRole("link", { name: "Share by e-mail" })).toHaveAttribute(
    "href",
    /^mailto:[^?]+\?subject=Share%20Movement&body=/,
  );
  await main.getByRole("link", { name: "Take the Assessment Now" }).isVisible();
  await expect(main.getByRole("link", { name: "Take the Assessment Now" })).toHaveAttribute(
    "href",
    "/assessment",
  );
  const join = main.getByRole("region", { name: "Join Our Community" });
  for (const href of ["/companies", "/about", "/posting-policy", "/website-policies"]) {
    await expect(join.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(join.locator('a[href^="mailto:"]')).toBeVisible();
  // Issue 18: the web form beside the block's mail button.
  await expect(join.getByRole("link", { name: "Use the form" })).toHaveAttribute("href", "/submit");
  await main.getByRole("link", { name: "Learn About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Celebrating the people who power staffing",
  );
});

test("the home and about pages' numbers are counted, exact and unpadded, or a true sentence with its link", async ({
  page,
}) => {
  // Other tests add data to this server as they run, so each block is checked for its form:
  // a grouped number (issue 27: from shownFrom on), or the sentence and the way to add to it.
  const early: Record<string, string> = {
    "Companies Listed": "/submit-company",
    "Certificates Issued": "/assessment",
    "Reviews Published": "/companies",
  };
  for (const [path, movementsLabel] of [
    ["/", "Movements Celebrated"],
    ["/about", "Career Movements Celebrated"],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/\d\+|Partner Companies|Community Members|Community Love/);
    for (const [label, href] of Object.entries({ [movementsLabel]: "/submit", ...early })) {
      const block = main
        .locator("dl > div")
        .filter({ has: page.getByText(label, { exact: true }) });
      const value = block.locator("dd");
      const text = (await value.innerText()).trim();
      if (/^\d/.test(text)) expect(text, `${path} ${label}`).toMatch(/^\d{1,3}(,\d{3})*$/);
      else await expect(value.getByRole("link"), `${path} ${label}`).toHaveAttribute("href", href);
    }
  }
});

test("the header and footer carry the spec's links", async ({ page }) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  const nav = header.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(headerLinkTexts);
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  await expect(header.getByRole("link", { name: "Share Movement" })).toHaveAttribute(
    "href",
    "/submit",
  );
  await expect(header.getByRole("link", { name: "Share by e-mail" })).toHaveAttribute(
    "href",
    /\?subject=Share%20Movement/,
  );

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link")).toHaveText([
    "Home",
    "About",
    "Submit Movement",
    "Career Movements",
    "Contact",
    "Disclaimer",
    "Posting Policy",
    "Website Policies",
  ]);
  await expect(footer.getByRole("link", { name: "Post Removal" })).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=Post%20Removal%20Request/,
  );
  const linkedin = footer.getByRole("link", { name: /on LinkedIn/ });
  await expect(linkedin).toHaveAttribute("target", "_blank");
  await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
});

test("the disclaimer links to the contact page", async ({ page }) => {
  await page.goto("/disclaimer");
  await expect(
    page.getByRole("main").getByRole("link", { name: "contact page" }).first(),
  ).toHaveAttribute("href", "/contact");
});

test.describe("a missing page", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the skip link is the first stop for the keyboard and moves focus to the content", async ({
  page,
}) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
