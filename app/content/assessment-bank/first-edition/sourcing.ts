import type { QuestionText } from "../../assessment";

// The bank's "Sourcing Strategies" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const sourcingQuestions: readonly QuestionText[] = [
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
  {
    id: "src-04",
    module: "Sourcing Strategies",
    question: 'Why would a sourcer write (RN OR "registered nurse") in a Boolean string?',
    options: [
      "To return only profiles that contain both of the terms at once",
      "To match profiles that use either the abbreviation or the full title",
      "To exclude profiles that abbreviate the title instead of spelling it out",
      "To rank profiles with the full title above those with the abbreviation",
    ],
    correctAnswer: 1,
    explanation:
      "OR broadens a search by accepting any of the listed terms, which catches the different ways people describe the same title or skill. AND would require both terms to appear.",
  },
  {
    id: "src-05",
    module: "Sourcing Strategies",
    question: "In a Google X-ray search, how do you exclude pages that contain the word recruiter?",
    options: ["NOT recruiter", "!recruiter", "~recruiter", "-recruiter"],
    correctAnswer: 3,
    explanation:
      "Google excludes a word when a minus sign is placed directly before it, with no space. Google does not treat NOT as an operator, although LinkedIn and most ATS searches do.",
  },
  {
    id: "src-06",
    module: "Sourcing Strategies",
    question: "What does adding intitle:resume to a Google search do?",
    options: [
      "Limits results to pages with the word resume in their page title",
      "Limits results to pages whose web address contains the word resume",
      "Removes every page that has the word resume in its page title",
      "Searches only the resume files that Google keeps in its own cache",
    ],
    correctAnswer: 0,
    explanation:
      "intitle: matches words in a page's title, so intitle:resume surfaces pages titled as resumes. inurl: is the operator that looks at the web address instead.",
  },
  {
    id: "src-07",
    module: "Sourcing Strategies",
    question:
      "A sourcer adds filetype:pdf to a Google X-ray search for resumes. What does that do?",
    options: [
      "Converts each result on the page into a downloadable PDF",
      "Excludes PDF files so that only ordinary web pages appear",
      "Restricts results to documents saved in the PDF format",
      "Restricts results to pages updated within the last year",
    ],
    correctAnswer: 2,
    explanation:
      "filetype: limits results to one file format, such as pdf or docx, which helps find resumes that people have posted as documents. A minus sign before it would exclude that format instead.",
  },
  {
    id: "src-08",
    module: "Sourcing Strategies",
    question: "Why write (Java OR Python) AND developer rather than Java OR Python AND developer?",
    options: [
      "Parentheses make the search engine ignore the word developer",
      "Parentheses turn the two skills into one exact phrase to match",
      "Parentheses return only the profiles that list both of the skills",
      "Parentheses group the alternatives so that AND covers both",
    ],
    correctAnswer: 3,
    explanation:
      "Without parentheses, a search engine may apply the operators in an order you did not intend, for example matching any Java profile whether or not it mentions developer. Grouping makes the logic explicit: either skill, plus developer.",
  },
  {
    id: "src-09",
    module: "Sourcing Strategies",
    question: "In a resume database that supports truncation, what would develop* match?",
    options: [
      "Only the word develop, with nothing added after it",
      "Words that begin with develop, like developer",
      "Words that end in develop, like redevelop",
      "Profiles that never use the word develop at all",
    ],
    correctAnswer: 1,
    explanation:
      "The asterisk stands for any ending, so develop* covers develop, developer, developers and development. Google and LinkedIn do not support truncation this way, so check each tool's rules.",
  },
  {
    id: "src-10",
    module: "Sourcing Strategies",
    question:
      "Your Boolean search for a niche role returns only three profiles. What is usually the best first adjustment?",
    options: [
      "Add more required skills with AND to sharpen the results further",
      "Put the whole string in quotation marks so it reads as one phrase",
      "Add synonyms and title variations with OR and drop the nice-to-haves",
      "Add NOT terms to remove the profiles that do not fit the role",
    ],
    correctAnswer: 2,
    explanation:
      "Too few results usually means the string is too narrow: accept more ways of saying the same thing and keep only the true must-haves as AND terms. More AND or NOT terms, or quotes around everything, narrow it further.",
  },
  {
    id: "src-11",
    module: "Sourcing Strategies",
    question: "An X-ray search for resumes returns mostly job postings. Which change helps most?",
    options: [
      'Add exclusions like -job -jobs -"apply now"',
      "Add OR jobs so more kinds of pages are covered",
      "Remove the quotation marks around the job title",
      "Replace site: with inurl:jobs to focus the results",
    ],
    correctAnswer: 0,
    explanation:
      "Excluding words that typically appear on job ads, like job, jobs or apply now, filters out postings and leaves personal resume pages. Adding jobs or inurl:jobs would pull in even more postings.",
  },
  {
    id: "src-12",
    module: "Sourcing Strategies",
    question: "What can happen if you type or in lowercase in a Google or LinkedIn Boolean search?",
    options: [
      "The search engine rejects the query and displays an error",
      "The search treats it as AND and requires every term to match",
      "The search engine converts it to NOT and excludes the next word",
      "It may be read as an ordinary word rather than an operator",
    ],
    correctAnswer: 3,
    explanation:
      "Google and LinkedIn recognize OR as an operator only in capitals, so type Boolean operators in uppercase wherever a tool supports them. A lowercase or can be read as a search term, which quietly changes the results.",
  },
  {
    id: "src-13",
    module: "Sourcing Strategies",
    question:
      "A sourcer adds NOT manager to a search for hands-on software developers. What is the main risk?",
    options: [
      "The search will return only people who hold manager titles",
      "The search engine will reject NOT unless an AND comes before it",
      "It drops strong candidates who mention the word manager anywhere",
      "It slows the search without changing which profiles appear",
    ],
    correctAnswer: 2,
    explanation:
      'NOT removes every profile that contains the word anywhere, including phrases like "reported to the engineering manager." Use exclusions sparingly and check what they take out.',
  },
  {
    id: "src-14",
    module: "Sourcing Strategies",
    question: "What should a sourcer do before writing a Boolean string for a new role?",
    options: [
      "List the must-haves plus the job titles and terms candidates use for them",
      "Paste the whole job description into the search box for full coverage",
      "Start with the longest string possible and delete the terms that fail",
      "Search only for the exact job title the client used in the requisition",
    ],
    correctAnswer: 0,
    explanation:
      "A good string comes from the intake: the true must-haves and the variations real people use for the title, skills and tools. Pasting the full job description returns noise, and a single title misses candidates.",
  },
  {
    id: "src-15",
    module: "Sourcing Strategies",
    question: "Which is an example of outbound sourcing?",
    options: [
      "Reviewing applicants who applied through the company careers page",
      "Finding people in a resume database and messaging them about a role",
      "Posting a new opening to several large job boards and awaiting replies",
      "Sorting resumes that arrive in response to a sponsored job ad",
    ],
    correctAnswer: 1,
    explanation:
      "Outbound sourcing means the recruiter finds and approaches people who have not applied, such as passive candidates. Careers-page applications and replies to job ads are inbound.",
  },
  {
    id: "src-16",
    module: "Sourcing Strategies",
    question: "What is talent mapping in sourcing?",
    options: [
      "Plotting each candidate's home address to estimate their commute",
      "Assigning each open requisition to the recruiter with most capacity",
      "Scoring applicants automatically by how many keywords they match",
      "Charting who works where at target companies for a type of role",
    ],
    correctAnswer: 3,
    explanation:
      "Talent mapping researches where the target talent works, who holds which roles and how teams are structured, often before a need is urgent. It gives the recruiter a ready list of names and market insight when searches open.",
  },
  {
    id: "src-17",
    module: "Sourcing Strategies",
    question:
      "Before starting fresh outbound sourcing for a repeat role, where is a fast, high-yield place to look?",
    options: [
      "Random profiles on general social networks, with no skill filters",
      "Candidates rejected for a poor skills fit in earlier searches",
      "Strong finalists who narrowly missed an offer in past similar searches",
      "Contacts bought from a list vendor with no details on experience",
    ],
    correctAnswer: 2,
    explanation:
      "These silver medalists were already screened and interviewed and came close to an offer, so they are qualified, know the company and are quick to re-engage. Searching the ATS for them first can save weeks.",
  },
  {
    id: "src-18",
    module: "Sourcing Strategies",
    question: "Why do many recruiters treat employee referrals as a strong sourcing channel?",
    options: [
      "Referred candidates come pre-vetted by someone who knows the team",
      "Referral hires can skip interviews, background checks and offers",
      "Referrals free a company from posting its roles anywhere else",
      "Referred candidates always accept lower pay than other external hires",
    ],
    correctAnswer: 0,
    explanation:
      "An employee who refers someone vouches for their fit and can give them a realistic picture of the job, which often leads to faster hires and better retention. Referred candidates still go through the normal, fair selection process.",
  },
  {
    id: "src-19",
    module: "Sourcing Strategies",
    question:
      "For a scarce specialist role where LinkedIn outreach gets few replies, which channel is most worth adding?",
    options: [
      "A broader job ad with a vaguer title to attract more applicants",
      "Niche communities such as professional associations and forums",
      "Cold calls to the client's competitors asking for their staff lists",
      "The same LinkedIn message sent again to all who did not reply",
    ],
    correctAnswer: 1,
    explanation:
      "Specialists gather in their own places: professional associations, conference speaker lists, technical forums, open-source projects and published research. Sourcing there reaches people who may ignore generic messages.",
  },
  {
    id: "src-20",
    module: "Sourcing Strategies",
    question: "Which first message to a passive candidate is most likely to get a reply?",
    options: [
      "A long note covering the full job description and company history",
      "A generic template sent at once to hundreds of profiles in a search",
      "A request for a current resume before saying anything about the job",
      "A short note citing their work and why this role might suit them",
    ],
    correctAnswer: 3,
    explanation:
      "Personalized, concise outreach shows you have read their background and gives a clear reason to talk, with an easy next step. Long or generic messages and upfront resume requests tend to be ignored.",
  },
  {
    id: "src-21",
    module: "Sourcing Strategies",
    question:
      "A passive candidate has not answered your first message about a role. What is the best practice?",
    options: [
      "Message them every day until they finally respond to one of your notes",
      "Assume they are not interested and never contact them again",
      "Follow up a few times over a couple of weeks, adding something new",
      "Contact their current manager to ask whether they might be open",
    ],
    correctAnswer: 2,
    explanation:
      "Busy people often miss a first message, so a short sequence of spaced follow-ups, each adding new information and perhaps using another channel, is standard. Daily messages feel like spam, and contacting their employer breaks confidentiality.",
  },
  {
    id: "src-22",
    module: "Sourcing Strategies",
    question:
      'Which profile matches the search (nurse OR RN) AND (ICU OR "intensive care") NOT travel?',
    options: [
      "An RN whose profile describes years in intensive care and no travel",
      "A travel nurse whose profile lists three ICU contracts",
      "A nurse with emergency room experience and no intensive care work",
      "An ICU respiratory therapist whose profile never says nurse or RN",
    ],
    correctAnswer: 0,
    explanation:
      "A match must contain nurse or RN, and ICU or intensive care, and must not contain travel. The travel nurse is excluded by NOT, the ER nurse lacks an ICU term, and the therapist lacks a nurse term.",
  },
];
