import { chmodSync, existsSync, statSync } from "node:fs";
import SQLite from "better-sqlite3";
import {
  type CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import { prepareDataDir, rescuePath, writeMarker } from "./data-dir";
import { DatabaseUnavailableError } from "./faults";
import type { DbLog } from "./log";
import type { Database } from "./schema";
import { retryWhileBusy, WriteMutex } from "./write-lock";

/** How long a request waits for another writer to let go of the lock before it gives up (503). */
const lockWaitMs = 5_000;

function openConnection(file: string, readonly: boolean): SQLite.Database {
  // No busy timeout: SQLite would wait for a lock in a sleep that stops the event loop, and so
  // every request; a refused statement is retried on a timer instead (retryWhileBusy).
  const connection = new SQLite(file, { readonly, fileMustExist: true, timeout: 0 });
  if (!readonly) {
    // WAL lets readers and the writer proceed together. FULL syncs the log at each commit, so a
    // write answered with success survives a power loss too, not only a crash (decision 0013).
    connection.pragma("journal_mode = WAL");
    connection.pragma("synchronous = FULL");
    connection.pragma("foreign_keys = ON");
  }
  return connection;
}

function identityOf(file: string): { dev: number; ino: number } | undefined {
  try {
    const { dev, ino } = statSync(file);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

/** A write refused for a reason a new connection may not meet (the file was read-only at open). */
function needsNewConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" &&
    ((code.startsWith("SQLITE_READONLY") && code !== "SQLITE_READONLY_DBMOVED") ||
      code.startsWith("SQLITE_CANTOPEN"))
  );
}

/**
 * The SQLite file and its connections: one writer, its use in turn (WriteMutex), and one
 * read-only reader, so that pages which only read never wait for a write, ours or another
 * process's. Every write first checks that the file at the path is still the one open.
 */
class SqliteStore {
  readonly file: string;
  readonly reader: SQLite.Database;
  readonly mutex = new WriteMutex();
  #writer: SQLite.Database;
  #identity: { dev: number; ino: number };
  #reopen = false;
  #lost: DatabaseUnavailableError | undefined;

  constructor(
    readonly dataDir: string,
    private readonly log: DbLog,
  ) {
    this.file = prepareDataDir(dataDir);
    this.#writer = openConnection(this.file, false);
    this.reader = openConnection(this.file, true);
    this.#identity = identityOf(this.file) ?? { dev: -1, ino: -1 };
  }

  get writer(): SQLite.Database {
    return this.#writer;
  }

  /**
   * Throws when the file at the path is no longer the one open (deleted, or replaced): a write
   * would then be answered with success and go to a file nobody will open again. The first time,
   * logs it and saves a copy of the open database beside it.
   */
  assertFile(): void {
    if (this.#lost) throw this.#lost;
    const now = identityOf(this.file);
    if (now && now.dev === this.#identity.dev && now.ino === this.#identity.ino) return;
    this.#lost = new DatabaseUnavailableError(
      "file-missing",
      `the database file ${this.file} was ${now ? "replaced" : "deleted"} while the server had it open`,
    );
    this.log.error(
      { event: "database_file_lost", file: this.file, replaced: Boolean(now) },
      `the database file was ${now ? "replaced" : "deleted"} under the running server: writes are refused until it is restored and the server restarted`,
    );
    void this.#rescue();
    throw this.#lost;
  }

  async #rescue(): Promise<void> {
    const copy = rescuePath(this.dataDir);
    try {
      prepareFolder(this.dataDir);
      await this.reader.backup(copy);
      chmodSync(copy, 0o600);
      this.log.error(
        { event: "database_rescued", copy },
        "saved a copy of the database as it was when its file disappeared: stop the server and restore it (see docs/security.md)",
      );
    } catch (error) {
      this.log.error(
        { err: error, event: "database_rescue_failed", copy },
        "could not save a copy of the database whose file disappeared",
      );
    }
  }

  /** Waits for the writer (until the deadline at most); the caller then has it until release. */
  async acquireWriter(deadline: number): Promise<() => void> {
    const release = await this.mutex.lock(deadline);
    try {
      this.assertFile();
      if (this.#reopen) {
        const fresh = openConnection(this.file, false);
        this.#writer.close();
        this.#writer = fresh;
        this.#reopen = false;
      }
      return release;
    } catch (error) {
      release();
      throw error;
    }
  }

  /** Runs one step on the writer, which the caller holds, trying again while another process holds the lock. */
  async onWriter<T>(step: (writer: SQLite.Database) => T, deadline: number): Promise<T> {
    try {
      const result = await retryWhileBusy(() => step(this.#writer), deadline);
      this.assertFile();
      return result;
    } catch (error) {
      // A connection opened while the file was read-only stays read-only: open a new one next time.
      if (needsNewConnection(error)) this.#reopen = true;
      throw error;
    }
  }

  /** One write, with the writer taken and given back around it. */
  async write<T>(step: (writer: SQLite.Database) => T, deadline: number): Promise<T> {
    const release = await this.acquireWriter(deadline);
    try {
      return await this.onWriter(step, deadline);
    } finally {
      release();
    }
  }

  rollbackIfOpen(): void {
    if (this.#writer.open && this.#writer.inTransaction) this.#writer.exec("ROLLBACK");
  }

  close(): void {
    // The reader first: the last connection to close checkpoints and removes the write-ahead log.
    this.reader.close();
    if (this.#writer.open) this.#writer.close();
  }
}

function prepareFolder(dataDir: string): void {
  if (!existsSync(dataDir)) prepareDataDir(dataDir);
  else writeMarker(dataDir);
}

function execute(
  statement: SQLite.Statement,
  parameters: readonly unknown[],
): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: BigInt(changes),
    insertId: BigInt(lastInsertRowid),
    rows: [],
  };
}

/**
 * A Kysely connection that sends each statement where it belongs: one that only reads to the
 * reader, at once; one that writes, and every statement of a transaction, to the writer, in turn.
 * Transactions begin IMMEDIATE, so the lock is taken (and waited for) at the start, never midway.
 */
/**
 * Statements already known to write, by their SQL text: a write is sent to the writer at once,
 * without being prepared on the reader first only to learn again that it writes. Only a
 * successful preparation on the reader is remembered, so a statement prepared before the
 * migration that creates its table is tried again. Bounded: the site's queries are a few
 * hundred texts at most.
 */
const knownWrites = new Set<string>();

/**
 * Read statements already prepared, per reader connection and SQL text: preparing costs as much
 * as running a small query, and the site sends the same few hundred texts again and again.
 * Bounded; SQLite prepares a statement again by itself after a schema change.
 */
const preparedReads = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();
const maxPreparedReads = 500;

function prepareRead(reader: SQLite.Database, sql: string): SQLite.Statement {
  let statements = preparedReads.get(reader);
  if (!statements) preparedReads.set(reader, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) {
    statement = reader.prepare(sql);
    if (!statement.readonly || !statement.reader) return statement;
    if (statements.size >= maxPreparedReads) statements.clear();
    statements.set(sql, statement);
  }
  return statement;
}
const knownWritesLimit = 1000;

class RoutedConnection implements DatabaseConnection {
  #release: (() => void) | undefined;

  constructor(private readonly store: SqliteStore) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const deadline = Date.now() + lockWaitMs;
    if (this.#release) {
      return this.store.onWriter(
        (writer) => execute(writer.prepare(sql), parameters),
        deadline,
      ) as Promise<QueryResult<R>>;
    }
    let statement: SQLite.Statement | undefined;
    if (!knownWrites.has(sql)) {
      try {
        statement = await retryWhileBusy(() => prepareRead(this.store.reader, sql), deadline);
      } catch {
        // Not a statement the reader can prepare (it writes a table of the writer's only):
        // the writer prepares it, or says why not.
      }
      // Both tests: SQLite counts a write to a virtual table (the search index) as read-only.
      if (statement?.readonly && statement.reader) {
        const reading = statement;
        return retryWhileBusy(() => execute(reading, parameters), deadline) as Promise<
          QueryResult<R>
        >;
      }
      if (statement && knownWrites.size < knownWritesLimit) knownWrites.add(sql);
    }
    return this.store.write(
      (writer) => execute(writer.prepare(sql), parameters),
      deadline,
    ) as Promise<QueryResult<R>>;
  }

  streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error("the site streams no query");
  }

  async begin(): Promise<void> {
    const deadline = Date.now() + lockWaitMs;
    const release = await this.store.acquireWriter(deadline);
    try {
      await this.store.onWriter((writer) => writer.exec("BEGIN IMMEDIATE"), deadline);
    } catch (error) {
      release();
      throw error;
    }
    this.#release = release;
  }

  async commit(): Promise<void> {
    await this.store.onWriter((writer) => writer.exec("COMMIT"), Date.now() + lockWaitMs);
    this.release();
  }

  async rollback(): Promise<void> {
    try {
      this.store.rollbackIfOpen();
    } finally {
      this.release();
    }
  }

  release(): void {
    const release = this.#release;
    this.#release = undefined;
    if (!release) return;
    try {
      this.store.rollbackIfOpen();
    } finally {
      release();
    }
  }
}

class RoutedDriver implements Driver {
  constructor(private readonly store: SqliteStore) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.store);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).commit();
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).rollback();
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).release();
  }
  async destroy(): Promise<void> {
    this.store.close();
  }
}

class RoutedSqliteDialect implements Dialect {
  constructor(private readonly store: SqliteStore) {}
  createDriver() {
    return new RoutedDriver(this.store);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** The writer as it is now: the rate limiter keeps its client, and the writer may be reopened. */
function currentWriter(store: SqliteStore): SQLite.Database {
  return new Proxy({} as SQLite.Database, {
    get(_target, property) {
      const writer = store.writer;
      const value: unknown = Reflect.get(writer, property, writer);
      return typeof value === "function" ? value.bind(writer) : value;
    },
  });
}

export function openSqlite(dataDir: string, log: DbLog) {
  const store = new SqliteStore(dataDir, log);
  const db = new Kysely<Database>({ dialect: new RoutedSqliteDialect(store) });
  return {
    db,
    client: currentWriter(store),
    close: () => db.destroy(),
    /**
     * Runs `work` in one IMMEDIATE transaction on the writer, so that what a library writes
     * through `client` waits for the lock on a timer, not in a sleep. `work` must not write
     * through `db` (that would wait for the writer it holds).
     */
    async withWriteLock<T>(work: () => Promise<T>): Promise<T> {
      const deadline = Date.now() + lockWaitMs;
      const release = await store.acquireWriter(deadline);
      try {
        await store.onWriter((writer) => writer.exec("BEGIN IMMEDIATE"), deadline);
        const result = await work();
        await store.onWriter((writer) => writer.exec("COMMIT"), deadline);
        return result;
      } finally {
        try {
          store.rollbackIfOpen();
        } finally {
          release();
        }
      }
    },
    async probe(timeoutMs: number): Promise<void> {
      await store.write(
        (writer) =>
          writer
            .prepare(
              "insert into health_probe (id, checked_at) values (1, ?) on conflict (id) do update set checked_at = excluded.checked_at",
            )
            .run(new Date().toISOString()),
        Date.now() + timeoutMs,
      );
    },
  };
}
