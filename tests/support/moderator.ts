import { Secret, TOTP } from "otpauth";
import { getDb } from "~db";
import {
  createModerator,
  getPendingSignIn,
  signIn,
  type SignInResult,
} from "../../app/features/moderation/auth.server";
import type { Role } from "../../app/features/moderation/roles";
import { secondFactor, setupSecret } from "../../app/features/moderation/two-factor.server";

// A moderator for route tests: the account made as the shell command makes one (or with a
// role), then signed in through the real sign-in, both steps, from its own client address
// (sign-in counts guesses per address). The second factor is set up, at the first sign-in, from
// the secret its set-up page shows, and each code is computed from it as an authenticator app
// computes it.

const password = "correct horse battery staple";

/** The code an authenticator app shows for `secret` at `at` (ms). */
export function totpAt(at: number, secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

/** The TOTP secret an account set up (as its authenticator app holds it). */
export async function secretOf(email: string): Promise<string> {
  const row = await getDb()
    .selectFrom("moderators")
    .select("totp_secret")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  if (!row.totp_secret) throw new Error(`${email} has no two-factor set up`);
  return row.totp_secret;
}

/** The `name=value` part of a Set-Cookie header. */
export const cookiePair = (setCookie: string) => setCookie.split(";")[0] ?? "";

/** A request to `path` carrying the cookie. */
export function withCookie(cookie: string, path = "/admin/two-factor"): Request {
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookiePair(cookie) } });
}

/**
 * Signs in with both steps: the password (answered as `signIn` answers a failure), then a code
 * of a step this account has not used yet, the set-up's first when two-factor is not on yet.
 */
export async function signInFully(
  email: string,
  secretWord: string,
  address: string,
  options: { wait?: (ms: number) => Promise<void> } = {},
): Promise<SignInResult> {
  const first = await signIn(email, secretWord, address, options);
  if (!first.ok) return first;
  const pending = await getPendingSignIn(withCookie(first.setCookie));
  if (!pending) throw new Error("no sign-in awaits its second factor");
  // The set-up's secret is the pending sign-in's own (as its page shows it); later, the account's.
  const { totp_last_step: last, totp_secret: stored } = await getDb()
    .selectFrom("moderators")
    .select(["totp_last_step", "totp_secret"])
    .where("id", "=", pending.moderatorId)
    .executeTakeFirstOrThrow();
  const secret = pending.stage === "setup" ? setupSecret(pending) : (stored ?? "");
  // The app's clock as now, or, for an account that signed in this step already (tests sign in
  // often), as the start of its next unused step: a code is accepted once.
  const step = Math.max(Math.floor(Date.now() / 30_000), last === null ? 0 : Number(last) + 1);
  const at = step * 30_000 + 1_000;
  const result = await secondFactor(pending, totpAt(at, secret), address, {
    ...options,
    now: Math.max(Date.now(), at),
  });
  if (!result.ok) throw new Error(result.message);
  // The set-up's own e-mail to the account ("Two-factor sign-in is on", tested in
  // moderator-accounts.integration.test.ts) is taken out of the outbox: the route tests that
  // sign in count the e-mails of what they test.
  if (pending.stage === "setup")
    await getDb()
      .deleteFrom("mail_outbox")
      .where("recipient", "=", pending.email)
      .where("subject", "=", "Two-factor sign-in is on for your moderator account")
      .execute();
  return { ok: true, setCookie: result.setCookie };
}

/** Creates a moderator and signs in; the session cookie ("name=value") for the workspace. */
export async function signedInModerator(
  email: string,
  clientIp: string,
  role: Role = "owner",
): Promise<string> {
  await createModerator(email, password, role);
  const signedIn = await signInFully(email, password, clientIp);
  if (!signedIn.ok) throw new Error(signedIn.message);
  return cookiePair(signedIn.setCookie);
}
