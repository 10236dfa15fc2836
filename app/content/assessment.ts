/**
 * Content for the free 25-question, 30-minute Recruiter Certification assessment.
 * Questions reflect general US staffing practice and federal law, last reviewed in November 2026
 * (E-Verify was then still voluntary for most employers: the bills to make it universal had not
 * become law). No question names a year, so none goes stale on New Year's Day; review them when
 * the law changes.
 * This is an informal community skills check, not legal advice or an accredited credential.
 */

import { fundamentalsQuestions } from "./assessment-bank/fundamentals";
import { usStaffingQuestions } from "./assessment-bank/us-staffing";
import { sourcingQuestions } from "./assessment-bank/sourcing";
import { atsQuestions } from "./assessment-bank/ats";
import { complianceQuestions } from "./assessment-bank/compliance";
import { interviewingQuestions } from "./assessment-bank/interviewing";
import { negotiationQuestions } from "./assessment-bank/negotiation";
import { engagementQuestions } from "./assessment-bank/engagement";
import { metricsQuestions } from "./assessment-bank/metrics";
import { firstEditionQuestions } from "./assessment-bank/first-edition";

export const assessmentModules = [
  "Recruitment Fundamentals",
  "US Staffing Basics",
  "Sourcing Strategies",
  "ATS Knowledge",
  "HR Compliance Essentials",
  "Interviewing Process",
  "Negotiation & Closing",
  "Candidate Engagement & Experience",
  "Recruitment Metrics & Analytics",
] as const;
export type AssessmentModule = (typeof assessmentModules)[number];

/** What every question has, in either edition of the bank. */
export interface QuestionText {
  /** Stable: attempts in the database name their questions by id. */
  id: string;
  module: AssessmentModule;
  question: string;
  options: readonly [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  /** Shown in the review after a failed attempt: why the key is right and each wrong option wrong. */
  explanation: string;
}

/** How hard the author expects a question to be for a minimally competent recruiter. */
export type Difficulty = "easy" | "medium" | "hard";

/** Where a fact of law or practice comes from, and the day the author checked it. */
export interface QuestionSource {
  title: string;
  url?: string;
  /** YYYY-MM-DD */
  checked: string;
}

/** A question of the current bank, written to ../shared/ITEM-WRITING.md (issue 30). */
export interface AssessmentQuestion extends QuestionText {
  difficulty: Difficulty;
  sources: readonly QuestionSource[];
}

/** The bank drawn from, module by module. */
export const assessmentQuestions: readonly AssessmentQuestion[] = [
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

/**
 * Every question an attempt may name: the bank, and the first edition's questions (never drawn
 * again), so that an attempt begun before the rewrite is still asked, scored and reviewed.
 */
export const everyQuestion: readonly QuestionText[] = [
  ...assessmentQuestions,
  ...firstEditionQuestions,
];

export interface Section2Scenario {
  id:
    | "candidate-drop-off"
    | "manager-conflict"
    | "high-volume-hiring"
    | "counter-offers"
    | "ethical-dilemma"
    | "stakeholder-expectations";
  title: string;
  prompt: string;
}

export const section2Scenarios: readonly Section2Scenario[] = [
  {
    id: "candidate-drop-off",
    title: "Candidate drop-off",
    prompt:
      "Your strongest finalist for a hard-to-fill role has stopped answering calls, texts and emails for three days, just as the client prepares an offer. The client expects an update from you tomorrow morning. How would you handle it?",
  },
  {
    id: "manager-conflict",
    title: "Hiring manager conflict",
    prompt:
      "A hiring manager has rejected your last eight submittals with vague feedback and now wants skills that go beyond the approved job description and pay range. Your main client contact still expects the role filled within three weeks. How would you handle it?",
  },
  {
    id: "high-volume-hiring",
    title: "High-volume hiring",
    prompt:
      "A logistics client needs 60 warehouse associates across two shifts starting in 10 days, and you have only 15 qualified candidates in your pipeline. Many applicants are also interviewing with competing agencies. How would you handle it?",
  },
  {
    id: "counter-offers",
    title: "Counter-offers",
    prompt:
      "Two days before their start date, your placed candidate tells you their current employer has offered a 15% raise and a new title to stay. The client has already turned away the other finalists. How would you handle it?",
  },
  {
    id: "ethical-dilemma",
    title: "Ethical dilemma",
    prompt:
      'A hiring manager privately asks you to screen out candidates who "seem too old" for the team\'s culture and hints that keeping the account depends on it. No one else at the client is aware of the request. How would you handle it?',
  },
  {
    id: "stakeholder-expectations",
    title: "Stakeholder expectations",
    prompt:
      "A client wants a senior data engineer with rare skills, fully on-site, at a pay rate about 25% below market, and expects qualified candidates within a week. Your early outreach shows the budget and location are driving candidates away. How would you handle it?",
  },
];

export const section2Mandatory = {
  positions: "Which positions or roles do you most often recruit for?",
  geographies: "Which geographies or markets do you support?",
} as const;
