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
 * Within a module, the questions shown least come first (`shown`: question id to its exposure,
 * in attempts, from `drawWeights`), each ranked by its exposure plus a random part of one
 * showing. With whole counts that is least shown first, ties in random order; with decayed
 * weights it keeps the questions of one attempt from staying together: ranked by weight alone,
 * a module would be asked in the same blocks, in the same cycle, for ever (decision 0015).
 * Consecutive candidates see different questions as long as the bank has them, and every
 * question is asked about as often. A question a moderator retired (`retired`) is never drawn.
 */
export function drawQuestions(
  bank: readonly AssessmentQuestion[],
  random: () => number = Math.random,
  shown: ReadonlyMap<string, number> = new Map(),
  retired: ReadonlySet<string> = new Set(),
): Draw {
  const drawn = assessmentModules.flatMap((module) => {
    const pool = bank.filter((question) => question.module === module && !retired.has(question.id));
    const quota = moduleQuota[module];
    if (pool.length < quota)
      throw new Error(`the bank has ${pool.length} questions in "${module}", fewer than ${quota}`);
    return pool
      .map((question) => ({ question, rank: (shown.get(question.id) ?? 0) + random() }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, quota)
      .map(({ question }) => question);
  });
  const questionIds = shuffle(drawn, random).map((question) => question.id);
  const optionOrders = Object.fromEntries(
    questionIds.map((id) => [id, shuffle([0, 1, 2, 3], random)]),
  );
  return { questionIds, optionOrders };
}

/**
 * Each question's exposure for the draw, from its stored weights (question_exposure): its share of
 * the confirmed attempts since it joined the bank, in attempts of the longest-standing question.
 * For questions that joined together that is their decayed count; a question added later ranks
 * by its share, so it is not asked in every attempt until its count has caught up. A question
 * without weights was never asked: 0.
 */
export function drawWeights(
  exposure: ReadonlyMap<string, { shown: number; attempts: number }>,
): Map<string, number> {
  const scale = Math.max(0, ...[...exposure.values()].map((value) => value.attempts));
  return new Map(
    [...exposure].map(([id, { shown, attempts }]) => [
      id,
      attempts > 0 ? (shown / attempts) * scale : 0,
    ]),
  );
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
