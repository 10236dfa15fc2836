import type { QuestionText } from "../../assessment";

// The bank's "Recruitment Fundamentals" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const fundamentalsQuestions: readonly QuestionText[] = [
  {
    id: "q01",
    module: "Recruitment Fundamentals",
    question: 'What does "full-cycle recruiting" mean?',
    options: [
      "Recruiting only for roles that renew on an annual contract cycle",
      "One recruiter owns every stage from intake and sourcing to offer and start",
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
      "To negotiate the agency's fee and the payment terms for this search",
      "To review the resumes already submitted by competing agencies",
      "To finalize the offer letter for the manager's preferred finalist",
      "To agree on must-haves, pay range, interview steps and timing",
    ],
    correctAnswer: 3,
    explanation:
      "Intake aligns recruiter and hiring manager on requirements, compensation, process and timing before sourcing starts, which prevents wasted submittals.",
  },
  {
    id: "fund-03",
    module: "Recruitment Fundamentals",
    question: "How does a job description differ from a job posting?",
    options: [
      "A description is published on job boards; a posting stays in the HR file",
      "A description is drafted by recruiters; a posting is drafted by legal counsel",
      "A description defines the role for internal use; a posting markets it to candidates",
      "A description covers contract roles; a posting covers permanent roles only",
    ],
    correctAnswer: 2,
    explanation:
      "A job description documents the role's duties, requirements and reporting line for internal use. A job posting is an outward-facing ad written to attract applicants, and in some states it must also show a pay range.",
  },
  {
    id: "fund-04",
    module: "Recruitment Fundamentals",
    question: "In most companies, what is a job requisition?",
    options: [
      "An approved request to fill a role, usually tied to budgeted headcount",
      "A signed agreement setting the fee an agency earns for each placement",
      "A candidate's formal written acceptance of a company's offer of employment",
      "A list of interview questions that the hiring team has agreed to use",
    ],
    correctAnswer: 0,
    explanation:
      "A requisition (req) is the internal approval to hire for a role, often with a budget, job code and hiring manager attached. Recruiting work on a role normally starts once the req is approved.",
  },
  {
    id: "fund-05",
    module: "Recruitment Fundamentals",
    question: "How is a contingent search firm paid, compared with a retained one?",
    options: [
      "By the hour for search time; retained firms are paid only when a hire starts",
      "Through a monthly retainer; retained firms are paid only when a hire starts",
      "By a flat fee per resume; retained firms get a share of first-year salary",
      "Only if its candidate is hired; retained firms are paid partly upfront",
    ],
    correctAnswer: 3,
    explanation:
      "A contingent fee is earned only when the firm's candidate is hired. A retained firm is engaged exclusively and paid in installments, usually starting with an upfront retainer, and is typically used for senior or confidential searches.",
  },
  {
    id: "fund-06",
    module: "Recruitment Fundamentals",
    question: "Which person best fits the definition of a passive candidate?",
    options: [
      "Someone who applied to your posting but has not yet been screened",
      "Someone in a job, not looking, who might consider the right move",
      "A candidate who withdrew from your process after the first interview",
      "A job seeker who applies to many postings without reading the details",
    ],
    correctAnswer: 1,
    explanation:
      "Passive candidates are not actively looking, usually because they are employed and reasonably content, so a recruiter has to find and approach them rather than wait for an application.",
  },
  {
    id: "fund-07",
    module: "Recruitment Fundamentals",
    question:
      "On a team that splits the work between sourcers and recruiters, what does a sourcer mainly do?",
    options: [
      "Finds and engages potential candidates to build the pipeline for roles",
      "Negotiates the final offer and manages the new hire's first week on the job",
      "Sets the pay range and approves the headcount for each open position",
      "Runs final-round interviews and makes the hiring decision for managers",
    ],
    correctAnswer: 0,
    explanation:
      "Sourcers focus on the top of the funnel: researching, identifying and engaging candidates, often including a first conversation. Recruiters then manage screening, interviews, offers and closing.",
  },
  {
    id: "fund-08",
    module: "Recruitment Fundamentals",
    question: "What is the main purpose of a recruiter's first phone screen with a candidate?",
    options: [
      "To run the candidate's background check and call their references",
      "To present a written offer and get a verbal acceptance on the call",
      "To confirm key skills, motivation, pay expectations and availability",
      "To stand in for the hiring manager's interview for top-ranked candidates",
    ],
    correctAnswer: 2,
    explanation:
      "The screen checks must-have qualifications, why the candidate would move, compensation expectations, timing and work authorization before anyone spends interview time. It feeds the hiring manager's process rather than replacing it.",
  },
  {
    id: "fund-09",
    module: "Recruitment Fundamentals",
    question:
      "After an intake meeting, a recruiter sends the hiring manager three sample profiles and asks for detailed feedback before running a full search. Why?",
    options: [
      "To meet a federal rule that managers must see at least three candidates",
      "To commit the manager to choosing one of the three sample candidates",
      "To collect the manager's sign-off on the fee before sourcing can begin",
      "To calibrate on what a strong candidate looks like before sourcing at scale",
    ],
    correctAnswer: 3,
    explanation:
      "Calibration profiles test whether recruiter and manager read the requirements the same way. Early feedback corrects the search before a run of mismatched submittals wastes everyone's time.",
  },
  {
    id: "fund-10",
    module: "Recruitment Fundamentals",
    question:
      'A requisition lists 15 "required" skills, and almost no one in the market has all of them. What should the recruiter do first?',
    options: [
      "Submit only candidates who match all 15 skills, however long it takes",
      "Ask the manager to sort the 15 skills into must-haves and nice-to-haves",
      "Quietly drop the skills that seem least important and start sourcing",
      "Raise the posted pay range without consulting the hiring manager first",
    ],
    correctAnswer: 1,
    explanation:
      "Separating true must-haves from preferred or trainable skills gives a realistic, searchable profile. Dropping requirements without the manager's agreement leads to rejected submittals.",
  },
  {
    id: "fund-11",
    module: "Recruitment Fundamentals",
    question:
      "While screening, you learn that a candidate's resume overstates their title at a past employer. What should you do?",
    options: [
      "Raise it with the candidate and submit only an accurate resume",
      "Submit it unchanged, since checking titles is the client's job",
      "Fix the title yourself without telling the candidate or the client",
      "Submit it as is and mention the issue only if the client asks later",
    ],
    correctAnswer: 0,
    explanation:
      "A recruiter's credibility depends on accurate submittals, so the candidate should correct the resume and the recruiter should not knowingly present false information. Quietly editing a resume without the candidate's consent is a misrepresentation too.",
  },
  {
    id: "fund-12",
    module: "Recruitment Fundamentals",
    question: "Which submittal to a hiring manager is most likely to earn an interview?",
    options: [
      "A resume forwarded exactly as received, so the manager sees it first-hand",
      "A list of every candidate screened, so the manager can choose for themselves",
      "A resume with a short note tying the candidate to the role's must-haves",
      "A resume sent before any screening, so it reaches the manager ahead of rivals",
    ],
    correctAnswer: 2,
    explanation:
      "A brief summary that maps the candidate's experience to the must-haves, with confirmed pay expectations and availability, shows the candidate has been screened. Raw or unscreened resumes push that work back onto the manager.",
  },
  {
    id: "fund-13",
    module: "Recruitment Fundamentals",
    question: "A hiring manager says a new requisition is a backfill. What does that mean?",
    options: [
      "The role is a brand-new position just added to the team's budget",
      "The role replaces an employee who has left or is about to leave",
      "The role will be filled only from applicants rejected for other jobs",
      "The role is a short temporary post to cover a seasonal rush of work",
    ],
    correctAnswer: 1,
    explanation:
      "A backfill replaces someone who resigned, moved internally or was let go, so the headcount already exists. A newly created position is usually called a net-new or growth role.",
  },
  {
    id: "fund-14",
    module: "Recruitment Fundamentals",
    question: "Why would a company keep an evergreen requisition open?",
    options: [
      "To advertise a job it has no plans to fill so it appears to be growing",
      "To keep a senior opening hidden from the people who work there now",
      "To hold one new hire's spot open while they finish a notice period",
      "To gather applicants steadily for a role it fills again and again",
    ],
    correctAnswer: 3,
    explanation:
      "Evergreen requisitions support continuous, high-volume hiring, such as retail associates, nurses or drivers, so a pipeline is ready whenever a seat opens. Posting jobs a company never intends to fill misleads candidates.",
  },
  {
    id: "fund-15",
    module: "Recruitment Fundamentals",
    question: "What is an employer value proposition (EVP)?",
    options: [
      "The mix of pay, benefits, culture and career growth that makes a firm appealing",
      "The highest salary an employer will approve for a role before negotiation",
      "A clause in an offer letter that promises new hires a signing bonus",
      "The ratio of a company's annual revenue to the number of its employees",
    ],
    correctAnswer: 0,
    explanation:
      "An EVP sums up what employees get in return for their work, from compensation and benefits to culture, mission and career growth. Recruiters use it to explain why a candidate should choose this employer.",
  },
  {
    id: "fund-16",
    module: "Recruitment Fundamentals",
    question: 'In recruiting slang, what is a "purple squirrel"?',
    options: [
      "A candidate who accepts an offer and then fails to show up on day one",
      "A hiring manager who rejects every candidate without giving feedback",
      "A candidate with a rare, perhaps unrealistic, combination of skills",
      "A candidate submitted to the same job by two different agencies",
    ],
    correctAnswer: 2,
    explanation:
      "The term describes the near-impossible candidate that a wish-list job demands. When a search targets one, the recruiter should reset priorities with the manager rather than search indefinitely.",
  },
  {
    id: "fund-17",
    module: "Recruitment Fundamentals",
    question: "In a candidate-driven job market, what is usually true?",
    options: [
      "Employers have plenty of qualified applicants and can slow the process",
      "Skilled candidates have several options, so slow hiring processes lose them",
      "Candidates must accept lower pay because there are few job openings",
      "Recruiters can rely on job postings alone to fill most roles quickly",
    ],
    correctAnswer: 1,
    explanation:
      "When demand for skills exceeds supply, strong candidates field multiple offers and counter-offers. Speed, clear communication and competitive pay matter more, and sourcing passive talent becomes essential.",
  },
  {
    id: "fund-18",
    module: "Recruitment Fundamentals",
    question:
      "Market data shows a client's pay range is well below what qualified candidates earn. What should the recruiter do?",
    options: [
      "Search anyway and hope that a strong candidate accepts the lower pay",
      "Tell candidates the pay is above the range to keep them interested",
      "Decline the search without explaining the reason to the client",
      "Share the data and discuss raising pay or adjusting requirements",
    ],
    correctAnswer: 3,
    explanation:
      "A recruiter adds value as an advisor: evidence of market rates and the trade-offs (pay, level, requirements, location) lets the client make an informed decision. Misstating pay to candidates destroys trust and wastes time.",
  },
  {
    id: "fund-19",
    module: "Recruitment Fundamentals",
    question: "What is a common reason for a company to run a confidential search?",
    options: [
      "It plans to replace an incumbent who does not yet know of the change",
      "It wants to avoid paying any agency fee when the role is finally filled",
      "It is required by law to hide all executive openings from its staff",
      "It wants to consider only internal candidates for the opening",
    ],
    correctAnswer: 0,
    explanation:
      "Confidential searches protect sensitive situations such as replacing a current leader or preparing a new business line. The recruiter describes the role without naming the company until candidates are qualified and agree to discretion.",
  },
  {
    id: "fund-20",
    module: "Recruitment Fundamentals",
    question: "Which job order is usually the best use of an agency recruiter's limited time?",
    options: [
      "A role sent to ten agencies, with no feedback on any earlier submittals",
      "A role with an unclear budget and a manager who skips intake calls",
      "A role that has stayed open for a year without a single interview",
      "A role with an engaged manager, market pay and a set interview plan",
    ],
    correctAnswer: 3,
    explanation:
      "Qualifying job orders means judging how likely a fill is: urgency, realistic pay and requirements, an accessible manager and a defined process. Orders lacking these often consume hours without producing a placement.",
  },
  {
    id: "fund-21",
    module: "Recruitment Fundamentals",
    question: "What is a key benefit of filling a role through internal mobility?",
    options: [
      "It removes the need for interviews or any documented selection process",
      "It means the team will never need to backfill any of its other roles",
      "The hire already knows the company, which can shorten ramp-up time",
      "It exempts the company from its usual equal employment obligations",
    ],
    correctAnswer: 2,
    explanation:
      "Internal candidates already know the systems, culture and people, and moving up from within supports retention. Internal moves still need fair, documented selection, and they usually create a backfill of their own.",
  },
  {
    id: "fund-22",
    module: "Recruitment Fundamentals",
    question: "What does it mean when a client gives an agency an exclusive on a search?",
    options: [
      "The agency may not present its candidates to any other client that year",
      "No other agency is engaged to work the role for an agreed period",
      "The client promises to hire the first candidate the agency submits",
      "The agency earns its full fee even if the client later cancels the role",
    ],
    correctAnswer: 1,
    explanation:
      "An exclusive gives one agency sole rights among outside firms to work the search for a set time, which usually earns more focus and resources from that agency. It does not oblige the client to hire any particular candidate.",
  },
];
