/**
 * Fuzzing /submit-company: a company for the directory.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { companyChoices } from "../../../app/features/companies/companies.server";
import { facets } from "../../../app/features/companies/directory";
import { action as companyAction } from "../../../app/routes/submit-company";
import { fuzzForm, longText, shortLine, webAddressText } from "./arbitraries";
import {
  type Accepted,
  allOf,
  choiceList,
  companyKey,
  expectClean,
  expectJudged,
  honeypot,
  optionalText,
  refused,
  requiredText,
  sent,
  unknown,
  type Verdict,
  webAddress,
} from "./oracle";
import { entriesOf, postRequest, received } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("/submit-company", () => {
    const fields = [
      "name",
      "website",
      "description",
      "industry",
      "location",
      "employee_count",
      "logo_url",
      "specialties",
      "services",
      "states",
    ];
    const listed = (facet: keyof typeof facets) =>
      facets[facet].choices.map((choice) => choice.value);
    // Mostly ticked boxes, sometimes a value from no list.
    const ticked = (facet: keyof typeof facets) =>
      fc.array(
        fc.oneof(fc.constantFrom(...listed(facet)), fc.constantFrom("", "XX", "it ", "Texas")),
        {
          maxLength: 4,
        },
      );
    const validCompany = fc
      .record({
        name: shortLine,
        website: fc.option(webAddressText),
        description: fc.option(longText.map((text) => text.slice(0, 900))),
        industry: fc.option(shortLine),
        location: fc.option(shortLine),
        employee_count: fc.option(fc.constantFrom("1-10", "51-200", "10,000+")),
        logo_url: fc.option(webAddressText),
        specialties: ticked("specialty"),
        services: ticked("service"),
        states: ticked("state"),
      })
      .map(entriesOf);

    function judge(form: FormData) {
      const states = choiceList(form, "states", listed("state"));
      return allOf({
        specialties: choiceList(form, "specialties", listed("specialty")),
        services: choiceList(form, "services", listed("service")),
        // Nationwide covers every state: stored alone.
        states:
          states.kind === "valid" && states.value.includes("US")
            ? { ...states, value: ["US"] }
            : states,
        name: requiredText(sent(form, "name"), 100),
        website: webAddress(sent(form, "website")),
        description: optionalText(sent(form, "description"), 1000),
        industry: optionalText(sent(form, "industry"), 100),
        location: optionalText(sent(form, "location"), 100),
        employee_count: optionalText(sent(form, "employee_count"), 50),
        logo_url: webAddress(sent(form, "logo_url")),
      });
    }
    type Company = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      fixture.db
        .selectFrom("companies")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
    const accepted: Accepted<Company> = {
      status: 302,
      location: "/companies?submitted=1",
      table: "companies",
      rows: () => ({ companies: 1 }),
      stored: async ({ specialties, services, states, ...value }) => {
        const row = await latest();
        expect((await companyChoices([row.id])).get(row.id)).toEqual({
          specialties,
          services,
          states,
        });
        expect(row).toMatchObject({
          ...value,
          status: "pending",
          name_key: companyKey(value.name),
          average_rating: 0,
          review_count: 0,
        });
      },
      clean: async () => {
        const row = await latest();
        expectClean(row.name, 100, true);
        expectClean(row.description, 1000);
        expectClean(row.industry, 100);
        expectClean(row.location, 100);
        expectClean(row.employee_count, 50);
        for (const address of [row.website, row.logo_url])
          if (address !== null) expect(address).toMatch(/^https?:\/\/[^\s<>"]+$/);
      },
    };

    it(
      "never answers 5xx, and stores exactly the valid, new, sanitised companies",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validCompany, fields), async (fuzz) => {
            await clearLimits();
            const request = postRequest("/submit-company", fuzz);
            const form = await received(request);
            const bot = honeypot(form);
            let verdict: Verdict<Company> | "bot" =
              bot === "bot" ? "bot" : bot === "unjudged" ? unknown("honeypot twice") : judge(form);
            if (verdict !== "bot" && verdict.kind === "valid") {
              const same = await fixture.db
                .selectFrom("companies")
                .select("id")
                .where("name_key", "=", companyKey(verdict.value.name))
                .where("status", "in", ["approved", "pending"])
                .executeTakeFirst();
              if (same) verdict = refused("already listed or waiting", 409);
            }
            const { answer, changed } = await measured(companyAction, request, {
              clientIp: nextIp(),
            });
            await expectJudged(verdict, answer, changed, accepted);
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });
});
