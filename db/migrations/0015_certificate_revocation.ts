import type { Kysely } from "kysely";

// Issue 15: a moderator may revoke a certificate, with a reason (kept here and in the audit
// log). A revoked certificate's verification page and its credential say "revoked".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assessment_completions").addColumn("revoked_at", "text").execute();
  await db.schema
    .alterTable("assessment_completions")
    .addColumn("revoked_reason", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assessment_completions").dropColumn("revoked_reason").execute();
  await db.schema.alterTable("assessment_completions").dropColumn("revoked_at").execute();
}
