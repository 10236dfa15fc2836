import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { unconfirmedReviewDays } from "~/content/retention";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { isUniqueViolation } from "~db/unique-violation";
import type { OutgoingMail } from "~/lib/mail/outbox.server";
import { maskAddress } from "~/lib/mail/unsubscribe.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

// A review's address is confirmed through a link e-mailed to it (issue 14, migration 0011). The
// link carries 32 random bytes; only their SHA-256 is stored, so the database alone cannot
// confirm anything. GET of the link shows the review and a button (a mail scanner that opens
// links confirms nothing); the button's POST confirms. Unconfirmed reviews expire after 7 days
// and are deleted on the next submission and by the outbox worker's sweep
// (server/outbox-rounds.ts).

type Db = Kysely<Database> | Transaction<Database>;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Reviews created before this instant and still unconfirmed have expired. */
function expiryCutoff(now: Date): string {
  return new Date(now.getTime() - unconfirmedReviewDays * 24 * 60 * 60 * 1000).toISOString();
}

/** Deletes the unconfirmed reviews older than 7 days; answers how many. */
export async function deleteExpiredReviews(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("company_reviews")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", expiryCutoff(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function confirmationUrl(token: string): string {
  return absoluteUrl(getSiteConfig(), `/reviews/confirm?token=${token}`);
}

/**
 * The e-mail with the link; a code, so sent whatever the address chose about notifications.
 * Anyone can type any address in the form, so it counts against the inbox's budget and carries
 * nothing the visitor typed (no name, no title): only the company's listed name, the rating and
 * the link.
 */
export function confirmationMail(
  review: { reviewerEmail: string; rating: number },
  companyName: string,
  token: string,
): OutgoingMail {
  return {
    to: review.reviewerEmail,
    category: "code",
    cause: "anyone",
    subject: `Confirm your review of ${companyName}`,
    greeting: "Hello,",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone, we hope you, wrote a review of ${companyName} on Staffing Spotlight (${review.rating} out of 5 stars) and gave this address. Please confirm that this address is yours: the review goes to our moderators only once you do. The page the link opens shows the review before you confirm it.`,
      },
      { kind: "link", label: "Confirm my review", url: confirmationUrl(token) },
      {
        kind: "paragraph",
        text: `The link works for ${unconfirmedReviewDays} days; after that the review is deleted. If you did not write this review, ignore this e-mail: nothing is published without confirmation. Each address counts one review per company: if you have already reviewed this company, the link's page says so.`,
      },
    ],
  };
}

/** What a confirmation link leads to. */
export type ConfirmationState =
  | { state: "confirm"; companyName: string; title: string; rating: number; address: string }
  /** Not a link we sent, or its review expired and was deleted. */
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "used"; companyId: number }
  | { state: "already-reviewed"; companyId: number }
  | { state: "confirmed"; companyId: number; companyName: string };

async function findByToken(db: Db, token: string | null) {
  if (!token || !tokenPattern.test(token)) return undefined;
  return db
    .selectFrom("company_reviews")
    .innerJoin("companies", "companies.id", "company_reviews.company_id")
    .select([
      "company_reviews.id",
      "company_reviews.company_id",
      "company_reviews.created_at",
      "company_reviews.confirmed_at",
      "company_reviews.title",
      "company_reviews.rating",
      "company_reviews.reviewer_email",
      "companies.name as company_name",
    ])
    .where("company_reviews.confirm_token_hash", "=", tokenHash(token))
    .executeTakeFirst();
}

/** Whether another review of the company from this address is confirmed already. */
async function confirmedElsewhere(
  db: Db,
  review: { id: number; company_id: number; reviewer_email: string },
) {
  const row = await db
    .selectFrom("company_reviews")
    .select("id")
    .where("company_id", "=", review.company_id)
    .where("reviewer_email", "=", review.reviewer_email)
    .where("confirmed_at", "is not", null)
    .where("id", "!=", review.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the link's page shows before the button is pressed; reads only. */
export async function reviewToConfirm(
  token: string | null,
  now = new Date(),
): Promise<ConfirmationState> {
  const db = getDb();
  const review = await findByToken(db, token);
  if (!review) return { state: "invalid" };
  if (review.confirmed_at) return { state: "used", companyId: review.company_id };
  if (review.created_at < expiryCutoff(now)) return { state: "expired" };
  if (await confirmedElsewhere(db, review))
    return { state: "already-reviewed", companyId: review.company_id };
  return {
    state: "confirm",
    companyName: review.company_name,
    title: review.title,
    rating: review.rating,
    address: maskAddress(review.reviewer_email),
  };
}

/**
 * The button's POST: the review enters the moderation queue. A wrong, expired or used link, or a
 * second review of the company from one address, changes nothing. Of two confirmations racing
 * for one company and address, the unique index company_reviews_one_per_email keeps one.
 */
export async function confirmReview(
  token: string | null,
  now = new Date(),
): Promise<ConfirmationState> {
  try {
    return await getDb()
      .transaction()
      .execute(async (trx): Promise<ConfirmationState> => {
        const review = await findByToken(trx, token);
        if (!review) return { state: "invalid" };
        if (review.confirmed_at) return { state: "used", companyId: review.company_id };
        if (review.created_at < expiryCutoff(now)) return { state: "expired" };
        if (await confirmedElsewhere(trx, review))
          return { state: "already-reviewed", companyId: review.company_id };
        const updated = await trx
          .updateTable("company_reviews")
          .set({ confirmed_at: now.toISOString() })
          .where("id", "=", review.id)
          .where("confirmed_at", "is", null)
          .executeTakeFirst();
        // Confirmed by the same link's other click in the meantime.
        if (Number(updated.numUpdatedRows) === 0)
          return { state: "used", companyId: review.company_id };
        return {
          state: "confirmed",
          companyId: review.company_id,
          companyName: review.company_name,
        };
      });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const review = await findByToken(getDb(), token);
    if (!review) throw error;
    return { state: "already-reviewed", companyId: review.company_id };
  }
}
