import type { Kysely, Transaction } from "kysely";
import { getDb } from "~db";
import { isUniqueViolation } from "~db/unique-violation";
import type { Database } from "~db/schema";
import { validationErrorToast } from "~/lib/form-state";
import { refuse, type Saved } from "~/lib/submission.server";
import type { ReviewField } from "./fields";
import { alreadyReviewedMessage, type ReviewInput } from "./schema";

/** The answer to a second review from one address for one company: a 409. */
async function alreadyReviewed(companyId: number, email: string) {
  const existing = await getDb()
    .selectFrom("company_reviews")
    .select("id")
    .where("company_id", "=", companyId)
    .where("reviewer_email", "=", email)
    .executeTakeFirst();
  if (!existing) return undefined;
  return refuse<ReviewField>({
    status: 409,
    toast: validationErrorToast,
    errors: { reviewerEmail: alreadyReviewedMessage },
    conflict: { kind: "review-exists" },
  });
}

/**
 * The review form's save: one review per e-mail address and company (a second one is a
 * conflict, told on the e-mail field); stored for moderation. Of two posts that pass the check
 * at once, the unique index company_reviews_one_per_email stores one; the other gets the same
 * conflict.
 */
export async function submitReview(
  companyId: number,
  input: ReviewInput,
): Promise<Saved<ReviewField>> {
  const conflict = await alreadyReviewed(companyId, input.reviewerEmail);
  if (conflict) return conflict;
  try {
    await getDb()
      .insertInto("company_reviews")
      .values({
        created_at: new Date().toISOString(),
        company_id: companyId,
        status: "pending",
        rating: input.rating,
        title: input.title,
        body: input.body,
        reviewer_name: input.reviewerName,
        reviewer_email: input.reviewerEmail,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await alreadyReviewed(companyId, input.reviewerEmail);
    if (raced) return raced;
    throw error;
  }
}

/** Approved reviews, newest first: what visitors may see (never the e-mail). */
export async function approvedReviews(companyId: number) {
  return getDb()
    .selectFrom("company_reviews")
    .select(["id", "created_at", "rating", "title", "body", "reviewer_name"])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

/** How many approved reviews gave 5, 4, 3, 2 and 1 stars. */
export async function ratingDistribution(
  companyId: number,
): Promise<Record<1 | 2 | 3 | 4 | 5, number>> {
  const rows = await getDb()
    .selectFrom("company_reviews")
    .select(["rating", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .groupBy("rating")
    .execute();
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows)
    if (row.rating >= 1 && row.rating <= 5) counts[row.rating as 1] = Number(row.n);
  return counts;
}

/** Keeps a company's averageRating and reviewCount equal to what its approved reviews say. */
export async function refreshCompanyRating(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
): Promise<void> {
  const row = await db
    .selectFrom("company_reviews")
    .select([
      (eb) => eb.fn.countAll<string | number>().as("n"),
      (eb) => eb.fn.avg<string | number | null>("rating").as("average"),
    ])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  const average = count ? Math.round(Number(row.average) * 10) / 10 : 0;
  await db
    .updateTable("companies")
    .set({ average_rating: average, review_count: count })
    .where("id", "=", companyId)
    .execute();
}
