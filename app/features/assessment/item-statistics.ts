// Item statistics for the moderators (issue 30, item 2), from confirmed, finished attempts only:
// how often each question was shown, the share answered correctly (its difficulty, "p"), its
// discrimination (the point-biserial correlation between answering it correctly and the rest of
// the score), and how often each option was chosen. Classical test theory; see decision 0035.

export interface AnsweredAttempt {
  questionIds: readonly string[];
  /** Question id to the bank's index of the chosen option; a question left out was unanswered. */
  answers: Readonly<Record<string, number>>;
}

export type ItemFlag = "too-easy" | "too-hard" | "negative-discrimination";

export interface ItemStatistics {
  id: string;
  shown: number;
  correct: number;
  /** Share answered correctly, 0 to 1; null when never shown. */
  pValue: number | null;
  /** Point-biserial against the rest score, -1 to 1; null when either side does not vary. */
  discrimination: number | null;
  /** Times each option (the bank's order) was chosen. */
  chosen: [number, number, number, number];
  unanswered: number;
  flags: ItemFlag[];
}

/** Over 95 % right tells nothing; under 20 % is likely a flawed key or a trick. */
export const tooEasyAbove = 0.95;
export const tooHardBelow = 0.2;
/**
 * Below this many showings a share or a correlation is mostly noise: no flag is raised, and the
 * view says the question has too few answers to judge.
 */
export const minimumShown = 30;

interface Sums {
  n: number;
  x: number;
  y: number;
  xy: number;
  yy: number;
  chosen: [number, number, number, number];
  unanswered: number;
}

/** Pearson's r of x (0 or 1) and y from their sums; null when either does not vary. */
function pointBiserial({ n, x, y, xy, yy }: Sums): number | null {
  const varianceX = n * x - x * x;
  const varianceY = n * yy - y * y;
  if (varianceX <= 0 || varianceY <= 0) return null;
  return (n * xy - x * y) / Math.sqrt(varianceX * varianceY);
}

export function flagsOf(stat: Pick<ItemStatistics, "shown" | "pValue" | "discrimination">) {
  const flags: ItemFlag[] = [];
  if (stat.shown < minimumShown || stat.pValue === null) return flags;
  if (stat.pValue > tooEasyAbove) flags.push("too-easy");
  if (stat.pValue < tooHardBelow) flags.push("too-hard");
  if (stat.discrimination !== null && stat.discrimination < 0)
    flags.push("negative-discrimination");
  return flags;
}

/**
 * Each question's statistics over `attempts`. `keys` gives each question's correct option; a
 * question of an attempt that `keys` does not know is left out of the attempt's score as well.
 */
export function itemStatistics(
  attempts: Iterable<AnsweredAttempt>,
  keys: ReadonlyMap<string, number>,
): Map<string, ItemStatistics> {
  const sums = new Map<string, Sums>();
  for (const attempt of attempts) {
    const known = attempt.questionIds.filter((id) => keys.has(id));
    const right = new Set(known.filter((id) => attempt.answers[id] === keys.get(id)));
    for (const id of known) {
      const x = right.has(id) ? 1 : 0;
      const rest = right.size - x;
      let item = sums.get(id);
      if (!item) {
        item = { n: 0, x: 0, y: 0, xy: 0, yy: 0, chosen: [0, 0, 0, 0], unanswered: 0 };
        sums.set(id, item);
      }
      item.n += 1;
      item.x += x;
      item.y += rest;
      item.xy += x * rest;
      item.yy += rest * rest;
      const answer = attempt.answers[id];
      if (answer === 0 || answer === 1 || answer === 2 || answer === 3) item.chosen[answer] += 1;
      else item.unanswered += 1;
    }
  }
  const result = new Map<string, ItemStatistics>();
  for (const [id, item] of sums) {
    const stat = {
      id,
      shown: item.n,
      correct: item.x,
      pValue: item.n ? item.x / item.n : null,
      discrimination: pointBiserial(item),
      chosen: item.chosen,
      unanswered: item.unanswered,
    };
    result.set(id, { ...stat, flags: flagsOf(stat) });
  }
  return result;
}
