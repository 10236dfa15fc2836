import { expect, expectNoAxeViolations, test } from "./fixtures";

// A company, career movement or certificate that does not exist: the page says which, with
// status 404, and leads back to where the visitor can find the real ones.

test.use({ allowConsoleErrors: [/status of 404/] });

const detailPages = [
  {
    path: "/company/999999",
    heading: "Company not found",
    text: "There is no company at this address in our directory.",
    link: "Browse all companies",
    list: "/companies",
    listHeading: "Staffing Companies",
  },
  {
    path: "/movements/999999",
    heading: "Career movement not found",
    text: "There is no career movement at this address.",
    link: "See all career movements",
    list: "/movements",
    listHeading: "Career Movements",
  },
];

for (const { path, heading, text, link, list, listHeading } of detailPages) {
  test(`${path} says "${heading}" and links back to ${list}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${heading} | Staffing Spotlight`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(text);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listHeading);
  });
}

test("an unknown certificate says so and links to the assessment", async ({ page }) => {
  const response = await page.goto("/verify/SS-2026-01-NOBODY-AAAAAA");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Certificate not found | Staffing Spotlight");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate not found");
  await expect(
    page.getByText("We could not find a certificate with the reference SS-2026-01-NOBODY-AAAAAA."),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Look up another reference" }),
  ).toHaveAttribute("href", "/verify");
  await page.getByRole("main").getByRole("link", { name: "Take the assessment" }).click();
  await expect(page).toHaveURL("/assessment");
});
