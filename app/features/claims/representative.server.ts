import { createCookie } from "react-router";
import { representativeLinkMinutes } from "~/content/retention";
import { siteCookies } from "~/content/cookies";
import { getDb } from "~db";
import { getEnv } from "~/lib/env.server";
import { isLinkToken, linkTokenHash, newLinkToken } from "~/lib/link-token.server";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

// A representative's sign-in (issue 32): no password. The work address of a standing claim
// asks for a link; the link (15 minutes, once, one company) opens a page whose button signs in;
// the session lasts 12 hours (the cookie ss_company holds its token, the database only the
// token's SHA-256) and ends when the representative signs out or the claim is revoked. The form
// answers every address alike, so it tells no one who represents a company.

const minuteMs = 60_000;

let companyCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  const env = getEnv();
  // httpOnly, SameSite=Lax, signed; Secure whenever the site is served over https.
  companyCookie ??= createCookie(siteCookies.company.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.siteUrl.startsWith("https:"),
    secrets: env.sessionSecrets,
    maxAge: siteCookies.company.maxAge,
  });
  return companyCookie;
}

export function signInUrl(token: string): string {
  return absoluteUrl(getSiteConfig(), `/for-companies/sign-in?token=${token}`);
}

/**
 * Sends a sign-in link for each company the address represents (nothing for any other
 * address); within the inbox's budget, as any mail a stranger could ask for.
 */
export async function requestSignIn(email: string, now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const claims = await trx
        .selectFrom("company_claims")
        .innerJoin("companies", "companies.id", "company_claims.company_id")
        .select(["company_claims.id", "companies.name as company_name"])
        .where("company_claims.email", "=", address)
        .where("company_claims.status", "=", "confirmed")
        .where("companies.status", "=", "approved")
        .orderBy("companies.name")
        .execute();
      if (!claims.length) return;
      const links = [];
      for (const claim of claims) {
        const { token, hash } = newLinkToken();
        await trx
          .insertInto("representative_links")
          .values({
            token_hash: hash,
            claim_id: claim.id,
            created_at: now.toISOString(),
            expires_at: new Date(
              now.getTime() + representativeLinkMinutes * minuteMs,
            ).toISOString(),
            used_at: null,
          })
          .execute();
        links.push({
          kind: "link" as const,
          label: `Sign in for ${claim.company_name}`,
          url: signInUrl(token),
        });
      }
      await enqueueMail(
        trx,
        {
          to: address,
          category: "code",
          cause: "anyone",
          subject: "Your sign-in link for Staffing Spotlight",
          greeting: "Hello,",
          blocks: [
            {
              kind: "paragraph",
              text: `Someone, we hope you, asked to sign in as a company representative with this address. The link works for ${representativeLinkMinutes} minutes and once.`,
            },
            ...links,
            {
              kind: "paragraph",
              text: "If you did not ask for this, ignore this e-mail: nobody can sign in without the link.",
            },
          ],
        },
        now,
      );
    });
}

export type SignInLinkState =
  | { state: "sign-in"; companyName: string }
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "used" };

async function linkOf(token: string | null) {
  if (!isLinkToken(token)) return undefined;
  return getDb()
    .selectFrom("representative_links")
    .innerJoin("company_claims", "company_claims.id", "representative_links.claim_id")
    .innerJoin("companies", "companies.id", "company_claims.company_id")
    .select([
      "representative_links.token_hash",
      "representative_links.claim_id",
      "representative_links.expires_at",
      "representative_links.used_at",
      "company_claims.status as claim_status",
      "companies.name as company_name",
    ])
    .where("representative_links.token_hash", "=", linkTokenHash(token))
    .executeTakeFirst();
}

function stateOf(link: Awaited<ReturnType<typeof linkOf>>, now: Date): SignInLinkState {
  if (!link || link.claim_status !== "confirmed") return { state: "invalid" };
  if (link.used_at) return { state: "used" };
  if (link.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "sign-in", companyName: link.company_name };
}

/** The link's page before its button is pressed. */
export async function signInLinkState(token: string | null, now = new Date()) {
  return stateOf(await linkOf(token), now);
}

/**
 * The button: the link is used (once, also when pressed twice at once) and a session begins;
 * the answer carries its cookie. Otherwise the link's state, and no cookie.
 */
export async function signInWithLink(
  token: string | null,
  now = new Date(),
): Promise<{ setCookie: string } | SignInLinkState> {
  const link = await linkOf(token);
  const state = stateOf(link, now);
  if (state.state !== "sign-in" || !link) return state;
  const { token: sessionToken, hash } = newLinkToken();
  const signedIn = await getDb()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable("representative_links")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", link.token_hash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return false;
      await trx
        .insertInto("representative_sessions")
        .values({
          id: hash,
          claim_id: link.claim_id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + siteCookies.company.maxAge * 1000).toISOString(),
          ended_at: null,
        })
        .execute();
      return true;
    });
  if (!signedIn) return { state: "used" };
  return { setCookie: await cookie().serialize(sessionToken) };
}

export interface Representative {
  sessionId: string;
  claimId: number;
  companyId: number;
  companyName: string;
  name: string;
  jobTitle: string;
}

/** The signed-in representative, or null: a live session of a claim still standing. */
export async function getRepresentative(
  request: Request,
  now = new Date(),
): Promise<Representative | null> {
  const token: unknown = await cookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !isLinkToken(token)) return null;
  const row = await getDb()
    .selectFrom("representative_sessions")
    .innerJoin("company_claims", "company_claims.id", "representative_sessions.claim_id")
    .innerJoin("companies", "companies.id", "company_claims.company_id")
    .select([
      "representative_sessions.id as sessionId",
      "representative_sessions.expires_at",
      "representative_sessions.ended_at",
      "company_claims.id as claimId",
      "company_claims.status",
      "company_claims.name",
      "company_claims.job_title",
      "companies.id as companyId",
      "companies.name as companyName",
      "companies.status as companyStatus",
    ])
    .where("representative_sessions.id", "=", linkTokenHash(token))
    .executeTakeFirst();
  if (
    !row ||
    row.ended_at ||
    row.expires_at <= now.toISOString() ||
    row.status !== "confirmed" ||
    row.companyStatus !== "approved"
  )
    return null;
  return {
    sessionId: row.sessionId,
    claimId: row.claimId,
    companyId: row.companyId,
    companyName: row.companyName,
    name: row.name,
    jobTitle: row.job_title,
  };
}

/** Ends the session; the answer's cookie clears the browser's. */
export async function signOutRepresentative(representative: Representative): Promise<string> {
  await getDb()
    .updateTable("representative_sessions")
    .set({ ended_at: new Date().toISOString() })
    .where("id", "=", representative.sessionId)
    .execute();
  return cookie().serialize("", { maxAge: 0 });
}
