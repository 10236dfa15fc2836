import type { Transaction } from "kysely";
import { getDb } from "~db";
import type { Database, ReviewMail } from "~db/schema";
import { isUniqueViolation } from "~db/unique-violation";
import { companyChoices } from "~/features/companies/companies.server";
import { refuse, type Saved } from "~/lib/submission.server";
import type { FlagField, ProposalField, ReplyField } from "./fields";
import type { Representative } from "./representative.server";
import type { ProposalInput } from "./schema";

// What a signed-in representative does for their company (issue 32): reply to a review (each
// reply, and each edit of it, waits for a moderator), flag a review with a posting-policy
// reason, propose changes to the profile, and choose the e-mail about new reviews. Nothing here
// can change, hide or remove a review, or read more of it than a visitor can.

const notYourReview = "That review is not one of your company's published reviews.";

/** A published review of the representative's company, as every visitor sees it; else undefined. */
export async function companyReview(representative: Representative, reviewId: number) {
  return getDb()
    .selectFrom("company_reviews")
    .select(["id", "created_at", "rating", "title", "body", "reviewer_name", "relationship"])
    .where("id", "=", reviewId)
    .where("company_id", "=", representative.companyId)
    .where("status", "=", "approved")
    .executeTakeFirst();
}

/** The company's reply to a review: published and waiting text, and a declined edit's reason. */
export async function replyTo(reviewId: number) {
  return getDb()
    .selectFrom("review_replies")
    .select([
      "published_body",
      "published_at",
      "pending_body",
      "submitted_at",
      "rejected_at",
      "rejected_reason",
    ])
    .where("review_id", "=", reviewId)
    .executeTakeFirst();
}

/** This representative's flag on a review, if they raised one. */
export async function flagOf(representative: Representative, reviewId: number) {
  return getDb()
    .selectFrom("review_flags")
    .select(["reason", "status", "created_at"])
    .where("review_id", "=", reviewId)
    .where("claim_id", "=", representative.claimId)
    .executeTakeFirst();
}

/** The company's published reviews, newest first, each with where its reply stands. */
export async function reviewsToAnswer(representative: Representative) {
  return getDb()
    .selectFrom("company_reviews")
    .leftJoin("review_replies", "review_replies.review_id", "company_reviews.id")
    .select([
      "company_reviews.id",
      "company_reviews.created_at",
      "company_reviews.rating",
      "company_reviews.title",
      "review_replies.published_at",
      "review_replies.submitted_at",
    ])
    .where("company_reviews.company_id", "=", representative.companyId)
    .where("company_reviews.status", "=", "approved")
    .orderBy("company_reviews.created_at", "desc")
    .orderBy("company_reviews.id", "desc")
    .limit(200)
    .execute();
}

/**
 * The reply, new or edited: it waits for a moderator as `pending_body`, and the published text,
 * if any, stays shown meanwhile. One reply per review (a unique index): two first replies sent
 * at once make one row, whose waiting text is the later.
 */
export async function submitReply(
  representative: Representative,
  reviewId: number,
  body: string,
  now = new Date(),
): Promise<Saved<ReplyField>> {
  if (!(await companyReview(representative, reviewId)))
    return refuse({ status: 404, toast: { title: notYourReview } });
  const at = now.toISOString();
  const waiting = {
    claim_id: representative.claimId,
    pending_body: body,
    submitted_at: at,
    rejected_at: null,
    rejected_reason: null,
  };
  await getDb()
    .insertInto("review_replies")
    .values({
      review_id: reviewId,
      company_id: representative.companyId,
      created_at: at,
      published_body: null,
      published_at: null,
      ...waiting,
    })
    .onConflict((oc) => oc.column("review_id").doUpdateSet(waiting))
    .execute();
}

/** A flag for the moderators; once per review and representative. */
export async function flagReview(
  representative: Representative,
  reviewId: number,
  reason: string,
  now = new Date(),
): Promise<Saved<FlagField>> {
  if (!(await companyReview(representative, reviewId)))
    return refuse({ status: 404, toast: { title: notYourReview } });
  try {
    await getDb()
      .insertInto("review_flags")
      .values({
        review_id: reviewId,
        company_id: representative.companyId,
        claim_id: representative.claimId,
        created_at: now.toISOString(),
        reason,
        status: "open",
        decided_at: null,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return refuse({
      status: 409,
      toast: { title: "You have flagged this review already. A moderator will look at it." },
    });
  }
}

/** The profile's facts a proposal may change, as they stand. */
export async function profileFacts(companyId: number): Promise<ProposalInput | undefined> {
  const company = await getDb()
    .selectFrom("companies")
    .select(["description", "website", "location", "employee_count"])
    .where("id", "=", companyId)
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (!company) return undefined;
  const choices = (await companyChoices([companyId])).get(companyId);
  return {
    ...company,
    specialties: choices?.specialties ?? [],
    services: choices?.services ?? [],
    states: choices?.states ?? [],
  };
}

function sameFacts(a: ProposalInput, b: ProposalInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The company's proposal waiting for a moderator, if any. */
export async function pendingProposal(companyId: number) {
  const row = await getDb()
    .selectFrom("profile_proposals")
    .select(["id", "created_at", "proposed"])
    .where("company_id", "=", companyId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row && { ...row, proposed: JSON.parse(row.proposed) as ProposalInput };
}

/**
 * A proposal: the changed facts go to the moderators with the facts as they stood, for the
 * diff. A company has one proposal waiting at most: a newer one takes its place.
 */
export async function proposeChanges(
  representative: Representative,
  input: ProposalInput,
  now = new Date(),
): Promise<Saved<ProposalField>> {
  const current = await profileFacts(representative.companyId);
  if (!current) return refuse({ status: 404, toast: { title: "That company is not listed." } });
  if (sameFacts(current, input))
    return refuse({
      status: 400,
      toast: { title: "Nothing to send: these are the profile's facts as they stand." },
    });
  try {
    await getDb()
      .transaction()
      .execute(async (trx: Transaction<Database>) => {
        await trx
          .deleteFrom("profile_proposals")
          .where("company_id", "=", representative.companyId)
          .where("status", "=", "pending")
          .execute();
        await trx
          .insertInto("profile_proposals")
          .values({
            company_id: representative.companyId,
            claim_id: representative.claimId,
            created_at: now.toISOString(),
            status: "pending",
            proposed: JSON.stringify(input),
            previous: JSON.stringify(current),
            decided_at: null,
          })
          .execute();
      });
  } catch (error) {
    // Two proposals at once (profile_proposals_one_pending): one waits, the other is told.
    if (!isUniqueViolation(error)) throw error;
    return refuse({
      status: 409,
      toast: { title: "Another change to this profile was sent at the same time. Please reload." },
    });
  }
}

/** The representative's choice of e-mail about new reviews. */
export async function reviewMailOf(representative: Representative): Promise<ReviewMail> {
  const row = await getDb()
    .selectFrom("company_claims")
    .select("review_mail")
    .where("id", "=", representative.claimId)
    .executeTakeFirst();
  return row?.review_mail ?? "each";
}

/** A weekly digest counts from the moment it is chosen: no digest of older reviews. */
export async function setReviewMail(
  representative: Representative,
  choice: ReviewMail,
  now = new Date(),
): Promise<void> {
  const current = await reviewMailOf(representative);
  await getDb()
    .updateTable("company_claims")
    .set(
      choice === "weekly" && current !== "weekly"
        ? { review_mail: choice, review_digest_at: now.toISOString() }
        : { review_mail: choice },
    )
    .where("id", "=", representative.claimId)
    .execute();
}
