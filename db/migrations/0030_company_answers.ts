import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// Issue 32: a company's representatives answer for it.
//
// - review_replies: one per review, the company's public reply. `published_body` is what
//   visitors read (null until a moderator first approves one), `pending_body` an edit waiting
//   for a moderator (null when none): an edit is moderated again, and the approved reply stays
//   shown meanwhile. A rejected edit is dropped, with the time and reason kept for the writer.
// - review_flags: a representative asks the moderators to look at a review, with a reason from
//   the posting policy (app/content/review-flags.ts); open until a moderator dismisses it or
//   removes the review. One flag per review and representative.
// - profile_proposals: a representative's changes to the profile, as JSON of the proposed
//   fields and of the same fields as they were (the moderators' diff); pending, then approved
//   or rejected. companies.company_updated_at: when an approved proposal last changed it.
// - company_claims.review_mail: 'each' (an e-mail per published review), 'weekly' (a digest)
//   or 'off'; review_digest_at: when the last digest was sent (or the choice made).
// - company_reviews.approved_at: when a moderator published the review (null for reviews
//   approved before), so that a digest names the reviews of its week.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("review_replies")
    .addColumn("id", ...idColumn(db))
    .addColumn("review_id", "integer", (c) => c.notNull())
    .addColumn("company_id", "integer", (c) => c.notNull())
    .addColumn("claim_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("published_body", "text")
    .addColumn("published_at", "text")
    .addColumn("pending_body", "text")
    .addColumn("submitted_at", "text")
    .addColumn("rejected_at", "text")
    .addColumn("rejected_reason", "text")
    .execute();
  await db.schema
    .createIndex("review_replies_one_per_review")
    .unique()
    .on("review_replies")
    .column("review_id")
    .execute();
  await sql`create index review_replies_pending on review_replies (submitted_at)
    where pending_body is not null`.execute(db);
  await db.schema
    .createTable("review_flags")
    .addColumn("id", ...idColumn(db))
    .addColumn("review_id", "integer", (c) => c.notNull())
    .addColumn("company_id", "integer", (c) => c.notNull())
    .addColumn("claim_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("decided_at", "text")
    .execute();
  await db.schema
    .createIndex("review_flags_one_per_representative")
    .unique()
    .on("review_flags")
    .columns(["review_id", "claim_id"])
    .execute();
  await db.schema
    .createTable("profile_proposals")
    .addColumn("id", ...idColumn(db))
    .addColumn("company_id", "integer", (c) => c.notNull())
    .addColumn("claim_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("proposed", "text", (c) => c.notNull())
    .addColumn("previous", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .execute();
  await db.schema
    .createIndex("profile_proposals_status")
    .on("profile_proposals")
    .columns(["status", "created_at"])
    .execute();
  // One proposal waits per company: a newer one takes its place.
  await sql`create unique index profile_proposals_one_pending
    on profile_proposals (company_id) where status = 'pending'`.execute(db);
  await db.schema.alterTable("companies").addColumn("company_updated_at", "text").execute();
  await db.schema.alterTable("company_reviews").addColumn("approved_at", "text").execute();
  await db.schema
    .alterTable("company_claims")
    .addColumn("review_mail", "text", (c) => c.notNull().defaultTo("each"))
    .execute();
  await db.schema.alterTable("company_claims").addColumn("review_digest_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("company_claims").dropColumn("review_digest_at").execute();
  await db.schema.alterTable("company_claims").dropColumn("review_mail").execute();
  await db.schema.alterTable("company_reviews").dropColumn("approved_at").execute();
  await db.schema.alterTable("companies").dropColumn("company_updated_at").execute();
  await db.schema.dropTable("profile_proposals").execute();
  await db.schema.dropTable("review_flags").execute();
  await db.schema.dropTable("review_replies").execute();
}
