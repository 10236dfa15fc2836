import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseURL, testSessionSecret } from "../../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asNewVisitor, serverDb, spawnServer, uniqueSuffix, waitUntilHealthy } from "./support";

test.describe.configure({ mode: "serial" });

test("an empty directory invites the first company", async ({ page }) => {
  // Other files approve companies on the shared test server at any time, so this one gets a
  // server of its own with an empty database.
  const port = Number(process.env.E2E_PORT ?? 3999) - 3;
  const origin = `http://127.0.0.1:${port}`;
  const { child: server } = spawnServer({
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "spotlight-empty-")),
    SESSION_SECRET: testSessionSecret,
    LOG_LEVEL: "warn",
  });
  try {
    await waitUntilHealthy(origin);
    await page.goto(`${origin}/companies`);
    await expect(
      page.getByText("No companies found. Be the first to add a company!"),
    ).toBeVisible();
    await page.getByRole("link", { name: "Add First Company" }).click();
    await expect(page).toHaveURL(`${origin}/submit-company`);
  } finally {
    server.kill("SIGKILL");
  }
});

test.describe("adding a company", () => {
  // The duplicate at the end is refused with 409, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test("a company is added, approved, found by search and opened", async ({ page }) => {
    await asNewVisitor(page);
    const name = `Harborview Staffing ${uniqueSuffix()}`;
    await page.goto("/submit-company");
    await page.getByRole("button", { name: "Submit Company" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await page.getByRole("textbox", { name: "Company Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Website", exact: true }).fill("javascript:alert(1)");
    await page.getByRole("textbox", { name: "Website", exact: true }).blur();
    await expect(page.getByText("Please enter a valid website URL")).toBeVisible();
    await page
      .getByRole("textbox", { name: "Website", exact: true })
      .fill("harborview.example.com");
    await page
      .getByRole("textbox", { name: "Logo URL", exact: true })
      .fill(`${baseURL}/robots.txt`);
    await page
      .getByLabel("Description")
      .fill("Harborview places warehouse and port logistics staff along the Gulf Coast.");
    await page
      .getByRole("textbox", { name: "Industry", exact: true })
      .fill("Logistics & Supply Chain");
    await page.getByRole("textbox", { name: "Location", exact: true }).fill("Mobile, AL");
    await page.getByRole("textbox", { name: "Employee Count", exact: true }).fill("11-50");
    await page.getByRole("button", { name: "Submit Company" }).click();

    await expect(page).toHaveURL(/\/companies\?submitted=1$/);
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("Company has been submitted successfully.")).toBeVisible();
    await expect(page.getByText("once a moderator has reviewed it")).toBeVisible();
    await expect(page.getByRole("heading", { name: name })).toHaveCount(0);

    const db = serverDb();
    db.prepare("update companies set status = 'approved' where name = ?").run(name);
    db.close();

    await page.goto("/companies");
    await page.getByRole("searchbox").fill("mobile, al");
    await expect(page).toHaveURL(/q=mobile/);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toBeVisible();
    // No reviews: said in words, not as a rating of 0.0 (issue 28, item 9).
    await expect(card.getByText("No reviews yet")).toBeVisible();
    await expect(card.getByRole("img", { name: /^Rated/ })).toHaveCount(0);
    // The logo address is not an image, so the card falls back to the first letter.
    await expect(card.getByRole("img", { name: `${name} logo` })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: /^1 company matching "mobile, al"$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Ratings come from approved reviews (a later feature); set here as a moderator's data would.
    const ratings = serverDb();
    ratings
      .prepare("update companies set average_rating = 4.3, review_count = 1 where name = ?")
      .run(name);
    ratings.close();
    await page.reload();
    await expect(card.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeVisible();
    // Four of the five stars filled: the stylesheet's filled layer covers 4/5 of the 80 px.
    const stars = card.getByRole("img", { name: "Rated 4.3 out of 5" });
    await expect(stars).toHaveAttribute("data-filled", "4");
    expect(await stars.evaluate((el) => getComputedStyle(el, "::before").width)).toBe("64px");
    await expect(card.getByText("1 review", { exact: true })).toBeVisible();

    await card.getByRole("link", { name: `View Profile: ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Staffing Spotlight`);
    await expect(page.getByText("Mobile, AL")).toBeVisible();
    await expect(page.getByText("11-50")).toBeVisible();
    const website = page.getByRole("link", { name: /Visit website/ });
    await expect(website).toHaveAttribute("href", "https://harborview.example.com/");
    await expect(website).toHaveAttribute("rel", "nofollow noopener noreferrer");
    await expectNoAxeViolations(page);

    await page.goto("/submit-company");
    await page
      .getByRole("textbox", { name: "Company Name", exact: true })
      .fill(name.toUpperCase().replace(/ /g, "  "));
    await page.getByRole("button", { name: "Submit Company" }).click();
    await expect(page.getByText("This company is already listed.")).toBeVisible();
    await page.getByRole("link", { name: "View the existing profile" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test("a search with no match says so, and works as a shared ?q= link without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/companies?q=zzzz-no-such-firm");
  await expect(
    page.getByText(
      'No companies found matching "zzzz-no-such-firm". Try adjusting your search terms.',
    ),
  ).toBeVisible();
  await page.getByRole("searchbox").fill("harborview");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("heading", { name: /^1 company matching "harborview"$/ }),
  ).toBeVisible();
  await context.close();
});

test.describe("pages that do not exist", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown or unapproved company gives the not-found page", async ({ page }) => {
    const db = serverDb();
    const pending = db
      .prepare(
        "insert into companies (created_at, status, name, name_key) values (?, 'pending', 'Pending Co', ?) returning id",
      )
      .get(new Date().toISOString(), `pendingco${uniqueSuffix()}`) as { id: number };
    db.close();
    for (const path of [`/company/${pending.id}`, "/company/99999999", "/company/abc"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    }
  });
});
