/**
 * Fuzzing a signed-in representative's forms (issue 32): the reply to a review and the flag on
 * it (/for-companies/reviews/:id), changes proposed to the profile (/for-companies/profile) and
 * the e-mail about new reviews (/for-companies).
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewFlagReasons } from "../../../app/content/review-flags";
import { companyChoices } from "../../../app/features/companies/companies.server";
import { facets } from "../../../app/features/companies/directory";
import { action as homeAction } from "../../../app/routes/for-companies";
import {
  action as profileAction,
  loader as profileLoader,
} from "../../../app/routes/for-companies.profile";
import {
  action as reviewAction,
  loader as reviewLoader,
} from "../../../app/routes/for-companies.reviews.$id";
import { signedInRepresentative } from "../../support/companies";
import { engines, useSiteUrl } from "../../support/test-db";
import { anyText, fuzzForm, longText, shortLine, webAddressText } from "./arbitraries";
import {
  type Accepted,
  allOf,
  choiceList,
  expectClean,
  expectJudged,
  optionalText,
  refused,
  requiredText,
  sent,
  valid,
  type Verdict,
  webAddress,
} from "./oracle";
import { answerOf, entriesOf, postRequest, received, wellFormed } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

const reasons = reviewFlagReasons.map((reason) => reason.value as string);

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;
  let cookie = "";
  let reviewId = 0;

  beforeAll(async () => {
    useSiteUrl("https://spotlight.test");
    ({ cookie } = await signedInRepresentative(
      fixture.db,
      fixture.listedCompanyId,
      "fuzz.rep@fuzzed-staffing.example",
    ));
    reviewId = (
      await fixture.db
        .insertInto("company_reviews")
        .values({
          created_at: new Date().toISOString(),
          company_id: fixture.listedCompanyId,
          status: "approved",
          rating: 4,
          title: "Fuzzed review",
          body: "Fine.",
          reviewer_name: null,
          reviewer_email: "reviewer@example.org",
          relationship: "client",
          confirmed_at: new Date().toISOString(),
          confirm_token_hash: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });

  describe("/for-companies/reviews/:id (reply and flag)", () => {
    const validAnswer = fc
      .record({
        intent: fc.constantFrom("reply", "flag"),
        body: longText.map((text) => text.slice(0, 1900)),
        reason: fc.oneof(fc.constantFrom(...reasons), shortLine),
      })
      .map(entriesOf);

    /** The route takes a flag only when the intent says so; anything else is a reply. */
    function judge(form: FormData) {
      // As the route reads them: the first copy of each field, and a file is no text.
      if (form.get("intent") === "flag") {
        const reason = form.get("reason");
        return {
          intent: "flag" as const,
          verdict:
            typeof reason === "string" && reasons.includes(reason)
              ? valid({ reason })
              : refused("not a reason of the posting policy"),
        };
      }
      return {
        intent: "reply" as const,
        verdict: allOf({ body: requiredText(sent(form, "body"), 2000) }),
      };
    }

    it(
      "never answers 5xx; stores exactly the valid replies and flags, and never touches the review",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validAnswer, ["intent", "body", "reason"]), async (fuzz) => {
            await clearLimits();
            await fixture.db.deleteFrom("review_replies").execute();
            await fixture.db.deleteFrom("review_flags").execute();
            const request = postRequest(`/for-companies/reviews/${reviewId}`, fuzz, cookie);
            const { intent, verdict } = judge(await received(request));
            const { answer, changed } = await measured(reviewAction, request, {
              params: { id: String(reviewId) },
              clientIp: nextIp(),
            });
            const table = intent === "flag" ? "review_flags" : "review_replies";
            const accepted: Accepted<{ body?: string; reason?: string }> = {
              status: 302,
              location: `/for-companies/reviews/${reviewId}?saved=${intent}`,
              table,
              rows: () => ({ [table]: 1 }),
              stored: async (value) => {
                if (intent === "flag") {
                  const row = await fixture.db
                    .selectFrom("review_flags")
                    .select(["reason", "status"])
                    .executeTakeFirstOrThrow();
                  expect(row).toEqual({ reason: value.reason, status: "open" });
                } else {
                  const row = await fixture.db
                    .selectFrom("review_replies")
                    .select(["pending_body", "published_body"])
                    .executeTakeFirstOrThrow();
                  expect(row).toEqual({ pending_body: value.body, published_body: null });
                }
              },
              clean: async () => {
                const row = await fixture.db
                  .selectFrom("review_replies")
                  .select("pending_body")
                  .executeTakeFirst();
                if (row) expectClean(row.pending_body, 2000, true);
              },
            };
            await expectJudged(verdict, answer, changed, accepted);
            const review = await fixture.db
              .selectFrom("company_reviews")
              .select(["status", "title", "body"])
              .where("id", "=", reviewId)
              .executeTakeFirstOrThrow();
            expect(review).toEqual({ status: "approved", title: "Fuzzed review", body: "Fine." });
          }),
          runs(80),
        );
      },
      fuzzTimeout,
    );

    it("any id, signed in or not: never 5xx, and only the company's review is shown", async () => {
      await fc.assert(
        fc.asyncProperty(anyText, fc.boolean(), async (id, signedIn) => {
          const request = new Request(
            `http://localhost/for-companies/reviews/${encodeURIComponent(wellFormed(id))}`,
            { headers: signedIn ? { Cookie: cookie } : {} },
          );
          const param = wellFormed(id);
          const answer = await answerOf(reviewLoader, request, { params: { id: param } });
          if (!signedIn) expect(answer).toMatchObject({ status: 302, location: "/for-companies" });
          else expect(answer.status).toBe(param === String(reviewId) ? 200 : 404);
        }),
        runs(60),
      );
    });
  });

  describe("/for-companies/profile (a proposal)", () => {
    const listed = (facet: keyof typeof facets) =>
      facets[facet].choices.map((choice) => choice.value);
    const ticked = (facet: keyof typeof facets) =>
      fc.array(fc.oneof(fc.constantFrom(...listed(facet)), fc.constantFrom("", "XX", "Texas")), {
        maxLength: 4,
      });
    const fields = [
      "description",
      "website",
      "location",
      "employee_count",
      "specialties",
      "services",
      "states",
    ];
    const validProposal = fc
      .record({
        description: fc.option(longText.map((text) => text.slice(0, 900))),
        website: fc.option(webAddressText),
        location: fc.option(shortLine),
        employee_count: fc.option(fc.constantFrom("1-10", "51-200", "10,000+")),
        specialties: ticked("specialty"),
        services: ticked("service"),
        states: ticked("state"),
      })
      .map(entriesOf);

    function judge(form: FormData) {
      const states = choiceList(form, "states", listed("state"));
      const verdict = allOf({
        description: optionalText(sent(form, "description"), 1000),
        website: webAddress(sent(form, "website")),
        location: optionalText(sent(form, "location"), 100),
        employee_count: optionalText(sent(form, "employee_count"), 50),
        specialties: choiceList(form, "specialties", listed("specialty")),
        services: choiceList(form, "services", listed("service")),
        states:
          states.kind === "valid" && states.value.includes("US")
            ? { ...states, value: ["US"] }
            : states,
      });
      if (verdict.kind !== "valid") return verdict;
      // The listed company has no facts: a proposal of none changes nothing, and is refused.
      const { specialties, services, states: served, ...texts } = verdict.value;
      const empty =
        Object.values(texts).every((value) => value === null) &&
        !specialties.length &&
        !services.length &&
        !served.length;
      return empty ? refused("the facts as they stand") : verdict;
    }
    type Proposal = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    it(
      "never answers 5xx, stores exactly the valid proposals, and changes no company",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validProposal, fields), async (fuzz) => {
            await clearLimits();
            await fixture.db.deleteFrom("profile_proposals").execute();
            const request = postRequest("/for-companies/profile", fuzz, cookie);
            const verdict: Verdict<Proposal> = judge(await received(request));
            const { answer, changed } = await measured(profileAction, request, {
              clientIp: nextIp(),
            });
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: "/for-companies/profile?saved=sent",
              table: "profile_proposals",
              rows: () => ({ profile_proposals: 1 }),
              stored: async (value) => {
                const row = await fixture.db
                  .selectFrom("profile_proposals")
                  .select(["proposed", "status"])
                  .executeTakeFirstOrThrow();
                expect(row.status).toBe("pending");
                expect(JSON.parse(row.proposed)).toEqual(value);
              },
              clean: async () => {
                const row = await fixture.db
                  .selectFrom("profile_proposals")
                  .select("proposed")
                  .executeTakeFirstOrThrow();
                const proposed = JSON.parse(row.proposed) as Record<string, string | null>;
                expectClean(proposed.description ?? null, 1000);
                expectClean(proposed.location ?? null, 100);
              },
            });
            // Only a moderator applies a proposal.
            const company = await fixture.db
              .selectFrom("companies")
              .select(["description", "location", "company_updated_at"])
              .where("id", "=", fixture.listedCompanyId)
              .executeTakeFirstOrThrow();
            expect(company).toEqual({
              description: null,
              location: null,
              company_updated_at: null,
            });
            expect(
              (await companyChoices([fixture.listedCompanyId])).get(fixture.listedCompanyId),
            ).toEqual({ specialties: [], services: [], states: [] });
          }),
          runs(80),
        );
        expect(
          (
            await answerOf(
              profileLoader,
              new Request("http://localhost/for-companies/profile", {
                headers: { Cookie: cookie },
              }),
            )
          ).status,
        ).toBe(200);
      },
      fuzzTimeout,
    );
  });

  describe("/for-companies (the e-mail about new reviews)", () => {
    it("never answers 5xx, and keeps exactly the three choices", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom("each", "weekly", "off"), anyText),
          async (choice) => {
            await clearLimits();
            const before = await fixture.db
              .selectFrom("company_claims")
              .select("review_mail")
              .executeTakeFirstOrThrow();
            const request = postRequest(
              "/for-companies",
              {
                entries: [
                  ["intent", "review-mail"],
                  ["reviewMail", choice],
                ],
                body: "urlencoded",
              },
              cookie,
            );
            const { answer } = await measured(homeAction, request, { clientIp: nextIp() });
            const after = await fixture.db
              .selectFrom("company_claims")
              .select("review_mail")
              .executeTakeFirstOrThrow();
            if (["each", "weekly", "off"].includes(choice)) {
              expect(answer).toMatchObject({ status: 302, location: "/for-companies?saved=mail" });
              expect(after.review_mail).toBe(choice);
            } else {
              expect(answer.status).toBe(400);
              expect(after).toEqual(before);
            }
          },
        ),
        runs(40),
      );
    });
  });
});
