import type { AssessmentQuestion } from "../assessment";

// The bank's "Recruitment Fundamentals" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const fundamentalsQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q01",
    module: "Recruitment Fundamentals",
    question: 'What does "full-cycle recruiting" mean?',
    options: [
      "Recruiting only for roles that renew on an annual contract cycle",
      "One recruiter owns the process from intake and sourcing through offer and start",
      "Sourcing candidates, then passing them to a separate team to screen and close",
      "Re-engaging past placements once a year to check on their job satisfaction",
    ],
    correctAnswer: 1,
    explanation:
      "A full-cycle recruiter handles every stage: intake, sourcing, screening, interview coordination, offer, closing and the handoff to onboarding.",
  },
  {
    id: "q02",
    module: "Recruitment Fundamentals",
    question: "What is the main goal of a requisition intake meeting with a hiring manager?",
    options: [
      "To negotiate the agency fee and payment terms for the search",
      "To review the resumes already submitted by competing agencies",
      "To finalize the offer letter for the manager's preferred finalist",
      "To agree on must-have skills, pay range, interview steps and timeline",
    ],
    correctAnswer: 3,
    explanation:
      "Intake aligns recruiter and hiring manager on requirements, compensation, process and timing before sourcing starts, which prevents wasted submittals.",
  },
];
