import { createHash, randomBytes } from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import { siteCookies } from "~/content/cookies";
import { getDb } from "~db";
import { getEnv } from "~/lib/env.server";
import { stripControls } from "~/lib/sanitize";
import { dummyHash, hashPassword, verifyPassword } from "./password.server";
import { logger } from "~/lib/logger.server";
import { refuse, type Saved } from "~/lib/submission.server";
import type { SignInField } from "./fields";
import { guessRight, guessWrong, lockedRefusal, startGuess } from "./guesses.server";
import { allows, ownerOnlyMessage, type Role } from "./roles";

/** A session ends after 30 minutes without activity, and after 12 hours in any case. */
export const idleMinutes = 30;
export const maxSessionHours = siteCookies.session.maxAge / 3600;
/** The second step of a sign-in (issue 33) must follow the password within this many minutes. */
export const secondStepMinutes = 10;
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

export const normalEmail = (email: string) => stripControls(email).trim().toLowerCase();

/** An account, made by the shell command (an owner) or by an accepted invitation. */
export async function createModerator(
  email: string,
  password: string,
  role: Role = "owner",
): Promise<number> {
  const { id } = await getDb()
    .insertInto("moderators")
    .values({
      email: normalEmail(email),
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
      role,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends every session of an account (or every one but `except`); the number ended. */
export async function endSessions(moderatorId: number, except?: string): Promise<number> {
  let query = getDb()
    .updateTable("moderator_sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("moderator_id", "=", moderatorId)
    .where("revoked_at", "is", null);
  if (except) query = query.where("id", "!=", except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The shell's `disable` and `enable`. Disabling the last active owner is refused (there is
 * always an owner, decision 0040) unless `force`: the shell is the way back in when owners are
 * lost, not a way to lose them.
 */
export async function setModeratorDisabled(
  email: string,
  disabled: boolean,
  { force = false }: { force?: boolean } = {},
): Promise<"done" | "not-found" | "last-owner"> {
  const db = getDb();
  const moderator = await db
    .selectFrom("moderators")
    .select(["id", "role"])
    .where("email", "=", normalEmail(email))
    .executeTakeFirst();
  if (!moderator) return "not-found";
  if (disabled && moderator.role === "owner" && !force) {
    const other = await db
      .selectFrom("moderators")
      .select("id")
      .where("role", "=", "owner")
      .where("disabled", "=", 0)
      .where("id", "!=", moderator.id)
      .executeTakeFirst();
    if (!other) return "last-owner";
  }
  await db
    .updateTable("moderators")
    .set({ disabled: disabled ? 1 : 0 })
    .where("id", "=", moderator.id)
    .execute();
  if (disabled) await endSessions(moderator.id);
  return "done";
}

/** Where a session was started from, shown in the moderator's list of sessions. */
export interface Client {
  address: string;
  userAgent: string | null;
}

export function clientOf(request: Request, address: string): Client {
  return { address, userAgent: request.headers.get("User-Agent")?.slice(0, 400) ?? null };
}

/** A new session of `moderatorId`, signed in or awaiting its second factor; its cookie. */
export async function startSession(
  moderatorId: number,
  secondFactor: "code" | "setup" | null,
  client: Client,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  await getDb()
    .insertInto("moderator_sessions")
    .values({
      id: sha256(token),
      moderator_id: moderatorId,
      created_at: now,
      last_seen_at: now,
      second_factor: secondFactor,
      ip_address: client.address,
      user_agent: client.userAgent,
    })
    .execute();
  return cookie().serialize(token);
}

export type SignInResult =
  { ok: true; setCookie: string } | { ok: false; message: string; lockedSeconds?: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sign-in's first step: checks the e-mail and password, counting failures and answering
 * slowly or refusing as the counters say (guesses.server.ts). The message never says whether
 * the e-mail exists. A right password starts a session that awaits the second factor (its code,
 * or its set-up): it opens nothing but the second step. `wait` lets tests record the delays
 * instead of sitting through them.
 */
export async function signIn(
  emailInput: string,
  password: string,
  address: string,
  {
    wait = sleep,
    userAgent = null,
  }: { wait?: (ms: number) => Promise<void>; userAgent?: string | null } = {},
): Promise<SignInResult> {
  // No moderator's e-mail holds a control character, and PostgreSQL cannot compare a NUL.
  const email = normalEmail(emailInput);
  const admission = await startGuess(email, address);
  if (!admission.admitted) return lockedRefusal(admission.seconds);
  const { guess } = admission;
  const moderator = await getDb()
    .selectFrom("moderators")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  const valid = await verifyPassword(password, moderator?.password_hash ?? dummyHash);
  if (!moderator || !valid || moderator.disabled) {
    await guessWrong(guess);
    logger.warn(
      {
        event: "sign_in_failed",
        address,
        knownAccount: Boolean(moderator),
        failures: guess.reserved.pair?.points,
      },
      "sign-in failed",
    );
    await wait(guess.delayMs);
    return { ok: false, message: invalidCredentialsMessage };
  }
  await guessRight(guess, false);
  await wait(guess.delayMs);
  const setCookie = await startSession(moderator.id, moderator.totp_enabled_at ? "code" : "setup", {
    address,
    userAgent,
  });
  logger.info(
    { event: "sign_in_password", moderatorId: moderator.id, address },
    "moderator's password right: second factor due",
  );
  return { ok: true, setCookie };
}

export interface Moderator {
  id: number;
  email: string;
  role: Role;
  sessionId: string;
}

async function sessionOf(request: Request) {
  const token: unknown = await cookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !token) return null;
  const row = await getDb()
    .selectFrom("moderator_sessions")
    .innerJoin("moderators", "moderators.id", "moderator_sessions.moderator_id")
    .select([
      "moderator_sessions.id as sessionId",
      "moderators.id as moderatorId",
      "moderators.email",
      "moderators.role",
      "moderators.disabled",
      "moderators.totp_secret",
      "moderators.totp_enabled_at",
      "moderator_sessions.created_at",
      "moderator_sessions.last_seen_at",
      "moderator_sessions.revoked_at",
      "moderator_sessions.second_factor",
      "moderator_sessions.ip_address",
      "moderator_sessions.user_agent",
    ])
    .where("moderator_sessions.id", "=", sha256(token))
    .executeTakeFirst();
  return row && !row.revoked_at && !row.disabled ? row : null;
}

/** The signed-in moderator, or null; a live session's idle clock is reset. */
export async function getModerator(request: Request): Promise<Moderator | null> {
  const row = await sessionOf(request);
  const now = Date.now();
  if (
    !row ||
    row.second_factor !== null ||
    now - new Date(row.last_seen_at).getTime() > idleMinutes * 60_000 ||
    now - new Date(row.created_at).getTime() > maxSessionHours * 3_600_000
  ) {
    return null;
  }
  if (now - new Date(row.last_seen_at).getTime() > 60_000) {
    await getDb()
      .updateTable("moderator_sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", row.sessionId)
      .execute();
  }
  return { id: row.moderatorId, email: row.email, role: row.role, sessionId: row.sessionId };
}

/** A sign-in whose password was right and whose second factor is due. */
export interface PendingSignIn {
  sessionId: string;
  moderatorId: number;
  email: string;
  stage: "code" | "setup";
  client: Client;
}

/** The sign-in awaiting its second factor, or null (none, ended, or older than its minutes). */
export async function getPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const row = await sessionOf(request);
  if (
    !row?.second_factor ||
    Date.now() - new Date(row.created_at).getTime() > secondStepMinutes * 60_000
  )
    return null;
  // An account that finished its set-up meanwhile (in another tab) is asked for its code.
  const stage = row.totp_enabled_at ? "code" : row.second_factor;
  return {
    sessionId: row.sessionId,
    moderatorId: row.moderatorId,
    email: row.email,
    stage,
    client: { address: row.ip_address ?? "", userAgent: row.user_agent },
  };
}

/**
 * Whether this request's cookie is of a second step completed in the last minute: the page that
 * shows the recovery codes, rendered after the set-up's POST, is read with the old cookie.
 */
export async function justCompleted(request: Request): Promise<boolean> {
  const token: unknown = await cookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !token) return false;
  const row = await getDb()
    .selectFrom("moderator_sessions")
    .select("id")
    .where("id", "=", sha256(token))
    .where("second_factor", "is not", null)
    .where("revoked_at", ">", new Date(Date.now() - 60_000).toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The second factor was right: the pending session ends and a signed-in one starts, from the
 * second step's address, with a new token (nothing learnt of the first one's cookie signs anyone
 * in). Only the request that ends the pending session starts one: two second steps sent at once
 * with two right factors sign in once, and a pending session ended meanwhile (a password
 * change, an owner's "end all sessions") signs in no one. Null when it was ended already.
 */
export async function completeSignIn(
  pending: PendingSignIn,
  client: Client,
): Promise<string | null> {
  const ended = await getDb()
    .updateTable("moderator_sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", pending.sessionId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (ended.numUpdatedRows !== 1n) return null;
  return startSession(pending.moderatorId, null, client);
}

/**
 * Every admin loader and action starts here: no live session, no access; and a page or action
 * that needs an owner answers 403 to a moderator.
 */
export async function requireModerator(
  request: Request,
  needs: Role = "moderator",
): Promise<Moderator> {
  const moderator = await getModerator(request);
  if (!moderator) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!allows(moderator.role, needs)) throw data({ message: ownerOnlyMessage }, { status: 403 });
  return moderator;
}

export async function signOut(sessionId: string): Promise<string> {
  await getDb()
    .updateTable("moderator_sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", sessionId)
    .execute();
  return cookie().serialize("", { maxAge: 0 });
}

/** The sign-in form's save: the pending session's cookie and the second step, or the refusal. */
export async function signInWith(
  credentials: { email: string; password: string },
  client: Client,
  next: string,
): Promise<Saved<SignInField>> {
  const result = await signIn(credentials.email, credentials.password, client.address, {
    userAgent: client.userAgent,
  });
  if (!result.ok)
    return refuse({ status: result.lockedSeconds ? 429 : 401, toast: { title: result.message } });
  return {
    headers: { "Set-Cookie": result.setCookie },
    to: `/admin/two-factor?next=${encodeURIComponent(next)}`,
  };
}
