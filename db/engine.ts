import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Database } from "./schema";

export type ColumnBuilderFn = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key, as each engine spells it: spread into addColumn("id", ...). */
export function idColumn(db: Kysely<unknown>): ["serial" | "integer", ColumnBuilderFn] {
  return isPostgres(db)
    ? ["serial", (column) => column.primaryKey()]
    : ["integer", (column) => column.primaryKey().autoIncrement()];
}

/**
 * Makes the rest of the caller's transaction one at a time per `key` (an inbox, an address):
 * on PostgreSQL an advisory lock held until the transaction ends; on SQLite nothing more is
 * needed, since every transaction holds the database's write lock from its start (db/sqlite.ts).
 * So a count read after it includes whatever another request stored for the same key.
 */
export async function lockKeyForTransaction(trx: Kysely<Database>, key: string): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
