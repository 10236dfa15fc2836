import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const databaseFileName = "app.db";
/** Written beside the first database: its absence later means a loss, not a first start. */
export const markerFileName = ".initialized";
const rescuePrefix = `${databaseFileName}.rescued-`;

/** A data folder the server must not start on; the message says what to do. */
export class DataDirError extends Error {
  override name = "DataDirError";
}

/** Gives an existing file or folder of ours the mode, if it has a looser one. Best effort. */
function ownerOnly(target: string, mode: number): void {
  try {
    const stats = statSync(target);
    if (stats.uid === process.getuid?.() && (stats.mode & 0o777) !== mode) chmodSync(target, mode);
  } catch {
    // Missing, or not ours to change (an immutable file): the server runs as it can.
  }
}

/** Copies of a deleted database that the server saved, oldest first. */
export function rescuedCopies(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir)
    .filter((name) => name.startsWith(rescuePrefix))
    .sort()
    .map((name) => path.join(dataDir, name));
}

/** A time in a file's name: "2026-11-29T09-40-00-000Z" (no ":" or "."). */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, "-");
}

/** Where to save a copy of a database deleted under the running server. */
export function rescuePath(dataDir: string, now = new Date()): string {
  return path.join(dataDir, `${rescuePrefix}${fileStamp(now)}`);
}

export function missingDatabaseMessage(dataDir: string): string {
  const file = path.join(dataDir, databaseFileName);
  const marker = path.join(dataDir, markerFileName);
  const rescued = rescuedCopies(dataDir);
  return [
    `The database file ${file} is missing, but ${marker} shows that this folder held the site's data before.`,
    "The server does not start on an empty database in its place.",
    rescued.length
      ? `Restore app.db from a backup (npm run db:restore -- --force BACKUP_FOLDER), or continue from the copy the server saved when the file disappeared: rm -f ${file}-wal ${file}-shm && mv ${rescued.at(-1)} ${file}`
      : "Restore app.db from a backup: npm run db:restore -- --force BACKUP_FOLDER (the folder npm run db:backup made).",
    `To start afresh on purpose (all submissions, reviews and moderators gone), delete ${marker}.`,
  ].join("\n");
}

/** Marks `dataDir` as holding the site's data, once. */
export function writeMarker(dataDir: string): void {
  const marker = path.join(dataDir, markerFileName);
  if (existsSync(marker)) return;
  writeFileSync(
    marker,
    `This folder holds the site's SQLite database (${databaseFileName}), first opened ${new Date().toISOString()}.\n` +
      `While this file exists, the server refuses to start without ${databaseFileName} rather than create an empty one.\n` +
      `To start afresh on purpose, stop the server and delete ${databaseFileName} (with its -wal and -shm files) and this file.\n`,
    { mode: 0o600 },
  );
}

/**
 * Readies `dataDir` for the SQLite database and returns the database file's path: the folder
 * readable by its owner only (0700), the file (and the write-ahead log and shared memory files
 * SQLite makes with the same mode) 0600, since they hold password hashes and e-mail addresses.
 * Refuses to go on when the marker says a database existed here and the file is gone.
 */
export function prepareDataDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  ownerOnly(dataDir, 0o700);
  const file = path.join(dataDir, databaseFileName);
  const marker = path.join(dataDir, markerFileName);
  if (existsSync(marker) && !existsSync(file)) {
    throw new DataDirError(missingDatabaseMessage(dataDir));
  }
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const name of [file, `${file}-wal`, `${file}-shm`]) ownerOnly(name, 0o600);
  writeMarker(dataDir);
  return file;
}
