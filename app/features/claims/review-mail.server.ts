import type { Kysely, Transaction } from "kysely";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

// A company's representatives hear about its published reviews (issue 32): an e-mail for each
// review when a moderator publishes it, or a weekly digest, or nothing, as each chose at
// /for-companies. Both are notifications: they carry the unsubscribe link and one-click
// unsubscribe, and are not sent to an address that unsubscribed.

const weekMs = 7 * 24 * 60 * 60 * 1000;

export function replyUrl(reviewId: number): string {
  return absoluteUrl(getSiteConfig(), `/for-companies/reviews/${reviewId}`);
}

/** In the moderator's approval's transaction: one e-mail to each representative who chose so. */
export async function enqueueReviewPublished(
  trx: Transaction<Database>,
  reviewId: number,
  now: Date,
): Promise<void> {
  const review = await trx
    .selectFrom("company_reviews")
    .innerJoin("companies", "companies.id", "company_reviews.company_id")
    .select([
      "company_reviews.company_id",
      "company_reviews.rating",
      "companies.name as company_name",
    ])
    .where("company_reviews.id", "=", reviewId)
    .executeTakeFirstOrThrow();
  const representatives = await trx
    .selectFrom("company_claims")
    .select(["email", "name"])
    .where("company_id", "=", review.company_id)
    .where("status", "=", "confirmed")
    .where("review_mail", "=", "each")
    .execute();
  for (const representative of representatives)
    await enqueueMail(
      trx,
      {
        to: representative.email,
        category: "notification",
        cause: "moderator",
        subject: `A new review of ${review.company_name} is published`,
        greeting: "Hello,",
        blocks: [
          {
            kind: "paragraph",
            text: `A review of ${review.company_name}, rated ${review.rating} out of 5, is now published on its profile. You can reply in public: a moderator reviews your reply before it appears under the review.`,
          },
          { kind: "link", label: "Read the review and reply", url: replyUrl(reviewId) },
          {
            kind: "paragraph",
            text: "You receive this as a representative of the company. On your company's page you can choose a weekly digest instead, or no e-mail about reviews.",
          },
        ],
      },
      now,
    );
}

/**
 * The weekly digests that are due: for each representative who chose one and whose last digest
 * (or choice) is a week old, the reviews published since, if any. Each digest is sent once,
 * also with two processes at it: a representative's week is claimed by moving its time before
 * the e-mail is stored, in one transaction. Answers how many digests were sent.
 */
export async function sendReviewDigests(
  now = new Date(),
  db: Kysely<Database> = getDb(),
): Promise<number> {
  const due = new Date(now.getTime() - weekMs).toISOString();
  const claims = await db
    .selectFrom("company_claims")
    .innerJoin("companies", "companies.id", "company_claims.company_id")
    .select([
      "company_claims.id",
      "company_claims.email",
      "company_claims.company_id",
      "company_claims.review_digest_at",
      "companies.name as company_name",
    ])
    .where("company_claims.status", "=", "confirmed")
    .where("company_claims.review_mail", "=", "weekly")
    .where("companies.status", "=", "approved")
    .where((eb) =>
      eb.or([
        eb("company_claims.review_digest_at", "is", null),
        eb("company_claims.review_digest_at", "<=", due),
      ]),
    )
    .limit(100)
    .execute();
  let sent = 0;
  for (const claim of claims) {
    const since = claim.review_digest_at ?? due;
    const done = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("company_claims")
        .set({ review_digest_at: now.toISOString() })
        .where("id", "=", claim.id)
        .where((eb) =>
          claim.review_digest_at === null
            ? eb("review_digest_at", "is", null)
            : eb("review_digest_at", "=", claim.review_digest_at),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return false;
      const reviews = await trx
        .selectFrom("company_reviews")
        .select(["id", "rating", "title"])
        .where("company_id", "=", claim.company_id)
        .where("status", "=", "approved")
        .where("approved_at", ">", since)
        .orderBy("approved_at")
        .limit(50)
        .execute();
      if (!reviews.length) return false;
      await enqueueMail(
        trx,
        {
          to: claim.email,
          category: "notification",
          cause: "moderator",
          subject: `This week's reviews of ${claim.company_name}`,
          greeting: "Hello,",
          blocks: [
            {
              kind: "paragraph",
              text: `${reviews.length === 1 ? "One review" : `${reviews.length} reviews`} of ${claim.company_name} ${reviews.length === 1 ? "was" : "were"} published this week. You can reply to each in public: a moderator reviews your reply before it appears.`,
            },
            ...reviews.map((review) => ({
              kind: "link" as const,
              label: `Rated ${review.rating} out of 5: ${review.title}`,
              url: replyUrl(review.id),
            })),
            {
              kind: "paragraph",
              text: "You receive this weekly digest as a representative of the company. On your company's page you can choose an e-mail for each review instead, or none.",
            },
          ],
        },
        now,
      );
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
