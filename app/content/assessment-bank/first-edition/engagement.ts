import type { QuestionText } from "../../assessment";

// The bank's "Candidate Engagement & Experience" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const engagementQuestions: readonly QuestionText[] = [
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
  {
    id: "eng-01",
    module: "Candidate Engagement & Experience",
    question:
      "In a candidate survey, 50% of respondents score 9-10, 30% score 7-8, and 20% score 0-6. What is the candidate Net Promoter Score (cNPS)?",
    options: ["50", "30", "80", "70"],
    correctAnswer: 1,
    explanation:
      "NPS is the percentage of promoters (9-10) minus the percentage of detractors (0-6): 50 - 20 = 30. Passives (7-8) count toward the total but belong to neither group.",
  },
  {
    id: "eng-02",
    module: "Candidate Engagement & Experience",
    question:
      "Which group should a candidate experience survey include to give the most complete picture?",
    options: [
      "Only candidates who received and accepted an offer from the client",
      "Only candidates who reached a final interview with the hiring team",
      "Candidates past a set stage, including the ones who were not selected",
      "Only candidates who had complained about the hiring process before",
    ],
    correctAnswer: 2,
    explanation:
      "Hired candidates tend to rate the process highly. Surveying rejected candidates too reveals where the experience breaks down, such as slow updates or unclear feedback.",
  },
  {
    id: "eng-03",
    module: "Candidate Engagement & Experience",
    question:
      "At the first screening call, what most helps prevent a candidate from going silent later in the process?",
    options: [
      "Agreeing when you will update them, and on their preferred channel",
      "Asking for references so you have other contacts if they stop replying",
      "Explaining that unresponsive candidates are barred from future roles",
      "Sending every update by email only, so that there is a written record",
    ],
    correctAnswer: 0,
    explanation:
      "Setting expectations for update timing and channel up front builds trust and makes it easy for the candidate to stay in touch. Threats and one-size-fits-all channels do the opposite.",
  },
  {
    id: "eng-04",
    module: "Candidate Engagement & Experience",
    question:
      "A candidate who completed a final interview was not selected. How should the recruiter tell them?",
    options: [
      "Stop replying, so the candidate understands without an awkward call",
      "Forward the hiring manager's notes so they can see the reasons",
      "Wait until the new hire has started, then send a short form email",
      "Promptly and personally, ideally by phone, with job-related feedback",
    ],
    correctAnswer: 3,
    explanation:
      "Candidates who invested in a final round deserve a timely, personal answer. Forwarding raw notes risks exposing comments that are off-point or legally sensitive.",
  },
  {
    id: "eng-05",
    module: "Candidate Engagement & Experience",
    question:
      "Which feedback is appropriate to share with a candidate who was rejected after an interview?",
    options: [
      "The team felt that someone younger would fit in better with the group",
      "Other finalists had more hands-on experience with the required software",
      "The manager worried your childcare needs could affect your hours",
      "The client felt your accent would not suit its customer-facing image",
    ],
    correctAnswer: 1,
    explanation:
      "Feedback should be specific and tied to the role's requirements. Remarks about age, family responsibilities or national origin, including accent, point to protected characteristics and invite discrimination claims.",
  },
  {
    id: "eng-06",
    module: "Candidate Engagement & Experience",
    question:
      "A recruiter hands a newly hired candidate over to the client's onboarding team. What is most important to include in the handoff?",
    options: [
      "The full interview notes, including each interviewer's private remarks",
      "A copy of every resume that was submitted to the client for the role",
      "The agreed terms and any promises made to the candidate along the way",
      "The candidate's list of other offers and the companies that made them",
    ],
    correctAnswer: 2,
    explanation:
      "Onboarding can only honor what it knows about: start logistics, agreed pay and title, and promises such as a scheduled day off or equipment needs. Gaps at the handoff are a common cause of first-week disappointment.",
  },
  {
    id: "eng-07",
    module: "Candidate Engagement & Experience",
    question: "Which application design choice makes an online application more accessible?",
    options: [
      "Form fields with text labels that screen readers can announce",
      "An image CAPTCHA with no audio or other alternative provided",
      "A timed skills quiz with no way to ask for extra time to finish",
      "Instructions given only by color, such as red for required fields",
    ],
    correctAnswer: 0,
    explanation:
      "Properly coded labels let assistive technology tell users what each field needs. Image-only CAPTCHAs, rigid time limits and color-only cues all shut out some applicants.",
  },
  {
    id: "eng-08",
    module: "Candidate Engagement & Experience",
    question:
      "Analytics show that most mobile applicants abandon the application at the mandatory account-creation step. What is the best fix?",
    options: [
      "Add a second screening questionnaire to filter out casual applicants",
      "Remove the mobile version so candidates must apply from a computer",
      "Email abandoned applicants a reminder to finish on a desktop later",
      "Let candidates apply first and create an account later, if at all",
    ],
    correctAnswer: 3,
    explanation:
      "Every mandatory step before submitting costs applicants, especially on phones. Removing the barrier at the point of drop-off fixes the cause rather than the symptom.",
  },
  {
    id: "eng-09",
    module: "Candidate Engagement & Experience",
    question:
      "Given the federal Telephone Consumer Protection Act (TCPA), what is the safest basis for texting candidates' cell phones from an automated messaging platform?",
    options: [
      "None is needed, because the TCPA covers voice calls but not texts",
      "The candidate's documented consent, with an easy way to opt out",
      "A number listed on a public profile, which counts as consent",
      "Approval from the client whose job opening the text promotes",
    ],
    correctAnswer: 1,
    explanation:
      "The TCPA requires the recipient's prior express consent for calls to a cell phone made with an autodialer or an artificial or prerecorded voice, and the FCC treats text messages as calls. Since Facebook v. Duguid (2021), that consent rule covers autodialed and prerecorded calls and texts, and several states' own laws reach further, so documented consent and a simple opt-out are the safe practice.",
  },
  {
    id: "eng-10",
    module: "Candidate Engagement & Experience",
    question:
      "A candidate has agreed to receive recruiting texts. Which practice best fits texting as a channel?",
    options: [
      "Using texts to send long job descriptions and benefits summaries",
      "Texting late at night, when candidates are most likely to be home",
      "Naming yourself and your firm, being brief, and texting at sensible hours",
      "Sending the same text several times a day until the candidate replies",
    ],
    correctAnswer: 2,
    explanation:
      "Texts feel personal and immediate, so they work best when brief, clearly identified and sent at reasonable times. Long content belongs in email, and repeated or late-night texts read as spam.",
  },
  {
    id: "eng-11",
    module: "Candidate Engagement & Experience",
    question: "Which employer-brand content do candidates tend to find most credible?",
    options: [
      "Stock photos of smiling people beside the company's list of values",
      "A careers page that simply calls the company a great place to work",
      "Paid ads that highlight industry awards the company has won",
      "Current employees describing their real work in their own words",
    ],
    correctAnswer: 3,
    explanation:
      "Authentic employee voices show what the job is actually like, which builds trust. Generic claims and stock imagery look interchangeable with every other employer's.",
  },
  {
    id: "eng-12",
    module: "Candidate Engagement & Experience",
    question:
      "A rejected candidate posts a public online review describing a disorganized interview process. What is the best response?",
    options: [
      "Reply briefly and politely, then fix the cause if it is valid",
      "Ask current staff to post positive reviews to push it further down",
      "Identify the reviewer and add a do-not-hire flag to their record",
      "Ignore it, since reviews from candidates carry very little weight",
    ],
    correctAnswer: 0,
    explanation:
      "A calm public reply shows future candidates that feedback is heard, and fixing the underlying problem prevents the next review. Soliciting staff reviews or blacklisting the reviewer compounds the damage.",
  },
  {
    id: "eng-13",
    module: "Candidate Engagement & Experience",
    question:
      "A candidate accepted an offer with a start date four weeks away. Which practice most reduces the risk of a no-show on day one?",
    options: [
      "Avoid contact until the start date so the candidate isn't pestered",
      "Stay in touch regularly and connect them with their new manager",
      "Ask the client to hold all paperwork until the candidate's first day",
      "Remind the candidate every week that reneging hurts their reputation",
    ],
    correctAnswer: 1,
    explanation:
      "Regular contact and early ties to the new team keep enthusiasm up and surface counteroffers or doubts while there is still time to act.",
  },
  {
    id: "eng-14",
    module: "Candidate Engagement & Experience",
    question: 'In staffing, what does "redeployment" mean?',
    options: [
      "Moving a contractor onto the client's payroll when a contract ends",
      "Sending one candidate's resume to several clients at the same time",
      "Placing a contractor whose assignment is ending into a new one",
      "Reassigning an open job order from one recruiter to a colleague",
    ],
    correctAnswer: 2,
    explanation:
      "Redeployment keeps good contractors working, and billing, by lining up their next assignment before the current one ends. Moving to the client's payroll is a conversion.",
  },
  {
    id: "eng-15",
    module: "Candidate Engagement & Experience",
    question:
      "A valued contractor's fixed-term assignment ends in six weeks. When should the recruiter start talking with them about their next assignment?",
    options: [
      "On the last day of the assignment, once the end date is certain",
      "Only after the contractor says they are looking for a new role",
      "A month after the assignment ends, once they have had a break",
      "Now, while there is time to line up a role with no gap in work",
    ],
    correctAnswer: 3,
    explanation:
      "Starting redeployment conversations weeks ahead keeps the contractor from finding their next job elsewhere and avoids a gap in pay and billing.",
  },
  {
    id: "eng-16",
    module: "Candidate Engagement & Experience",
    question:
      "Candidate survey scores are lowest among people rejected after interviews, and their comments mention never hearing back. What is the best action?",
    options: [
      "Set a firm deadline for closing the loop with every interviewed candidate",
      "Stop surveying rejected candidates, since their scores are always low",
      "Send rejected candidates a discount code for the company's products",
      "Shorten the survey so that fewer rejected candidates finish answering",
    ],
    correctAnswer: 0,
    explanation:
      "The comments point to a specific, fixable cause: silence after interviews. A service standard for closing the loop addresses it, while suppressing or shortening the survey only hides the problem.",
  },
  {
    id: "eng-17",
    module: "Candidate Engagement & Experience",
    question:
      "Why should a recruiter check in with a newly placed contractor during their first week on assignment?",
    options: [
      "To confirm the contractor is still open to interviews elsewhere",
      "To renegotiate the contractor's pay rate now that they have started",
      "To catch early problems before they turn into an early departure",
      "To remind the contractor that the agency directs their daily work",
    ],
    correctAnswer: 2,
    explanation:
      "Early check-ins surface issues such as unclear duties, missing system access or commute surprises while they are easy to fix, which protects retention and the client relationship.",
  },
  {
    id: "eng-18",
    module: "Candidate Engagement & Experience",
    question:
      "A client's process has five interview rounds over six weeks, and strong candidates keep withdrawing. What should the recruiter recommend?",
    options: [
      "Adding a take-home project to test the candidates' level of commitment",
      "Combining rounds and setting a target time from interview to offer",
      "Sourcing more candidates so that each withdrawal matters less",
      "Asking candidates to promise they will not accept other offers",
    ],
    correctAnswer: 1,
    explanation:
      "Long, slow processes lose in-demand candidates to faster employers. Fewer, well-planned rounds on a set timeline fix the cause instead of just feeding the funnel.",
  },
  {
    id: "eng-19",
    module: "Candidate Engagement & Experience",
    question: "How is automation best used in candidate communication?",
    options: [
      "For every message, including offers and final-round rejections",
      "For bulk messages sent to all candidates in the database at once",
      "Not at all, since candidates always resent automated messages",
      "For routine updates, while people handle sensitive moments",
    ],
    correctAnswer: 3,
    explanation:
      "Automated confirmations and reminders add speed and consistency, while offers, final-round rejections and candidate concerns deserve a personal conversation.",
  },
];
