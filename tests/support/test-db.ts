import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDb, setDb, type DbHandle, type Engine } from "../../db";
import type { Kysely } from "kysely";
import type { DbLog } from "../../db/log";
import type { Database } from "../../db/schema";
import { migrateToLatest } from "../../db/migrate";
import { getEnv, initEnv } from "../../app/lib/env.server";

export const engines: readonly Engine[] = ["sqlite", "postgres"];

/** A new, empty database in the test run's PostgreSQL server; its URL. */
export async function newPostgresDatabase(prefix: string): Promise<string> {
  const adminUrl = inject("postgresUrl");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database of the given engine, made the app's database: a new SQLite
 * file, or a new database in the run's PostgreSQL server. Faults it meets outside a query go
 * to `log` (by default to the console, which fails the test).
 */
export async function openTestDb(engine: Engine, log?: DbLog): Promise<DbHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "spotlight-test-"));
  let databaseUrl: string | undefined;
  if (engine === "postgres") databaseUrl = await newPostgresDatabase("test");
  initEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "integration-test-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  const handle = openDb({ dataDir, databaseUrl, log });
  await migrateToLatest(handle.db);
  setDb(handle);
  return handle;
}

/**
 * Reads the environment again with the public origin `siteUrl` (links in e-mails, the
 * credential's ids), keeping the test database's settings.
 */
export function useSiteUrl(siteUrl: string): void {
  const env = getEnv();
  initEnv({
    DATA_DIR: env.dataDir,
    DATABASE_URL: env.databaseUrl,
    SESSION_SECRET: env.sessionSecrets[0],
    LOG_LEVEL: "silent",
    SITE_URL: siteUrl,
  });
}

/** A listed (approved) company named `name`, for reviews to be written about; its id. */
export async function insertListedCompany(db: Kysely<Database>, name: string): Promise<number> {
  const { id } = await db
    .insertInto("companies")
    .values({
      name,
      name_key: name.toLowerCase().replace(/[^a-z0-9]/g, ""),
      status: "approved",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
