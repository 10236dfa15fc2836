import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asNewVisitor, serverDb, uniqueSuffix } from "./support";

test("a submitted movement, once approved, is in the feed, found by search and tag, opened, and in the RSS", async ({
  page,
  request,
}) => {
  await asNewVisitor(page);
  const suffix = uniqueSuffix();
  const name = `Feed Person ${suffix}`;
  const tag = `Tag${suffix}`;
  await page.goto("/submit");
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "New Role", exact: true }).fill("Director of Talent");
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Feedwell Staffing");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Promoted to lead talent strategy for the West Coast.");
  await page.getByLabel("Add a tag").fill(tag);
  await page.getByLabel("Add a tag").press("Enter");
  await page
    .getByRole("textbox", { name: "Your Email", exact: true })
    .fill(`feed.${suffix}@example.com`);
  await page.getByRole("button", { name: "Submit Movement" }).click();
  await expect(page.getByText("Movement submitted successfully! 🎉")).toBeVisible();

  await page.goto(`/movements?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name: /^0 movements/ })).toBeVisible();

  const db = serverDb();
  db.prepare("update movement_submissions set status = 'approved' where name = ?").run(name);
  db.close();

  await page.goto("/movements");
  await page.getByRole("searchbox").fill(name.toLowerCase());
  await expect(page).toHaveURL(/q=/);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(`feed.${suffix}@example.com`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: `#${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(page.getByRole("heading", { name: `1 movement tagged #${tag}` })).toBeVisible();

  await page.getByRole("link", { name: `Read more about ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(
    `${name}: Director of Talent at Feedwell Staffing | Staffing Spotlight`,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.getByRole("link", { name: /Congratulate on LinkedIn/ })).toHaveAttribute(
    "href",
    /linkedin\.com\/feed\/\?shareActive=true&text=/,
  );
  await expect(page.getByRole("link", { name: "Post Removal" }).first()).toHaveAttribute(
    "href",
    /subject=Post%20Removal%20Request/,
  );
  await expectNoAxeViolations(page);

  const rss = await (await request.get(`/movements/rss.xml?tag=${tag}`)).text();
  expect(rss).toContain(`<title>${name}: Director of Talent at Feedwell Staffing</title>`);
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Recent Movements" }).getByRole("heading", { name }),
  ).toBeVisible();
});
