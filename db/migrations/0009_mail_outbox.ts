import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// The mail outbox (decision 0014): each message is stored in the transaction of the action that
// causes it, then sent by a worker that claims rows with a lease. And the addresses that asked
// for no more notifications.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", ...idColumn(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    // The Message-ID header, chosen at enqueue: a message sent twice is recognisably one.
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("list_unsubscribe", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    // A worker's claim: until this time no other worker sends the row; a worker that dies
    // mid-send leaves it to be claimed again once the lease has passed.
    .addColumn("claimed_until", "text")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addCheckConstraint(
      "mail_outbox_status",
      sql`status in ('queued', 'sent', 'failed', 'skipped')`,
    )
    .addCheckConstraint("mail_outbox_category", sql`category in ('code', 'notification')`)
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("mail_unsubscribes")
    // Lower-cased.
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_unsubscribes").execute();
  await db.schema.dropTable("mail_outbox").execute();
}
