import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { deleteExpiredAttempts } from "../app/features/assessment/assessment.server";
import { queueModeratorMail } from "../app/features/moderation/queue-mail.server";
import { deleteExpiredPersonLinks } from "../app/features/movements/person.server";
import { deleteExpiredClaims } from "../app/features/claims/claims.server";
import { sendReviewDigests } from "../app/features/claims/review-mail.server";
import { deleteExpiredReviews } from "../app/features/reviews/confirmation.server";
import { forgetEndedLinks } from "../app/features/your-data/session.server";
import { deleteOldHeldMail } from "../app/lib/mail/outbox.server";
import { deleteExpiredCounters } from "../app/lib/rate-limit.server";
import { sweepMinutes } from "../app/content/retention";

// The scheduled work of a server process, run by the outbox worker at the start of each round
// (its `beforeRound`), so no second timer has to be started and stopped: the moderators'
// notice of new items, and, every few minutes, the sweep of what expired unconfirmed (and the
// companies' weekly digests of reviews that are due). The
// sweep calls the same deletions as the forms do, so an idle site forgets them too.

/** How often one process sweeps; each process sweeps on its own (deleting twice deletes nothing). */
export const sweepEveryMs = sweepMinutes * 60_000;

/**
 * Unconfirmed reviews after 7 days, unverified assessment attempts (and wrong codes) after a
 * day, the record of mail held back by an inbox's budget after 7 days, and the rate-limit
 * counters (keyed by IP and e-mail addresses) whose window has ended, the featured people's
 * links 90 days after they expired, and the links to a person's own data (with their sessions)
 * once neither can be used: the periods of
 * app/content/retention.ts, which the privacy policy states.
 */
async function sweepExpired(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredReviews(db, now);
  await deleteExpiredAttempts(db, now);
  await deleteOldHeldMail(db, now);
  await deleteExpiredCounters(db, now);
  await deleteExpiredPersonLinks(db, now);
  await deleteExpiredClaims(db, now);
  await forgetEndedLinks(db, now);
}

/** The worker's `beforeRound` for one process. */
export function outboxRoundWork(db: Kysely<Database>) {
  let sweptAt: number | undefined;
  return async (now: Date): Promise<void> => {
    if (sweptAt === undefined || now.getTime() - sweptAt >= sweepEveryMs) {
      // Counted from the start: a sweep that fails is tried again a sweep later, not each round.
      sweptAt = now.getTime();
      await sweepExpired(db, now);
      // The representatives' weekly digests that are due (each sent once, by whichever process).
      await sendReviewDigests(now, db);
    }
    await queueModeratorMail(db, now);
  };
}
