import type { Kysely, Transaction } from "kysely";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import type { ProposalInput } from "~/features/claims/schema";
import { saveCompanyChoices } from "~/features/companies/companies.server";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";
import { count, paged } from "./paging.server";
import { pageSizes } from "./views";

// The moderators' part in what companies send (issue 32): replies to reviews (each edit again),
// flags on reviews, and proposed changes to a profile; each decision in the audit log.

/** Replies waiting for a moderator, oldest first, each with its review and what is shown now. */
export async function pendingRepliesPage(requested: number) {
  const db = getDb();
  const total = await db
    .selectFrom("review_replies")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("pending_body", "is not", null)
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, requested, pageSizes.replies, (limit, offset) =>
    db
      .selectFrom("review_replies")
      .innerJoin("company_reviews", "company_reviews.id", "review_replies.review_id")
      .innerJoin("companies", "companies.id", "review_replies.company_id")
      .select([
        "review_replies.id",
        "review_replies.pending_body",
        "review_replies.submitted_at",
        "review_replies.published_body",
        "company_reviews.title as review_title",
        "company_reviews.body as review_body",
        "company_reviews.rating as review_rating",
        "companies.id as company_id",
        "companies.name as company_name",
      ])
      .where("review_replies.pending_body", "is not", null)
      .orderBy("review_replies.submitted_at")
      .orderBy("review_replies.id")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

/**
 * A reply published (its waiting text becomes the shown one) or declined (the waiting text is
 * dropped, the reason kept for the representative). Only the text sent at `version`, the one
 * the moderator read: an edit sent meanwhile waits for its own decision.
 */
export async function decideReply(
  moderator: Moderator,
  id: number,
  approve: boolean,
  reason: string | null,
  version: string,
  now = new Date(),
): Promise<"done" | "not-found"> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("review_replies")
        .select("pending_body")
        .where("id", "=", id)
        .where("submitted_at", "=", version)
        .where("pending_body", "is not", null)
        .executeTakeFirst();
      if (!row) return "not-found";
      const at = now.toISOString();
      const done = await trx
        .updateTable("review_replies")
        .set(
          approve
            ? {
                published_body: row.pending_body,
                published_at: at,
                pending_body: null,
                submitted_at: null,
                rejected_at: null,
                rejected_reason: null,
              }
            : { pending_body: null, submitted_at: null, rejected_at: at, rejected_reason: reason },
        )
        .where("id", "=", id)
        .where("submitted_at", "=", version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return "not-found";
      await recordAudit(trx, moderator, {
        action: approve ? "approve" : "reject",
        subject: "reply",
        id,
        reason,
        at: now,
      });
      return "done";
    });
}

/** Open flags, oldest first, each with its review (as published) and the reason. */
export async function openFlagsPage(requested: number) {
  const db = getDb();
  const total = await db
    .selectFrom("review_flags")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, requested, pageSizes.flags, (limit, offset) =>
    db
      .selectFrom("review_flags")
      .innerJoin("company_reviews", "company_reviews.id", "review_flags.review_id")
      .innerJoin("companies", "companies.id", "review_flags.company_id")
      .select([
        "review_flags.id",
        "review_flags.reason",
        "review_flags.created_at",
        "company_reviews.id as review_id",
        "company_reviews.title as review_title",
        "company_reviews.body as review_body",
        "company_reviews.rating as review_rating",
        "companies.name as company_name",
      ])
      .where("review_flags.status", "=", "open")
      .orderBy("review_flags.created_at")
      .orderBy("review_flags.id")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

/** A flag dismissed: the review stays as it is. */
export async function dismissFlag(
  moderator: Moderator,
  id: number,
  now = new Date(),
): Promise<"done" | "not-found"> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const done = await trx
        .updateTable("review_flags")
        .set({ status: "dismissed", decided_at: now.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return "not-found";
      await recordAudit(trx, moderator, {
        action: "dismiss",
        subject: "flag",
        id,
        reason: null,
        at: now,
      });
      return "done";
    });
}

/** The proposals waiting, oldest first, each with the facts before and as proposed. */
export async function pendingProposalsPage(requested: number) {
  const db = getDb();
  const total = await db
    .selectFrom("profile_proposals")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow()
    .then(count);
  const page = await paged(total, requested, pageSizes.proposals, (limit, offset) =>
    db
      .selectFrom("profile_proposals")
      .innerJoin("companies", "companies.id", "profile_proposals.company_id")
      .innerJoin("company_claims", "company_claims.id", "profile_proposals.claim_id")
      .select([
        "profile_proposals.id",
        "profile_proposals.created_at",
        "profile_proposals.proposed",
        "profile_proposals.previous",
        "companies.id as company_id",
        "companies.name as company_name",
        "company_claims.name as representative",
        "company_claims.job_title",
      ])
      .where("profile_proposals.status", "=", "pending")
      .orderBy("profile_proposals.created_at")
      .orderBy("profile_proposals.id")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  const items = page.items.map(({ proposed, previous, ...row }) => ({
    ...row,
    proposed: JSON.parse(proposed) as ProposalInput,
    previous: JSON.parse(previous) as ProposalInput,
  }));
  return { ...page, items };
}

/**
 * A proposal applied (the company's facts become the proposed ones, and the profile says
 * "Updated by the company") or declined. Two decisions at once: one acts.
 */
export async function decideProposal(
  moderator: Moderator,
  id: number,
  apply: boolean,
  now = new Date(),
): Promise<"done" | "not-found"> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const at = now.toISOString();
      const proposal = await trx
        .selectFrom("profile_proposals")
        .select(["company_id", "proposed"])
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (!proposal) return "not-found";
      const done = await trx
        .updateTable("profile_proposals")
        .set({ status: apply ? "approved" : "rejected", decided_at: at })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return "not-found";
      if (apply) {
        const { specialties, services, states, ...facts } = JSON.parse(
          proposal.proposed,
        ) as ProposalInput;
        await trx
          .updateTable("companies")
          .set({ ...facts, company_updated_at: at })
          .where("id", "=", proposal.company_id)
          .execute();
        await saveCompanyChoices(trx, proposal.company_id, { specialties, services, states });
      }
      await recordAudit(trx, moderator, {
        action: apply ? "approve" : "reject",
        subject: "proposal",
        id,
        reason: null,
        at: now,
      });
      return "done";
    });
}

/** How many replies, flags and proposals wait: the numbers on their lists' links. */
export async function answerCounts(db: Kysely<Database> | Transaction<Database> = getDb()) {
  const [replies, flags, proposals] = await Promise.all([
    db
      .selectFrom("review_replies")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("pending_body", "is not", null)
      .executeTakeFirstOrThrow()
      .then(count),
    db
      .selectFrom("review_flags")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "open")
      .executeTakeFirstOrThrow()
      .then(count),
    db
      .selectFrom("profile_proposals")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow()
      .then(count),
  ]);
  return { replies, flags, proposals };
}
