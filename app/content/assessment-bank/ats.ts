import type { AssessmentQuestion } from "../assessment";

// The bank's "ATS Knowledge" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

export const atsQuestions: readonly AssessmentQuestion[] = [
  {
    id: "ats2-01",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "A client's hiring manager turns down your submittal, saying your agency sent the same candidate four months ago. An ATS search on the candidate's email address finds only the record you created this week. What is the most likely explanation?",
    options: [
      "The client's VMS logged another agency's submittal as yours",
      "The earlier submittal was purged when its job order closed",
      "A second, older duplicate profile holds that submittal",
      "The manager is confusing it with another firm's submittal",
    ],
    correctAnswer: 2,
    explanation:
      "Candidates change email addresses, so a duplicate check keyed on email misses the older record; a search by name and phone usually turns up a second record carrying the earlier submittal, and the two should be merged. A VMS ties each submittal to the supplier that entered it, so crediting the wrong agency is rare. Closing a job order does not purge its submittal history, which agencies keep precisely to settle disputes like this one. A manager confusing your submittal with another firm's is possible, but far less common than a duplicate record in your own database.",
    sources: [],
  },
  {
    id: "ats2-02",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "Your ATS shows you moved a candidate to 'Submitted' at 9:00 a.m., but the sync to the client's VMS failed and the submittal did not reach the VMS until 2:00 p.m. Another supplier entered the same candidate in the VMS at 11:00 a.m. In a typical MSP program, which record settles who represents the candidate?",
    options: [
      "The submittal timestamps in the client's VMS",
      "The stage-change timestamps in your own ATS",
      "The date each firm first added the candidate",
      "The signing times on each firm's RTR form",
    ],
    correctAnswer: 0,
    explanation:
      "In an MSP program the VMS is the system of record, and the first complete submittal logged there generally wins, so a failed sync means the race was lost; check that every submittal actually lands in the VMS. Your own ATS stage times are internal and the MSP never sees them. The date a person entered either firm's database says nothing about representation for this job. A signed RTR shows she consented to each submittal, but when both consents are valid, most programs fall back on the VMS timestamp rather than on which was signed first.",
    sources: [],
  },
  {
    id: "ats2-03",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "A contractor you sourced agrees on a phone call to be submitted to a client's Java developer opening. What should be on the ATS record before you submit them?",
    options: [
      "A dated note of their spoken approval for this client",
      "Their signed consent to be presented for any role at that client",
      "Their signed registration form letting you submit them to clients",
      "A written reply from them approving this client, role and rate",
    ],
    correctAnswer: 3,
    explanation:
      "A written right to represent that names the client, the position and the rate is what an agency shows when a client or MSP questions a submittal or another supplier claims the same person. A note of spoken approval is only the recruiter's own word if the candidate later disputes it. Signed consent for any role at the client, or a registration form allowing submissions to clients in general, does not show consent to this job at this rate, and many clients and MSPs reject such blanket consents.",
    sources: [],
  },
  {
    id: "ats2-04",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "A client tells you the budget for a req is frozen for the rest of the year. You had sent it three candidates, none of whom has interviewed. How should those three be closed out on that job in the ATS?",
    options: [
      "Dispositioned 'not selected by the client' on that job",
      "Dispositioned 'position closed by client' on that job",
      "Left in Submitted, with the job order put On Hold",
      "Unlinked from the job, with no disposition entered",
    ],
    correctAnswer: 1,
    explanation:
      "A disposition records why consideration ended, and a client-closed reason keeps these people clean for rediscovery and keeps client-rejection figures honest. A 'not selected' reason tells the next recruiter the client turned them down when it never judged them. Leaving them in Submitted on a held job inflates the open pipeline and time-in-stage figures. Unlinking them with no disposition loses the record of the submittal, which the agency needs if the client later hires one of them directly.",
    sources: [],
  },
  {
    id: "ats2-05",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "A recruiter moves a contractor straight from 'Submitted' to 'Placed' on her start date, never using the 'Client Interview' or 'Offer' stages. The client interviewed her 5 days after submittal, and she started 16 days after it. How will a standard time-in-stage report show this hire?",
    options: [
      "16 days in Submitted, none in Client Interview or Offer",
      "5 days in Submitted, 11 split across the skipped stages",
      "5 days in Submitted and 11 days in Client Interview",
      "Left out of the report because stages were skipped",
    ],
    correctAnswer: 0,
    explanation:
      "Time in stage is measured between stage-change timestamps, so the ATS knows only when she entered Submitted and when she entered Placed: all 16 days land in Submitted and the skipped stages get nothing, which also makes submittal-to-interview ratios undercount interviews. The system cannot infer an interview date it never recorded, so it neither credits 11 days to Client Interview nor splits time across stages. The hire is not dropped from the report either; she is counted, wrongly.",
    sources: [],
  },
  {
    id: "ats2-06",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "An independent auditor is preparing the bias audit of an AI resume screener used for New York City jobs. Over the audit period it advanced 240 of 400 male applicants and 150 of 300 female applicants. What impact ratio should the audit report for female applicants?",
    options: ["0.90", "0.63", "0.83", "1.20"],
    correctAnswer: 2,
    explanation:
      "The impact ratio divides a category's selection rate by the rate of the most selected category: women were advanced at 50 % (150 of 300) and men at 60 % (240 of 400), so 0.50 / 0.60 = 0.83. 0.90 compares women's rate with the overall rate of 390 of 700 (55.7 %), but the rule compares each category with the most selected one, not with the whole pool. 0.63 divides the raw counts (150 / 240) instead of the rates. 1.20 inverts the ratio by dividing the higher rate by the lower one.",
    sources: [
      {
        title:
          "NYC Admin. Code §§ 20-870 to 20-874 (Local Law 144, automated employment decision tools)",
        checked: "2026-11-28",
      },
      {
        title: "6 RCNY § 5-300 (DCWP rules: definitions of selection rate and impact ratio)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-07",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "An agency plans to have an AI tool score and rank applicants for its New York City openings, with recruiters interviewing the top scorers. What must be done before the tool is used on candidates who live in the city?",
    options: [
      "Complete a validation study under the federal Uniform Guidelines",
      "Collect each candidate's written consent to automated screening",
      "Obtain the vendor's written statement that the tool meets EEOC rules",
      "Get a yearly independent bias audit, post its summary, give notice",
    ],
    correctAnswer: 3,
    explanation:
      "NYC Local Law 144 bars employers and employment agencies from using an automated employment decision tool unless an independent bias audit was done within the past year, a summary of its results is posted publicly, and candidates who live in the city get notice at least 10 business days before use, with a way to ask for an alternative process or accommodation. A Uniform Guidelines validation study is a federal defense to adverse impact, not what the city requires. Written consent is the Illinois rule for AI-analyzed video interviews, not the city's. A vendor's own assurance is no substitute for an independent audit.",
    sources: [
      {
        title: "NYC Admin. Code § 20-871 (Local Law 144: bias audit and notice requirements)",
        checked: "2026-11-28",
      },
      {
        title: "6 RCNY §§ 5-301 to 5-304 (DCWP rules on bias audits, published results and notice)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-08",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "A client adds an identity check to its application process that matches each applicant's selfie to the photo on their ID, for jobs in Illinois. What must be in place before the first scan is taken?",
    options: [
      "A bias audit from the past year, with a public summary",
      "Written notice of purpose and retention, and a signed release",
      "An explanation of how the AI works and what it evaluates",
      "Nothing from the client, since the vendor stores the scans",
    ],
    correctAnswer: 1,
    explanation:
      "Illinois' Biometric Information Privacy Act treats a scan of face geometry as a biometric identifier: before collecting it, a private entity must tell the person in writing that it is being collected, for what purpose and for how long, and obtain a written release, and it must have a public written policy on retention and destruction. A bias audit with a public summary is New York City's rule for automated hiring tools, and explaining how the AI works and what it evaluates is a duty under the Illinois video-interview statute; neither covers this scan. A vendor's storing the scans does not relieve the client, which collects them through its own hiring process.",
    sources: [
      {
        title:
          "740 ILCS 14/15(a)-(b) (Illinois Biometric Information Privacy Act: retention policy, notice and written release)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-09",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "A warehouse job's essential functions include lifting 50-pound cartons all shift. You are writing the online application's screening question on this. Which wording fits federal disability law?",
    options: [
      "Can you lift 50 pounds without help from coworkers or lift equipment?",
      "Can you lift 50 pounds, with or without reasonable accommodation?",
      "Will you need an accommodation to lift 50 pounds in this job?",
      "Have you ever filed a workers' comp claim for a lifting injury?",
    ],
    correctAnswer: 1,
    explanation:
      "Before an offer, the ADA lets an employer ask whether an applicant can perform the essential functions of the job with or without reasonable accommodation. Asking whether they can lift without any help screens out people who could do the job with an accommodation such as a lift assist. Asking whether they will need an accommodation is generally off limits before an offer unless a disability is obvious or has been disclosed, and questions about past injuries or workers' comp claims are disability-related inquiries the ADA bars until a conditional offer.",
    sources: [
      {
        title: "42 U.S.C. § 12112(d)(2) (ADA, pre-offer inquiries)",
        url: "https://www.law.cornell.edu/uscode/text/42/12112",
        checked: "2026-11-28",
      },
      {
        title:
          "EEOC, Enforcement Guidance: Preemployment Disability-Related Questions and Medical Examinations",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-10",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "Your company, a business covered by the California Consumer Privacy Act, is launching a new careers site for its California jobs. What must applicants be given at or before the point the site collects their information?",
    options: [
      "A checkbox consenting to the privacy policy before they apply",
      "A cookie banner that blocks all tracking until they opt in",
      "A 'Do Not Sell or Share' link on every page of the site",
      "A notice of what data it collects, why, and for how long",
    ],
    correctAnswer: 3,
    explanation:
      "For this purpose the CCPA is a notice law, not a consent law: at or before collection a business must give applicants a notice at collection listing the categories of personal information (and sensitive personal information) it collects, the purposes, whether it sells or shares them, and how long it keeps each category. A consent checkbox is borrowed from consent-based privacy regimes and does not replace the notice, and an opt-in cookie banner is likewise a European requirement, not a CCPA one. The 'Do Not Sell or Share' link is required only of a business that sells or shares personal information.",
    sources: [
      { title: "Cal. Civ. Code § 1798.100(a) (CCPA notice at collection)", checked: "2026-11-28" },
      {
        title: "Cal. Code Regs. tit. 11, § 7012 (CCPA regulations: notice at collection)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-11",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "A California client with 40 employees wants its online application to screen out anyone who answers yes to 'Have you been convicted of a felony in the last seven years?' What should you advise?",
    options: [
      "Remove it; the law bars asking before a conditional offer",
      "Keep it; its time limit matches the state's lookback rule",
      "Keep it, but make it optional rather than disqualifying",
      "Remove it; state law bars asking about convictions at all",
    ],
    correctAnswer: 0,
    explanation:
      "California's Fair Chance Act bars employers with five or more employees from asking about conviction history, on an application or otherwise, before a conditional offer, and then requires an individualized assessment before any denial. A seven-year limit echoes background-report lookback rules but does not make a pre-offer question lawful. Making the question optional still asks it too early. The law does not ban the subject outright: after a conditional offer the employer may consider conviction history, subject to that individualized assessment and notice before any withdrawal.",
    sources: [
      { title: "Cal. Gov. Code § 12952 (California Fair Chance Act)", checked: "2026-11-28" },
    ],
  },
  {
    id: "ats2-12",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "You are building an application form in the ATS for a client's delivery-driver jobs based in California. Which question has to come off the form?",
    options: [
      "Are you legally authorized to work in the United States?",
      "Are you at least 18 years old, the job's minimum age?",
      "What was your base pay in your most recent driving job?",
      "Do you hold a valid driver's license for the vehicle class?",
    ],
    correctAnswer: 2,
    explanation:
      "California bars employers from asking applicants about their pay history, on an application or otherwise, though they may ask what pay the applicant expects for the job. Work authorization may be asked of every applicant. A minimum-age question is lawful where the job has a real age floor, since it screens out only minors and not the 40-and-over group the law protects, and a driver's license question is lawful for a job that requires driving.",
    sources: [
      { title: "Cal. Lab. Code § 432.3 (salary history inquiries)", checked: "2026-11-28" },
    ],
  },
  {
    id: "ats2-13",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "A recruiter at an 85-employee private company, with no federal contracts and not part of a larger corporate group, is asked whether the ATS must produce data for an EEO-1 filing. What is correct?",
    options: [
      "A filing is due; Title VII covers 15 or more employees",
      "A filing is due; the duty begins at 50 employees",
      "No filing is due; the report is for federal contractors",
      "No filing is due; the duty begins at 100 employees",
    ],
    correctAnswer: 3,
    explanation:
      "Private employers file the EEO-1 Component 1 report when they have 100 or more employees, or fewer if they belong to a group of companies that together reach 100. Fifteen employees is when Title VII coverage and its recordkeeping duties begin, not the filing duty. Fifty was the threshold for certain federal contractors, which this company is not. The EEO-1 is not reserved to federal contractors: private employers must file by size alone, which is why the answer turns on the 100-employee line.",
    sources: [
      {
        title: "29 CFR § 1602.7 (EEO-1 filing requirement)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.7",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-14",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "You are setting up the online application for a client's jobs in Massachusetts. Which statement does state law require on every application form for work there?",
    options: [
      "That requiring a lie detector test for a job is unlawful",
      "That applicants with sealed records may answer 'no record'",
      "That the employer will not ask about the applicant's pay history",
      "That applicants may see their personnel file once hired",
    ],
    correctAnswer: 0,
    explanation:
      "Massachusetts requires every application for employment in the state to carry a set notice that it is unlawful to require or administer a lie detector test as a condition of employment, and applicants have brought class actions over online forms that left it out. The sealed-record statement belongs with a criminal-history question asked later in the process; the state's ban-the-box rule keeps that question off the initial application. Massachusetts bans pay-history questions but does not require a statement saying so, and employees' right to see their personnel records is not a notice the application must carry.",
    sources: [
      {
        title:
          "Mass. Gen. Laws ch. 149, § 19B (lie detector tests; notice required on applications)",
        url: "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter149/Section19B",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-15",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "A new hire leaves the race and ethnicity items blank on the voluntary self-identification form and tells HR she prefers not to answer. The company files an EEO-1 report. What does the EEOC's EEO-1 guidance allow for her?",
    options: [
      "Report her in a 'not disclosed' column for race and ethnicity",
      "Leave her out of the establishment's employee totals",
      "Use employment records or observer identification",
      "Keep asking at each review until she gives an answer",
    ],
    correctAnswer: 2,
    explanation:
      "Self-identification is the preferred method, but the EEO-1 instructions say that when an employee declines, the employer may use employment records or observer identification, keeping such records apart from files used for personnel decisions. The report has no 'not disclosed' race or ethnicity column, and every employee in the payroll period must be counted, so she cannot be left out. Pressing her again and again undercuts the voluntary nature of the form and is not what the guidance asks.",
    sources: [
      {
        title: "EEOC, EEO-1 Component 1 Instruction Booklet (race/ethnicity identification)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-16",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "Reviewing finalists in the ATS, a hiring manager asks you to unhide the applicants' voluntary race and gender answers so she can 'make sure the slate is diverse'. What should you do?",
    options: [
      "Show them for finalists, where the slate gets decided",
      "Keep them hidden; offer pooled applicant data from HR",
      "Show them, since the applicants chose to provide them",
      "Ask the finalists directly how they identify instead",
    ],
    correctAnswer: 1,
    explanation:
      "Self-identification answers are collected for aggregate reporting and kept apart from decision-makers, and the form promises applicants they will not affect selection; using race or sex to pick among individual candidates is disparate treatment under Title VII, whatever the motive. Pooled data from HR lets the team review its outreach without tying answers to people. Limiting the answers to finalists puts them at the exact point of decision, applicants gave the data for reporting rather than selection, and asking finalists directly puts the same information in the decision-maker's hands.",
    sources: [
      {
        title: "42 U.S.C. § 2000e-2(a) and (m) (Title VII, unlawful employment practices)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e-2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-17",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "Before an on-site interview, a candidate emails you a doctor's note saying she needs a ground-floor room because of a mobility impairment. How should you handle the note?",
    options: [
      "Keep it in a restricted medical file; tell the panel only the room change",
      "Attach it to her ATS profile so the panel knows why the room changed",
      "Forward it to the panel chair so she can arrange the room",
      "Delete it after the interview, since it plays no part in the decision",
    ],
    correctAnswer: 0,
    explanation:
      "The ADA requires medical information gathered in the accommodation process to be kept confidential and apart from the general file, while those who must arrange the accommodation may be told what it is, so the panel learns of the room change and nothing more. Attaching the note to the profile exposes her medical details to everyone who opens the record, and forwarding it to the panel chair hands her diagnosis to a decision-maker when only the room change needed passing on. Requests for reasonable accommodation are among the hiring records that must be kept for at least a year, so deleting the note is wrong too.",
    sources: [
      {
        title: "29 CFR § 1630.14 (ADA, confidentiality of medical information)",
        url: "https://www.law.cornell.edu/cfr/text/29/1630.14",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1602.14 (EEOC record retention, including accommodation requests)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-18",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "At a 300-employee company, a hiring manager reviewed 20 resumes handed to her at a career fair for an open position and rejected them all, without entering any in the ATS. What should happen to those resumes?",
    options: [
      "Discard them, since people outside the ATS are not applicants",
      "Keep them in a folder until the role is filled, then shred them",
      "Load them into the ATS as general leads, with no role attached",
      "Keep them with that role's hiring records for at least a year",
    ],
    correctAnswer: 3,
    explanation:
      "EEOC rules require covered employers to keep applications and other records having to do with hiring for at least a year from the record or the decision, whichever is later, however the resume arrived; the ATS is a tool, not the legal test of who applied. Discarding them, or shredding them once the role is filled, destroys required records. Loading them as unattached leads keeps the paper but loses the record that they were considered and rejected for this role.",
    sources: [
      {
        title: "29 CFR § 1602.14 (EEOC record retention)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-19",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "Your ATS now sends job-alert emails to 40,000 past applicants from your company's own domain instead of the vendor's, and most of them land in Gmail spam folders. What should IT check first?",
    options: [
      "That each email carries the company's EEO statement",
      "That the domain is set up with SPF, DKIM and DMARC records",
      "That each email includes a physical mailing address",
      "That subject lines avoid words such as 'job' or 'hiring'",
    ],
    correctAnswer: 1,
    explanation:
      "Gmail and other large mailbox providers require bulk senders to authenticate their domain with SPF and DKIM and to publish a DMARC policy, and mail that fails those checks is filtered or rejected, which is the usual cause when sending moves to a new domain. An EEO statement is content, not a deliverability signal. A postal address is a CAN-SPAM requirement for commercial email, but leaving it out is not what sends mail to spam. Avoiding ordinary words such as 'job' is folklore: filters weigh authentication, sender reputation and complaint rates.",
    sources: [
      {
        title: "Google, Email sender guidelines (Gmail requirements for bulk senders)",
        checked: "2026-11-28",
      },
      {
        title: "RFC 7489, Domain-based Message Authentication, Reporting, and Conformance (DMARC)",
        url: "https://www.rfc-editor.org/rfc/rfc7489",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-20",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "The operations lead at a 200-employee staffing firm wants the ATS to purge applicants for temporary assignments 90 days after they are turned down, citing the age-discrimination recordkeeping rule for temporary jobs. The firm works in a state with no retention rule of its own. What should you tell her?",
    options: [
      "Ninety days is enough, since the openings were temporary",
      "Ninety days is enough, except for applicants aged 40 or over",
      "Keep them at least a year; the Title VII rule is longer",
      "Keep them two years, the standard period for staffing firms",
    ],
    correctAnswer: 2,
    explanation:
      "The ADEA regulations do allow 90 days for applicants to positions known to be temporary, but the firm is also covered by Title VII and the ADA, whose recordkeeping rule keeps hiring records for one year with no exception for temporary jobs, so the longer rule controls. Carving out applicants aged 40 or over misreads the ADEA rule, which applies to all applicants' records, and still ignores Title VII. No federal rule sets a special two-year period for staffing firms.",
    sources: [
      {
        title: "29 CFR § 1602.14 (EEOC record retention)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1627.3(b) (ADEA records, including temporary positions)",
        url: "https://www.law.cornell.edu/cfr/text/29/1627.3",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-21",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "A 40-employee company in California is setting its ATS to purge rejected applicants' records automatically. What is the shortest retention period the setting may use?",
    options: ["One year", "Two years", "Seven years", "Four years"],
    correctAnswer: 3,
    explanation:
      "California's Fair Employment and Housing Act requires employers with five or more employees to keep applications and personnel records for four years from when they were made or from the employment action. One year is the federal EEOC minimum, which the state rule outlasts. Two years was California's rule before the law was lengthened. Seven years is the background-check lookback many recruiters know from consumer reporting rules, not a retention period for applications.",
    sources: [{ title: "Cal. Gov. Code § 12946 (FEHA record retention)", checked: "2026-11-28" }],
  },
  {
    id: "ats2-22",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "Three months after rejecting her, your company, a business covered by the CCPA, gets a request from a California applicant to delete all the personal information it holds about her. What is the right response?",
    options: [
      "Decline, since job applicant data is exempt from the CCPA",
      "Keep what hiring law requires; delete the rest and tell her",
      "De-identify her whole record and keep it for hiring reports",
      "Keep it all for the federal one-year period, then delete it",
    ],
    correctAnswer: 1,
    explanation:
      "The CCPA's right to delete has an exception for information the business must keep to meet a legal obligation, so the company keeps the hiring records that retention laws require (four years under California's FEHA), deletes the rest within the 45-day response period and tells her what it kept and why. The temporary exemption for applicant and employee data has expired, so declining outright is wrong. De-identifying the whole record destroys the application the state's four-year rule requires the company to keep. Holding everything for the federal one year keeps data that is not required and purges required records too early.",
    sources: [
      {
        title: "Cal. Civ. Code § 1798.105 (CCPA right to delete and its exceptions)",
        checked: "2026-11-28",
      },
      { title: "Cal. Gov. Code § 12946 (FEHA record retention)", checked: "2026-11-28" },
    ],
  },
  {
    id: "ats2-23",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "A recruiter at a US agency finds a Berlin-based engineer through her public profile and saves her details to the ATS for a remote role, without contacting her yet. Where GDPR applies, when must she be told her data is held?",
    options: [
      "Within a month, or at first contact if that is sooner",
      "Before any of her details are saved in the ATS",
      "Once she applies or asks what the agency holds",
      "No notice is due, since her profile was public",
    ],
    correctAnswer: 0,
    explanation:
      "When personal data is not collected from the person directly, GDPR Article 14 requires the privacy information within a reasonable period and at the latest within one month, or at the first communication if the data is used to contact her. Notice before saving is the rule when data is collected from the person herself, not when it is sourced. Waiting until she applies or asks confuses the notice duty with her right of access. Data taken from a public profile is still personal data, so the notice duty applies.",
    sources: [
      {
        title: "Regulation (EU) 2016/679 (GDPR), Article 14(3)",
        url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-24",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "A client rejects your submittal as a duplicate because the candidate applied directly on the client's careers site six weeks earlier. You hold her signed right to represent. Under a typical staffing agreement, what follows?",
    options: [
      "Your firm is owed a fee if she is hired within a year",
      "The candidate decides which of the two records stands",
      "The client's earlier record wins and no fee is owed",
      "Your firm is owed a reduced fee for the introduction",
    ],
    correctAnswer: 2,
    explanation:
      "Staffing agreements usually give priority to a candidate already in the client's own system within a set window, so her earlier direct application wins and the agency earns nothing on her for this job; asking candidates about recent direct applications before submitting avoids the wasted work. A signed right to represent proves her consent to your submittal but does not override the client's earlier record. Asking the candidate is how some programs sort out a dispute between two suppliers; it does not displace the client's own prior applicant. Standard terms pay no partial fee for a candidate the client already had.",
    sources: [],
  },
  {
    id: "ats2-25",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "A candidate's resume is attached to her ATS record, but Boolean searches for 'Kubernetes' do not return her, though the skill appears on the resume, and her parsed work-history fields are nearly empty. What is the most likely cause?",
    options: [
      "The index skips skills listed inside job descriptions",
      "The search ignores records older than six months",
      "The parser drops skills that lack years of experience",
      "The file is a scanned image with no text layer",
    ],
    correctAnswer: 3,
    explanation:
      "A scanned or photographed resume saved as a PDF is a picture with no machine-readable text, so the parser extracts almost nothing and keyword search has nothing to index; ask for a text-based file or run it through OCR. Resume search indexes the whole document, skills inside job descriptions included. Record age does not hide a resume from keyword search, and parsers do not drop skills for lacking a years figure; neither would explain empty work-history fields.",
    sources: [],
  },
  {
    id: "ats2-26",
    module: "ATS Knowledge",
    difficulty: "easy",
    question:
      "A new recruiter wants to delete the voluntary race, sex and ethnicity questions from your company's online application, saying it is illegal to ask applicants their race. The company has 300 employees and no federal contracts. What is accurate?",
    options: [
      "Asking is lawful if answers are optional and kept from those who decide",
      "Asking is lawful just for federal contractors with affirmative action duties",
      "Asking is unlawful before an offer, so the questions belong after hire",
      "Asking is lawful as long as every applicant must answer to apply",
    ],
    correctAnswer: 0,
    explanation:
      "Federal law does not bar employers from inviting applicants to self-identify race, sex and ethnicity; the EEOC's guidance is that the answers be voluntary and kept separate from the application, out of the hands of those making hiring decisions, which lets the employer track who applies. It is not a right reserved to federal contractors, and nothing pushes the invitation to after hire. Making the answers mandatory removes the voluntary nature that keeps the practice sound.",
    sources: [{ title: "EEOC, Pre-Employment Inquiries and Race", checked: "2026-11-28" }],
  },
  {
    id: "ats2-27",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "Your team wants to re-engage people who reached the final round of past searches but lost out to another hire, for a new batch of similar openings. Which ATS data makes that list easy to pull?",
    options: [
      "Source tags showing which job board each person came from",
      "Disposition reasons that separate runners-up from rejects",
      "Stage dates showing how long each person spent in review",
      "Resume keywords matched against the new job descriptions",
    ],
    correctAnswer: 1,
    explanation:
      "Specific, consistent disposition reasons are what separate strong runners-up from people who lacked the requirements, which is why vague or catch-all rejection codes ruin rediscovery. Source tags say where people came from, not how far they got or why they stopped. Stage dates show timing, not outcome. Keyword matching finds people with similar words on their resumes, whether or not they ever impressed a hiring manager.",
    sources: [],
  },
  {
    id: "ats2-28",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "You merge two records for one candidate. The older record shows she opted out of text messages last month; the newer one, created by a job-board import, carries the ATS's default 'texting allowed' setting. What should the merged record show?",
    options: [
      "Texts allowed, since the newer record is current",
      "Texts allowed once 90 days pass from the opt-out",
      "Texts blocked until she opts back in herself",
      "Texts set by whichever recruiter owns the record",
    ],
    correctAnswer: 2,
    explanation:
      "An opt-out stays in force until the person herself gives consent again, and a system default on an imported record is not consent, so a merge must carry the opt-out forward. Letting the newer record win is the classic merge mistake that restarts texts to someone who said stop. Opt-outs do not lapse after a cooling-off period, and consent belongs to the candidate, not to the recruiter who owns the record.",
    sources: [
      {
        title:
          "FCC, Report and Order FCC 24-24 (revocation of consent under the TCPA), 47 CFR § 64.1200",
        checked: "2026-11-28",
      },
      {
        title: "CTIA Messaging Principles and Best Practices (opt-out handling)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-29",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "A rejected applicant for a dispatcher job files an EEOC charge. Your ATS purges applicant records a year after each decision, and the other applicants for that job are about to reach that date. Which records must you hold back from the purge?",
    options: [
      "Hers alone, until the charge is finally resolved",
      "Every applicant record in the ATS, until the charge is resolved",
      "Hers and the hired person's, until it is resolved",
      "Those of every applicant for that job, until it is resolved",
    ],
    correctAnswer: 3,
    explanation:
      "Once a charge is filed, the employer must keep all personnel records relevant to it until final disposition, and the EEOC's rule names the application forms and test papers of the charging party and of all other candidates for the same position. Holding only her file, or hers and the person hired, throws away the comparison an investigation needs. A hold on every record in the ATS goes beyond what the rule requires: the duty reaches the records relevant to the charge, so the purge can run for other jobs.",
    sources: [
      {
        title: "29 CFR § 1602.14 (EEOC record retention; preservation once a charge is filed)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-30",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "A recruiting-operations analyst is asked to pull ATS data for the company's EEO-1 Component 1 report. Which population does that report count?",
    options: [
      "Employees on the payroll in one fourth-quarter pay period",
      "Applicants and hires across the whole reporting year",
      "Every person hired at any point in the reporting year",
      "Applicants who completed the voluntary self-ID form",
    ],
    correctAnswer: 0,
    explanation:
      "The EEO-1 Component 1 report is a snapshot of the workforce: employees on the payroll during one pay period the employer picks in October, November or December, which is why the data usually comes from HR and payroll rather than the ATS. Applicant-and-hire counts belong to applicant-flow analyses, not the EEO-1. Counting everyone hired during the year includes people who left and omits long-serving staff. Applicants who filled in the self-ID form are not employees at all.",
    sources: [
      {
        title: "EEOC, EEO-1 Component 1 Instruction Booklet (workforce snapshot period)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-31",
    module: "ATS Knowledge",
    difficulty: "medium",
    question:
      "A vendor tells your talent team that its AI resume screener is 'bias-free' and that the vendor takes responsibility for compliance. Under federal law, who answers for adverse impact the tool has on applicants?",
    options: [
      "The vendor, since its contract accepts responsibility",
      "The vendor, unless the employer changes the tool's settings",
      "The employer, whatever the vendor's contract says",
      "Neither, unless the tool uses race or sex as an input",
    ],
    correctAnswer: 2,
    explanation:
      "Title VII holds the employer responsible for selection procedures that cause disparate impact and are not job-related and consistent with business necessity, and a tool bought from a vendor is still the employer's selection procedure; a contract can shift costs between the parties but not the employer's liability to applicants. Whether the employer edits the settings does not change that. Disparate impact needs no protected trait as an input: proxies such as zip code, school or employment gaps can produce it.",
    sources: [
      {
        title: "42 U.S.C. § 2000e-2(k) (Title VII, disparate impact)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e-2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "ats2-32",
    module: "ATS Knowledge",
    difficulty: "hard",
    question:
      "A federal contractor's old compliance binder says the ATS must log the criteria of every resume-database search under the OFCCP Internet Applicant rule. A new recruiter asks whether that still applies. What is the current position?",
    options: [
      "Yes; it covers any contractor with 50 or more employees",
      "No; it rested on an executive order that has been revoked",
      "Yes; VEVRAA and Section 503 now carry the same rule",
      "No; it starts to apply once an OFCCP audit begins",
    ],
    correctAnswer: 1,
    explanation:
      "The Internet Applicant rule and its search-record duties were part of the regulations under Executive Order 11246, which Executive Order 14173 revoked; OFCCP no longer enforces them and the Labor Department has moved to rescind them. Fifty employees was a threshold for the old affirmative action programs, and it no longer triggers anything under the revoked order. VEVRAA and Section 503 still apply to contractors with their own duties, but they do not carry the search-logging rule. While the rule was in force, its records had to be kept all along, not started when an audit began.",
    sources: [
      {
        title:
          "Executive Order 14173, Ending Illegal Discrimination and Restoring Merit-Based Opportunity (revoking Executive Order 11246)",
        checked: "2026-11-28",
      },
      {
        title:
          "41 CFR §§ 60-1.3 and 60-1.12 (former Internet Applicant definition and record keeping; proposed for rescission)",
        checked: "2026-11-28",
      },
    ],
  },
];
