import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~db";
import { recordConfirmed, type Exposure } from "~db/question-exposure";
import type { Database } from "~db/schema";
import * as questionExposure from "../../../db/migrations/0023_question_exposure";
import { exposureDecay } from "~db/question-exposure";
import {
  enterLatestCode,
  startUnverified,
  startVerified,
} from "../../../tests/support/assessment-code";
import { engines, openTestDb } from "../../../tests/support/test-db";
import { assessmentQuestions } from "~/content/assessment";

// Issue 26, item 5: the draw's exposure counts confirmed attempts only. Unconfirmed starts need
// no inbox, so a harvester could make hundreds to push the questions they know back into the
// draw; they must leave it exactly as it was.

const bankIds = assessmentQuestions.map((question) => question.id);
let visitor = 0;
const details = () => {
  visitor += 1;
  return {
    name: "Jane Doe",
    email: `exposure-${visitor}@example.com`,
    company: "Quillmark",
    designation: "Recruiter",
  };
};

async function stored(db: Kysely<Database>): Promise<Map<string, Exposure>> {
  const rows = await db
    .selectFrom("question_exposure")
    .select(["question_id", "shown", "attempts"])
    .execute();
  return new Map(
    rows.map(({ question_id, shown, attempts }) => [question_id, { shown, attempts }]),
  );
}

function expectClose(actual: Map<string, Exposure>, expected: Map<string, Exposure>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [id, value] of expected) {
    expect(actual.get(id)?.shown).toBeCloseTo(value.shown, 9);
    expect(actual.get(id)?.attempts).toBeCloseTo(value.attempts, 9);
  }
}

/** The question ids of the last attempt started for `email`. */
async function askedOf(db: Kysely<Database>, email: string): Promise<string[]> {
  const row = await db
    .selectFrom("assessment_attempts")
    .select("question_ids")
    .where("email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return JSON.parse(row.question_ids) as string[];
}

describe.each(engines)("the draw's exposure on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  it("is left exactly as it was by unconfirmed starts, and counts each confirmed one", async () => {
    const db = handle.db;
    for (let i = 0; i < 4; i++) await startUnverified(details());
    expect(await stored(db)).toEqual(new Map());

    const expected = new Map<string, Exposure>();
    for (let round = 0; round < 2; round++) {
      const candidate = details();
      await startVerified(db, candidate);
      recordConfirmed(expected, await askedOf(db, candidate.email), bankIds);
      expectClose(await stored(db), expected);
      const before = await stored(db);
      for (let i = 0; i < 3; i++) await startUnverified(details());
      expect(await stored(db)).toEqual(before);
    }
    // Every question of the bank joined with the first confirmation; 25 were asked.
    const first = [...(await stored(db)).values()];
    expect(first).toHaveLength(bankIds.length);
    expect(first.filter((value) => value.shown > 0).length).toBeGreaterThanOrEqual(25);
  });

  it("counts two confirmations made at once, both of them", async () => {
    const db = handle.db;
    const before = await stored(db);
    const candidates = [details(), details()];
    const cookies: string[] = [];
    for (const candidate of candidates) cookies.push(await startUnverified(candidate));
    const entered = await Promise.all(
      candidates.map((candidate, i) => enterLatestCode(db, candidate.email, cookies[i] ?? "")),
    );
    expect(entered.map((result) => result.location)).toEqual(["/assessment", "/assessment"]);
    const after = await stored(db);
    const total = (exposure: Map<string, Exposure>, key: keyof Exposure) =>
      [...exposure.values()].reduce((sum, value) => sum + value[key], 0);
    // Whichever came first, each question's attempts and the bank's shown grew by two steps.
    for (const [id, value] of after)
      expect(value.attempts).toBeCloseTo(
        (before.get(id)?.attempts ?? 0) * exposureDecay ** 2 + exposureDecay + 1,
        9,
      );
    expect(total(after, "shown")).toBeCloseTo(
      total(before, "shown") * exposureDecay ** 2 + 25 * exposureDecay + 25,
      9,
    );
  });

  it("migration 0023 fills it from the confirmed attempts stored, in the order they were confirmed", async () => {
    const db = handle.db;
    await questionExposure.down(db as unknown as Kysely<unknown>);
    await db.deleteFrom("assessment_attempts").execute();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 0, minute)).toISOString();
    const module = (from: number) => bankIds.slice(from, from + 25);
    // Inserted out of the order they were confirmed in; one never confirmed; one unreadable.
    const attempts = [
      { ids: module(0), verified: 3 },
      { ids: module(10), verified: 1 },
      { ids: module(100), verified: null },
      { ids: module(20), verified: 2 },
      { ids: module(50), verified: 4, json: "not json" },
    ];
    for (const [i, attempt] of attempts.entries())
      await db
        .insertInto("assessment_attempts")
        .values({
          created_at: at(0),
          token: `migrated-${i}`,
          full_name: "Early Candidate",
          email: `migrated-${i}@example.com`,
          company_name: "Quillmark",
          designation: "Recruiter",
          question_ids: attempt.json ?? JSON.stringify(attempt.ids),
          deadline_at: at(30),
          scenario_ids: "[]",
          verified_at: attempt.verified === null ? null : at(attempt.verified),
        })
        .execute();
    await questionExposure.up(db as unknown as Kysely<unknown>);

    const expected = new Map<string, Exposure>();
    for (const ids of [module(10), module(20), module(0), []]) recordConfirmed(expected, ids);
    expectClose(await stored(db), expected);
    // The never-confirmed attempt's own questions are not there.
    expect((await stored(db)).has(bankIds[120] ?? "")).toBe(false);
  });
});
