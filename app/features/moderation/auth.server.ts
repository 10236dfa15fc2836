import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { siteCookies } from "~/content/cookies";
import { getDb } from "~db";
import { getEnv } from "~/lib/env.server";
import { limiterFor, limitKey } from "~/lib/rate-limit.server";
import { stripControls } from "~/lib/sanitize";
import { dummyHash, hashPassword, verifyPassword } from "./password.server";
import { logger } from "~/lib/logger.server";
import { refuse, type Saved } from "~/lib/submission.server";
import type { SignInField } from "./fields";

/** A session ends after 30 minutes without activity, and after 12 hours in any case. */
export const idleMinutes = 30;
export const maxSessionHours = siteCookies.session.maxAge / 3600;
/** Failed sign-ins allowed per account (and 4x that per address) in 15 minutes before a 15-minute lock. */
export const failuresBeforeLock = 5;
const lockSeconds = 15 * 60;

export const invalidCredentialsMessage = "The e-mail or password is incorrect.";

let sessionCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  const env = getEnv();
  // httpOnly: no script can read it; SameSite=Lax: other sites cannot post with it; signed;
  // Secure whenever the site is served over https.
  sessionCookie ??= createCookie(siteCookies.session.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.siteUrl.startsWith("https:"),
    secrets: env.sessionSecrets,
    maxAge: maxSessionHours * 3600,
  });
  return sessionCookie;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export async function createModerator(email: string, password: string): Promise<number> {
  const { id } = await getDb()
    .insertInto("moderators")
    .values({
      email: email.trim().toLowerCase(),
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function setModeratorDisabled(email: string, disabled: boolean): Promise<boolean> {
  const db = getDb();
  const moderator = await db
    .selectFrom("moderators")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!moderator) return false;
  await db
    .updateTable("moderators")
    .set({ disabled: disabled ? 1 : 0 })
    .where("id", "=", moderator.id)
    .execute();
  if (disabled) {
    await db
      .updateTable("moderator_sessions")
      .set({ revoked_at: new Date().toISOString() })
      .where("moderator_id", "=", moderator.id)
      .where("revoked_at", "is", null)
      .execute();
  }
  return true;
}

function loginLimiters() {
  const window = { durationSeconds: lockSeconds, blockSeconds: lockSeconds };
  return {
    account: limiterFor({ name: "login_account", points: failuresBeforeLock, ...window }),
    address: limiterFor({ name: "login_address", points: failuresBeforeLock * 4, ...window }),
  };
}

export type SignInResult =
  { ok: true; setCookie: string } | { ok: false; message: string; lockedSeconds?: number };

async function lockedFor(accountKey: string, address: string): Promise<number> {
  const { account, address: byAddress } = loginLimiters();
  const [a, b] = await Promise.all([account.get(accountKey), byAddress.get(address)]);
  const wait = (res: typeof a, points: number) =>
    res && res.consumedPoints >= points ? res.msBeforeNext : 0;
  return Math.ceil(Math.max(wait(a, failuresBeforeLock), wait(b, failuresBeforeLock * 4)) / 1000);
}

/**
 * Checks the e-mail and password. Failures are counted per account and per address; each
 * one is answered a little more slowly, and past the limit both are locked for 15 minutes.
 * The message never says whether the e-mail exists.
 */
export async function signIn(
  emailInput: string,
  password: string,
  address: string,
): Promise<SignInResult> {
  // No moderator's e-mail holds a control character, and PostgreSQL cannot compare a NUL.
  const email = stripControls(emailInput).trim().toLowerCase();
  // The account's key in the rate-limit table (a long e-mail is stored hashed).
  const accountKey = limitKey(email);
  const locked = await lockedFor(accountKey, address);
  if (locked > 0) {
    logger.warn({ event: "sign_in_locked", address }, "sign-in refused: locked");
    return {
      ok: false,
      message: `Too many failed sign-ins. Please try again in ${Math.ceil(locked / 60)} minutes.`,
      lockedSeconds: locked,
    };
  }
  const moderator = await getDb()
    .selectFrom("moderators")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  const valid = await verifyPassword(password, moderator?.password_hash ?? dummyHash);
  if (!moderator || !valid || moderator.disabled) {
    const { account, address: byAddress } = loginLimiters();
    const results = await Promise.allSettled([
      account.penalty(accountKey, 1),
      byAddress.penalty(address, 1),
    ]);
    const failures =
      results[0].status === "fulfilled" ? results[0].value.consumedPoints : failuresBeforeLock;
    logger.warn(
      { event: "sign_in_failed", address, knownAccount: Boolean(moderator), failures },
      "sign-in failed",
    );
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * failures)));
    return { ok: false, message: invalidCredentialsMessage };
  }
  await loginLimiters().account.delete(accountKey);
  const token = randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  await getDb()
    .insertInto("moderator_sessions")
    .values({ id: sha256(token), moderator_id: moderator.id, created_at: now, last_seen_at: now })
    .execute();
  logger.info({ event: "sign_in", moderatorId: moderator.id, address }, "moderator signed in");
  return { ok: true, setCookie: await cookie().serialize(token) };
}

export interface Moderator {
  id: number;
  email: string;
  sessionId: string;
}

/** The signed-in moderator, or null; a live session's idle clock is reset. */
export async function getModerator(request: Request): Promise<Moderator | null> {
  const token: unknown = await cookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !token) return null;
  const db = getDb();
  const row = await db
    .selectFrom("moderator_sessions")
    .innerJoin("moderators", "moderators.id", "moderator_sessions.moderator_id")
    .select([
      "moderator_sessions.id as sessionId",
      "moderators.id as moderatorId",
      "moderators.email",
      "moderators.disabled",
      "moderator_sessions.created_at",
      "moderator_sessions.last_seen_at",
      "moderator_sessions.revoked_at",
    ])
    .where("moderator_sessions.id", "=", sha256(token))
    .executeTakeFirst();
  const now = Date.now();
  if (
    !row ||
    row.revoked_at ||
    row.disabled ||
    now - new Date(row.last_seen_at).getTime() > idleMinutes * 60_000 ||
    now - new Date(row.created_at).getTime() > maxSessionHours * 3_600_000
  ) {
    return null;
  }
  if (now - new Date(row.last_seen_at).getTime() > 60_000) {
    await db
      .updateTable("moderator_sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", row.sessionId)
      .execute();
  }
  return { id: row.moderatorId, email: row.email, sessionId: row.sessionId };
}

/** Every admin loader and action starts here: no live session, no access. */
export async function requireModerator(request: Request): Promise<Moderator> {
  const moderator = await getModerator(request);
  if (!moderator) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return moderator;
}

export async function signOut(moderator: Moderator): Promise<string> {
  await getDb()
    .updateTable("moderator_sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", moderator.sessionId)
    .execute();
  return cookie().serialize("", { maxAge: 0 });
}

/** The sign-in form's save: the session cookie, or the refusal the moderator sees. */
export async function signInWith(
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<Saved<SignInField>> {
  const result = await signIn(credentials.email, credentials.password, clientIp);
  if (!result.ok)
    return refuse({ status: result.lockedSeconds ? 429 : 401, toast: { title: result.message } });
  return { headers: { "Set-Cookie": result.setCookie } };
}
