import { createHmac } from "node:crypto";
import { Secret } from "otpauth";
import { getDb } from "~db";
import { addressKey } from "~/lib/address-key";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail, type OutgoingMail } from "~/lib/mail/outbox.server";
import { formatDateTime } from "~/lib/dates";
import type { Transaction } from "kysely";
import type { Database } from "~db/schema";
import { recordAudit } from "./audit.server";
import { completeSignIn, type Client, type Moderator, type PendingSignIn } from "./auth.server";
import { guessRight, guessWrong, lockedRefusal, startGuess } from "./guesses.server";
import {
  codeStep,
  looksLikeCode,
  newRecoveryCodes,
  normalRecoveryCode,
  recoveryCodeHash,
} from "./totp.server";
import { describeBrowser } from "./browsers";

// The sign-in's second step (issue 33): a code from the authenticator app, or a recovery code;
// for an account without two-factor yet, its set-up. Every code typed is a guess, counted with
// the password's guesses before it is checked (guesses.server.ts).

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const wrongCodeMessage = "That code is not right. Please try again.";
export const endedMessage = "This sign-in has ended. Please sign in again.";
export const usedCodeMessage =
  "That code was already used. Please wait for the next code in your app.";

/**
 * The secret a pending set-up shows: one of its own for each pending sign-in, derived from the
 * session (a keyed hash of its id: 160 bits, as RFC 4226 recommends), and stored on the account
 * only once a code from it confirms the set-up. So someone who learnt an old password and opened
 * the set-up page first gets a secret nobody will ever confirm.
 */
export function setupSecret(pending: Pick<PendingSignIn, "sessionId">): string {
  const bytes = createHmac("sha256", getEnv().sessionSecrets[0] ?? "")
    .update(`totp-setup:${pending.sessionId}`)
    .digest()
    .subarray(0, 20);
  return new Secret({ buffer: new Uint8Array(bytes).buffer }).base32;
}

export type SecondFactorResult =
  | { ok: true; setCookie: string; recoveryCodes?: string[]; usedRecoveryCode?: boolean }
  | { ok: false; message: string; lockedSeconds?: number };

/** Takes `step` as this account's last accepted step, if it is later: a code is used once. */
async function takeStep(moderatorId: number, step: number): Promise<boolean> {
  const taken = await getDb()
    .updateTable("moderators")
    .set({ totp_last_step: step })
    .where("id", "=", moderatorId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

type Checked = "right" | "wrong" | "used" | "recovery";

/** A code from the app: right (and now used), wrong, or used already. */
async function appCode(
  moderatorId: number,
  secret: string,
  input: string,
  now: number,
): Promise<"right" | "wrong" | "used"> {
  const step = codeStep(secret, input, now);
  if (step === null) return "wrong";
  return (await takeStep(moderatorId, step)) ? "right" : "used";
}

/** Replaces an account's recovery codes with ten new ones, in the caller's transaction. */
async function storeRecoveryCodes(
  trx: Transaction<Database>,
  moderatorId: number,
  now: Date,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await trx
    .deleteFrom("moderator_recovery_codes")
    .where("moderator_id", "=", moderatorId)
    .execute();
  await trx
    .insertInto("moderator_recovery_codes")
    .values(
      codes.map((code) => ({
        moderator_id: moderatorId,
        code_hash: recoveryCodeHash(code),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return codes;
}

export type RenewResult =
  { ok: true; codes: string[] } | { ok: false; message: string; lockedSeconds?: number };

/**
 * Ten new recovery codes for a signed-in moderator, who proves the second factor again with a
 * code from the app (a guess like any sign-in's): the old codes stop working.
 */
export async function renewRecoveryCodes(
  moderator: Moderator,
  input: string,
  address: string,
  { wait = sleep, now = Date.now() }: { wait?: (ms: number) => Promise<void>; now?: number } = {},
): Promise<RenewResult> {
  const admission = await startGuess(moderator.email, address);
  if (!admission.admitted) return lockedRefusal(admission.seconds);
  const { guess } = admission;
  const account = await getDb()
    .selectFrom("moderators")
    .select("totp_secret")
    .where("id", "=", moderator.id)
    .executeTakeFirstOrThrow();
  const checked = account.totp_secret
    ? await appCode(moderator.id, account.totp_secret, input.trim().slice(0, 40), now)
    : "wrong";
  if (checked !== "right") {
    await guessWrong(guess);
    await wait(guess.delayMs);
    return { ok: false, message: checked === "used" ? usedCodeMessage : wrongCodeMessage };
  }
  await guessRight(guess, false);
  const at = new Date(now);
  const codes = await getDb()
    .transaction()
    .execute(async (trx) => {
      const made = await storeRecoveryCodes(trx, moderator.id, at);
      await recordAudit(trx, moderator, {
        action: "new-recovery-codes",
        subject: "moderator",
        id: moderator.id,
        at,
      });
      return made;
    });
  return { ok: true, codes };
}

async function checkCode(pending: PendingSignIn, input: string, now: number): Promise<Checked> {
  const account = await getDb()
    .selectFrom("moderators")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", pending.moderatorId)
    .executeTakeFirstOrThrow();
  const secret =
    pending.stage === "setup" && !account.totp_enabled_at
      ? setupSecret(pending)
      : account.totp_secret;
  if (!secret) return "wrong";
  if (looksLikeCode(input)) return appCode(pending.moderatorId, secret, input, now);
  // A recovery code works only once two-factor is set up.
  const recovery = account.totp_enabled_at ? normalRecoveryCode(input) : null;
  if (!recovery) return "wrong";
  const used = await getDb()
    .updateTable("moderator_recovery_codes")
    .set({ used_at: new Date(now).toISOString() })
    .where("moderator_id", "=", pending.moderatorId)
    .where("code_hash", "=", recoveryCodeHash(recovery))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? "recovery" : "wrong";
}

/** Confirms the set-up: two-factor is on, and ten new recovery codes are made (shown once). */
async function enableTwoFactor(
  moderatorId: number,
  secret: string,
  now: Date,
): Promise<string[] | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const enabled = await trx
        .updateTable("moderators")
        .set({ totp_secret: secret, totp_enabled_at: now.toISOString() })
        .where("id", "=", moderatorId)
        .where("totp_enabled_at", "is", null)
        .executeTakeFirst();
      if (enabled.numUpdatedRows !== 1n) return null;
      return storeRecoveryCodes(trx, moderatorId, now);
    });
}

/**
 * Checks the second factor typed at `address`: at the set-up, the first code from the app; at
 * a later sign-in, a code or a recovery code. Right, the sign-in completes (a new session).
 */
export async function secondFactor(
  pending: PendingSignIn,
  input: string,
  address: string,
  { wait = sleep, now = Date.now() }: { wait?: (ms: number) => Promise<void>; now?: number } = {},
): Promise<SecondFactorResult> {
  const admission = await startGuess(pending.email, address);
  if (!admission.admitted) return lockedRefusal(admission.seconds);
  const { guess } = admission;
  const checked = await checkCode(pending, input.trim().slice(0, 40), now);
  if (checked === "wrong" || checked === "used") {
    await guessWrong(guess);
    logger.warn(
      { event: "second_factor_failed", moderatorId: pending.moderatorId, address, checked },
      "sign-in's second factor wrong",
    );
    await wait(guess.delayMs);
    return { ok: false, message: checked === "used" ? usedCodeMessage : wrongCodeMessage };
  }
  await guessRight(guess, true);
  await wait(guess.delayMs);
  const at = new Date(now);
  const client = { ...pending.client, address };
  const setCookie = await completeSignIn(pending, client);
  if (!setCookie) return { ok: false, message: endedMessage };
  const recoveryCodes =
    pending.stage === "setup"
      ? await enableTwoFactor(pending.moderatorId, setupSecret(pending), at)
      : undefined;
  if (recoveryCodes) await twoFactorOn(pending, client, at);
  if (checked === "recovery") await recoveryCodeUsed(pending, client, at);
  await noteAddress(pending, client, at);
  logger.info(
    {
      event: "sign_in",
      moderatorId: pending.moderatorId,
      address,
      recovery: checked === "recovery",
    },
    "moderator signed in",
  );
  return {
    ok: true,
    setCookie,
    ...(recoveryCodes ? { recoveryCodes } : {}),
    ...(checked === "recovery" ? { usedRecoveryCode: true } : {}),
  };
}

function signInLines(client: Client, at: Date) {
  return [
    { kind: "paragraph" as const, text: `When: ${formatDateTime(at.toISOString())}` },
    { kind: "paragraph" as const, text: `Address: ${client.address}` },
    { kind: "paragraph" as const, text: `Browser: ${describeBrowser(client.userAgent)}` },
  ];
}

const notYou =
  "If this was not you, sign in, change your password in “Your account” (which ends every other session) and tell the site's owners at once.";

/** A security notice to the account itself: what happened, when, from where, and what to do. */
function accountNotice(
  pending: PendingSignIn,
  subject: string,
  lead: string,
  client: Client,
  at: Date,
): OutgoingMail {
  return {
    to: pending.email,
    category: "code",
    cause: "moderator",
    subject,
    blocks: [
      { kind: "paragraph", text: lead },
      ...signInLines(client, at),
      { kind: "paragraph", text: notYou },
    ],
  };
}

/** Two-factor was set up: the account is told by e-mail (and its address is remembered). */
async function twoFactorOn(pending: PendingSignIn, client: Client, at: Date) {
  await getDb()
    .transaction()
    .execute((trx) =>
      enqueueMail(
        trx,
        accountNotice(
          pending,
          "Two-factor sign-in is on for your moderator account",
          "Two-factor sign-in was set up for your Staffing Spotlight moderator account: from now on it signs in with its password and a code from the authenticator app.",
          client,
          at,
        ),
        at,
      ),
    );
}

/** A recovery code was used: logged, and the account is told by e-mail. */
async function recoveryCodeUsed(pending: PendingSignIn, client: Client, at: Date) {
  const left = await getDb()
    .selectFrom("moderator_recovery_codes")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("moderator_id", "=", pending.moderatorId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  logger.warn(
    { event: "recovery_code_used", moderatorId: pending.moderatorId, left: Number(left.n) },
    "moderator signed in with a recovery code",
  );
  await getDb()
    .transaction()
    .execute((trx) =>
      enqueueMail(
        trx,
        accountNotice(
          pending,
          "A recovery code was used to sign in",
          `Your Staffing Spotlight moderator account was signed in to with one of its recovery codes. ${Number(left.n)} unused codes are left.`,
          client,
          at,
        ),
        at,
      ),
    );
}

/** A keyed hash of the address's key (its /64 for IPv6): the table alone reveals no address. */
function addressHash(address: string): string {
  return createHmac("sha256", getEnv().sessionSecrets[0] ?? "")
    .update(`moderator-address:${addressKey(address)}`)
    .digest("hex");
}

/**
 * Remembers the address the account signed in from; when the account had signed in before,
 * but never from this address, the account is told by e-mail (a known account's own mail, not
 * counted in any inbox's budget).
 */
async function noteAddress(pending: PendingSignIn, client: Client, at: Date) {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom("moderator_addresses")
        .select("address_hash")
        .where("moderator_id", "=", pending.moderatorId)
        .limit(1)
        .executeTakeFirst();
      const added = await trx
        .insertInto("moderator_addresses")
        .values({
          moderator_id: pending.moderatorId,
          address_hash: addressHash(client.address),
          first_seen_at: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(["moderator_id", "address_hash"]).doNothing())
        .executeTakeFirst();
      if (!before || Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await enqueueMail(
        trx,
        accountNotice(
          pending,
          "New sign-in to your moderator account",
          "Your Staffing Spotlight moderator account was signed in to from an address it had not been used from before.",
          client,
          at,
        ),
        at,
      );
    });
}
