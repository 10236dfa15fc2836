import type { Kysely } from "kysely";

// Issue 32: a company's representatives (confirmed company_claims, migration 0028) sign in with
// a link e-mailed to their work address.
//
// - representative_links: one per link sent; good for 15 minutes and once; only the SHA-256 of
//   its random token is stored. A link signs in as one claim, so as one company.
// - representative_sessions: one per sign-in (the cookie ss_company holds the token; the row its
//   SHA-256); 12 hours from the sign-in, ended by signing out or by the claim's revocation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("representative_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("claim_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createTable("representative_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("claim_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ended_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("representative_sessions").execute();
  await db.schema.dropTable("representative_links").execute();
}
