import { createHash } from "node:crypto";
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type Database from "better-sqlite3";
import type { Kysely } from "kysely";
import type pg from "pg";
import { longestCounterSeconds } from "~/content/retention";
import { getDbHandle, type DbHandle } from "~db";
import type { Database as Schema } from "~db/schema";
import { logger } from "./logger.server";
import { rateLimitRefusals, type RateLimitRefusal } from "./rate-limit-refusals";

export interface LimitRule {
  /** Prefix of every key of this rule, e.g. "movement". */
  name: string;
  points: number;
  /** The window: a key's points come back this long after its first hit. */
  durationSeconds: number;
}

/**
 * Counters live in the site's own database (table rate_limits), so a limit holds across
 * restarts and across several app processes sharing one PostgreSQL.
 */
const limiters = new WeakMap<DbHandle, Map<string, RateLimiterAbstract>>();

export function limiterFor(rule: LimitRule): RateLimiterAbstract {
  // A counter's key is a visitor's IP address or e-mail address: the privacy policy says how
  // long one is kept, from the same constant.
  if (rule.durationSeconds > longestCounterSeconds)
    throw new Error(
      `The rate limit "${rule.name}" counts for ${rule.durationSeconds} s, longer than the ${longestCounterSeconds} s the privacy policy states.`,
    );
  const handle = getDbHandle();
  let byRule = limiters.get(handle);
  if (!byRule) limiters.set(handle, (byRule = new Map()));
  let limiter = byRule.get(rule.name);
  if (!limiter) {
    const options = {
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      tableName: "rate_limits",
      tableCreated: true,
      // Expired rows are deleted by countHit, one sweep for every rule, not a timer per limiter.
      clearExpiredByTimeout: false,
    };
    limiter =
      handle.engine === "sqlite"
        ? new RateLimiterSQLite({
            ...options,
            storeClient: handle.client as Database.Database,
            storeType: "better-sqlite3",
          })
        : new RateLimiterPostgres({ ...options, storeClient: handle.client as pg.Pool });
    byRule.set(rule.name, limiter);
  }
  return limiter;
}

/**
 * A counter's key as stored: the table's key holds 255 characters, so a long key (a valid
 * e-mail may have 254) is replaced by its SHA-256, which is just as unique.
 */
export function limitKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/** One point counted on a key, until it is given back. */
export interface Reservation {
  /** The key's points in its window, this one included. */
  points: number;
  msBeforeNext: number;
  /** Takes this point off again, in the window it was counted in only. */
  giveBack(): Promise<void>;
}

/**
 * Counts one point on `key` before the work it stands for is done, so that attempts in flight
 * see each other: rate-limiter-flexible's `penalty` is one upsert that returns the new count
 * (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING` on SQLite and on PostgreSQL), so no two
 * attempts, in any process, are given the same count.
 *
 * The library's `reward` cannot give the point back: it adds -1 to whatever window the key is
 * in by then, and after the window has ended it opens a new one at -1, a free attempt. So the
 * point is given back only while the key's window ends no later than the reservation's did: a
 * window started since (by an attempt after the old one ended) ends 15 minutes later and is left
 * alone.
 *
 * Writes through the limiter's client: on SQLite, call both inside `withWriteLock`.
 */
export async function reserve(limiter: RateLimiterAbstract, key: string): Promise<Reservation> {
  const res = await limiter.penalty(key, 1);
  const windowEnd = Date.now() + res.msBeforeNext;
  return {
    points: res.consumedPoints,
    msBeforeNext: res.msBeforeNext,
    giveBack: async () => {
      const handle = getDbHandle();
      const { sql, parameters } = handle.db
        .updateTable("rate_limits")
        .set((eb) => ({ points: eb("points", "-", 1) }))
        .where("key", "=", limiter.getKey(key))
        .where("expire", "<=", windowEnd)
        .compile();
      if (handle.engine === "sqlite")
        (handle.client as Database.Database).prepare(sql).run(...parameters);
      else await (handle.client as pg.Pool).query(sql, [...parameters]);
    },
  };
}

/**
 * rate-limiter-flexible leaves a counter's row in place when its window ends (the next hit on
 * the key starts it again), so rows of addresses and e-mails seen once would pile up for ever.
 * Every `sweepEveryHits` counted attempts, a process deletes the rows whose window has ended,
 * found through rate_limits_expire (migration 0007). An expired row counts as no row, so
 * deleting it changes no limit; the table holds at most the counters still running, plus
 * what the last hits added. Per process, per database.
 */
export const sweepEveryHits = 100;
const hitsSinceSweep = new WeakMap<DbHandle, number>();
let lastSweep: Promise<void> = Promise.resolve();

/**
 * Counts one attempt towards the next sweep of expired counters, and starts the sweep when it
 * is due. The sweep is not awaited: the caller counts inside the SQLite write lock (a count is
 * a write), and the sweep, a write too, waits for that lock; awaiting it there would wait on
 * itself until the lock's deadline.
 */
export function countHit(): void {
  const handle = getDbHandle();
  const hits = (hitsSinceSweep.get(handle) ?? 0) + 1;
  hitsSinceSweep.set(handle, hits % sweepEveryHits);
  if (hits < sweepEveryHits) return;
  lastSweep = sweepExpired(handle);
}

/**
 * Deletes the counters whose window has ended. Run every `sweepEveryHits` counted attempts, and
 * by each process's sweep every few minutes (server/outbox-rounds.ts), so that an idle site
 * forgets the addresses too.
 */
export async function deleteExpiredCounters(db: Kysely<Schema>, now = new Date()): Promise<void> {
  await db.deleteFrom("rate_limits").where("expire", "<", now.getTime()).execute();
}

async function sweepExpired(handle: DbHandle): Promise<void> {
  try {
    await deleteExpiredCounters(handle.db);
  } catch (error) {
    // The next sweep will find them: a form post is not refused for this.
    logger.warn({ err: error }, "could not delete expired rate-limit counters");
  }
}

/** The latest sweep, once it has run (for tests, which count the rows it leaves). */
export function sweepSettled(): Promise<void> {
  return lastSweep;
}

export type LimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Counts one attempt against each key; limited when any key has used up its points. */
export async function consumeLimits(
  rule: LimitRule,
  keys: readonly string[],
): Promise<LimitResult> {
  const limiter = limiterFor(rule);
  countHit();
  let waitMs = 0;
  for (const key of keys) {
    try {
      await limiter.consume(limitKey(key));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      waitMs = Math.max(waitMs, error.msBeforeNext);
    }
  }
  if (waitMs === 0) return { limited: false };
  // The keys (addresses, e-mails) stay out of the log; the rule says what was hit.
  logger.warn({ event: "rate_limited", rule: rule.name }, "rate limit reached");
  if (rateLimitRefusals.hasSubscribers) {
    rateLimitRefusals.publish({ rule: rule.name } satisfies RateLimitRefusal);
  }
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function tooManyAttemptsToast(retryAfterSeconds: number) {
  return {
    type: "error" as const,
    title: "Too many attempts",
    description: `Please wait ${retryAfterSeconds} seconds before submitting again.`,
  };
}
