import { getDb } from "~db";
import { lockKeyForTransaction } from "~db/engine";
import { assessmentQuestions, everyQuestion } from "~/content/assessment";
import { parseAnswers, parseIds } from "~/features/assessment/assessment.server";
import { itemStatistics, type ItemStatistics } from "~/features/assessment/item-statistics";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";

// The workspace's "Questions" view and its CSV (issue 30, item 2): each question of the bank with
// its statistics from confirmed, finished attempts, its flags, and whether a moderator retired it.

/** The statistics read the latest confirmed, finished attempts, at most this many. */
export const statisticsWindow = 10_000;

/**
 * A module keeps at least this many questions that can be drawn: one attempt's review then
 * shows a small part of it (the first edition's bar, issue 15).
 */
export const minimumPerModule = 20;

const keys = new Map(everyQuestion.map((question) => [question.id, question.correctAnswer]));

export interface QuestionRow {
  id: string;
  module: string;
  difficulty: string;
  question: string;
  options: readonly string[];
  correctAnswer: number;
  stats: ItemStatistics | null;
  retired: { at: string; reason: string } | null;
}

/** Every question of the bank with its figures: flagged ones first, then the bank's order. */
export async function questionRows(): Promise<{ rows: QuestionRow[]; attempts: number }> {
  const db = getDb();
  const attempts = await db
    .selectFrom("assessment_attempts")
    .select(["question_ids", "answers"])
    .where("verified_at", "is not", null)
    .where("completion_id", "is not", null)
    .orderBy("verified_at", "desc")
    .limit(statisticsWindow)
    .execute();
  const stats = itemStatistics(
    attempts.map((row) => ({
      questionIds: parseIds(row.question_ids),
      answers: parseAnswers(row.answers),
    })),
    keys,
  );
  const retired = new Map(
    (await db.selectFrom("retired_questions").selectAll().execute()).map((row) => [
      row.question_id,
      { at: row.retired_at, reason: row.reason },
    ]),
  );
  const rows = assessmentQuestions.map((question) => ({
    id: question.id,
    module: question.module,
    difficulty: question.difficulty,
    question: question.question,
    options: question.options,
    correctAnswer: question.correctAnswer,
    stats: stats.get(question.id) ?? null,
    retired: retired.get(question.id) ?? null,
  }));
  const weight = (row: QuestionRow) => (row.retired ? 0 : (row.stats?.flags.length ?? 0));
  rows.sort((a, b) => weight(b) - weight(a));
  return { rows, attempts: attempts.length };
}

const flagWords: Record<string, string> = {
  "too-easy": "over 95% right",
  "too-hard": "under 20% right",
  "negative-discrimination": "negative discrimination",
};

export const questionColumns = [
  "id",
  "module",
  "difficulty",
  "status",
  "shown",
  "correct_share",
  "discrimination",
  "chose_1",
  "chose_2",
  "chose_3",
  "chose_4",
  "unanswered",
  "key",
  "flags",
  "retired_at",
  "retired_reason",
  "question",
] as const;

/** The CSV's rows: the view's figures, options numbered in the bank's order (key: the right one). */
export function questionCsvRows(rows: readonly QuestionRow[]) {
  return rows.map((row) => ({
    id: row.id,
    module: row.module,
    difficulty: row.difficulty,
    status: row.retired ? "retired" : "active",
    shown: row.stats?.shown ?? 0,
    correct_share: row.stats?.pValue?.toFixed(3) ?? "",
    discrimination: row.stats?.discrimination?.toFixed(3) ?? "",
    chose_1: row.stats?.chosen[0] ?? 0,
    chose_2: row.stats?.chosen[1] ?? 0,
    chose_3: row.stats?.chosen[2] ?? 0,
    chose_4: row.stats?.chosen[3] ?? 0,
    unanswered: row.stats?.unanswered ?? 0,
    key: row.correctAnswer + 1,
    flags: (row.stats?.flags ?? []).map((flag) => flagWords[flag]).join("; "),
    retired_at: row.retired?.at ?? "",
    retired_reason: row.retired?.reason ?? "",
    question: row.question,
  }));
}

export type RetireResult = "retired" | "unknown" | "already" | "too-few";

/**
 * Retires a question of the bank, with the reason here and in the audit log: it is never drawn
 * again. Refused when its module would keep fewer than `minimumPerModule` questions to draw.
 */
export async function retireQuestion(
  moderator: Moderator,
  questionId: string,
  reason: string,
  now = new Date(),
): Promise<RetireResult> {
  const question = assessmentQuestions.find((item) => item.id === questionId);
  if (!question) return "unknown";
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // Retirements take turns, so two at once cannot both take a module's last spare question.
      await lockKeyForTransaction(trx, "retire-question");
      const retired = new Set(
        (await trx.selectFrom("retired_questions").select("question_id").execute()).map(
          (row) => row.question_id,
        ),
      );
      if (retired.has(questionId)) return "already";
      const left = assessmentQuestions.filter(
        (item) => item.module === question.module && !retired.has(item.id),
      ).length;
      if (left - 1 < minimumPerModule) return "too-few";
      await trx
        .insertInto("retired_questions")
        .values({ question_id: questionId, retired_at: now.toISOString(), reason })
        .execute();
      await recordAudit(trx, moderator, {
        action: "retire",
        subject: "question",
        id: 0,
        key: questionId,
        reason,
        at: now,
      });
      return "retired";
    });
}
