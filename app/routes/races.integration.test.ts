import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { completeAttempt } from "~/features/assessment/assessment.server";
import { startVerified } from "../../tests/support/assessment-code";
import { confirmationTokens, confirmByToken } from "../../tests/support/review-confirmation";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as assessmentAction, loader as assessmentLoader } from "./assessment";
import { action as reviewAction } from "./company";
import { action as companyAction } from "./submit-company";

// Concurrent duplicate posts (issue 13): posts that all pass a save's check for a duplicate
// before any of them has stored. The unique indexes of migration 0007 (and 0004, narrowed to confirmed reviews by 0011) store one;
// every other post gets the answer the check gives a duplicate, never a 5xx.

type FormAnswer = {
  errors: Record<string, string>;
  conflict?: { kind: string; href?: string };
};

/** Posts the same form from `count` visitors at once (each with an address of its own). */
function together<T>(count: number, post: (address: string) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => post(`198.51.100.${100 + i}`)));
}

describe.each(engines)("concurrent duplicate posts on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
    // Every connection of the PostgreSQL pool open beforehand, so that no post waits for one
    // to be made while the others run ahead.
    if (engine === "postgres")
      await Promise.all(
        Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(handle.db)),
      );
  });
  afterAll(() => handle.close());

  it("stores one of 8 identical companies; the other 7 are told it is waiting for review", async () => {
    const answers = await together(8, (clientIp) =>
      callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", { name: "Racing Staffing", industry: "IT" }),
        { clientIp },
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      302, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.data?.errors.name).toBe(
        "This company has already been submitted and is waiting for review.",
      );
      expect(answer.data?.conflict).toEqual({ kind: "company-pending" });
    }
    const rows = await handle.db
      .selectFrom("companies")
      .select("id")
      .where("name_key", "=", "racingstaffing")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("confirms one of 3 identical reviews (the most one e-mail may send) when their links are used at once; the others are told so", async () => {
    const { id } = await handle.db
      .insertInto("companies")
      .values({
        name: "Raced Co",
        name_key: "racedco",
        status: "approved",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answers = await together(3, (clientIp) =>
      callRoute<FormAnswer>(
        reviewAction,
        formRequest(`/company/${id}`, {
          relationship: "client",
          rating: "4",
          title: "Quick and fair",
          body: "They filled our role within two weeks.",
          reviewerEmail: "twice@example.com",
        }),
        { params: { id: String(id) }, clientIp },
      ),
    );
    // Unconfirmed reviews may wait side by side: each has its own link.
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
    const tokens = await confirmationTokens(handle.db, "twice@example.com");
    expect(tokens).toHaveLength(3);
    const confirmations = await Promise.all(tokens.map((token) => confirmByToken(token)));
    expect(confirmations.map((answer) => answer.data?.state).sort()).toEqual([
      "already-reviewed",
      "already-reviewed",
      "confirmed",
    ]);
    const confirmed = await handle.db
      .selectFrom("company_reviews")
      .select("id")
      .where("company_id", "=", id)
      .where("confirmed_at", "is not", null)
      .execute();
    expect(confirmed).toHaveLength(1);
  });

  it("completes an attempt once when its last step is posted 4 times at once; each post leads to that result", async () => {
    const cookie = await startVerified(handle.db, {
      name: "Double Clicker",
      email: "double@example.com",
      company: "Quillmark",
      designation: "Recruiter",
    });
    await handle.db
      .updateTable("assessment_attempts")
      .set({ questions_closed_at: new Date().toISOString() })
      .where("email", "=", "double@example.com")
      .execute();
    const text = "A considered answer of more than twenty characters.";
    const answers = await together(4, (clientIp) => {
      const request = formRequest("/assessment", {
        intent: "section2",
        scenario1: text,
        scenario2: text,
        scenario3: text,
        positions: text,
        geographies: text,
      });
      request.headers.set("Cookie", cookie);
      return callRoute(assessmentAction, request, { clientIp });
    });
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      // The post that stored goes on to the results' short pause (?done=1); the others too,
      // unless the attempt was complete before they read it.
      expect(answer.location).toMatch(/^\/assessment(\?done=1)?$/);
    }
    const attempt = await handle.db
      .selectFrom("assessment_attempts")
      .select(["id", "completion_id"])
      .where("email", "=", "double@example.com")
      .executeTakeFirstOrThrow();
    const completions = await handle.db
      .selectFrom("assessment_completions")
      .select("id")
      .where("attempt_id", "=", attempt.id)
      .execute();
    expect(completions).toEqual([{ id: attempt.completion_id }]);
    const shown = (await assessmentLoader(
      routeArgs(new Request("http://localhost/assessment", { headers: { Cookie: cookie } })),
    )) as { step: string };
    expect(shown.step).toBe("results");
  });
  it("finishing one attempt twice, both having read it before either stored, stores one completion and answers both with it", async () => {
    const { id } = await handle.db
      .insertInto("assessment_attempts")
      .values({
        created_at: new Date().toISOString(),
        token: "stale-attempt-token",
        full_name: "Stale Reader",
        email: "stale@example.com",
        company_name: "Quillmark",
        designation: "Recruiter",
        question_ids: "[]",
        deadline_at: new Date(Date.now() + 60_000).toISOString(),
        questions_closed_at: new Date().toISOString(),
        scenario_ids: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attempt = await handle.db
      .selectFrom("assessment_attempts")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const text = "A considered answer of more than twenty characters.";
    const answers = { scenarios: [text, text, text], positions: text, geographies: text } as const;
    const [first, second] = await Promise.all([
      completeAttempt(attempt, { ...answers, scenarios: [...answers.scenarios] }),
      completeAttempt(attempt, { ...answers, scenarios: [...answers.scenarios] }),
    ]);
    expect(second).toBe(first);
    const rows = await handle.db
      .selectFrom("assessment_completions")
      .select("id")
      .where("attempt_id", "=", id)
      .execute();
    expect(rows).toEqual([{ id: first }]);
  });
});
