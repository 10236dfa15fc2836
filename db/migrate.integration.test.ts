import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDb } from "../tests/support/test-db";
import { isPostgres } from "./engine";
import type { DbHandle } from "./index";
import * as dropStatusName from "./migrations/0006_drop_companies_status_name";

async function companyIndexes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`
        select indexname as name from pg_indexes where tablename = 'companies'`.execute(db)
    : await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'companies'`.execute(db);
  return rows.map((row) => row.name);
}

describe.each(engines)("migrations on %s", (engine) => {
  let handle: DbHandle;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    handle = await openTestDb(engine);
    db = handle.db as unknown as Kysely<unknown>;
  });
  afterAll(() => handle.close());

  it("keep companies_listing and drop the redundant companies_status_name (decision 0008)", async () => {
    const indexes = await companyIndexes(db);
    expect(indexes).toContain("companies_listing");
    expect(indexes).not.toContain("companies_status_name");
  });

  it("can take the drop back", async () => {
    await dropStatusName.down(db);
    expect(await companyIndexes(db)).toContain("companies_status_name");
    await dropStatusName.up(db);
    expect(await companyIndexes(db)).not.toContain("companies_status_name");
  });
});
