// `npm run db:restore FILE`: a backup made by db/backup.ts back into an empty DATA_DIR (SQLite) or
// an empty database (PostgreSQL), with the keys it holds. A target that holds data is refused
// unless the operator says --force; then SQLite's current file is kept aside, not deleted.
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import {
  BackupError,
  checkSqlite,
  copySqlite,
  keyFiles,
  postgresBackupFile,
  redactUrl,
  runPostgresProgram,
  sqliteBackupFile,
} from "./backup";
import { databaseFileName, fileStamp, writeMarker } from "./data-dir";

export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface Restored {
  engine: "sqlite" | "postgres";
  from: string;
  /** Key files put into DATA_DIR. */
  keys: string[];
  /** Where SQLite's replaced database was kept, with --force. */
  keptAside?: string;
}

const asideSuffix = (at: Date) => `.before-restore-${fileStamp(at)}`;

function header(file: string, length: number): string {
  const handle = openSync(file, "r");
  try {
    const bytes = Buffer.alloc(length);
    readSync(handle, bytes, 0, length, 0);
    return bytes.toString("latin1");
  } finally {
    closeSync(handle);
  }
}

/** The database file of a backup given as its folder or as the file itself, and its engine. */
function backupFileOf(given: string): { file: string; engine: "sqlite" | "postgres" } {
  const resolved = path.resolve(given);
  if (!existsSync(resolved)) throw new BackupError(`There is no backup at ${resolved}.`);
  const candidates = statSync(resolved).isDirectory()
    ? [sqliteBackupFile, postgresBackupFile]
        .map((name) => path.join(resolved, name))
        .filter((file) => existsSync(file))
    : [resolved];
  const file = candidates[0];
  if (!file)
    throw new BackupError(
      `${resolved} holds neither ${sqliteBackupFile} nor ${postgresBackupFile}: give a folder that npm run db:backup made, or the file in it.`,
    );
  if (header(file, 16) === "SQLite format 3\0") return { file, engine: "sqlite" };
  if (header(file, 5) === "PGDMP") return { file, engine: "postgres" };
  throw new BackupError(
    `${file} is neither a SQLite database nor a pg_dump archive in custom format.`,
  );
}

/** A client of the target database (pg, loaded only for a restore to PostgreSQL: issue 35). */
async function pgClient(databaseUrl: string) {
  const { default: pg } = await import("pg");
  return new pg.Client({ connectionString: databaseUrl });
}

/** Tables in the target database outside PostgreSQL's own schemas. */
async function postgresTableCount(databaseUrl: string): Promise<number> {
  const client = await pgClient(databaseUrl);
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPublicSchema(databaseUrl: string): Promise<void> {
  const client = await pgClient(databaseUrl);
  await client.connect();
  try {
    await client.query("begin");
    await client.query("drop schema public cascade");
    await client.query("create schema public");
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw new BackupError(
      `The database at ${redactUrl(databaseUrl)} could not be emptied for the restore (${(error as Error).message}); its owner can run: drop schema public cascade; create schema public;`,
    );
  } finally {
    await client.end();
  }
}

function sqliteHoldsData(dataDir: string): boolean {
  const file = path.join(dataDir, databaseFileName);
  return (
    (existsSync(file) && statSync(file).size > 0) ||
    Object.values(keyFiles).some((name) => existsSync(path.join(dataDir, name)))
  );
}

async function restoreSqlite(
  file: string,
  dataDir: string,
  force: boolean,
  at: Date,
): Promise<string | undefined> {
  // Checked before anything in the target changes.
  checkSqlite(file, file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = path.join(dataDir, databaseFileName);
  let keptAside: string | undefined;
  if (existsSync(target) && statSync(target).size > 0 && force) {
    // The write-ahead log and shared memory keep their names' pairing, so the copy kept aside
    // opens whole.
    keptAside = `${target}${asideSuffix(at)}`;
    for (const suffix of ["", "-wal", "-shm"])
      if (existsSync(`${target}${suffix}`))
        renameSync(`${target}${suffix}`, `${keptAside}${suffix}`);
  }
  // Logs of another database beside the restored file would be replayed into it.
  for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  // Through SQLite's backup API, not a file copy: a database given with its -wal beside it
  // (a copy kept aside by an earlier restore) comes back with what its log holds.
  await copySqlite(file, `${target}.restoring`);
  chmodSync(`${target}.restoring`, 0o600);
  renameSync(`${target}.restoring`, target);
  writeMarker(dataDir);
  return keptAside;
}

/**
 * Restores `given` (a backup folder, or its database file) into the target. Throws a
 * BackupError, with what to do, when the target holds data and `force` is not given.
 */
export async function restoreBackup(
  given: string,
  target: RestoreTarget,
  { force = false, at = new Date() }: { force?: boolean; at?: Date } = {},
): Promise<Restored> {
  const { file, engine } = backupFileOf(given);
  const targetEngine = target.databaseUrl ? "postgres" : "sqlite";
  if (engine !== targetEngine)
    throw new BackupError(
      engine === "sqlite"
        ? "This is a SQLite backup, but DATABASE_URL points at PostgreSQL: unset DATABASE_URL to restore it into DATA_DIR."
        : "This is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.",
    );
  const folder = path.dirname(file);
  const keys = Object.values(keyFiles).filter((name) => existsSync(path.join(folder, name)));
  let keptAside: string | undefined;
  if (target.databaseUrl) {
    const tables = await postgresTableCount(target.databaseUrl);
    if (tables > 0 && !force)
      throw new BackupError(
        `The database at ${redactUrl(target.databaseUrl)} is not empty (${tables} tables). Restore into an empty database, or add --force to replace what it holds.`,
      );
    // Forced, the schema is emptied first: pg_restore --clean drops only what the archive
    // holds, so tables of a migration newer than the backup would stay, and the restored
    // migration table would have the site run that migration again on tables that exist.
    if (tables > 0) await emptyPublicSchema(target.databaseUrl);
    await runPostgresProgram(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file],
      target.databaseUrl,
    );
  } else {
    if (sqliteHoldsData(target.dataDir) && !force)
      throw new BackupError(
        `${target.dataDir} already holds a database or keys. Restore into an empty DATA_DIR, or add --force to replace them (the current database is kept beside, as app.db.before-restore-...).`,
      );
    keptAside = await restoreSqlite(file, target.dataDir, force, at);
  }
  mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  for (const name of keys) {
    // A key replaced is kept aside too: with it, the replaced database still makes sense.
    const current = path.join(target.dataDir, name);
    if (existsSync(current)) renameSync(current, `${current}${asideSuffix(at)}`);
    copyFileSync(path.join(folder, name), path.join(target.dataDir, name));
    chmodSync(path.join(target.dataDir, name), 0o600);
  }
  return { engine, from: file, keys, ...(keptAside ? { keptAside } : {}) };
}
