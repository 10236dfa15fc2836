/**
 * Where the database layer reports what it meets (a lost connection, a deleted file). The server
 * passes its logger; db/ may not import app/.
 */
export interface DbLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** For scripts and tests that pass no logger. */
export const consoleLog: DbLog = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};
