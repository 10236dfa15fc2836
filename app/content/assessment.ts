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

export interface AssessmentQuestion {
  /** Stable: "q01" .. "q25" for the first questions, then e.g. "fund-21". */
  id: string;
  module: AssessmentModule;
  question: string;
  options: readonly [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
}

/** The whole bank, module by module. */
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
