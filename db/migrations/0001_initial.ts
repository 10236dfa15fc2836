import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// One migration set for both engines: types and defaults that SQLite and PostgreSQL both accept.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("movement_submissions")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("previous_role", "text")
    .addColumn("new_role", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("previous_company", "text")
    .addColumn("location", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("submitter_name", "text")
    .addColumn("submitter_email", "text")
    .addCheckConstraint(
      "movement_submissions_status",
      sql`status in ('pending', 'approved', 'rejected', 'removed')`,
    )
    .execute();
  await db.schema
    .createIndex("movement_submissions_status_created")
    .on("movement_submissions")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("movement_tags")
    .addColumn("movement_id", "integer", (c) =>
      c.notNull().references("movement_submissions.id").onDelete("cascade"),
    )
    .addColumn("tag", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("movement_tags_pk", ["movement_id", "tag"])
    .execute();
  await db.schema.createIndex("movement_tags_tag").on("movement_tags").column("tag").execute();

  await db.schema
    .createTable("companies")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("website", "text")
    .addColumn("description", "text")
    .addColumn("industry", "text")
    .addColumn("location", "text")
    .addColumn("employee_count", "text")
    .addColumn("logo_url", "text")
    .addColumn("average_rating", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      "companies_status",
      sql`status in ('pending', 'approved', 'rejected', 'removed')`,
    )
    .execute();
  await db.schema
    .createIndex("companies_status_name")
    .on("companies")
    .columns(["status", "name"])
    .execute();
  await db.schema.createIndex("companies_name_key").on("companies").column("name_key").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addCheckConstraint("contact_messages_status", sql`status in ('new', 'handled')`)
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "rate_limits",
    "contact_messages",
    "companies",
    "movement_tags",
    "movement_submissions",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
