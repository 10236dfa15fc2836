import type { Kysely } from "kysely";

// Each moderator's e-mail about new items in the queues (issue 14): whether they want it
// (on unless turned off in the workspace), and when the last one was queued, which both batches
// them (at most one every 15 minutes) and tells what is new since. In the database, so every
// server process sees the same.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("moderators")
    .addColumn("queue_mail", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("moderators").addColumn("queue_mailed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("moderators").dropColumn("queue_mailed_at").execute();
  await db.schema.alterTable("moderators").dropColumn("queue_mail").execute();
}
