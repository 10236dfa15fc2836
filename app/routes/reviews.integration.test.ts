import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFully } from "../../tests/support/moderator";
import type { DbHandle } from "../../db";
import { createModerator } from "~/features/moderation/auth.server";
import { confirmReviewsOf } from "../../tests/support/review-confirmation";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { action as companyAction, loader as companyLoader } from "./company";
import { loader as companiesLoader } from "./companies";

/** What the review form's action answers with data(). */
type ReviewAnswer = { errors: Record<string, string>; toast?: { title: string } };

const review = (email: string, rating: string, extra: Record<string, string> = {}) => ({
  relationship: "client",
  rating,
  title: "Great to work with",
  body: "Responsive recruiters who understood our roles.",
  reviewerName: "",
  reviewerEmail: email,
  ...extra,
});

describe.each(engines)("company reviews on %s", (engine) => {
  let handle: DbHandle;
  let companyId = 0;
  let cookie = "";
  const post = (fields: Record<string, string>, ip = "198.51.100.60") =>
    callRoute<ReviewAnswer>(companyAction, formRequest(`/company/${companyId}`, fields), {
      params: { id: String(companyId) },
      clientIp: ip,
    });
  const decide = async (id: number, decision: string, reason?: string) => {
    const request = formRequest("/admin", {
      intent: "decide",
      subject: "review",
      id: String(id),
      decision,
      ...(reason ? { reason } : {}),
      // A rejection or removal acts only once confirmed (issue 28's confirm step).
      ...(decision === "approve" ? {} : { confirmed: "yes" }),
    });
    request.headers.set("Cookie", cookie);
    return callRoute(adminAction, request);
  };
  const reviewId = async (email: string) =>
    (
      await handle.db
        .selectFrom("company_reviews")
        .select("id")
        .where("reviewer_email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;
  const card = async () => (await companiesLoader(routeArgs("/companies?q=reviewed"))).companies[0];

  beforeAll(async () => {
    handle = await openTestDb(engine);
    companyId = (
      await handle.db
        .insertInto("companies")
        .values({
          name: "Reviewed Co",
          name_key: "reviewedco",
          status: "approved",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await createModerator("mod@example.com", "a long moderator passphrase");
    const signedIn = await signInFully(
      "mod@example.com",
      "a long moderator passphrase",
      "198.51.100.9",
    );
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = signedIn.setCookie.split(";")[0] ?? "";
  });
  afterAll(() => handle.close());

  it("validates a review with clear messages", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ rating: "" }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ rating: "6" }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ title: "" }, "title", "Title is required"],
      [{ body: "Too short" }, "body", "Please write at least 20 characters"],
      [{ reviewerEmail: "" }, "reviewerEmail", "Email is required"],
      [{ reviewerEmail: "x@" }, "reviewerEmail", "Please enter a valid email address"],
    ];
    for (const [change, field, message] of cases) {
      const result = await post({ ...review("v@example.com", "4"), ...change });
      expect(result.status).toBe(400);
      expect(result.data?.errors[field]).toBe(message);
    }
  });

  it("stores reviews as pending; only approved ones count towards the rating and the count", async () => {
    expect((await post(review("a@example.com", "5"))).status).toBe(302);
    expect((await post(review("b@example.com", "2"), "198.51.100.61")).status).toBe(302);
    expect((await post(review("c@example.com", "4"), "198.51.100.62")).status).toBe(302);
    expect(await card()).toMatchObject({ average_rating: 0, review_count: 0 });
    for (const email of ["a@example.com", "b@example.com", "c@example.com"])
      await confirmReviewsOf(handle.db, email);

    await decide(await reviewId("a@example.com"), "approve");
    await decide(await reviewId("c@example.com"), "approve");
    await decide(await reviewId("b@example.com"), "reject", "Not about this company");
    expect(await card()).toMatchObject({ average_rating: 4.5, review_count: 2 });

    const profile = await companyLoader(routeArgs("/", { params: { id: String(companyId) } }));
    expect(profile.reviews.map((r) => r.title)).toHaveLength(2);
    expect(JSON.stringify(profile)).not.toContain("@example.com");
    expect(profile.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });

    await decide(await reviewId("a@example.com"), "remove", "Removal requested");
    expect(await card()).toMatchObject({ average_rating: 4, review_count: 1 });
  });

  it("answers a second review from an address as the first, and keeps it out of the queue until confirmed", async () => {
    const before = await card();
    const again = await post(review("C@example.com", "1"), "198.51.100.63");
    expect(again.status).toBe(302);
    expect(again.data?.errors).toBeUndefined();
    // Confirming it would be refused (review-confirmation.integration.test.ts): it never counts.
    expect(await card()).toEqual(before);
  });

  it("turns a filled honeypot away without storing it, and limits by address", async () => {
    expect(
      (await post({ ...review("bot@example.com", "5"), company_fax: "x" }, "198.51.100.64")).status,
    ).toBe(302);
    expect(
      await handle.db
        .selectFrom("company_reviews")
        .select("id")
        .where("reviewer_email", "=", "bot@example.com")
        .execute(),
    ).toHaveLength(0);
    for (let i = 0; i < 3; i++)
      expect((await post(review(`l${i}@example.com`, "3"), "198.51.100.65")).status).toBe(302);
    const limited = await post(review("l9@example.com", "3"), "198.51.100.65");
    expect(limited.status).toBe(429);
    expect(limited.data?.toast?.title).toBe("Too many attempts");
  });
});
