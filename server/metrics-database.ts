import type { Kysely } from "kysely";
import { answerCounts } from "../app/features/moderation/answers.server";
import { pendingCorrectionCount, workspaceCounts } from "../app/features/moderation/queues.server";
import type { Database, MailStatus } from "../db/schema";

/** Every status an e-mail of the outbox can have (db/schema.ts), each reported, 0 included. */
const mailStatuses = ["queued", "sent", "failed", "skipped"] as const satisfies MailStatus[];

export interface DatabaseGauges {
  outbox: Record<MailStatus, number>;
  /** How long the oldest e-mail still waiting has waited; 0 when none waits. */
  oldestQueuedSeconds: number;
  /** What waits for a moderator, by queue, as the workspace counts it. */
  pending: Record<string, number>;
}

/**
 * What /metrics reads from the database, at each scrape: the outbox's e-mails by status and the
 * age of the oldest one waiting, and what waits in each moderation queue. The queues are counted
 * by the workspace's own functions, so that /metrics and /admin never disagree on what "pending"
 * means (a review only once its writer confirmed it). SQL that both engines run.
 */
export async function readDatabaseGauges(
  db: Kysely<Database>,
  now = new Date(),
): Promise<DatabaseGauges> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .select((eb) => eb.fn.min("created_at").as("oldest"))
    .groupBy("status")
    .execute();
  const outbox = Object.fromEntries(mailStatuses.map((status) => [status, 0])) as Record<
    MailStatus,
    number
  >;
  for (const row of rows) outbox[row.status as MailStatus] = Number(row.n);
  // created_at is an ISO time in text on both engines: its minimum is the oldest.
  const oldest = rows.find((row) => row.status === "queued")?.oldest;
  const oldestQueuedSeconds = oldest ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000) : 0;

  const [queues, answers, corrections] = await Promise.all([
    workspaceCounts(db),
    answerCounts(db),
    pendingCorrectionCount(db),
  ]);
  return { outbox, oldestQueuedSeconds, pending: { ...queues, ...answers, corrections } };
}
