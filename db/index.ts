import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type pg from "pg";
import { consoleLog, type DbLog } from "./log";
import { openPostgres } from "./postgres";
import type { Database } from "./schema";
import { openSqlite } from "./sqlite";

export type Engine = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The driver's own client, for libraries that need it (the rate limiter). */
  client: SQLite.Database | pg.Pool;
  close(): Promise<void>;
  /**
   * Runs `work` holding the database's write lock (SQLite: one IMMEDIATE transaction on the
   * connection `client` uses), so that what a library writes through `client` waits for another
   * process's lock without stopping the event loop. `work` must not write through `db`.
   */
  withWriteLock<T>(work: () => Promise<T>): Promise<T>;
  /** Writes one row (table health_probe) within `timeoutMs`; rejects when the database cannot be written. */
  probe(timeoutMs: number): Promise<void>;
}

export interface DbConfig {
  databaseUrl?: string;
  dataDir: string;
  /** Where faults met outside a request are reported (a dropped connection, a deleted file). */
  log?: DbLog;
}

/**
 * Opens PostgreSQL when a postgres:// URL is given, else SQLite in `dataDir/app.db`. Throws a
 * DataDirError when `dataDir` held a database that is gone (see db/data-dir.ts).
 */
export function openDb(config: DbConfig): DbHandle {
  const log = config.log ?? consoleLog;
  if (config.databaseUrl) return { engine: "postgres", ...openPostgres(config.databaseUrl, log) };
  return { engine: "sqlite", ...openSqlite(config.dataDir, log) };
}

// One database handle per process, shared by the Express entry and the React Router build.
const key = Symbol.for("staffing-spotlight.db");
type GlobalWithDb = typeof globalThis & { [key]?: DbHandle };

export function setDb(handle: DbHandle | undefined): void {
  (globalThis as GlobalWithDb)[key] = handle;
}

export function getDbHandle(): DbHandle {
  const handle = (globalThis as GlobalWithDb)[key];
  if (!handle) throw new Error("The database is not open: call setDb(openDb(...)) at start-up");
  return handle;
}

export function getDb(): Kysely<Database> {
  return getDbHandle().db;
}
