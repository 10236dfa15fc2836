import { createRequire } from "node:module";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import type pg from "pg";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./faults";
import type { DbLog } from "./log";
import type { Database } from "./schema";

/**
 * Limits that turn a database that is away, or frozen, into an error within seconds, instead of
 * requests that wait as long as the fault lasts. A statement is cancelled by the server after 5 s;
 * a reply that does not come at all (a frozen server, a lost network) is given up 1 s later.
 */
export const poolLimits = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  idle_in_transaction_session_timeout: 10_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

/**
 * What to log of a connection's error: pg hangs the client on it (`error.client`), whose
 * connection parameters hold the password of a DATABASE_URL that has one.
 */
function summary(error: Error): { message: string; code?: string } {
  const code = (error as { code?: unknown }).code;
  return { message: error.message, ...(typeof code === "string" ? { code } : {}) };
}

/**
 * The pool as Kysely sees it: a client in use whose connection drops reports it here instead of
 * as an unhandled 'error' event (which would end the process), and goes back to the pool marked
 * as broken, so that the pool opens a new connection instead of lending it again.
 */
function guardedPool(pool: pg.Pool, log: DbLog): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        log.warn(
          { event: "database_connection_lost", error: summary(error) },
          "a database connection in use was lost",
        );
      };
      client.on("error", onError);
      const query = async (sql: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sql, [...parameters]);
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken ??= error as Error;
          throw error;
        }
      };
      return {
        // The cursor form of query is for streaming, which needs a cursor class Kysely is not given.
        query: query as unknown as PostgresPoolClient["query"],
        release() {
          client.removeListener("error", onError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
  };
}

/**
 * The pg driver, loaded when PostgreSQL is opened: it takes about 15 MB of memory, which a
 * process on SQLite (the default) never needs (issue 35). pg is a CommonJS package, so it is
 * required, synchronously, and openDb stays synchronous; Node keeps the one copy it loads.
 */
function pgDriver(): typeof pg {
  try {
    return createRequire(import.meta.url)("pg") as typeof pg;
  } catch (error) {
    throw new Error("The PostgreSQL driver (pg) could not be loaded", { cause: error });
  }
}

export function openPostgres(connectionString: string, log: DbLog) {
  const pool = new (pgDriver().Pool)({ connectionString, ...poolLimits });
  // An idle connection that drops (a restart, a failover, pg_terminate_backend) is removed by
  // the pool, which opens a new one when next needed; without a listener, it would end the process.
  pool.on("error", (error) =>
    log.warn(
      { event: "database_connection_lost", error: summary(error) },
      "an idle database connection was lost",
    ),
  );
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: guardedPool(pool, log) }),
  });
  return {
    db,
    client: pool,
    close: () => db.destroy(),
    // Each statement commits on its own: nothing to hold.
    withWriteLock: <T>(work: () => Promise<T>): Promise<T> => work(),
    async probe(timeoutMs: number): Promise<void> {
      const write = pool.query({
        text: "insert into health_probe (id, checked_at) values (1, $1) on conflict (id) do update set checked_at = excluded.checked_at",
        values: [new Date().toISOString()],
        query_timeout: timeoutMs,
      } as pg.QueryConfig);
      let timer: NodeJS.Timeout | undefined;
      // Waiting for a connection has its own, longer limit: the probe does not wait for it.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new DatabaseUnavailableError("timeout", "the database did not answer in time")),
          timeoutMs,
        );
      });
      write.catch(() => {});
      try {
        await Promise.race([write, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
