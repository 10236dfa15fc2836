import type { AssessmentQuestion } from "../assessment";

// The bank's "Interviewing Process" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const interviewingQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q17",
    module: "Interviewing Process",
    question: "What is the defining feature of a structured interview?",
    options: [
      "The interviewer follows the conversation wherever the candidate leads",
      "Each interviewer writes their own questions shortly before the meeting",
      "All candidates get the same job-related questions and a shared scoring guide",
      "Candidates are interviewed by a panel that includes their future peers",
    ],
    correctAnswer: 2,
    explanation:
      "Structured interviews ask every candidate the same job-related questions and rate answers against set criteria, improving fairness, consistency and predictive value.",
  },
  {
    id: "q18",
    module: "Interviewing Process",
    question:
      'A candidate is asked, "Tell me about a time you missed a deadline." Using the STAR method, what should the answer cover?',
    options: [
      "The Situation, the Task, the Action they took, and the Result",
      "The Strengths, Timeline, Approach, and References they can offer",
      "The Schedule, Team, Assignment, and Reason the deadline mattered",
      "The Skills used, Tools chosen, Alternatives, and Recommendations",
    ],
    correctAnswer: 0,
    explanation:
      "STAR structures behavioral answers: describe the Situation, the Task or goal, the specific Action taken, and the Result achieved.",
  },
  {
    id: "q19",
    module: "Interviewing Process",
    question: "Which interview question is appropriate to ask a candidate in the US?",
    options: [
      "What year did you graduate from high school?",
      "Do you have children or plan to start a family soon?",
      "What country were you born in, and where are your parents from?",
      "Are you legally authorized to work in the United States?",
    ],
    correctAnswer: 3,
    explanation:
      "Asking whether a candidate is authorized to work in the US is permitted. Questions revealing age, family plans or national origin invite discrimination claims.",
  },
];
