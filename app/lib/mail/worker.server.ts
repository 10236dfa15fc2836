import type { Kysely } from "kysely";
import type { Engine } from "~db";
import type { Database } from "~db/schema";
import { faultKind } from "~db/faults";
import {
  claimNextMail,
  mailIsDue,
  markMailAttemptFailed,
  markMailSent,
  markMailSkipped,
  type StoredMail,
} from "./outbox.server";
import type { MailTransport } from "./transport.server";
import { isUnsubscribed } from "./unsubscribe.server";

// The worker that empties the outbox: it looks for due messages every few seconds, claims one at
// a time and sends it. Runs in every server process; the claim makes sure each message is sent
// by one of them at a time.

export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  transport: MailTransport;
  log: WorkerLog;
  /** How often to look for due messages. */
  pollMs?: number;
  /** How long a claim holds: longer than the transport's longest send (about 50 s). */
  leaseMs?: number;
  clock?: () => Date;
  /**
   * Work that queues e-mail on a schedule (the moderators' batched notification), run at the
   * start of each round so its messages go out in the same round.
   */
  beforeRound?: (now: Date) => Promise<unknown>;
}

/** Most messages one round sends before it lets the next round come. */
const perRound = 100;

/** What the moderators see as the last error: the message, and the SMTP answer when it adds to it. */
function errorText(error: unknown): string {
  if (error instanceof Error) {
    const response = (error as { response?: unknown }).response;
    return typeof response === "string" && !error.message.includes(response)
      ? `${error.message}: ${response}`
      : error.message;
  }
  return String(error);
}

export function createOutboxWorker({
  db,
  engine,
  transport,
  log,
  pollMs = 2_000,
  leaseMs = 120_000,
  clock = () => new Date(),
  beforeRound,
}: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let round: Promise<number> | undefined;
  let failing = false;

  async function sendOne(mail: StoredMail): Promise<void> {
    // The address may have unsubscribed since the notification was queued (during an outage).
    if (mail.category === "notification" && (await isUnsubscribed(db, mail.recipient))) {
      await markMailSkipped(db, mail);
      log.info(
        { event: "mail_skipped", messageId: mail.message_id },
        "e-mail not sent: its address unsubscribed after it was queued",
      );
      return;
    }
    try {
      await transport.send(mail);
    } catch (error) {
      const { next } = await markMailAttemptFailed(db, mail, errorText(error), clock());
      if (next)
        log.warn(
          {
            event: "mail_send_failed",
            messageId: mail.message_id,
            attempts: mail.attempts + 1,
            nextAttemptAt: next.toISOString(),
            err: error,
          },
          "could not send an e-mail: it will be tried again",
        );
      else
        log.error(
          {
            event: "mail_failed",
            messageId: mail.message_id,
            attempts: mail.attempts + 1,
            err: error,
          },
          "gave up sending an e-mail after a day of tries: a moderator can retry it in the workspace",
        );
      return;
    }
    await markMailSent(db, mail, clock());
    log.info(
      { event: "mail_sent", messageId: mail.message_id, attempts: mail.attempts + 1 },
      "e-mail sent",
    );
  }

  /** Sends what is due now, one message at a time; the number of messages tried. */
  async function runOnce(): Promise<number> {
    let tried = 0;
    await beforeRound?.(clock());
    // A read first: an idle outbox costs no write lock.
    if (!(await mailIsDue(db, clock()))) return 0;
    while (tried < perRound && !stopped) {
      const mail = await claimNextMail(db, engine, clock(), leaseMs);
      if (!mail) break;
      tried += 1;
      await sendOne(mail);
    }
    return tried;
  }

  async function tick() {
    round = runOnce();
    try {
      const tried = await round;
      if (failing) {
        failing = false;
        log.info({ event: "outbox_recovered" }, "the outbox can read its messages again");
      }
      timer = setTimeout(tick, tried === perRound ? 0 : pollMs);
    } catch (error) {
      // The database is away: the messages wait in it; look again at the next round.
      if (!failing) {
        failing = true;
        log.warn(
          { event: "outbox_unavailable", err: error, fault: faultKind(error) },
          "the outbox could not read or update its messages: trying again",
        );
      }
      timer = setTimeout(tick, pollMs);
    } finally {
      round = undefined;
      if (stopped) clearTimeout(timer);
    }
  }

  return {
    runOnce,
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    /** Stops looking for messages; the send in progress, if any, finishes first. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round?.catch(() => {});
      transport.close();
    },
  };
}
