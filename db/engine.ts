import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export type ColumnBuilderFn = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
