import type { AssessmentQuestion } from "../assessment";

// The bank's "Recruitment Metrics & Analytics" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const metricsQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q24",
    module: "Recruitment Metrics & Analytics",
    question: "How does time-to-hire differ from time-to-fill?",
    options: [
      "Time-to-hire runs from job opening to offer; time-to-fill from first interview to start",
      "Time-to-hire starts when the hire entered the pipeline; time-to-fill when the job opened",
      "Time-to-hire counts only business days; time-to-fill counts calendar days",
      "Time-to-hire is tracked by agencies; time-to-fill is tracked by employers",
    ],
    correctAnswer: 1,
    explanation:
      "Time-to-fill runs from the requisition opening to offer acceptance; time-to-hire runs from when the chosen candidate applied or was sourced to acceptance.",
  },
  {
    id: "q25",
    module: "Recruitment Metrics & Analytics",
    question: "Which staffing metric is defined correctly?",
    options: [
      "Fill rate: the share of submitted candidates who get a client interview",
      "Cost per hire: total agency fees divided by the number of open jobs",
      "Submittal-to-interview ratio: submittals needed per client interview",
      "Quality of hire: the average number of applicants per job posting",
    ],
    correctAnswer: 2,
    explanation:
      "Submittal-to-interview ratio (e.g. 4:1) gauges submittal quality. Fill rate is openings filled / openings; cost per hire is total hiring costs / hires.",
  },
];
