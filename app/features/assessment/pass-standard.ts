import { assessmentModules, type AssessmentQuestion, type Difficulty } from "~/content/assessment";
import { moduleQuota, questionsPerAttempt } from "./draw";

// The pass standard's evidence (issue 30, item 3; decision 0035): a modified Angoff estimate
// from the authors' expected difficulties. Each difficulty stands for the chance that a
// minimally competent recruiter (someone with about a year of US desk experience) answers the
// question correctly; an attempt's expected score is those chances averaged within each module
// and weighed by the module's quota in the draw.

export const angoffRatings: Readonly<Record<Difficulty, number>> = {
  easy: 0.85,
  medium: 0.7,
  hard: 0.5,
};

/** The expected score, in percent, of a minimally competent candidate on a drawn attempt. */
export function angoffEstimate(bank: readonly AssessmentQuestion[]): number {
  const expected = assessmentModules.reduce((sum, module) => {
    const ratings = bank
      .filter((question) => question.module === module)
      .map((question) => angoffRatings[question.difficulty]);
    const mean = ratings.reduce((total, rating) => total + rating, 0) / ratings.length;
    return sum + moduleQuota[module] * mean;
  }, 0);
  return (100 * expected) / questionsPerAttempt;
}
