import type { QuestionText } from "../../assessment";

// The bank's "Interviewing Process" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const interviewingQuestions: readonly QuestionText[] = [
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
  {
    id: "int-01",
    module: "Interviewing Process",
    question: "How does a behavioral interview question differ from a situational one?",
    options: [
      "Behavioral questions test personality; situational ones test skills",
      "Behavioral asks about past actions; situational poses a hypothetical case",
      "Behavioral answers are scored; situational answers are not scored",
      "Behavioral is for senior roles; situational is for entry-level roles",
    ],
    correctAnswer: 1,
    explanation:
      'Behavioral questions ("Tell me about a time...") draw on real past behavior; situational questions ("What would you do if...") ask how the candidate would handle a hypothetical. Both can be scored in a structured interview.',
  },
  {
    id: "int-02",
    module: "Interviewing Process",
    question:
      'A candidate describes a project success using "we" throughout and never says what they did. What is the best follow-up?',
    options: [
      "Move on, since team players naturally describe results that way",
      "Ask how large the team was and who was managing it at the time",
      "Note a lack of leadership and score the whole answer as a fail",
      "Ask which specific actions they personally took on the project",
    ],
    correctAnswer: 3,
    explanation:
      "A behavioral answer is evidence only when you can see the candidate's own actions. A neutral probe into what they personally did separates their contribution from the team's without penalizing a collaborative style.",
  },
  {
    id: "int-03",
    module: "Interviewing Process",
    question:
      'You ask, "Tell me about a time you handled an upset client," and the candidate replies, "I would usually stay calm and listen." What should you do next?',
    options: [
      "Ask for one specific past example and what happened as a result",
      "Accept it, because a sound general approach is what matters most",
      "Score it as a strong answer, since staying calm is the right move",
      "Skip the question and move on to their technical skills instead",
    ],
    correctAnswer: 0,
    explanation:
      'A general "I would" statement describes intentions, not past behavior. Redirect to a specific real example so the answer can be scored against the same criteria as everyone else\'s.',
  },
  {
    id: "int-04",
    module: "Interviewing Process",
    question: "When should an interview scorecard be created?",
    options: [
      "After the first few interviews, based on what strong candidates said",
      "After the final round, to record why the chosen candidate was hired",
      "Before interviews begin, from the must-have criteria agreed at intake",
      "Whenever each interviewer finds time, in their own preferred format",
    ],
    correctAnswer: 2,
    explanation:
      "A scorecard built before interviewing, from the role's agreed requirements and competencies, keeps every interviewer evaluating the same criteria. Building it afterward invites rationalizing a decision already made.",
  },
  {
    id: "int-05",
    module: "Interviewing Process",
    question: 'What makes an interview rating scale "behaviorally anchored"?',
    options: [
      "Each interviewer picks the behaviors they personally value most",
      "Each score level is tied to written examples of answers at that level",
      "Scores are adjusted at the end to match the hiring manager's ranking",
      "Candidates rate their own behavior before the interviewer scores it",
    ],
    correctAnswer: 1,
    explanation:
      "A behaviorally anchored rating scale describes what a poor, acceptable and excellent answer looks like at each score, so different interviewers give the same answer similar ratings.",
  },
  {
    id: "int-06",
    module: "Interviewing Process",
    question: "Why should each panel interviewer submit scores before the group debrief?",
    options: [
      "So early or senior opinions don't sway other interviewers' ratings",
      "So the recruiter can drop the lowest score before the debrief starts",
      "Because the debrief is only for discussing pay and the start date",
      "So the hiring manager can skip the debrief when the scores all agree",
    ],
    correctAnswer: 0,
    explanation:
      "Independent ratings capture each interviewer's own evidence. Once discussion starts, the first or most senior voice tends to anchor the group and hide real disagreement.",
  },
  {
    id: "int-07",
    module: "Interviewing Process",
    question: "What is the main purpose of calibrating an interview panel before interviews begin?",
    options: [
      "To split the candidate pool so that each panelist has fewer people to see",
      "To decide in advance which candidate the panel would like to hire",
      "To let each panelist write new questions of their own to ask",
      "To agree on what weak, solid and strong answers look like for each skill",
    ],
    correctAnswer: 3,
    explanation:
      "Calibration aligns interviewers on the competencies being assessed and how to score them, so a rating of 4 means the same thing from every panelist.",
  },
  {
    id: "int-08",
    module: "Interviewing Process",
    question:
      "Across several candidates, one panelist's scores are far higher than everyone else's. What is the best step?",
    options: [
      "Drop that panelist's scores from the decision without discussion",
      "Average all of the scores, since outliers cancel out over time",
      "Review the evidence behind the ratings and re-align on the guide",
      "Ask the panelist to lower future scores to match the group's",
    ],
    correctAnswer: 2,
    explanation:
      "A consistent gap usually means raters are applying the scale differently. Comparing the evidence behind the scores against the scoring guide recalibrates the panel instead of hiding or forcing agreement.",
  },
  {
    id: "int-09",
    module: "Interviewing Process",
    question:
      "An interviewer is so impressed by a candidate's polished presentation that they rate every competency highly. Which bias is this?",
    options: ["Halo effect", "Contrast effect", "Central tendency", "Recency bias"],
    correctAnswer: 0,
    explanation:
      "The halo effect lets one strong trait color ratings of unrelated competencies. Scoring each competency separately against its own evidence counters it.",
  },
  {
    id: "int-10",
    module: "Interviewing Process",
    question:
      "A hiring manager rates a candidate higher after learning they went to the same university and share a hobby. What is this called?",
    options: ["Confirmation bias", "Central tendency", "Horn effect", "Affinity bias"],
    correctAnswer: 3,
    explanation:
      "Affinity (similarity) bias favors people who resemble the interviewer. Structured questions and evidence-based scoring keep the focus on job-related criteria.",
  },
  {
    id: "int-11",
    module: "Interviewing Process",
    question:
      "Which question about a candidate's ability to do the job is appropriate before a job offer?",
    options: [
      "Do you have any disabilities or medical conditions we should know about?",
      "Can you do the job's essential functions, with or without accommodation?",
      "How many sick days did you take at your last job in the past year?",
      "Have you ever filed a workers' compensation claim against an employer?",
    ],
    correctAnswer: 1,
    explanation:
      "Before an offer, the ADA generally bars disability-related questions, but an employer may ask whether a candidate can perform the job's essential functions, with or without reasonable accommodation.",
  },
  {
    id: "int-12",
    module: "Interviewing Process",
    question: "A role requires Saturday shifts. Which question is appropriate to ask candidates?",
    options: [
      "Which religious holidays do you observe during the year?",
      "Does your place of worship hold services on weekends?",
      "This role includes Saturday shifts; can you work that schedule?",
      "Would working Saturdays conflict with your family obligations?",
    ],
    correctAnswer: 2,
    explanation:
      "Ask every candidate about the job's actual schedule. Questions about religious practice or family obligations are not job-related and can support discrimination claims; a religious conflict is handled through accommodation.",
  },
  {
    id: "int-13",
    module: "Interviewing Process",
    question:
      "Which age-related question is appropriate for a job where the law sets a minimum age of 18?",
    options: [
      "Are you at least 18 years old?",
      "What is your exact date of birth?",
      "How many years until you plan to retire?",
      "How old were you when you started working?",
    ],
    correctAnswer: 0,
    explanation:
      "Confirming a legally required minimum age is job-related. Asking for a birth date or retirement plans can reveal age and invites claims under the ADEA from candidates 40 and over.",
  },
  {
    id: "int-14",
    module: "Interviewing Process",
    question:
      "During an interview, a candidate mentions that she is pregnant. What should the interviewer do?",
    options: [
      "Ask when the baby is due so the team can start planning for her leave",
      "Note it on the scorecard so the panel understands her availability",
      "Ask whether she plans to return to work full time after the birth",
      "Not record or weigh it, and return to the job-related questions",
    ],
    correctAnswer: 3,
    explanation:
      "Pregnancy discrimination is sex discrimination under Title VII. Recording or probing the pregnancy creates evidence that it influenced the decision; keep notes and questions job-related.",
  },
  {
    id: "int-15",
    module: "Interviewing Process",
    question: "Which interview note is most appropriate to keep in a candidate's file?",
    options: [
      "Young and energetic, so probably a good fit with the team's culture",
      "Cut invoice errors by 30% by auditing vendor records; gave specifics",
      "Mentioned two kids at home, so may need a lot of schedule flexibility",
      "Has a strong accent that some clients might find hard to understand",
    ],
    correctAnswer: 1,
    explanation:
      "Notes should record job-related evidence from the candidate's answers. Comments on age, family or accent can become evidence of discrimination and say nothing about ability to do the job.",
  },
  {
    id: "int-16",
    module: "Interviewing Process",
    question: "Which interview question is leading and should be rephrased?",
    options: [
      "Tell me about a time you had to meet a very tight deadline.",
      "How do you decide which task to work on first when busy?",
      "You're comfortable working under pressure, aren't you?",
      "What did you do the last time a project fell behind plan?",
    ],
    correctAnswer: 2,
    explanation:
      "A leading question signals the desired answer, so nearly every candidate agrees and you learn nothing. Open, behavioral questions draw out evidence you can score.",
  },
  {
    id: "int-17",
    module: "Interviewing Process",
    question: "Where should the questions in a structured interview come from?",
    options: [
      "Popular lists of brainteasers used by well-known tech companies",
      "Questions the hiring manager was asked when they were hired",
      "Whatever topics stand out on the candidate's resume that day",
      "A job analysis of the skills and behaviors the role requires",
    ],
    correctAnswer: 3,
    explanation:
      "Structured interview questions should target competencies identified through job analysis, which keeps them job-related and predictive. Brainteasers and ad hoc questions add little predictive value.",
  },
  {
    id: "int-18",
    module: "Interviewing Process",
    question:
      "A strong internal referral is a finalist, and the hiring manager wants to skip the structured panel for them. What is the best response?",
    options: [
      "Keep the same structured process so all finalists are judged alike",
      "Agree, since a referral has already been vetted by an employee",
      "Agree, but ask the referrer to fill in the scorecard for them instead",
      "Run the panel but drop any question the referral may find difficult",
    ],
    correctAnswer: 0,
    explanation:
      "Comparing candidates fairly requires the same questions and criteria for all of them. Exempting one finalist weakens the decision and can create disparate-treatment risk.",
  },
];
