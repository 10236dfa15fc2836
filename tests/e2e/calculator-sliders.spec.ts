import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 17, item 1: a slider beside each amount, rate and period, moving with its box; no result
// before the first press of the button, then a result that follows the inputs (and the address
// that shares it); SIP's yearly step-up and SIP's and SWP's "today's money".

function result(page: Page) {
  return page.getByRole("region", { name: /Your|Total Gratuity Payable To You/ });
}

test("SIP: the slider moves by keyboard, the box and then the result follow, and the address shares it", async ({
  page,
}) => {
  await page.goto("/sip-calculator");
  const box = page.getByRole("spinbutton", { name: "Monthly Investment" });
  const slider = page.getByRole("slider", { name: "Monthly Investment" });
  await expect(slider).toHaveAttribute("aria-valuetext", "₹10,000");

  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(box).toHaveValue("11000");
  await expect(slider).toHaveAttribute("aria-valuetext", "₹11,000");
  // The spec's rule: nothing is calculated before the button is pressed.
  await expect(page.getByText("Total Value", { exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/monthly=/);

  await page.getByRole("button", { name: "Calculate SIP Returns" }).click();
  await expect(result(page).getByText("₹25,55,730", { exact: true })).toBeVisible();

  // From now on the result follows the inputs, with no further press.
  await slider.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(box).toHaveValue("10000");
  await expect(result(page).getByText("₹23,23,391", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/monthly=10000/);

  // The box moves the slider, and the result, too.
  const years = page.getByRole("spinbutton", { name: "Investment Period (Years)" });
  await years.fill("20");
  await expect(page.getByRole("slider", { name: "Investment Period (Years)" })).toHaveValue("20");
  await expect(result(page).getByText("₹99,91,479", { exact: true })).toBeVisible();
  await years.fill("10");

  // A yearly step-up of 10% and today's money at 6% inflation: in the result and the table.
  await page.getByRole("spinbutton", { name: "Yearly Step-up (%, optional)" }).fill("10");
  await expect(result(page).getByText("₹33,74,326", { exact: true })).toBeVisible();
  await expect(result(page).getByText("₹19,12,491", { exact: true })).toBeVisible();
  await page
    .getByRole("spinbutton", { name: "Inflation for Today's Money (% p.a., optional)" })
    .fill("6");
  await expect(result(page).getByText("Total Value in Today's Money")).toBeVisible();
  await expect(result(page).getByText("₹18,84,206", { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Year-by-year growth" });
  await expect(table.getByRole("columnheader", { name: "Value in today's money" })).toBeVisible();
  await expect(table.getByRole("row").last()).toContainText("₹18,84,206");
  await expect(page).toHaveURL(/stepup=10&inflation=6/);
  await expectNoAxeViolations(page);

  // The address opens the same figures in a new page, with its inputs filled in.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(result(other).getByText("₹18,84,206", { exact: true })).toBeVisible();
  await expect(other.getByRole("slider", { name: "Yearly Step-up (%, optional)" })).toHaveValue(
    "10",
  );
  await other.close();
});

test("SWP: today's money in the result and the table, following the inputs", async ({ page }) => {
  await page.goto("/swp-calculator");
  await page.getByRole("button", { name: "Calculate SWP" }).click();
  await expect(result(page).getByText("120 months (10.0 years)")).toBeVisible();
  await expect(result(page).getByText("Remaining Balance in Today's Money")).toHaveCount(0);

  const name = "Inflation for Today's Money (% p.a., optional)";
  const box = page.getByRole("spinbutton", { name });
  await box.fill("5.5");
  await expect(result(page).getByText("Remaining Balance in Today's Money")).toBeVisible();
  await page.getByRole("slider", { name }).focus();
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
  await expect(box).toHaveValue("6");
  await expect(result(page).getByText("₹5,58,395", { exact: true })).toBeVisible();
  await expect(result(page).getByText("₹9,07,243", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Year-by-year withdrawals" })
      .getByRole("columnheader", { name: "Balance in today's money" }),
  ).toBeVisible();
});

test("gratuity: the years slider moves the result without a new toast; the time unit sets the range", async ({
  page,
}) => {
  await page.goto("/gratuity-calculator");
  await page.getByRole("button", { name: "Calculate Gratuity" }).click();
  await expect(page.getByText("Gratuity calculated successfully!")).toHaveCount(1);
  await expect(result(page).getByText("₹28,846", { exact: true })).toBeVisible();

  await page.getByRole("slider", { name: "Years of Service" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("spinbutton", { name: "Years of Service" })).toHaveValue("6");
  await expect(result(page).getByText("₹34,615", { exact: true })).toBeVisible();
  // A change is not a press of the button: the one toast is all there is.
  await expect(page.getByText("Gratuity calculated successfully!")).toHaveCount(1);
  // Below the minimum, the message replaces the amount at once.
  await page.getByRole("spinbutton", { name: "Years of Service" }).fill("3");
  await expect(page.getByRole("alert").filter({ hasText: /5 years/ })).toBeVisible();
  await expect(result(page)).toHaveCount(0);

  await page.goto("/simple-interest-calculator");
  const time = page.getByRole("slider", { name: "Time Period" });
  await expect(time).toHaveAttribute("max", "40");
  await page.getByLabel("Time Unit").selectOption("months");
  await expect(time).toHaveAttribute("max", "480");
});

test.describe("on a 390-pixel phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [path, button] of [
    ["/gratuity-calculator", "Calculate Gratuity"],
    ["/simple-interest-calculator", "Calculate Interest"],
    ["/sip-calculator", "Calculate SIP Returns"],
    ["/compound-interest-calculator", "Calculate Compound Interest"],
    ["/swp-calculator", "Calculate SWP"],
  ] as const) {
    test(`${path}: every slider fits the screen and nothing scrolls sideways`, async ({ page }) => {
      await page.goto(`${path}`);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("region").first()).toBeVisible();
      const sliders = page.getByRole("slider");
      expect(await sliders.count()).toBeGreaterThanOrEqual(3);
      for (const slider of await sliders.all()) {
        await expect(slider).toBeEnabled();
        const box = await slider.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  // Issue 28, item 9: the result stays in view while the inputs near the top of the form change.
  test("SIP: a bar at the foot of the screen keeps the result in view, clear of the focused input", async ({
    page,
  }) => {
    await page.goto("/sip-calculator");
    const bar = page.getByRole("paragraph").filter({ hasText: /^Total Value:/ });
    await expect(bar).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate SIP Returns" }).click();
    await expect(bar).toHaveText("Total Value: ₹23,23,391");

    const slider = page.getByRole("slider", { name: "Monthly Investment" });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(bar).toHaveText("Total Value: ₹25,55,730");
    await expect(bar).toBeInViewport();
    // The result panel itself is below the form, out of view: the bar is what shows.
    await expect(result(page)).not.toBeInViewport();
    const sliderBox = await slider.boundingBox();
    const barBox = await bar.locator("..").boundingBox();
    expect(sliderBox && barBox && sliderBox.y + sliderBox.height <= barBox.y).toBe(true);

    // The last field, focused, is scrolled clear of the bar, not under it.
    const inflation = page.getByRole("spinbutton", {
      name: "Inflation for Today's Money (% p.a., optional)",
    });
    await inflation.focus();
    await inflation.fill("6");
    await expect(result(page).getByText("Total Value in Today's Money")).toHaveCount(1);
    await expect(bar).toHaveText("Total Value: ₹25,55,730");
    const inflationBox = await inflation.boundingBox();
    const barNow = await bar.locator("..").boundingBox();
    expect(inflationBox && barNow && inflationBox.y + inflationBox.height <= barNow.y).toBe(true);

    // A refused value takes the figure's place, and the link leads to the full result.
    await page.getByRole("spinbutton", { name: "Monthly Investment" }).fill("-50");
    await expect(page.getByText("Monthly investment cannot be negative").last()).toBeInViewport();
    await page.getByRole("spinbutton", { name: "Monthly Investment" }).fill("10000");
    await page.getByRole("link", { name: "Full result" }).click();
    await expect(result(page)).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sliders are there but disabled, and the form computes on the server as before", async ({
    page,
  }) => {
    await page.goto("/sip-calculator?monthly=10000&rate=12&years=10&stepup=10&inflation=6");
    await expect(page.getByRole("slider", { name: "Monthly Investment" })).toBeDisabled();
    await expect(page.getByText("₹18,84,206", { exact: true }).first()).toBeVisible();
    await page.getByRole("spinbutton", { name: "Yearly Step-up (%, optional)" }).fill("");
    await page.getByRole("button", { name: "Calculate SIP Returns" }).click();
    await expect(page.getByText("₹12,97,369", { exact: true }).first()).toBeVisible();
  });

  test("on a 390-pixel phone the result's figure is in view at the form's top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/gratuity-calculator?salary=30000&years=15");
    const bar = page.getByRole("paragraph").filter({ hasText: /^Gratuity:/ });
    await expect(bar).toHaveText("Gratuity: ₹2,59,615");
    await page.getByRole("radio", { name: "Permanent" }).focus();
    await expect(bar).toBeInViewport();
    await expect(result(page)).not.toBeInViewport();
    await page.getByRole("link", { name: "Full result" }).click();
    await expect(result(page)).toBeInViewport();
  });
});
