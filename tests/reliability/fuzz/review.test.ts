/**
 * Fuzzing /company/:id: a review of a listed company.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { action as reviewAction } from "../../../app/routes/company";
import { anyText, fuzzForm, longText, shortLine, validEmail } from "./arbitraries";
import {
  allOf,
  browserEmail,
  characters,
  emailAddress,
  expectClean,
  expectJudged,
  honeypot,
  optionalText,
  refused,
  requiredText,
  routeId,
  sent,
  starRating,
  unknown,
  valid,
  type Sent,
  type Verdict,
} from "./oracle";
import { entriesOf, postRequest, received, wellFormed } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

/** How the reviewer knows the company (decision 0024): one of five answers; a competitor's
 * review is refused, as is anything else. */
const storedRelationships = ["client", "former_client", "placed", "employee", "former_employee"];
function relationshipAnswer(field: Sent): Verdict<string> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return refused("no relationship");
  if (field.value === "competitor") return refused("a competitor's review");
  if (storedRelationships.includes(field.value)) return valid(field.value);
  return refused("not a listed relationship");
}

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("/company/:id (a review)", () => {
    const fields = ["relationship", "rating", "title", "body", "reviewerName", "reviewerEmail"];
    const validReview = fc
      .record({
        relationship: fc.constantFrom(...storedRelationships, "competitor"),
        rating: fc.constantFrom("1", "2", "3", "4", "5"),
        title: shortLine,
        body: longText,
        reviewerName: fc.option(shortLine),
        reviewerEmail: validEmail,
      })
      .map(entriesOf);
    const companyParam = fc.oneof(
      { weight: 8, arbitrary: fc.constant("listed") },
      { weight: 1, arbitrary: fc.constant("pending") },
      { weight: 1, arbitrary: anyText },
    );

    function judge(form: FormData) {
      return allOf({
        relationship: relationshipAnswer(sent(form, "relationship")),
        rating: starRating(sent(form, "rating")),
        title: requiredText(sent(form, "title"), 100),
        body: requiredText(sent(form, "body"), 2000, 20),
        reviewerName: optionalText(sent(form, "reviewerName"), 100),
        reviewerEmail: emailAddress(sent(form, "reviewerEmail"), true),
      });
    }
    type Review = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      fixture.db
        .selectFrom("company_reviews")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();

    it(
      "never answers 5xx, and stores exactly the valid reviews of a listed company",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validReview, fields), companyParam, async (fuzz, param) => {
            await clearLimits();
            const id =
              param === "listed"
                ? String(fixture.listedCompanyId)
                : param === "pending"
                  ? String(fixture.pendingCompanyId)
                  : param;
            const request = postRequest(`/company/${encodeURIComponent(wellFormed(id))}`, fuzz);
            const form = await received(request);
            const companyId = routeId(id);
            const listed =
              companyId !== null &&
              (await fixture.db
                .selectFrom("companies")
                .select("id")
                .where("id", "=", companyId)
                .where("status", "=", "approved")
                .executeTakeFirst());
            const bot = honeypot(form);
            const verdict: Verdict<Review> | "bot" = !listed
              ? refused("no such listed company", 404)
              : bot === "bot"
                ? "bot"
                : bot === "unjudged"
                  ? unknown("honeypot twice")
                  : judge(form);
            // A second review from an address is answered as the first (issue 26): the rule of
            // one review per company is kept at confirmation, not told to whoever posts.
            const { answer, changed } = await measured(reviewAction, request, {
              params: { id },
              clientIp: nextIp(),
            });
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: `/company/${companyId}?review=sent#review-sent`,
              table: "company_reviews",
              rows: () => ({ company_reviews: 1 }),
              stored: async (value) => {
                expect(await latest()).toMatchObject({
                  company_id: companyId,
                  status: "pending",
                  rating: value.rating,
                  title: value.title,
                  body: value.body,
                  reviewer_name: value.reviewerName,
                  reviewer_email: value.reviewerEmail,
                  relationship: value.relationship,
                  confirmed_at: null,
                });
              },
              clean: async () => {
                const row = await latest();
                expect([1, 2, 3, 4, 5]).toContain(row.rating);
                expectClean(row.title, 100, true);
                expectClean(row.body, 2000, true);
                expect(characters(row.body)).toBeGreaterThanOrEqual(20);
                expectClean(row.reviewer_name, 100);
                expect(row.reviewer_email).toMatch(browserEmail);
                expect(storedRelationships).toContain(row.relationship);
              },
            });
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });
});
