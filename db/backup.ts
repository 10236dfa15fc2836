// Backups that restore (issue 34, decision 0041). A backup is a folder named by its time, made
// under a hidden name and renamed only once complete, so a half-made one is never taken for a
// backup (nor counted when old ones are rotated away):
//
//   BACKUP_DIR/scheduled-2026-11-29T09-40-00-000Z/
//     app.db            SQLite: a consistent copy by SQLite's online backup API
//     app.dump          PostgreSQL: pg_dump's custom format
//     secrets.json      the cookie-signing secret, when DATA_DIR holds it (SESSION_SECRET unset)
//     credential-key.json  the certificates' signing key, when DATA_DIR holds it
//     backup.json       what the folder holds, and what it does not (keys given by the environment)
//
// db/ imports nothing from app/: the caller passes what the environment says.
import { spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { databaseFileName, fileStamp } from "./data-dir";

/** The key files a restore needs beside the database, as DATA_DIR holds them. */
export const keyFiles = {
  sessionSecret: "secrets.json",
  credentialKey: "credential-key.json",
} as const;

export const sqliteBackupFile = databaseFileName;
export const postgresBackupFile = "app.dump";
const manifestFile = "backup.json";
const statusFile = "last-backup.json";
const partialPrefix = ".partial-";

export type BackupKind = "manual" | "scheduled";

export interface BackupSource {
  dataDir: string;
  databaseUrl: string | undefined;
  backupDir: string;
  /** SESSION_SECRET is set: the cookie secret is not in DATA_DIR, so not in the backup. */
  sessionSecretFromEnv: boolean;
  /** CREDENTIAL_SIGNING_KEY is set: likewise for the certificates' signing key. */
  credentialKeyFromEnv: boolean;
}

export interface Backup {
  path: string;
  at: string;
  kind: BackupKind;
  engine: "sqlite" | "postgres";
  /** The whole folder's size. */
  bytes: number;
  /** Key files copied into the folder. */
  keys: string[];
  /** What a restore needs that is not in the folder, in plain words. */
  notes: string[];
}

/** Something an operator must act on; the message says what. */
export class BackupError extends Error {
  override name = "BackupError";
}

const backupName = /^(manual|scheduled)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)$/;

/** A password in a postgres:// URL never reaches a log or a message. */
export function redactUrl(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]*):[^@\s]*@/g, "$1:***@");
}

function folderBytes(folder: string): number {
  return readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
}

/** What a restore needs that the backup does not hold, for the operator to keep elsewhere. */
function missingKeyNotes(source: BackupSource): string[] {
  const notes: string[] = [];
  if (source.sessionSecretFromEnv)
    notes.push(
      "SESSION_SECRET comes from the environment, so it is not in this backup. Keep it with the backup: a site restored with another secret signs visitors' cookies anew (moderators and company representatives sign in again).",
    );
  if (source.credentialKeyFromEnv)
    notes.push(
      "CREDENTIAL_SIGNING_KEY comes from the environment, so it is not in this backup. Keep it with the backup: without it, the signed credentials of the certificates issued so far no longer verify against the site's published key.",
    );
  return notes;
}

/** A pg_dump or pg_restore that has not ended in this long is stopped and reported. */
const postgresProgramMs = 6 * 60 * 60_000;

/**
 * Runs pg_dump or pg_restore on the database at `databaseUrl` to its end. The password goes in
 * PGPASSWORD, not on the command line, where any user of the machine could read it (ps); no
 * message carries it. Rejects with a BackupError saying what the program wrote.
 */
export function runPostgresProgram(
  name: "pg_dump" | "pg_restore",
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const program = postgresProgram(name);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGTERM"), postgresProgramMs);
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Node's own error names the arguments; ours names the program and the cause only.
      reject(new BackupError(`${name} could not be started (${error.code ?? error.message}).`));
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      reject(
        new BackupError(
          `${name} failed (${signal ? `stopped after ${postgresProgramMs / 3_600_000} hours` : `exit ${code}`}): ${redactUrl(stderr.trim())}`,
        ),
      );
    });
  });
}

/**
 * PostgreSQL's client program, from the PATH or from Debian's server packages
 * (/usr/lib/postgresql/<version>/bin, the newest first: pg_dump must be at least the server's
 * version).
 */
export function postgresProgram(
  name: "pg_dump" | "pg_restore",
  { debianRoot = "/usr/lib/postgresql", searchPath = process.env.PATH ?? "" } = {},
): string {
  const fromPath = searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((folder) => path.join(folder, name));
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debianRoot, version, "bin", name))
    : [];
  const found = [...debian, ...fromPath].find((candidate) => existsSync(candidate));
  if (!found)
    throw new BackupError(
      `${name} was not found (looked in /usr/lib/postgresql/*/bin and on the PATH). Install PostgreSQL's client programs, of the server's major version or newer (Debian: apt-get install postgresql-client), then run this again.`,
    );
  return found;
}

/** SQLite's online backup: one step, inside one read transaction, so the copy is one moment. */
/**
 * Copies the SQLite database at `file` to `target` with SQLite's backup API, as many pages as
 * there can be in each step: one step, one read transaction, so the copy is one moment (and a
 * -wal beside `file` is read with it).
 */
export async function copySqlite(file: string, target: string): Promise<void> {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

/**
 * SQLite's quick_check of `file`; a BackupError naming `what` when it fails. `toOneFile` first
 * takes the file out of WAL mode (which a copy takes from the live database), so that no -wal
 * or -shm file beside it is needed, or made by opening it; the server puts it back in WAL.
 */
export function checkSqlite(file: string, what: string, { toOneFile = false } = {}): void {
  const copy = new SQLite(file, { readonly: !toOneFile, fileMustExist: true });
  try {
    if (toOneFile) copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`${what} fails SQLite's check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

async function backupSqlite(dataDir: string, target: string): Promise<void> {
  const file = path.join(dataDir, databaseFileName);
  if (!existsSync(file)) throw new BackupError(`There is no database at ${file} to back up.`);
  await copySqlite(file, target);
  checkSqlite(target, "The copy", { toOneFile: true });
}

/**
 * Makes one backup of the site's database and the keys a restore needs, while the site serves.
 * Returns it; throws a BackupError with a message an operator can act on.
 */
export async function makeBackup(
  source: BackupSource,
  kind: BackupKind,
  at = new Date(),
): Promise<Backup> {
  mkdirSync(source.backupDir, { recursive: true, mode: 0o700 });
  const name = `${kind}-${fileStamp(at)}`;
  const partial = path.join(source.backupDir, `${partialPrefix}${name}`);
  const final = path.join(source.backupDir, name);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  try {
    const engine: Backup["engine"] = source.databaseUrl ? "postgres" : "sqlite";
    if (source.databaseUrl) {
      await runPostgresProgram(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          // A migration holding a table's lock makes the backup fail in a minute, not wait.
          "--lock-wait-timeout=60000",
          `--file=${path.join(partial, postgresBackupFile)}`,
        ],
        source.databaseUrl,
      );
    } else {
      await backupSqlite(source.dataDir, path.join(partial, sqliteBackupFile));
    }
    const keys = Object.values(keyFiles).filter((file) =>
      existsSync(path.join(source.dataDir, file)),
    );
    for (const file of keys)
      copyFileSync(path.join(source.dataDir, file), path.join(partial, file));
    const notes = missingKeyNotes(source);
    const manifest = { at: at.toISOString(), kind, engine, keys, notes };
    writeFileSync(path.join(partial, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    for (const file of readdirSync(partial)) chmodSync(path.join(partial, file), 0o600);
    renameSync(partial, final);
    return { ...manifest, path: final, bytes: folderBytes(final) };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups of a kind in `backupDir`, oldest first, with their time. */
export function listBackups(backupDir: string, kind?: BackupKind): { path: string; at: Date }[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .map((name) => ({ name, match: backupName.exec(name) }))
    .filter(({ match }) => match && (!kind || match[1] === kind))
    .sort((a, b) => (a.match![2]! < b.match![2]! ? -1 : 1))
    .map(({ name, match }) => {
      const [date, time] = match![2]!.split("T") as [string, string];
      const [h, m, s, ms] = time.slice(0, -1).split("-");
      return { path: path.join(backupDir, name), at: new Date(`${date}T${h}:${m}:${s}.${ms}Z`) };
    });
}

/** A half-made folder this old was left by a backup that died (one under way is younger). */
const abandonedPartialMs = 24 * 60 * 60_000;

/**
 * Deletes all but the newest `keep` scheduled backups, and half-made folders left by a backup
 * that died; returns the backups deleted. A half-made folder younger than a day may be another
 * backup under way (`npm run db:backup` beside the schedule), so it is left alone.
 */
export function rotateBackups(backupDir: string, keep: number, now = Date.now()): string[] {
  const scheduled = listBackups(backupDir, "scheduled");
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep)).map((item) => item.path);
  const partial = existsSync(backupDir)
    ? readdirSync(backupDir)
        .filter((name) => name.startsWith(partialPrefix))
        .map((name) => path.join(backupDir, name))
        .filter((folder) => now - statSync(folder).mtimeMs > abandonedPartialMs)
    : [];
  for (const folder of [...old, ...partial]) rmSync(folder, { recursive: true, force: true });
  return old;
}

/** What the workspace shows: the last backup made, and the last that failed if it came after. */
export interface BackupStatus {
  lastMade?: { at: string; path: string; bytes: number; kind: BackupKind };
  lastFailed?: { at: string; error: string; kind: BackupKind };
}

export function readBackupStatus(backupDir: string): BackupStatus {
  try {
    return JSON.parse(readFileSync(path.join(backupDir, statusFile), "utf8")) as BackupStatus;
  } catch {
    return {};
  }
}

/** Notes a backup's outcome for the workspace (written whole, then renamed into place). */
export function recordBackupOutcome(
  backupDir: string,
  outcome: { made: Backup } | { failed: string; kind: BackupKind; at: Date },
): void {
  // A backup made clears the failures before it; a failure keeps the last backup made.
  const next: BackupStatus =
    "made" in outcome
      ? {
          lastMade: {
            at: outcome.made.at,
            path: outcome.made.path,
            bytes: outcome.made.bytes,
            kind: outcome.made.kind,
          },
        }
      : {
          ...readBackupStatus(backupDir),
          lastFailed: { at: outcome.at.toISOString(), error: outcome.failed, kind: outcome.kind },
        };
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, statusFile);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
