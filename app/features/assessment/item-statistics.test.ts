import { describe, expect, it } from "vitest";
import { flagsOf, itemStatistics, minimumShown, type AnsweredAttempt } from "./item-statistics";

// Issue 30, item 2: the statistics' formulas on a known table of answers. The expected
// correlations are numpy's corrcoef of the same columns (x: the question right or not; y: the
// rest of the attempt's score).

const keys = new Map([
  ["A", 0],
  ["B", 1],
  ["C", 2],
]);
const ids = ["A", "B", "C"];
const table: AnsweredAttempt[] = [
  { questionIds: ids, answers: { A: 0, B: 1, C: 2 } },
  { questionIds: ids, answers: { A: 0, B: 1, C: 0 } },
  { questionIds: ids, answers: { A: 0, B: 0, C: 0 } },
  { questionIds: ids, answers: { A: 1, C: 2 } },
  { questionIds: ids, answers: { A: 1, B: 0, C: 1 } },
];

describe("item statistics", () => {
  const stats = itemStatistics(table, keys);

  it("counts showings, right answers and each option chosen, unanswered apart", () => {
    expect(stats.get("A")).toMatchObject({ shown: 5, correct: 3, pValue: 0.6 });
    expect(stats.get("A")?.chosen).toEqual([3, 2, 0, 0]);
    expect(stats.get("B")).toMatchObject({ shown: 5, correct: 2, pValue: 0.4, unanswered: 1 });
    expect(stats.get("B")?.chosen).toEqual([2, 2, 0, 0]);
    expect(stats.get("C")?.chosen).toEqual([2, 1, 2, 0]);
  });

  it("gives the point-biserial correlation with the rest of the score", () => {
    expect(stats.get("A")?.discrimination).toBeCloseTo(0.3273268353539886, 12);
    expect(stats.get("B")?.discrimination).toBeCloseTo(0.6454972243679028, 12);
    expect(stats.get("C")?.discrimination).toBeCloseTo(0, 12);
  });

  it("has no correlation when everyone answered alike", () => {
    const same = itemStatistics([table[0] as AnsweredAttempt, table[0] as AnsweredAttempt], keys);
    expect(same.get("A")?.discrimination).toBeNull();
  });

  it("leaves a question it has no key for out of the score", () => {
    const withUnknown = itemStatistics(
      [{ questionIds: ["A", "Z"], answers: { A: 0, Z: 0 } }],
      keys,
    );
    expect(withUnknown.has("Z")).toBe(false);
    expect(withUnknown.get("A")).toMatchObject({ shown: 1, correct: 1 });
  });

  it("flags the too easy, the too hard and the negatively discriminating, from 30 showings on", () => {
    const enough = minimumShown;
    expect(flagsOf({ shown: enough, pValue: 0.96, discrimination: 0.2 })).toEqual(["too-easy"]);
    expect(flagsOf({ shown: enough, pValue: 0.95, discrimination: 0.2 })).toEqual([]);
    expect(flagsOf({ shown: enough, pValue: 0.19, discrimination: 0.1 })).toEqual(["too-hard"]);
    expect(flagsOf({ shown: enough, pValue: 0.5, discrimination: -0.01 })).toEqual([
      "negative-discrimination",
    ]);
    expect(flagsOf({ shown: enough - 1, pValue: 0.99, discrimination: -0.5 })).toEqual([]);
  });

  it("flags a question that the stronger candidates get wrong", () => {
    // 30 attempts: the strong half answer A and B right and D wrong; the weak half the reverse.
    const attempts: AnsweredAttempt[] = Array.from({ length: 30 }, (_, i) => ({
      questionIds: ["A", "B", "D"],
      answers: i < 15 ? { A: 0, B: 1, D: 0 } : { A: 1, B: 0, D: 3 },
    }));
    const result = itemStatistics(attempts, new Map([...keys, ["D", 3]]));
    expect(result.get("D")?.discrimination).toBeCloseTo(-1, 12);
    expect(result.get("D")?.flags).toEqual(["negative-discrimination"]);
    expect(result.get("A")?.flags).toEqual([]);
  });
});
