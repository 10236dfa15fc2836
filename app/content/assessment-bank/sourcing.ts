import type { AssessmentQuestion } from "../assessment";

// The bank's "Sourcing Strategies" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const sourcingQuestions: readonly AssessmentQuestion[] = [
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
];
