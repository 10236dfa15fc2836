import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { enqueueMail } from "~/lib/mail/outbox.server";
import type { ReviewInput } from "./schema";
import { outsideAverage, relationships, type RelationshipFilter } from "./relationships";
import {
  confirmationMail,
  deleteExpiredReviews,
  newConfirmationToken,
} from "./confirmation.server";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The review form's save: stored unconfirmed, with the e-mail that carries its confirmation link
 * in the same transaction; the review enters the moderation queue once the link is used
 * (confirmation.server.ts). The answer is the same for every address (issue 26): whether the
 * address has reviewed the company already is told only on the link's page, to whoever holds
 * the inbox, and the rule of one review per company and address is kept when a review is
 * confirmed. Expired unconfirmed reviews, of any company, are deleted on the way.
 */
export async function submitReview(
  company: { id: number; name: string },
  input: ReviewInput,
  now = new Date(),
): Promise<void> {
  const { token, hash } = newConfirmationToken();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await deleteExpiredReviews(trx, now);
      await trx
        .insertInto("company_reviews")
        .values({
          created_at: now.toISOString(),
          company_id: company.id,
          status: "pending",
          rating: input.rating,
          title: input.title,
          body: input.body,
          reviewer_name: input.reviewerName,
          reviewer_email: input.reviewerEmail,
          relationship: input.relationship,
          confirmed_at: null,
          confirm_token_hash: hash,
        })
        .execute();
      await enqueueMail(trx, confirmationMail(input, company.name, token), now);
    });
}

/** Whether the review's address was confirmed (only such reviews are in the moderators' queue). */
export async function isConfirmedReview(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("company_reviews")
    .select("confirmed_at")
    .where("id", "=", id)
    .executeTakeFirst();
  return Boolean(row?.confirmed_at);
}

/**
 * The reviews whose rating counts in the average, the review count and the distribution: all
 * but current employees' (relationships.ts, countsInAverage; decision 0024).
 */
function countsInAverage(eb: ExpressionBuilder<Database, "company_reviews">) {
  return eb.or([eb("relationship", "is", null), eb("relationship", "not in", outsideAverage)]);
}

/** Approved reviews, newest first, of one relationship if asked: what visitors may see. */
export async function approvedReviews(companyId: number, filter: RelationshipFilter | null = null) {
  let query = getDb()
    .selectFrom("company_reviews")
    // The company's reply, as a moderator approved it (issue 32); an edit waiting is not shown.
    .leftJoin("review_replies", "review_replies.review_id", "company_reviews.id")
    .select([
      "company_reviews.id",
      "company_reviews.created_at",
      "company_reviews.rating",
      "company_reviews.title",
      "company_reviews.body",
      "company_reviews.reviewer_name",
      "company_reviews.relationship",
      "review_replies.published_body as reply_body",
      "review_replies.published_at as reply_at",
    ])
    .where("company_reviews.company_id", "=", companyId)
    .where("company_reviews.status", "=", "approved");
  if (filter === "not_stated") query = query.where("company_reviews.relationship", "is", null);
  else if (filter) query = query.where("company_reviews.relationship", "=", filter);
  return query
    .orderBy("company_reviews.created_at", "desc")
    .orderBy("company_reviews.id", "desc")
    .limit(200)
    .execute();
}

/** How many approved reviews there are of each relationship ("not_stated": none given). */
export async function relationshipCounts(
  companyId: number,
): Promise<Record<RelationshipFilter, number>> {
  const rows = await getDb()
    .selectFrom("company_reviews")
    .select(["relationship", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .groupBy("relationship")
    .execute();
  const counts = Object.fromEntries(
    [...relationships, "not_stated"].map((key) => [key, 0]),
  ) as Record<RelationshipFilter, number>;
  for (const row of rows) counts[row.relationship ?? "not_stated"] += Number(row.n);
  return counts;
}

/** How many approved reviews that count in the average gave 5, 4, 3, 2 and 1 stars. */
export async function ratingDistribution(
  companyId: number,
): Promise<Record<1 | 2 | 3 | 4 | 5, number>> {
  const rows = await getDb()
    .selectFrom("company_reviews")
    .select(["rating", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .where(countsInAverage)
    .groupBy("rating")
    .execute();
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows)
    if (row.rating >= 1 && row.rating <= 5) counts[row.rating as 1] = Number(row.n);
  return counts;
}

/**
 * Keeps a company's averageRating and reviewCount equal to what its approved reviews say,
 * current employees' left out (migration 0018 recounted the stored figures by the same rule).
 */
export async function refreshCompanyRating(db: Db, companyId: number): Promise<void> {
  const row = await db
    .selectFrom("company_reviews")
    .select([
      (eb) => eb.fn.countAll<string | number>().as("n"),
      (eb) => eb.fn.avg<string | number | null>("rating").as("average"),
    ])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .where(countsInAverage)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  const average = count ? Math.round(Number(row.average) * 10) / 10 : 0;
  await db
    .updateTable("companies")
    .set({ average_rating: average, review_count: count })
    .where("id", "=", companyId)
    .execute();
}
