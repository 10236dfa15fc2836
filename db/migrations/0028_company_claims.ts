import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// Issue 32: a company's representatives claim its profile with an address at its own domain.
//
// company_claims: one row per claim sent through /company/{id}/claim. It waits ('pending') until
// the link e-mailed to the work address is used ('confirmed': the person is then a
// representative of the company), or is revoked by a moderator with a reason ('revoked'). Only
// the SHA-256 of the link's random token is stored. A pending claim expires after
// unconfirmedClaimDays and is deleted; a confirmed or revoked one is kept while the company is
// listed, so that the profile can say since when it is claimed and the workspace who claimed it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("company_claims")
    .addColumn("id", ...idColumn(db))
    .addColumn("company_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("job_title", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("revoked_reason", "text")
    .execute();
  await db.schema
    .createIndex("company_claims_token")
    .unique()
    .on("company_claims")
    .column("token_hash")
    .execute();
  await db.schema
    .createIndex("company_claims_company")
    .on("company_claims")
    .columns(["company_id", "status"])
    .execute();
  // One representative per company and address: a second confirmation of one address is told
  // so rather than counted twice, also when both links are used at once.
  await sql`create unique index company_claims_one_representative
    on company_claims (company_id, email) where status = 'confirmed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("company_claims").execute();
}
