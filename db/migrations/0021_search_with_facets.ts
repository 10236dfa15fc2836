import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// Issue 18, decision 0026: a search narrowed by a filter on PostgreSQL. With one trigram index
// per column (0005) and the facets' own index (0019), the planner built each bitmap whole and
// ANDed them: 14,700 healthcare companies and 8,000 "bridge" matches for 1,100 results, about
// 8 ms at 100,000 companies. An index of each searched column together with the facets lets one
// index scan intersect the two inside the index: about 3 ms. Listed companies only, as the
// directory reads. Where pg_trgm is missing (0005 could not create it), there is nothing to
// combine with, and the search reads every company as before. SQLite: nothing (its search and
// filters are full-text tables, intersected in the statement).

type Db = Kysely<unknown>;

const columns = ["name", "industry", "location"] as const;

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!rows.length) return;
  for (const column of columns) {
    await sql`create index ${sql.id(`companies_${column}_with_facets`)} on companies
      using gin (lower(${sql.ref(column)}) gin_trgm_ops, facets)
      where status = 'approved'`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of columns) {
    await sql`drop index if exists ${sql.id(`companies_${column}_with_facets`)}`.execute(db);
  }
}
