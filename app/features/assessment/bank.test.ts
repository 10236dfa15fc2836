import { describe, expect, it } from "vitest";
import {
  assessmentModules,
  assessmentQuestions,
  everyQuestion,
  type AssessmentQuestion,
} from "~/content/assessment";
import { firstEditionQuestions } from "~/content/assessment-bank/first-edition";
import { recordConfirmed, type Exposure } from "~db/question-exposure";
import { seeded } from "../../../tests/support/seeded";
import { drawQuestions, drawWeights, moduleQuota, questionsPerAttempt } from "./draw";
import { itemProblems, keyLengthRank } from "./item-rules";

// The question bank (issue 15): large enough that one attempt's review teaches little of it,
// free of the cues that let a candidate pass without knowing, and drawn by a fixed quota.

const bank = assessmentQuestions;

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
  it("has at least 270 questions, at least 30 in each of the 9 modules", () => {
    expect(assessmentModules).toHaveLength(9);
    expect(bank.length).toBeGreaterThanOrEqual(270);
    for (const module of assessmentModules)
      expect(bank.filter((question) => question.module === module).length).toBeGreaterThanOrEqual(
        30,
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
      expect([0, 1, 2, 3]).toContain(question.correctAnswer);
    }
  });

  it("keeps the guide's mechanical rules in every question (../shared/ITEM-WRITING.md)", () => {
    const problems = bank.flatMap((question) =>
      itemProblems(question).map((problem) => `${question.id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("the rules catch what they name", () => {
    const base = bank[0] as AssessmentQuestion;
    const withOptions = (options: AssessmentQuestion["options"], correctAnswer = 0 as const) => ({
      ...base,
      options,
      correctAnswer,
    });
    expect(
      itemProblems(
        withOptions([
          "Call the manager",
          "Email the manager",
          "Text the manager",
          "None of the above",
        ]),
      ),
    ).toContainEqual(expect.stringMatching(/points at other options/));
    expect(
      itemProblems(
        withOptions(["Call the manager", "Always email them", "Text the manager", "Wait a day"]),
      ),
    ).toContain("an absolute word (always, never, only...) is in wrong options alone");
    expect(
      itemProblems(
        withOptions(["Usually call them", "Email the manager", "Text the manager", "Wait one day"]),
      ),
    ).toContain("a hedge (usually, may, often...) is in the key alone");
    expect(
      itemProblems(
        withOptions(["Call", "Email the hiring manager before the intake call", "Text", "Wait"]),
      ),
    ).toContainEqual(expect.stringMatching(/length band/));
    expect(
      itemProblems(
        withOptions(["Call the manager", "call the manager ", "Text the manager", "Wait a day"]),
      ),
    ).toContain("repeats an option");
  });

  it("says how hard each question is expected to be, and where each fact of law comes from", () => {
    for (const question of bank) expect(["easy", "medium", "hard"]).toContain(question.difficulty);
    // Compliance questions rest on law: every one names its source and the day it was checked.
    for (const question of bank.filter((item) => item.module === "HR Compliance Essentials"))
      expect(question.sources.length, question.id).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const source of bank.flatMap((question) => question.sources))
      expect(source.checked <= today, source.title).toBe(true);
  });

  it("gives no option twice across the bank, so no answer is learned from another question", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const question of bank)
      for (const option of question.options) {
        const key = option.toLowerCase().trim();
        const first = seen.get(key);
        if (first && first !== question.id) repeats.push(`${first} and ${question.id}: ${option}`);
        seen.set(key, question.id);
      }
    expect(repeats).toEqual([]);
  });

  it("keeps the first edition's questions out of the draw, but known to the attempts that asked them", () => {
    const current = new Set(bank.map((question) => question.id));
    expect(firstEditionQuestions.length).toBe(195);
    for (const question of firstEditionQuestions) expect(current.has(question.id)).toBe(false);
    expect(everyQuestion).toHaveLength(bank.length + firstEditionQuestions.length);
  });

  it("gives no length cue: the answer is the longest option in at most 30 % of questions, and the shortest about as often as chance", () => {
    const share = (rank: string) =>
      bank.filter((question) => keyLengthRank(question) === rank).length / bank.length;
    expect(share("longest")).toBeLessThanOrEqual(0.3);
    // Nor the reverse cue: "never the longest" or "the shortest" would be a rule to guess by.
    expect(share("longest")).toBeGreaterThanOrEqual(0.15);
    expect(share("shortest")).toBeGreaterThanOrEqual(0.15);
    expect(share("shortest")).toBeLessThanOrEqual(0.3);
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

  it("never draws a retired question, and still fills every module's quota", () => {
    const random = seeded(30);
    // Retire all but the quota in one module, and a third of every other module.
    const retired = new Set<string>();
    for (const module of assessmentModules) {
      const ids = bank.filter((question) => question.module === module).map((q) => q.id);
      const keep = module === "ATS Knowledge" ? moduleQuota[module] : Math.ceil(ids.length / 1.5);
      for (const id of ids.slice(keep)) retired.add(id);
    }
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const { questionIds } = drawQuestions(bank, random, new Map(), retired);
      expect(questionIds).toHaveLength(25);
      for (const id of questionIds) {
        expect(retired.has(id), id).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(bank.length - retired.size);
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
