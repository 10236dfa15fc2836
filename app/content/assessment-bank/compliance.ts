import type { AssessmentQuestion } from "../assessment";

// The bank's "HR Compliance Essentials" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const complianceQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q12",
    module: "HR Compliance Essentials",
    question: "By when must an employer complete Section 2 of Form I-9 for a new hire?",
    options: [
      "Before extending the written job offer to the candidate",
      "Within 30 calendar days after the employee's start date",
      "Within 3 business days of the employee's first day of work",
      "At the end of the employee's 90-day introductory period",
    ],
    correctAnswer: 2,
    explanation:
      "The employee completes Section 1 by the first day of work; the employer must examine documents and complete Section 2 within 3 business days of that start date.",
  },
  {
    id: "q13",
    module: "HR Compliance Essentials",
    question:
      "Which correctly states federal coverage under Title VII and the Age Discrimination in Employment Act (ADEA)?",
    options: [
      "Title VII: 50+ employees; ADEA: workers 50+ at employers with 25+ employees",
      "Title VII: 20+ employees; ADEA: workers 40+ at employers with 15+ employees",
      "Title VII: 15+ employees; ADEA: workers 40+ at employers with 20+ employees",
      "Title VII: 15+ employees; ADEA: workers 50+ at employers with 20+ employees",
    ],
    correctAnswer: 2,
    explanation:
      "Title VII applies to employers with 15 or more employees; the ADEA protects people aged 40+ at employers with 20 or more employees. The EEOC enforces both.",
  },
  {
    id: "q14",
    module: "HR Compliance Essentials",
    question:
      "Under the Fair Credit Reporting Act (FCRA), what is required before an employer obtains a background check on a candidate from a screening company?",
    options: [
      "A stand-alone written disclosure and the candidate's written authorization",
      "A verbal notice to the candidate, provided an accredited vendor is used",
      "Written approval from the EEOC for each candidate who will be screened",
      "A completed Form I-9 and an E-Verify case confirming work eligibility",
    ],
    correctAnswer: 0,
    explanation:
      "The FCRA requires a clear written disclosure in a stand-alone document and the candidate's written authorization before a consumer report is obtained.",
  },
  {
    id: "q15",
    module: "HR Compliance Essentials",
    question:
      "A non-exempt W-2 contractor works 46 hours in one workweek. What does the Fair Labor Standards Act (FLSA) require at minimum?",
    options: [
      "Straight time for all 46 hours, since contractors are not covered",
      "Double time for the 6 hours worked over 40 in that workweek",
      "Overtime pay only if the client approved the extra hours in advance",
      "At least 1.5 times the regular rate for the 6 hours over 40",
    ],
    correctAnswer: 3,
    explanation:
      "The FLSA requires non-exempt employees to get at least time-and-a-half their regular rate for hours over 40 in a workweek, whether or not the hours were pre-approved.",
  },
  {
    id: "q16",
    module: "HR Compliance Essentials",
    question: "Which statement about E-Verify is accurate for US employers today?",
    options: [
      "It is mandatory for every private US employer, regardless of size or state",
      "It is voluntary for most, but required for some federal contractors and states",
      "It replaces Form I-9 for any employer that chooses to enroll in the program",
      "It is a tool employers may use to pre-screen applicants before an offer",
    ],
    correctAnswer: 1,
    explanation:
      "E-Verify is mostly voluntary but required for federal contractors with the FAR E-Verify clause and by some state laws. It supplements Form I-9 and is used only after hire.",
  },
];
