import type { AssessmentQuestion } from "../assessment";

// The bank's "Sourcing Strategies" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

const checked = "2026-11-28";

const linkedInBoolean = {
  title: "LinkedIn Help, Using Boolean search on LinkedIn (operators and order of precedence)",
  checked,
};

export const sourcingQuestions: readonly AssessmentQuestion[] = [
  {
    id: "src2-01",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A sourcer types Java OR Python AND developer, with no parentheses, into LinkedIn's keyword search. Which profiles does the search return?",
    options: [
      "Any with developer that also has Java or Python",
      "Any with all three: Java, Python and developer",
      "Any with Java, plus any with both Python and developer",
      "Any with both Java and Python, plus any with developer",
    ],
    correctAnswer: 2,
    explanation:
      "LinkedIn applies NOT, then AND, then OR, so AND binds Python to developer first and OR then adds every Java profile, whether or not it says developer. Reading the string left to right (developer plus either language) is what the sourcer meant, and it needs parentheses around Java OR Python. Requiring all three terms would treat OR as if it were AND, and pairing Java with Python gets wrong which operator binds first.",
    sources: [linkedInBoolean],
  },
  {
    id: "src2-02",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      'In a job board\'s resume database, a sourcer searches for "senior java software engineer" inside quotation marks and gets very few hits for a skill set that is common in the market. What is the most likely cause?',
    options: [
      "The words must sit side by side in that order",
      "Phrases are checked against the current title field alone",
      "The tool reads the four words as OR alternatives",
      "The tool skips short or frequent words in phrases",
    ],
    correctAnswer: 0,
    explanation:
      'Quotation marks demand an exact phrase, so a resume that says "Senior Software Engineer (Java)" or "Java developer, senior level" is missed; quote only the core title and add the other words outside the quotes. Quotes do not move a search into the title field, they do not turn words into OR alternatives (that would widen the results), and resume databases do not skip ordinary words such as senior inside a quoted phrase.',
    sources: [],
  },
  {
    id: "src2-03",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A sourcer looking for senior Java engineers adds NOT junior to her keyword string to cut out entry-level profiles. The count halves, and several strong profiles she knew about vanish. What is the best fix?",
    options: [
      "Widen it to NOT (junior OR entry OR intern) for coverage",
      "Exclude junior in the current job title filter instead",
      "Move NOT junior to the front so it runs first",
      "Add AND (lead OR staff) before NOT junior",
    ],
    correctAnswer: 1,
    explanation:
      'A keyword NOT removes every profile that contains the word anywhere, so seniors who wrote "mentored junior developers" disappear; excluding it in the title field drops only people whose title says junior. Adding entry and intern to the NOT removes even more good profiles, and moving the NOT to the front changes nothing because NOT is applied wherever it sits. Adding AND (lead OR staff) still leaves the NOT in force on the whole profile.',
    sources: [],
  },
  {
    id: "src2-04",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A sourcer copies an X-ray string from an old training deck: site:linkedin.com/in +Kubernetes +Terraform Denver. Google keeps returning profiles that lack Terraform. What should she change first?",
    options: [
      "Type AND in capitals between the two required skills",
      "Put both required skills inside one pair of quotes",
      "Group the two required skills inside parentheses",
      "Quote each required skill on its own",
    ],
    correctAnswer: 3,
    explanation:
      "Google retired the plus operator years ago and now ignores it, and it may drop an unquoted word; putting a single word in quotes is how Google forces an exact match. Google already joins words with an implied AND, so typing AND changes nothing. One pair of quotes around both skills demands the two words side by side as a phrase, and parentheses group terms for OR but do not force a word to appear.",
    sources: [
      {
        title: "Google Search Help, Refine Google searches (exact match with quotation marks)",
        checked,
      },
    ],
  },
  {
    id: "src2-05",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      'Your Google X-ray of LinkedIn turns up a public profile whose result reads "Plant Controller at Acme Foods." You plan to pitch her a controller role at one of Acme\'s competitors. What should you do before writing to her?',
    options: [
      "Make her current employer the hook of your message",
      "Check her live page to confirm where she works now",
      "Rerun the search limited to the past month",
      "Email her work address using the company's pattern",
    ],
    correctAnswer: 1,
    explanation:
      "Google's index and snippets can lag a profile by months, so the title and employer in an X-ray result must be checked on the live profile before they shape your message. Building the pitch around her employer risks opening with a stale fact, and a date limit on Google filters when pages were indexed, not whether she still holds the job. Writing to a work address guessed from the company's pattern exposes a passive candidate to her employer.",
    sources: [],
  },
  {
    id: "src2-06",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A sourcer pastes (account* AND payab*), a string that works in her agency's ATS, into LinkedIn's keyword search to find accounts payable staff. What should she change?",
    options: [
      "Change each asterisk to a question mark",
      "Put each truncated term inside quotation marks",
      "Keep it as is, since truncation carries over",
      "Spell out each form, joined by OR",
    ],
    correctAnswer: 3,
    explanation:
      'LinkedIn does not support wildcard or truncation searches, so the forms have to be written out, for example (accounting OR accountant OR "accounts payable" OR AP). A question mark is a single-character wildcard in some databases, not a LinkedIn operator, and quotes make the asterisk part of an exact phrase rather than a wildcard. Assuming an ATS\'s truncation carries over is the mistake that produced the problem.',
    sources: [linkedInBoolean],
  },
  {
    id: "src2-07",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      "An agency recruiter is sourcing LPNs for skilled nursing facilities in Houston, and her Boolean string returns thin results. Which term should she add with OR first?",
    options: ["LVN", "CNA", "CMA", "PCT"],
    correctAnswer: 0,
    explanation:
      "Texas, like California, licenses practical nurses under the title Licensed Vocational Nurse, so many qualified Houston nurses write LVN and never LPN. A CNA is a certified nursing assistant, a CMA is a certified medication aide or medical assistant, and a PCT is a patient care technician; none holds a practical nurse license.",
    sources: [
      {
        title: "Texas Occupations Code ch. 301 (Nursing Practice Act: vocational nurse licensure)",
        checked,
      },
    ],
  },
  {
    id: "src2-08",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A hospital needs a bachelor's-level generalist for its core lab. The sourcer's string is (\"medical laboratory scientist\" OR MLS). Which terms should she add with OR to widen it without pulling in the wrong level?",
    options: [
      '"laboratory assistant" OR phlebotomist',
      '"medical laboratory technician" OR MLT',
      '"medical technologist" OR "clinical laboratory scientist"',
      "histotechnologist OR cytotechnologist",
    ],
    correctAnswer: 2,
    explanation:
      "Medical technologist, MT(ASCP), is the older name for the same bachelor's-level certification now called MLS(ASCP), and California licenses the role as Clinical Laboratory Scientist. The medical laboratory technician (MLT) is the associate-degree level below it, histotechnologists and cytotechnologists are separate specialties, and lab assistants and phlebotomists collect or process specimens rather than run the bench.",
    sources: [
      {
        title: "ASCP Board of Certification, Medical Laboratory Scientist MLS(ASCP) (formerly MT)",
        checked,
      },
      {
        title:
          "California Department of Public Health, Laboratory Field Services: Clinical Laboratory Scientist license",
        checked,
      },
    ],
  },
  {
    id: "src2-09",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      'A sourcer fills family nurse practitioner roles for urgent care clinics. Her string requires "FNP-BC", and it keeps missing board-certified family NPs she knows are in the market. What is the most likely reason?',
    options: [
      "Family NPs list the broader PMHNP-BC credential instead",
      "ANCC retired that credential in favor of APRN-CNP",
      "Family NPs list their RN license in place of certifications",
      "Many certify through AANPCB, which awards FNP-C instead",
    ],
    correctAnswer: 3,
    explanation:
      "Two boards certify family nurse practitioners: ANCC awards FNP-BC and the AANP Certification Board awards FNP-C, so a string should accept both. PMHNP-BC is the psychiatric-mental health NP credential, not a broader family one. ANCC still awards FNP-BC, and NPs do list their certification, since employers and payers require it.",
    sources: [
      {
        title: "AANP Certification Board, Family Nurse Practitioner (FNP-C) certification",
        checked,
      },
      { title: "ANCC, Family Nurse Practitioner Certification (FNP-BC)", checked },
    ],
  },
  {
    id: "src2-10",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A corporate recruiter needs sitting CFOs of mid-size manufacturers. She types CFO into LinkedIn Recruiter's keyword field and gets pages of controllers and FP&A managers. What should she change first?",
    options: [
      "Add NOT controller and NOT manager to her keywords",
      'Add the full form "chief financial officer" in quotes',
      "Move the title terms into the current job title filter",
      "Set the years-of-experience filter to 20 or more",
    ],
    correctAnswer: 2,
    explanation:
      'The keyword field searches the whole profile, so every controller who "reports to the CFO" matches; a job title filter set to current titles returns people who hold the role now. NOT controller and NOT manager would also remove real CFOs who list earlier controller jobs, and adding the spelled-out title as a keyword still matches anyone who mentions reporting to one. A years-of-experience filter leaves senior controllers in and cuts younger CFOs.',
    sources: [],
  },
  {
    id: "src2-11",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A tech sourcer runs a GitHub user search for language:rust location:denver. Which accounts does the language qualifier match?",
    options: [
      "Users who list that language as a skill in their bio",
      "Users whose own repositories are mostly in that language",
      "Users with any commit to a repository in that language",
      "Users who starred repositories written in that language",
    ],
    correctAnswer: 1,
    explanation:
      "GitHub's user search matches users by the languages of repositories they own, favoring those with a majority in that language; it does not read bios, stars or commits to other people's projects. So a strong Rust engineer whose work lives in an employer's organization or in other maintainers' repositories can be missed, and the sourcer should also search those projects' contributors.",
    sources: [
      {
        title: "GitHub Docs, Searching users (language and location qualifiers)",
        url: "https://docs.github.com/en/search-github/searching-on-github/searching-users",
        checked,
      },
    ],
  },
  {
    id: "src2-12",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A hiring manager wants to drop a backend engineer from your slate because his GitHub profile shows an almost empty contribution graph. He has eight years at a fintech firm. What should you tell the manager?",
    options: [
      "Work in private employer repos does not show on his graph",
      "An empty graph is a sign his skills have gone stale",
      "His forks of popular projects beat the graph as evidence",
      "His follower count beats the graph as a test of standing",
    ],
    correctAnswer: 0,
    explanation:
      "Contributions to private repositories are hidden from a public profile unless the user turns on private contribution counts, and work kept on GitLab or Bitbucket does not appear at all, so many employed engineers show sparse graphs. The graph says nothing about stale skills here. A fork is a copy of someone else's project and shows no work on its own, and follower counts measure visibility, not ability.",
    sources: [
      {
        title: "GitHub Docs, Showing your private contributions and achievements on your profile",
        checked,
      },
    ],
  },
  {
    id: "src2-13",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A corporate recruiter reopens a financial analyst req four months after it was filled and finds the last search's runner-up in the ATS. Before calling her, what should the recruiter review first?",
    options: [
      "The disposition reason and panel notes",
      "Her original application date and the source it came from",
      "The pay range that was posted for the role the last time",
      "The keyword match score her resume received",
    ],
    correctAnswer: 0,
    explanation:
      "The disposition reason and the panel's notes show why she was not chosen and whether the team would hire her now, which decides whether and how to re-engage her. Her application date and source matter for reporting, not for the call. The old pay range may have changed, and an ATS match score says less than the panel's actual judgment of her.",
    sources: [],
  },
  {
    id: "src2-14",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A 60-person food plant's workforce is almost entirely of one national origin. To save ad spend, the plant manager asks your agency to fill ten line jobs through referrals from current staff and no other channel. What is the main legal concern?",
    options: [
      "Title VII reaches an employer once it has 100 workers",
      "Hiring through staff referrals alone can shut out other groups",
      "An agency cannot take referrals from a client's staff",
      "Referral hiring needs an affirmative action plan on file",
    ],
    correctAnswer: 1,
    explanation:
      "The EEOC warns that relying on word-of-mouth recruiting by a homogeneous workforce tends to reproduce it and can be discriminatory, and an agency that carries out the plan can share the liability. Title VII covers employers with 15 or more employees; 100 is the EEO-1 reporting threshold. Agencies can and do take referrals from clients' staff, and written affirmative action plans are a federal contractor duty, not a condition of referral hiring.",
    sources: [
      {
        title:
          "EEOC Compliance Manual, Section 15: Race and Color Discrimination (recruitment, word-of-mouth referrals)",
        checked,
      },
      {
        title: "42 U.S.C. § 2000e(b) (Title VII, employer of 15 or more employees)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e",
        checked,
      },
    ],
  },
  {
    id: "src2-15",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      'A company\'s referral program draws few names from its monthly all-staff email asking, "Know anyone great? Send them our way!" What change does the most to raise useful referrals?',
    options: [
      "Raise the bonus amount and resend the same all-staff email",
      "Post the open roles on the company intranet page",
      "Pay the bonus on referral instead of at 90 days",
      "Ask staff by team for the best people they've worked with",
    ],
    correctAnswer: 3,
    explanation:
      "A specific prompt, such as asking each engineering team who was the best tester they ever worked with, jogs memory in a way a general appeal does not, and it is the standard way recruiters mine an employee's network. A bigger bonus on the same vague email rarely changes behavior, an intranet list waits for people to look, and paying before the hire stays rewards volume over quality.",
    sources: [],
  },
  {
    id: "src2-16",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      "A corporate recruiter finds several former employees through the company's alumni group on LinkedIn and wants to approach them for a hard-to-fill plant supervisor role. What should she check first for each person?",
    options: [
      "Whether they signed a non-compete when they left",
      "Their final salary, so the offer can match it",
      "Their rehire eligibility code in the HR system",
      "Their exit interview comments about their manager",
    ],
    correctAnswer: 2,
    explanation:
      "Before anyone contacts a former employee, HR's rehire eligibility flag shows whether the company will take that person back; a boomerang marked ineligible should not be recruited. A non-compete protects the former employer against competitors, not against rehiring by the same company. Final salary and exit comments are useful later, once the person is known to be eligible and interested.",
    sources: [],
  },
  {
    id: "src2-17",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A defense contractor client needs a network engineer who already holds an active TS/SCI clearance. A candidate you screened says she has one. Who can confirm her clearance status before the client makes an offer?",
    options: [
      "You, from a copy of her SF-86 and its submission date",
      "You, from the clearance card her agency issued to her",
      "The client's facility security officer, in the government's system",
      "Her last employer's security office, on a reference call",
    ],
    correctAnswer: 2,
    explanation:
      "Clearance eligibility is recorded in the government's personnel security system of record, which a cleared employer's facility security officer can check; recruiters have no access, so the check goes to the client's FSO with the candidate's details and consent. An SF-86 is the questionnaire that starts an investigation, so it shows an application, not a granted or current clearance, and no card or certificate is issued to prove one. A former employer's security office is not the system of record and is not where a new employer confirms current status.",
    sources: [
      {
        title:
          "32 CFR Part 117 (National Industrial Security Program Operating Manual), personnel security clearances",
        checked,
      },
      {
        title:
          "Defense Counterintelligence and Security Agency, Personnel Security (eligibility recorded in the DoD system of record)",
        checked,
      },
    ],
  },
  {
    id: "src2-18",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      "An IT staffing recruiter needs a W-2 contract .NET developer in Charlotte by Friday and wants a resume database full of tech contractors. Which source fits best?",
    options: ["Wellfound", "Upwork", "Handshake", "Dice"],
    correctAnswer: 3,
    explanation:
      "Dice is the long-standing US job board for technology professionals, and its resume database is heavy with IT contractors used to W-2 and corp-to-corp work. Upwork is a marketplace for freelancers who bill projects through the platform, not a pool of contractors for an agency's W-2 payroll; Wellfound serves startups hiring mostly full-time staff directly; and Handshake serves students and new graduates.",
    sources: [],
  },
  {
    id: "src2-19",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "An agency recruiter working reqs for several clients finds an Army veteran whose resume lists her military occupational specialty only as 68W. Which open req is the closest match to that training?",
    options: [
      "Emergency medical technician",
      "Class A truck driver",
      "Armed security officer",
      "Warehouse supply clerk",
    ],
    correctAnswer: 0,
    explanation:
      "68W is the Army's combat medic specialist, whose training includes national EMT certification, so an EMT or similar clinical support role is the natural match. A Class A driver would come from a motor transport operator (88M), a security officer from military police (31B), and a supply clerk from a unit supply specialist (92Y).",
    sources: [
      {
        title: "U.S. Army, Combat Medic Specialist (68W)",
        checked,
      },
      {
        title:
          "O*NET OnLine, Military Crosswalk (military occupation codes to civilian occupations)",
        checked,
      },
    ],
  },
  {
    id: "src2-20",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      'A sourcer\'s string for cardiac step-down RNs is ("step-down" OR "step down") AND RN, and it misses many nurses she knows work on such units. Which unit name should she add with OR first?',
    options: ["PACU", "PCU", "CVICU", "L&D"],
    correctAnswer: 1,
    explanation:
      "Many hospitals call their step-down units progressive care units, and nurses list PCU on their profiles instead of the words step-down (intermediate care, IMC, is another common name). A PACU is the post-anesthesia recovery unit, a CVICU is a cardiovascular intensive care unit a level of acuity above step-down, and L&D is labor and delivery.",
    sources: [
      {
        title:
          "AACN, PCCN certification (progressive care nursing: step-down, intermediate care and similar units)",
        checked,
      },
    ],
  },
  {
    id: "src2-21",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      'A passive controller replies to your outreach: "Thanks, but I\'m not looking right now." What is the best reply?',
    options: [
      "Send the full job description in case she reconsiders",
      "Thank her; ask what would make a move worth it",
      "Ask her to share her resume for roles in the future",
      "Mark her not interested and close her ATS record",
    ],
    correctAnswer: 1,
    explanation:
      "Asking what would make a move worth considering keeps the door open and tells you when and with what to come back, and it often leads to a referral. Sending the full description ignores her answer, asking a passive person to update a resume is a chore she has no reason to do, and closing the record throws away a warm contact who may move within the year.",
    sources: [],
  },
  {
    id: "src2-22",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A sourcer needs QA automation engineers who write Selenium and Playwright test code for a client's product team. Which title should she add with OR to catch more of them?",
    options: ["SDET", "SRE", "BSA", "DevOps"],
    correctAnswer: 0,
    explanation:
      "SDET (software development engineer in test) is the usual title for engineers who write automated test code, and many QA automation engineers carry it. An SRE is a site reliability engineer who keeps production systems running, DevOps engineers automate builds, deployment and infrastructure rather than product testing, and a BSA is a business systems analyst who writes requirements.",
    sources: [],
  },
  {
    id: "src2-23",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A client asks your agency for a more diverse slate for its controller search. Which plan is both lawful and effective?",
    options: [
      "Present candidates from underrepresented groups ahead of others",
      "Post it on diversity boards alone for the first two weeks",
      "Add sources like NABA and ALPFA, then judge all on one standard",
      "Hold the search open until half the slate is women or minorities",
    ],
    correctAnswer: 2,
    explanation:
      "Widening where you look, for example through the National Association of Black Accountants and ALPFA, grows the pool lawfully as long as every candidate is then judged on the same job-related criteria. Ranking candidates ahead of others by group, giving some groups a two-week head start by posting on diversity boards alone, or holding a search until a demographic quota is met all treat people differently because of protected traits, which Title VII bars for employers and employment agencies alike.",
    sources: [
      {
        title: "42 U.S.C. § 2000e-2(a)-(b) (Title VII, employer and employment agency practices)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e-2",
        checked,
      },
      {
        title: "EEOC Compliance Manual, Section 15: Race and Color Discrimination (recruitment)",
        checked,
      },
    ],
  },
  {
    id: "src2-24",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      'For a 500-person client that wants "early-career" analysts, an agency sourcer narrows her LinkedIn results to people who finished college in the last six years. How does the law treat this?',
    options: [
      "Lawful: the ADEA binds the employer, not the agency",
      "Lawful: early-career roles fall under an ADEA exception",
      "Unlawful: the ADEA bars asking for any degree dates",
      "Unlawful: it screens out older workers by a proxy for age",
    ],
    correctAnswer: 3,
    explanation:
      'Graduation year stands in for age, and the ADEA makes it unlawful for an employment agency to refuse to refer, or to classify, people because of age; the EEOC treats phrases like "recent college graduate" the same way. The ADEA covers agencies as well as employers, and it has no exception for early-career roles. Asking for degree dates is not banned outright, but using them to screen out older workers is.',
    sources: [
      {
        title: "29 U.S.C. § 623(b) (ADEA, employment agencies)",
        url: "https://www.law.cornell.edu/uscode/text/29/623",
        checked,
      },
      {
        title: "29 CFR § 1625.4 (ADEA, help wanted notices)",
        url: "https://www.ecfr.gov/current/title-29/section-1625.4",
        checked,
      },
    ],
  },
  {
    id: "src2-25",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "Three weeks in, a client's VP still wants a plant manager with ten years in aerospace composites, living within 25 miles of a small town, at below-market pay. What should the recruiter bring to the next meeting?",
    options: [
      "A longer Boolean string with more composite synonyms",
      "A salary survey for plant managers across the region",
      "A plan to post the role on several more job boards",
      "A map of who holds such roles nearby and their pay",
    ],
    correctAnswer: 3,
    explanation:
      "A market map, naming how many people within the radius hold comparable roles, where they work and what they earn, turns the argument into evidence and lets the VP choose which of the three requirements to relax. A salary survey speaks to pay alone and says nothing about whether anyone with ten years in composites lives within 25 miles. More synonyms and more job boards keep searching a market that may not exist at that pay and radius.",
    sources: [],
  },
  {
    id: "src2-26",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "An agency is sourcing RNs for a 13-week contract at a hospital in a Nurse Licensure Compact state. A strong candidate lives in a state that has not joined the compact and holds that state's RN license. What does she need to work the contract?",
    options: [
      "A multistate license from any compact state",
      "A license issued by the hospital's state",
      "Her current license, verified through Nursys",
      "A privilege to practice filed through NCSBN",
    ],
    correctAnswer: 1,
    explanation:
      "A multistate license is issued by the nurse's home state and only to residents of a compact state, so a nurse living outside the compact must get a license, by endorsement, from the state where the hospital is. She cannot choose some other compact state to issue a multistate license, a Nursys check verifies a license but does not extend it to another state, and there is no privilege a non-compact nurse can file with NCSBN.",
    sources: [
      {
        title:
          "NCSBN, Nurse Licensure Compact (multistate license issued by the primary state of residence)",
        checked,
      },
    ],
  },
  {
    id: "src2-27",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A staffing firm needs Class A drivers to haul gasoline in tank trailers. A driver's CDL shows a single endorsement code. Which code qualifies him for the load?",
    options: ["H", "N", "X", "T"],
    correctAnswer: 2,
    explanation:
      "Gasoline in a tanker needs both the tank and the hazardous materials endorsements, and X is the code for that combination. H alone covers placarded hazmat but not a tank vehicle, N alone covers tank vehicles but not hazmat, and T is for double and triple trailers.",
    sources: [
      {
        title: "49 CFR § 383.153 (CDL endorsement codes)",
        url: "https://www.ecfr.gov/current/title-49/section-383.153",
        checked,
      },
      {
        title: "49 CFR § 383.93 (CDL endorsements)",
        url: "https://www.ecfr.gov/current/title-49/section-383.93",
        checked,
      },
    ],
  },
  {
    id: "src2-28",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A nonbank mortgage lender opens a branch in a new state and asks your agency for loan officers already licensed there. Where should the sourcer confirm each candidate's license in that state?",
    options: [
      "NMLS Consumer Access",
      "FINRA BrokerCheck",
      "NIPR producer lookup",
      "State real estate commission",
    ],
    correctAnswer: 0,
    explanation:
      "Under the SAFE Act, loan originators at nonbank lenders hold state licenses through the Nationwide Multistate Licensing System and Registry, and NMLS Consumer Access shows each state license and its status. FINRA BrokerCheck covers securities representatives, NIPR covers insurance producers, and a real estate commission licenses agents and brokers who sell property, not loan originators.",
    sources: [
      {
        title: "SAFE Act, 12 U.S.C. § 5101 et seq. (licensing of mortgage loan originators)",
        url: "https://www.law.cornell.edu/uscode/text/12/5101",
        checked,
      },
      { title: "NMLS Consumer Access", url: "https://www.nmlsconsumeraccess.org", checked },
    ],
  },
  {
    id: "src2-29",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "A sourcer finds a Java developer through a Recruiter search, messages him, and sends the address of the careers-page posting. The ATS records him as a website applicant, and he is hired. What should the source of hire be?",
    options: [
      "Outbound sourcing, the channel that first reached him",
      "Inbound application, since he submitted it himself",
      "Employee referral, since a staffer passed the opening on",
      "Job board ad, since the opening is syndicated there too",
    ],
    correctAnswer: 0,
    explanation:
      "Source of hire should credit the channel that produced the candidate, here the sourcer's outbound search; the apply form is only how he entered the ATS. Leaving him as an inbound applicant inflates the careers site and hides what outbound sourcing yields. A recruiter passing along a posting is not an employee referral, and the syndicated ad played no part in finding him.",
    sources: [],
  },
  {
    id: "src2-30",
    module: "Sourcing Strategies",
    difficulty: "easy",
    question:
      "A recruiter searching a large job board's resume database for warehouse leads gets 900 matches. Which sort puts the most reachable people at the top?",
    options: [
      "Most years of experience first",
      "Highest keyword relevance first",
      "Most recently active or updated first",
      "Nearest to the client's zip code first",
    ],
    correctAnswer: 2,
    explanation:
      "People who updated a resume or logged in recently are the ones actively looking, so they answer calls and can start soon, which matters most for hourly roles. Older resumes often have dead phone numbers or people already placed. Years of experience, keyword relevance and distance are useful filters, but sorting by them first fills the top of the list with stale records.",
    sources: [],
  },
  {
    id: "src2-31",
    module: "Sourcing Strategies",
    difficulty: "medium",
    question:
      "An agency recruiter sourcing a controller for one client finds an ideal candidate employed by another active client of the agency. What should she do first?",
    options: [
      "Reach out, since the placement is for a different company",
      "Ask that client's HR lead whether the approach is acceptable",
      "Reach out on LinkedIn so nothing touches that client's systems",
      "Check the off-limits terms in the agency's agreement with them",
    ],
    correctAnswer: 3,
    explanation:
      "Most agencies agree, in the contract or by policy, not to recruit their clients' employees, so the off-limits terms decide whether she may approach the candidate at all. Placing her with a different company is exactly what those terms forbid, and asking the client's HR exposes a passive candidate's name to her employer. The contact channel does not change the agreement.",
    sources: [],
  },
  {
    id: "src2-32",
    module: "Sourcing Strategies",
    difficulty: "hard",
    question:
      "A corporate recruiter at a federal contractor with a VEVRAA-covered contract opens a req for a field service technician. Besides her usual sources, where must the opening be listed?",
    options: [
      "On USAJOBS, the federal government's job site",
      "With the state workforce agency's job bank",
      "With the nearest military base transition office",
      "With the OFCCP before posting it anywhere else",
    ],
    correctAnswer: 1,
    explanation:
      "VEVRAA requires covered contractors to list their openings with the appropriate employment service delivery system, in practice the state workforce agency's job bank, so protected veterans get priority referral; executive and senior management jobs, jobs filled from within and jobs lasting three days or less are exempt. The duty comes from the VEVRAA statute itself, so it was not affected by the revocation of Executive Order 11246. USAJOBS carries jobs with federal agencies, not contractors; base transition offices are a good outreach source but do not satisfy the listing rule; and the OFCCP does not take job listings.",
    sources: [
      {
        title: "41 CFR § 60-300.5(a) (VEVRAA equal opportunity clause, mandatory job listing)",
        url: "https://www.ecfr.gov/current/title-41/section-60-300.5",
        checked,
      },
      {
        title: "38 U.S.C. § 4212(a) (VEVRAA, listing of employment openings)",
        url: "https://www.law.cornell.edu/uscode/text/38/4212",
        checked,
      },
    ],
  },
];
