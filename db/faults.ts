// What counts as "the database is unavailable": a fault of the database or of the way to it,
// which passes, as opposed to a mistake in a query. Pure: no I/O, so the same test holds for
// both engines' errors and for our own.
import { channel } from "node:diagnostics_channel";

/** How the database failed, as /healthz and the log name it. */
export type FaultKind =
  /** Another writer holds the lock for longer than a request waits (SQLite). */
  | "busy"
  /** The database or its file cannot be written: permissions, a read-only file system, a standby. */
  | "read-only"
  /** No space left on the disk, or a file size limit. */
  | "disk-full"
  /** The SQLite file was deleted or replaced while the server had it open. */
  | "file-missing"
  /** The database did not answer in time (a frozen server, a lost network). */
  | "timeout"
  /** The database cannot be reached, refused or dropped the connection, or is shutting down. */
  | "unreachable"
  /** The disk or the operating system failed a read or a write. */
  | "io";

/** A fault the database layer found itself (a lock held too long, a file gone, a timeout). */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  readonly kind: FaultKind;

  constructor(kind: FaultKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

// pg's own messages for a connection that is gone, timed out or closed; they carry no code.
const pgMessages: [RegExp, FaultKind][] = [
  [/^Query read timeout$/, "timeout"],
  [/^timeout exceeded when trying to connect$/, "timeout"],
  [/^Connection terminated due to connection timeout$/, "timeout"],
  [/^Connection terminated( unexpectedly)?$/, "unreachable"],
  [/^Client has encountered a connection error and is not queryable$/, "unreachable"],
  [/^Client was closed and is not queryable$/, "unreachable"],
  [/^Cannot use a pool after calling end on the pool$/, "unreachable"],
  // Kysely and better-sqlite3 once the database is closed (during a shutdown).
  [/^driver has already been destroyed$/, "unreachable"],
  [/^The database connection is not open$/, "unreachable"],
];

const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** The kind of fault of one error object, not looking at its causes. */
function ownKind(error: object): FaultKind | undefined {
  if (error instanceof DatabaseUnavailableError) return error.kind;
  const code = codeOf(error);
  if (code?.startsWith("SQLITE_")) {
    if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return "busy";
    if (code === "SQLITE_READONLY_DBMOVED") return "file-missing";
    if (code.startsWith("SQLITE_READONLY")) return "read-only";
    if (code === "SQLITE_FULL") return "disk-full";
    if (code.startsWith("SQLITE_CANTOPEN")) return "file-missing";
    if (code.startsWith("SQLITE_IOERR")) return "io";
    return undefined;
  }
  if (code && networkCodes.has(code)) return code === "ETIMEDOUT" ? "timeout" : "unreachable";
  // PostgreSQL's SQLSTATE codes: five characters, the first two the class.
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    if (code.startsWith("08")) return "unreachable"; // connection exception
    if (code === "53100") return "disk-full";
    if (code.startsWith("53")) return "unreachable"; // insufficient resources (connections, memory)
    if (/^57P0[1-3]$/.test(code)) return "unreachable"; // shutdown, crash, starting up
    if (code === "57014") return "timeout"; // statement_timeout
    if (code === "55P03") return "busy"; // lock_not_available
    if (code === "25006") return "read-only"; // a standby, or a read-only transaction
    if (code.startsWith("58")) return "io"; // system error
    return undefined;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string")
    return pgMessages.find(([pattern]) => pattern.test(message))?.[1];
  return undefined;
}

/**
 * Every error found to be a database fault, as `{ error, kind }` (`DatabaseFault`): the app asks
 * `faultKind` (or `isDatabaseUnavailable`) wherever it turns a fault into a 503 or a log line,
 * so this is where /metrics counts them (server/metrics.ts), once for each error however often
 * it is asked about. A channel by name, not an import: the React Router build and the server
 * each hold a copy of this module. Nothing is sent while nobody listens.
 */
export const databaseFaults = channel("staffing-spotlight:database-fault");
export interface DatabaseFault {
  error: object;
  kind: FaultKind;
}

function kindThrough(error: unknown, depth: number): FaultKind | undefined {
  if (typeof error !== "object" || error === null || depth > 5) return undefined;
  const kind = ownKind(error);
  if (kind) return kind;
  // Node reports a refused connection to each of a host's addresses as one AggregateError.
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const innerKind = kindThrough(inner, depth + 1);
      if (innerKind) return innerKind;
    }
  }
  return kindThrough((error as { cause?: unknown }).cause, depth + 1);
}

/** The kind of database fault behind `error` (through its causes), or undefined for any other error. */
export function faultKind(error: unknown): FaultKind | undefined {
  const kind = kindThrough(error, 0);
  if (kind && databaseFaults.hasSubscribers) {
    databaseFaults.publish({ error: error as object, kind } satisfies DatabaseFault);
  }
  return kind;
}

/** True when `error` means the database is unavailable (answer 503 and try again later), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return faultKind(error) !== undefined;
}

/** SQLite's answer when another connection holds the lock: worth waiting and trying again. */
export function isBusy(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = codeOf(error);
  return code !== undefined && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

// Close to SQLite's own busy handler (sqliteDefaultBusyCallback), but waited for on a timer
// instead of in a sleep that would stop the event loop.
const busyDelaysMs = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50];

/** How long to wait before the attempt after `failures` failed ones. */
export function busyDelay(failures: number): number {
  return busyDelaysMs[failures] ?? 100;
}
