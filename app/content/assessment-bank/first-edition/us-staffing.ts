import type { QuestionText } from "../../assessment";

// The bank's "US Staffing Basics" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const usStaffingQuestions: readonly QuestionText[] = [
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
      "The candidate starts on agency payroll and may later move to the client's",
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
      "Software to send job orders to suppliers and track submittals and time",
    ],
    correctAnswer: 3,
    explanation:
      "A vendor management system (VMS) is the technology for requisitions, submittals, timesheets and invoicing. The MSP is the firm that manages the program, often via a VMS.",
  },
  {
    id: "staff-05",
    module: "US Staffing Basics",
    question: "How is a contingent direct-hire placement fee most commonly calculated?",
    options: [
      "As a markup on each hour the new employee works",
      "As a flat monthly charge for as long as the new hire stays",
      "As a share of the client's total annual recruiting budget",
      "As a percentage of the new hire's first-year base salary",
    ],
    correctAnswer: 3,
    explanation:
      "Agencies commonly charge a percentage of the placed candidate's first-year base salary, due once the hire starts. Hourly markups apply to contract workers who stay on the agency's payroll.",
  },
  {
    id: "staff-06",
    module: "US Staffing Basics",
    question:
      "A staffing firm places a W-2 contractor on a client assignment. Who is normally the employer of record?",
    options: [
      "The client, because its managers direct the contractor's daily work",
      "The staffing firm, which runs payroll and withholds and pays payroll taxes",
      "The contractor, who is treated as a self-employed business owner",
      "The VMS provider, because timesheets are approved in its system",
    ],
    correctAnswer: 1,
    explanation:
      "On a W-2 contract the staffing firm pays wages, withholds and pays payroll taxes, and usually carries workers' compensation coverage. The client directing daily work does not make it the employer of record, though it can create shared obligations.",
  },
  {
    id: "staff-07",
    module: "US Staffing Basics",
    question:
      "A consultant is paid on a Form 1099 as an independent contractor. Which is generally true?",
    options: [
      "No income tax is withheld, and they pay their own self-employment tax",
      "The payer withholds income tax and pays half of their Social Security tax",
      "They must get overtime pay for hours worked beyond 40 in a workweek",
      "They must be enrolled in the staffing firm's employee benefit plans",
    ],
    correctAnswer: 0,
    explanation:
      "A genuine independent contractor receives gross payments and handles their own income and self-employment taxes; the payer reports the payments on Form 1099-NEC. Withholding, employer FICA and FLSA overtime apply to employees.",
  },
  {
    id: "staff-08",
    module: "US Staffing Basics",
    question:
      "Which fact most suggests that a worker paid on a 1099 should really be classified as an employee?",
    options: [
      "The worker sends invoices and operates under a registered business name",
      "The worker markets the same services to several other clients at once",
      "The company sets the worker's hours, methods and daily tasks",
      "The worker supplies their own tools and covers their own expenses",
    ],
    correctAnswer: 2,
    explanation:
      "IRS and Department of Labor tests weigh the whole relationship, and control over how, when and where the work is done points toward employment. Invoicing, serving several clients and bearing one's own costs point toward an independent business.",
  },
  {
    id: "staff-09",
    module: "US Staffing Basics",
    question:
      "A contractor is paid $60/hour and billed to the client at $80/hour. Ignoring burden, what is the gross margin?",
    options: ["33%", "25%", "20%", "75%"],
    correctAnswer: 1,
    explanation:
      "Gross margin = (bill rate - pay rate) / bill rate = $20 / $80 = 25%. Dividing the $20 spread by the pay rate instead gives the 33% markup.",
  },
  {
    id: "staff-10",
    module: "US Staffing Basics",
    question:
      "A recruiter quotes a 60% markup on a pay rate of $40/hour. What bill rate should the client see?",
    options: ["$100.00/hour", "$56.00/hour", "$66.67/hour", "$64.00/hour"],
    correctAnswer: 3,
    explanation:
      "Bill rate = pay rate x (1 + markup) = $40 x 1.6 = $64. Treating 60% as a margin instead would give $40 / 0.4 = $100, a very different price.",
  },
  {
    id: "staff-11",
    module: "US Staffing Basics",
    question: "In staffing, what does the burden (or load) on a W-2 contractor's pay rate cover?",
    options: [
      "Employer costs like payroll taxes, workers' comp and any benefits",
      "The contractor's own share of Social Security and Medicare taxes",
      "The recruiter's commission and the account manager's quarterly bonus",
      "The client's costs for the contractor's desk, laptop and software",
    ],
    correctAnswer: 0,
    explanation:
      "Burden is what the employer of record pays on top of wages: employer FICA, federal and state unemployment taxes, workers' compensation, and benefits or paid leave where provided. The markup has to cover burden before any profit remains.",
  },
  {
    id: "staff-12",
    module: "US Staffing Basics",
    question:
      "A contractor bills at $90/hour and is paid $60/hour, and the employer's burden is $9/hour. What is the gross profit per hour?",
    options: ["$30.00", "$39.00", "$21.00", "$27.00"],
    correctAnswer: 2,
    explanation:
      "Gross profit = bill rate - pay rate - burden = $90 - $60 - $9 = $21 per hour. The $30 spread overstates profit because the employer's taxes and insurance come out of it.",
  },
  {
    id: "staff-13",
    module: "US Staffing Basics",
    question:
      "A client's program caps supplier gross margin at 25% of the bill rate. What markup on the pay rate does that equal?",
    options: ["25.0%", "20.0%", "30.0%", "33.3%"],
    correctAnswer: 3,
    explanation:
      "At a 25% margin the pay rate is 75% of the bill rate, so markup = 25 / 75 = 33.3%. For the same pay and bill rates, the markup percentage is always higher than the margin percentage.",
  },
  {
    id: "staff-14",
    module: "US Staffing Basics",
    question:
      "A client pays a recruiting coordinator a salary and wants the role classified as exempt, but the job is mostly scheduling interviews and entering data. What is the key FLSA issue?",
    options: [
      "Routine clerical duties likely fail the duties test, however high the salary",
      "The role can be exempt as long as the salary is paid on a regular schedule",
      "Coordinators are exempt by law since they support professional recruiters",
      "The role becomes exempt once the coordinator agrees to it in writing",
    ],
    correctAnswer: 0,
    explanation:
      "Exempt status needs both qualifying pay and primary duties that fit an exemption; the administrative exemption, for example, calls for discretion and independent judgment on significant matters. Routine scheduling and data entry usually fall short of that, so the role is likely non-exempt and owed overtime.",
  },
  {
    id: "staff-15",
    module: "US Staffing Basics",
    question:
      "An employer treats a role as exempt, but the role does not actually meet any FLSA exemption. What is the main financial risk?",
    options: [
      "A one-time federal fee to correct the job's classification code",
      "Back pay for unpaid overtime, plus possible equal liquidated damages",
      "No risk, as long as the employee never complained about the hours",
      "A duty to repay the employee's salary for the whole period involved",
    ],
    correctAnswer: 1,
    explanation:
      "Misclassified employees can recover unpaid overtime and attorney's fees, and the FLSA adds an equal amount as liquidated damages unless the employer proves it acted in good faith on reasonable grounds. Not complaining does not waive the right to overtime.",
  },
  {
    id: "staff-16",
    module: "US Staffing Basics",
    question:
      "Your agency is a supplier in a client program run by a managed service provider (MSP). What is the usual rule for contacting the client's hiring managers?",
    options: [
      "Call hiring managers directly, since that is how suppliers win requisitions",
      "Contact hiring managers only once a candidate has already been rejected",
      "Follow the program's rules, which often route contact through the MSP",
      "Email every hiring manager weekly to promote the agency's candidates",
    ],
    correctAnswer: 2,
    explanation:
      "MSP programs set how suppliers receive requisitions, submit candidates and communicate, usually through the MSP and its VMS. Going around the program can breach the supplier agreement and cost the agency its place in it.",
  },
  {
    id: "staff-17",
    module: "US Staffing Basics",
    question:
      "Which client practice most increases co-employment risk for a staffing firm's contractors?",
    options: [
      "Giving contractors performance reviews and employee benefits",
      "Having a manager approve contractors' weekly timesheets in the VMS",
      "Giving contractors site-specific safety training before they start",
      "Telling the staffing firm that an assignment needs to end early",
    ],
    correctAnswer: 0,
    explanation:
      "Co-employment concerns arise when a client treats contractors like its own employees, for example by running their performance reviews, disciplining them directly or offering them employee benefits. Timesheet approval, site safety training and notice of an assignment's end are normal parts of a staffing relationship.",
  },
  {
    id: "staff-18",
    module: "US Staffing Basics",
    question:
      "A client and a staffing firm are found to be joint employers of a temporary worker under the FLSA. What follows?",
    options: [
      "Only the staffing firm can be liable, since it issues the paychecks",
      "Only the client can be liable, since it directs the worker's tasks",
      "The worker must be moved onto the client's payroll right away",
      "Both can be held liable for violations like unpaid overtime",
    ],
    correctAnswer: 3,
    explanation:
      "Joint employers share responsibility for FLSA compliance, so a worker can recover unpaid wages or overtime from either or both. A contract between the two firms can divide the costs between them but cannot take away the worker's rights.",
  },
  {
    id: "staff-19",
    module: "US Staffing Basics",
    question: "What is a payrolling arrangement in staffing?",
    options: [
      "A staffing firm pays a client a fee for access to its open requisitions",
      "A client pays a contractor directly and sends the agency each pay stub",
      "The client picks the worker; a staffing firm becomes the employer of record",
      "A staffing firm lends a client the cash to cover its own weekly payroll",
    ],
    correctAnswer: 2,
    explanation:
      "In payrolling, the client has already found the worker, and the staffing firm handles the employment side: payroll, taxes, insurance and onboarding. With no recruiting involved, the markup is usually lower than on a recruited contract.",
  },
  {
    id: "staff-20",
    module: "US Staffing Basics",
    question:
      "How does a statement of work (SOW) engagement usually differ from staff augmentation?",
    options: [
      "An SOW bills only for hours, while staff augmentation bills by deliverable",
      "An SOW pays for defined deliverables, and the supplier manages the work",
      "An SOW puts the workers on the client's payroll instead of the supplier's",
      "An SOW may only be used for roles that will convert to direct hire later",
    ],
    correctAnswer: 1,
    explanation:
      "Under an SOW the supplier commits to a defined scope, deliverables and often milestones, and directs its own people. In staff augmentation the client directs the workers and pays for their time.",
  },
  {
    id: "staff-21",
    module: "US Staffing Basics",
    question:
      "A client wants to hire a contract-to-hire worker after only a few weeks, before the contract's minimum term. What usually applies?",
    options: [
      "A conversion fee as set out in the client's staffing agreement",
      "No cost, because conversions are free once a contract has started",
      "A federal waiting period before the worker can change employers",
      "A rule that the worker must resign and reapply as a new applicant",
    ],
    correctAnswer: 0,
    explanation:
      "Staffing agreements typically set a conversion fee, often reduced or waived after a minimum number of hours or weeks, to compensate the agency for an early conversion. No federal rule sets a waiting period for conversion.",
  },
  {
    id: "staff-22",
    module: "US Staffing Basics",
    question:
      "A client wants a non-exempt W-2 contractor to work some overtime. What should the staffing firm's rate agreement include?",
    options: [
      "Nothing extra, since the regular bill rate already covers every hour",
      "A clause in which the contractor agrees to waive any overtime pay",
      "A flat weekly fee so the contractor can be paid a salary instead",
      "An overtime bill rate to cover time-and-a-half pay for all hours over 40",
    ],
    correctAnswer: 3,
    explanation:
      "As employer of record, the staffing firm must pay a non-exempt contractor at least 1.5 times the regular rate for hours over 40 in a workweek, so agreements set a higher overtime bill rate to cover that cost. Overtime rights cannot be waived, and a salary alone does not make a worker exempt.",
  },
];
