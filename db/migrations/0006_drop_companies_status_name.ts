import type { Kysely } from "kysely";

// companies_listing (status, lower(name), id), from 0005, serves every query that
// companies_status_name (status, name) served, in the order the directory lists; the older
// index only cost each company write (decision 0008).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("companies_status_name").ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("companies_status_name")
    .ifNotExists()
    .on("companies")
    .columns(["status", "name"])
    .execute();
}
