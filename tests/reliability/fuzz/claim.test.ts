/**
 * Fuzzing /company/:id/claim (issue 32): a representative's claim of a listed company's profile,
 * with a work address at the company's own domain.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { action as claimAction } from "../../../app/routes/company.claim";
import {
  action as forCompaniesAction,
  loader as forCompaniesLoader,
} from "../../../app/routes/for-companies";
import {
  action as signInLinkAction,
  loader as signInLinkLoader,
} from "../../../app/routes/for-companies.sign-in";
import { anyText, fuzzForm, shortLine, validEmail } from "./arbitraries";
import {
  allOf,
  browserEmail,
  emailAddress,
  expectClean,
  expectJudged,
  honeypot,
  refused,
  requiredText,
  routeId,
  sent,
  unknown,
  type Verdict,
} from "./oracle";
import { answerOf, entriesOf, postRequest, received, wellFormed } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

/** The fuzzed company's website: the work addresses that can claim it are at this domain. */
const website = "https://www.fuzzed-staffing.example/";
const domain = "fuzzed-staffing.example";

/** Addresses at the company's domain mostly, and some that are not (look-alikes, free mail). */
const workEmail = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,12}([._-][a-z0-9]{1,8})?$/),
        fc.constantFrom(domain, `hr.${domain}`, "FUZZED-Staffing.example"),
      )
      .map(([local, at]) => `${local}@${at}`),
  },
  { weight: 2, arbitrary: validEmail },
  {
    weight: 1,
    arbitrary: fc.constantFrom(`jo@${domain}.evil.example`, "jo@gmail.com", "jo@mailinator.com"),
  },
);

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("/company/:id/claim", () => {
    const fields = ["name", "jobTitle", "email"];
    const validClaim = fc
      .record({ name: shortLine, jobTitle: shortLine, email: workEmail })
      .map(entriesOf);
    const companyParam = fc.oneof(
      { weight: 8, arbitrary: fc.constant("listed") },
      { weight: 1, arbitrary: fc.constant("pending") },
      { weight: 1, arbitrary: anyText },
    );

    /** The form's rules, then the domain's: only an address at the website's domain claims. */
    function judge(form: FormData) {
      const verdict = allOf({
        name: requiredText(sent(form, "name"), 100),
        jobTitle: requiredText(sent(form, "jobTitle"), 100),
        email: emailAddress(sent(form, "email"), true),
      });
      if (verdict.kind !== "valid") return verdict;
      const address = verdict.value.email ?? "";
      const at = address.slice(address.lastIndexOf("@") + 1);
      if (at !== domain && !at.endsWith(`.${domain}`))
        return refused("not at the company's domain", 422);
      return verdict;
    }
    type Claim = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      fixture.db
        .selectFrom("company_claims")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();

    it(
      "never answers 5xx, and stores exactly the valid claims of a listed company",
      async () => {
        await fixture.db
          .updateTable("companies")
          .set({ website })
          .where("id", "=", fixture.listedCompanyId)
          .execute();
        await fc.assert(
          fc.asyncProperty(fuzzForm(validClaim, fields), companyParam, async (fuzz, param) => {
            await clearLimits();
            const id =
              param === "listed"
                ? String(fixture.listedCompanyId)
                : param === "pending"
                  ? String(fixture.pendingCompanyId)
                  : param;
            const request = postRequest(
              `/company/${encodeURIComponent(wellFormed(id))}/claim`,
              fuzz,
            );
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
            const verdict: Verdict<Claim> | "bot" = !listed
              ? refused("no such listed company", 404)
              : bot === "bot"
                ? "bot"
                : bot === "unjudged"
                  ? unknown("honeypot twice")
                  : judge(form);
            const { answer, changed } = await measured(claimAction, request, {
              params: { id },
              clientIp: nextIp(),
            });
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: `/company/${companyId}/claim?claim=sent#claim-sent`,
              table: "company_claims",
              rows: () => ({ company_claims: 1 }),
              stored: async (value) => {
                expect(await latest()).toMatchObject({
                  company_id: companyId,
                  status: "pending",
                  name: value.name,
                  job_title: value.jobTitle,
                  email: value.email,
                  confirmed_at: null,
                });
              },
              clean: async () => {
                const row = await latest();
                expectClean(row.name, 100, true);
                expectClean(row.job_title, 100, true);
                expect(row.email).toMatch(browserEmail);
                expect(row.email.endsWith(domain)).toBe(true);
              },
            });
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });
  describe("/for-companies (a representative's sign-in)", () => {
    const validSignIn = fc.record({ email: workEmail }).map(entriesOf);

    it(
      "never answers 5xx, answers every valid address alike, and signs no one in without a link",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validSignIn, ["email"]), anyText, async (fuzz, text) => {
            await clearLimits();
            const request = postRequest("/for-companies", fuzz);
            const form = await received(request);
            const bot = honeypot(form);
            const verdict =
              bot === "bot"
                ? "bot"
                : bot === "unjudged"
                  ? unknown("honeypot twice")
                  : allOf({ email: emailAddress(sent(form, "email"), true) });
            const { answer, changed } = await measured(forCompaniesAction, request, {
              clientIp: nextIp(),
            });
            // No representative in this database: a valid address changes nothing stored.
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: "/for-companies?link=sent",
              table: "company_claims",
              rows: () => ({}),
              stored: async () => {},
              clean: async () => {},
            });
            expect((await answerOf(forCompaniesLoader, "/for-companies")).status).toBe(200);
            // Any text as a link: refused, and no cookie.
            const query = `/for-companies/sign-in?${new URLSearchParams({ token: text }).toString()}`;
            const page = await answerOf(signInLinkLoader, query);
            expect(page.status).toBe(400);
            const pressed = await answerOf(
              signInLinkAction,
              postRequest("/for-companies/sign-in", {
                entries: [["token", text]],
                body: "urlencoded",
              }),
            );
            expect(pressed.status).toBe(400);
            expect(pressed.headers.get("Set-Cookie")).toBeNull();
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );
  });
});
