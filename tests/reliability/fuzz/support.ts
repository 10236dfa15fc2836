/**
 * Property-based fuzzing of every form action and of every loader that reads the URL (issue 7):
 * random and hostile input never gets a 5xx answer, and never stores a row from invalid input.
 * One test file per route (or group of routes) in this folder; what they share is here:
 *
 *   support.ts      each file's database (on SQLite and on PostgreSQL), the rows seeded in it,
 *                   the row counts of every content table, and the number of runs per property
 *   requests.ts     forms as a browser or a bot sends them, and the route's answer
 *   arbitraries.ts  hostile text, mostly valid forms and their mutations
 *   oracle.ts       the spec's rules, written independently of the app's schemas
 *
 * Each property builds a real request, lets the route handle it on a real database (SQLite and
 * PostgreSQL), and judges the answer with an oracle written from the spec's rules. The oracle
 * reads the form as the server receives it (after the transport's own encoding, which turns a
 * lone surrogate into U+FFFD, for one) and says whether it is valid, invalid, or something the
 * spec does not decide; the row counts of every content table before and after say what was
 * stored. Rate-limit counters are cleared before each run, so a valid input must be accepted.
 */
import { sql, type Kysely } from "kysely";
import { signInFully } from "../../support/moderator";
import { afterAll, beforeAll } from "vitest";
import type { DbHandle, Engine } from "../../../db";
import type { Database } from "../../../db/schema";
import { createModerator } from "~/features/moderation/auth.server";
import type { RouteHandler, RouteOptions } from "../../support/route";
import { openTestDb } from "../../support/test-db";
import { answerOf, type Answer } from "./requests";

/** FUZZ_SCALE=20 runs every property twenty times longer, for a deeper search by hand. */
const scale = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
export const runs = (count: number) => ({ numRuns: count * scale });
export const fuzzTimeout = 60_000 * scale;

// ---------------------------------------------------------------------------------------------
// What was stored
// ---------------------------------------------------------------------------------------------

const countedTables = [
  "movement_submissions",
  "movement_tags",
  "movement_person_links",
  "movement_corrections",
  "companies",
  "company_reviews",
  "company_claims",
  "review_replies",
  "review_flags",
  "profile_proposals",
  "contact_messages",
  "assessment_attempts",
  "assessment_completions",
  "assessment_code_failures",
  "certificate_downloads",
  "moderators",
  "moderator_sessions",
  "audit_log",
] as const;
export type CountedTable = (typeof countedTables)[number];
export type Counts = Record<CountedTable, number>;

async function rowCounts(db: Kysely<Database>): Promise<Counts> {
  const columns = countedTables.map((table) => `(select count(*) from ${table}) as ${table}`);
  const { rows } = await sql<Record<CountedTable, string | number>>`select ${sql.raw(
    columns.join(", "),
  )}`.execute(db);
  return Object.fromEntries(
    countedTables.map((table) => [table, Number(rows[0]?.[table])]),
  ) as Counts;
}

/** Rows added (or removed) per table; empty when nothing changed. */
function changedRows(before: Counts, after: Counts): Partial<Counts> {
  const changed: Partial<Counts> = {};
  for (const table of countedTables)
    if (after[table] !== before[table]) changed[table] = after[table] - before[table];
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Each test file's database
// ---------------------------------------------------------------------------------------------

export const moderatorEmail = "fuzz-mod@example.com";
export const moderatorPassword = "a long fuzzing passphrase";
export const certificateReference = "SS-2026-01-FUZZ-ABCDEF";

interface FuzzDatabase {
  readonly db: Kysely<Database>;
  /** The signed-in moderator's session cookie ("ss_session=..."). */
  readonly moderatorCookie: string;
  /** An approved company, and one still waiting for a moderator. */
  readonly listedCompanyId: number;
  readonly pendingCompanyId: number;
  /** An approved movement (tagged "Promotion"), and a pending one. */
  readonly publishedMovementId: number;
  readonly hiddenMovementId: number;
  /** A new client address per run, so no two runs share a rate-limit bucket. */
  nextIp(): string;
  /** Limits are checked by the integration tests; here a valid input must always be taken. */
  clearLimits(): Promise<unknown>;
  /** Runs a loader or action (see answerOf), and says which tables gained or lost rows. */
  measured(
    handler: RouteHandler,
    request: Request,
    options?: RouteOptions,
  ): Promise<{ answer: Answer; changed: Partial<Counts> }>;
}

/**
 * A fresh, migrated database of the engine for the test file's properties, opened before its
 * tests (beforeAll) and closed after them (afterAll), with a signed-in moderator, a listed and
 * a pending company, a published and a hidden movement, and a certificate (certificateReference).
 * Call it inside describe.each(engines); read the ids through the object it returns once the
 * tests run.
 */
export function useFuzzDatabase(engine: Engine): FuzzDatabase {
  let handle: DbHandle;
  let db: Kysely<Database>;
  let runCount = 0;
  let moderatorCookie = "";
  let listedCompanyId = 0;
  let pendingCompanyId = 0;
  let publishedMovementId = 0;
  let hiddenMovementId = 0;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    db = handle.db;
    await createModerator(moderatorEmail, moderatorPassword);
    const signedIn = await signInFully(moderatorEmail, moderatorPassword, "198.51.100.200");
    if (!signedIn.ok) throw new Error(signedIn.message);
    moderatorCookie = signedIn.setCookie.split(";")[0] ?? "";
    const now = new Date().toISOString();
    listedCompanyId = (
      await db
        .insertInto("companies")
        .values({ created_at: now, name: "Fuzzed Co", name_key: "fuzzedco", status: "approved" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    pendingCompanyId = (
      await db
        .insertInto("companies")
        .values({ created_at: now, name: "Waiting Co", name_key: "waitingco" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const movement = (status: "approved" | "pending") =>
      db
        .insertInto("movement_submissions")
        .values({
          created_at: now,
          status,
          name: "Published Person",
          new_role: "Recruiter",
          company: "Fuzzed Co",
          description: "Moved <on> & up.",
          previous_role: null,
          previous_company: null,
          location: null,
          submitter_name: null,
          submitter_email: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    publishedMovementId = (await movement("approved")).id;
    hiddenMovementId = (await movement("pending")).id;
    await db
      .insertInto("movement_tags")
      .values({ movement_id: publishedMovementId, tag: "Promotion" })
      .execute();
    await db
      .insertInto("assessment_completions")
      .values({
        created_at: now,
        attempt_id: null,
        full_name: "Fuzz Holder",
        email: "holder@example.com",
        company_name: "Fuzzed Co",
        designation: "Recruiter",
        score: 88,
        total_questions: 25,
        certificate_type: "premium",
        section2_q1: "x",
        section2_q2: "x",
        section2_q3: "x",
        section2_q7_positions: "x",
        section2_q8_geographies: "x",
        passed: 1,
        reference: certificateReference,
      })
      .execute();
  });
  afterAll(() => handle.close());

  return {
    get db() {
      return db;
    },
    get moderatorCookie() {
      return moderatorCookie;
    },
    get listedCompanyId() {
      return listedCompanyId;
    },
    get pendingCompanyId() {
      return pendingCompanyId;
    },
    get publishedMovementId() {
      return publishedMovementId;
    },
    get hiddenMovementId() {
      return hiddenMovementId;
    },
    nextIp: () => {
      runCount += 1;
      return `198.18.${Math.floor(runCount / 250) % 250}.${(runCount % 250) + 1}`;
    },
    clearLimits: () => db.deleteFrom("rate_limits").execute(),
    async measured(handler, request, options) {
      const before = await rowCounts(db);
      const answer = await answerOf(handler, request, options);
      return { answer, changed: changedRows(before, await rowCounts(db)) };
    },
  };
}
