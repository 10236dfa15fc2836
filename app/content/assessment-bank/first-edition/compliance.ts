import type { QuestionText } from "../../assessment";

// The bank's "HR Compliance Essentials" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const complianceQuestions: readonly QuestionText[] = [
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
  {
    id: "comp-01",
    module: "HR Compliance Essentials",
    question:
      "A client wants to pay its warehouse forklift operators a generous salary and treat them as exempt from overtime. What is accurate under the FLSA?",
    options: [
      "They are exempt as long as the salary is paid on a fixed schedule",
      "Manual, blue-collar jobs do not fit the white-collar exemptions",
      "They become exempt once each operator signs an overtime waiver",
      "They are exempt if they work no more than 50 hours in most weeks",
    ],
    correctAnswer: 1,
    explanation:
      "The FLSA's executive, administrative and professional exemptions cover white-collar duties; employees whose work is manual are non-exempt and owed overtime however much they are paid. Overtime rights cannot be waived by agreement.",
  },
  {
    id: "comp-02",
    module: "HR Compliance Essentials",
    question: "Under the FLSA salary-basis test, how is an exempt employee generally paid?",
    options: [
      "Only for the hours recorded on a timesheet the manager approves each week",
      "At time-and-a-half for any hours worked beyond 40 in a workweek",
      "With pay docked for partial days whenever there is not enough work",
      "A set amount each pay period, not cut for the quality or quantity of work",
    ],
    correctAnswer: 3,
    explanation:
      "An exempt employee receives a predetermined amount each pay period that is not reduced because of variations in the quality or quantity of work. Docking pay because work is slow can put the exemption at risk.",
  },
  {
    id: "comp-03",
    module: "HR Compliance Essentials",
    question:
      "Colorado, California, Washington, New York State and New York City all have pay-transparency laws for job postings. What do these laws generally require?",
    options: [
      "Postings must list the pay of every current employee in the same role",
      "Pay may be disclosed only after the employer makes a written offer",
      "Covered job postings must include a good-faith pay range for the role",
      "Postings must show what the last person in the job was paid for it",
    ],
    correctAnswer: 2,
    explanation:
      "These laws require covered postings to state the pay or a good-faith pay range the employer expects to offer; some also require a description of benefits. No federal law requires pay ranges in job postings.",
  },
  {
    id: "comp-04",
    module: "HR Compliance Essentials",
    question:
      "Under Colorado's Equal Pay for Equal Work Act, what must a covered job posting include?",
    options: [
      "The pay or pay range, plus a general description of the benefits",
      "The pay of the highest-paid employee currently in the same role",
      "The starting pay only, with the benefits explained after the hire",
      "A note inviting candidates to ask about pay during the interview",
    ],
    correctAnswer: 0,
    explanation:
      "Colorado requires job postings to state the hourly or salary compensation, or a good-faith range, and a general description of benefits and other compensation. Inviting questions about pay does not satisfy the law.",
  },
  {
    id: "comp-05",
    module: "HR Compliance Essentials",
    question:
      "A staffing agency advertises a client's job that will be performed in New York City. Which posting complies with the city's pay-transparency law?",
    options: [
      "One that says pay is competitive and shares the range on request",
      "One that states a good-faith minimum and maximum salary for the job",
      "One that omits pay, because agencies posting for clients are exempt",
      'One that gives pay as "$70,000 and up, depending on experience"',
    ],
    correctAnswer: 1,
    explanation:
      'New York City requires covered postings to state a good-faith minimum and maximum salary, and employment agencies are covered, so a staffing firm posting for a client must include it. An open-ended range such as "$70,000 and up" does not comply.',
  },
  {
    id: "comp-06",
    module: "HR Compliance Essentials",
    question:
      "Under California's Fair Chance Act, when may a covered employer generally first ask about an applicant's conviction history?",
    options: [
      "On the application form, as long as the question is marked optional",
      "During the first phone screen, provided the question is asked verbally",
      "Only after the new employee has completed an introductory period",
      "After making the applicant a conditional offer of employment",
    ],
    correctAnswer: 3,
    explanation:
      "California's Fair Chance Act, like many ban-the-box laws, bars covered employers from asking about conviction history before a conditional offer. An optional or verbal question earlier is still an inquiry.",
  },
  {
    id: "comp-07",
    module: "HR Compliance Essentials",
    question:
      "An employer in a fair-chance jurisdiction is considering withdrawing an offer because of a conviction. What does an individualized assessment weigh?",
    options: [
      "The offense's nature and gravity, the time since, and its link to the job",
      "Whether the applicant disclosed the conviction before being asked about it",
      "The applicant's full arrest record, including any charges later dropped",
      "How the hiring manager and the team feel about working with the person",
    ],
    correctAnswer: 0,
    explanation:
      "An individualized assessment considers the nature and gravity of the offense, the time elapsed, and the nature of the job, along with any evidence of rehabilitation the applicant offers. Arrests that did not lead to a conviction are generally not a proper basis.",
  },
  {
    id: "comp-08",
    module: "HR Compliance Essentials",
    question:
      "An employer plans to reject a candidate because of information in a background check report. Under the Fair Credit Reporting Act (FCRA), what must it do first?",
    options: [
      "Ask the screening company to remove the item and run a new report",
      "Notify the EEOC and wait for its approval of the planned decision",
      "Give the candidate a copy of the report and a summary of FCRA rights",
      "Tell the candidate by phone, then send the final rejection that day",
    ],
    correctAnswer: 2,
    explanation:
      "Before taking adverse action based on a consumer report, the employer must send a pre-adverse action notice with a copy of the report and the FCRA summary of rights, giving the candidate a chance to dispute errors before the decision is final.",
  },
  {
    id: "comp-09",
    module: "HR Compliance Essentials",
    question:
      "Under the FCRA, what must the final adverse action notice tell a rejected candidate?",
    options: [
      "The hiring manager's personal reasons for preferring another candidate",
      "The screening firm's contact details and the right to dispute the report",
      "That the screening firm made the hiring decision and can explain it",
      "The background check results of the other finalists, for comparison",
    ],
    correctAnswer: 1,
    explanation:
      "The adverse action notice gives the consumer reporting agency's name and contact details, states that the agency did not make the decision and cannot explain it, and explains the right to dispute the report and to get a free copy.",
  },
  {
    id: "comp-10",
    module: "HR Compliance Essentials",
    question:
      "Under New York City Local Law 144, what must happen before an employer uses an automated employment decision tool (AEDT) to screen candidates?",
    options: [
      "The EEOC must review and approve the tool's scoring model for use",
      "The vendor must certify once, in writing, that the tool is free of bias",
      "Each candidate must sign a consent before their resume is stored",
      "An independent bias audit within the past year, with a public summary",
    ],
    correctAnswer: 3,
    explanation:
      "Local Law 144 bars employers and employment agencies from using an AEDT unless it had an independent bias audit no more than one year before use and a summary of the results is publicly available. A vendor's self-certification is not an independent audit.",
  },
  {
    id: "comp-11",
    module: "HR Compliance Essentials",
    question:
      "Under New York City Local Law 144, how much advance notice must candidates get before an automated employment decision tool is used to assess them?",
    options: [
      "At least 24 hours before their application is screened by the tool",
      "None, as long as the results are shared after the hiring decision",
      "At least 10 business days, stating what the tool will assess",
      "At least 30 calendar days, delivered to them by certified mail",
    ],
    correctAnswer: 2,
    explanation:
      "Candidates who live in New York City must be told at least 10 business days before use that an AEDT will be used and which job qualifications and characteristics it will assess, and how to request an alternative process or an accommodation.",
  },
  {
    id: "comp-12",
    module: "HR Compliance Essentials",
    question:
      "An employer will use AI to analyze applicants' recorded video interviews for jobs based in Illinois. What does the Artificial Intelligence Video Interview Act require first?",
    options: [
      "Notice, an explanation of how the AI evaluates, and the applicant's consent",
      "A state license for the AI vendor, filed with the Illinois attorney general",
      "Nothing further, provided a human also watches every recorded interview",
      "A posted notice only, since consent is needed only for live video interviews",
    ],
    correctAnswer: 0,
    explanation:
      "Before asking applicants to submit video interviews that AI will analyze, the employer must tell them AI may be used, explain how it works and what characteristics it evaluates, and obtain their consent. The Act also limits sharing of the videos and requires deletion on request.",
  },
  {
    id: "comp-13",
    module: "HR Compliance Essentials",
    question: "What did Executive Order 14173 change for federal contractors?",
    options: [
      "It repealed Section 503 of the Rehabilitation Act for all contractors",
      "It made E-Verify mandatory for every private employer in the country",
      "It revoked Executive Order 11246 and its affirmative action plan duties",
      "It exempted federal contractors from Title VII's ban on discrimination",
    ],
    correctAnswer: 2,
    explanation:
      "EO 14173 revoked EO 11246, ending the obligation under it to keep affirmative action plans for women and minorities. An executive order cannot repeal a statute, so Section 503 and Title VII remain in force.",
  },
  {
    id: "comp-14",
    module: "HR Compliance Essentials",
    question:
      "After Executive Order 14173 revoked Executive Order 11246, which obligations still apply to covered federal contractors?",
    options: [
      "Affirmative action plans for women and minorities under EO 11246",
      "Section 503 (disability) and VEVRAA (protected veteran) obligations",
      "None, because every federal contractor equal opportunity rule ended",
      "Only the rules of the state where the contract work is performed",
    ],
    correctAnswer: 1,
    explanation:
      "Section 503 of the Rehabilitation Act and the Vietnam Era Veterans' Readjustment Assistance Act (VEVRAA) are statutes, so their obligations toward individuals with disabilities and protected veterans continue for covered contractors.",
  },
  {
    id: "comp-15",
    module: "HR Compliance Essentials",
    question:
      "A federal contractor's manager says that, since Executive Order 11246 was revoked, the firm may now weigh race or sex when choosing whom to hire. What is accurate?",
    options: [
      "Correct, as long as the firm no longer files affirmative action plans",
      "Correct, but only for jobs that are not funded by the federal contract",
      "Partly: only decisions based on sex are still barred under federal law",
      "Incorrect: Title VII still bars this for all covered employers",
    ],
    correctAnswer: 3,
    explanation:
      "Revoking EO 11246 removed contractor-specific affirmative action duties, not anti-discrimination law. Title VII still prohibits discrimination based on race, color, religion, sex and national origin by employers with 15 or more employees.",
  },
  {
    id: "comp-16",
    module: "HR Compliance Essentials",
    question: "By when must a new employee complete Section 1 of Form I-9?",
    options: [
      "No later than the first day of employment",
      "Before the employer schedules a first interview",
      "By the end of the third business day of work",
      "Within 30 days of the employee's start date",
    ],
    correctAnswer: 0,
    explanation:
      "Employees complete Section 1 no later than their first day of work, and not before accepting the job offer. The employer completes Section 2 within three business days after the employee's first day of work, so for a Monday start it is due by Thursday (8 CFR 274a.2(b)(1)(ii)).",
  },
  {
    id: "comp-17",
    module: "HR Compliance Essentials",
    question:
      "A candidate who is deaf asks for a sign language interpreter for an upcoming interview. Under the Americans with Disabilities Act (ADA), what should the employer generally do?",
    options: [
      "Decline, because the ADA protects people only after they are hired",
      "Ask the candidate to bring and pay for an interpreter of their own",
      "Provide the accommodation unless it would cause undue hardship",
      "Require full medical records proving the condition, then decide",
    ],
    correctAnswer: 2,
    explanation:
      "The ADA covers applicants as well as employees at employers with 15 or more employees, and employers must provide reasonable accommodations in the hiring process unless doing so would cause undue hardship. Demanding full medical records is not appropriate.",
  },
  {
    id: "comp-18",
    module: "HR Compliance Essentials",
    question: "What is the main role of the Equal Employment Opportunity Commission (EEOC)?",
    options: [
      "Running E-Verify and confirming new hires' work authorization",
      "Enforcing federal minimum wage and overtime rules for employers",
      "Licensing the background screening companies employers use",
      "Enforcing federal laws against employment discrimination",
    ],
    correctAnswer: 3,
    explanation:
      "The EEOC enforces Title VII, the ADEA, the ADA and related laws, including by investigating charges of discrimination. E-Verify is run by the Department of Homeland Security, and wage-and-hour rules are enforced by the Department of Labor.",
  },
  {
    id: "comp-19",
    module: "HR Compliance Essentials",
    question:
      'A client asks your agency to advertise for "digital natives" and "recent graduates only." What is the main compliance concern?',
    options: [
      "None, as long as the client rather than the agency chose the wording",
      "It can signal an age preference and deter applicants aged 40 or over",
      "None, since federal age-discrimination law protects only workers 65+",
      "Only that such wording may limit how many people apply for the job",
    ],
    correctAnswer: 1,
    explanation:
      'The Age Discrimination in Employment Act (ADEA) protects people aged 40 and over, and phrases such as "digital native" or "recent graduates only" can signal an age preference. The ADEA also covers employment agencies, so following a client\'s wording is no defense.',
  },
];
