import { describe, expect, it } from "vitest";
import { assessmentModules, assessmentQuestions } from "~/content/assessment";
import { recordConfirmed, type Exposure } from "~db/question-exposure";
import { seeded } from "../../../tests/support/seeded";
import { drawQuestions, drawWeights, moduleQuota, questionsPerAttempt } from "./draw";

// The question bank (issue 15): large enough that one attempt's review teaches little of it,
// free of the cues that let a candidate pass without knowing, and drawn by a fixed quota.

const bank = assessmentQuestions;
const lengths = (options: readonly string[]) => options.map((option) => option.length);
const share = (count: number) => count / bank.length;

/** The next confirmed candidate's draw, counted as the server counts it. */
function confirmNext(exposure: Map<string, Exposure>, random: () => number): string[] {
  const { questionIds } = drawQuestions(bank, random, drawWeights(exposure));
  recordConfirmed(
    exposure,
    questionIds,
    bank.map((question) => question.id),
  );
  return questionIds;
}

describe("the question bank", () => {
  it("has at least 180 questions, at least 20 in each of the 9 modules", () => {
    expect(assessmentModules).toHaveLength(9);
    expect(bank.length).toBeGreaterThanOrEqual(180);
    for (const module of assessmentModules)
      expect(bank.filter((question) => question.module === module).length).toBeGreaterThanOrEqual(
        20,
      );
  });

  it("has unique ids and questions, each with four different options, one answer and an explanation", () => {
    expect(new Set(bank.map((question) => question.id)).size).toBe(bank.length);
    const normal = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim();
    expect(new Set(bank.map((question) => normal(question.question))).size).toBe(bank.length);
    for (const question of bank) {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options.map((option) => option.toLowerCase().trim())).size).toBe(4);
      expect([0, 1, 2, 3]).toContain(question.correctAnswer);
      expect(question.explanation.length, question.id).toBeGreaterThan(30);
      // Options are shuffled: none may point at another.
      for (const option of question.options)
        expect(option, question.id).not.toMatch(/\b(all|none|both) of the (above|options)\b/i);
    }
  });

  it("gives no length cue: the answer is the longest option in at most 30 % of questions, and the shortest about as often as chance", () => {
    const strictly = (longer: boolean) =>
      bank.filter((question) => {
        const all = lengths(question.options);
        const answer = all[question.correctAnswer] ?? 0;
        return all.every(
          (length, i) =>
            i === question.correctAnswer || (longer ? length < answer : length > answer),
        );
      }).length;
    expect(share(strictly(true))).toBeLessThanOrEqual(0.3);
    // Nor the reverse cue: "never the longest" or "the shortest" would be a rule to guess by.
    expect(share(strictly(true))).toBeGreaterThanOrEqual(0.15);
    expect(share(strictly(false))).toBeGreaterThanOrEqual(0.15);
    expect(share(strictly(false))).toBeLessThanOrEqual(0.3);
  });
});

describe("an attempt's draw", () => {
  it("takes 25 questions, each module's fixed quota, none twice", () => {
    expect(questionsPerAttempt).toBe(25);
    const random = seeded(15);
    for (let i = 0; i < 200; i++) {
      const { questionIds, optionOrders } = drawQuestions(bank, random);
      expect(questionIds).toHaveLength(25);
      expect(new Set(questionIds).size).toBe(25);
      const drawn = questionIds.map((id) => bank.find((question) => question.id === id));
      for (const module of assessmentModules)
        expect(drawn.filter((question) => question?.module === module)).toHaveLength(
          moduleQuota[module],
        );
      for (const id of questionIds)
        expect([...(optionOrders[id] ?? [])].sort()).toEqual([0, 1, 2, 3]);
    }
  });

  it("gives consecutive candidates different questions: four attempts see 100", () => {
    const random = seeded(4);
    const exposure = new Map<string, Exposure>();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) for (const id of confirmNext(exposure, random)) seen.add(id);
    // The bar is 80 distinct questions between four candidates.
    expect(seen.size).toBe(100);
  });

  it("asks every question of the bank about as often", () => {
    const random = seeded(9);
    const exposure = new Map<string, Exposure>();
    const counts = new Map<string, number>();
    for (let i = 0; i < 80; i++)
      for (const id of confirmNext(exposure, random)) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(counts.size).toBe(bank.length);
    // 80 attempts of 25: every question asked, none more than twice as often as another.
    const values = [...counts.values()];
    expect(Math.max(...values)).toBeLessThanOrEqual(2 * Math.min(...values));
  });

  it("without a history, still reaches the whole bank", () => {
    const random = seeded(5);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++)
      for (const id of drawQuestions(bank, random).questionIds) seen.add(id);
    expect(seen.size).toBe(bank.length);
  });

  it("puts the correct answer in each position about a quarter of the time", () => {
    const random = seeded(25);
    const positions = [0, 0, 0, 0];
    let shown = 0;
    for (let i = 0; i < 2000; i++) {
      const { questionIds, optionOrders } = drawQuestions(bank, random);
      for (const id of questionIds) {
        const question = bank.find((item) => item.id === id);
        const position = optionOrders[id]?.indexOf(question?.correctAnswer ?? -1) ?? -1;
        positions[position] = (positions[position] ?? 0) + 1;
        shown += 1;
      }
    }
    // 50,000 answers shown: a fair shuffle stays within a point of 25 % in each position.
    for (const count of positions) expect(Math.abs(count / shown - 0.25)).toBeLessThan(0.01);
  });
});
