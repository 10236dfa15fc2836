import {
  assessmentModules,
  type AssessmentModule,
  type AssessmentQuestion,
} from "~/content/assessment";
import { shuffle } from "./rules";

// Each attempt's 25 questions: a fixed number from each module (a stratified draw), in a random
// order, each with its options in a random order. What a candidate learns from one attempt's
// review is a small part of the bank, and where an answer sat says nothing (decision 0015).

/** How many questions each attempt takes from each module: 25 in all. */
export const moduleQuota: Readonly<Record<AssessmentModule, number>> = {
  "Recruitment Fundamentals": 3,
  "US Staffing Basics": 3,
  "Sourcing Strategies": 3,
  "ATS Knowledge": 2,
  "HR Compliance Essentials": 4,
  "Interviewing Process": 3,
  "Negotiation & Closing": 2,
  "Candidate Engagement & Experience": 2,
  "Recruitment Metrics & Analytics": 3,
};

export const questionsPerAttempt = assessmentModules.reduce(
  (sum, module) => sum + moduleQuota[module],
  0,
);

export interface Draw {
  /** The drawn questions' ids, in the order they are asked. */
  questionIds: string[];
  /**
   * For each drawn question, the order its options are shown in: position i shows option
   * optionOrders[id][i] of the bank.
   */
  optionOrders: Record<string, number[]>;
}

/**
 * Draws an attempt's questions from the bank, module by module, and orders their options.
 * Within a module, the questions shown least in recent attempts (`shown`: question id to how
 * many recent attempts asked it) come first, ties in random order: consecutive candidates see
 * different questions as long as the bank has them, and every question is asked about as often.
 */
export function drawQuestions(
  bank: readonly AssessmentQuestion[],
  random: () => number = Math.random,
  shown: ReadonlyMap<string, number> = new Map(),
): Draw {
  const drawn = assessmentModules.flatMap((module) => {
    const pool = bank.filter((question) => question.module === module);
    const quota = moduleQuota[module];
    if (pool.length < quota)
      throw new Error(`the bank has ${pool.length} questions in "${module}", fewer than ${quota}`);
    // Shuffled first, then sorted stably by exposure: equals stay in random order.
    return shuffle(pool, random)
      .sort((a, b) => (shown.get(a.id) ?? 0) - (shown.get(b.id) ?? 0))
      .slice(0, quota);
  });
  const questionIds = shuffle(drawn, random).map((question) => question.id);
  const optionOrders = Object.fromEntries(
    questionIds.map((id) => [id, shuffle([0, 1, 2, 3], random)]),
  );
  return { questionIds, optionOrders };
}

/** How many of the given attempts (their question_ids, as stored) asked each question. */
export function exposures(questionIdLists: readonly string[]): Map<string, number> {
  const shown = new Map<string, number>();
  for (const json of questionIdLists) {
    let ids: unknown;
    try {
      ids = JSON.parse(json);
    } catch {
      continue;
    }
    if (!Array.isArray(ids)) continue;
    for (const id of ids) if (typeof id === "string") shown.set(id, (shown.get(id) ?? 0) + 1);
  }
  return shown;
}

/** An attempt's option orders, as stored; a question without one keeps the bank's order. */
export function parseOptionOrders(json: string | null): Record<string, number[]> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number[]] =>
          Array.isArray(entry[1]) &&
          entry[1].length === 4 &&
          [0, 1, 2, 3].every((option) => (entry[1] as unknown[]).includes(option)),
      ),
    );
  } catch {
    return {};
  }
}

export const identityOrder = [0, 1, 2, 3] as const;
