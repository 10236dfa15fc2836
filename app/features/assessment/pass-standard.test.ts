import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assessmentQuestions } from "~/content/assessment";
import { angoffEstimate, angoffRatings } from "./pass-standard";
import { passMark } from "./rules";

// Issue 30, item 3: decision 0035 justifies the pass mark with a modified Angoff estimate from
// the bank's expected difficulties; the figure it quotes is the bank's, kept so by this test.

const decision = readFileSync(
  new URL("../../../docs/decisions/0035-a-certificate-that-measures-the-craft.md", import.meta.url),
  "utf8",
);

describe("the pass standard", () => {
  it("quotes the Angoff estimate of the bank as it is, below the pass mark it explains", () => {
    const estimate = angoffEstimate(assessmentQuestions);
    expect(decision).toContain(`**${estimate.toFixed(1)} %**`);
    expect(estimate).toBeLessThan(passMark);
    expect(decision).toContain(`**The pass mark stays at ${passMark} %**`);
  });

  it("weighs each module by its quota: a bank of easy questions expects 85 %", () => {
    const easy = assessmentQuestions.map((question) => ({
      ...question,
      difficulty: "easy" as const,
    }));
    expect(angoffEstimate(easy)).toBeCloseTo(100 * angoffRatings.easy, 9);
  });

  it("gives the chance of passing by blind guessing that the decision quotes", () => {
    // P(at least 19 of 25 right) with a chance of 1 in 4 each.
    const choose = (n: number, k: number): number =>
      k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k;
    let chance = 0;
    for (let right = 19; right <= 25; right++)
      chance += choose(25, right) * 0.25 ** right * 0.75 ** (25 - right);
    expect(decision).toContain(`about 1 in ${(1 / chance / 1e6).toFixed(1)} million`);
  });
});
