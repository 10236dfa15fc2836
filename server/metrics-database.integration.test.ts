import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db";
import type { MailStatus } from "../db/schema";
import { engines, openTestDb } from "../tests/support/test-db";
import { readDatabaseGauges } from "./metrics-database";

// The gauges /metrics reads at each scrape, on both engines: the SQL is the same text for both.

const now = new Date("2025-06-02T12:00:00.000Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe.each(engines)("the database's gauges on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  let mails = 0;
  const mail = (status: MailStatus, createdAt: string) =>
    handle.db
      .insertInto("mail_outbox")
      .values({
        created_at: createdAt,
        message_id: `gauge-${(mails += 1)}@test`,
        category: "code",
        recipient: "someone@example.com",
        subject: "A subject",
        text_body: "",
        html_body: "",
        list_unsubscribe: null,
        status,
        next_attempt_at: createdAt,
        claimed_until: null,
        claim_token: null,
        last_error: null,
        sent_at: null,
        budget_key: null,
      })
      .execute();

  const movement = async (status: "pending" | "approved") =>
    (
      await handle.db
        .insertInto("movement_submissions")
        .values({
          created_at: ago(60),
          status,
          name: "Ana Diaz",
          previous_role: null,
          new_role: "Director of Recruiting",
          company: "Quillmark Tech Staffing",
          previous_company: null,
          location: null,
          description: "Promoted after three record years.",
          submitter_name: null,
          submitter_email: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  it("is all zeros on an empty database", async () => {
    const gauges = await readDatabaseGauges(handle.db, now);
    expect(gauges.outbox).toEqual({ queued: 0, sent: 0, failed: 0, skipped: 0 });
    expect(gauges.oldestQueuedSeconds).toBe(0);
    expect(Object.values(gauges.pending).every((n) => n === 0)).toBe(true);
    expect(Object.keys(gauges.pending).sort()).toEqual([
      "companies",
      "contact",
      "corrections",
      "flags",
      "movements",
      "proposals",
      "replies",
      "reviews",
    ]);
  });

  it("counts the outbox by status, the oldest waiting e-mail's age, and the pending items", async () => {
    await mail("queued", ago(3600));
    await mail("queued", ago(5));
    await mail("sent", ago(7200));
    await mail("failed", ago(90_000));
    await movement("pending");
    await movement("pending");
    const published = await movement("approved");
    await handle.db
      .insertInto("movement_corrections")
      .values({
        movement_id: published,
        created_at: ago(30),
        status: "pending",
        decided_at: null,
        name: "Ana Díaz",
        previous_role: null,
        new_role: "Director of Recruiting",
        company: "Quillmark Tech Staffing",
        previous_company: null,
        location: null,
        description: "Promoted after three record years.",
        note: null,
      })
      .execute();

    const gauges = await readDatabaseGauges(handle.db, now);
    expect(gauges.outbox).toEqual({ queued: 2, sent: 1, failed: 1, skipped: 0 });
    // The older of the two waiting, not the sent or failed ones, older still.
    expect(gauges.oldestQueuedSeconds).toBe(3600);
    expect(gauges.pending).toMatchObject({ movements: 2, corrections: 1, reviews: 0 });
  });
});
