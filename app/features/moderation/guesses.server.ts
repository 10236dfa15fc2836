import { addressKey } from "~/lib/address-key";
import { getDbHandle } from "~db";
import { countHit, limiterFor, limitKey, reserve, type Reservation } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { rateLimitRefusals, type RateLimitRefusal } from "~/lib/rate-limit-refusals";

// The counters of moderators' sign-in guesses: a password, a two-factor code and a recovery code
// each count as one guess (issue 33: wrong codes count toward the same lock-out as wrong
// passwords), before it is checked.

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
export type Counter = keyof ReturnType<typeof signInLimiters>;

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
 * A right guess gives its points back. Once the sign-in is complete, this address's streak ends;
 * the account's failures stand, so that signing in does not give a guesser elsewhere a fresh
 * start.
 */
async function giveBack(
  keys: Record<Counter, string>,
  reserved: Reserved,
  signedIn: boolean,
): Promise<void> {
  if (signedIn) await signInLimiters().pair.delete(keys.pair);
  else await reserved.pair?.giveBack();
  await reserved.address?.giveBack();
  await reserved.account?.giveBack();
  await reserved.accountAddresses?.giveBack();
}

/** One guess, counted and admitted: what its answer waits, and the points it took. */
export interface Guess {
  keys: Record<Counter, string>;
  reserved: Reserved;
  delayMs: number;
}

export type GuessAdmission =
  { admitted: true; guess: Guess } | { admitted: false; counter: Counter; seconds: number };

/** Counts a guess for this account (the e-mail as typed) from this address, before it is checked. */
export async function startGuess(email: string, address: string): Promise<GuessAdmission> {
  const keys = counterKeys(email, address);
  // The counters are writes through the limiter's own client: they wait for the write lock
  // like any other write, so that they never land inside another request's transaction.
  const admission = await getDbHandle().withWriteLock(() => admit(keys));
  if (!admission.admitted) {
    logger.warn(
      { event: "sign_in_locked", address, lock: admission.counter },
      "sign-in refused: locked",
    );
    // Counted by /metrics with the other limits' refusals (a password, a code or a recovery
    // code: every moderator's guess goes through here).
    rateLimitRefusals.publish({ rule: "moderator-sign-in" } satisfies RateLimitRefusal);
    return admission;
  }
  return {
    admitted: true,
    guess: { keys, reserved: admission.reserved, delayMs: answerDelayMs(admission.reserved) },
  };
}

/** A wrong guess keeps its points, and locks the counters it brought to their limit. */
export async function guessWrong(guess: Guess): Promise<void> {
  await getDbHandle().withWriteLock(() => lockReached(guess.keys, guess.reserved));
}

/**
 * A right guess gives its points back. `signedIn`: the sign-in is complete (the second factor
 * was right), so this address's streak ends; a right password alone leaves the streak, so that
 * entering it again never gives a guesser of codes a fresh start.
 */
export async function guessRight(guess: Guess, signedIn: boolean): Promise<void> {
  await getDbHandle().withWriteLock(() => giveBack(guess.keys, guess.reserved, signedIn));
}

export function lockedMessage(seconds: number): string {
  return `Too many failed sign-ins. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** The answer to a guess refused as locked: the message, and the seconds for Retry-After. */
export function lockedRefusal(seconds: number) {
  return { ok: false as const, message: lockedMessage(seconds), lockedSeconds: seconds };
}
