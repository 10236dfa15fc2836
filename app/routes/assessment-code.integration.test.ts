import { retakeAllowedAt, retakeMessage } from "~/features/assessment/rules";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { getEnv } from "~/lib/env.server";
import { rateLimitRefusals } from "~/lib/rate-limit-refusals";
import {
  assessmentCodes,
  codeLine,
  codeSubject,
  nextVisitorIp,
  passAttempt,
  postAssessment,
  startUnverified,
  startVerified,
  toastOf,
} from "../../tests/support/assessment-code";
import { routeArgs } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { loader } from "./assessment";

// Issue 14, the assessment: after the welcome step a 6-digit code goes to the candidate's
// e-mail (through the outbox, to a real SMTP server on 127.0.0.1), and the assessment starts
// only once it is entered. Codes last 15 minutes and take 5 tries; a new one may be asked for 3
// times an hour; disposable domains are refused; the 7-day rule and the certificate belong to
// the confirmed address, and passing e-mails the certificate's verify link.

const siteUrl = "https://spotlight.test";

const who = (email: string) => ({
  name: "Priya Raman",
  email,
  company: "Quillmark",
  designation: "Recruiter",
});

describe.each(engines)("the assessment's e-mailed code on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  const send = () => outboxWorkerFor(handle, smtp).runOnce();
  const view = async (cookie: string) =>
    (await loader(
      routeArgs(new Request("http://localhost/assessment", { headers: { Cookie: cookie } })),
    )) as Record<string, unknown>;
  const attemptsOf = (email: string) =>
    handle.db
      .selectFrom("assessment_attempts")
      .selectAll()
      .where("email", "=", email)
      .orderBy("id")
      .execute();
  const verify = (cookie: string, code: string, clientIp?: string) =>
    postAssessment({ intent: "verify", code }, cookie, clientIp ?? nextVisitorIp());
  const latestCode = async (email: string) =>
    (await assessmentCodes(handle.db, email)).at(-1) ?? "";
  /** A six-digit code that is not `code`. */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("e-mails a code after the welcome step; the assessment starts only once it is entered", async () => {
    const cookie = await startUnverified(who("priya@example.com"));
    const [attempt] = await attemptsOf("priya@example.com");
    expect(attempt).toMatchObject({ verified_at: null, code_tries: 0 });
    // The code itself is nowhere in the database.
    expect(await send()).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["priya@example.com"]);
    expect(mail?.parsed.subject).toBe(codeSubject);
    expect(mail?.parsed.headers.has("list-unsubscribe")).toBe(false);
    const code = codeLine.exec(mail?.parsed.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.parsed.html).toContain(code);
    expect(mail?.parsed.subject).not.toContain(code);
    // Anyone can type anyone's address: the code greets no one with the name typed.
    expect(mail?.parsed.text).toContain("Hello,");
    expect(`${mail?.parsed.text}${mail?.parsed.html}`).not.toContain("Priya");
    expect(JSON.stringify(attempt)).not.toContain(code);
    // Nor in the outbox once sent: the parts are blanked, the rest kept (decision 0014).
    const stored = await handle.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "priya@example.com")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored).toMatchObject({
      status: "sent",
      subject: codeSubject,
      text_body: "",
      html_body: "",
    });
    expect(mail?.parsed.messageId).toBe(`<${stored.message_id}>`);

    // Until then the page asks for the code, and no question is shown or answered.
    expect(await view(cookie)).toMatchObject({
      step: "verify",
      // The whole address (issue 28): this step is shown only to the browser that typed it.
      address: "priya@example.com",
      minutes: 15,
      resendsLeft: 3,
    });
    await postAssessment({ intent: "answer", questionId: "q1", answer: "0" }, cookie);
    expect((await attemptsOf("priya@example.com"))[0]).toMatchObject({
      verified_at: null,
      answers: "{}",
      current_index: 0,
    });

    // Spaces as a visitor may type them are fine.
    const started = await verify(cookie, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(started).toMatchObject({ status: 302, location: "/assessment" });
    expect(await toastOf(started)).toBeUndefined();
    const state = await view(cookie);
    expect(state.step).toBe("assessment");
    // The 30 minutes run from the code, not from the welcome form.
    const [verified] = await attemptsOf("priya@example.com");
    expect(verified?.verified_at).not.toBeNull();
    expect(
      new Date(verified?.deadline_at ?? 0).getTime() -
        new Date(verified?.verified_at ?? 0).getTime(),
    ).toBe(getEnv().assessmentSeconds * 1000);
    expect(state.secondsLeft).toBeGreaterThan(getEnv().assessmentSeconds - 10);
  });

  it("a wrong code counts a try and changes nothing else; the fifth locks the code, right or not", async () => {
    const cookie = await startUnverified(who("tries@example.com"));
    const code = await latestCode("tries@example.com");

    const malformed = await verify(cookie, "12345");
    expect(malformed.status).toBe(400);
    expect(malformed.data?.errors).toEqual({
      code: "Please enter the 6-digit code from the e-mail",
    });
    expect((await attemptsOf("tries@example.com"))[0]?.code_tries).toBe(0);

    for (let left = 4; left >= 1; left--) {
      const wrong = await verify(cookie, other(code));
      expect(wrong.status).toBe(400);
      expect(wrong.data?.toast).toMatchObject({
        title: `That code is not right. Please check the e-mail and try again (${left} ${left === 1 ? "try" : "tries"} left).`,
      });
    }
    // Each refusal by the lock is one for /metrics (server/metrics.ts counts this channel).
    const refusals: unknown[] = [];
    const count = (message: unknown) => refusals.push(message);
    rateLimitRefusals.subscribe(count);
    const fifth = await verify(cookie, other(code));
    expect(fifth.status).toBe(429);
    expect(fifth.data?.toast).toMatchObject({
      title: "Too many wrong codes. Please ask for a new code.",
    });
    const right = await verify(cookie, code);
    expect(right.status).toBe(429);
    rateLimitRefusals.unsubscribe(count);
    expect(refusals).toEqual([{ rule: "assessment-code" }, { rule: "assessment-code" }]);
    expect(await attemptsOf("tries@example.com")).toMatchObject([
      { verified_at: null, code_tries: 5 },
    ]);
    expect((await view(cookie)).step).toBe("verify");

    // A new code has 5 tries of its own and works.
    const resent = await postAssessment({ intent: "resend" }, cookie);
    expect(resent).toMatchObject({ status: 302, location: "/assessment" });
    expect(await toastOf(resent)).toBe("A new code is on its way");
    expect((await verify(cookie, await latestCode("tries@example.com"))).status).toBe(302);
    expect((await view(cookie)).step).toBe("assessment");
  });

  it("an expired code is refused and changes nothing", async () => {
    const cookie = await startUnverified(who("late@example.com"));
    const code = await latestCode("late@example.com");
    await handle.db
      .updateTable("assessment_attempts")
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@example.com")
      .execute();
    const expired = await verify(cookie, code);
    expect(expired.status).toBe(410);
    expect(expired.data?.toast).toMatchObject({
      title: "This code has expired. Please ask for a new code.",
    });
    expect(await attemptsOf("late@example.com")).toMatchObject([
      { verified_at: null, code_tries: 0 },
    ]);
    expect((await view(cookie)).step).toBe("verify");
  });

  it("a new code replaces the last, arrives by e-mail, and may be asked for 3 times an hour", async () => {
    const cookie = await startUnverified(who("again@example.com"));
    const first = await latestCode("again@example.com");
    for (let i = 0; i < 3; i++) {
      const resent = await postAssessment({ intent: "resend" }, cookie);
      expect(resent.status).toBe(302);
    }
    expect((await view(cookie)).resendsLeft).toBe(0);
    const refused = await postAssessment({ intent: "resend" }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.data?.toast).toMatchObject({
      title:
        "You can ask for a new code 3 times an hour. Please use the last code sent, or try again later.",
    });
    const codes = await assessmentCodes(handle.db, "again@example.com");
    expect(codes).toHaveLength(4);
    await send();
    const arrived = smtp.received.filter((mail) => mail.to[0] === "again@example.com");
    expect(arrived.map((mail) => codeLine.exec(mail.parsed.text ?? "")?.[1])).toEqual(codes);

    // An hour on, one more may be asked for.
    await handle.db
      .updateTable("assessment_attempts")
      .set({
        code_resends: JSON.stringify([new Date(Date.now() - 61 * 60_000).toISOString()]),
      })
      .where("email", "=", "again@example.com")
      .execute();
    expect((await view(cookie)).resendsLeft).toBe(3);

    // Only the last code works; an earlier one is a wrong code.
    const last = codes.at(-1) ?? "";
    if (first !== last) expect((await verify(cookie, first)).status).toBe(400);
    expect((await verify(cookie, last)).status).toBe(302);
    expect((await view(cookie)).step).toBe("assessment");
  });

  it("a code used once is refused with a clear message and the running attempt is unchanged", async () => {
    const cookie = await startUnverified(who("twice@example.com"));
    const code = await latestCode("twice@example.com");
    expect((await verify(cookie, code)).status).toBe(302);
    const [before] = await attemptsOf("twice@example.com");
    const again = await verify(cookie, code);
    expect(again).toMatchObject({ status: 302, location: "/assessment" });
    expect(await toastOf(again)).toBe(
      "This code has already been used: your assessment has started.",
    );
    expect(await attemptsOf("twice@example.com")).toEqual([before]);
    // Resending for a started attempt sends nothing.
    await postAssessment({ intent: "resend" }, cookie);
    expect(await assessmentCodes(handle.db, "twice@example.com")).toHaveLength(1);
  });

  it("refuses disposable addresses (and their subdomains) with a clear message, keeping the values", async () => {
    for (const email of ["temp@mailinator.com", "temp@inbox.mailinator.com"]) {
      const refused = await postAssessment({ intent: "start", ...who(email) });
      expect(refused.status).toBe(400);
      expect(refused.data?.toast).toMatchObject({
        title:
          "Disposable e-mail addresses are not accepted. Please use an address you will keep: your certificate belongs to it.",
      });
      expect(refused.data?.values).toMatchObject({ name: "Priya Raman", email });
      expect(await attemptsOf(email)).toEqual([]);
      expect(await assessmentCodes(handle.db, email)).toEqual([]);
    }
  });

  it("the retake rule counts confirmed starts only: an address typed by someone else blocks nothing", async () => {
    // Someone types the address and never has the code: nothing is counted against its owner.
    await startUnverified(who("owner@example.com"));
    await startUnverified(who("owner@example.com"));
    const cookie = await startUnverified(who("owner@example.com"));
    expect((await verify(cookie, await latestCode("owner@example.com"))).status).toBe(302);
    expect((await view(cookie)).step).toBe("assessment");
    // A second start within 7 days is refused once its code is entered, and leaves no attempt.
    const second = await startUnverified(who("owner@example.com"));
    const refused = await verify(second, await latestCode("owner@example.com"));
    expect(refused).toMatchObject({ status: 302, location: "/assessment" });
    expect(refused.setCookie).toMatch(/^ss_attempt=;/);
    const verified = (await attemptsOf("owner@example.com")).filter((row) => row.verified_at);
    expect(verified).toHaveLength(1);
    // The refusal names the moment a retake is allowed (issue 30): 7 days after the start.
    expect(await toastOf(refused)).toBe(
      retakeMessage(retakeAllowedAt(new Date(verified[0]?.verified_at ?? ""))),
    );
  });

  it("two starts of one address, their codes entered at once: the replaced one is gone, one starts", async () => {
    const first = await startUnverified(who("both@example.com"));
    const second = await startUnverified(who("both@example.com"));
    const [a, b] = await assessmentCodes(handle.db, "both@example.com");
    const [gone] = await Promise.all([verify(first, a ?? ""), verify(second, b ?? "")]);
    expect(await toastOf(gone)).toBe("This code is no longer valid");
    const rows = await attemptsOf("both@example.com");
    expect(rows.filter((row) => row.verified_at)).toHaveLength(1);
  });

  it("starts at most 3 attempts a day from one client address; the fourth code is refused and changes nothing", async () => {
    const office = "192.0.2.44";
    for (const name of ["ana", "ben", "cam"]) {
      const email = `${name}@office.example.com`;
      const cookie = await startUnverified(who(email));
      expect((await verify(cookie, await latestCode(email), office)).location).toBe("/assessment");
      expect((await view(cookie)).step).toBe("assessment");
    }
    const fourth = await startUnverified(who("dee@office.example.com"));
    const refused = await verify(fourth, await latestCode("dee@office.example.com"), office);
    expect(refused.status).toBe(429);
    expect(refused.data?.toast).toMatchObject({
      title:
        "The assessment can be started 3 times a day from one network. Please try again tomorrow.",
    });
    expect(await attemptsOf("dee@office.example.com")).toMatchObject([{ verified_at: null }]);
    // From another network it starts; and a day later from this one too.
    await handle.db
      .updateTable("assessment_attempts")
      .set({ verified_at: new Date(Date.now() - 25 * 60 * 60_000).toISOString() })
      .where("email", "=", "ana@office.example.com")
      .execute();
    expect(
      (await verify(fourth, await latestCode("dee@office.example.com"), office)).location,
    ).toBe("/assessment");
    // The address is kept only as a keyed hash.
    const [row] = await attemptsOf("dee@office.example.com");
    expect(row?.started_from).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("192.0.2.44");
  });

  it("'Not you? Change it' forgets the unverified attempt and gives back the details as typed", async () => {
    const cookie = await startUnverified(who("Typo@Exmaple.com"));
    const changed = await postAssessment({ intent: "change" }, cookie);
    expect(changed.status).toBe(200);
    expect(changed.setCookie).toMatch(/^ss_attempt=;/);
    expect(changed.data).toEqual({
      ok: false,
      errors: {},
      values: { ...who("typo@exmaple.com") },
    });
    expect(await attemptsOf("typo@exmaple.com")).toEqual([]);
    // Once started, the attempt is not the visitor's to change.
    const started = await startVerified(handle.db, who("started@example.com"));
    const refused = await postAssessment({ intent: "change" }, started);
    expect(refused).toMatchObject({ status: 302, location: "/assessment" });
    expect(await attemptsOf("started@example.com")).toMatchObject([
      { verified_at: expect.any(String) },
    ]);
  });

  it("the welcome form takes 6 starts an hour for one address; its inbox gets 5 codes, one attempt lives", async () => {
    const starts = [];
    for (let i = 0; i < 6; i++) starts.push(await startUnverified(who("flood@example.com")));
    const seventh = await postAssessment(
      { intent: "start", ...who("flood@example.com") },
      undefined,
      "192.0.2.77",
    );
    expect(seventh.status).toBe(429);
    // The sixth start answered like the others, but the inbox's budget held its code back.
    expect(await assessmentCodes(handle.db, "flood@example.com")).toHaveLength(5);
    // Each start replaced the one before: only the last cookie leads to an attempt.
    expect(await attemptsOf("flood@example.com")).toHaveLength(1);
    expect((await view(starts[5] ?? "")).step).toBe("verify");
    expect((await view(starts[0] ?? "")).step).toBe("welcome");
  });

  it("a new start replaces the address's unconfirmed attempt: the old code no longer works", async () => {
    const first = await startUnverified(who("replaced@example.com"));
    const firstCode = await latestCode("replaced@example.com");
    const second = await startUnverified(who("replaced@example.com"));
    expect(await attemptsOf("replaced@example.com")).toHaveLength(1);
    const stale = await verify(first, firstCode);
    expect(await toastOf(stale)).toBe("This code is no longer valid");
    expect((await verify(second, await latestCode("replaced@example.com"))).status).toBe(302);
    expect((await view(second)).step).toBe("assessment");
  });

  it("counts wrong codes per address across its attempts: 10 a day, however many starts", async () => {
    const email = "guessed@example.com";
    let answered = "";
    for (let start = 0; start < 3; start++) {
      const cookie = await startUnverified(who(email));
      const code = await latestCode(email);
      for (let guess = 0; guess < 4; guess++) {
        const result = await verify(cookie, other(code));
        answered = String((result.data?.toast as { title?: string } | undefined)?.title);
        if (result.status === 429) break;
      }
    }
    expect(answered).toBe(
      "Too many wrong codes were entered for this address today (10 at most). Please try again tomorrow.",
    );
    const failures = await handle.db
      .selectFrom("assessment_code_failures")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(failures).toHaveLength(10);
    // Even the right code is refused now, and nothing starts.
    const cookie = await startUnverified(who(email));
    const right = await verify(cookie, await latestCode(email));
    expect(right.status).toBe(429);
    expect((await attemptsOf(email)).every((attempt) => attempt.verified_at === null)).toBe(true);
  });

  it("30 wrong codes at once for one address: 5 count against its attempt, then 10 in all over two attempts", async () => {
    const email = "flooded-codes@example.com";
    const flood = async (cookie: string, code: string) =>
      Promise.all(Array.from({ length: 30 }, () => verify(cookie, other(code))));
    const failures = async () =>
      (
        await handle.db
          .selectFrom("assessment_code_failures")
          .select("id")
          .where("email", "=", email)
          .execute()
      ).length;
    const first = await startUnverified(who(email));
    const firstAnswers = await flood(first, await latestCode(email));
    expect(firstAnswers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(await failures()).toBe(5);
    const second = await startUnverified(who(email));
    const secondAnswers = await flood(second, await latestCode(email));
    expect(secondAnswers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(await failures()).toBe(10);
    // The address is spent for the day: a third attempt's right code is refused.
    const third = await startUnverified(who(email));
    expect((await verify(third, await latestCode(email))).status).toBe(429);
    expect(await attemptsOf(email)).toMatchObject([{ verified_at: null }]);
  });

  it("passing e-mails the certificate's verify link to the confirmed address", async () => {
    const cookie = await startUnverified(who("passes@example.com"));
    expect((await verify(cookie, await latestCode("passes@example.com"))).status).toBe(302);
    const done = await passAttempt(handle.db, "passes@example.com", cookie);
    expect(done.status).toBe(302);
    const completion = await handle.db
      .selectFrom("assessment_completions")
      .select(["reference", "email"])
      .where("email", "=", "passes@example.com")
      .executeTakeFirstOrThrow();
    smtp.received.length = 0;
    await send();
    const mail = smtp.received.find(
      (item) => item.parsed.subject === "Your Staffing Spotlight recruiter certificate",
    );
    expect(mail?.to).toEqual(["passes@example.com"]);
    expect(mail?.parsed.text).toContain("Hello Priya Raman,");
    expect(mail?.parsed.text).toContain(`${siteUrl}/verify/${completion.reference}`);
    expect(mail?.parsed.html).toContain(`href="${siteUrl}/verify/${completion.reference}"`);
    // The verification page offers the downloads and LinkedIn too, not only the assessment page.
    expect(mail?.parsed.text).toContain(
      "On that page, from any browser, you can download the certificate as a PDF or a PNG and add it to your LinkedIn profile.",
    );
    expect(mail?.parsed.text).not.toContain(
      "You can download the certificate from the assessment page",
    );
  });
});
