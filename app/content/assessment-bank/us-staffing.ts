import type { AssessmentQuestion } from "../assessment";

// The bank's "US Staffing Basics" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const usStaffingQuestions: readonly AssessmentQuestion[] = [
  {
    id: "q03",
    module: "US Staffing Basics",
    question:
      "A contractor's pay rate is $50/hour and the client bill rate is $75/hour. What is the markup on the pay rate?",
    options: ["50%", "33%", "25%", "67%"],
    correctAnswer: 0,
    explanation:
      "Markup = (bill rate - pay rate) / pay rate = $25 / $50 = 50%. The 33% figure is gross margin, calculated as $25 / $75.",
  },
  {
    id: "q04",
    module: "US Staffing Basics",
    question: "In a corp-to-corp (C2C) arrangement, how is the consultant's work paid for?",
    options: [
      "The staffing firm puts the consultant on its W-2 payroll and withholds taxes",
      "The end client adds the consultant to its own payroll as an employee",
      "The staffing firm pays invoices from the consultant's business entity",
      "The staffing firm pays the consultant as an individual on a Form 1099",
    ],
    correctAnswer: 2,
    explanation:
      "C2C is business-to-business: the firm pays an incorporated entity's invoices. On W-2 the firm is the employer; on 1099 it pays an individual independent contractor.",
  },
  {
    id: "q05",
    module: "US Staffing Basics",
    question: "Which best describes a contract-to-hire placement?",
    options: [
      "The client hires the candidate on day one and pays the agency a one-time fee",
      "The candidate starts on the agency's payroll and may later convert to the client's",
      "The candidate works a fixed project term and is never eligible to convert",
      "The candidate invoices the client directly for every project they complete",
    ],
    correctAnswer: 1,
    explanation:
      "Contract-to-hire starts as a contract on the staffing firm's payroll with the option to convert to the client's employee. A one-time fee on day one is direct hire.",
  },
  {
    id: "q06",
    module: "US Staffing Basics",
    question: "In a client's contingent workforce program, what is a VMS?",
    options: [
      "The outside firm that runs the program and manages the supplier agencies",
      "A federal database used to confirm a contractor's work authorization",
      "A staffing agency's internal tool for calculating recruiter commissions",
      "Software used to send job orders to suppliers and track submittals and time",
    ],
    correctAnswer: 3,
    explanation:
      "A vendor management system (VMS) is the technology for requisitions, submittals, timesheets and invoicing. The MSP is the firm that manages the program, often via a VMS.",
  },
];
