import type { Kysely, Transaction } from "kysely";
import { unconfirmedClaimDays } from "~/content/retention";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { isUniqueViolation } from "~db/unique-violation";
import { enqueueMail, type OutgoingMail } from "~/lib/mail/outbox.server";
import { maskAddress } from "~/lib/mail/unsubscribe.server";
import { isLinkToken, linkTokenHash, newLinkToken } from "~/lib/link-token.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { refuse, type Saved } from "~/lib/submission.server";
import type { ClaimField } from "./fields";
import type { ClaimInput } from "./schema";
import { workAddressProblem } from "./work-domain.server";

// Claiming a company's profile (issue 32). The form takes a name, a job title and a work address
// at the company's own domain (work-domain.server.ts); the claim waits until the link e-mailed to
// that address is used. Confirming makes the person a representative of the company. The link
// carries 32 random bytes (only their SHA-256 is stored), works for unconfirmedClaimDays and
// once; GET of it shows the claim and a button, so a mail scanner confirms nothing. The form
// answers the same whether or not the address already represents the company: only the link's
// page, in that inbox, says so.

type Db = Kysely<Database> | Transaction<Database>;

const dayMs = 24 * 60 * 60 * 1000;

function expiryCutoff(now: Date): string {
  return new Date(now.getTime() - unconfirmedClaimDays * dayMs).toISOString();
}

/** Deletes the claims never confirmed within unconfirmedClaimDays; answers how many. */
export async function deleteExpiredClaims(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("company_claims")
    .where("status", "=", "pending")
    .where("created_at", "<", expiryCutoff(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function claimConfirmationUrl(token: string): string {
  return absoluteUrl(getSiteConfig(), `/claims/confirm?token=${token}`);
}

/**
 * The e-mail with the link. Anyone can type any address at the company's domain, so it counts
 * against the inbox's budget and carries nothing the visitor typed: the company's listed name
 * and the link only.
 */
export function claimMail(email: string, companyName: string, token: string): OutgoingMail {
  return {
    to: email,
    category: "code",
    cause: "anyone",
    subject: `Confirm your claim of ${companyName} on Staffing Spotlight`,
    greeting: "Hello,",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone, we hope you, asked to represent ${companyName} on Staffing Spotlight with this address. Confirming makes you a representative of the company: you can then reply in public to its reviews and propose changes to its profile, always through our moderators. You can never hide, edit or remove a review.`,
      },
      { kind: "link", label: "Confirm my claim", url: claimConfirmationUrl(token) },
      {
        kind: "paragraph",
        text: `The link works for ${unconfirmedClaimDays} days. If you did not ask for this, ignore this e-mail: nothing changes without confirmation.`,
      },
    ],
  };
}

export interface ClaimableCompany {
  id: number;
  name: string;
  website: string | null;
}

/**
 * The claim form's save: refused with the reason when the address is not at the company's
 * domain; otherwise stored pending, with its e-mail, in one transaction. Expired claims, of any
 * company, are deleted on the way.
 */
export async function submitClaim(
  company: ClaimableCompany,
  input: ClaimInput,
  now = new Date(),
): Promise<Saved<ClaimField>> {
  const problem = workAddressProblem(input.email, company.website);
  if (problem)
    return refuse({
      status: 422,
      toast: { type: "error", title: "Please check the form", description: problem },
      errors: { email: problem },
    });
  const { token, hash } = newLinkToken();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await deleteExpiredClaims(trx, now);
      await trx
        .insertInto("company_claims")
        .values({
          company_id: company.id,
          created_at: now.toISOString(),
          status: "pending",
          name: input.name,
          job_title: input.jobTitle,
          email: input.email,
          token_hash: hash,
          confirmed_at: null,
          revoked_at: null,
          revoked_reason: null,
        })
        .execute();
      await enqueueMail(trx, claimMail(input.email, company.name, token), now);
    });
}

/** What a claim's link leads to. */
export type ClaimLinkState =
  | { state: "confirm"; companyName: string; name: string; jobTitle: string; address: string }
  /** Not a link we sent, or its claim expired and was deleted. */
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "used"; companyId: number }
  | { state: "revoked"; companyId: number }
  | { state: "already"; companyId: number; companyName: string }
  | { state: "confirmed"; companyId: number; companyName: string };

async function findByToken(db: Db, token: string | null) {
  if (!isLinkToken(token)) return undefined;
  return db
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
      "companies.name as company_name",
      "companies.status as company_status",
    ])
    .where("company_claims.token_hash", "=", linkTokenHash(token))
    .executeTakeFirst();
}

type Found = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

function stateOf(claim: Found | undefined, now: Date): ClaimLinkState | null {
  if (!claim || claim.company_status !== "approved") return { state: "invalid" };
  if (claim.status === "confirmed") return { state: "used", companyId: claim.company_id };
  if (claim.status === "revoked") return { state: "revoked", companyId: claim.company_id };
  if (claim.created_at < expiryCutoff(now)) return { state: "expired" };
  return null;
}

/** The link's page before its button is pressed. */
export async function claimToConfirm(token: string | null, now = new Date()) {
  const claim = await findByToken(getDb(), token);
  const settled = stateOf(claim, now);
  if (settled || !claim) return settled ?? { state: "invalid" as const };
  return {
    state: "confirm" as const,
    companyName: claim.company_name,
    name: claim.name,
    jobTitle: claim.job_title,
    address: maskAddress(claim.email),
  };
}

/**
 * The button: the claim is confirmed and its person a representative, once. Two presses at once
 * confirm once (the status changes only from 'pending'); an address that already represents the
 * company is told so, and its new claim is dropped.
 */
export async function confirmClaim(
  token: string | null,
  now = new Date(),
): Promise<ClaimLinkState> {
  try {
    return await getDb()
      .transaction()
      .execute(async (trx) => {
        const claim = await findByToken(trx, token);
        const settled = stateOf(claim, now);
        if (settled || !claim) return settled ?? { state: "invalid" };
        const done = await trx
          .updateTable("company_claims")
          .set({ status: "confirmed", confirmed_at: now.toISOString() })
          .where("id", "=", claim.id)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0)
          return { state: "used", companyId: claim.company_id };
        return { state: "confirmed", companyId: claim.company_id, companyName: claim.company_name };
      });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The address represents the company already: this claim adds nothing.
    const claim = await findByToken(getDb(), token);
    if (!claim) return { state: "invalid" };
    await getDb()
      .deleteFrom("company_claims")
      .where("id", "=", claim.id)
      .where("status", "=", "pending")
      .execute();
    return { state: "already", companyId: claim.company_id, companyName: claim.company_name };
  }
}

/** Since when a company has a representative: its earliest standing confirmation, or null. */
export async function claimedSince(companyId: number): Promise<string | null> {
  const row = await getDb()
    .selectFrom("company_claims")
    .select((eb) => eb.fn.min<string | null>("confirmed_at").as("since"))
    .where("company_id", "=", companyId)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  return row?.since ?? null;
}
