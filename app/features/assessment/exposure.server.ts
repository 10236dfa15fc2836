import { sql, type Kysely } from "kysely";
import { getDbHandle } from "~db";
import { exposureDecay } from "~db/question-exposure";
import type { Database } from "~db/schema";
import { assessmentQuestions } from "~/content/assessment";
import { drawWeights } from "./draw";

// The draw's memory of what confirmed candidates were asked (db/question-exposure.ts, decision
// 0015): read by every start (a row per question ever asked, whatever the number of attempts), stepped by the
// transaction that confirms an attempt. Unconfirmed starts never touch it, so padding the site
// with them changes nothing the draw sees.

/** Each question's exposure, for drawQuestions. */
export async function exposureForDraw(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("question_exposure")
    .select(["question_id", "shown", "attempts"])
    .execute();
  return drawWeights(new Map(rows.map((row) => [row.question_id, row])));
}

/** The questions moderators retired (issue 30): never drawn again. */
export async function retiredQuestionIds(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("retired_questions").select("question_id").execute();
  return new Set(rows.map((row) => row.question_id));
}

/**
 * Counts one confirmed attempt that asked `questionIds`: each question of the bank joins (at 0)
 * if it has not yet, then every row is decayed, the asked ones counted, in one UPDATE. On
 * PostgreSQL the rows are locked first in one order, so confirmations at once wait for each
 * other instead of deadlocking.
 */
export async function recordExposure(
  trx: Kysely<Database>,
  questionIds: readonly string[],
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  await trx
    .insertInto("question_exposure")
    .values(
      assessmentQuestions
        .map((question) => question.id)
        .sort()
        .map((id) => ({ question_id: id, created_at: createdAt, shown: 0, attempts: 0 })),
    )
    .onConflict((conflict) => conflict.column("question_id").doNothing())
    .execute();
  if (getDbHandle().engine === "postgres")
    await trx
      .selectFrom("question_exposure")
      .select("question_id")
      .orderBy("question_id")
      .forUpdate()
      .execute();
  const asked = questionIds.length
    ? sql<number>`case when question_id in (${sql.join([...questionIds])}) then 1 else 0 end`
    : sql<number>`0`;
  await trx
    .updateTable("question_exposure")
    .set({
      shown: sql<number>`shown * ${exposureDecay} + ${asked}`,
      attempts: sql<number>`attempts * ${exposureDecay} + 1`,
    })
    .execute();
}
