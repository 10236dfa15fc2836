import type { Transaction } from "kysely";
import type { Database } from "~db/schema";
import { isRenewable } from "./term";

/**
 * Issue 30, item 4: a new pass by the same confirmed address renews that address's certificates
 * that are in their last 90 days or have expired: each names the new reference, and its
 * verification page says "Renewed: see {reference}". A certificate with longer to run is left as
 * it is (it still holds), and a revoked one is never renewed by a later pass.
 */
export async function markRenewed(
  trx: Transaction<Database>,
  email: string,
  reference: string,
  now: Date,
): Promise<void> {
  const earlier = await trx
    .selectFrom("assessment_completions")
    .select(["id", "created_at"])
    .where("email", "=", email)
    .where("passed", "=", 1)
    .where("reference", "is not", null)
    .where("reference", "!=", reference)
    .where("revoked_at", "is", null)
    .where("renewed_by", "is", null)
    .execute();
  const renewed = earlier.filter((row) => isRenewable(row.created_at, now)).map((row) => row.id);
  if (renewed.length === 0) return;
  await trx
    .updateTable("assessment_completions")
    .set({ renewed_by: reference })
    .where("id", "in", renewed)
    .execute();
}
