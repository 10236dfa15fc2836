/**
 * Content for the free 25-question, 30-minute Recruiter Certification assessment.
 * Questions reflect general US staffing practice and federal law, last reviewed in November 2026
 * (E-Verify was then still voluntary for most employers: the bills to make it universal had not
 * become law). No question names a year, so none goes stale on New Year's Day; review them when
 * the law changes.
 * This is an informal community skills check, not legal advice or an accredited credential.
 */

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
  id: string; // "q01" .. "q25"
  module: AssessmentModule;
  question: string;
  options: readonly [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
}

export const assessmentQuestions: readonly AssessmentQuestion[] = [
  // Recruitment Fundamentals
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

  // US Staffing Basics
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

  // Sourcing Strategies
  {
    id: "q07",
    module: "Sourcing Strategies",
    question:
      'Which Boolean string finds the exact phrase "Java Developer" plus at least one of Spring or Hibernate, while excluding the word intern?',
    options: [
      '"Java Developer" AND (Spring OR Hibernate) NOT intern',
      '"Java Developer" OR (Spring AND Hibernate) NOT intern',
      "Java AND Developer AND Spring AND Hibernate NOT intern",
      '("Java Developer" OR Spring) AND Hibernate AND intern',
    ],
    correctAnswer: 0,
    explanation:
      "Quotes force the exact phrase, parentheses group the OR alternatives, AND requires both parts to match, and NOT removes results containing intern.",
  },
  {
    id: "q08",
    module: "Sourcing Strategies",
    question:
      'In most Boolean searches, what does putting quotation marks around "data engineer" do?',
    options: [
      "Returns profiles that contain either word anywhere in the text",
      "Excludes profiles in which both words appear next to each other",
      "Returns only results containing those words as an exact phrase",
      "Limits results to the job title field and ignores all other fields",
    ],
    correctAnswer: 2,
    explanation:
      "Quotation marks tell the search engine to match the words together, in that order, as one phrase rather than as separate keywords.",
  },
  {
    id: "q09",
    module: "Sourcing Strategies",
    question:
      "Which Google search is an X-ray search for public LinkedIn profiles of registered nurses in Dallas?",
    options: [
      '"registered nurse" Dallas -site:linkedin.com/in',
      'from:linkedin.com "registered nurse" Dallas',
      'inurl:jobs linkedin "registered nurse" Dallas',
      'site:linkedin.com/in "registered nurse" Dallas',
    ],
    correctAnswer: 3,
    explanation:
      "The site: operator limits Google results to one domain or path, and linkedin.com/in is where public member profiles live. A minus sign before site: would exclude them.",
  },

  // ATS Knowledge
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

  // HR Compliance Essentials
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

  // Interviewing Process
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

  // Negotiation & Closing
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

  // Candidate Engagement & Experience
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

  // Recruitment Metrics & Analytics
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
