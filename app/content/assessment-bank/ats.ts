import type { AssessmentQuestion } from "../assessment";

// The bank's "ATS Knowledge" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const atsQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q10",
    module: "ATS Knowledge",
    question: "What does resume parsing do in an applicant tracking system (ATS)?",
    options: [
      "Automatically rejects any resume that is missing a required keyword",
      "Extracts details like contact info, work history and skills into fields",
      "Splits one requisition into separate openings for each office location",
      "Sends every new applicant an automated interview scheduling link",
    ],
    correctAnswer: 1,
    explanation:
      "Parsing reads a resume and maps its content into structured, searchable ATS fields. Auto-rejection is a knockout or screening rule, not parsing.",
  },
  {
    id: "q11",
    module: "ATS Knowledge",
    question:
      "Before creating a new candidate record in the ATS, why should a recruiter search for an existing one?",
    options: [
      "To avoid duplicate records and duplicate submittals to the same client",
      "Because an ATS can store only one resume per candidate at any time",
      "Because federal law prohibits keeping two records for one applicant",
      "To reset the candidate's original application date to the current day",
    ],
    correctAnswer: 0,
    explanation:
      "Duplicates split a candidate's history, cause double submittals and ownership disputes, and weaken data quality. Checking first keeps one accurate record.",
  },
];
