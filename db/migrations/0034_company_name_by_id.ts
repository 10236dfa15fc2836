import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// Issue 35: a common search's page, sorted from its matches. SQLite's full-text index gives a
// search's matches as ids; sorting them by name read each one's row of `companies`, whose
// descriptions make a row large: 24 ms for the 8,000 matches of "bridge" at 100,000 companies.
// This index holds each company's lowered name by id, so the sort reads it alone (5 ms).
// PostgreSQL reads the names from the rows its trigram search already visits: nothing to add.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index if not exists companies_name_by_id on companies (id, lower(name))`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index if exists companies_name_by_id`.execute(db);
}
