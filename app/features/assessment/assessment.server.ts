import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { siteCookies } from "~/content/cookies";
import { getDb } from "~db";
import { isUniqueViolation } from "~db/unique-violation";
import type { AssessmentAttemptsTable } from "~db/schema";
import type { Selectable } from "kysely";
import { assessmentQuestions, section2Scenarios } from "~/content/assessment";
import { getEnv } from "~/lib/env.server";
import {
  canRetake,
  graceSeconds,
  makeReference,
  scenariosPerAttempt,
  scoreAnswers,
  shuffle,
} from "./rules";
import type { WelcomeDetails } from "./welcome";

export type Attempt = Selectable<AssessmentAttemptsTable>;

const questionsById = new Map(assessmentQuestions.map((question) => [question.id, question]));
const correctAnswers = Object.fromEntries(assessmentQuestions.map((q) => [q.id, q.correctAnswer]));

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

/** The e-mail's most recent attempt, for the 7-day retake rule. */
export async function lastAttemptAt(email: string): Promise<Date | null> {
  const row = await getDb()
    .selectFrom("assessment_attempts")
    .select("created_at")
    .where("email", "=", email.toLowerCase())
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export type StartResult = { ok: true; token: string } | { ok: false; reason: "retake" };

export async function startAttempt(
  details: WelcomeDetails,
  now = new Date(),
): Promise<StartResult> {
  if (!canRetake(await lastAttemptAt(details.email), now)) return { ok: false, reason: "retake" };
  const token = randomBytes(24).toString("base64url");
  await getDb()
    .insertInto("assessment_attempts")
    .values({
      created_at: now.toISOString(),
      token,
      full_name: details.name,
      email: details.email.toLowerCase(),
      company_name: details.company,
      designation: details.designation,
      question_ids: JSON.stringify(shuffle(assessmentQuestions.map((question) => question.id))),
      deadline_at: new Date(now.getTime() + getEnv().assessmentSeconds * 1000).toISOString(),
      scenario_ids: JSON.stringify(
        shuffle(section2Scenarios.map((scenario) => scenario.id)).slice(0, scenariosPerAttempt),
      ),
    })
    .execute();
  return { ok: true, token };
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
  const answers = { ...parseAnswers(attempt.answers), [questionId]: answer };
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
  return {
    id: question.id,
    module: question.module,
    question: question.question,
    options: [...question.options],
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

export async function recordDownload(completionId: number, now = new Date()): Promise<void> {
  await getDb()
    .insertInto("certificate_downloads")
    .values({ completion_id: completionId, created_at: now.toISOString() })
    .execute();
}

export async function findCertificate(reference: string) {
  return getDb()
    .selectFrom("assessment_completions")
    .select([
      "full_name",
      "score",
      "created_at",
      "certificate_type",
      "reference",
      "company_name",
      "designation",
    ])
    .where("reference", "=", reference)
    .where("passed", "=", 1)
    .executeTakeFirst();
}
