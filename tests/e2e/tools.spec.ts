import type { Page } from "@playwright/test";
import { wheelCategories } from "../../app/content/wheel-categories";
import { wheelTips } from "../../app/content/wheel-tips";
import { resultMessage, segmentUnderPointer } from "../../app/features/wheel/wheel";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { hydrated } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

function result(page: Page) {
  return page.getByRole("region", { name: /Your|Total Gratuity Payable To You/ });
}

/** Issue 28, item 8: the field is marked with its message, which the page repeats, and no result. */
async function expectRefused(page: Page, field: string, message: string) {
  const box = page.getByRole("spinbutton", { name: field, exact: true });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  // The message ends the description (a hint, if any, comes first).
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(box).toHaveAccessibleDescription(new RegExp(`${escaped}$`));
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(result(page)).toHaveCount(0);
  await expect(page.getByText(/minus|₹-/)).toHaveCount(0);
}

/**
 * The address follows the form once its navigation has fetched the data, a moment after the
 * result shows as it is typed: wait for `fields` to be in the address before reading it (a
 * loaded machine read the previous calculation's address).
 */
async function expectSharedUrlReopens(page: Page, fields: Record<string, string>, texts: string[]) {
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return Object.entries(fields).every(([name, value]) => params.get(name) === value);
    })
    .toBe(true);
  const other = await page.context().newPage();
  await other.goto(page.url());
  for (const text of texts)
    await expect(other.getByText(text, { exact: true }).first()).toBeVisible();
  await other.close();
}

test.describe("gratuity calculator", () => {
  test.beforeEach(async ({ page }) => {
    // Desktop Linux has no native share sheet; make that explicit so the copy path runs.
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  });

  test("the spec's defaults, its worked examples, the minimum-years rule and sharing", async ({
    page,
  }) => {
    await page.goto("/gratuity-calculator");
    await expect(page.getByText("Total Gratuity Payable To You")).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(page.getByText("Gratuity calculated successfully!")).toBeVisible();
    await expect(result(page).getByText("₹28,846", { exact: true })).toBeVisible();

    await page.getByRole("spinbutton", { name: "Monthly Basic + DA" }).fill("30000");
    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("15");
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(result(page).getByText("₹2,59,615", { exact: true })).toBeVisible();
    await expect(result(page).getByText("2 lakh 59 thousand 615 rupees")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectSharedUrlReopens(page, { salary: "30000", years: "15" }, ["₹2,59,615"]);

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("7");
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(result(page).getByText("₹1,05,000", { exact: true })).toBeVisible();

    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("4");
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Minimum 5 years of service required for gratuity" }),
    ).toBeVisible();
    await expect(page.getByText("Total Gratuity Payable To You")).toHaveCount(0);
  });

  test("the labour code's cases: fixed-term, working journalist, death or disablement", async ({
    page,
  }) => {
    await page.goto("/gratuity-calculator");
    const calculate = page.getByRole("button", { name: "Calculate Gratuity" });
    await page.getByRole("spinbutton", { name: "Monthly Basic + DA" }).fill("30000");

    // A fixed-term employee qualifies after one year, not five.
    await page.getByRole("radio", { name: "Fixed-term" }).check();
    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("0");
    await page.getByRole("spinbutton", { name: "Additional Months" }).fill("11");
    await calculate.click();
    await expect(
      page.getByRole("alert").filter({
        hasText: "Minimum 1 year of service required for gratuity for a fixed-term employee",
      }),
    ).toBeVisible();
    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("2");
    await page.getByRole("spinbutton", { name: "Additional Months" }).fill("0");
    await calculate.click();
    await expect(result(page).getByText("₹34,615", { exact: true })).toBeVisible();
    await expect(
      result(page).getByText(/Fixed-term employee: you qualify after one year/),
    ).toBeVisible();

    // A working journalist qualifies after three years (s.53(1), proviso).
    await page.getByRole("radio", { name: "Working journalist" }).check();
    await calculate.click();
    await expect(
      page.getByRole("alert").filter({
        hasText: "Minimum 3 years of service required for gratuity for a working journalist",
      }),
    ).toBeVisible();
    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("3");
    await calculate.click();
    await expect(result(page).getByText("₹51,923", { exact: true })).toBeVisible();
    await expect(
      result(page).getByText(/Working journalist: you qualify after three/),
    ).toBeVisible();

    await page.getByRole("radio", { name: "Permanent" }).check();
    // Death or disablement waives the five years; years may carry a fraction.
    await page.getByRole("spinbutton", { name: "Years of Service" }).fill("2.6");
    await calculate.click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Minimum 5 years of service required for gratuity" }),
    ).toBeVisible();
    await page.getByLabel("Service ended by death or disablement").check();
    await calculate.click();
    // 2.6 years is 2 years and 7.2 months: counted as 3 years, 30,000 x 15 / 26 x 3
    await expect(result(page).getByText("₹51,923", { exact: true })).toBeVisible();
    await expect(result(page).getByText(/minimum years of service do not apply/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources and last review" })).toBeVisible();
    await expect(page.getByText("Last reviewed: November 27, 2026")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("wages as s.2(88) defines them: the page's three worked examples, step by step", async ({
    page,
  }) => {
    await page.goto("/gratuity-calculator");
    const field = (name: string) => page.getByRole("spinbutton", { name, exact: true });
    const counting = field("Allowances that count as wages");
    const excluded = field(
      "Excluded payments (HRA, conveyance, bonus, overtime, commission, employer PF)",
    );
    const steps = result(page).getByRole("list", { name: "How your wages were counted" });
    // Each new field's hint is read with it.
    await expect(counting).toHaveAccessibleDescription(/Special allowance/);
    await expect(excluded).toHaveAccessibleDescription(/retrenchment compensation/);
    await expect(field("Monthly Basic + DA")).toHaveAccessibleDescription(
      /with retaining allowance, if any/,
    );
    await field("Monthly Basic + DA").fill("30000");
    await field("Years of Service").fill("15");

    // A special allowance counts as wages in full.
    await counting.fill("50000");
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(result(page).getByText("₹6,92,308", { exact: true })).toBeVisible();
    await expect(steps).toContainText(
      "Excluded payments: ₹0, not more than half, so nothing is added.",
    );
    await expect(steps).toContainText(
      "Wages: ₹30,000 basic + DA + ₹50,000 allowances that count = ₹80,000.",
    );

    // The same ₹50,000 paid as HRA and the like: only what exceeds half of the total counts.
    await counting.fill("");
    await excluded.fill("50000");
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(result(page).getByText("₹3,46,154", { exact: true })).toBeVisible();
    await expect(steps).toContainText(
      "Total pay: ₹30,000 basic + DA + ₹50,000 excluded payments = ₹80,000.",
    );
    await expect(steps).toContainText("Half of the total: ₹40,000.");
    await expect(steps).toContainText(
      "Excluded payments: ₹50,000, more than half by ₹10,000, so ₹10,000 is added to wages.",
    );
    await expect(steps).toContainText("Wages: ₹30,000 basic + DA + ₹10,000 added = ₹40,000.");
    await expectSharedUrlReopens(page, { excluded: "50000" }, ["₹3,46,154"]);

    // Exactly half excluded: nothing is added.
    await counting.fill("10000");
    await excluded.fill("40000");
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(steps).toContainText(
      "Excluded payments: ₹40,000, not more than half, so nothing is added.",
    );
    await expect(result(page).getByText("₹3,46,154", { exact: true })).toBeVisible();
    await expect(steps).toContainText(
      "Wages: ₹30,000 basic + DA + ₹10,000 allowances that count = ₹40,000.",
    );
    await expectNoAxeViolations(page);
  });

  test("an old link's allowances open as excluded payments; an employer not covered uses basic + DA", async ({
    page,
  }) => {
    const field = (name: string) => page.getByRole("spinbutton", { name, exact: true });
    const counting = field("Allowances that count as wages");
    const excluded = field(
      "Excluded payments (HRA, conveyance, bonus, overtime, commission, employer PF)",
    );
    const steps = result(page).getByRole("list", { name: "How your wages were counted" });
    // A link shared before the fields were split: its allowances were HRA and the like.
    await page.goto("/gratuity-calculator?salary=30000&allowances=50000&years=15&covered=yes");
    await expect(excluded).toHaveValue("50000");
    await expect(counting).toHaveValue("");
    await expect(result(page).getByText("₹3,46,154", { exact: true })).toBeVisible();
    await expect(steps).toContainText(
      "Excluded payments: ₹50,000, more than half by ₹10,000, so ₹10,000 is added to wages.",
    );

    // Not covered: basic + DA only, and the breakdown says the rest was not used.
    await counting.fill("10000");
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    // 15 x 30,000 x 15 / 30
    await expect(result(page).getByText("₹2,25,000", { exact: true })).toBeVisible();
    await expect(steps).toContainText(
      "the ₹60,000 of allowances and excluded payments you entered is not used",
    );
  });
});

test("simple interest: the spec's defaults and a shared link", async ({ page }) => {
  await page.goto("/simple-interest-calculator");
  await page.getByRole("button", { name: "Calculate Interest" }).click();
  await expect(result(page).getByText("₹1,000.00")).toBeVisible();
  await expect(result(page).getByText("₹11,000.00")).toBeVisible();
  await expect(page.getByRole("table", { name: "Simple versus compound interest" })).toBeVisible();
  await page.getByLabel("Time Unit").selectOption("months");
  await page.getByRole("spinbutton", { name: "Time Period" }).fill("6");
  await page.getByRole("button", { name: "Calculate Interest" }).click();
  await expect(result(page).getByText("₹500.00")).toBeVisible();
  await expectSharedUrlReopens(page, { time: "6", unit: "months" }, ["₹10,500.00"]);
});

test("SIP: the spec's defaults, the growth table and a shared link", async ({ page }) => {
  await page.goto("/sip-calculator");
  await page.getByRole("button", { name: "Calculate SIP Returns" }).click();
  await expect(result(page).getByText("₹12,00,000")).toBeVisible();
  await expect(result(page).getByText("₹11,23,391")).toBeVisible();
  await expect(result(page).getByText("₹23,23,391")).toBeVisible();
  await expect(
    page.getByRole("img", { name: "Invested ₹12,00,000 (52%), Returns ₹11,23,391 (48%)" }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Year-by-year growth" });
  await expect(table.getByRole("row")).toHaveCount(11);
  await expect(table.getByRole("row").last()).toContainText("₹23,23,391");
  await expectNoAxeViolations(page);
  await expectSharedUrlReopens(page, { years: "10" }, ["₹23,23,391"]);
});

test("compound interest: the spec's defaults", async ({ page }) => {
  await page.goto("/compound-interest-calculator");
  await expect(page.getByLabel("Compounding Frequency")).toHaveValue("12");
  await page.getByRole("button", { name: "Calculate Compound Interest" }).click();
  await expect(result(page).getByText("₹12,906.18")).toBeVisible();
  await expect(result(page).getByText("₹32,906.18")).toBeVisible();
  await page.getByLabel("Compounding Frequency").selectOption("1");
  await page.getByRole("button", { name: "Calculate Compound Interest" }).click();
  await expect(result(page).getByText("₹32,210.20")).toBeVisible();
});

test("SWP: the spec's defaults and the warning when the corpus runs out", async ({ page }) => {
  await page.goto("/swp-calculator");
  await page.getByRole("button", { name: "Calculate SWP" }).click();
  await expect(result(page).getByText("₹12,00,000")).toBeVisible();
  await expect(result(page).getByText("₹10,00,000")).toBeVisible();
  await expect(result(page).getByText("120 months (10.0 years)")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByRole("spinbutton", { name: "Total Investment" }).fill("100000");
  await page.getByRole("spinbutton", { name: "Monthly Withdrawal" }).fill("5000");
  await page.getByRole("button", { name: "Calculate SWP" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "Your corpus will be exhausted before the planned period. Consider reducing withdrawal amount or increasing investment.",
    }),
  ).toBeVisible();
  await expect(result(page).getByText("23 months (1.9 years)")).toBeVisible();
  await expectNoAxeViolations(page);
});

// Issue 28, item 8: inputs that refuse nonsense, from a shared link and while typing.
test("a shared link with a refused value opens with the field's message and no result; typing refuses it live", async ({
  page,
}) => {
  const monthly = page.getByRole("spinbutton", { name: "Monthly Investment" });
  // The link: a monthly SIP of -50 showed "₹-2,83,670 (minus 2 lakh…)".
  await page.goto("/sip-calculator?monthly=-50&rate=12&years=10&stepup=&inflation=");
  await expectRefused(page, "Monthly Investment", "Monthly investment cannot be negative");
  await expect(page.getByRole("table", { name: "Year-by-year growth" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);

  // Corrected, the result follows at once; a rate above 50 % is refused as it is typed.
  await monthly.fill("10000");
  await expect(result(page).getByText("₹23,23,391", { exact: true })).toBeVisible();
  await expect(monthly).not.toHaveAttribute("aria-invalid");
  const rate = page.getByRole("spinbutton", { name: "Expected Return Rate (% p.a.)" });
  await rate.fill("50.5");
  await expect(rate).toHaveAccessibleDescription("Expected return rate cannot be more than 50%");
  await expect(result(page)).toHaveCount(0);
  await rate.fill("50");
  await expect(result(page).getByText("₹3,32,76,795", { exact: true })).toBeVisible();
  await monthly.fill("-5");
  await expect(page.getByRole("alert")).toHaveText("Monthly investment cannot be negative");
  await expect(result(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A negative salary gave wages in the gratuity result.
  await page.goto("/gratuity-calculator?salary=-30000&years=15");
  await expectRefused(page, "Monthly Basic + DA", "Monthly basic + DA cannot be negative");
  await expect(page.getByText("Total Gratuity Payable To You")).toHaveCount(0);
  await expect(page.getByText("Monthly wages used")).toHaveCount(0);
  // Before the first press too, a refused value is named as it is typed, with no result.
  await page.goto("/swp-calculator");
  await page.getByRole("spinbutton", { name: "Time Period (Years)" }).fill("101");
  await expect(
    page.getByRole("alert").filter({ hasText: "Time period cannot be more than 100 years" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Calculate SWP" }).click();
  await expect(page).toHaveURL(/years=101/);
  await expect(page.getByRole("alert")).toHaveText("Time period cannot be more than 100 years");
  await expect(result(page)).toHaveCount(0);
});

// Issue 28, item 9: a Share button on every calculator, whose link reopens the same figures.
test("every calculator's Share button copies a link that reopens what is typed", async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  for (const [path, button, field, value, expected] of [
    ["/gratuity-calculator", "Calculate Gratuity", "Years of Service", "15", "₹86,538"],
    [
      "/simple-interest-calculator",
      "Calculate Interest",
      "Principal Amount",
      "20000",
      "₹22,000.00",
    ],
    ["/sip-calculator", "Calculate SIP Returns", "Monthly Investment", "5000", "₹11,61,695"],
    [
      "/compound-interest-calculator",
      "Calculate Compound Interest",
      "Principal Amount",
      "40000",
      "₹65,812.36",
    ],
    ["/swp-calculator", "Calculate SWP", "Monthly Withdrawal", "5000", "₹21,50,193"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
    await page.getByRole("button", { name: button }).click();
    // The press's navigation ends (its address holds the figures) before a field is changed.
    await expect(page).toHaveURL(new RegExp(`${path}\\?.+`));
    await expect(result(page)).toBeVisible();
    // Changed after the press: the link carries what is typed, not the press's address.
    await page.getByRole("spinbutton", { name: field, exact: true }).fill(value);
    await expect(result(page).getByText(expected, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!").first()).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(path);
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(result(other).getByText(expected, { exact: true })).toBeVisible();
    await other.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, button, expected] of [
    ["/gratuity-calculator", "Calculate Gratuity", "₹28,846"],
    ["/simple-interest-calculator", "Calculate Interest", "₹11,000.00"],
    ["/sip-calculator", "Calculate SIP Returns", "₹23,23,391"],
    ["/compound-interest-calculator", "Calculate Compound Interest", "₹32,906.18"],
    ["/swp-calculator", "Calculate SWP", "120 months (10.0 years)"],
  ] as const) {
    test(`${path} computes on the server, with a plain link that reopens the result`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Link to this result" })).toHaveCount(0);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
      // Issue 28, item 9: without JavaScript, the share link is a plain link.
      const link = page.getByRole("link", { name: "Link to this result" });
      await expect(link).toHaveAttribute("href", new RegExp(`^${path}\\?`));
      const other = await page.context().newPage();
      await other.goto((await link.getAttribute("href")) ?? "");
      await expect(other.getByText(expected, { exact: true }).first()).toBeVisible();
      await other.close();
    });
  }

  test("a link or a form with refused values shows each field's message and no result", async ({
    page,
  }) => {
    await page.goto("/sip-calculator?monthly=-50&rate=12&years=10&stepup=&inflation=");
    await expectRefused(page, "Monthly Investment", "Monthly investment cannot be negative");
    await page.goto("/gratuity-calculator?salary=-30000&years=15&employment=permanent");
    await expectRefused(page, "Monthly Basic + DA", "Monthly basic + DA cannot be negative");
    await expect(page.getByText("Total Gratuity Payable To You")).toHaveCount(0);

    // The form sent with a rate above the bound and a negative period: both named, no result.
    await page.goto("/compound-interest-calculator");
    await page.getByRole("spinbutton", { name: "Rate of Interest (% per annum)" }).fill("75");
    await page.getByRole("spinbutton", { name: "Time Period" }).fill("-2");
    await page.getByRole("button", { name: "Calculate Compound Interest" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Rate of interest cannot be more than 50%");
    await expect(alert).toContainText("Time period cannot be negative");
    await expect(page.getByRole("spinbutton", { name: "Time Period" })).toHaveAccessibleDescription(
      "Time period cannot be negative",
    );
    await expect(result(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Link to this result" })).toHaveCount(0);
  });

  test("the gratuity form sends the wage fields and shows the steps without JavaScript", async ({
    page,
  }) => {
    await page.goto("/gratuity-calculator");
    const field = (name: string) => page.getByRole("spinbutton", { name });
    await field("Monthly Basic + DA").fill("30000");
    await field("Allowances that count as wages").fill("10000");
    await field("Excluded payments (HRA, conveyance").fill("40000");
    await field("Years of Service").fill("15");
    await page.getByRole("button", { name: "Calculate Gratuity" }).click();
    await expect(page).toHaveURL(/counting=10000&excluded=40000/);
    await expect(result(page).getByText("₹3,46,154", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Excluded payments: ₹40,000, not more than half, so nothing is added."),
    ).toBeVisible();
  });

  test("the time zone converter and the X-Ray builder work too", async ({ page }) => {
    await page.goto("/time-zone-converter");
    await page.getByLabel("Date (DD-MMM-YY)").fill("15-Jan-26");
    await page.getByRole("button", { name: "Convert Time" }).click();
    await expect(page.getByLabel("Converted Time")).toHaveValue("10:30 PM, 14-Jan-26");
    await page.goto("/xray-search-builder");
    await page.getByLabel("Job Title(s)").fill("Recruiter");
    await page.getByRole("button", { name: "Build Query" }).click();
    await expect(page.getByRole("textbox", { name: "Your X-Ray query" })).toHaveValue(
      'site:linkedin.com/in ("Recruiter")',
    );
  });

  test("the Boolean builder joins the OR Keywords either way", async ({ page }) => {
    await page.goto("/boolean-search-builder");
    await page.getByLabel("Job Titles (OR group)").fill("Recruiter");
    await page.getByLabel("OR Keywords").fill("IT staffing, healthcare");
    await page.getByRole("button", { name: "Generate Boolean" }).click();
    const output = page.getByRole("textbox", { name: "Your Boolean string" });
    await expect(output).toHaveValue('("Recruiter") OR ("IT staffing" OR "healthcare")');
    await page.getByRole("radio", { name: "AND (any of these)" }).check();
    await page.getByRole("button", { name: "Generate Boolean" }).click();
    await expect(output).toHaveValue('("Recruiter") AND ("IT staffing" OR "healthcare")');
  });
});

test("time zone converter: the spec's defaults, daylight saving, Clear, and the error text", async ({
  page,
}) => {
  await page.goto("/time-zone-converter");
  const today = await page.evaluate(() => {
    const now = new Date();
    const month = now.toLocaleString("en-US", { month: "short" });
    return `${String(now.getDate()).padStart(2, "0")}-${month}-${String(now.getFullYear() % 100).padStart(2, "0")}`;
  });
  await expect(page.getByLabel("From Time Zone")).toHaveValue("Asia/Kolkata");
  await expect(page.getByLabel("To Time Zone")).toHaveValue("America/New_York");
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("09:00");
  const converted = page.getByLabel("Converted Time");
  await expect(converted).toHaveValue("");
  await expect(converted).toHaveAttribute("placeholder", "Click 'Convert Time' to see result");

  const date = page.getByLabel("Date (DD-MMM-YY)");
  await expect(date).toHaveValue(/^\d{2}-[A-Z][a-z]{2}-\d{2}$/);
  await expect(date).toHaveAccessibleDescription("For example 23-Nov-26 for 23 November 2026.");
  await date.fill("15-Jul-26");
  await page.getByRole("button", { name: "Convert Time" }).click();
  await expect(page.getByLabel("Converted Time")).toHaveValue("11:30 PM, 14-Jul-26");
  await date.fill("15-jan-2026");
  await page.getByRole("button", { name: "Convert Time" }).click();
  await expect(page.getByLabel("Converted Time")).toHaveValue("10:30 PM, 14-Jan-26");
  await expectSharedUrlReopens(page, { date: "15-jan-2026" }, []);

  await page.getByLabel("To Time Zone").fill("Europe/London");
  await page.getByLabel("Time", { exact: true }).fill("17:45");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("09:00");
  await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue(today);
  await expect(page.getByLabel("Converted Time")).toHaveValue("");
  await expect(page.getByLabel("To Time Zone")).toHaveValue("Europe/London");
  await expectNoAxeViolations(page);

  await page.getByLabel("Date (DD-MMM-YY)").fill("31-Feb-26");
  await page.getByRole("button", { name: "Convert Time" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Error converting time. Please check your inputs." }),
  ).toBeVisible();
  await expect(page.getByLabel("Converted Time")).toHaveValue("");
  await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue("31-Feb-26");

  await page.goto("/time-zone-converter?from=Asia%2FKolkata&to=UTC&time=09%3A00&date=2026-02-30");
  await expect(
    page.getByRole("alert").filter({ hasText: "Error converting time. Please check your inputs." }),
  ).toBeVisible();
});

test.describe("time zone converter in a far-off browser time zone", () => {
  // The browser's clock and tz data differ from the server's: nothing the page shows on first
  // load may be recomputed in the browser while it hydrates.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("suggests canonical zones, common ones first, hydrates without a warning, and converts", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto("/time-zone-converter");
    await hydrated(page);

    const from = page.getByLabel("From Time Zone");
    const options = await from.evaluate((input: HTMLInputElement) =>
      [...(input.list?.options ?? [])].map((option) => [option.value, option.label]),
    );
    const values = options.map(([value]) => value);
    expect(values.slice(0, 5)).toEqual([
      "Asia/Kolkata",
      "UTC",
      "America/New_York",
      "America/Chicago",
      "America/Los_Angeles",
    ]);
    expect(values.length).toBeGreaterThan(400);
    expect(new Set(values).size).toBe(values.length);
    for (const legacy of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "US/Eastern"])
      expect(values).not.toContain(legacy);
    for (const current of ["Asia/Kolkata", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "America/Denver"])
      expect(values).toContain(current);
    expect(options).toContainEqual(["Asia/Kolkata", "IST (Asia/Kolkata), UTC+05:30"]);
    expect(options).toContainEqual(["America/Phoenix", "Arizona (America/Phoenix), UTC-07:00"]);
    await expect(page.getByLabel("To Time Zone")).toHaveAttribute(
      "list",
      (await from.getAttribute("list")) ?? "",
    );

    await from.fill("America/Denver");
    await page.getByLabel("To Time Zone").fill("Asia/Kolkata");
    await page.getByLabel("Date (DD-MMM-YY)").fill("23-nov-26");
    await page.getByRole("button", { name: "Convert Time" }).click();
    await expect(page.getByLabel("Converted Time")).toHaveValue("9:30 PM, 23-Nov-26");
    await expect(from).toHaveValue("America/Denver");

    // React's production build reports a mismatch as "Minified React error #418" (or #425).
    const hydrationProblems = /hydrat|did not match|server rendered|React error #(418|423|425)\b/i;
    expect(messages.filter((text) => hydrationProblems.test(text))).toEqual([]);
  });

  test("an older shared link with legacy names and a YYYY-MM-DD date still converts", async ({
    page,
  }) => {
    await page.goto(
      "/time-zone-converter?from=Asia%2FCalcutta&to=Europe%2FKiev&time=09%3A00&date=2026-01-15",
    );
    await expect(page.getByLabel("From Time Zone")).toHaveValue("Asia/Kolkata");
    await expect(page.getByLabel("To Time Zone")).toHaveValue("Europe/Kyiv");
    await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue("15-Jan-26");
    await expect(page.getByLabel("Converted Time")).toHaveValue("5:30 AM, 15-Jan-26");
  });

  test("a legacy name reached without a page load is read by the server too", async ({ page }) => {
    await page.goto("/time-zone-converter");
    // The browser's list holds only current names; a legacy one (as an older link carries, or a
    // visitor types) goes through the client-side navigation to the server's loader, which reads it.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.getByLabel("From Time Zone").fill("Asia/Calcutta");
    await page.getByLabel("To Time Zone").fill("Europe/Kyiv");
    await page.getByLabel("Date (DD-MMM-YY)").fill("15-Jan-26");
    await page.getByRole("button", { name: "Convert Time" }).click();
    await expect(page.getByLabel("Converted Time")).toHaveValue("5:30 AM, 15-Jan-26");
    expect(requests).toContain("/time-zone-converter.data");
    await expect(page.getByLabel("From Time Zone")).toHaveValue("Asia/Kolkata");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`time zone fields ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("read a typed city, and keep a name that is no zone beside its error", async ({
      page,
    }) => {
      await page.goto("/time-zone-converter");
      const from = page.getByLabel("From Time Zone");
      const to = page.getByLabel("To Time Zone");
      const hint =
        "Type a city or a zone, such as Chicago, Kolkata or Pacific, and pick it from the list.";
      await expect(from).toHaveAccessibleDescription(hint);
      await from.fill("Chicago");
      await to.fill("kolkata");
      await page.getByLabel("Date (DD-MMM-YY)").fill("23-Nov-26");
      await page.getByRole("button", { name: "Convert Time" }).click();
      await expect(page.getByLabel("Converted Time")).toHaveValue("8:30 PM, 23-Nov-26");
      await expect(from).toHaveValue("America/Chicago");
      await expect(to).toHaveValue("Asia/Kolkata");
      await expect(from).not.toHaveAttribute("aria-invalid", "true");

      await from.fill("Atlantis");
      await page.getByLabel("Time", { exact: true }).fill("10:15");
      await page.getByRole("button", { name: "Convert Time" }).click();
      const error =
        'No time zone is called "Atlantis". Type a city such as Chicago, or a zone such as Asia/Kolkata, and pick it from the list.';
      await expect(page.getByText(error)).toBeVisible();
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(from).toHaveAccessibleDescription(`${error} ${hint}`);
      await expect(from).toHaveValue("Atlantis");
      await expect(to).toHaveValue("Asia/Kolkata");
      await expect(page.getByLabel("Time", { exact: true })).toHaveValue("10:15");
      await expect(page.getByLabel("Date (DD-MMM-YY)")).toHaveValue("23-Nov-26");
      await expect(page.getByLabel("Converted Time")).toHaveValue("");
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "Error converting time. Please check your inputs." }),
      ).toBeVisible();
      // axe runs inside the page, which needs its scripts.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test("X-Ray builder: the query, copy, Google link, word limit and Reset", async ({ page }) => {
  await page.goto("/xray-search-builder");
  await expect(page.getByRole("textbox", { name: "Your X-Ray query" })).toHaveCount(0);
  await page.getByLabel("Job Title(s)").fill("Java Developer, Backend Engineer");
  await page.getByLabel("Location").fill("Austin");
  await page.getByLabel("Skills (comma separated)").fill('Java, "Spring" (Boot)');
  await page.getByLabel("Seniority Level").fill("Senior");
  await page.getByLabel("Company (Optional)").fill("Acme");
  await page.getByRole("button", { name: "Build Query" }).click();
  const expected =
    'site:linkedin.com/in ("Java Developer" OR "Backend Engineer") ("Austin") ("Java" AND "Spring Boot") ("Senior") ("Acme")';
  const output = page.getByRole("textbox", { name: "Your X-Ray query" });
  await expect(output).toHaveValue(expected);
  await expect(output).toBeFocused();
  await expect(output).toHaveAttribute("readonly", "");
  expect(await output.evaluate((box) => box.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
    100,
  );
  await expect(
    page.getByText("Paste this query in Google Search to find matching profiles"),
  ).toBeVisible();
  await expect(page.getByText("13 of 32 words")).toBeVisible();
  await expect(page.getByRole("link", { name: /Search on Google/ })).toHaveAttribute(
    "href",
    `https://www.google.com/search?q=${encodeURIComponent(expected)}`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Copy to Clipboard" }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  await expect(page.getByText("Search query copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await page
    .getByLabel("Job Title(s)")
    .fill(Array.from({ length: 20 }, (_, i) => `Title ${i}`).join(", "));
  await page.getByRole("button", { name: "Build Query" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Google reads only the first 32 words" }),
  ).toBeVisible();

  await page.getByLabel("Platform").selectOption("github");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByRole("textbox", { name: "Your X-Ray query" })).toHaveCount(0);
  for (const label of [
    "Job Title(s)",
    "Location",
    "Skills (comma separated)",
    "Seniority Level",
    "Company (Optional)",
  ]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Platform")).toHaveValue("github");
  await page.getByLabel("Skills (comma separated)").fill("Rust");
  await page.getByRole("button", { name: "Build Query" }).click();
  await expect(page.getByRole("textbox", { name: "Your X-Ray query" })).toHaveValue(
    'site:github.com ("Rust")',
  );
});

test("Boolean builder: the string, copy, the OR join and Reset", async ({ page }) => {
  await page.goto("/boolean-search-builder");
  await page.getByRole("button", { name: "Generate Boolean" }).click();
  await expect(page).toHaveURL(/jobTitles=/);
  await expect(page.getByRole("textbox", { name: "Your Boolean string" })).toHaveCount(0);
  await page.getByLabel("Job Titles (OR group)").fill("Recruiter, Talent Acquisition Specialist");
  await page.getByLabel("AND Keywords").fill("ATS, sourcing");
  await page.getByLabel("OR Keywords").fill("IT staffing");
  await page.getByLabel("NOT Keywords").fill("intern");
  await page.getByLabel("Location").fill("Dallas, Remote");
  await page.getByRole("button", { name: "Generate Boolean" }).click();
  const expected =
    '("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") OR ("IT staffing") NOT ("intern") AND ("Dallas" OR "Remote")';
  const output = page.getByRole("textbox", { name: "Your Boolean string" });
  await expect(output).toHaveValue(expected);
  expect(await output.evaluate((box) => box.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
    120,
  );
  await expect(
    page.getByText("Use this string in LinkedIn, job boards, or your ATS"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Copy to Clipboard" }).click();
  await expect(page.getByText("Boolean search string copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expectNoAxeViolations(page);
  await expect(page.getByRole("radio", { name: "OR (broadens the search)" })).toBeChecked();
  await page.getByRole("radio", { name: "AND (any of these)" }).check();
  await page.getByRole("button", { name: "Generate Boolean" }).click();
  await expect(output).toHaveValue(
    '("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") AND ("IT staffing") NOT ("intern") AND ("Dallas" OR "Remote")',
  );
  await expect(page).toHaveURL(/orJoin=and/);
  await page.reload();
  await expect(page.getByRole("radio", { name: "AND (any of these)" })).toBeChecked();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByRole("textbox", { name: "Your Boolean string" })).toHaveCount(0);
  await expect(page.getByLabel("Job Titles (OR group)")).toHaveValue("");
  await expect(page.getByRole("radio", { name: "OR (broadens the search)" })).toBeChecked();
});

test.describe("Spin the Wheel", () => {
  async function categoryUnderPointer(page: Page): Promise<string | null> {
    // The segment drawn just under the pointer's tip, as a visitor sees it.
    return page.evaluate(() => {
      const wheel = document.querySelector("svg[data-rotation]");
      if (!wheel) return null;
      const box = (wheel.parentElement ?? wheel).getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height * 0.1);
      return hit?.closest("g[data-category]")?.getAttribute("data-category") ?? null;
    });
  }

  /**
   * Stops the page's clock (installed before it loaded) a moment ahead: from here its timers
   * fire only as the test runs the clock on, so "at once" means the page's time, not how fast
   * a loaded machine gets there.
   */
  async function stopThePagesClock(page: Page) {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  }

  /** The wheel's result line, and the category it names (null while there is none). */
  function wheelResult(page: Page) {
    const status = page.getByRole("region", { name: "Spin the Wheel" }).getByRole("status");
    const message = status.locator("p").first();
    return {
      status,
      message,
      category: async () => {
        const text = await message.textContent();
        return wheelCategories.find((category) => resultMessage(category) === text) ?? null;
      },
    };
  }

  test("spins for five seconds and awards the category under the pointer", async ({ page }) => {
    // The suite's pages reduce motion (playwright.config.ts); the spin is this test's subject.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Spin the Wheel" });
    await button.click();
    await expect(page.getByRole("button", { name: "Spinning..." })).toBeDisabled();
    const result = wheelResult(page);
    await expect(result.message).toBeVisible({ timeout: 8000 });
    await expect(page.getByRole("button", { name: "Spin the Wheel" })).toBeEnabled();
    const category = await result.category();
    expect(category).not.toBeNull();
    expect(await categoryUnderPointer(page)).toBe(category);
    const rotation = Number(await page.locator("svg[data-rotation]").getAttribute("data-rotation"));
    expect(wheelCategories[segmentUnderPointer(rotation)]).toBe(category);
    await expectNoAxeViolations(page);
  });

  test("with reduced motion the wheel lands at once, and a new spin never repeats the last tip", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await stopThePagesClock(page);
    const result = wheelResult(page);
    const wheel = page.locator("svg[data-rotation]");
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    // "At once": within 400 ms of the page's own clock, where a spin takes 5 s.
    await page.clock.runFor(400);
    await expect(result.message).toBeVisible();
    const first = await result.status.textContent();
    const firstRotation = await wheel.getAttribute("data-rotation");
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    // The old result clears in the same render that sets the new rotation.
    await expect(wheel).not.toHaveAttribute("data-rotation", firstRotation ?? "");
    await expect(result.message).toBeHidden();
    await page.clock.runFor(400);
    await expect(result.message).toBeVisible();
    await expect(result.status).not.toHaveText(first ?? "");
    const category = await result.category();
    expect(category).not.toBeNull();
    expect(await categoryUnderPointer(page)).toBe(category);
  });

  test("landing on Try Again reads naturally and still gives one of its tips", async ({ page }) => {
    // Low draws stop the wheel just past a whole turn, with the last segment, Try Again,
    // under the pointer.
    await page.addInitScript(() => {
      Math.random = () => 0.01;
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await stopThePagesClock(page);
    const result = wheelResult(page);
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    await page.clock.runFor(400);
    await expect(result.message).toHaveText("You landed on Try Again!");
    expect(await categoryUnderPointer(page)).toBe("Try Again");
    const tip = await result.status.locator("p").nth(1).textContent();
    expect(wheelTips["Try Again"]).toContain(tip);
  });
});
