import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

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
