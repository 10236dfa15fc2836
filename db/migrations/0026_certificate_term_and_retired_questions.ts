import type { Kysely } from "kysely";

// Issue 30. A certificate holds for two years, computed from created_at (no column); a holder
// who passes again in its last 90 days, or after it expired, gets a new certificate, and the old
// one names the new one's reference in renewed_by ("Renewed: see …" on its verification page).
// A moderator may retire a weak question, with a reason (also in the audit log): a retired
// question is never drawn again, but attempts that asked it are still scored and reviewed. The
// audit log names it in subject_key: a question's id is text, not a row's number.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assessment_completions").addColumn("renewed_by", "text").execute();
  await db.schema
    .createTable("retired_questions")
    .addColumn("question_id", "text", (c) => c.primaryKey())
    .addColumn("retired_at", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("audit_log").addColumn("subject_key", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("subject_key").execute();
  await db.schema.dropTable("retired_questions").execute();
  await db.schema.alterTable("assessment_completions").dropColumn("renewed_by").execute();
}
