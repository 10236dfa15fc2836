import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// Issue 31: the person a movement is about has a say.
//
// - movement_submissions.featured_email: the featured person's address, given by the submitter
//   (optional) or the submitter's own when they ticked "This is me" (featured_is_submitter = 1).
//   Private: never shown, used only for the notice and its links.
// - person_notified_at: when the notice (or a resent one) was queued; person_confirmed_at: when
//   the person confirmed the details, and person_confirmed_name the first name they chose for
//   "Confirmed by {first name}" (any name: they write it, we never guess); taken_down_at: when the
//   person took the movement down (its status is then 'removed', and its page answers 410).
// - movement_person_links: one row per link e-mailed to the person, one choice each (confirm,
//   correct, take-down), good for 90 days and used once; only the SHA-256 of its random token
//   is stored, so the database alone cannot act for anyone.
// - movement_corrections: what the person suggested, waiting for a moderator (the public
//   movement is unchanged until then), applied or declined.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    "featured_email",
    "person_notified_at",
    "person_confirmed_at",
    "person_confirmed_name",
    "taken_down_at",
  ])
    await db.schema.alterTable("movement_submissions").addColumn(column, "text").execute();
  await db.schema
    .alterTable("movement_submissions")
    .addColumn("featured_is_submitter", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("movement_person_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("movement_id", "integer", (c) => c.notNull())
    .addColumn("choice", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("movement_person_links_movement")
    .on("movement_person_links")
    .columns(["movement_id", "choice"])
    .execute();

  await db.schema
    .createTable("movement_corrections")
    .addColumn("id", ...idColumn(db))
    .addColumn("movement_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("decided_at", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("previous_role", "text")
    .addColumn("new_role", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("previous_company", "text")
    .addColumn("location", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .execute();
  // One waiting suggestion per movement: a second replaces the first (person.server.ts).
  await sql`create unique index movement_corrections_one_pending
    on movement_corrections (movement_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("movement_corrections").execute();
  await db.schema.dropTable("movement_person_links").execute();
  for (const column of [
    "featured_is_submitter",
    "taken_down_at",
    "person_confirmed_name",
    "person_confirmed_at",
    "person_notified_at",
    "featured_email",
  ])
    await db.schema.alterTable("movement_submissions").dropColumn(column).execute();
}
