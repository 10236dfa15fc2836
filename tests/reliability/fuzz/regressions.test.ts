/**
 * Fuzzing regressions: each input once got a 5xx or stored what it should not.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import { enterLatestCode } from "../../support/assessment-code";
import { describe, expect, it } from "vitest";
import { routeArgs } from "../../support/route";
import { engines } from "../../support/test-db";
import { action as adminAction } from "../../../app/routes/admin";
import { action as loginAction } from "../../../app/routes/admin.login";
import { action as assessmentAction } from "../../../app/routes/assessment";
import { loader as companiesLoader } from "../../../app/routes/companies";
import { action as reviewAction } from "../../../app/routes/company";
import { action as contactAction } from "../../../app/routes/contact";
import { loader as movementsLoader } from "../../../app/routes/movements";
import { loader as rssLoader } from "../../../app/routes/movements-rss[.]xml";
import { loader as sipLoader } from "../../../app/routes/sip-calculator";
import { action as movementAction } from "../../../app/routes/submit";
import { action as companyAction } from "../../../app/routes/submit-company";
import { loader as swpLoader } from "../../../app/routes/swp-calculator";
import { answerOf, entriesOf, postRequest } from "./requests";
import { moderatorEmail, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("regressions found by fuzzing", () => {
    const post = (path: string, fields: Record<string, string>, cookie?: string) =>
      postRequest(path, { body: "urlencoded", entries: entriesOf(fields) }, cookie);
    const movement = {
      name: "Ana Ruiz",
      newRole: "Recruiter",
      company: "Quillmark",
      description: "Promoted after a record year.",
    };

    it("a tag split by a control character is still markup: '<\\u0007i>' is no name", async () => {
      const { answer, changed } = await measured(
        movementAction,
        post("/submit", { ...movement, name: "<\u0007i>" }),
        { clientIp: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("100 emoji are 100 characters: stored whole, never cut in half", async () => {
      await clearLimits();
      const name = "😀".repeat(100);
      const { answer } = await measured(movementAction, post("/submit", { ...movement, name }), {
        clientIp: nextIp(),
      });
      expect(answer.status).toBe(302);
      const row = await fixture.db
        .selectFrom("movement_submissions")
        .select("name")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.name).toBe(name);
    });

    it("a review of 10 emoji is shorter than 20 characters", async () => {
      const request = post(`/company/${fixture.listedCompanyId}`, {
        relationship: "client",
        rating: "4",
        title: "Short",
        body: "😀".repeat(10),
        reviewerEmail: "emoji@example.com",
      });
      const { answer, changed } = await measured(reviewAction, request, {
        params: { id: String(fixture.listedCompanyId) },
        clientIp: nextIp(),
      });
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("a valid 252-character e-mail is taken (its rate-limit key once overflowed PostgreSQL)", async () => {
      await clearLimits();
      const email = `${"a".repeat(240)}@example.com`;
      const request = post("/contact", { name: "Kim", email, subject: "Hi", message: "Hello" });
      const { answer, changed } = await measured(contactAction, request, { clientIp: nextIp() });
      expect(answer.status).toBe(302);
      expect(changed).toEqual({ contact_messages: 1 });
    });

    it("a NUL in a sign-in e-mail is a wrong e-mail, not a server error", async () => {
      await clearLimits();
      const request = post("/admin/login", {
        email: `${moderatorEmail}\u0000`,
        password: "wrong password",
      });
      const { answer, changed } = await measured(loginAction, request, { clientIp: nextIp() });
      expect(answer.status).toBe(401);
      expect(changed).toEqual({});
    });

    it.each([
      ["/companies?q=%00", companiesLoader],
      ["/movements?q=%00&tag=%00", movementsLoader],
      ["/movements/rss.xml?tag=%00", rssLoader],
      [`/movements/rss.xml?tag=${encodeURIComponent("😀".repeat(30))}`, rssLoader],
    ] as const)("%s answers 200", async (path, load) => {
      const answer = await answerOf(load, new Request(`http://localhost${path}`));
      expect(answer.status).toBe(200);
    });

    it.each(["/sip-calculator?monthly=1&years=", "/swp-calculator?investment=1&years="])(
      "%s works through at most 100 years, and refuses more (issue 28)",
      async (path) => {
        const load = path.startsWith("/sip") ? sipLoader : swpLoader;
        const answerTo = async (years: string) => {
          const answer = await answerOf(load, new Request(`http://localhost${path}${years}`));
          return answer.data as {
            errors: Record<string, string>;
            result: { schedule: unknown[] } | null;
          };
        };
        const longest = await answerTo("100");
        expect(longest.result?.schedule.length).toBe(100);
        const refused = await answerTo("1e9");
        expect(refused.result).toBeNull();
        expect(refused.errors.years).toMatch(/cannot be more than 100 years/);
      },
    );

    it("a website with a user name is refused", async () => {
      const request = post("/submit-company", {
        name: "Spoofed Co",
        website: "https://bank.example@evil.example",
      });
      const { answer, changed } = await measured(companyAction, request, { clientIp: nextIp() });
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("a logo address whose host of digits is no IPv4 address is refused, not a crash", async () => {
      const request = post("/submit-company", {
        name: "Café",
        logo_url: "0.0000010000000000000002",
      });
      const { answer, changed } = await measured(companyAction, request, { clientIp: nextIp() });
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("the workspace answers 404, storing nothing, for an id past the database's integers, the id 0 or a missing message", async () => {
      const forms: Record<string, string>[] = [
        { intent: "decide", subject: "movement", id: "2147483648", decision: "approve" },
        { intent: "contact", id: "999999", status: "handled" },
        // Seed 672562509: no row has the id 0, whatever the action (or none).
        { id: "0" },
      ];
      for (const fields of forms) {
        const request = post("/admin", fields, fixture.moderatorCookie);
        const { answer, changed } = await measured(adminAction, request);
        expect(answer.status).toBe(404);
        expect(changed).toEqual({});
      }
    });

    it("the assessment sanitises details and answers, keeps e-mails whole, and records no blank answer", async () => {
      const email = `${"long".repeat(30)}@example.com`;
      const started = await answerOf(
        assessmentAction,
        post("/assessment", {
          intent: "start",
          name: "<b>Ana\u0000</b> Ruiz",
          email,
          company: "Quill\u0000mark",
          designation: "Recruiter",
        }),
      );
      expect(started.status).toBe(302);
      const cookie = started.setCookie?.split(";")[0] ?? "";
      expect((await enterLatestCode(fixture.db, email, cookie)).location).toBe("/assessment");
      const attempt = await fixture.db
        .selectFrom("assessment_attempts")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(attempt).toMatchObject({ full_name: "Ana Ruiz", email, company_name: "Quillmark" });

      const questionId = (JSON.parse(attempt.question_ids) as string[])[0] ?? "";
      await assessmentAction(
        routeArgs(post("/assessment", { intent: "answer", questionId, answer: " " }, cookie)),
      );
      expect(
        (
          await fixture.db
            .selectFrom("assessment_attempts")
            .select("answers")
            .where("id", "=", attempt.id)
            .executeTakeFirstOrThrow()
        ).answers,
      ).toBe("{}");

      await fixture.db
        .updateTable("assessment_attempts")
        .set({ questions_closed_at: new Date().toISOString() })
        .where("id", "=", attempt.id)
        .execute();
      const answer = "A considered answer\u0000 of more than twenty characters.";
      const done = await answerOf(
        assessmentAction,
        post(
          "/assessment",
          {
            intent: "section2",
            scenario1: answer,
            scenario2: answer,
            scenario3: answer,
            positions: answer,
            geographies: answer,
          },
          cookie,
        ),
      );
      expect(done.status).toBe(302);
      const completion = await fixture.db
        .selectFrom("assessment_completions")
        .select("section2_q1")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(completion.section2_q1).toBe("A considered answer of more than twenty characters.");
    });
  });
});
