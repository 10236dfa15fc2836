import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { createModerator } from "~/features/moderation/auth.server";
import { action as adminAction, loader as adminLoader } from "./admin";
import { action as companyAction } from "./company";
import { action as submitAction } from "./submit";
import { confirmationTokens, confirmByToken } from "../../tests/support/review-confirmation";
import { callRoute, formRequest } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { signedInModerator, signInFully } from "../../tests/support/moderator";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { unsubscribeToken } from "~/lib/mail/unsubscribe.server";
import { action as unsubscribeAction } from "./unsubscribe";
import { queueModeratorMail } from "~/features/moderation/queue-mail.server";
import { workspaceCounts } from "~/features/moderation/queues.server";

// Where the site sends e-mail (issue 14, "Where e-mail is used"), through the real actions and
// the outbox worker to a real SMTP server on 127.0.0.1: a movement's submitter's receipt,
// approval and rejection; the moderators' batched e-mail about new items (a review counts from
// its confirmation).

const siteUrl = "https://spotlight.test";

describe.each(engines)("e-mail to a movement's submitter on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let cookie = "";
  let ip = 0;
  // Messages are stored at the real time; the worker looks a little later, so all are due.
  const worker = (clock = () => new Date(Date.now() + 1_000)) =>
    outboxWorkerFor(handle, smtp, clock);
  const sent = () => smtp.received.map((mail) => [mail.to[0], mail.parsed.subject]);

  /** Submits a movement through the form's action; its id. */
  async function submit(fields: Record<string, string>): Promise<number> {
    ip += 1;
    const answer = await callRoute(
      submitAction,
      formRequest("/submit", {
        name: "Jordan <b>Ellis</b>",
        newRole: "Director of Recruiting",
        company: "Quillmark Tech Staffing",
        description: "Jordan was promoted after three record years leading the IT desk.",
        ...fields,
      }),
      { clientIp: `198.51.${engine === "sqlite" ? 110 : 111}.${ip}` },
    );
    expect(answer).toMatchObject({ status: 302, location: "/submit?submitted=1" });
    const row = await handle.db
      .selectFrom("movement_submissions")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function moderate(fields: Record<string, string>, as = cookie) {
    const request = formRequest("/admin", { intent: "decide", subject: "movement", ...fields });
    request.headers.set("Cookie", as);
    return callRoute(adminAction, request);
  }

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
    cookie = await signedInModerator(`uses-mod-${engine}@example.com`, "198.51.100.90");
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("mail_outbox").execute();
    smtp.received.length = 0;
  });

  it("sends the submitter a receipt saying a moderator reviews every submission, relaying nothing they typed", async () => {
    const id = await submit({
      submitterName: "Sam Phisher",
      submitterEmail: "sam@example.com",
      description: "Urgent: verify your payroll at https://phish.example/pay before Friday.",
    });
    const reference = `M-${String(id).padStart(6, "0")}`;
    expect(await worker().runOnce()).toBe(1);
    expect(sent()).toEqual([["sam@example.com", `We received your movement (${reference})`]]);
    const text = smtp.received[0]?.parsed.text ?? "";
    expect(text).toContain("Hello,");
    expect(text).toContain(`Its reference is ${reference}.`);
    expect(text).toContain("a moderator reviews every submission");
    for (const part of [text, smtp.received[0]?.parsed.html ?? ""]) {
      for (const typed of [
        "Sam",
        "Phisher",
        "Jordan",
        "Ellis",
        "Quillmark",
        "Director",
        "phish.example",
        "payroll",
      ])
        expect(part).not.toContain(typed);
    }
    expect(smtp.received[0]?.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("sends no receipt when no e-mail was given", async () => {
    await submit({ submitterName: "Nobody" });
    expect(await handle.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("on approval, sends the public link and the LinkedIn share link", async () => {
    const id = await submit({ submitterEmail: "approve@example.com" });
    expect(await moderate({ id: String(id), decision: "approve" })).toMatchObject({ status: 302 });
    expect(await worker().runOnce()).toBe(2);
    expect(sent()).toEqual([
      ["approve@example.com", `We received your movement (M-${String(id).padStart(6, "0")})`],
      ["approve@example.com", "Your movement is published"],
    ]);
    const published = smtp.received[1]?.parsed;
    const page = `${siteUrl}/movements/${id}`;
    expect(published?.text).toContain(`See it on Staffing Spotlight: ${page}`);
    expect(published?.html).toContain(`href="${page}"`);
    expect(published?.text).toContain(
      `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(`Congratulations to Jordan Ellis on the new role as Director of Recruiting at Quillmark Tech Staffing! ${page} #StaffingSpotlight`)}`,
    );
  });

  it("sends the rejection's reason only when the moderator chose to, once it can no longer be undone", async () => {
    const kept = await submit({ submitterEmail: "kept@example.com" });
    const told = await submit({ submitterEmail: "told@example.com" });
    await worker().runOnce();
    smtp.received.length = 0;

    expect(
      await moderate({
        id: String(kept),
        decision: "reject",
        reason: "Not about staffing",
        confirmed: "yes",
      }),
    ).toMatchObject({ status: 302 });
    expect(
      await moderate({
        id: String(told),
        decision: "reject",
        reason: "Please give the <i>new</i> company's full name",
        sendReason: "on",
        confirmed: "yes",
      }),
    ).toMatchObject({ status: 302 });
    // A rejection can be undone for 10 minutes: its e-mail waits until then.
    expect(await worker().runOnce()).toBe(0);
    expect(await worker(() => new Date(Date.now() + 10 * 60_000 + 1_000)).runOnce()).toBe(1);
    expect(sent()).toEqual([["told@example.com", "Your movement was not published"]]);
    expect(smtp.received[0]?.parsed.text).toContain("> Please give the new company's full name");
  });

  it("sends nothing to an address that unsubscribed", async () => {
    const token = unsubscribeToken("quiet@example.com");
    expect(
      (await callRoute(unsubscribeAction, formRequest("/unsubscribe", { token }))).status,
    ).toBe(200);
    const approved = await submit({ submitterEmail: "Quiet@Example.com" });
    const rejected = await submit({ submitterEmail: "quiet@example.com" });
    await moderate({ id: String(approved), decision: "approve" });
    await moderate({
      id: String(rejected),
      decision: "reject",
      reason: "Duplicate",
      sendReason: "on",
      confirmed: "yes",
    });
    const statuses = await handle.db
      .selectFrom("movement_submissions")
      .select("status")
      .where("id", "in", [approved, rejected])
      .orderBy("id")
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(["approved", "rejected"]);
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("tells a moderator of new items at most once every 15 minutes, with counts and a link, unless turned off", async () => {
    // Only this test's moderator wants these e-mails.
    await handle.db.updateTable("moderators").set({ queue_mail: 0 }).execute();
    const email = `queue-${engine}@example.com`;
    await createModerator(email, "correct horse battery staple");
    const signedIn = await signInFully(email, "correct horse battery staple", "198.51.100.91");
    if (!signedIn.ok) throw new Error(signedIn.message);
    const own = signedIn.setCookie.split(";")[0] ?? "";
    const setting = async (fields: Record<string, string>) => {
      const request = formRequest("/admin", { intent: "queue-mail", ...fields });
      request.headers.set("Cookie", own);
      return callRoute(adminAction, request);
    };
    const pendingMovements = async () =>
      (
        await handle.db
          .selectFrom("movement_submissions")
          .select("id")
          .where("status", "=", "pending")
          .execute()
      ).length;

    // Nothing new since the account was made: no e-mail.
    const start = new Date();
    expect(await queueModeratorMail(handle.db, start)).toBe(0);

    // Two new items within 15 minutes: one e-mail.
    await submit({});
    await submit({});
    const first = new Date();
    const minutes = (n: number) => new Date(first.getTime() + n * 60_000);
    const shownSetting = async () => {
      const request = new Request("http://localhost/admin");
      request.headers.set("Cookie", own);
      const page = await callRoute<{ moderator: { queueMail: boolean } }>(adminLoader, request);
      return page.data?.moderator.queueMail;
    };
    expect(await shownSetting()).toBe(true);
    // The form stores the real time; the test's clock moves on faster.
    const arrivedAt = (id: number, at: Date) =>
      handle.db
        .updateTable("movement_submissions")
        .set({ created_at: at.toISOString() })
        .where("id", "=", id)
        .execute();
    expect(await queueModeratorMail(handle.db, first)).toBe(1);
    const countThen = await pendingMovements();
    await arrivedAt(await submit({}), minutes(5));
    expect(await queueModeratorMail(handle.db, minutes(5))).toBe(0);
    expect(await queueModeratorMail(handle.db, minutes(14))).toBe(0);
    // 15 minutes on, the third item is new: the next one.
    expect(await queueModeratorMail(handle.db, minutes(15))).toBe(1);
    // Nothing new since: none.
    expect(await queueModeratorMail(handle.db, minutes(31))).toBe(0);

    expect(await worker(() => minutes(31)).runOnce()).toBe(2);
    expect(sent()).toEqual([
      [email, "New items wait for moderation"],
      [email, "New items wait for moderation"],
    ]);
    expect(smtp.received[0]?.parsed.text).toContain(`Pending movements: ${countThen}`);
    expect(smtp.received[1]?.parsed.text).toContain(`Pending movements: ${countThen + 1}`);
    expect(smtp.received[0]?.parsed.text).toContain(`Open the workspace: ${siteUrl}/admin`);
    expect(smtp.received[0]?.parsed.html).toContain(`href="${siteUrl}/admin"`);
    expect(smtp.received[0]?.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    smtp.received.length = 0;

    // Turned off in the workspace (the box unticked): nothing, however much is new.
    expect(await setting({})).toMatchObject({ status: 302 });
    expect(await shownSetting()).toBe(false);
    const later = minutes(60);
    await arrivedAt(await submit({}), minutes(45));
    expect(await queueModeratorMail(handle.db, later)).toBe(0);
    // Turned on again: the e-mail comes.
    expect(await setting({ queueMail: "on" })).toMatchObject({ status: 302 });
    expect(await shownSetting()).toBe(true);
    expect(await queueModeratorMail(handle.db, later)).toBe(1);
    expect(await worker(() => later).runOnce()).toBe(1);
    expect(sent()).toEqual([[email, "New items wait for moderation"]]);
  });

  it("tells a moderator of a review when it is confirmed, not when it is written", async () => {
    await handle.db.updateTable("moderators").set({ queue_mail: 0 }).execute();
    // The previous test dated a movement ahead of the real time: brought back.
    await handle.db
      .updateTable("movement_submissions")
      .set({ created_at: new Date(Date.now() - 60 * 60_000).toISOString() })
      .where("created_at", ">", new Date().toISOString())
      .execute();
    const email = `queue-reviews-${engine}@example.com`;
    await createModerator(email, "correct horse battery staple");
    const companyId = (
      await handle.db
        .insertInto("companies")
        .values({
          name: `Reviewed ${engine}`,
          name_key: `reviewed${engine}`,
          status: "approved",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    ip += 1;
    const reviewer = `reviewer-${engine}@example.com`;
    const posted = await callRoute(
      companyAction,
      formRequest(`/company/${companyId}`, {
        relationship: "placed",
        rating: "5",
        title: "Quick and honest",
        body: "They found me a role within a week and explained every step.",
        reviewerEmail: reviewer,
      }),
      { params: { id: String(companyId) }, clientIp: `198.51.102.${ip}` },
    );
    expect(posted.status).toBe(302);
    const [token = ""] = await confirmationTokens(handle.db, reviewer);
    const waiting = (await workspaceCounts()).reviews;

    // Written, not confirmed: not in the queue, so no notice.
    expect(await queueModeratorMail(handle.db, new Date())).toBe(0);

    // A movement brings a notice; the unconfirmed review is not among its counts.
    await submit({});
    const noticed = new Date();
    const minutes = (n: number) => new Date(noticed.getTime() + n * 60_000);
    expect(await queueModeratorMail(handle.db, noticed)).toBe(1);

    // Confirmed after that notice (written before it): new, once the 15 minutes have passed.
    expect((await confirmByToken(token)).data?.state).toBe("confirmed");
    // The action stores the real time; the test's clock moves on faster.
    await handle.db
      .updateTable("company_reviews")
      .set({ confirmed_at: minutes(5).toISOString() })
      .where("reviewer_email", "=", reviewer)
      .execute();
    expect(await queueModeratorMail(handle.db, minutes(14))).toBe(0);
    expect(await queueModeratorMail(handle.db, minutes(15))).toBe(1);

    expect(await worker(() => minutes(15)).runOnce()).toBe(3);
    const notices = smtp.received.filter((mail) => mail.to[0] === email);
    expect(notices.map((mail) => mail.parsed.text)).toEqual([
      expect.stringContaining(`Pending reviews: ${waiting}\n`),
      expect.stringContaining(`Pending reviews: ${waiting + 1}\n`),
    ]);
  });
});
