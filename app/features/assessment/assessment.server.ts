import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { siteCookies } from "~/content/cookies";
import { unconfirmedAttemptHours } from "~/content/retention";
import { getDb, getDbHandle } from "~db";
import { lockKeyForTransaction } from "~db/engine";
import { isUniqueViolation } from "~db/unique-violation";
import type { AssessmentAttemptsTable, Database } from "~db/schema";
import type { Kysely, Selectable } from "kysely";
import {
  assessmentModules,
  assessmentQuestions,
  everyQuestion,
  section2Scenarios,
} from "~/content/assessment";
import { markRenewed } from "./renewal.server";
import { validUntilOf } from "./term";
import { getEnv } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { addressKey } from "~/lib/address-key";
import {
  codeTries,
  codeTriesPerAddressPerDay,
  parseResends,
  readCode,
  resendsInLastHour,
  resendsPerHour,
  startsPerAddressPerDay,
} from "./email-code";
import {
  addressHash,
  certificateMail,
  codeExpiresAt,
  codeHash,
  codeMail,
  codeMatches,
  newCode,
} from "./email-code.server";
import {
  retakeRefusedUntil,
  graceSeconds,
  makeReference,
  referencePattern,
  scenariosPerAttempt,
  scoreAnswers,
  shuffle,
} from "./rules";
import { drawQuestions, identityOrder, parseOptionOrders } from "./draw";
import { exposureForDraw, recordExposure, retiredQuestionIds } from "./exposure.server";
import type { WelcomeDetails } from "./welcome";

export type Attempt = Selectable<AssessmentAttemptsTable>;

// Every question an attempt may name, the first edition's too: an attempt begun before the
// rewrite (issue 30) is still asked, scored and reviewed.
const questionsById = new Map(everyQuestion.map((question) => [question.id, question]));
const correctAnswers = Object.fromEntries(everyQuestion.map((q) => [q.id, q.correctAnswer]));

// The candidate's attempt is found by a random token in a signed, httpOnly cookie, so a
// reload (or a closed tab) comes back to the same question with the time that is left.
let attemptCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  const env = getEnv();
  attemptCookie ??= createCookie(siteCookies.attempt.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.siteUrl.startsWith("https:"),
    secrets: env.sessionSecrets,
    maxAge: siteCookies.attempt.maxAge,
  });
  return attemptCookie;
}

export async function attemptCookieHeader(token: string | null): Promise<string> {
  return token ? cookie().serialize(token) : cookie().serialize("", { maxAge: 0 });
}

export async function attemptFromRequest(request: Request): Promise<Attempt | undefined> {
  const token: unknown = await cookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !token) return undefined;
  return getDb()
    .selectFrom("assessment_attempts")
    .selectAll()
    .where("token", "=", token)
    .executeTakeFirst();
}

export function parseIds(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

export function parseAnswers(json: string): Record<string, number> {
  const value: unknown = JSON.parse(json);
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    ),
  );
}

const dayMs = 24 * 60 * 60_000;
/** Attempts whose code was never entered are deleted a day after they were made. */
const unverifiedLifetimeMs = unconfirmedAttemptHours * 60 * 60_000;

/**
 * Deletes the attempts whose code was never entered, a day after they were made; answers how
 * many. Run when a welcome form is sent and by the outbox worker's sweep (server/outbox-rounds.ts).
 */
export async function deleteExpiredAttempts(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const dayAgo = new Date(now.getTime() - unverifiedLifetimeMs).toISOString();
  const result = await db
    .deleteFrom("assessment_attempts")
    .where("verified_at", "is", null)
    .where("created_at", "<", dayAgo)
    .executeTakeFirst();
  // Wrong codes count for a day (codeTriesPerAddressPerDay); older ones count for nothing.
  await db.deleteFrom("assessment_code_failures").where("created_at", "<", dayAgo).execute();
  return Number(result.numDeletedRows);
}

/**
 * When the address's last attempt started, for the 7-day retake rule. Only attempts started
 * with the e-mailed code count: the rule belongs to an address its owner confirmed.
 */
export async function lastAttemptAt(
  email: string,
  db: Kysely<Database> = getDb(),
): Promise<Date | null> {
  const row = await db
    .selectFrom("assessment_attempts")
    .select("verified_at")
    .where("email", "=", email.toLowerCase())
    .where("verified_at", "is not", null)
    .orderBy("verified_at", "desc")
    .executeTakeFirst();
  return row?.verified_at ? new Date(row.verified_at) : null;
}

/**
 * The welcome step: stores the attempt, unverified, and in the same transaction queues the
 * e-mail with its code. The attempt's clock starts only once the code is entered
 * (verifyAttempt). The retake rule is checked then, not here, so that typing someone's address
 * tells nobody whether they took the assessment this week. An address has one unconfirmed
 * attempt at a time: this one replaces the one before, whose code no longer works (the unique
 * index assessment_attempts_one_unverified keeps it so when two starts race: the loser tries
 * once more, and replaces the winner).
 */
export async function startAttempt(details: WelcomeDetails, now = new Date()): Promise<string> {
  try {
    return await storeAttempt(details, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return storeAttempt(details, now);
  }
}

async function storeAttempt(details: WelcomeDetails, now: Date): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const code = newCode();
  const email = details.email.toLowerCase();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      // Starts of one address take turns, so each replaces the one before it.
      await lockKeyForTransaction(trx, `attempt-start:${email}`);
      await deleteExpiredAttempts(trx, now);
      await trx
        .deleteFrom("assessment_attempts")
        .where("email", "=", email)
        .where("verified_at", "is", null)
        .execute();
      const draw = drawQuestions(
        assessmentQuestions,
        Math.random,
        await exposureForDraw(trx),
        await retiredQuestionIds(trx),
      );
      await trx
        .insertInto("assessment_attempts")
        .values({
          created_at: now.toISOString(),
          token,
          full_name: details.name,
          email,
          company_name: details.company,
          designation: details.designation,
          question_ids: JSON.stringify(draw.questionIds),
          option_orders: JSON.stringify(draw.optionOrders),
          // Set again when the code is entered: the clock starts then.
          deadline_at: attemptDeadline(now),
          scenario_ids: JSON.stringify(
            shuffle(section2Scenarios.map((scenario) => scenario.id)).slice(0, scenariosPerAttempt),
          ),
          code_hash: codeHash(token, code),
          code_expires_at: codeExpiresAt(now),
        })
        .execute();
      await enqueueMail(trx, codeMail(email, code), now);
    });
  return token;
}

function attemptDeadline(start: Date): string {
  return new Date(start.getTime() + getEnv().assessmentSeconds * 1000).toISOString();
}

export type VerifyResult =
  | { outcome: "started" }
  | { outcome: "wrong"; triesLeft: number }
  /** When the address may start again: 7 days after its last confirmed start. */
  | { outcome: "retake"; allowedAt: Date }
  | {
      outcome:
        "format" | "locked" | "address-locked" | "expired" | "used" | "gone" | "address-limit";
    };

/**
 * The code entered on the page. Right: the attempt is verified and its 30 minutes start, unless
 * the address started another attempt in the last 7 days ("retake": this one is deleted). A
 * wrong code counts one of the 5 tries and changes nothing else; an expired, exhausted or
 * used code changes nothing. One transaction, with the address's attempts locked on
 * PostgreSQL (SQLite has one writer), so two attempts of one address verified at once cannot
 * both start.
 */
export async function verifyAttempt(
  attempt: Attempt,
  input: unknown,
  clientIp: string,
  now = new Date(),
): Promise<VerifyResult> {
  const code = readCode(input);
  if (!code) return { outcome: "format" };
  const handle = getDbHandle();
  return handle.db.transaction().execute(async (trx): Promise<VerifyResult> => {
    // Codes entered for one address take turns: its wrong codes are counted, then checked.
    await lockKeyForTransaction(trx, `attempt-code:${attempt.email}`);
    let ofAddress = trx
      .selectFrom("assessment_attempts")
      .select("id")
      .where("email", "=", attempt.email)
      .orderBy("id");
    if (handle.engine === "postgres") ofAddress = ofAddress.forUpdate();
    await ofAddress.execute();
    const row = await trx
      .selectFrom("assessment_attempts")
      .selectAll()
      .where("id", "=", attempt.id)
      .executeTakeFirst();
    if (!row) return { outcome: "gone" };
    if (row.verified_at) return { outcome: "used" };
    if (!row.code_expires_at || now.getTime() > new Date(row.code_expires_at).getTime())
      return { outcome: "expired" };
    if (row.code_tries >= codeTries) return { outcome: "locked" };
    // Wrong codes count per address too, across its attempts, so that starting again brings no
    // fresh guesses. Counted under the address's lock above (one writer on SQLite), so codes
    // entered at once for one address take turns.
    const addressFailures = await codeFailuresToday(trx, row.email, now);
    if (addressFailures >= codeTriesPerAddressPerDay) return { outcome: "address-locked" };
    if (!row.code_hash || !codeMatches(row.token, code, row.code_hash)) {
      await trx
        .updateTable("assessment_attempts")
        .set({ code_tries: row.code_tries + 1 })
        .where("id", "=", row.id)
        .execute();
      await trx
        .insertInto("assessment_code_failures")
        .values({ email: row.email, created_at: now.toISOString() })
        .execute();
      const addressLeft = codeTriesPerAddressPerDay - addressFailures - 1;
      if (addressLeft <= 0) return { outcome: "address-locked" };
      const triesLeft = Math.min(codeTries - row.code_tries - 1, addressLeft);
      return triesLeft > 0 ? { outcome: "wrong", triesLeft } : { outcome: "locked" };
    }
    const allowedAt = retakeRefusedUntil(await lastAttemptAt(row.email, trx), now);
    if (allowedAt) {
      await trx.deleteFrom("assessment_attempts").where("id", "=", row.id).execute();
      return { outcome: "retake", allowedAt };
    }
    // At most 3 starts a day per client address. The address's earlier starts are locked on
    // PostgreSQL, so two starts at once cannot both take the last one.
    const startedFrom = addressHash(addressKey(clientIp));
    let fromAddress = trx
      .selectFrom("assessment_attempts")
      .select("id")
      .where("started_from", "=", startedFrom)
      .where("verified_at", ">", new Date(now.getTime() - dayMs).toISOString())
      .orderBy("id");
    if (handle.engine === "postgres") fromAddress = fromAddress.forUpdate();
    if ((await fromAddress.execute()).length >= startsPerAddressPerDay)
      return { outcome: "address-limit" };
    await trx
      .updateTable("assessment_attempts")
      .set({
        verified_at: now.toISOString(),
        deadline_at: attemptDeadline(now),
        code_hash: null,
        started_from: startedFrom,
      })
      .where("id", "=", row.id)
      .execute();
    await recordExposure(trx, parseIds(row.question_ids), now);
    return { outcome: "started" };
  });
}

/** How many wrong codes were entered for the address in the last day, over all its attempts. */
async function codeFailuresToday(trx: Kysely<Database>, email: string, now: Date): Promise<number> {
  const row = await trx
    .selectFrom("assessment_code_failures")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("email", "=", email)
    .where("created_at", ">", new Date(now.getTime() - dayMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ResendResult = "sent" | "limit" | "used" | "gone";

/**
 * A new code, replacing the last (its 15 minutes and 5 tries start again), queued with its
 * e-mail in one transaction; at most 3 in any hour.
 */
export async function resendCode(attempt: Attempt, now = new Date()): Promise<ResendResult> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<ResendResult> => {
      const row = await trx
        .selectFrom("assessment_attempts")
        .selectAll()
        .where("id", "=", attempt.id)
        .executeTakeFirst();
      if (!row) return "gone";
      if (row.verified_at) return "used";
      const recent = resendsInLastHour(parseResends(row.code_resends), now);
      if (recent.length >= resendsPerHour) return "limit";
      const code = newCode();
      const updated = await trx
        .updateTable("assessment_attempts")
        .set({
          code_hash: codeHash(row.token, code),
          code_expires_at: codeExpiresAt(now),
          code_tries: 0,
          code_resends: JSON.stringify([...recent, now.toISOString()]),
        })
        .where("id", "=", row.id)
        // Another resend since this one read the row: that one counts, this one does nothing.
        .where("code_resends", "=", row.code_resends)
        .where("verified_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return "limit";
      await enqueueMail(trx, codeMail(row.email, code), now);
      return "sent";
    });
}

/** The welcome step again, for another address: an attempt not yet verified is deleted. */
export async function cancelUnverified(attempt: Attempt): Promise<void> {
  await getDb()
    .deleteFrom("assessment_attempts")
    .where("id", "=", attempt.id)
    .where("verified_at", "is", null)
    .execute();
}

/** Past the deadline (and its short grace), no answer is taken. */
export function isPastDeadline(attempt: Attempt, now = new Date()): boolean {
  return now.getTime() > new Date(attempt.deadline_at).getTime() + graceSeconds * 1000;
}

export function secondsLeft(attempt: Attempt, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(attempt.deadline_at).getTime() - now.getTime()) / 1000));
}

export async function closeQuestions(attempt: Attempt, now = new Date()): Promise<void> {
  await getDb()
    .updateTable("assessment_attempts")
    .set({ questions_closed_at: now.toISOString() })
    .where("id", "=", attempt.id)
    .where("questions_closed_at", "is", null)
    .execute();
}

export type AnswerResult = "recorded" | "finished" | "late" | "closed" | "out-of-order" | "invalid";

/** Records the answer to the current question only, and moves on. */
export async function recordAnswer(
  attempt: Attempt,
  questionId: string,
  answer: number,
  now = new Date(),
): Promise<AnswerResult> {
  if (attempt.questions_closed_at) return "closed";
  if (isPastDeadline(attempt, now)) {
    await closeQuestions(attempt, now);
    return "late";
  }
  const ids = parseIds(attempt.question_ids);
  if (ids[attempt.current_index] !== questionId) return "out-of-order";
  if (!Number.isInteger(answer) || answer < 0 || answer > 3) return "invalid";
  // The answer is the position chosen on the page; stored as the bank's option shown there.
  const order = parseOptionOrders(attempt.option_orders)[questionId] ?? identityOrder;
  const answers = { ...parseAnswers(attempt.answers), [questionId]: order[answer] ?? answer };
  const next = attempt.current_index + 1;
  const finished = next >= ids.length;
  await getDb()
    .updateTable("assessment_attempts")
    .set({
      answers: JSON.stringify(answers),
      current_index: next,
      questions_closed_at: finished ? now.toISOString() : null,
    })
    .where("id", "=", attempt.id)
    .where("current_index", "=", attempt.current_index)
    .where("questions_closed_at", "is", null)
    .execute();
  return finished ? "finished" : "recorded";
}

/** The current question as the browser may see it: never its answer. */
export function currentQuestion(attempt: Attempt) {
  const ids = parseIds(attempt.question_ids);
  const question = questionsById.get(ids[attempt.current_index] ?? "");
  if (!question) return null;
  const order = parseOptionOrders(attempt.option_orders)[question.id] ?? identityOrder;
  return {
    id: question.id,
    module: question.module,
    question: question.question,
    options: order.map((option) => question.options[option] ?? ""),
    number: attempt.current_index + 1,
    total: ids.length,
  };
}

export function attemptScenarios(attempt: Attempt) {
  return parseIds(attempt.scenario_ids)
    .map((id) => section2Scenarios.find((scenario) => scenario.id === id))
    .filter((scenario) => scenario !== undefined)
    .map(({ id, title, prompt }) => ({ id, title, prompt }));
}

export interface Section2Answers {
  scenarios: [string, string, string];
  positions: string;
  geographies: string;
}

/**
 * Scores the attempt on the server and stores the completion (with a reference if passed); its
 * id. An attempt is completed once: when two posts finish it at once, the unique index
 * assessment_completions_one_per_attempt (migration 0007) stores one, and the other answers
 * with its id, so both requests lead to the same result.
 */
export async function completeAttempt(
  attempt: Attempt,
  section2: Section2Answers,
  now = new Date(),
): Promise<number> {
  try {
    return await storeCompletion(attempt, section2, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await getDb()
      .selectFrom("assessment_completions")
      .select("id")
      .where("attempt_id", "=", attempt.id)
      .executeTakeFirst();
    if (first) return first.id;
    throw error;
  }
}

async function storeCompletion(attempt: Attempt, section2: Section2Answers, now: Date) {
  const ids = parseIds(attempt.question_ids);
  const result = scoreAnswers(ids, parseAnswers(attempt.answers), correctAnswers);
  const env = getEnv();
  const certificateType = result.passed
    ? env.certificatePromotion
      ? "premium"
      : "standard"
    : null;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let reference: string | null = null;
      if (result.passed) {
        // The random part makes a clash unlikely; the unique index and this loop make it impossible.
        for (let tries = 0; tries < 5 && !reference; tries++) {
          const candidate = makeReference(attempt.full_name, now);
          const taken = await trx
            .selectFrom("assessment_completions")
            .select("id")
            .where("reference", "=", candidate)
            .executeTakeFirst();
          if (!taken) reference = candidate;
        }
      }
      const { id } = await trx
        .insertInto("assessment_completions")
        .values({
          created_at: now.toISOString(),
          attempt_id: attempt.id,
          full_name: attempt.full_name,
          email: attempt.email,
          company_name: attempt.company_name,
          designation: attempt.designation,
          score: result.score,
          total_questions: result.total,
          certificate_type: certificateType,
          section2_q1: section2.scenarios[0],
          section2_q2: section2.scenarios[1],
          section2_q3: section2.scenarios[2],
          section2_q7_positions: section2.positions,
          section2_q8_geographies: section2.geographies,
          passed: result.passed ? 1 : 0,
          reference,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (reference) {
        await markRenewed(trx, attempt.email, reference, now);
        await enqueueMail(
          trx,
          certificateMail(
            { email: attempt.email, name: attempt.full_name },
            { reference, score: result.score, validUntil: validUntilOf(now.toISOString()) },
          ),
          now,
        );
      }
      await trx
        .updateTable("assessment_attempts")
        .set({
          completion_id: id,
          questions_closed_at: attempt.questions_closed_at ?? now.toISOString(),
        })
        .where("id", "=", attempt.id)
        .execute();
      return id;
    });
}

export async function findCompletion(id: number) {
  return getDb()
    .selectFrom("assessment_completions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The review a candidate sees after submitting: each question, their answer and the right one. */
export function reviewFor(attempt: Attempt) {
  const answers = parseAnswers(attempt.answers);
  return parseIds(attempt.question_ids).flatMap((id) => {
    const question = questionsById.get(id);
    if (!question) return [];
    const chosen = answers[id];
    return [
      {
        id,
        question: question.question,
        module: question.module,
        yourAnswer: chosen === undefined ? null : (question.options[chosen] ?? null),
        correctAnswer: question.options[question.correctAnswer],
        correct: chosen === question.correctAnswer,
        explanation: question.explanation,
      },
    ];
  });
}

/**
 * A failed attempt's result in each module, in the bank's module order (issue 30): what to study,
 * from the questions the review already shows, and no others.
 */
export function moduleScores(attempt: Attempt) {
  const answers = parseAnswers(attempt.answers);
  const counts = new Map<string, { correct: number; total: number }>();
  for (const id of parseIds(attempt.question_ids)) {
    const question = questionsById.get(id);
    if (!question) continue;
    const count = counts.get(question.module) ?? { correct: 0, total: 0 };
    count.total += 1;
    if (answers[id] === question.correctAnswer) count.correct += 1;
    counts.set(question.module, count);
  }
  return assessmentModules.flatMap((module) => {
    const count = counts.get(module);
    return count ? [{ module, ...count }] : [];
  });
}

export async function recordDownload(completionId: number, now = new Date()): Promise<void> {
  await getDb()
    .insertInto("certificate_downloads")
    .values({ completion_id: completionId, created_at: now.toISOString() })
    .execute();
}

/**
 * The certificate a route's `:reference` names, read without case: its reference as shown
 * (upper case), and the certificate if one was issued under it.
 */
export async function certificateForParam(param: string) {
  const reference = param.toUpperCase();
  const found = referencePattern.test(reference) ? await findCertificate(reference) : undefined;
  return {
    reference,
    found: found?.reference ? { ...found, reference: found.reference } : undefined,
  };
}

export async function findCertificate(reference: string) {
  return getDb()
    .selectFrom("assessment_completions")
    .select([
      "full_name",
      // For the credential's hashed identifier only; no page shows it.
      "email",
      "score",
      "created_at",
      "certificate_type",
      "reference",
      "company_name",
      "designation",
      "revoked_at",
      "renewed_by",
    ])
    .where("reference", "=", reference)
    .where("passed", "=", 1)
    .executeTakeFirst();
}
