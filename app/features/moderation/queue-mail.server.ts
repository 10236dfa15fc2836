import type { Kysely } from "kysely";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { answerCounts } from "./answers.server";
import { workspaceCounts } from "./queues.server";

// The moderators' e-mail about new items in the queues (issue 14): at most one every 15 minutes
// per moderator, with the counts and a link to /admin; a moderator can turn it off. Run by the
// outbox worker at each of its rounds; the state is in the moderators' rows, so several
// processes agree.

export const queueMailEveryMs = 15 * 60_000;

/** Whether anything arrived in a queue (or the inbox) after `since`, still waiting. */
async function newSince(db: Kysely<Database>, since: string): Promise<boolean> {
  const tables = [
    ["movement_submissions", "pending"],
    ["companies", "pending"],
    ["contact_messages", "new"],
  ] as const;
  for (const [table, status] of tables) {
    const row = await db
      .selectFrom(table)
      .select("id")
      .where("status", "=", status)
      .where("created_at", ">", since)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  // A review arrives in the queue when its address is confirmed (confirmation.server.ts), not
  // when it is written: an unconfirmed one is not counted, and one written before the last
  // notice but confirmed after it is new.
  const review = await db
    .selectFrom("company_reviews")
    .select("id")
    .where("status", "=", "pending")
    .where("confirmed_at", ">", since)
    .limit(1)
    .executeTakeFirst();
  if (review) return true;
  // What companies' representatives send (issue 32): a reply or an edit, a flag, a proposal.
  const fromCompanies = await Promise.all([
    db
      .selectFrom("review_replies")
      .select("id")
      .where("pending_body", "is not", null)
      .where("submitted_at", ">", since)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("review_flags")
      .select("id")
      .where("status", "=", "open")
      .where("created_at", ">", since)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("profile_proposals")
      .select("id")
      .where("status", "=", "pending")
      .where("created_at", ">", since)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return fromCompanies.some((row) => row !== undefined);
}

/**
 * Queues the e-mail for each moderator who wants it, has had none for 15 minutes, and has new
 * items waiting since the last one (or since the account was made); the number queued.
 */
export async function queueModeratorMail(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - queueMailEveryMs).toISOString();
  const due = await db
    .selectFrom("moderators")
    .select(["id", "email", "created_at", "queue_mailed_at"])
    .where("disabled", "=", 0)
    .where("queue_mail", "=", 1)
    .where((eb) => eb.or([eb("queue_mailed_at", "is", null), eb("queue_mailed_at", "<=", cutoff)]))
    .execute();
  let queued = 0;
  for (const moderator of due) {
    if (!(await newSince(db, moderator.queue_mailed_at ?? moderator.created_at))) continue;
    const sent = await db.transaction().execute(async (trx) => {
      // Taken by one process only: the row's condition is checked again under its write lock.
      const taken = await trx
        .updateTable("moderators")
        .set({ queue_mailed_at: now.toISOString() })
        .where("id", "=", moderator.id)
        .where("queue_mail", "=", 1)
        .where((eb) =>
          eb.or([eb("queue_mailed_at", "is", null), eb("queue_mailed_at", "<=", cutoff)]),
        )
        .executeTakeFirst();
      if (!taken.numUpdatedRows) return false;
      const counts = await workspaceCounts(trx);
      const answers = await answerCounts(trx);
      await enqueueMail(
        trx,
        {
          to: moderator.email,
          category: "notification",
          cause: "moderator",
          subject: "New items wait for moderation",
          blocks: [
            { kind: "paragraph", text: "New items wait in the moderation queues:" },
            ...[
              `Pending movements: ${counts.movements}`,
              `Pending companies: ${counts.companies}`,
              `Pending reviews: ${counts.reviews}`,
              `New messages: ${counts.contact}`,
              `Replies from companies: ${answers.replies}`,
              `Flags from companies: ${answers.flags}`,
              `Profile changes from companies: ${answers.proposals}`,
            ].map((text) => ({ kind: "paragraph" as const, text })),
            {
              kind: "link",
              label: "Open the workspace",
              url: absoluteUrl(getSiteConfig(), "/admin"),
            },
            {
              kind: "paragraph",
              text: "You get at most one of these every 15 minutes. Turn them off in the workspace, under “E-mail about new items”.",
            },
          ],
        },
        now,
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** A moderator's choice: e-mail about new items, or not. */
export async function setQueueMail(
  db: Kysely<Database>,
  moderatorId: number,
  on: boolean,
): Promise<void> {
  await db
    .updateTable("moderators")
    .set({ queue_mail: on ? 1 : 0 })
    .where("id", "=", moderatorId)
    .execute();
}

/** Whether the moderator gets e-mail about new items. */
export async function queueMailIsOn(moderatorId: number, db: Kysely<Database> = getDb()) {
  const row = await db
    .selectFrom("moderators")
    .select("queue_mail")
    .where("id", "=", moderatorId)
    .executeTakeFirst();
  return row?.queue_mail === 1;
}
