import type { AssessmentQuestion } from "../assessment";

// The bank's "Negotiation & Closing" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const negotiationQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q20",
    module: "Negotiation & Closing",
    question:
      "Which practice best reduces the risk that a candidate accepts a counter-offer from their current employer?",
    options: [
      "Delaying the offer until the candidate has already resigned",
      "Discussing counter-offers early and revisiting why they want to leave",
      "Asking the client to match any counter-offer after it is received",
      "Avoiding the topic so the candidate does not start thinking about it",
    ],
    correctAnswer: 1,
    explanation:
      "Pre-closing by raising counter-offers early and anchoring on the candidate's reasons for leaving prepares them to decline a counter that won't fix those issues.",
  },
  {
    id: "q21",
    module: "Negotiation & Closing",
    question:
      "You are recruiting for a role in a jurisdiction with a salary history ban. Which approach is appropriate?",
    options: [
      "Ask for the candidate's most recent pay stub to benchmark the offer",
      "Ask about current salary verbally, since only written requests are banned",
      "Ask about the candidate's salary expectations for the new role instead",
      "Ask the prior employer's HR team to confirm the candidate's current pay",
    ],
    correctAnswer: 2,
    explanation:
      "Salary history bans in many states and cities bar asking about or relying on past pay, while asking what the candidate expects for the new role is generally permitted.",
  },
];
