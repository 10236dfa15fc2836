import type { AssessmentQuestion } from "../assessment";

// The bank's "Candidate Engagement & Experience" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const engagementQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q22",
    module: "Candidate Engagement & Experience",
    question:
      "A previously responsive candidate stops replying two days before a client interview. What is the best next step?",
    options: [
      "Follow up on another channel with a brief, friendly check-in message",
      "Cancel the interview at once and mark the candidate as do-not-use",
      "Send repeated messages every hour until the candidate finally replies",
      "Keep the interview booked and say nothing to the client or candidate",
    ],
    correctAnswer: 0,
    explanation:
      "A polite follow-up by another channel (call, text or email) often reaches busy candidates and surfaces concerns early while protecting the relationship.",
  },
  {
    id: "q23",
    module: "Candidate Engagement & Experience",
    question:
      "A candidate has interviewed and the client has not decided yet. Which practice best supports the candidate experience?",
    options: [
      "Wait to contact the candidate until the client makes a final decision",
      "Share the interviewers' private comments with the candidate verbatim",
      "Tell the candidate an offer is likely so they stay engaged meanwhile",
      "Give regular updates on agreed dates, even when there is no news yet",
    ],
    correctAnswer: 3,
    explanation:
      "Honest updates on a predictable cadence keep candidates engaged and reduce drop-off; silence is a leading cause of poor experience and ghosting.",
  },
];
