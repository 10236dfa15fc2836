// When the outbox tries a message again after a failed attempt. Pure: the caller gives the clock.

import { mailRetryHours } from "~/content/retention";

/** The first retry comes within a minute; each wait then doubles, up to two hours. */
const firstDelayMs = 30_000;
const longestDelayMs = 2 * 60 * 60_000;

/** A message is retried until its waits add up to at least this, then marked failed. */
export const retryWindowMs = mailRetryHours * 60 * 60_000;

/** The wait after the `attempt`th failed attempt (1 for the first). */
export function retryDelayMs(attempt: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, attempt - 1), longestDelayMs);
}

/**
 * After the `attempts`th failed attempt at `now`: when to try again, or null when the waits so
 * far already cover the retry window and the message is to be marked failed.
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  let waited = 0;
  for (let attempt = 1; attempt < attempts; attempt += 1) waited += retryDelayMs(attempt);
  if (waited >= retryWindowMs) return null;
  return new Date(now.getTime() + retryDelayMs(attempts));
}
