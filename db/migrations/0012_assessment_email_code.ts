import { sql, type Kysely } from "kysely";

// Issue 14: an assessment starts only once the candidate has entered the 6-digit code e-mailed
// to them (app/features/assessment/email-code.server.ts). The welcome step stores the attempt
// unverified; entering the code verifies it and starts its clock.
//
// - verified_at: when the right code was entered, which is when the attempt started: the 7-day
//   retake rule counts verified attempts from it. Null while the code is awaited.
// - code_hash: HMAC-SHA256 of the current code (the code itself is only in the e-mail).
// - code_expires_at: 15 minutes after the code was sent.
// - code_tries: wrong entries of the current code; at 5 it takes no more.
// - code_resends: JSON array of the instants new codes were sent (at most 3 in any hour).
//
// Attempts stored before this migration were started without a code and count as verified at
// their created_at, as they did for the retake rule.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Kysely<unknown>): Promise<void> {
  const table = () => db.schema.alterTable("assessment_attempts");
  await table().addColumn("verified_at", "text").execute();
  await table().addColumn("code_hash", "text").execute();
  await table().addColumn("code_expires_at", "text").execute();
  await table()
    .addColumn("code_tries", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await table()
    .addColumn("code_resends", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await sql`update assessment_attempts set verified_at = created_at`.execute(db);
  // The retake rule's search: an address's verified attempts, latest first.
  await sql`create index assessment_attempts_verified
    on assessment_attempts (email, verified_at) where verified_at is not null`.execute(db);
  // The sweep of attempts whose code was never entered.
  await sql`create index assessment_attempts_unverified
    on assessment_attempts (created_at) where verified_at is null`.execute(db);
}

/** Back to attempts without codes: attempts never verified (nor completed) are deleted first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists assessment_attempts_unverified`.execute(db);
  await sql`drop index if exists assessment_attempts_verified`.execute(db);
  await sql`delete from assessment_attempts where verified_at is null and not exists
    (select 1 from assessment_completions c where c.attempt_id = assessment_attempts.id)`.execute(
    db,
  );
  for (const column of [
    "code_resends",
    "code_tries",
    "code_expires_at",
    "code_hash",
    "verified_at",
  ])
    await db.schema.alterTable("assessment_attempts").dropColumn(column).execute();
}
