import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFully } from "../../tests/support/moderator";
import type { DbHandle } from "~db";
import { assessmentQuestions } from "~/content/assessment";
import { drawQuestions } from "~/features/assessment/draw";
import { retiredQuestionIds } from "~/features/assessment/exposure.server";
import { createModerator } from "~/features/moderation/auth.server";
import { minimumPerModule } from "~/features/moderation/questions.server";
import { startVerified } from "../../tests/support/assessment-code";
import { insertCompletion } from "../../tests/support/completions";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as adminAction, loader as adminLoader } from "./admin";
import { loader as csvLoader } from "./admin.questions[.]csv";

// Issue 30, item 2: the moderators' "Questions" view, from confirmed, finished attempts only:
// each question's showings, share right, discrimination and options chosen, the weak ones
// flagged; a moderator retires one with a reason (audit-logged), and it is never drawn again.

interface Row {
  id: string;
  stats: {
    shown: number;
    correct: number;
    pValue: number;
    discrimination: number | null;
    chosen: number[];
    unanswered: number;
    flags: string[];
  } | null;
  retired: { reason: string } | null;
}
interface QuestionsPage {
  view: "questions";
  attempts: number;
  flagged: number;
  page: { items: Row[]; total: number; pages: number };
}

describe.each(engines)("the questions' statistics on %s", (engine) => {
  let handle: DbHandle;
  let cookie = "";
  const [easy, hard, other, anchor, second] = assessmentQuestions.filter(
    (question) => question.module === "Sourcing Strategies",
  );
  if (!easy || !hard || !other || !anchor || !second)
    throw new Error("the bank has too few sourcing questions");
  const wrong = (id: string) =>
    (((assessmentQuestions.find((q) => q.id === id)?.correctAnswer ?? 0) + 1) % 4) as number;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    await createModerator(`stats-${engine}@example.com`, "a long moderator passphrase");
    const signedIn = await signInFully(
      `stats-${engine}@example.com`,
      "a long moderator passphrase",
      "198.51.100.90",
    );
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = signedIn.setCookie.split(";")[0] ?? "";

    // 40 confirmed, finished attempts: the first 20 strong (other and two anchors right, hard
    // wrong), the last 20 weak (other and the anchors wrong, hard right); all get `easy` right
    // (flagged too easy); `hard` is right only for the weak half (negative discrimination);
    // `other` goes with the rest of the score (positive, not flagged).
    const now = Date.now();
    for (let i = 0; i < 40; i++) {
      const strong = i < 20;
      const answers = {
        [easy.id]: easy.correctAnswer,
        [other.id]: strong ? other.correctAnswer : wrong(other.id),
        [anchor.id]: strong ? anchor.correctAnswer : wrong(anchor.id),
        [second.id]: strong ? second.correctAnswer : wrong(second.id),
        [hard.id]: strong ? wrong(hard.id) : hard.correctAnswer,
      };
      const completion = await insertCompletion(handle.db, {
        email: `stats-${i}@example.com`,
        createdAt: new Date(now),
        totalQuestions: 5,
      });
      await handle.db
        .insertInto("assessment_attempts")
        .values({
          created_at: new Date(now - i * 1000).toISOString(),
          token: `stats-${engine}-${i}`,
          full_name: "Stats Candidate",
          email: `stats-${i}@example.com`,
          company_name: "Quillmark",
          designation: "Recruiter",
          question_ids: JSON.stringify([easy.id, other.id, hard.id, anchor.id, second.id]),
          answers: JSON.stringify(answers),
          current_index: 5,
          deadline_at: new Date(now).toISOString(),
          questions_closed_at: new Date(now).toISOString(),
          scenario_ids: "[]",
          completion_id: completion,
          verified_at: new Date(now - i * 1000).toISOString(),
        })
        .execute();
    }
    // Unconfirmed and unfinished attempts count for nothing: an attempt answering `easy` wrong.
    const unfinished = await startVerified(handle.db, {
      name: "Not Finished",
      email: "unfinished@example.com",
      company: "Quillmark",
      designation: "Recruiter",
    });
    expect(unfinished).toMatch(/^ss_attempt=/);
    await handle.db
      .updateTable("assessment_attempts")
      .set({
        question_ids: JSON.stringify([easy.id]),
        answers: JSON.stringify({ [easy.id]: wrong(easy.id) }),
      })
      .where("email", "=", "unfinished@example.com")
      .execute();
  });
  afterAll(() => handle.close());

  const view = async (page = 1) => {
    const request = new Request(`http://localhost/admin?view=questions&page=${page}`);
    request.headers.set("Cookie", cookie);
    return (await callRoute<QuestionsPage>(adminLoader, request)).data as QuestionsPage;
  };
  const allRows = async () => {
    const first = await view();
    const rows = [...first.page.items];
    for (let page = 2; page <= first.page.pages; page++)
      rows.push(...(await view(page)).page.items);
    return { first, rows };
  };

  it("shows each question's figures from confirmed, finished attempts, flagged ones first", async () => {
    const { first, rows } = await allRows();
    expect(first.attempts).toBe(40);
    expect(first.page.total).toBe(assessmentQuestions.length);
    expect(rows).toHaveLength(assessmentQuestions.length);
    const row = (id: string) => rows.find((item) => item.id === id)?.stats;
    expect(row(easy.id)).toMatchObject({ shown: 40, correct: 40, pValue: 1, flags: ["too-easy"] });
    expect(row(easy.id)?.chosen[easy.correctAnswer]).toBe(40);
    expect(row(hard.id)).toMatchObject({ shown: 40, correct: 20, pValue: 0.5 });
    expect(row(hard.id)?.discrimination).toBeCloseTo(-1, 9);
    expect(row(hard.id)?.flags).toEqual(["negative-discrimination"]);
    expect(row(other.id)?.flags).toEqual([]);
    expect(row(other.id)?.discrimination).toBeGreaterThan(0);
    // The two flagged questions lead the list; a question never shown has no figures.
    expect(first.flagged).toBe(2);
    expect(
      first.page.items
        .slice(0, 2)
        .map((item) => item.id)
        .sort(),
    ).toEqual([easy.id, hard.id].sort());
    expect(
      rows.find((item) => ![easy.id, hard.id, other.id, anchor.id, second.id].includes(item.id))
        ?.stats,
    ).toBeNull();
  });

  it("exports the same figures as CSV", async () => {
    const request = new Request("http://localhost/admin/questions.csv");
    request.headers.set("Cookie", cookie);
    const response = (await csvLoader(routeArgs(request))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,module,difficulty,status,shown,correct_share,discrimination,chose_1,chose_2,chose_3,chose_4,unanswered,key,flags,retired_at,retired_reason,question",
    );
    expect(lines).toHaveLength(assessmentQuestions.length + 1);
    const hardLine = lines.find((line) => line.startsWith(`${hard.id},`)) ?? "";
    // The minus sign is kept as text (a leading ' stops a spreadsheet reading it as a formula).
    expect(hardLine).toContain(",active,40,0.500,'-1.000,");
    expect(hardLine).toContain(",negative discrimination,");
    // Without a moderator's session: nothing.
    const anonymous = await callRoute(
      csvLoader,
      new Request("http://localhost/admin/questions.csv"),
    );
    expect(anonymous.status).toBe(302);
  });

  it("retires a question with a reason, audit-logged; the draw never returns it", async () => {
    const retire = (fields: Record<string, string>) => {
      const request = formRequest("/admin?view=questions", { intent: "retire", ...fields });
      request.headers.set("Cookie", cookie);
      return callRoute(adminAction, request);
    };
    expect((await retire({ question: easy.id })).status).toBe(400);
    // First the confirm step, which retires nothing.
    const step = await retire({ question: easy.id, reason: "Everyone gets it right" });
    expect(step.status).toBe(200);
    expect(step.data).toMatchObject({
      confirm: { action: { intent: "retire", question: easy.id } },
    });
    expect((await retiredQuestionIds(handle.db)).size).toBe(0);
    const done = await retire({
      question: easy.id,
      reason: "Everyone gets it right",
      confirmed: "yes",
    });
    expect(done).toMatchObject({ status: 302, location: "/admin?view=questions" });
    expect([...(await retiredQuestionIds(handle.db))]).toEqual([easy.id]);
    const audit = await handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "retire")
      .execute();
    expect(audit).toMatchObject([
      { subject_type: "question", subject_key: easy.id, reason: "Everyone gets it right" },
    ]);
    // Twice, or a question not in the bank: refused, nothing more recorded.
    expect((await retire({ question: easy.id, reason: "again", confirmed: "yes" })).status).toBe(
      409,
    );
    expect((await retire({ question: "no-such-1", reason: "x", confirmed: "yes" })).status).toBe(
      404,
    );
    const { rows } = await allRows();
    expect(rows.find((row) => row.id === easy.id)?.retired).toMatchObject({
      reason: "Everyone gets it right",
    });

    // Starts after the retirement never draw it.
    const retired = await retiredQuestionIds(handle.db);
    for (let i = 0; i < 50; i++)
      expect(
        drawQuestions(assessmentQuestions, Math.random, new Map(), retired).questionIds,
      ).not.toContain(easy.id);
    for (let i = 0; i < 3; i++) {
      await startVerified(handle.db, {
        name: "After Retire",
        email: `after-retire-${i}@example.com`,
        company: "Quillmark",
        designation: "Recruiter",
      });
    }
    const drawn = await handle.db
      .selectFrom("assessment_attempts")
      .select("question_ids")
      .where("email", "like", "after-retire-%")
      .execute();
    for (const row of drawn) expect(JSON.parse(row.question_ids)).not.toContain(easy.id);
  });

  it("keeps at least 20 questions to draw in a module, with retirements sent at once", async () => {
    const pool = assessmentQuestions
      .filter((question) => question.module === "Negotiation & Closing")
      .map((question) => question.id);
    const spare = pool.length - minimumPerModule;
    // Every question of the module asked to go at once: only the spare ones may.
    const results = await Promise.all(
      pool.map((id) => {
        const request = formRequest("/admin?view=questions", {
          intent: "retire",
          question: id,
          reason: "Load test",
          confirmed: "yes",
        });
        request.headers.set("Cookie", cookie);
        return callRoute(adminAction, request);
      }),
    );
    expect(results.filter((result) => result.status === 302)).toHaveLength(spare);
    expect(results.filter((result) => result.status === 409)).toHaveLength(pool.length - spare);
    const retired = await retiredQuestionIds(handle.db);
    expect(pool.filter((id) => !retired.has(id))).toHaveLength(minimumPerModule);
  });
});
