import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "../../db";
import { pageSizes } from "~/features/moderation/views";
import { callRoute, formRequest } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { signedInModerator } from "../../tests/support/moderator";
import { engines, insertListedCompany, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction, loader as adminLoader } from "./admin";

// Issue 28, the moderator's desk: a view per queue, paged; a confirm step before a reject,
// remove or revoke; a rejection undone within 10 minutes (the clock set, not waited for) with
// its e-mail held until then; the next item after a decision; the outbox listed; and the
// holder of a revoked certificate told, through the outbox to a real SMTP server.

const siteUrl = "https://spotlight.test";
const minute = 60_000;

describe.each(engines)("the moderator's desk on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let cookie = "";
  let day = 0;

  const post = (fields: Record<string, string>, path = "/admin") => {
    const request = formRequest(path, fields);
    request.headers.set("Cookie", cookie);
    return callRoute<{ confirm?: { title: string; back: string }; toast?: { title: string } }>(
      adminAction,
      request,
    );
  };
  const view = async <T>(query: string) => {
    const request = new Request(`http://localhost/admin?${query}`);
    request.headers.set("Cookie", cookie);
    return (await callRoute<T>(adminLoader, request)).data as T;
  };
  const statusOf = async (id: number) =>
    (
      await handle.db
        .selectFrom("movement_submissions")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  /** Pending movements of their own day, far in the past: first in the queue, in this order. */
  async function movements(names: string[], submitterEmail: string | null = null) {
    day += 1;
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const row = await handle.db
        .insertInto("movement_submissions")
        .values({
          created_at: new Date(Date.UTC(2001, 0, day, 0, index)).toISOString(),
          name,
          new_role: "Recruiter",
          company: "Acme",
          description: "Moved.",
          previous_role: null,
          previous_company: null,
          location: null,
          submitter_name: null,
          submitter_email: submitterEmail,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }
  const reject = (id: number, extra: Record<string, string> = {}) =>
    post({
      intent: "decide",
      subject: "movement",
      id: String(id),
      decision: "reject",
      reason: "Not about staffing",
      ...extra,
    });

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
    cookie = await signedInModerator(`desk-${engine}@example.com`, "198.51.100.120");
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    // Earlier tests' leftovers would be the queue's first items.
    await handle.db.deleteFrom("movement_submissions").execute();
    await handle.db.deleteFrom("mail_outbox").execute();
    smtp.received.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a reject with its confirm step, changing nothing; once confirmed, it rejects and leads to the next item", async () => {
    const [first, second, third] = await movements(["First", "Second", "Third"]);
    const asked = await reject(second ?? 0);
    expect(asked.status).toBe(200);
    expect(asked.data?.confirm).toMatchObject({
      title: "Second",
      back: `/admin?view=movements#review-movement-${second}`,
    });
    expect(await statusOf(second ?? 0)).toBe("pending");
    expect(await handle.db.selectFrom("audit_log").select("id").execute()).toEqual([]);

    const done = await reject(second ?? 0, { confirmed: "yes" });
    expect(done).toMatchObject({
      status: 302,
      location: `/admin?view=movements#review-movement-${third}`,
    });
    expect(await statusOf(second ?? 0)).toBe("rejected");
    // The last of the queue decided: the one before it is next.
    const approved = await post({
      intent: "decide",
      subject: "movement",
      id: String(third),
      decision: "approve",
    });
    expect(approved.location).toBe(`/admin?view=movements#review-movement-${first}`);
    // Nothing left: the queue's heading.
    const last = await post({
      intent: "decide",
      subject: "movement",
      id: String(first),
      decision: "approve",
    });
    expect(last.location).toBe("/admin?view=movements#pending-movements");
    expect((await reject(second ?? 0, { confirmed: "yes" })).status).toBe(409);
    const page = await view<{ page: { total: number } }>("view=movements");
    expect(page.page.total).toBe(0);
  });

  it("re-checks the confirm step: an item already decided, or unknown, gets no confirm step", async () => {
    const [id] = await movements(["Decided"]);
    await post({ intent: "decide", subject: "movement", id: String(id), decision: "approve" });
    const again = await reject(id ?? 0);
    expect(again.status).toBe(409);
    expect(again.data?.confirm).toBeUndefined();
    expect((await reject(999_999)).status).toBe(404);
  });

  it("sends the next item to the page that shows it, two to a page", async () => {
    const ids = await movements(["A", "B", "C", "D", "E"]);
    // The fourth decided: the fifth is the fourth of A B C E, so on page 2.
    const fourth = await post({
      intent: "decide",
      subject: "movement",
      id: String(ids[3]),
      decision: "approve",
    });
    expect(fourth.location).toBe(`/admin?view=movements&page=2#review-movement-${ids[4]}`);
    const pageTwo = await view<{ page: { items: { id: number }[]; page: number; pages: number } }>(
      `view=movements&item=${ids[4]}`,
    );
    expect(pageTwo.page).toMatchObject({ page: 2, pages: 2 });
    expect(pageTwo.page.items.map((item) => item.id)).toEqual([ids[2], ids[4]]);
    const approvedA = await post({
      intent: "decide",
      subject: "movement",
      id: String(ids[0]),
      decision: "approve",
    });
    expect(approvedA.location).toBe(`/admin?view=movements#review-movement-${ids[1]}`);
  });

  it("undoes a rejection within 10 minutes, in the audit log, and never sends its e-mail", async () => {
    const [id] = await movements(["Undone"], "undone@example.com");
    await reject(id ?? 0, { confirmed: "yes", sendReason: "on" });
    const waiting = await view<{ undoable: { id: number; name: string }[] }>("view=movements");
    expect(waiting.undoable).toMatchObject([{ id, name: "Undone" }]);
    // The e-mail waits out the 10 minutes: a worker a minute later sends nothing.
    const worker = outboxWorkerFor(handle, smtp, () => new Date(Date.now() + minute));
    expect(await worker.runOnce()).toBe(0);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 9 * minute);
    const undone = await post({ intent: "undo", subject: "movement", id: String(id) });
    expect(undone).toMatchObject({
      status: 302,
      location: `/admin?view=movements#review-movement-${id}`,
    });
    expect(await statusOf(id ?? 0)).toBe("pending");
    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["action", "subject_type", "subject_id"])
      .where("subject_id", "=", id ?? 0)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "reject", subject_type: "movement", subject_id: id },
      { action: "undo-reject", subject_type: "movement", subject_id: id },
    ]);
    vi.useRealTimers();
    const later = outboxWorkerFor(handle, smtp, () => new Date(Date.now() + 11 * minute));
    expect(await later.runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(
      await handle.db.selectFrom("mail_outbox").select(["subject", "status"]).execute(),
    ).toEqual([{ subject: "Your movement was not published", status: "skipped" }]);
    // Nothing left to undo.
    expect((await post({ intent: "undo", subject: "movement", id: String(id) })).status).toBe(409);
  });

  it("refuses an undo after 10 minutes with a clear message; the rejection's e-mail is then sent", async () => {
    const [id] = await movements(["Too late"], "late@example.com");
    await reject(id ?? 0, { confirmed: "yes", sendReason: "on" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * minute + 1_000);
    const refused = await post({ intent: "undo", subject: "movement", id: String(id) });
    expect(refused.status).toBe(409);
    expect(refused.data?.toast?.title).toBe(
      "The 10 minutes to undo this rejection have passed: it stays rejected. The person can send it again.",
    );
    expect(await statusOf(id ?? 0)).toBe("rejected");
    expect((await view<{ undoable: unknown[] }>("view=movements")).undoable).toEqual([]);
    vi.useRealTimers();
    const worker = outboxWorkerFor(handle, smtp, () => new Date(Date.now() + 10 * minute + 2_000));
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => [mail.to[0], mail.parsed.subject])).toEqual([
      ["late@example.com", "Your movement was not published"],
    ]);
  });

  it("lists the outbox, paged: recipients, subjects, status and last error, no bodies", async () => {
    const now = new Date().toISOString();
    // A page full, and the 5 oldest on the second.
    const size = pageSizes.outbox;
    const rows = Array.from({ length: size + 5 }, (_, i) => ({
      created_at: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
      message_id: `m${i}-${engine}@spotlight.test`,
      category: "notification" as const,
      recipient: `person${i}@example.com`,
      subject: `Subject ${i}`,
      text_body: `secret body ${i}`,
      html_body: `<p>secret body ${i}</p>`,
      list_unsubscribe: null,
      status: i === 0 ? ("failed" as const) : ("sent" as const),
      next_attempt_at: now,
      last_error: i === 0 ? "550 mailbox unavailable" : null,
      budget_key: null,
    }));
    await handle.db.insertInto("mail_outbox").values(rows).execute();
    type Outbox = {
      summary: { sent: number; failed: number };
      page: { items: Record<string, unknown>[]; page: number; pages: number; total: number };
    };
    const first = await view<Outbox>("view=outbox");
    expect(first.summary).toMatchObject({ sent: size + 4, failed: 1 });
    expect(first.page).toMatchObject({ page: 1, pages: 2, total: size + 5 });
    expect(first.page.items[0]).toMatchObject({
      recipient: `person${size + 4}@example.com`,
      subject: `Subject ${size + 4}`,
      status: "sent",
    });
    const second = await view<Outbox>("view=outbox&page=2");
    expect(second.page.items.map((mail) => mail.subject)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Subject ${i}`),
    );
    expect(second.page.items[4]).toMatchObject({
      recipient: "person0@example.com",
      status: "failed",
      last_error: "550 mailbox unavailable",
    });
    const failed = await view<Outbox>("view=outbox&mail=failed");
    expect(failed.page.items.map((mail) => mail.subject)).toEqual(["Subject 0"]);
    expect(JSON.stringify([first, second])).not.toContain("secret body");
  });

  it("revokes a certificate after its confirm step, and tells its holder once, with the reason and how to reach the site", async () => {
    const [older, revoked, newer] = await Promise.all(
      ["OLD", "MID", "NEW"].map((suffix, index) =>
        handle.db
          .insertInto("assessment_completions")
          .values({
            created_at: new Date(Date.UTC(2024, 4, 1 + index)).toISOString(),
            attempt_id: null,
            full_name: `Holder ${suffix}`,
            email: `holder-${suffix.toLowerCase()}@example.com`,
            company_name: "Quillmark",
            designation: "Recruiter",
            score: 92,
            total_questions: 25,
            certificate_type: "premium",
            section2_q1: "",
            section2_q2: "",
            section2_q3: "",
            section2_q7_positions: "",
            section2_q8_geographies: "",
            passed: 1,
            reference: `SS-DESK-${suffix}-${engine}`,
          })
          .returning("id")
          .executeTakeFirstOrThrow(),
      ),
    );
    const revoke = (fields: Record<string, string>) =>
      post({ intent: "revoke", id: String(revoked?.id), reason: "Answers shared", ...fields });
    const asked = await revoke({});
    expect(asked.status).toBe(200);
    expect(asked.data?.confirm?.title).toBe(`SS-DESK-MID-${engine} (Holder MID)`);
    expect(await handle.db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);

    const done = await revoke({ confirmed: "yes" });
    // Newest first: the next certificate still valid is the older one.
    expect(done).toMatchObject({
      status: 302,
      location: `/admin?view=certificates#completion-${older?.id}`,
    });
    expect(newer?.id).toBeGreaterThan(0);
    expect((await revoke({ confirmed: "yes" })).status).toBe(404);

    const worker = outboxWorkerFor(handle, smtp);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(["holder-mid@example.com"]);
    expect(mail?.parsed.subject).toBe(
      `Your Staffing Spotlight certificate SS-DESK-MID-${engine} was revoked`,
    );
    const text = mail?.parsed.text ?? "";
    expect(text).toContain("Hello Holder MID,");
    expect(text).toContain(`revoked your recruiter certificate SS-DESK-MID-${engine}`);
    expect(text).toContain("> Answers shared");
    expect(text).toContain(`${siteUrl}/contact`);
    expect(text).toMatch(/write to \S+@\S+ or use the contact form/);
    // A moderator's decision: no budget counted against the holder's inbox.
    const stored = await handle.db
      .selectFrom("mail_outbox")
      .select(["budget_key", "category"])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ budget_key: null, category: "notification" });
  });

  it("shows the listed companies no specialty filter finds beside the listed ones, not on the pending queue", async () => {
    const id = await insertListedCompany(handle.db, "Unsorted Staffing Desk");
    type Companies = {
      withoutSpecialty: { companies: { id: number }[]; total: number } | null;
    };
    const listed = await view<Companies>("view=companies&list=published");
    const without = listed.withoutSpecialty;
    expect(without?.total).toBeGreaterThanOrEqual(1);
    expect(without?.companies.length).toBe(Math.min(8, without?.total ?? 0));
    // Sorted by name, "Unsorted Staffing Desk" is among the first 8 when fewer than 8 come first.
    if ((without?.total ?? 0) <= 8) expect(without?.companies.map((row) => row.id)).toContain(id);
    expect((await view<Companies>("view=companies")).withoutSpecialty).toBeNull();
  });
});
