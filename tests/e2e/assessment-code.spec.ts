import { retakeAllowedAt, retakeMessage } from "../../app/features/assessment/rules";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { hydrated } from "./fixtures";
import {
  assessmentCode,
  assessmentCodeSubject,
  asNewVisitor,
  enterAssessmentCode,
  outboxMailsTo,
  receivedMail,
  serverDb,
  uniqueSuffix,
} from "./support";

// The assessment's e-mail confirmation as a candidate meets it, without JavaScript: the welcome
// form e-mails a 6-digit code (read from the test SMTP server), and only that code, entered on the page, starts the assessment and its clock.

test.use({ javaScriptEnabled: false });
// A refused code answers 400 (wrong), 410 (expired) or 429 (locked, too many new codes), and a
// refused address 400: the browser logs each as a console error.
test.use({ allowConsoleErrors: [/status of (400|410|429)/] });

const messages = {
  format: "Please enter the 6-digit code from the e-mail",
  wrong: (left: string) =>
    `That code is not right. Please check the e-mail and try again (${left} left).`,
  locked: "Too many wrong codes. Please ask for a new code.",
  expired: "This code has expired. Please ask for a new code.",
  used: "This code has already been used: your assessment has started.",
  resent: "A new code is on its way",
  resendLimit:
    "You can ask for a new code 3 times an hour. Please use the last code sent, or try again later.",
  disposable:
    "Disposable e-mail addresses are not accepted. Please use an address you will keep: your certificate belongs to it.",
};

/** The refusal of a retake, naming the moment the address's last start allows one (issue 30). */
const retakeRefusal = (verifiedAt: string) => retakeMessage(retakeAllowedAt(new Date(verifiedAt)));

const details = {
  name: "Jordan Avery",
  company: "Quillmark Tech Staffing",
  designation: "Senior Recruiter",
};

/** Sends the welcome form for `email`, on the page as it is. */
async function fillWelcome(page: Page, email: string) {
  await page.getByLabel("Full Name").fill(details.name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Company").fill(details.company);
  await page.getByLabel("Designation").fill(details.designation);
  await page.getByRole("button", { name: "Start the Assessment" }).click();
}

/** Opens the assessment and sends the welcome form for `email`. */
async function welcome(page: Page, email: string) {
  await page.goto("/assessment");
  await fillWelcome(page, email);
}

/**
 * Presses a form's button and waits for the server's answer: a refusal's page may look like the
 * one before it, and the database is checked next.
 */
async function press(button: Locator) {
  const answered = button
    .page()
    .waitForResponse((response) => response.request().method() === "POST");
  await button.click();
  await answered;
}

interface AttemptRow {
  id: number;
  verified_at: string | null;
  deadline_at: string;
  code_hash: string | null;
  code_expires_at: string | null;
  code_tries: number;
  code_resends: string;
}

/** The address's attempts as the server stored them, oldest first. */
function attemptsOf(email: string): AttemptRow[] {
  const db = serverDb();
  try {
    return db
      .prepare(
        "select id, verified_at, deadline_at, code_hash, code_expires_at, code_tries, code_resends from assessment_attempts where email = ? order by id",
      )
      .all(email.toLowerCase()) as AttemptRow[];
  } finally {
    db.close();
  }
}

/** The address's one attempt. */
function attemptOf(email: string): AttemptRow {
  const attempts = attemptsOf(email);
  expect(attempts, `the attempts of ${email}`).toHaveLength(1);
  return attempts[0] as AttemptRow;
}

/** A code that is surely not `code`. */
function otherThan(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** Sends `code` in the verify step's form. */
async function sendCode(page: Page, code: string) {
  await page.getByLabel("6-digit code").fill(code);
  await press(page.getByRole("button", { name: "Verify and Start" }));
}

/** The code was refused with `message`, as a toast and as the field's error, and asked for again. */
async function expectRefused(page: Page, message: string) {
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toHaveAccessibleDescription(message);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(/Question \d+ of 25/)).toHaveCount(0);
}

test("the code from the e-mail starts the assessment, and its 30 minutes start then", async ({
  page,
}) => {
  await asNewVisitor(page);
  const email = `right.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // Stored, but not started: no clock runs before the address is confirmed.
  expect(attemptOf(email).verified_at).toBeNull();

  const mail = await receivedMail(email, (subject) => subject === assessmentCodeSubject);
  // Anyone can type anyone's address: the code greets no one with the name typed (issue 26).
  expect(mail.text).toContain("Hello,");
  expect(mail.text).not.toContain("Jordan");
  expect(mail.text).toMatch(/^Your code: \d{6}$/m);
  await enterAssessmentCode(page, email);
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/^(30:00|29:\d\d)$/);

  const started = attemptOf(email);
  expect(started.verified_at).not.toBeNull();
  expect(Date.parse(started.deadline_at) - Date.parse(started.verified_at ?? "")).toBe(30 * 60_000);
  // A used code is kept by no one.
  expect(started.code_hash).toBeNull();
});

test("a wrong code counts a try and starts nothing; the fifth locks the code, even against the right one", async ({
  page,
}) => {
  await asNewVisitor(page);
  const email = `wrong.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  const code = await assessmentCode(email);

  // Not six digits: not a try.
  await sendCode(page, "12 34a");
  await expectRefused(page, messages.format);
  expect(attemptOf(email)).toMatchObject({ verified_at: null, code_tries: 0 });

  for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
    await sendCode(page, otherThan(code));
    await expectRefused(page, messages.wrong(left));
  }
  expect(attemptOf(email)).toMatchObject({ verified_at: null, code_tries: 4 });

  await sendCode(page, otherThan(code));
  await expectRefused(page, messages.locked);
  await sendCode(page, code);
  await expectRefused(page, messages.locked);
  expect(attemptOf(email)).toMatchObject({ verified_at: null, code_tries: 5 });
});

test("an expired code is refused and changes nothing", async ({ page }) => {
  await asNewVisitor(page);
  const email = `expired.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  const code = await assessmentCode(email);
  // Sent 16 minutes ago, as far as the server knows: it lasted 15.
  const db = serverDb();
  db.prepare("update assessment_attempts set code_expires_at = ? where email = ?").run(
    new Date(Date.now() - 60_000).toISOString(),
    email,
  );
  db.close();
  const before = attemptOf(email);

  await sendCode(page, code);
  await expectRefused(page, messages.expired);
  expect(attemptOf(email)).toEqual(before);
});

test("a code already used is refused, and the running attempt is unchanged", async ({
  page,
  context,
}) => {
  await asNewVisitor(page);
  const email = `reused.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  // A second tab of the same browser (the same cookie), left on the verify step.
  const tab = await context.newPage();
  await tab.goto("/assessment");
  await expect(tab.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const code = await enterAssessmentCode(page, email);
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
  const started = attemptOf(email);
  expect(started.verified_at).not.toBeNull();

  await sendCode(tab, code);
  await expect(tab.getByRole("status").filter({ hasText: messages.used })).toBeVisible();
  await expect(tab.getByText("Question 1 of 25")).toBeVisible();
  // Same deadline: a code sent again does not restart the clock.
  expect(attemptOf(email)).toEqual(started);
});

test("'Send a new code' e-mails another, and only the new one works", async ({ page }) => {
  await asNewVisitor(page);
  const email = `resend.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  const first = await assessmentCode(email);
  await expect(page.getByText("You can ask for 3 more codes this hour.")).toBeVisible();

  await press(page.getByRole("button", { name: "Send a new code" }));
  await expect(page.getByRole("status").filter({ hasText: messages.resent })).toBeVisible();
  await expect(page.getByText("You can ask for 2 more codes this hour.")).toBeVisible();
  const second = await assessmentCode(email, { count: 2 });
  expect(outboxMailsTo(email)).toHaveLength(2);

  // The two codes match by chance once in a million: the first would then still be right.
  await sendCode(page, first);
  await expectRefused(page, messages.wrong("4 tries"));
  expect(attemptOf(email).verified_at).toBeNull();
  await sendCode(page, second);
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
  expect(attemptOf(email).verified_at).not.toBeNull();
});

test("a fourth new code within the hour is refused, and the last one sent still works", async ({
  page,
}) => {
  await asNewVisitor(page);
  const email = `resends.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  const resend = page.getByRole("button", { name: "Send a new code" });
  for (const left of ["2 more codes", "1 more code"]) {
    await press(resend);
    await expect(page.getByRole("status").filter({ hasText: messages.resent })).toBeVisible();
    await expect(page.getByText(`You can ask for ${left} this hour.`)).toBeVisible();
  }
  await press(resend);
  await expect(
    page.getByText("You have asked for 3 new codes this hour: please use the last one sent."),
  ).toBeVisible();
  await press(resend);
  await expectRefused(page, messages.resendLimit);
  expect(JSON.parse(attemptOf(email).code_resends)).toHaveLength(3);

  // The welcome's code and three new ones: four e-mails, and no fifth.
  await enterAssessmentCode(page, email, { count: 4 });
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
  expect(outboxMailsTo(email)).toHaveLength(4);
});

test("'Not you? Change it' goes back to the welcome step and forgets the attempt", async ({
  page,
}) => {
  await asNewVisitor(page);
  const email = `other.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  const code = await assessmentCode(email);
  const attemptCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "ss_attempt");
  const cookie = await attemptCookie();
  expect(cookie).toBeDefined();
  await press(page.getByRole("button", { name: "Not you? Change it" }));
  await expect(page.getByRole("button", { name: "Start the Assessment" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  expect(await attemptCookie()).toBeUndefined();
  expect(attemptsOf(email)).toEqual([]);

  // The old cookie and its code, sent anyway, find no attempt to start.
  if (cookie) await page.context().addCookies([cookie]);
  const response = await page.request.post("/assessment", {
    form: { intent: "verify", code },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto("/assessment");
  await expect(
    page.getByRole("status").filter({ hasText: "This code is no longer valid" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the Assessment" })).toBeVisible();
  expect(attemptsOf(email)).toEqual([]);
});

test("a disposable address is refused at the welcome form, with what was typed kept", async ({
  page,
}) => {
  await asNewVisitor(page);
  const email = `throwaway.${uniqueSuffix()}@mailinator.com`;
  await welcome(page, email);
  await expect(page.getByRole("status").filter({ hasText: messages.disposable })).toBeVisible();
  const emailBox = page.getByRole("textbox", { name: "Email", exact: true });
  await expect(emailBox).toHaveAccessibleDescription(messages.disposable);
  await expect(emailBox).toHaveValue(email);
  await expect(page.getByLabel("Full Name")).toHaveValue(details.name);
  await expect(page.getByLabel("Company")).toHaveValue(details.company);
  await expect(page.getByLabel("Designation")).toHaveValue(details.designation);

  // Nothing stored, and no e-mail queued: the outbox table is checked, not the folder, which
  // the worker fills a little later.
  expect(attemptsOf(email)).toEqual([]);
  const db = serverDb();
  const queued = db.prepare("select count(*) as n from mail_outbox where recipient = ?").get(email);
  db.close();
  expect(queued).toEqual({ n: 0 });
});

test("a second start by the same address within 7 days gets its code, and is refused at it", async ({
  page,
  browser,
}) => {
  await asNewVisitor(page);
  const email = `again.${uniqueSuffix()}@example.com`;
  await welcome(page, email);
  await enterAssessmentCode(page, email);
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
  const [started] = attemptsOf(email);

  // Another browser: the welcome form does not tell whether the address took the assessment.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const again = await other.newPage();
  await asNewVisitor(again);
  await welcome(again, email);
  await enterAssessmentCode(again, email, { count: 2 });
  await expect(
    again.getByRole("status").filter({ hasText: retakeRefusal(started?.verified_at ?? "") }),
  ).toBeVisible();
  await expect(again.getByRole("button", { name: "Start the Assessment" })).toBeVisible();
  // The refused attempt is gone; the running one is as it was.
  expect(attemptsOf(email)).toEqual([started]);
  await other.close();
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the welcome form's own checks let a candidate through, and the code starts the assessment", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = `script.${uniqueSuffix()}@example.com`;
    await page.goto("/assessment");
    // The form's checks run in the browser once the page is hydrated.
    await hydrated(page);
    await fillWelcome(page, email);
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expectNoAxeViolations(page);

    const code = await assessmentCode(email);
    await sendCode(page, otherThan(code));
    const wrong = messages.wrong("4 tries");
    await expect(page.getByLabel("6-digit code")).toHaveAccessibleDescription(wrong);
    await expect(
      page.getByRole("region", { name: "Notifications Alt+T" }).getByText(wrong),
    ).toBeVisible();
    // The step with its error shown, too.
    await expectNoAxeViolations(page);

    await sendCode(page, code);
    await expect(page.getByText("Question 1 of 25")).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    expect(attemptOf(email).verified_at).not.toBeNull();
  });
});
