import type { Kysely } from "kysely";
import { idColumn } from "../engine";

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable("moderators")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // Sessions live on the server so that they can be revoked; the cookie holds only a random
  // token, and the table only its SHA-256.
  await db.schema
    .createTable("moderator_sessions")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("moderator_id", "integer", (c) =>
      c.notNull().references("moderators.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("moderator_id", "integer", (c) => c.references("moderators.id"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer", (c) => c.notNull())
    .addColumn("reason", "text")
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["audit_log", "moderator_sessions", "moderators"])
    await db.schema.dropTable(table).execute();
}
