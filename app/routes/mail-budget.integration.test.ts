import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { enqueueMail, mailBudget, outboxSummary } from "~/lib/mail/outbox.server";
import { postAssessment } from "../../tests/support/assessment-code";
import { callRoute, formRequest, type RouteResult } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { engines, insertListedCompany, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as companyAction } from "./company";
import { action as contactAction } from "./contact";
import { action as submitAction } from "./submit";

// Issue 26, one inbox as a target: no address receives more than 5 e-mails an hour and 10 a
// day caused by actions anyone can take without proving they own it (assessment codes and new
// codes, review links, contact and movement receipts), whatever the flow, the client address
// or the spelling of the address. Beyond that the form answers as it would have, and nothing
// is sent; the workspace counts what was held back. Through the real actions and the outbox
// worker to a real SMTP server on 127.0.0.1.

const siteUrl = "https://spotlight.test";
const hourMs = 60 * 60_000;

describe.each(engines)("the mail budget of one inbox on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let companyId = 0;
  const net = engine === "sqlite" ? 120 : 121;
  // Sends what is due, a second ahead so that everything stored just now is.
  const send = () => outboxWorkerFor(handle, smtp, () => new Date(Date.now() + 1_000)).runOnce();
  const arrivedAt = (inbox: string) =>
    smtp.received.filter((mail) => mail.to[0]?.toLowerCase() === inbox).length;

  /** Each action anyone can take with someone's address, from client address `from`. */
  const actions = {
    contact: (to: string, from: string) =>
      callRoute(
        contactAction,
        formRequest("/contact", {
          name: "Stranger",
          email: to,
          subject: "Hello",
          message: "A message to make the site write to someone else.",
        }),
        { clientIp: from },
      ),
    movement: (to: string, from: string) =>
      callRoute(
        submitAction,
        formRequest("/submit", {
          name: "Someone Else",
          newRole: "Recruiter",
          company: "Quillmark",
          description: "A movement whose submitter address belongs to someone else.",
          submitterEmail: to,
        }),
        { clientIp: from },
      ),
    review: (to: string, from: string) =>
      callRoute(
        companyAction,
        formRequest(`/company/${companyId}`, {
          relationship: "placed",
          rating: "4",
          title: "A review in someone's name",
          body: "Written with an address that belongs to someone else.",
          reviewerEmail: to,
        }),
        { params: { id: String(companyId) }, clientIp: from },
      ),
    assessment: (to: string, from: string) =>
      postAssessment(
        { intent: "start", name: "Stranger", email: to, company: "Quillmark", designation: "X" },
        undefined,
        from,
      ),
  };
  type Kind = keyof typeof actions;
  /** What a visitor sees of an answer: its status and where it leads. */
  const seen = (answer: RouteResult) => ({ status: answer.status, location: answer.location });

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
    companyId = await insertListedCompany(handle.db, "Budget Staffing");
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("40 actions from 4 client addresses at one inbox, in flight at once: 5 e-mails arrive", async () => {
    const kinds = Object.keys(actions) as Kind[];
    const victim = "victim@example.com";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const kind = kinds[i % kinds.length] ?? "contact";
        // Its spellings are one inbox: sub-addresses and capitals count together.
        const to = [victim, "Victim@Example.com", "victim+jobs@example.com"][i % 3] ?? victim;
        return actions[kind](to, `198.51.${net}.${(i % 4) + 1}`).then((answer) => ({
          kind,
          answer,
        }));
      }),
    );
    // Every form answered as it does: stored (302), or refused by its own rate limit (429).
    for (const { answer } of answers) expect([302, 429]).toContain(answer.status);
    while ((await send()) > 0);
    expect(arrivedAt(victim) + arrivedAt("victim+jobs@example.com")).toBe(mailBudget.perHour);
    const held = await handle.db.selectFrom("mail_held").select("id").execute();
    const stored = answers.filter(({ answer }) => answer.status === 302).length;
    expect(held.length).toBe(stored - mailBudget.perHour);
    expect((await outboxSummary(handle.db)).heldToday).toBe(held.length);
  });

  it("beyond the budget each form answers exactly as it did before it, and nothing is sent", async () => {
    const victim = "second-victim@example.com";
    const kinds = Object.keys(actions) as Kind[];
    const within: Record<string, unknown> = {};
    for (const [i, kind] of kinds.entries())
      within[kind] = seen(await actions[kind](victim, `198.51.${net}.${20 + i}`));
    // One more of the first kind fills the hour's 5; then every kind again, from fresh addresses.
    await actions.contact(victim, `198.51.${net}.30`);
    for (const [i, kind] of kinds.entries())
      expect(seen(await actions[kind](victim, `198.51.${net}.${40 + i}`))).toEqual(within[kind]);
    while ((await send()) > 0);
    expect(arrivedAt(victim)).toBe(mailBudget.perHour);
    // A person who asked for nothing is not held back by someone else's budget.
    await actions.contact("bystander@example.com", `198.51.${net}.50`);
    await send();
    expect(arrivedAt("bystander@example.com")).toBe(1);
  });

  it("holds an inbox to 5 an hour and 10 a day; mail a moderator or the owner causes is not counted", async () => {
    const to = "daily@example.com";
    const start = Date.now() - 23 * hourMs;
    const outcomes: string[] = [];
    // 4 hours of 4 attempts each: 5 an hour would allow 16, the day's 10 stops them.
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 4; i++) {
        const at = new Date(start + hour * hourMs + i * 60_000);
        outcomes.push(
          await handle.db
            .transaction()
            .execute((trx) =>
              enqueueMail(
                trx,
                { to, category: "code", cause: "anyone", subject: "A code", blocks: [] },
                at,
              ),
            ),
        );
      }
    }
    expect(outcomes.filter((outcome) => outcome === "queued")).toHaveLength(mailBudget.perDay);
    expect(outcomes.slice(0, 12)).toEqual([...Array(10).fill("queued"), "held", "held"]);
    const now = new Date(start + 4 * hourMs);
    for (const cause of ["owner", "moderator"] as const) {
      const outcome = await handle.db
        .transaction()
        .execute((trx) =>
          enqueueMail(
            trx,
            { to, category: "code", cause, subject: "A certificate", blocks: [] },
            now,
          ),
        );
      expect(outcome).toBe("queued");
    }
    // A day after the first, the first hour's four are out of the window again.
    const nextDay = new Date(start + 24 * hourMs + 1_000);
    const later = await handle.db
      .transaction()
      .execute((trx) =>
        enqueueMail(
          trx,
          { to, category: "code", cause: "anyone", subject: "A code", blocks: [] },
          nextDay,
        ),
      );
    expect(later).toBe("queued");
  });
});
