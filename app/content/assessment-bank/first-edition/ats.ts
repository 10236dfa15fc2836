import type { QuestionText } from "../../assessment";

// The bank's "ATS Knowledge" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const atsQuestions: readonly QuestionText[] = [
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
  {
    id: "ats-01",
    module: "ATS Knowledge",
    question:
      "Why should recruiters move candidates to the correct workflow stage in the ATS as soon as something changes?",
    options: [
      "The ATS deletes records that stay in one stage for more than a week",
      "Clients can watch the recruiter's internal ATS stages in real time",
      "Pipeline reports, reminders and metrics rely on current stages",
      "Federal law requires each stage change to be logged within a day",
    ],
    correctAnswer: 2,
    explanation:
      "Stage data drives pipeline views, automated tasks and messages, and metrics such as time in stage and submittal-to-interview ratio. Stale stages mislead everyone who relies on them.",
  },
  {
    id: "ats-02",
    module: "ATS Knowledge",
    question: "What is a knockout question in an online job application?",
    options: [
      "A screening question that filters out applicants lacking a must-have",
      "A difficult technical question saved for the end of the final interview",
      "An optional question that invites applicants to share their pay history",
      "A question recruiters use to persuade a candidate to accept an offer",
    ],
    correctAnswer: 0,
    explanation:
      "Knockout (screening) questions automatically disqualify or flag applicants whose answers show they lack a true minimum requirement, such as a required license or certification.",
  },
  {
    id: "ats-03",
    module: "ATS Knowledge",
    question: "Which is the best use of a knockout question for a registered nurse opening?",
    options: [
      "Screening out anyone who finished nursing school over 20 years ago",
      "Rejecting any applicant who does not list a bachelor's degree in nursing",
      "Filtering out applicants who leave the optional cover letter blank",
      "Confirming that the applicant holds an active RN license for the state",
    ],
    correctAnswer: 3,
    explanation:
      "Knockouts should test a genuine, job-related minimum such as a required license. Graduation-date cutoffs can screen out older workers, and requirements the job does not need exclude qualified people.",
  },
  {
    id: "ats-04",
    module: "ATS Knowledge",
    question: "In an ATS, what is a candidate disposition?",
    options: [
      "The candidate's preferred interview times and contact method",
      "The recorded reason a candidate's consideration for a job ended",
      "The candidate's overall personality score from a hiring test",
      "The date the candidate's resume was first parsed into the ATS",
    ],
    correctAnswer: 1,
    explanation:
      'A disposition closes out a candidate on a requisition with a reason such as "did not meet minimum qualifications," "withdrew" or "hired." Consistent dispositions support reporting and audits.',
  },
  {
    id: "ats-05",
    module: "ATS Knowledge",
    question: "Which disposition reason is best to record for an applicant who was not advanced?",
    options: [
      "Not a culture fit for our team",
      "Hiring manager did not like them",
      "Lacks the required forklift certificate",
      "Did not feel right after the phone screen",
    ],
    correctAnswer: 2,
    explanation:
      'A specific, job-related reason documents a consistent, lawful basis for the decision if it is ever audited or challenged. Vague reasons like "not a fit" are hard to defend and can mask bias.',
  },
  {
    id: "ats-06",
    module: "ATS Knowledge",
    question:
      "How should applicants' voluntary EEO self-identification answers (such as race, sex, veteran or disability status) be handled in an ATS?",
    options: [
      "Stored separately and hidden from hiring decision-makers",
      "Shown on the candidate profile so managers can weigh diversity",
      "Made into required fields so reporting data is always complete",
      "Used as knockout questions for roles with affirmative action goals",
    ],
    correctAnswer: 0,
    explanation:
      "Self-identification is voluntary and must not influence hiring decisions, so it is stored separately and used only for aggregate reporting. Requiring answers or showing them to decision-makers creates discrimination risk.",
  },
  {
    id: "ats-07",
    module: "ATS Knowledge",
    question:
      "Before submitting a candidate to a client, what should a staffing recruiter record in the ATS?",
    options: [
      "The candidate's date of birth, to confirm they fit the job's age range",
      "Screenshots of the candidate's personal social media profiles",
      "The current employer's approval for the candidate to interview",
      "The candidate's approval to be represented for that job and client",
    ],
    correctAnswer: 3,
    explanation:
      "Documenting the candidate's right to represent for the specific job and client shows they agreed to the submittal and protects against duplicate submittals and ownership disputes.",
  },
  {
    id: "ats-08",
    module: "ATS Knowledge",
    question:
      "The ATS shows that a colleague submitted your candidate to the same client last month. What should you do?",
    options: [
      "Resubmit under your own name, since the earlier submittal is stale",
      "Check that submittal's status and coordinate with your colleague",
      "Create a new candidate record so the two submittals stay separate",
      "Send the resume to a different hiring manager within the same client",
    ],
    correctAnswer: 1,
    explanation:
      "A second submittal can confuse the client, trigger fee disputes and break the firm's ownership rules. Check where the first submittal stands and coordinate internally before doing anything else.",
  },
  {
    id: "ats-09",
    module: "ATS Knowledge",
    question: "When merging two duplicate records for the same candidate, what is best practice?",
    options: [
      "Keep the newer record and delete the older one along with its notes",
      'Keep both records and add "DUPLICATE" to the older record\'s name',
      "Keep one record that holds all notes, activity and consent history",
      "Merge them only if both records list the same current phone number",
    ],
    correctAnswer: 2,
    explanation:
      "A proper merge leaves a single record while preserving all history, submittals and consents. Deleting one loses evidence of past contact and ownership; keeping both perpetuates the problem.",
  },
  {
    id: "ats-10",
    module: "ATS Knowledge",
    question: "Which resume feature most often causes ATS parsing errors?",
    options: [
      "Standard section headings such as Experience and Education",
      "A simple, one-column layout in reverse-chronological order",
      "Dates written in one consistent month-and-year format",
      "Key details placed inside images, text boxes or graphics",
    ],
    correctAnswer: 3,
    explanation:
      "Parsers read text in a predictable order, so content inside images, text boxes or complex layouts may be skipped or put in the wrong fields. Recruiters should check parsed fields against the original resume.",
  },
  {
    id: "ats-11",
    module: "ATS Knowledge",
    question: "How does a recruitment CRM typically differ from an ATS?",
    options: [
      "A CRM nurtures talent pools; an ATS manages applicants for open jobs",
      "A CRM runs contractor payroll; an ATS only stores their resumes",
      "A CRM handles client billing; an ATS handles candidate sourcing",
      "A CRM is a job board; an ATS pays that board to post job ads",
    ],
    correctAnswer: 0,
    explanation:
      "A recruitment CRM builds relationships with passive talent before a specific opening exists; an ATS moves applicants through requisition workflows. Many staffing platforms combine both.",
  },
  {
    id: "ats-12",
    module: "ATS Knowledge",
    question:
      "Under EEOC recordkeeping rules, how long must a covered private employer generally keep job applications and related hiring records?",
    options: [
      "Only until the requisition is filled or officially closed",
      "At least one year from the record or the hiring decision",
      "At least ten years from the date the applicant applied",
      "Only for hired applicants, for as long as they are employed",
    ],
    correctAnswer: 1,
    explanation:
      "EEOC rules generally require applications and other employment records to be kept for one year from when the record was made or the personnel action was taken, whichever is later, and longer if a charge is pending. Other laws or contracts may require more.",
  },
  {
    id: "ats-13",
    module: "ATS Knowledge",
    question:
      "A rejected applicant files a discrimination charge. What should happen to their records in the ATS?",
    options: [
      "Delete them right away to limit the firm's potential legal exposure",
      "Keep them only until the standard retention period ends",
      "Send the full file to the applicant before the EEOC asks",
      "Preserve them, pausing routine deletion, until it is resolved",
    ],
    correctAnswer: 3,
    explanation:
      "Once a charge is filed, EEOC rules require keeping the relevant records until the matter is finally resolved. Deleting them, even on a normal schedule, can look like destroying evidence.",
  },
  {
    id: "ats-14",
    module: "ATS Knowledge",
    question: "What does a job board integration in an ATS typically do?",
    options: [
      "Verifies each applicant's identity against government records",
      "Automatically books interviews on the client managers' calendars",
      "Posts openings to job boards and returns applicants tagged by source",
      "Replaces the application form with the job board's own profile",
    ],
    correctAnswer: 2,
    explanation:
      "Posting integrations push jobs from the ATS to job boards and bring applicants back into the ATS tagged with their source, which avoids re-keying and supports source-of-hire reporting.",
  },
  {
    id: "ats-15",
    module: "ATS Knowledge",
    question:
      "A job is filled, but its ads are still live on several job boards linked to the ATS. What is the best fix?",
    options: [
      "Close the requisition in the ATS so the linked postings come down",
      "Leave the ads up to build a pipeline for the next similar opening",
      "Let the ads expire on their own at the end of the posting term",
      "Reply by hand to each new applicant that the job is now filled",
    ],
    correctAnswer: 0,
    explanation:
      "Closing the requisition lets the integration remove or expire the linked postings, so candidates stop applying to a filled job and posting spend stops. Pipeline building belongs in clearly labeled evergreen postings.",
  },
  {
    id: "ats-16",
    module: "ATS Knowledge",
    question:
      "What does an integration between a staffing firm's ATS and a client's vendor management system (VMS) typically do?",
    options: [
      "Moves the staffing firm's payroll processing onto the client's system",
      "Brings VMS job orders into the ATS and sends submittals back to the VMS",
      "Lets the client's managers search the staffing firm's whole database",
      "Removes the need to get a candidate's right to represent before submittal",
    ],
    correctAnswer: 1,
    explanation:
      "ATS-VMS integrations sync requisitions from the client's VMS into the supplier's ATS and push submittals and status updates back, cutting double entry and missed submittal deadlines.",
  },
  {
    id: "ats-17",
    module: "ATS Knowledge",
    question: "What does an ATS audit trail record?",
    options: [
      "The number of applications each job posting received per day",
      "Reviews candidates leave about their interview experience",
      "Who viewed or changed a record, what changed and when",
      "The scores candidates earned on assessments sent by the ATS",
    ],
    correctAnswer: 2,
    explanation:
      "An audit trail logs access to and changes in records, showing who did what and when. It supports investigations, audits and data-protection obligations.",
  },
  {
    id: "ats-18",
    module: "ATS Knowledge",
    question: "Why do staffing firms set candidate-ownership rules in their ATS?",
    options: [
      "To give a recruiter legal ownership of the candidate's personal data",
      "To stop the candidate from working with any other staffing firm",
      "To keep clients from hiring the candidate without the agency",
      "To settle who works with a candidate and gets placement credit",
    ],
    correctAnswer: 3,
    explanation:
      "Ownership rules make clear which recruiter holds the relationship and the credit, reducing internal conflicts and duplicate outreach. They are internal policies and give no rights over the candidate's data or choices.",
  },
  {
    id: "ats-19",
    module: "ATS Knowledge",
    question:
      "Why should an ATS limit who can see fields such as background check results or Social Security numbers?",
    options: [
      "To keep recruiters from learning a candidate's expected pay rate",
      "To limit sensitive data to the people whose roles need it",
      "Because federal law bans storing such data in any software system",
      "To speed up the ATS, since hidden fields load faster for users",
    ],
    correctAnswer: 1,
    explanation:
      "Role-based permissions limit sensitive personal data to those who need it, reducing misuse, the impact of a breach, and the risk that irrelevant information influences hiring decisions.",
  },
];
