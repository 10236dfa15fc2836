import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db";
import { startUnverified } from "../tests/support/assessment-code";
import { callRoute, formRequest } from "../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../tests/support/smtp-server";
import { engines, openTestDb, useSiteUrl } from "../tests/support/test-db";
import { action as companyAction } from "../app/routes/company";
import {
  heldMailDays,
  unconfirmedAttemptHours,
  unconfirmedReviewDays,
} from "../app/content/retention";
import { outboxRoundWork, sweepEveryMs } from "./outbox-rounds";

// What a server process's outbox worker does besides sending: with no new review or welcome
// form, unconfirmed reviews older than 7 days and unverified attempts older than a day are
// deleted at a round, at most once every few minutes; younger ones stay. The periods are the
// ones the privacy policy states (app/content/retention.ts).

const day = 24 * 60 * 60 * 1000;
const reviewDays = unconfirmedReviewDays;
const attemptDays = unconfirmedAttemptHours / 24;

describe.each(engines)("the outbox worker's sweep on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let companyId = 0;
  let ip = 0;

  const review = async (email: string) => {
    const answer = await callRoute(
      companyAction,
      formRequest(`/company/${companyId}`, {
        relationship: "placed",
        rating: "3",
        title: "Slow but fair",
        body: "It took a month, but the role they found suits me well.",
        reviewerEmail: email,
      }),
      { params: { id: String(companyId) }, clientIp: `198.51.103.${(ip += 1)}` },
    );
    expect(answer.status).toBe(302);
  };
  const start = (email: string) =>
    startUnverified({ name: "Priya Raman", email, company: "Quillmark", designation: "Recruiter" });
  const reviewers = async () =>
    (
      await handle.db
        .selectFrom("company_reviews")
        .select("reviewer_email")
        .orderBy("reviewer_email")
        .execute()
    ).map((row) => row.reviewer_email);
  const candidates = async () =>
    (
      await handle.db.selectFrom("assessment_attempts").select("email").orderBy("email").execute()
    ).map((row) => row.email);
  /** Dates a row `days` before `from`, as if it had been made then. */
  const age = async (
    table: "company_reviews" | "assessment_attempts",
    email: string,
    days: number,
    from: Date,
  ) => {
    const column = table === "company_reviews" ? "reviewer_email" : "email";
    await handle.db
      .updateTable(table)
      .set({ created_at: new Date(from.getTime() - days * day).toISOString() })
      .where(column, "=", email)
      .execute();
  };

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl("https://spotlight.test");
    smtp = await startTestSmtpServer();
    companyId = (
      await handle.db
        .insertInto("companies")
        .values({
          name: "Swept Staffing",
          name_key: "sweptstaffing",
          status: "approved",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  it("deletes expired unconfirmed reviews and unverified attempts at a round, keeping fresh ones", async () => {
    await review("old@example.com");
    await review("fresh@example.com");
    await start("old@example.com");
    await start("fresh@example.com");
    const now = new Date(Date.now() + 1_000);
    await age("company_reviews", "old@example.com", reviewDays + 0.01, now);
    await age("company_reviews", "fresh@example.com", reviewDays - 0.1, now);
    await age("assessment_attempts", "old@example.com", attemptDays + 0.01, now);
    await age("assessment_attempts", "fresh@example.com", attemptDays - 0.1, now);

    let clock = now;
    const worker = outboxWorkerFor(handle, smtp, () => clock, outboxRoundWork(handle.db));
    await worker.runOnce();
    expect(await reviewers()).toEqual(["fresh@example.com"]);
    expect(await candidates()).toEqual(["fresh@example.com"]);

    // Expired since: not swept again until a few minutes have passed, then gone.
    await age("company_reviews", "fresh@example.com", reviewDays + 0.01, now);
    await age("assessment_attempts", "fresh@example.com", attemptDays + 0.01, now);
    clock = new Date(now.getTime() + sweepEveryMs - 1_000);
    await worker.runOnce();
    expect(await reviewers()).toEqual(["fresh@example.com"]);
    expect(await candidates()).toEqual(["fresh@example.com"]);
    clock = new Date(now.getTime() + sweepEveryMs);
    await worker.runOnce();
    expect(await reviewers()).toEqual([]);
    expect(await candidates()).toEqual([]);
  });

  it("never deletes a confirmed review or a verified attempt, however old", async () => {
    await review("kept@example.com");
    await start("kept@example.com");
    const now = new Date(Date.now() + 1_000);
    await handle.db
      .updateTable("company_reviews")
      .set({ confirmed_at: now.toISOString() })
      .where("reviewer_email", "=", "kept@example.com")
      .execute();
    await handle.db
      .updateTable("assessment_attempts")
      .set({ verified_at: now.toISOString() })
      .where("email", "=", "kept@example.com")
      .execute();
    await age("company_reviews", "kept@example.com", 30, now);
    await age("assessment_attempts", "kept@example.com", 30, now);
    await outboxWorkerFor(handle, smtp, () => now, outboxRoundWork(handle.db)).runOnce();
    expect(await reviewers()).toEqual(["kept@example.com"]);
    expect(await candidates()).toEqual(["kept@example.com"]);
  });

  it("forgets held-back mail after 7 days and wrong codes after a day, keeping recent ones", async () => {
    const now = new Date(Date.now() + 1_000);
    const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();
    await handle.db
      .insertInto("mail_held")
      .values(
        [heldMailDays + 0.01, heldMailDays - 0.1].map((days) => ({
          created_at: ago(days),
          category: "code" as const,
          recipient: `held-${days}@example.com`,
          subject: "Your code",
        })),
      )
      .execute();
    await handle.db
      .insertInto("assessment_code_failures")
      .values(
        [attemptDays + 0.01, attemptDays - 0.1].map((days) => ({
          email: `wrong-${days}@example.com`,
          created_at: ago(days),
        })),
      )
      .execute();
    await outboxWorkerFor(handle, smtp, () => now, outboxRoundWork(handle.db)).runOnce();
    const held = await handle.db.selectFrom("mail_held").select("recipient").execute();
    expect(held.map((row) => row.recipient)).toEqual([`held-${heldMailDays - 0.1}@example.com`]);
    const wrong = await handle.db.selectFrom("assessment_code_failures").select("email").execute();
    expect(wrong.map((row) => row.email)).toEqual([`wrong-${attemptDays - 0.1}@example.com`]);
  });

  it("forgets the rate-limit counters (IP and e-mail addresses) whose window has ended, keeping running ones", async () => {
    const now = new Date(Date.now() + 1_000);
    await handle.db
      .insertInto("rate_limits")
      .values([
        { key: "contact:ip:203.0.113.9", points: 1, expire: now.getTime() - 1_000 },
        { key: "contact:email:ended@example.com", points: 2, expire: now.getTime() - 1 },
        { key: "review:email:running@example.com", points: 1, expire: now.getTime() + 60_000 },
      ])
      .execute();
    await outboxWorkerFor(handle, smtp, () => now, outboxRoundWork(handle.db)).runOnce();
    const left = await handle.db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "in", [
        "contact:ip:203.0.113.9",
        "contact:email:ended@example.com",
        "review:email:running@example.com",
      ])
      .execute();
    expect(left.map((row) => row.key)).toEqual(["review:email:running@example.com"]);
  });
  it("forgets the links to a person's own data once neither the link nor its session can be used", async () => {
    const now = new Date(Date.now() + 2_000);
    const link = (email: string, minutesAgo: number) => {
      const created = new Date(now.getTime() - minutesAgo * 60_000);
      return {
        token_hash: `${email}-hash`,
        email,
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + 60 * 60_000).toISOString(),
        used_at: null,
      };
    };
    // 60 minutes for the link, then at most 30 for the session it opened.
    await handle.db
      .insertInto("your_data_links")
      .values([link("ended@example.com", 91), link("usable@example.com", 80)])
      .execute();
    await outboxWorkerFor(handle, smtp, () => now, outboxRoundWork(handle.db)).runOnce();
    const left = await handle.db.selectFrom("your_data_links").select("email").execute();
    expect(left.map((row) => row.email)).toEqual(["usable@example.com"]);
  });
});
