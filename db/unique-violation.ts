/**
 * True when a statement was refused by a unique index or primary key: SQLite (better-sqlite3)
 * says SQLITE_CONSTRAINT_UNIQUE or SQLITE_CONSTRAINT_PRIMARYKEY, PostgreSQL SQLSTATE 23505.
 * Saves that check for a duplicate before inserting catch this for the request that loses a
 * race between the check and the insert, and answer it as the check would have.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}
