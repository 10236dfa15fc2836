import { sql, type Kysely } from "kysely";
import { exposureAfter } from "../question-exposure";

// Issue 26, item 5 (decision 0015): the draw's least-shown-first counts only confirmed attempts,
// with a weight that decays smoothly (db/question-exposure.ts), instead of the last 200 attempts
// confirmed or not. One row per question, stepped in the transaction that confirms an attempt,
// so a start reads about 195 rows whatever the number of attempts. Filled here from the
// confirmed attempts already stored, in the order they were confirmed. Number 0022 is left to a
// sibling branch.

/** Attempts read per query while filling: the table may hold 100,000 and more. */
const page = 1000;

interface Confirmed {
  id: number;
  verified_at: string;
  question_ids: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("question_exposure")
    .addColumn("question_id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("shown", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("attempts", "double precision", (c) => c.notNull().defaultTo(0))
    .execute();
  const lists: string[][] = [];
  let after: Confirmed | undefined;
  for (;;) {
    const { rows }: { rows: Confirmed[] } = await sql<Confirmed>`
      select id, verified_at, question_ids from assessment_attempts
      where verified_at is not null
      ${after ? sql`and (verified_at > ${after.verified_at} or (verified_at = ${after.verified_at} and id > ${after.id}))` : sql``}
      order by verified_at, id limit ${page}`.execute(db);
    for (const row of rows) lists.push(questionIds(row.question_ids));
    after = rows.at(-1);
    if (rows.length < page) break;
  }
  const now = new Date().toISOString();
  const rows = [...exposureAfter(lists)].map(
    ([id, { shown, attempts }]) => sql`(${id}, ${now}, ${shown}, ${attempts})`,
  );
  // A few hundred rows, 500 a statement (SQLite takes 32,766 parameters).
  for (let i = 0; i < rows.length; i += 500)
    await sql`insert into question_exposure (question_id, created_at, shown, attempts)
      values ${sql.join(rows.slice(i, i + 500))}`.execute(db);
}

function questionIds(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("question_exposure").execute();
}
