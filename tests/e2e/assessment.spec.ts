import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { testSessionSecret } from "../../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  answerAllQuestions,
  answerShownQuestion,
  asNewVisitor,
  enterAssessmentCode,
  fillAssessmentSection2,
  receivedMail,
  spawnServer,
  uniqueSuffix,
  waitUntilHealthy,
} from "./support";

/**
 * The welcome form, then the code from the e-mail. `dataDir` is the data folder of the server at
 * `origin`, when it is not the test server.
 */
async function startAttempt(page: Page, email: string, origin = "", dataDir?: string) {
  // Starts are limited per client address: each candidate comes from one of its own.
  await asNewVisitor(page);
  await page.goto(`${origin}/assessment`);
  await page.getByLabel("Full Name").fill("Jordan Avery");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Company").fill("Quillmark Tech Staffing");
  await page.getByLabel("Designation").fill("Senior Recruiter");
  await page.getByRole("button", { name: "Start the Assessment" }).click();
  await enterAssessmentCode(page, email, { dataDir });
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
}

test("the welcome details are checked in order, with the spec's toasts", async ({ page }) => {
  await page.goto("/assessment");
  const start = page.getByRole("button", { name: "Start the Assessment" });
  await start.click();
  await expect(page.getByText("Please enter your name to start the assessment")).toBeVisible();
  await page.getByLabel("Full Name").fill("Jordan Avery");
  await start.click();
  await expect(page.getByText("Please enter your email to start the assessment")).toBeVisible();
  await page
    .getByRole("textbox", { name: "Email", exact: true })
    .fill(`order.${uniqueSuffix()}@example.com`);
  await start.click();
  await expect(
    page.getByText("Please enter your company name to start the assessment"),
  ).toBeVisible();
  await page.getByLabel("Company").fill("Quillmark");
  await start.click();
  await expect(
    page.getByText("Please enter your designation to start the assessment"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Next' waits for an answer, and a reload comes back to the same question with less time", async ({
  page,
}) => {
  await startAttempt(page, `reload.${uniqueSuffix()}@example.com`);
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(page);
  await answerShownQuestion(page, true);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText("Question 2 of 25")).toBeVisible();
  await answerShownQuestion(page, true);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 3 of 25")).toBeVisible();
  const legend = await page.locator("legend").textContent();
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByText("Question 3 of 25")).toBeVisible();
  await expect(page.locator("legend")).toHaveText(legend ?? "");
  const clock = (await page.getByRole("timer").textContent()) ?? "";
  const [minutes = 0, seconds = 0] = clock.split(":").map(Number);
  expect(minutes * 60 + seconds).toBeLessThan(1799);
  await expect(page.getByRole("timer")).not.toHaveAttribute("data-low");
});

test.describe("a retake", () => {
  test("a failing attempt shows its review and its score by module; a retake is dated, and refused before then", async ({
    page,
    browser,
  }) => {
    const email = `fail.${uniqueSuffix()}@example.com`;
    await startAttempt(page, email);
    await answerAllQuestions(page, 10);
    await fillAssessmentSection2(page);
    await expect(page.getByText("Calculating your results...")).toBeVisible();
    await expect(page.getByText("Your score: 40%")).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole("heading", { name: "You did not pass this time" })).toBeVisible();
    const review = page.getByRole("region", { name: "Review your answers" });
    await expect(review.getByRole("listitem")).toHaveCount(25);
    await expect(review.getByText("Correct answer:")).toHaveCount(15);

    // Issue 30: the score in each of the nine modules, from the 25 questions the review shows.
    const modules = page.getByRole("table", {
      name: "Questions answered correctly in each module",
    });
    await expect(modules.getByRole("row")).toHaveCount(10);
    const cells = await modules.getByRole("cell").allInnerTexts();
    const counts = cells.map((text) => /(\d+) of (\d+)/.exec(text)?.slice(1).map(Number) ?? []);
    expect(counts.reduce((sum, [right = 0]) => sum + right, 0)).toBe(10);
    expect(counts.reduce((sum, [, total = 0]) => sum + total, 0)).toBe(25);
    await expect(modules.getByText("Study this").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // No new attempt is offered before the retake is allowed: the page names the moment.
    await expect(page.getByRole("link", { name: "Start a new attempt" })).toHaveCount(0);
    const dated = page.getByText(/^You can retake the assessment on .+ UTC\.$/).first();
    await expect(dated).toBeVisible();
    const sentence = (await dated.innerText()).replace(/\.$/, "");

    // Another browser, the same address: the code is sent, and the start refused with that date.
    const context = await browser.newContext();
    const other = await context.newPage();
    await asNewVisitor(other);
    await other.goto("/assessment");
    await other.getByLabel("Full Name").fill("Jordan Avery");
    await other.getByRole("textbox", { name: "Email", exact: true }).fill(email.toUpperCase());
    await other.getByLabel("Company").fill("Quillmark");
    await other.getByLabel("Designation").fill("Recruiter");
    await other.getByRole("button", { name: "Start the Assessment" }).click();
    // The rule is checked once the address is confirmed: the second code is sent, and refused.
    await enterAssessmentCode(other, email, { count: 2 });
    await expect(other.getByText(sentence, { exact: true })).toBeVisible();
    await expect(other.getByRole("button", { name: "Start the Assessment" })).toBeVisible();
    await context.close();
  });
});

test("a passing attempt gives a 1200 x 900 certificate whose reference verifies", async ({
  page,
}) => {
  const email = `pass.${uniqueSuffix()}@example.com`;
  await startAttempt(page, email);
  await answerAllQuestions(page, 20);
  await fillAssessmentSection2(page);
  await expect(page.getByText("Your score: 80%")).toBeVisible({ timeout: 5000 });
  await page.getByRole("link", { name: "View your certificate" }).click();
  const preview = page.getByRole("img", {
    name: /Certificate of Achievement for Jordan Avery, score 80%/,
  });
  await expect(preview).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Certificate" }).click(),
  ]);
  await expect(page.getByText("Certificate downloaded successfully!")).toBeVisible();
  const png = readFileSync(await download.path());
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 900]);
  const reference = /SS-\d{4}-\d{2}-[A-Z]+-[A-Z2-9]{6}/.exec(download.suggestedFilename())?.[0];
  expect(reference).toMatch(/^SS-\d{4}-\d{2}-JORDANAV-/);

  await page.getByRole("button", { name: "Copy Assessment Link" }).click();
  await expect(page.getByText("Assessment link copied to clipboard!")).toBeVisible();
  const addToProfile = await page
    .getByRole("link", { name: /Add to LinkedIn profile/ })
    .getAttribute("href");
  expect(new URL(addToProfile ?? "").searchParams.get("certId")).toBe(reference);
  // The candidate is e-mailed the same verify link.
  const mail = await receivedMail(
    email,
    (subject) => subject === "Your Staffing Spotlight recruiter certificate",
  );
  expect(mail.text).toContain(new URL(`/verify/${reference}`, page.url()).toString());

  await page.getByRole("link", { name: new RegExp(`/verify/${reference}`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
  await expect(
    page.getByText("This is a genuine Staffing Spotlight Recruiter Certification."),
  ).toBeVisible();
  await expect(page.getByText("Jordan Avery")).toBeVisible();
  await expect(page.getByText("75-84%")).toBeVisible();
  await expect(page.getByText("Premium")).toBeVisible();
});

test.describe("an unknown certificate", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("says so clearly, with status 404", async ({ page }) => {
    const response = await page.goto("/verify/SS-2026-01-NOBODY-ABCDEF");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate not found");
    await expect(
      page.getByText(
        "We could not find a certificate with the reference SS-2026-01-NOBODY-ABCDEF.",
      ),
    ).toBeVisible();
  });
});

test.describe("with a shortened clock (a test-only setting)", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the timer is red under five minutes, and at 0:00 submits what was answered and says time is up", async ({
    page,
  }) => {
    const port = Number(process.env.E2E_PORT ?? 3999) - 2;
    const dataDir = mkdtempSync(path.join(tmpdir(), "spotlight-clock-"));
    const { child: server } = spawnServer({
      NODE_ENV: "test",
      ASSESSMENT_TEST_SECONDS: "6",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SESSION_SECRET: testSessionSecret,
      LOG_LEVEL: "warn",
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitUntilHealthy(origin);
      // Its code e-mail is written to its own data folder.
      await startAttempt(page, `clock.${uniqueSuffix()}@example.com`, origin, dataDir);
      await expect(page.getByRole("timer")).toHaveAttribute("data-low", "true");
      await expect(page.getByRole("timer")).toHaveClass(/text-red-700/);
      await answerShownQuestion(page, true);
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { name: "Section 2: Your experience" })).toBeVisible({
        timeout: 15_000,
      });
      // Not a silent jump: the candidate is told the time ran out, and what was kept.
      const notice = page.getByRole("alert").filter({ hasText: "Time's up" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("Your answers to 1 of 25 questions were submitted");
    } finally {
      server.kill("SIGKILL");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test("a candidate starts, is told to choose an answer, and moves on", async ({ page }) => {
    await page.goto("/assessment");
    await page.getByRole("button", { name: "Start the Assessment" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Please enter your name to start the assessment" }),
    ).toBeVisible();
    await startAttempt(page, `noscript.${uniqueSuffix()}@example.com`);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please choose an answer to continue.").first()).toBeVisible();
    await answerShownQuestion(page, true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 25")).toBeVisible();
  });
});
