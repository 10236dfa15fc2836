import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A listed (approved) company with a website, as the claim tests need one; its id. */
export async function addListedCompany(
  db: Kysely<Database>,
  name: string,
  website: string | null,
): Promise<number> {
  const row = await db
    .insertInto("companies")
    .values({
      name,
      name_key: name.toLowerCase().replaceAll(/[^a-z0-9]/g, ""),
      website,
      status: "approved",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A representative of `companyId`, signed in: a confirmed claim for `email` (the claim's own
 * routes are tested in company-claims.integration.test.ts), a sign-in link asked for and used.
 * Answers the session's cookie ("ss_company=...") and the claim's id.
 */
export async function signedInRepresentative(
  db: Kysely<Database>,
  companyId: number,
  email: string,
): Promise<{ cookie: string; claimId: number }> {
  const { requestSignIn, signInWithLink } =
    await import("../../app/features/claims/representative.server");
  const claim = await db
    .insertInto("company_claims")
    .values({
      company_id: companyId,
      created_at: new Date().toISOString(),
      status: "confirmed",
      name: "Jo Rivera",
      job_title: "Head of Talent",
      email,
      token_hash: null,
      confirmed_at: new Date().toISOString(),
      revoked_at: null,
      revoked_reason: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await requestSignIn(email);
  const mail = await db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("recipient", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/for-companies\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
  const signedIn = await signInWithLink(token ?? null);
  if (!("setCookie" in signedIn)) throw new Error(`could not sign in: ${signedIn.state}`);
  return { cookie: signedIn.setCookie.split(";")[0] ?? "", claimId: claim.id };
}
