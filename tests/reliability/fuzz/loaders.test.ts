/**
 * Fuzzing every loader that reads the URL: queries, path parameters and cookies.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RouteHandler } from "../../support/route";
import { engines } from "../../support/test-db";
import { loader as adminLoader } from "../../../app/routes/admin";
import { loader as completionsCsvLoader } from "../../../app/routes/admin.completions[.]csv";
import { loader as loginLoader } from "../../../app/routes/admin.login";
import { loader as assessmentLoader } from "../../../app/routes/assessment";
import { loader as booleanLoader } from "../../../app/routes/boolean-search-builder";
import { facets, type Facet } from "../../../app/features/companies/directory";
import { loader as companiesLoader } from "../../../app/routes/companies";
import { loader as companyLoader } from "../../../app/routes/company";
import { loader as compoundLoader } from "../../../app/routes/compound-interest-calculator";
import { loader as gratuityLoader } from "../../../app/routes/gratuity-calculator";
import { loader as movementLoader } from "../../../app/routes/movement";
import { loader as movementCardLoader } from "../../../app/routes/movement.card";
import { loader as movementsLoader } from "../../../app/routes/movements";
import { loader as rssLoader } from "../../../app/routes/movements-rss[.]xml";
import { loader as notFoundLoader } from "../../../app/routes/not-found";
import { loader as simpleInterestLoader } from "../../../app/routes/simple-interest-calculator";
import { loader as sipLoader } from "../../../app/routes/sip-calculator";
import { loader as swpLoader } from "../../../app/routes/swp-calculator";
import { loader as timeZoneLoader } from "../../../app/routes/time-zone-converter";
import { loader as unsubscribeLoader } from "../../../app/routes/unsubscribe";
import { loader as confirmReviewLoader } from "../../../app/routes/reviews.confirm";
import { loader as verifyLoader } from "../../../app/routes/verify";
import { loader as verifyCardLoader } from "../../../app/routes/verify.card";
import { loader as pdfLoader } from "../../../app/routes/verify.certificate[.]pdf";
import { loader as credentialLoader } from "../../../app/routes/verify.credential";
import { loader as xrayLoader } from "../../../app/routes/xray-search-builder";
import { anyText, fieldName, numberText } from "./arbitraries";
import { routeId } from "./oracle";
import { answerOf, wellFormed } from "./requests";
import { certificateReference, fuzzTimeout, runs, useFuzzDatabase } from "./support";

const knownRelationships = ["client", "former_client", "placed", "employee", "former_employee"];

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);

  describe("loaders", () => {
    const brokenQueries = fc.constantFrom(
      "q=%",
      "q=%E0%A4%A",
      "page=%00",
      "tag=%FF%FE",
      "q=%25%5F%5C",
      "page=1e5",
      "page=-3",
      "page=999999999999",
      "page=0x10",
      "q=%00&tag=%00",
      "years=1e9&monthly=1",
      "years=1e300&investment=1",
      "time=1e9&principal=1",
    );
    const numberish = fc.constantFrom(
      "1e9",
      "1e308",
      "-1e308",
      "99999999",
      "NaN",
      "Infinity",
      "-0",
      "0.0000001",
      "1,00,000",
      "12abc",
    );
    const queryString = (keys: readonly string[]) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .array(
              fc.tuple(
                fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fieldName),
                fc.oneof(anyText, numberish, numberText),
              ),
              { maxLength: 6 },
            )
            .map((pairs) => new URLSearchParams(pairs).toString()),
        },
        { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
        { weight: 2, arbitrary: brokenQueries },
      );

    const queryLoaders: [string, readonly string[], RouteHandler][] = [
      ["/companies", ["q", "page", "submitted", "specialty", "service", "state"], companiesLoader],
      ["/movements", ["q", "tag", "page"], movementsLoader],
      ["/movements/rss.xml", ["tag"], rssLoader],
      ["/gratuity-calculator", ["salary", "years", "months", "covered"], gratuityLoader],
      ["/simple-interest-calculator", ["principal", "rate", "time", "unit"], simpleInterestLoader],
      ["/sip-calculator", ["monthly", "rate", "years"], sipLoader],
      [
        "/compound-interest-calculator",
        ["principal", "rate", "time", "unit", "frequency"],
        compoundLoader,
      ],
      ["/swp-calculator", ["investment", "withdrawal", "rate", "years"], swpLoader],
      ["/time-zone-converter", ["from", "to", "also", "time", "date", "clear"], timeZoneLoader],
      [
        "/xray-search-builder",
        ["jobTitle", "location", "skills", "seniority", "company", "platform", "reset"],
        xrayLoader,
      ],
      [
        "/boolean-search-builder",
        ["jobTitles", "andKeywords", "orKeywords", "notKeywords", "location", "orJoin", "reset"],
        booleanLoader,
      ],
      ["/assessment", ["view", "done"], assessmentLoader],
      ["/admin/login", ["next"], loginLoader],
      ["/unsubscribe", ["token"], unsubscribeLoader],
      ["/reviews/confirm", ["token"], confirmReviewLoader],
      ["/no/such/page", ["q"], notFoundLoader],
    ];

    it.each(queryLoaders)(
      "%s never answers 5xx, and answers at once, whatever the query",
      async (path, keys, load) => {
        await fc.assert(
          fc.asyncProperty(queryString(keys), async (query) => {
            const request = new Request(new URL(`${path}?${query}`, "http://localhost"));
            // A loader whose work grew with a number in the URL would hang here until the
            // test's time-out (the calculators' tables are bounded: see the cases below).
            const answer = await answerOf(load, request);
            if (path === "/companies" || path === "/movements") {
              expect(answer.status).toBe(200);
              const page = (answer.data as { page: number }).page;
              expect(page).toBeGreaterThanOrEqual(1);
              expect(page).toBeLessThanOrEqual(100_000);
            }
            if (path === "/companies") {
              // A filter is one of its list's values, or none.
              const filters = (answer.data as { filters: Partial<Record<Facet, string>> }).filters;
              for (const [facet, value] of Object.entries(filters) as [Facet, string][])
                expect(facets[facet].choices.map((choice) => choice.value)).toContain(value);
            }
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );

    it(
      "/movements/:id, /company/:id and /verify/:reference (its credential, PDF and share cards too) show only published items, else 404",
      async () => {
        const known = fc.constantFrom(
          "publishedMovement",
          "hiddenMovement",
          "listedCompany",
          "pendingCompany",
          "certificate",
        );
        const idCase = fc.record({
          route: fc.constantFrom(
            "movement",
            "company",
            "verify",
            "credential",
            "pdf",
            "movementCard",
            "verifyCard",
          ),
          param: fc.oneof({ weight: 2, arbitrary: known }, { weight: 3, arbitrary: anyText }),
          lowerCase: fc.boolean(),
          // A share card's file: never its current version, which only its page names.
          file: fc.oneof(anyText, fc.constant("0123456789abcdef.png")),
          // The profile's filter of its reviews (decision 0024); ignored by the other routes.
          relationship: fc.option(
            fc.oneof(
              fc.constantFrom(...knownRelationships, "not_stated", "competitor"),
              anyText.map(wellFormed),
            ),
          ),
        });
        const knownValues = new Map<string, () => string>([
          ["publishedMovement", () => String(fixture.publishedMovementId)],
          ["hiddenMovement", () => String(fixture.hiddenMovementId)],
          ["listedCompany", () => String(fixture.listedCompanyId)],
          ["pendingCompany", () => String(fixture.pendingCompanyId)],
          ["certificate", () => certificateReference],
        ]);
        await fc.assert(
          fc.asyncProperty(idCase, async (sample) => {
            const value = knownValues.get(sample.param)?.() ?? sample.param;
            const param = sample.lowerCase ? value.toLowerCase() : value;
            const request = new Request(
              sample.relationship === null
                ? "http://localhost/"
                : `http://localhost/?relationship=${encodeURIComponent(sample.relationship)}`,
            );
            if (sample.route === "verifyCard") {
              const answer = await answerOf(verifyCardLoader, request, {
                params: { reference: param, file: sample.file },
              });
              // Another version's address leads to the current card's.
              const found = param.toUpperCase() === certificateReference;
              expect(answer.status).toBe(found ? 302 : 404);
              return;
            }
            if (
              sample.route === "verify" ||
              sample.route === "credential" ||
              sample.route === "pdf"
            ) {
              const load =
                sample.route === "verify"
                  ? verifyLoader
                  : sample.route === "credential"
                    ? credentialLoader
                    : pdfLoader;
              const answer = await answerOf(load, request, { params: { reference: param } });
              const found = param.toUpperCase() === certificateReference;
              expect(answer.status).toBe(found ? 200 : 404);
              return;
            }
            const id = routeId(param);
            const table = sample.route === "company" ? "companies" : "movement_submissions";
            const published =
              id !== null &&
              (await fixture.db
                .selectFrom(table)
                .select("id")
                .where("id", "=", id)
                .where("status", "=", "approved")
                .executeTakeFirst()) !== undefined;
            if (sample.route === "movementCard") {
              const answer = await answerOf(movementCardLoader, request, {
                params: { id: param, file: sample.file },
              });
              expect(answer.status).toBe(published ? 302 : 404);
              return;
            }
            const load = sample.route === "movement" ? movementLoader : companyLoader;
            const answer = await answerOf(load, request, { params: { id: param } });
            expect(answer.status).toBe(published ? 200 : 404);
            if (published && sample.route === "company") {
              // A listed relationship filters; anything else shows every review.
              const filter = (answer.data as { filter: string | null }).filter;
              const asked = sample.relationship;
              expect(filter).toBe(
                asked !== null && [...knownRelationships, "not_stated"].includes(asked)
                  ? asked
                  : null,
              );
            }
          }),
          runs(150),
        );
      },
      fuzzTimeout,
    );

    it(
      "admin pages refuse every cookie but a live session's, and never answer 5xx",
      async () => {
        const cookieText = fc
          .oneof(anyText, fc.constant("forged-token"))
          .map((text) => text.replace(/[^\x20-\x7e]/g, ""));
        const cookieCase = fc.record({
          cookie: fc.oneof(
            cookieText.map((text) => `ss_session=${text}`),
            cookieText.map((text) => `ss_session=${encodeURIComponent(text)}; ss_attempt=${text}`),
            cookieText,
          ),
          page: fc.constantFrom("admin", "csv", "assessment"),
        });
        await fc.assert(
          fc.asyncProperty(cookieCase, async (sample) => {
            const path =
              sample.page === "admin"
                ? "/admin"
                : sample.page === "csv"
                  ? "/admin/completions.csv"
                  : "/assessment";
            const request = new Request(`http://localhost${path}`, {
              headers: { Cookie: sample.cookie },
            });
            const load =
              sample.page === "admin"
                ? adminLoader
                : sample.page === "csv"
                  ? completionsCsvLoader
                  : assessmentLoader;
            const answer = await answerOf(load, request);
            if (sample.page === "assessment") {
              expect(answer.data).toEqual({ step: "welcome" });
            } else {
              expect(answer.status).toBe(302);
              expect(answer.location).toMatch(/^\/admin\/login\?next=/);
            }
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });
});
