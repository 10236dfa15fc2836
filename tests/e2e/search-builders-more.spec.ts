import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 17, items 2 and 3: the X-Ray builder's exclusions, sites, LinkedIn countries and noise
// switch, and the Boolean builder's LinkedIn length warning, with and without JavaScript.

const stackOverflowQuery =
  'site:stackoverflow.com/users ("Java Developer") ("Dallas") -"Infosys" -"TCS" -"Wipro"';
const ukQuery =
  'site:uk.linkedin.com/in ("Java Developer") ("Dallas") -"Infosys" -"TCS" -"Wipro" -intitle:"hiring" -intitle:"jobs" -inurl:"jobs" -inurl:"company"';

async function fillXRay(page: Page) {
  await page.goto("/xray-search-builder");
  await page.getByLabel("Job Title(s)").fill("Java Developer");
  await page.getByLabel("Location").fill("Dallas");
  await page.getByLabel("Company (Optional)").fill("-Wipro");
  await page.getByLabel("Exclude (comma separated)").fill("Infosys, TCS");
  await page.getByLabel("Platform").selectOption("stackoverflow");
  await page.getByRole("button", { name: "Build Query" }).click();
}

async function switchToUk(page: Page) {
  await page.getByLabel("Platform").selectOption("linkedin");
  await page.getByLabel("LinkedIn country").selectOption("uk");
  await page.getByRole("checkbox", { name: "Skip job posts and company pages" }).check();
  await page.getByRole("button", { name: "Build Query" }).click();
}

/** Job titles and locations long enough to pass LinkedIn's 1,000-character warning. */
const longList = Array.from({ length: 40 }, (_, i) => `Title ${String(i).padStart(2, "0")}`).join(
  ", ",
);

async function fillLongBoolean(page: Page) {
  await page.goto("/boolean-search-builder");
  await page.getByLabel("Job Titles (OR group)").fill(longList);
  await page.getByLabel("Location").fill(longList);
  await page.getByRole("button", { name: "Generate Boolean" }).click();
}

const limitWarning =
  /over our cautious guide for LinkedIn's search box \(about 1,000 characters\); LinkedIn publishes no maximum/;

test.describe("with JavaScript", () => {
  test("X-Ray: exclusions, a non-LinkedIn site, a country and the noise switch", async ({
    page,
  }) => {
    await fillXRay(page);
    const output = page.getByRole("textbox", { name: "Your X-Ray query" });
    await expect(output).toHaveValue(stackOverflowQuery);
    await expect(page.getByText("7 of 32 words")).toBeVisible();
    await expect(page.getByLabel("LinkedIn country")).toHaveAccessibleDescription(/Only a hint/);
    await switchToUk(page);
    await expect(output).toHaveValue(ukQuery);
    await expect(page.getByText("11 of 32 words")).toBeVisible();
    await expect(page).toHaveURL(/country=uk/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(output).toHaveCount(0);
    await expect(page.getByLabel("Exclude (comma separated)")).toHaveValue("");
    await expect(
      page.getByRole("checkbox", { name: "Skip job posts and company pages" }),
    ).not.toBeChecked();
    await expect(page.getByLabel("LinkedIn country")).toHaveValue("uk");
  });

  test("Boolean: a calm warning when the string is too long for LinkedIn", async ({ page }) => {
    await page.goto("/boolean-search-builder");
    await page.getByLabel("Job Titles (OR group)").fill("Recruiter");
    await page.getByRole("button", { name: "Generate Boolean" }).click();
    await expect(page.getByRole("textbox", { name: "Your Boolean string" })).toHaveValue(
      '("Recruiter")',
    );
    await expect(page.getByText(limitWarning)).toHaveCount(0);
    await expect(
      page.getByRole("radio", { name: "AND (any of these)" }),
    ).toHaveAccessibleDescription(/AND \("IT staffing" OR "healthcare"\)/);
    await fillLongBoolean(page);
    await expect(page.getByText(limitWarning)).toBeVisible();
    await expect(page.getByText(/LinkedIn Recruiter's Keywords field/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

// axe runs as a script in the page, so the pages are checked with JavaScript above: the markup
// it checks there is the same the server sends here.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("X-Ray: the form composes the same queries on the server", async ({ page }) => {
    await fillXRay(page);
    await expect(page).toHaveURL(/platform=stackoverflow/);
    const output = page.getByRole("textbox", { name: "Your X-Ray query" });
    await expect(output).toHaveValue(stackOverflowQuery);
    await switchToUk(page);
    await expect(page).toHaveURL(/skipNoise=on/);
    await expect(output).toHaveValue(ukQuery);
    await expect(page.getByText("11 of 32 words")).toBeVisible();
  });

  test("Boolean: the LinkedIn warning comes from the server", async ({ page }) => {
    await fillLongBoolean(page);
    await expect(page.getByText(limitWarning)).toBeVisible();
  });
});
