import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { assessmentQuestions } from "../../app/content/assessment";
import { hashPassword } from "../../app/features/moderation/password.server";
import { testSessionSecret } from "../../playwright.config";

let counter = 0;

/** Gives this page's requests an address of their own, as if it were another visitor. */
export async function asNewVisitor(page: Page): Promise<string> {
  counter += 1;
  const address = `10.${process.pid % 250}.${Math.floor(counter / 250)}.${counter % 250}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** The test server's own database file, opened for checks and for moderator steps. */
export function serverDb(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * The raw messages to `address` as received so far, oldest first: by the test SMTP server
 * (E2E_MAIL_DIR, see tests/e2e/smtp-sink.ts) to which the e2e server sends, or, given the
 * `dataDir` of a server started without SMTP_URL, the .eml files it wrote to DATA_DIR/outbox/
 * (named by the time the message was queued: app/lib/mail/transport.server.ts). A file still
 * being written (.partial) is left out.
 */
export function outboxMailsTo(address: string, dataDir?: string): string[] {
  const folder = dataDir ? path.join(dataDir, "outbox") : (process.env.E2E_MAIL_DIR ?? "");
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .filter((raw) => raw.includes(`To: ${address}`));
}

/**
 * The first raw message to `address` received (with the ASCII `subject`, when given);
 * undefined until it has arrived.
 */
export function outboxMail(address: string, subject?: string): string | undefined {
  return outboxMailsTo(address).find((raw) => !subject || raw.includes(`Subject: ${subject}`));
}

/**
 * The first message to `address` whose decoded subject passes `subject`, parsed, once it has
 * arrived (waits up to 15 s; subjects are compared once decoded: a company's name may need MIME
 * encoding).
 */
export async function receivedMail(address: string, subject: (subject: string) => boolean) {
  const { simpleParser } = await import("mailparser");
  const find = async () => {
    for (const raw of outboxMailsTo(address)) {
      const mail = await simpleParser(raw);
      if (subject(mail.subject ?? "")) return mail;
    }
    return undefined;
  };
  await expect.poll(async () => (await find()) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = await find();
  if (!mail) throw new Error(`no message to ${address}`);
  return mail;
}

export const assessmentCodeSubject = "Your code for the Staffing Spotlight assessment";

/**
 * The code in the newest assessment code e-mail to `address`, once at least `count` of them are
 * in the outbox folder (the second start of an address, or a new code asked for, sends another:
 * wait for it with count 2). The app stores addresses in lower case, and sends to that.
 * `dataDir` is another server's data folder.
 */
export async function assessmentCode(
  address: string,
  { count = 1, dataDir }: { count?: number; dataDir?: string } = {},
): Promise<string> {
  const { simpleParser } = await import("mailparser");
  const codes = async () => {
    const found: string[] = [];
    for (const raw of outboxMailsTo(address.toLowerCase(), dataDir)) {
      const mail = await simpleParser(raw);
      if (mail.subject !== assessmentCodeSubject) continue;
      const code = /^Your code: (\d{6})$/m.exec(mail.text ?? "")?.[1];
      if (!code) throw new Error(`a code e-mail to ${address} without its code`);
      found.push(code);
    }
    return found;
  };
  let found: string[] = [];
  await expect
    .poll(async () => (found = await codes()).length, {
      message: `assessment code e-mails to ${address}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return found.at(-1) ?? "";
}

/**
 * On the assessment's verify step, enters the code e-mailed to `address` (see assessmentCode)
 * and sends it; the code.
 */
export async function enterAssessmentCode(
  page: Page,
  address: string,
  options: { count?: number; dataDir?: string } = {},
): Promise<string> {
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const code = await assessmentCode(address, options);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify and Start" }).click();
  return code;
}

/**
 * The path and query of the link in the review confirmation e-mail to `address` about `company`
 * (any company when not given).
 */
export async function reviewConfirmationPath(address: string, company?: string): Promise<string> {
  const mail = await receivedMail(address, (subject) =>
    company
      ? subject === `Confirm your review of ${company}`
      : subject.startsWith("Confirm your review of "),
  );
  return confirmationPathIn(mail.text);
}

function confirmationPathIn(text: string | undefined): string {
  const link = /Confirm my review: (\S+)/.exec(text ?? "")?.[1] ?? "";
  const { pathname, search } = new URL(link);
  return pathname + search;
}

/** The paths of every review confirmation link to `address`, oldest first, once `count` arrived. */
export async function reviewConfirmationPaths(address: string, count: number): Promise<string[]> {
  const { simpleParser } = await import("mailparser");
  const paths = async () => {
    const found: string[] = [];
    for (const raw of outboxMailsTo(address)) {
      const mail = await simpleParser(raw);
      if (mail.subject?.startsWith("Confirm your review of "))
        found.push(confirmationPathIn(mail.text));
    }
    return found;
  };
  let found: string[] = [];
  await expect
    .poll(async () => (found = await paths()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return found;
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Starts the production server (the build's build/bin/index.js) as a separate process and collects its output. */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/bin/index.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { PATH: process.env.PATH, ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, lines: () => output.split("\n").filter(Boolean) };
}

/**
 * Waits for a server the test started to answer /healthz. Under the whole suite (three browsers
 * on two cores) a cluster's start can take longer than 30 s; a minute is not a speed target.
 */
export async function waitUntilHealthy(origin: string) {
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

/** Adds a moderator account straight into the test server's database. */
/**
 * A moderator with two-factor set up (issue 33) from `moderatorTotpSecret`: tests compute its
 * codes as the authenticator app would. `role`: an owner, as the shell command makes.
 */
export async function addModerator(
  email: string,
  password: string,
  { role = "owner", twoFactor = true }: { role?: "owner" | "moderator"; twoFactor?: boolean } = {},
) {
  const db = serverDb();
  db.prepare(
    "insert into moderators (created_at, email, password_hash, role, totp_secret, totp_enabled_at) values (?, ?, ?, ?, ?, ?)",
  ).run(
    new Date().toISOString(),
    email,
    await hashPassword(password),
    role,
    twoFactor ? moderatorTotpSecret : null,
    twoFactor ? new Date().toISOString() : null,
  );
  db.close();
}

/** The TOTP secret of every moderator `addModerator` makes (base32). */
export const moderatorTotpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret = moderatorTotpSecret, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, "")),
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/**
 * The sign-in's second step on `page`, after the password: the current code, or the next
 * step's when the current one was used already (the same moderator signed in this step).
 */
export async function enterTotp(page: Page, secret = moderatorTotpSecret) {
  const code = page.getByRole("textbox", { name: "Authentication code" });
  await code.fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  const used = page.getByRole("alert").filter({ hasText: "already used" });
  await expect(async () => {
    const left = !new URL(page.url()).pathname.startsWith("/admin/two-factor");
    expect(left || (await used.isVisible())).toBe(true);
  }).toPass({ timeout: 20_000 });
  if (await used.isVisible()) {
    await code.fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
  }
}

/** Signs in over HTTP with `request` (its cookies kept): the password, then the code. */
export async function signInOverHttp(
  request: APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const first = await request.post("/admin/login", {
    form: { email, password },
    headers,
    maxRedirects: 0,
  });
  expect(first.status()).toBe(302);
  const second = await request.post("/admin/two-factor", {
    form: { code: totpCode() },
    headers,
    maxRedirects: 0,
  });
  expect(second.status()).toBe(302);
}

/**
 * A flash toast as a form action sends it after a post: a signed cookie read once by the next
 * page, made by the app's own code with the test server's secret.
 */
export async function toastCookie(title: string, description: string) {
  process.env.SESSION_SECRET = testSessionSecret;
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
  const { createToastHeaders } = await import("../../app/lib/toast.server");
  const headers = await createToastHeaders({ type: "success", title, description });
  const [pair] = (headers.get("Set-Cookie") ?? "").split(";");
  const [name, value] = (pair ?? "").split("=");
  return { name: name ?? "", value: value ?? "", domain: "127.0.0.1", path: "/" };
}

const questionsByText = new Map(assessmentQuestions.map((q) => [q.question, q]));

/**
 * A candidate's way into the assessment: the welcome form, then the code from the e-mail, from
 * a client address of its own (starts are limited per address).
 */
export async function startAssessment(
  page: Page,
  { name, email }: { name: string; email: string },
) {
  await asNewVisitor(page);
  await page.goto("/assessment");
  await page.getByLabel("Full Name").fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Company").fill("Quillmark Tech Staffing");
  await page.getByLabel("Designation").fill("Senior Recruiter");
  await page.getByRole("button", { name: "Start the Assessment" }).click();
  await enterAssessmentCode(page, email);
  await expect(page.getByText("Question 1 of 25")).toBeVisible();
}

/** Answers the question shown, rightly or wrongly on purpose, picking the option by its text. */
export async function answerShownQuestion(page: Page, right: boolean) {
  const legend = (await page.locator("legend").textContent()) ?? "";
  const question = questionsByText.get(legend);
  if (!question) throw new Error(`unknown question: ${legend}`);
  const index = right ? question.correctAnswer : (question.correctAnswer + 1) % 4;
  await page.getByRole("radio", { name: question.options[index], exact: true }).check();
}

/**
 * Answers all 25 questions, the first `rightCount` rightly: options are shuffled per attempt,
 * so each is picked by its text.
 */
export async function answerAllQuestions(page: Page, rightCount: number) {
  for (let i = 0; i < 25; i++) {
    await answerShownQuestion(page, i < rightCount);
    await page.getByRole("button", { name: i === 24 ? "Submit" : "Next" }).click();
    if (i < 24) await expect(page.getByText(`Question ${i + 2} of 25`)).toBeVisible();
  }
}

/** Section 2's free-text answers, all filled, then sent. */
export async function fillAssessmentSection2(page: Page) {
  await expect(page.getByRole("heading", { name: "Section 2: Your experience" })).toBeVisible();
  for (const box of await page.getByRole("textbox").all())
    await box.fill("I would listen first, then agree clear next steps in writing.");
  await page.getByRole("button", { name: "Submit Answers" }).click();
}

/**
 * A passed certificate for `name`, stored straight in the server's database: its reference.
 * `issuedAt` backdates it; `renewedBy` names the certificate that renewed it (issue 30).
 */
export function insertCertificate(
  name: string,
  options: { issuedAt?: Date; renewedBy?: string } = {},
): string {
  const reference = `SS-2026-11-ZOENGUYE-${uniqueSuffix()
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, "A")
    .slice(-6)
    .padStart(6, "Q")}`;
  const db = serverDb();
  db.prepare(
    "insert into assessment_completions (created_at, full_name, email, company_name, designation, score, total_questions, certificate_type, section2_q1, section2_q2, section2_q3, section2_q7_positions, section2_q8_geographies, passed, reference, renewed_by) values (?, ?, ?, 'Quillmark', 'Recruiter', 92, 25, 'standard', '', '', '', '', '', 1, ?, ?)",
  ).run(
    (options.issuedAt ?? new Date()).toISOString(),
    name,
    `${reference.toLowerCase()}@example.com`,
    reference,
    options.renewedBy ?? null,
  );
  db.close();
  return reference;
}
