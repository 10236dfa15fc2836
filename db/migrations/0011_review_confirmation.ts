import { sql, type Kysely } from "kysely";

// Issue 14: a review enters the moderation queue only once its address is confirmed through the
// link e-mailed to it (app/features/reviews/confirmation.server.ts).
//
// - confirmed_at: when the link's button was pressed; null while unconfirmed. Unconfirmed reviews
//   expire 7 days after created_at and are deleted.
// - confirm_token_hash: SHA-256 (hex) of the link's random token; the token itself is only in
//   the e-mail. Kept after confirming, so a reused link is told apart from a wrong one.
// - "One review per company" counts confirmed addresses: company_reviews_one_per_email (0004,
//   see 0007) is re-created with `where confirmed_at is not null`. Unconfirmed duplicates may
//   wait side by side; the second to be confirmed is refused.
//
// Reviews stored before this migration were taken without confirmation and are already in the
// queue or published: they count as confirmed (at their created_at), so the index keeps holding.
// Number 0010 is left to a sibling branch.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("company_reviews").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("company_reviews").addColumn("confirm_token_hash", "text").execute();
  await sql`update company_reviews set confirmed_at = created_at`.execute(db);
  await sql`drop index company_reviews_one_per_email`.execute(db);
  await sql`create unique index company_reviews_one_per_email
    on company_reviews (company_id, reviewer_email) where confirmed_at is not null`.execute(db);
  await sql`create unique index company_reviews_confirm_token
    on company_reviews (confirm_token_hash)`.execute(db);
  // The expiry sweep's search.
  await sql`create index company_reviews_unconfirmed
    on company_reviews (created_at) where confirmed_at is null`.execute(db);
}

/** Back to one review per address over every review: unconfirmed reviews are deleted first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists company_reviews_unconfirmed`.execute(db);
  await sql`drop index if exists company_reviews_confirm_token`.execute(db);
  await sql`delete from company_reviews where confirmed_at is null`.execute(db);
  await sql`drop index if exists company_reviews_one_per_email`.execute(db);
  await sql`create unique index company_reviews_one_per_email
    on company_reviews (company_id, reviewer_email)`.execute(db);
  await db.schema.alterTable("company_reviews").dropColumn("confirm_token_hash").execute();
  await db.schema.alterTable("company_reviews").dropColumn("confirmed_at").execute();
}
