import { sql, type Kysely } from "kysely";
import { signInFully } from "../../tests/support/moderator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import * as reviewRelationships from "../../db/migrations/0018_review_relationships";
import { createModerator } from "~/features/moderation/auth.server";
import { reviewsWithStatus } from "~/features/moderation/queues.server";
import { confirmReviewsOf } from "../../tests/support/review-confirmation";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { action as companyAction, loader as companyLoader } from "./company";
import { loader as companiesLoader } from "./companies";

// Issue 18, item 4 (decision 0024): a review says how its author knows the company. The answer
// is required, a competitor is refused, the answer is stored, shown to moderators and on the
// profile (which filters by it); current employees' reviews are left out of the average and
// the count beside it; reviews from before the question count as they always did.

type ReviewAnswer = {
  errors: Record<string, string>;
  values: Record<string, string>;
  toast?: { title: string };
};

const required = "Please tell us how you know this company";
const competitor =
  "Reviews by people who work for a competing staffing firm are not accepted: a competitor's rating is not an independent opinion.";

describe.each(engines)("review relationships on %s", (engine) => {
  let handle: DbHandle;
  let cookie = "";
  let ip = 0;
  let companyId = 0;

  const newCompany = async (name: string) =>
    (
      await handle.db
        .insertInto("companies")
        .values({
          name,
          name_key: name.toLowerCase().replace(/\s+/g, ""),
          status: "approved",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const post = (company: number, fields: Record<string, string>) =>
    callRoute<ReviewAnswer>(companyAction, formRequest(`/company/${company}`, fields), {
      params: { id: String(company) },
      clientIp: `198.51.104.${(ip += 1)}`,
    });
  const review = (email: string, relationship: string, rating: number) => ({
    relationship,
    rating: String(rating),
    title: `A ${relationship} view`,
    body: "Specific, fair and about this company only.",
    reviewerName: "Lee",
    reviewerEmail: email,
  });
  const idOf = async (email: string) =>
    (
      await handle.db
        .selectFrom("company_reviews")
        .select("id")
        .where("reviewer_email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;
  const decide = async (id: number, decision: "approve" | "remove") => {
    const request = formRequest("/admin", {
      intent: "decide",
      subject: "review",
      id: String(id),
      decision,
      ...(decision === "remove" ? { reason: "Removal requested", confirmed: "yes" } : {}),
    });
    request.headers.set("Cookie", cookie);
    expect((await callRoute(adminAction, request)).status).toBe(302);
  };
  /** Posts, confirms and approves a review. */
  const publish = async (company: number, email: string, relationship: string, rating: number) => {
    expect((await post(company, review(email, relationship, rating))).status).toBe(302);
    await confirmReviewsOf(handle.db, email);
    await decide(await idOf(email), "approve");
  };
  const profile = (company: number, query = "") =>
    companyLoader(routeArgs(`/company/${company}${query}`, { params: { id: String(company) } }));
  const figures = async (company: number) =>
    handle.db
      .selectFrom("companies")
      .select(["average_rating", "review_count"])
      .where("id", "=", company)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    handle = await openTestDb(engine);
    companyId = await newCompany("Relations Staffing");
    await createModerator("rel-mod@example.com", "a long moderator passphrase");
    const signedIn = await signInFully(
      "rel-mod@example.com",
      "a long moderator passphrase",
      "198.51.100.9",
    );
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = signedIn.setCookie.split(";")[0] ?? "";
  });
  afterAll(() => handle.close());

  it("requires the relationship and refuses a competitor, keeping every value", async () => {
    const without: Record<string, string> = review("none@example.com", "client", 4);
    delete without.relationship;
    for (const [fields, message] of [
      [without, required],
      [review("none@example.com", "", 4), required],
      [review("none@example.com", "owner", 4), required],
      [review("rival@example.com", "competitor", 1), competitor],
    ] as const) {
      const answer = await post(companyId, fields);
      expect(answer.status).toBe(400);
      expect(answer.data?.errors.relationship).toBe(message);
      expect(answer.data?.values).toEqual(fields);
      expect(answer.data?.toast?.title).toBe("Validation Error");
    }
    const stored = await handle.db
      .selectFrom("company_reviews")
      .select("id")
      .where("reviewer_email", "in", ["none@example.com", "rival@example.com"])
      .execute();
    expect(stored).toEqual([]);
  });

  it("stores the relationship, shows it to moderators and on the published review", async () => {
    const email = "former@example.com";
    expect((await post(companyId, review(email, "former_employee", 2))).status).toBe(302);
    expect(
      await handle.db
        .selectFrom("company_reviews")
        .select("relationship")
        .where("reviewer_email", "=", email)
        .executeTakeFirstOrThrow(),
    ).toEqual({ relationship: "former_employee" });
    await confirmReviewsOf(handle.db, email);
    const queued = (await reviewsWithStatus("pending")).find((row) => row.reviewer_email === email);
    expect(queued?.relationship).toBe("former_employee");
    await decide(await idOf(email), "approve");
    const page = await profile(companyId);
    expect(page.reviews).toMatchObject([
      { title: "A former_employee view", relationship: "former_employee" },
    ]);
  });

  it("leaves current employees out of the average and the count; old reviews still count", async () => {
    // Already published: a former employee's 2 (the test above).
    await publish(companyId, "client@example.com", "client", 5);
    await publish(companyId, "staff1@example.com", "employee", 5);
    await publish(companyId, "staff2@example.com", "employee", 4);
    // A review from before the question: no relationship, as migration 0018 left them.
    await handle.db
      .insertInto("company_reviews")
      .values({
        created_at: "2025-01-01T00:00:00.000Z",
        company_id: companyId,
        status: "pending",
        rating: 3,
        title: "Before the question",
        body: "Written before reviews said who wrote them.",
        reviewer_name: null,
        reviewer_email: "old@example.com",
        confirmed_at: "2025-01-01T00:00:00.000Z",
        relationship: null,
      })
      .execute();
    await decide(await idOf("old@example.com"), "approve");

    // Counted: 2 (former employee), 5 (client), 3 (not stated): 10 / 3 = 3.33, shown 3.3.
    expect(await figures(companyId)).toEqual({ average_rating: 3.3, review_count: 3 });
    const card = (await companiesLoader(routeArgs("/companies?q=relations"))).companies[0];
    expect(card).toMatchObject({ average_rating: 3.3, review_count: 3 });
    const page = await profile(companyId);
    expect(page.reviews).toHaveLength(5);
    expect(page.distribution).toEqual({ 1: 0, 2: 1, 3: 1, 4: 0, 5: 1 });
    expect(page.relationships).toEqual({
      client: 1,
      former_client: 0,
      placed: 0,
      employee: 2,
      former_employee: 1,
      not_stated: 1,
    });

    // Removing a counted review recounts by the same rule: (5 + 3) / 2 = 4.
    await decide(await idOf("former@example.com"), "remove");
    expect(await figures(companyId)).toEqual({ average_rating: 4, review_count: 2 });
    // Removing an employee's review changes neither.
    await decide(await idOf("staff1@example.com"), "remove");
    expect(await figures(companyId)).toEqual({ average_rating: 4, review_count: 2 });
  });

  it("filters the profile's reviews by ?relationship=, and ignores an unknown one", async () => {
    const titles = async (query: string) => {
      const page = await profile(companyId, query);
      return { filter: page.filter, titles: page.reviews.map((row) => row.title) };
    };
    expect(await titles("?relationship=employee")).toEqual({
      filter: "employee",
      titles: ["A employee view"],
    });
    expect(await titles("?relationship=not_stated")).toEqual({
      filter: "not_stated",
      titles: ["Before the question"],
    });
    expect(await titles("?relationship=placed")).toEqual({ filter: "placed", titles: [] });
    const all = await titles("?relationship=%27%20or%201%3D1--");
    expect(all.filter).toBeNull();
    expect(all.titles.sort()).toEqual(["A client view", "A employee view", "Before the question"]);
  });

  it("migration 0018 recounts the stored figures, counting reviews without a relationship", async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    const other = await newCompany("Stale Figures Staffing");
    await publish(other, "stale1@example.com", "client", 4);
    await publish(other, "stale2@example.com", "employee", 1);
    expect(await figures(other)).toEqual({ average_rating: 4, review_count: 1 });

    // Taken back, every approved review counts: (4 + 1) / 2 = 2.5.
    await reviewRelationships.down(db);
    expect(await figures(other)).toEqual({ average_rating: 2.5, review_count: 2 });
    // Stale figures are put right when it runs; the reviews, now without a relationship, count.
    await sql`update companies set average_rating = 0, review_count = 99`.execute(db);
    await reviewRelationships.up(db);
    expect(await figures(other)).toEqual({ average_rating: 2.5, review_count: 2 });
    // The first company: client 5, not stated 3, the employee's 4 (its label lost): 4.
    expect(await figures(companyId)).toEqual({ average_rating: 4, review_count: 3 });
    // A value outside the stored answers is refused by the column's check.
    await expect(
      sql`update company_reviews set relationship = 'competitor'`.execute(db),
    ).rejects.toThrow();
  });
});
