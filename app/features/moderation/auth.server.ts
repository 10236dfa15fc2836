import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { siteCookies } from "~/content/cookies";
import { getDb, getDbHandle } from "~db";
import { addressKey } from "~/lib/address-key";
import { getEnv } from "~/lib/env.server";
import { countHit, limiterFor, limitKey, reserve, type Reservation } from "~/lib/rate-limit.server";
import { stripControls } from "~/lib/sanitize";
import { dummyHash, hashPassword, verifyPassword } from "./password.server";
import { logger } from "~/lib/logger.server";
import { refuse, type Saved } from "~/lib/submission.server";
import type { SignInField } from "./fields";

/** A session ends after 30 minutes without activity, and after 12 hours in any case. */
export const idleMinutes = 30;
export const maxSessionHours = siteCookies.session.maxAge / 3600;
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

/**
 * Password guessing (issue 13). Failed sign-ins are counted for 15 minutes, by the e-mail as
 * typed (whether or not a moderator has it) and by the address (an IPv6 /64 counts as one):
 *
 * - per pair (account, address): after two failures the pair's next attempt is answered
 *   after 1 s, the one after after 2 s, then 3 s; the 5th failure locks the pair for 15
 *   minutes.
 * - per address, whatever the account: the 20th failure locks the address for 15 minutes
 *   (one address trying many accounts).
 * - per account, whatever the address: the account is locked for everyone, for 15 minutes,
 *   only when failures come from 10 different addresses, or number 50. One address's lock-out
 *   never stops the moderator: the right password from another address still signs in.
 * - an account with 3 or more failures in the window is under attack: every answer for it,
 *   the right password's included, waits at least 1 s.
 *
 * Every attempt is counted as a failure before its password is checked (issue 26), and given
 * back if the password was right: counted after the check, every attempt in flight would pass
 * the check, and 40 guesses sent at once were all checked. So an attempt that would take any
 * counter past its limit is refused as locked, whatever its password, and at most the limit's
 * number of guesses are ever checked, with any number in flight, in any number of processes.
 *
 * The delay is chosen from the counters before the password is checked, so an answer's time
 * says nothing about the password; and since the counters are keyed by the e-mail as typed, a
 * wrong e-mail and a wrong password get the same message after the same time.
 */
const signInRules = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  pairSlowFrom: 3,
  pairLockAfter: 5,
  addressLockAfter: 20,
  accountLockAddresses: 10,
  accountLockFailures: 50,
  underAttackAfter: 3,
  slowStepMs: 1000,
  maxDelayMs: 3000,
} as const;

function signInLimiters() {
  const { windowSeconds: durationSeconds } = signInRules;
  return {
    pair: limiterFor({ name: "login_pair", points: signInRules.pairLockAfter, durationSeconds }),
    address: limiterFor({
      name: "login_address",
      points: signInRules.addressLockAfter,
      durationSeconds,
    }),
    account: limiterFor({
      name: "login_account",
      points: signInRules.accountLockFailures,
      durationSeconds,
    }),
    accountAddresses: limiterFor({
      name: "login_account_addresses",
      points: signInRules.accountLockAddresses,
      durationSeconds,
    }),
  };
}
type Counter = keyof ReturnType<typeof signInLimiters>;

/**
 * The order in which an attempt is counted, narrowest first: an attempt refused by one counter
 * never touches the wider ones, so a burst against one pair cannot fill the account's counter,
 * even for a moment, and refuse the moderator signing in elsewhere.
 */
const counters: readonly Counter[] = ["pair", "address", "account", "accountAddresses"];

/** Each counter's key for this e-mail and address (a long one is stored hashed). */
function counterKeys(email: string, address: string): Record<Counter, string> {
  const from = addressKey(address);
  return {
    pair: limitKey(`${from}|${email}`),
    address: from,
    account: limitKey(email),
    accountAddresses: limitKey(email),
  };
}

type Reserved = Partial<Record<Counter, Reservation>>;
type Admission =
  { admitted: true; reserved: Reserved } | { admitted: false; counter: Counter; seconds: number };

/**
 * Counts this attempt as a failure on every counter, in order. The first counter it takes past
 * its limit (locked, or filled by attempts in flight) refuses it: the attempt then gives back
 * every point it took, so that being refused counts nowhere.
 */
async function admit(keys: Record<Counter, string>): Promise<Admission> {
  const limiters = signInLimiters();
  const reserved: Reserved = {};
  countHit();
  for (const counter of counters) {
    // The pair's first attempt in its window is a new address trying this account.
    if (counter === "accountAddresses" && reserved.pair?.points !== 1) continue;
    const reservation = await reserve(limiters[counter], keys[counter]);
    reserved[counter] = reservation;
    if (reservation.points > limiters[counter].points) {
      for (const taken of Object.values(reserved)) await taken.giveBack();
      const seconds = Math.max(1, Math.ceil(reservation.msBeforeNext / 1000));
      return { admitted: false, counter, seconds };
    }
  }
  return { admitted: true, reserved };
}

/** The wait before this attempt is answered, from the counters alone (see signInRules). */
function answerDelayMs(reserved: Reserved): number {
  // The pair's count is this attempt's number; the account's, less this attempt, its failures.
  const attempt = reserved.pair?.points ?? 1;
  const slow =
    attempt >= signInRules.pairSlowFrom
      ? Math.min(
          signInRules.maxDelayMs,
          (attempt - signInRules.pairSlowFrom + 1) * signInRules.slowStepMs,
        )
      : 0;
  const underAttack =
    (reserved.account?.points ?? 1) - 1 >= signInRules.underAttackAfter
      ? signInRules.slowStepMs
      : 0;
  return Math.max(slow, underAttack);
}

/** A failure keeps its points; the counters it brought to their limit are locked. */
async function lockReached(keys: Record<Counter, string>, reserved: Reserved): Promise<void> {
  const limiters = signInLimiters();
  await Promise.all(
    counters.map((counter) => {
      const reservation = reserved[counter];
      return reservation && reservation.points >= limiters[counter].points
        ? limiters[counter].block(keys[counter], signInRules.lockSeconds)
        : null;
    }),
  );
}

/**
 * The right password gives its points back. This address's streak ends; the account's failures
 * stand, so that signing in does not give a guesser elsewhere a fresh start.
 */
async function giveBackSuccess(keys: Record<Counter, string>, reserved: Reserved): Promise<void> {
  await signInLimiters().pair.delete(keys.pair);
  await reserved.address?.giveBack();
  await reserved.account?.giveBack();
  await reserved.accountAddresses?.giveBack();
}

export type SignInResult =
  { ok: true; setCookie: string } | { ok: false; message: string; lockedSeconds?: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks the e-mail and password, counting failures and answering slowly or refusing as
 * signInRules says. The message never says whether the e-mail exists. `wait` lets tests
 * record the delays instead of sitting through them.
 */
export async function signIn(
  emailInput: string,
  password: string,
  address: string,
  { wait = sleep }: { wait?: (ms: number) => Promise<void> } = {},
): Promise<SignInResult> {
  // No moderator's e-mail holds a control character, and PostgreSQL cannot compare a NUL.
  const email = stripControls(emailInput).trim().toLowerCase();
  const keys = counterKeys(email, address);
  // The counters are writes through the limiter's own client: they wait for the write lock
  // like any other write, so that they never land inside another request's transaction.
  const handle = getDbHandle();
  const admission = await handle.withWriteLock(() => admit(keys));
  if (!admission.admitted) {
    logger.warn(
      { event: "sign_in_locked", address, lock: admission.counter },
      "sign-in refused: locked",
    );
    return {
      ok: false,
      message: `Too many failed sign-ins. Please try again in ${Math.ceil(admission.seconds / 60)} minutes.`,
      lockedSeconds: admission.seconds,
    };
  }
  const { reserved } = admission;
  const delayMs = answerDelayMs(reserved);
  const moderator = await getDb()
    .selectFrom("moderators")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  const valid = await verifyPassword(password, moderator?.password_hash ?? dummyHash);
  if (!moderator || !valid || moderator.disabled) {
    await handle.withWriteLock(() => lockReached(keys, reserved));
    logger.warn(
      {
        event: "sign_in_failed",
        address,
        knownAccount: Boolean(moderator),
        failures: reserved.pair?.points,
      },
      "sign-in failed",
    );
    await wait(delayMs);
    return { ok: false, message: invalidCredentialsMessage };
  }
  await handle.withWriteLock(() => giveBackSuccess(keys, reserved));
  await wait(delayMs);
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
