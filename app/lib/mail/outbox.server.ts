import { mailBudget } from "~/content/mail-budget";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { heldMailDays } from "~/content/retention";
import type { Engine } from "~db";
import { lockKeyForTransaction } from "~db/engine";
import type { Database, MailCategory, MailOutboxTable } from "~db/schema";
import { logger } from "../logger.server";
import { getSiteConfig } from "../site.server";
import { composeMail, type MailContent } from "./compose";
import { inboxKey } from "./inbox";
import { nextAttemptAt } from "./schedule";
import { isUnsubscribed, unsubscribeUrl } from "./unsubscribe.server";
import { erasedKey } from "../erased-address.server";

// The durable outbox (decision 0014). A message is stored in the transaction of the action that
// causes it, so it exists exactly when the action does; the worker (worker.server.ts) then sends
// it, at least once, with the Message-ID stored here.

export type StoredMail = Selectable<MailOutboxTable>;

export interface OutgoingMail extends MailContent {
  to: string;
  /**
   * `code`: a code or link the recipient asked for, sent whatever their choice about
   * notifications. `notification`: carries List-Unsubscribe, and is not sent to an address that
   * unsubscribed. A subject never holds a code or a token: it is logged.
   */
  category: MailCategory;
  /**
   * Who made it happen, which decides whether it counts against the recipient's budget
   * (issue 26). `anyone`: an action anyone can take without proving they own the address (a
   * code, a confirmation link, a receipt): at most `mailBudget` of these reach one inbox, and
   * they never carry text the visitor typed. `owner`: the address's owner, proven by a code or
   * link it received (a certificate after the code was entered). `moderator`: a moderator's
   * decision, or mail to a moderator.
   */
  cause: "anyone" | "owner" | "moderator";
}

type Db = Kysely<Database> | Transaction<Database>;

export { mailBudget };

const hourMs = 60 * 60_000;

/**
 * Whether the inbox `key` may take one more budgeted message now. Two actions for one inbox take
 * turns: on SQLite every transaction holds the write lock, on PostgreSQL an advisory lock on the
 * inbox is held to the end of the caller's transaction; so with any number of requests in
 * flight, on any number of processes, the count read here includes every message stored before.
 */
async function withinBudget(trx: Transaction<Database>, key: string, now: Date): Promise<boolean> {
  await lockKeyForTransaction(trx, `mail-budget:${key}`);
  const hourAgo = new Date(now.getTime() - hourMs).toISOString();
  const row = await trx
    .selectFrom("mail_outbox")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("day"),
      eb.fn
        .sum<string | number | null>(
          eb.case().when("created_at", ">", hourAgo).then(1).else(0).end(),
        )
        .as("hour"),
    ])
    // With what the inbox's owner erased (issue 34): its traces keep counting, under the hash.
    .where("budget_key", "in", [key, erasedKey(key)])
    .where("created_at", ">", new Date(now.getTime() - 24 * hourMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.hour ?? 0) < mailBudget.perHour && Number(row.day) < mailBudget.perDay;
}

/**
 * Stores a message in the caller's transaction (`trx`): it is sent once the transaction commits,
 * and never if it rolls back. A notification to an address that unsubscribed is not stored. A
 * message anyone could cause is held back, unsent, when its inbox has had its budget: the caller
 * answers as if it were sent, so the form tells a stranger nothing. `notBefore`: the first
 * attempt waits until then (a rejection's e-mail waits out the time to undo it).
 */
export async function enqueueMail(
  trx: Transaction<Database>,
  mail: OutgoingMail,
  now = new Date(),
  notBefore = now,
): Promise<"queued" | "unsubscribed" | "held"> {
  if (mail.category === "notification" && (await isUnsubscribed(trx, mail.to)))
    return "unsubscribed";
  const budgetKey = mail.cause === "anyone" ? inboxKey(mail.to) : null;
  if (budgetKey && !(await withinBudget(trx, budgetKey, now))) {
    await trx
      .insertInto("mail_held")
      .values({
        created_at: now.toISOString(),
        category: mail.category,
        recipient: mail.to,
        subject: mail.subject,
      })
      .execute();
    // The address stays out of the log, as every address a visitor types does.
    logger.warn(
      { event: "mail_held", category: mail.category, subject: mail.subject },
      "e-mail held back: its inbox has had its budget",
    );
    return "held";
  }
  const site = getSiteConfig();
  const unsubscribe =
    mail.category === "notification" ? unsubscribeUrl(site.url, mail.to) : undefined;
  const composed = composeMail(site, mail, unsubscribe);
  const at = now.toISOString();
  await trx
    .insertInto("mail_outbox")
    .values({
      created_at: at,
      message_id: `${randomUUID()}@${new URL(site.url).hostname}`,
      category: mail.category,
      recipient: mail.to,
      subject: composed.subject,
      text_body: composed.text,
      html_body: composed.html,
      list_unsubscribe: unsubscribe ?? null,
      status: "queued",
      next_attempt_at: notBefore.toISOString(),
      budget_key: budgetKey,
    })
    .execute();
  return "queued";
}

/**
 * Claims the next message that is due, for `leaseMs`: no other worker, in this process or
 * another, sends it meanwhile; if this one dies mid-send, the message is due again when the
 * lease has passed. One statement, so the claim is atomic on both engines: on PostgreSQL the
 * row is locked and others skip it (FOR UPDATE SKIP LOCKED); on SQLite the statement holds the
 * database's write lock (db/sqlite.ts), so two processes' claims take turns.
 */
export async function claimNextMail(
  db: Kysely<Database>,
  engine: Engine,
  now: Date,
  leaseMs: number,
): Promise<StoredMail | undefined> {
  const at = now.toISOString();
  let due = db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1);
  if (engine === "postgres") due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable("mail_outbox")
      .set({
        claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
        claim_token: randomUUID(),
      })
      // "=", not "in": PostgreSQL runs a scalar subquery once; under "in" it may run it again
      // for other rows and, skipping the locked one, claim a second message.
      .where("id", "=", due)
      // Again on the row itself: a row claimed by another worker since is not taken from it.
      .where("status", "=", "queued")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
      .returningAll()
      .executeTakeFirst()
  );
}

/** Whether there is a message due now, read without taking any lock. */
export async function mailIsDue(db: Kysely<Database>, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A `code` message's parts hold a confirmation link's token or a code (decision 0014): once it is
 * sent, or has failed for good, they are blanked, so a copy of the database confirms nothing and
 * reveals no code. Subject, recipient, status, times and Message-ID stay. An empty text part
 * marks a forgotten body: a composed message always has the site's footer.
 */
function forgetSecrets(mail: StoredMail) {
  return mail.category === "code" ? { text_body: "", html_body: "" } : {};
}

export async function markMailSent(db: Kysely<Database>, mail: StoredMail, now: Date) {
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sent",
      sent_at: now.toISOString(),
      attempts: eb("attempts", "+", 1),
      claimed_until: null,
      claim_token: null,
      last_error: null,
      ...forgetSecrets(mail),
    }))
    .where("id", "=", mail.id)
    .execute();
}

/** A notification not sent because its address unsubscribed after it was queued. */
export async function markMailSkipped(db: Kysely<Database>, mail: StoredMail) {
  await db
    .updateTable("mail_outbox")
    .set({ status: "skipped", claimed_until: null, claim_token: null })
    .where("id", "=", mail.id)
    .execute();
}

/**
 * Records a failed attempt: the message is due again after the schedule's wait, or, once the
 * waits cover the retry window, marked failed for a moderator to see and retry. A `code`
 * message failed so is a day old, its code long expired: its parts are blanked, and it cannot
 * be retried (the person asks for a new code or link).
 */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  mail: StoredMail,
  error: string,
  now: Date,
): Promise<{ next: Date | null }> {
  const attempts = mail.attempts + 1;
  const next = nextAttemptAt(attempts, now);
  await db
    .updateTable("mail_outbox")
    .set({
      status: next ? "queued" : "failed",
      attempts,
      next_attempt_at: (next ?? now).toISOString(),
      claimed_until: null,
      claim_token: null,
      last_error: error.slice(0, 1000),
      ...(next ? {} : forgetSecrets(mail)),
    })
    .where("id", "=", mail.id)
    .where("claim_token", "=", mail.claim_token)
    .execute();
  return { next };
}

/**
 * Forgets the mail held back more than 7 days ago: the workspace counts the last day's, and the
 * rows, which hold the addresses strangers typed, serve nothing older. Answers how many.
 */
export async function deleteOldHeldMail(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("mail_held")
    .where("created_at", "<", new Date(now.getTime() - heldMailDays * 24 * hourMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the moderators' workspace counts of the outbox. */
export async function outboxSummary(db: Kysely<Database>) {
  const counts = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  const held = await db
    .selectFrom("mail_held")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("created_at", ">", new Date(Date.now() - 24 * hourMs).toISOString())
    .executeTakeFirstOrThrow();
  return {
    all: counts.reduce((sum, row) => sum + Number(row.n), 0),
    queued: count("queued"),
    sent: count("sent"),
    failed: count("failed"),
    heldToday: Number(held.n),
  };
}

/**
 * A page of the outbox, newest first, for the workspace: recipients, subjects, status and last
 * error. No bodies: a `code` message's hold a code or link while it waits.
 */
export async function listOutbox(
  db: Kysely<Database>,
  { limit, offset, failedOnly }: { limit: number; offset: number; failedOnly: boolean },
) {
  let query = db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "created_at",
      "recipient",
      "subject",
      "status",
      "attempts",
      "last_error",
      "sent_at",
      "next_attempt_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset);
  if (failedOnly) query = query.where("status", "=", "failed");
  return query.execute();
}

/**
 * A failed message queued again, with a new retry window. `missing`: there is no such failed
 * message; `forgotten`: it held a code or link whose parts were blanked, so there is nothing to
 * send.
 */
export async function retryFailedMail(
  db: Db,
  id: number,
  now = new Date(),
): Promise<"queued" | "missing" | "forgotten"> {
  const updated = await db
    .updateTable("mail_outbox")
    .set({
      status: "queued",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
      claim_token: null,
    })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .where("text_body", "!=", "")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return "queued";
  const forgotten = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("id", "=", id)
    .where("status", "=", "failed")
    .where("text_body", "=", "")
    .executeTakeFirst();
  return forgotten ? "forgotten" : "missing";
}
