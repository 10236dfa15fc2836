import type { QuestionText } from "../../assessment";
import { atsQuestions } from "./ats";
import { complianceQuestions } from "./compliance";
import { engagementQuestions } from "./engagement";
import { fundamentalsQuestions } from "./fundamentals";
import { interviewingQuestions } from "./interviewing";
import { metricsQuestions } from "./metrics";
import { negotiationQuestions } from "./negotiation";
import { sourcingQuestions } from "./sourcing";
import { usStaffingQuestions } from "./us-staffing";

/**
 * The bank's first edition (issues 1 and 15): 195 accurate questions that a numerate outsider
 * could mostly reason through (issue 30). They are never drawn again; they stay so that attempts
 * that named them can still be finished, scored and reviewed. Do not edit them.
 */
export const firstEditionQuestions: readonly QuestionText[] = [
  ...fundamentalsQuestions,
  ...usStaffingQuestions,
  ...sourcingQuestions,
  ...atsQuestions,
  ...complianceQuestions,
  ...interviewingQuestions,
  ...negotiationQuestions,
  ...engagementQuestions,
  ...metricsQuestions,
];
