// How often each question of the assessment was shown to confirmed candidates (issue 26, item 5;
// decision 0015). One row per question in question_exposure (migration 0023), stepped once for
// every attempt whose code is entered: `shown` counts the attempts that asked the question,
// `attempts` the attempts since it joined the bank, both decayed by `exposureDecay` per attempt.
// Unconfirmed starts never count: they need no inbox, so anyone could make thousands.
//
// The decay is smooth, so no attempt ever leaves a window as a block (a hard window of 200 let
// one old attempt's questions come back together, and let unconfirmed starts push them out).
// `shown / attempts` is the question's share of the attempts it could have been in, so a question
// added to the bank later is not asked in every attempt until its count catches up.

/** An attempt's weight halves after this many later confirmed attempts. */
export const exposureHalfLife = 500;
export const exposureDecay = 2 ** (-1 / exposureHalfLife);

export interface Exposure {
  /** Confirmed attempts that asked the question, decayed. */
  shown: number;
  /** Confirmed attempts since the question joined the bank, decayed. */
  attempts: number;
}

/**
 * Steps `exposure` for one confirmed attempt that asked `asked`, as the UPDATE of
 * exposure.server.ts does: the questions of `joining` that have no exposure yet join at 0 (the
 * server passes the whole bank; by default the asked questions join), then every question's
 * weights decay and the asked ones count one more.
 */
export function recordConfirmed(
  exposure: Map<string, Exposure>,
  asked: readonly string[],
  joining: Iterable<string> = asked,
): void {
  for (const id of joining) if (!exposure.has(id)) exposure.set(id, { shown: 0, attempts: 0 });
  const counted = new Set(asked);
  for (const [id, value] of exposure) {
    value.shown = value.shown * exposureDecay + (counted.has(id) ? 1 : 0);
    value.attempts = value.attempts * exposureDecay + 1;
  }
}

/**
 * Each question's exposure after the given confirmed attempts (their question ids), oldest
 * first, each question joining when an attempt first asks it: migration 0023 knows no bank, and
 * the bank grew (issue 15) while attempts were stored.
 */
export function exposureAfter(attempts: Iterable<readonly string[]>): Map<string, Exposure> {
  const exposure = new Map<string, Exposure>();
  for (const asked of attempts) recordConfirmed(exposure, asked);
  return exposure;
}
