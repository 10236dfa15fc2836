import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  // One row per started attempt: the server's copy of the order, the answers and the clock.
  await db.schema
    .createTable("assessment_attempts")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("designation", "text", (c) => c.notNull())
    .addColumn("question_ids", "text", (c) => c.notNull())
    .addColumn("answers", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("current_index", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deadline_at", "text", (c) => c.notNull())
    .addColumn("questions_closed_at", "text")
    .addColumn("scenario_ids", "text", (c) => c.notNull())
    .addColumn("completion_id", "integer")
    .execute();
  await db.schema
    .createIndex("assessment_attempts_email")
    .on("assessment_attempts")
    .columns(["email", "created_at"])
    .execute();

  await db.schema
    .createTable("assessment_completions")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempt_id", "integer", (c) => c.references("assessment_attempts.id"))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("designation", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("total_questions", "integer", (c) => c.notNull())
    .addColumn("certificate_type", "text")
    .addColumn("section2_q1", "text", (c) => c.notNull())
    .addColumn("section2_q2", "text", (c) => c.notNull())
    .addColumn("section2_q3", "text", (c) => c.notNull())
    .addColumn("section2_q7_positions", "text", (c) => c.notNull())
    .addColumn("section2_q8_geographies", "text", (c) => c.notNull())
    .addColumn("passed", "integer", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.unique())
    .addCheckConstraint(
      "assessment_completions_type",
      sql`certificate_type is null or certificate_type in ('standard', 'premium')`,
    )
    .execute();

  await db.schema
    .createTable("certificate_downloads")
    .addColumn("id", ...id)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completion_id", "integer", (c) =>
      c.notNull().references("assessment_completions.id"),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["certificate_downloads", "assessment_completions", "assessment_attempts"]) {
    await db.schema.dropTable(table).execute();
  }
}
