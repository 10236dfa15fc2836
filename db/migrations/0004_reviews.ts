import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("company_reviews")
    .addColumn("id", ...idColumn(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("reviewer_name", "text")
    .addColumn("reviewer_email", "text", (c) => c.notNull())
    .addCheckConstraint("company_reviews_rating", sql`rating between 1 and 5`)
    .addCheckConstraint(
      "company_reviews_status",
      sql`status in ('pending', 'approved', 'rejected', 'removed')`,
    )
    .execute();
  // One review per e-mail per company, whatever became of it.
  await db.schema
    .createIndex("company_reviews_one_per_email")
    .on("company_reviews")
    .columns(["company_id", "reviewer_email"])
    .unique()
    .execute();
  await db.schema
    .createIndex("company_reviews_status")
    .on("company_reviews")
    .columns(["company_id", "status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("company_reviews").execute();
}
