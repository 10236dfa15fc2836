import { getDb } from "~db";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";
import { count, paged } from "./paging.server";
import { pageSizes } from "./views";

// The moderators' part in company claims (issue 32): every claim, newest first, and a
// representative's standing revoked with a reason, in the audit log.

/** Every claim, pending, confirmed or revoked, newest first, a page at a time. */
export async function claimsPage(requested: number) {
  const db = getDb();
  const total = await db
    .selectFrom("company_claims")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, requested, pageSizes.claims, (limit, offset) =>
    db
      .selectFrom("company_claims")
      .innerJoin("companies", "companies.id", "company_claims.company_id")
      .select([
        "company_claims.id",
        "company_claims.company_id",
        "company_claims.created_at",
        "company_claims.status",
        "company_claims.name",
        "company_claims.job_title",
        "company_claims.email",
        "company_claims.confirmed_at",
        "company_claims.revoked_at",
        "company_claims.revoked_reason",
        "companies.name as company_name",
      ])
      .orderBy("company_claims.created_at", "desc")
      .orderBy("company_claims.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

/** A confirmed claim, as the confirm step names it; undefined when none stands with that id. */
export async function standingClaim(id: number) {
  return getDb()
    .selectFrom("company_claims")
    .innerJoin("companies", "companies.id", "company_claims.company_id")
    .select(["company_claims.name", "companies.name as company_name"])
    .where("company_claims.id", "=", id)
    .where("company_claims.status", "=", "confirmed")
    .executeTakeFirst();
}

/**
 * A representative's standing ended, with the moderator's reason: the claim is 'revoked' (its
 * link then says so), and the audit log records who, when and why. False when no confirmed
 * claim has that id (two revocations at once: one acts).
 */
export async function revokeClaim(
  moderator: Moderator,
  id: number,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const done = await trx
        .updateTable("company_claims")
        .set({ status: "revoked", revoked_at: now.toISOString(), revoked_reason: reason })
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return false;
      await recordAudit(trx, moderator, {
        action: "revoke-claim",
        subject: "claim",
        id,
        reason,
        at: now,
      });
      return true;
    });
}
