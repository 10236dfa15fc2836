import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// Issue 26: one inbox is no target.
//
// - mail_outbox.budget_key: the inbox (app/lib/mail/inbox.ts) of a message that anyone could
//   cause without proving they own the address (a code, a confirmation link, a receipt); null
//   for the rest. An inbox takes at most 5 such messages an hour and 10 a day
//   (app/lib/mail/outbox.server.ts, mailBudget).
// - mail_held: what the budget held back, for the workspace's outbox view: never sent, no body.
// - assessment_code_failures: wrong codes entered for an address, across its attempts, so that a
//   new attempt does not bring a fresh set of guesses.
// - assessment_attempts_one_unverified: one live unconfirmed attempt per address; a new start
//   replaces the old one. Older duplicates are deleted first (never verified, so nothing of
//   a candidate's is lost: their code is simply no longer valid).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("budget_key", "text").execute();
  await sql`create index mail_outbox_budget
    on mail_outbox (budget_key, created_at) where budget_key is not null`.execute(db);

  await db.schema
    .createTable("mail_held")
    .addColumn("id", ...idColumn(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_held_created").on("mail_held").column("created_at").execute();

  await db.schema
    .createTable("assessment_code_failures")
    .addColumn("id", ...idColumn(db))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("assessment_code_failures_email")
    .on("assessment_code_failures")
    .columns(["email", "created_at"])
    .execute();

  await sql`delete from assessment_attempts where verified_at is null and exists
    (select 1 from assessment_attempts newer where newer.email = assessment_attempts.email
      and newer.verified_at is null and newer.id > assessment_attempts.id)`.execute(db);
  await sql`create unique index assessment_attempts_one_unverified
    on assessment_attempts (email) where verified_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists assessment_attempts_one_unverified`.execute(db);
  await db.schema.dropTable("assessment_code_failures").execute();
  await db.schema.dropTable("mail_held").execute();
  await sql`drop index if exists mail_outbox_budget`.execute(db);
  await db.schema.alterTable("mail_outbox").dropColumn("budget_key").execute();
}
