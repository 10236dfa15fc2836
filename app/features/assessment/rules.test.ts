import { describe, expect, it } from "vitest";
import { assessmentQuestions, section2Scenarios } from "~/content/assessment";
import {
  canRetake,
  checkSection2,
  crossedNotice,
  lowTimeLabel,
  makeReference,
  referenceExample,
  referencePattern,
  retakeAllowedAt,
  retakeMessage,
  scoreAnswers,
  scoreBand,
  shuffle,
} from "./rules";
import { checkWelcome } from "./welcome";

describe("content", () => {
  it("has the six Section 2 scenarios", () => {
    expect(section2Scenarios.map((s) => s.id)).toEqual([
      "candidate-drop-off",
      "manager-conflict",
      "high-volume-hiring",
      "counter-offers",
      "ethical-dilemma",
      "stakeholder-expectations",
    ]);
  });
});

describe("checkWelcome", () => {
  const full = {
    name: "Ana Ruiz",
    email: "Ana@Example.com",
    company: "Quillmark",
    designation: "Recruiter",
  };
  it("checks name, email, company and designation in that order", () => {
    expect(checkWelcome({})).toMatchObject({
      field: "name",
      message: "Please enter your name to start the assessment",
    });
    expect(checkWelcome({ name: "Ana" })).toMatchObject({
      message: "Please enter your email to start the assessment",
    });
    expect(checkWelcome({ name: "Ana", email: "a@b.co" })).toMatchObject({
      message: "Please enter your company name to start the assessment",
    });
    expect(checkWelcome({ ...full, designation: "  " })).toMatchObject({
      message: "Please enter your designation to start the assessment",
    });
  });
  it("refuses an invalid e-mail and lower-cases a valid one", () => {
    expect(checkWelcome({ ...full, email: "ana@" })).toMatchObject({
      field: "email",
      message: "Please enter a valid email address",
    });
    expect(checkWelcome(full)).toMatchObject({ ok: true, details: { email: "ana@example.com" } });
  });
});

describe("retake rule", () => {
  const last = new Date("2026-11-01T10:00:00Z");
  it("allows a first attempt, refuses inside 7 days and allows from then on", () => {
    expect(canRetake(null, last)).toBe(true);
    expect(canRetake(last, new Date("2026-11-08T09:59:59Z"))).toBe(false);
    expect(canRetake(last, new Date("2026-11-08T10:00:00Z"))).toBe(true);
  });
  it("names the moment a refused retake becomes possible (issue 30, decision 0011)", () => {
    expect(retakeMessage(retakeAllowedAt(last))).toBe(
      "You can retake the assessment on November 8, 2026 at 10:00 AM UTC",
    );
  });
});

describe("shuffle", () => {
  it("keeps every item and uses the random source", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const shuffled = shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });
  it("gives different orders across attempts", () => {
    const orders = new Set(
      Array.from({ length: 20 }, () => shuffle(assessmentQuestions.map((q) => q.id)).join()),
    );
    expect(orders.size).toBeGreaterThan(15);
  });
});

describe("scoreAnswers", () => {
  const ids = ["a", "b", "c", "d"];
  const correct = { a: 0, b: 1, c: 2, d: 3 };
  it("gives the rounded percentage, unanswered counting as wrong, and passes at 75", () => {
    expect(scoreAnswers(ids, { a: 0, b: 1, c: 2 }, correct)).toEqual({
      correct: 3,
      total: 4,
      score: 75,
      passed: true,
    });
    expect(scoreAnswers(ids, { a: 0, b: 1, c: 0, d: 0 }, correct)).toEqual({
      correct: 2,
      total: 4,
      score: 50,
      passed: false,
    });
  });
  it("rounds as the spec does: 18 of 25 is 72 and fails, 19 of 25 is 76 and passes", () => {
    const all = assessmentQuestions.map((q) => q.id);
    const key = Object.fromEntries(assessmentQuestions.map((q) => [q.id, q.correctAnswer]));
    const answersFor = (n: number) =>
      Object.fromEntries(all.slice(0, n).map((id) => [id, key[id] as number]));
    expect(all.length).toBeGreaterThanOrEqual(25);
    all.splice(25);
    expect(scoreAnswers(all, answersFor(18), key)).toMatchObject({ score: 72, passed: false });
    expect(scoreAnswers(all, answersFor(19), key)).toMatchObject({ score: 76, passed: true });
  });
  it("bands scores for the verification page", () => {
    expect([75, 84, 85, 94, 95, 100].map(scoreBand)).toEqual([
      "75-84%",
      "75-84%",
      "85-94%",
      "85-94%",
      "95-100%",
      "95-100%",
    ]);
  });
});

describe("makeReference", () => {
  it("is built from year, month and name plus a random part", () => {
    const reference = makeReference(
      "Ana María Ruiz-López",
      new Date("2026-11-22T12:00:00Z"),
      () => 0,
    );
    expect(reference).toBe("SS-2026-11-ANAMARIA-AAAAAA");
    expect(reference).toMatch(referencePattern);
    expect(makeReference("李", new Date("2026-01-05T00:00:00Z"))).toMatch(
      /^SS-2026-01-HOLDER-[A-Z2-9]{6}$/,
    );
  });
  it("is shown to visitors by an example the format accepts", () => {
    expect(referenceExample).toMatch(referencePattern);
    expect(makeReference("Jane Doe", new Date("2026-11-23T00:00:00Z"), () => 0)).toMatch(
      /^SS-2026-11-JANEDOE-/,
    );
  });
  it("is practically unique", () => {
    const references = new Set(
      Array.from({ length: 1000 }, () => makeReference("Ana", new Date())),
    );
    expect(references.size).toBe(1000);
  });
});

describe("checkSection2", () => {
  it("accepts answers of exactly 20 characters, as the hint's minimum promises", () => {
    expect(checkSection2(["x".repeat(20), "y".repeat(25)])).toBe(true);
  });
  it("refuses an answer of 19 characters among longer ones", () => {
    expect(checkSection2(["x".repeat(20), "y".repeat(19)])).toBe(false);
  });
  it("counts characters after trimming", () => {
    expect(checkSection2(["   " + "x".repeat(19) + "   "])).toBe(false);
    expect(checkSection2(["   " + "x".repeat(20) + "   "])).toBe(true);
  });
  it("counts an emoji as one character", () => {
    expect(checkSection2(["🙂".repeat(20)])).toBe(true);
    expect(checkSection2(["🙂".repeat(19)])).toBe(false);
  });
});

describe("the clock in words (issue 28)", () => {
  it("announces 5:00 and 1:00 once each, as the clock passes them", () => {
    expect(crossedNotice(301, 300)).toBe(
      "5 minutes left: what you have answered is submitted at 0:00",
    );
    // A tick that skips past the moment (a tab in the background) still announces it.
    expect(crossedNotice(305, 290)).toBe(
      "5 minutes left: what you have answered is submitted at 0:00",
    );
    expect(crossedNotice(61, 60)).toBe(
      "1 minute left: what you have answered is submitted at 0:00",
    );
    expect(crossedNotice(300, 299)).toBeNull();
    expect(crossedNotice(1800, 1799)).toBeNull();
    expect(crossedNotice(60, 59)).toBeNull();
  });
  it("says the red clock's meaning as text", () => {
    expect(lowTimeLabel(300)).toBeNull();
    expect(lowTimeLabel(299)).toBe("Under 5 minutes left");
    expect(lowTimeLabel(60)).toBe("Under 5 minutes left");
    expect(lowTimeLabel(59)).toBe("Under 1 minute left");
    expect(lowTimeLabel(0)).toBe("Time is up");
  });
});
