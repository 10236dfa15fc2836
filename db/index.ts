import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The driver's own client, for libraries that need it (the rate limiter). */
  client: SQLite.Database | pg.Pool;
  close(): Promise<void>;
}

export interface DbConfig {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens PostgreSQL when a postgres:// URL is given, else SQLite in `dataDir/app.db`. */
export function openDb(config: DbConfig): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", client: pool, close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, "app.db"));
  // WAL lets readers and the writer proceed together; NORMAL sync is crash-safe in WAL mode
  // (a killed process loses nothing committed); the busy timeout queues concurrent writers.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", client: sqlite, close: () => db.destroy() };
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
