import type { AssessmentQuestion } from "../assessment";

// The bank's "Interviewing Process" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

export const interviewingQuestions: readonly AssessmentQuestion[] = [
  {
    id: "int3-01",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "A client's head of talent is rebuilding the hiring loop for customer-success managers around whichever single method the research rates most predictive of job performance. She asks which method ranked first in the large re-analysis of selection validity by Sackett and colleagues. What do you tell her?",
    options: [
      "Structured interviews",
      "General mental ability tests",
      "Job knowledge tests",
      "Work sample tests",
    ],
    correctAnswer: 0,
    explanation:
      "Sackett, Zhang, Berry and Lievens corrected the range-restriction adjustments used in earlier meta-analyses and found structured interviews had the highest mean operational validity (about .42). General mental ability tests, long cited as the best single predictor on the strength of Schmidt and Hunter's older estimates, fell to about .31. Job knowledge tests came a close second (about .40) rather than first, and work samples, top of the older table, fell to about .33.",
    sources: [
      {
        title:
          'Sackett, Zhang, Berry & Lievens, "Revisiting meta-analytic estimates of validity in personnel selection: Addressing systematic overcorrection for restriction of range", Journal of Applied Psychology 107(11), 2022',
        checked: "2026-11-28",
      },
      {
        title:
          'Schmidt & Hunter, "The validity and utility of selection methods in personnel psychology", Psychological Bulletin 124(2), 1998',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-02",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "You run a client's structured hiring process. The hiring manager wants each of the four panelists to read the candidate's assessment scores and your phone-screen notes before their interviews, \"so they can dig into the weak spots.\" What is the best advice?",
    options: [
      "Share both, so each panelist can probe the gaps that they point to",
      "Share the test scores alone, since they are objective data",
      "Share the screen notes alone, as a trained recruiter wrote them",
      "Hold scores and screen notes back until each panelist has scored",
    ],
    correctAnswer: 3,
    explanation:
      "Controlling ancillary information is one of the recognized components of interview structure: a panelist who has already seen test scores or earlier notes tends to look for evidence that confirms them, so the interview stops being an independent measure. Sharing both sources, or the scores alone because they look objective, or the screen notes alone because a recruiter wrote them, each lets a prior judgment steer the questioning and the rating. Release them after the scorecards are in, when the panel can weigh every source together.",
    sources: [
      {
        title:
          'Campion, Palmer & Campion, "A review of structure in the selection interview", Personnel Psychology 50(3), 1997',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-03",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      'A client hiring manager sends you her draft interview scorecard for a payroll specialist role: one line reading "Overall fit, 1 to 10" and a comments box. What should you suggest first?',
    options: [
      "Add lines for attitude, communication and professionalism",
      "Rate each must-have skill from intake on its own line",
      "Add a line for each of the company's core values",
      "Ask for a written summary of strengths and concerns",
    ],
    correctAnswer: 1,
    explanation:
      "A scorecard works when each must-have agreed at intake is rated separately against its own evidence; one overall number lets a single impression drive the whole result. Lines for attitude, communication and professionalism look structured but rate the same general impressions the overall score did, and core-value lines measure fit with the employer rather than the payroll skills the job needs. A written summary of strengths and concerns is useful beside the ratings but leaves each interviewer to write about whatever struck them.",
    sources: [],
  },
  {
    id: "int3-04",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      'Two interviewers heard the same answer from a candidate for a dispatcher role. One scored it 2 of 5, the other 4 of 5, and both say the scorecard\'s labels, "poor" through "excellent," were clear to them. What change most reduces this kind of gap next time?',
    options: [
      "Average the two scores and note the gap in the debrief",
      "Have the two raters talk it over and agree on one score",
      "Relabel the points as below, meets and exceeds the bar",
      "Write example answers that define each point on the scale",
    ],
    correctAnswer: 3,
    explanation:
      'Labels like "poor" and "excellent" mean different things to different raters; behaviorally anchored scales describe what an answer at each level sounds like, so two raters hearing the same answer land on the same score. Averaging hides the disagreement, and talking it over to one agreed score settles this candidate (often in favor of the more forceful rater) without giving either rater a shared standard for the next one. Below, meets and exceeds are just new adjectives: each rater still decides for himself what a "meets" answer sounds like.',
    sources: [],
  },
  {
    id: "int3-05",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      'You are an agency recruiter. A client manager interviewed all five candidates you submitted for a senior accountant role and turned each one down as "not senior enough," although all five matched the intake profile. What should you do first?',
    options: [
      "Source five more with at least two extra years of experience",
      "Review each rejection with the manager for what was missing",
      "Ask the client to raise the pay range to attract senior people",
      "Pause the search until the client rewrites the job description",
    ],
    correctAnswer: 1,
    explanation:
      'Five rejections against a profile all five met means the manager\'s real bar differs from the intake, so the first step is a calibration call that turns "not senior enough" into specific missing skills or scope for each candidate. Adding years of experience guesses at the gap with a proxy that may not be the problem. A higher pay range or a rewritten description may follow, but only once you know what the manager was actually looking for.',
    sources: [],
  },
  {
    id: "int3-06",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "A panelist on a client's interview team tells you he'd rather write up his scorecard after tomorrow's group debrief, \"once I've heard how the others read the candidate.\" What should you ask him to do?",
    options: [
      "Submit his scores and notes before the debrief begins",
      "Attend the debrief, then submit his scores within a day",
      "Bring rough notes and settle his scores with the group",
      "Skip the written form and give a verbal vote at the debrief",
    ],
    correctAnswer: 0,
    explanation:
      "Ratings are only independent evidence if each interviewer commits them before hearing anyone else; after the discussion, early and senior voices anchor what people write. Submitting within a day of the debrief or settling scores with the group both let the discussion rewrite his own read of the candidate. A verbal vote leaves no record of the evidence behind his judgment at all.",
    sources: [],
  },
  {
    id: "int3-07",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "All five panelists' scorecards for a finalist are in, each rating the same six skills from the intake. The hiring director asks how the panel should turn them into a hire decision. Which approach does selection research find predicts later job performance best?",
    options: [
      "Discuss the evidence until the panel agrees on an overall score",
      "Let the hiring director weigh the scorecards and make the call",
      "Combine the ratings by a formula with weights set at intake",
      "Take a hire or no-hire vote from each panelist; majority rules",
    ],
    correctAnswer: 2,
    explanation:
      "A meta-analysis by Kuncel and colleagues found that combining the same information mechanically, by a rule or formula fixed in advance, predicts job performance markedly better than holistic judgment by the people who gathered it, and Campion and colleagues list statistical rather than clinical combination as a component of interview structure. A consensus discussion and a director's overall call are both holistic combination, in which impressions and seniority carry uneven weight. A majority vote counts overall impressions and discards the skill ratings, so a narrow no weighs the same as a strong one.",
    sources: [
      {
        title:
          'Kuncel, Klieger, Connelly & Ones, "Mechanical versus clinical data combination in selection and admissions decisions: A meta-analysis", Journal of Applied Psychology 98(6), 2013',
        checked: "2026-11-28",
      },
      {
        title:
          'Campion, Palmer & Campion, "A review of structure in the selection interview", Personnel Psychology 50(3), 1997',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-08",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "A client wants behavioral questions for its new warehouse-lead interview guide, and the hiring manager has sent you four drafts. Which draft fits that format?",
    options: [
      "How do you usually handle a conflict between two team members?",
      "What would you do if two team members refused to work together?",
      "Tell me about the last time two people on your team clashed.",
      "Are you comfortable stepping in when team members clash?",
    ],
    correctAnswer: 2,
    explanation:
      'A behavioral question asks for a specific past event the candidate handled, which can be probed and scored. "How do you usually handle" invites a general self-description rather than an event. "What would you do if" is a situational (hypothetical) question, a different format, and "Are you comfortable" is a closed question that nearly everyone answers yes.',
    sources: [],
  },
  {
    id: "int3-09",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      'A client is hiring experienced IT project managers. One panelist wants to ask only "What would you do if..." questions because "everyone has rehearsed their war stories." Which research finding best supports keeping past-behavior questions for this role?',
    options: [
      "Their validity held up in complex jobs, where hypotheticals' fell",
      "Their validity held up in entry-level jobs, where hypotheticals' fell",
      "Hypothetical questions showed too little validity to be worth using",
      "Hypothetical answers could not be scored on anchored rating scales",
    ],
    correctAnswer: 0,
    explanation:
      "Huffcutt and colleagues' meta-analysis found that the validity of situational (what-would-you-do) questions dropped for high-complexity jobs while past-behavior questions held up, and experienced project managers hold high-complexity jobs; Taylor and Small also found past-behavior questions more valid when both formats were scored on anchored scales. Situational questions kept their validity in lower-complexity work, so entry-level jobs are where they do well, not badly. Their overall validity is substantial rather than negligible, and the situational interview was built around scoring hypothetical answers against written anchors.",
    sources: [
      {
        title:
          'Huffcutt, Conway, Roth & Klehe, "The impact of job complexity and study design on situational and behavior description interview validity", International Journal of Selection and Assessment 12(3), 2004',
        checked: "2026-11-28",
      },
      {
        title:
          'Taylor & Small, "Asking applicants what they would do versus what they did do: A meta-analytic comparison of situational and past behaviour employment interview questions", Journal of Occupational and Organizational Psychology 75(3), 2002',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-10",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "In a behavioral interview for a collections supervisor, a candidate spends three minutes on the backlog his team faced and the plan he built to clear it, then stops talking. What should you ask next?",
    options: [
      "What would you change if you faced it again?",
      "How did it turn out, and how did you know?",
      "How big was the team, and who led it then?",
      "What other plans did you weigh before that?",
    ],
    correctAnswer: 1,
    explanation:
      "He has given the situation, the task and his action but no result, and without an outcome the answer cannot be scored; the probe asks what happened and how it was measured. Asking what he would change is a useful reflection question but leaves the result missing. Team size and reporting line add more situation detail, which he has already covered, and asking about rejected plans goes back over the action.",
    sources: [],
  },
  {
    id: "int3-11",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A panelist interviews four candidates back to back. The second is very weak. She gives the third her highest ratings of the day, although her notes on his answers closely match her notes on the first candidate, whom she rated average. Which rater error is most likely?",
    options: ["Contrast effect", "Halo effect", "Recency effect", "Leniency error"],
    correctAnswer: 0,
    explanation:
      "The contrast effect is rating a candidate against the one just seen instead of against the standard, so an average performer looks strong after a weak one. The halo effect is one strong trait lifting ratings on unrelated skills within a single candidate. Recency is over-weighting what came last in the interview, and leniency is rating everyone high; neither explains why two matching sets of notes got different scores.",
    sources: [],
  },
  {
    id: "int3-12",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "Midway through an interview for a data analyst, the candidate cannot answer one SQL question. The interviewer then rates her low on communication and on stakeholder management, though his own notes record two strong, detailed examples for each. His ratings of the day's other candidates match the rest of the panel's. Which rater error does this show?",
    options: ["Horn effect", "Strictness error", "Central tendency", "Primacy effect"],
    correctAnswer: 0,
    explanation:
      "The horn effect lets one weak point pull down ratings on unrelated skills, here against the interviewer's own evidence. A strictness error is rating every candidate harshly, but his other ratings match the panel's, and central tendency is clustering ratings in the middle of the scale, not marking one candidate low. The primacy effect over-weights what was learned first, but the missed question came midway and the damage is a spillover across skills.",
    sources: [],
  },
  {
    id: "int3-13",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "Before an interview, a hiring manager sees that a candidate left her last two jobs after about a year each. He spends most of the hour on why she left, and his notes record each answer that suggests she bores easily but none of the times she described staying to finish a project. Which error is this?",
    options: ["Reverse halo effect", "Similar-to-me bias", "Confirmation bias", "Recency error"],
    correctAnswer: 2,
    explanation:
      "Confirmation bias is forming a view before the interview and then asking questions and recording answers that support it while discounting the rest, which is what the selective notes show. The reverse halo (horn) effect is one weakness dragging down ratings on unrelated skills, but the problem here is how the evidence was gathered, not a spillover across ratings. Similar-to-me bias favors candidates who resemble the interviewer, and a recency error over-weights whatever came last in the interview.",
    sources: [],
  },
  {
    id: "int3-14",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "A client's four-person interview loop for a sales manager ends with every interviewer reporting on leadership and team fit, and no one able to speak to pipeline forecasting or pricing. What should you set up before the next candidate comes in?",
    options: [
      "Give each interviewer distinct scorecard skills and questions",
      "Add a fifth round on forecasting and pricing with a sales-ops lead",
      "Switch to one panel so all four hear every answer together",
      "Brief all four on the role's priorities before each loop",
    ],
    correctAnswer: 0,
    explanation:
      "In a sequential loop, each interviewer should own specific competencies from the scorecard, with questions prepared for them, so the loop covers every requirement once and in depth. A fifth round fills the two gaps but lengthens the process and leaves four interviewers still covering the same ground. A single panel hears every answer together, but without assigned skills and questions it drifts to the same leadership and fit topics, and a briefing on priorities tells interviewers what matters without telling each one what to assess.",
    sources: [],
  },
  {
    id: "int3-15",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A client wants to add a work sample to its interview loop for accounts payable clerks. Which design will give the most useful and defensible results?",
    options: [
      "Real invoices from this month's backlog, done at home and scored on a rubric",
      "A timed ten-key data-entry test, scored in keystrokes per hour",
      "A general aptitude test from a vendor, scored by national percentile",
      "A mock invoice batch like the real work, timed and scored on a rubric",
    ],
    correctAnswer: 3,
    explanation:
      "A work sample earns its validity by reproducing the job's main tasks (matching invoices to purchase orders and receipts, coding them, catching exceptions) under the same conditions for everyone, scored against a rubric written in advance. Real backlog invoices done at home are uncontrolled, expose the client's vendor data and amount to unpaid production work even with a rubric. A ten-key test measures one narrow skill, speed of entry, rather than the matching and judgment the job needs, and a general aptitude test is not a work sample at all.",
    sources: [],
  },
  {
    id: "int3-16",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "An agency recruiter has twenty minutes on the phone with a candidate before deciding whether to submit her for a contract-to-hire role. What should this screen settle?",
    options: [
      "Her answers to each behavioral question in the client's guide",
      "Her long-term career goals and the culture she works best in",
      "Pay, location, work authorization and the must-have skills",
      "Her references and consent for the client's background check",
    ],
    correctAnswer: 2,
    explanation:
      "A screen exists to catch the knock-out factors before anyone invests interview time: pay expectations against the rate, location or schedule, work authorization, and the must-have skills. Working through the client's behavioral questions is the interview's job, and long-term goals and culture preferences are worth hearing but rarely decide a submittal. References and background consent come later, once there is a real prospect of an offer.",
    sources: [],
  },
  {
    id: "int3-17",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      'A newly promoted hiring manager says a colleague warned him not to take notes in interviews, because notes "can be used against the company" in a discrimination claim. What is the best advice?',
    options: [
      "Skip notes and record just the final score on the scorecard form",
      "Take notes on job-related answers; they support the decision",
      "Take notes, then shred them once the job has been filled",
      "Keep notes on a personal pad, out of the company's files",
    ],
    correctAnswer: 1,
    explanation:
      "Notes that record what the candidate said about job-related matters are the best evidence that a decision rested on legitimate reasons; what creates risk is commentary on protected traits, not note-taking. A bare score leaves nothing to explain it if the decision is challenged. Shredding notes once the job is filled breaks the EEOC's one-year retention rule for hiring records, and a personal pad is still a record the employer made and can be made to produce.",
    sources: [
      {
        title: "29 CFR § 1602.14 (EEOC, preservation of records made or kept)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-18",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A private employer with 60 employees and no federal contracts filled a job two months ago. No charge of discrimination has been filed. The recruiter wants to clear out the interview notes and scorecards for the finalists who were not hired. Under federal EEO rules, how long must they be kept?",
    options: [
      "One year from the record or the decision, whichever is later",
      "Three years from the hire date, the same as the Form I-9 rule",
      "Until the job is filled and every finalist has heard the result",
      "180 days from the decision, the deadline for an EEOC charge",
    ],
    correctAnswer: 0,
    explanation:
      "EEOC rules require employers covered by Title VII and the ADA to keep hiring records, including interview notes, for one year from the date the record was made or the personnel action was taken, whichever is later (and longer if a charge is filed). Three years after hire is part of the Form I-9 retention rule, which covers a different record. Closing the requisition or notifying finalists does not end the duty, and 180 days is a charge-filing deadline, not a retention period.",
    sources: [
      {
        title: "29 CFR § 1602.14 (EEOC, preservation of records made or kept)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1627.3(b)(1) (ADEA, records kept for one year)",
        url: "https://www.law.cornell.edu/cfr/text/29/1627.3",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-19",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A client will not file H-1B or other employment-based immigration petitions for a contract-to-hire developer role, and asks you to screen for this on the first call. Which question should you ask every candidate?",
    options: [
      "What is your current visa type, and what is its expiration date?",
      "Are you a U.S. citizen or a green card holder at this point?",
      "Will you now or in the future need sponsorship for a work visa?",
      "Can you send your EAD or green card before we submit you?",
    ],
    correctAnswer: 2,
    explanation:
      "In technical assistance letters, the Justice Department's office for immigration-related discrimination (then the Office of Special Counsel, now the Immigrant and Employee Rights Section) has said employers may ask whether a candidate is authorized to work and whether they will now or in the future require sponsorship, asked of everyone. Asking for current visa status and its expiry, or limiting the role to citizens and green card holders, invites citizenship-status discrimination claims unless a law or government contract requires it. Asking for specific documents before hire risks document abuse under the same statute; documents are reviewed for Form I-9 once the job has been accepted.",
    sources: [
      {
        title: "8 U.S.C. § 1324b (unfair immigration-related employment practices)",
        url: "https://www.law.cornell.edu/uscode/text/8/1324b",
        checked: "2026-11-28",
      },
      {
        title:
          "U.S. Department of Justice, Office of Special Counsel for Immigration-Related Unfair Employment Practices (now the Immigrant and Employee Rights Section), technical assistance letters on asking applicants about visa sponsorship, Sept. 27, 2010 and Sept. 6, 2013",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-20",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "In an interview for a warehouse picker job that requires lifting 50 pounds, a candidate volunteers that she has a back condition and asks whether the team uses lift assists. No offer has been made. What is the interviewer allowed to ask her at this stage?",
    options: [
      "What the condition is and what limits her doctor has set",
      "Nothing about it until after a conditional offer is made",
      "Whether she has filed a workers' comp claim for her back",
      "Whether she would need an accommodation for the job, and what kind",
    ],
    correctAnswer: 3,
    explanation:
      "Before an offer the ADA bars disability-related questions, but under EEOC guidance, when a candidate voluntarily discloses a condition and the employer reasonably believes she will need accommodation, the interviewer may ask whether she needs one and what type. Questions about the diagnosis or her doctor's restrictions are disability-related inquiries and must wait. Saying nothing is more cautious than the law requires here, and workers' compensation history is off limits until after a conditional offer.",
    sources: [
      {
        title: "42 U.S.C. § 12112(d)(2) (ADA, preemployment inquiries)",
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
    id: "int3-21",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "Your agency places forklift operators, and a client wants each one to pass a physician's physical before starting. When can the agency require the physical?",
    options: [
      "Before the interview, to save the time of candidates who would fail",
      "After a conditional offer, for everyone entering that job",
      "Before the offer, because the job is safety-sensitive",
      "After the start date, during the first ninety days of work",
    ],
    correctAnswer: 1,
    explanation:
      "The ADA lets an employer require a medical exam only after a conditional job offer and before work begins, and only if everyone entering the same job category takes it. Testing before the interview or before the offer is a prohibited preemployment medical exam, and a safety-sensitive job does not change that timing. Once someone is working, an exam must be job-related and consistent with business necessity, so a routine exam in the first ninety days is not the way to do it.",
    sources: [
      {
        title: "42 U.S.C. § 12112(d)(3)-(4) (ADA, entrance and employee examinations)",
        url: "https://www.law.cornell.edu/uscode/text/42/12112",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1630.14(b) (employment entrance examination)",
        url: "https://www.law.cornell.edu/cfr/text/29/1630.14",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-22",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "Your candidate has a panel tomorrow with a client that publishes six leadership competencies and scores every answer against them. What prep call will help her most?",
    options: [
      "Rehearse polished answers to the ten most common questions",
      "Pair a true example of hers with each one, told in STAR form",
      "Review the company's products, news and recent earnings",
      "Pass on the exact questions earlier candidates were asked",
    ],
    correctAnswer: 1,
    explanation:
      "When a client scores answers against published competencies, the best prep is helping the candidate pick true examples for each one and tell them as situation, task, action and result, so the panel hears scorable evidence. Generic common-question rehearsal produces polished answers that miss the competencies being scored. Company research is worth doing but earns little in a competency-scored panel, and passing on leaked questions invites scripted answers that panels probe apart.",
    sources: [],
  },
  {
    id: "int3-23",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "An agency recruiter's candidate has just walked out of a final interview at a client's office. Neither side has called yet. Whom should the recruiter call first, and why?",
    options: [
      "The client, to get feedback while the panel's memory is fresh",
      "The client's HR contact, to learn when an offer decision is due",
      "The candidate, to learn interest and concerns before the client",
      "Neither, until the client sends its written scorecard feedback",
    ],
    correctAnswer: 2,
    explanation:
      "Debriefing the candidate first tells the recruiter how it went from her side, whether her interest rose or fell, and what concerns or competing offers could affect a close, so the recruiter can represent her and answer objections when the client calls. Calling the client or its HR contact first leaves the recruiter unable to speak to the candidate's interest. Waiting for written feedback loses the day in which both sides' reactions are freshest.",
    sources: [],
  },
  {
    id: "int3-24",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A client enrolled in E-Verify asks your agency to run its three finalists for a direct-hire accountant role through E-Verify before the final panel, \"so we don't waste a panel on someone who can't work here.\" What do you tell the client?",
    options: [
      "Fine, as long as all three finalists are run the same way",
      "Fine, as long as each finalist consents in writing first",
      "Not yet: a case opens after the background check has cleared",
      "Not yet: a case opens after the offer is accepted and the I-9 done",
    ],
    correctAnswer: 3,
    explanation:
      "E-Verify is for new hires: the employer may create a case once the person has accepted the offer and completed Form I-9, and no later than the third business day after work for pay begins; running applicants through it earlier is prescreening, which the program's rules forbid. Treating every finalist alike or getting written consent does not turn prescreening into permitted use, and the background check has no bearing on when an E-Verify case may be created.",
    sources: [
      {
        title:
          "E-Verify Memorandum of Understanding for Employers (no prescreening of applicants; case created within three business days of the start of work)",
        checked: "2026-11-28",
      },
      {
        title: "USCIS, E-Verify User Manual (when to create a case)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-25",
    module: "Interviewing Process",
    difficulty: "easy",
    question:
      "The panel rated a finalist highly but was unsure how she handles friction with colleagues. You are about to call her former supervisor for a reference. Which question will give you the most useful evidence?",
    options: [
      "How would you describe the way she handles conflict with peers?",
      "What would she do if a peer pushed back hard on her work?",
      "Tell me about a time she disagreed with a peer. What did she do?",
      "Would you say she is easy to work with when views differ?",
    ],
    correctAnswer: 2,
    explanation:
      'A reference check is most useful when it asks, like a behavioral interview, for a specific past example of the behavior the panel was unsure about, which the reference can then be probed on. Asking the reference to describe how she handles conflict invites a general, usually flattering summary, and asking what she would do has the reference guess instead of report. "Would you say she is easy to work with" is a yes/no question that most references answer yes.',
    sources: [],
  },
  {
    id: "int3-26",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "A client outsources reference checks to a background screening firm whose staff phone former supervisors and report on each finalist's work habits and character. The client already gives the standard FCRA disclosure and gets written authorization. What else does federal law require of the client?",
    options: [
      "Written disclosure of the report, sent within 3 days of ordering it",
      "Nothing more: reference calls fall outside the FCRA, whoever calls",
      "A pre-adverse action notice to each finalist before the calls start",
      "Signed consent from each former supervisor before the interview",
    ],
    correctAnswer: 0,
    explanation:
      "A report on character or work habits built from interviews with people who know the candidate is an investigative consumer report, and the user must send a written disclosure that one may be made no later than three days after ordering it, with notice of the right to ask about its nature and scope. Reference calls the employer makes itself fall outside the FCRA, but calls by a screening firm do not. A pre-adverse action notice is due only before acting on the report, and the law requires no consent from the people interviewed.",
    sources: [
      {
        title: "FCRA, 15 U.S.C. § 1681d(a) (disclosure of investigative consumer reports)",
        url: "https://www.law.cornell.edu/uscode/text/15/1681d",
        checked: "2026-11-28",
      },
      {
        title: "FCRA, 15 U.S.C. § 1681a(e) (investigative consumer report defined)",
        url: "https://www.law.cornell.edu/uscode/text/15/1681a",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-27",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      'On a video interview for a fully remote database administrator contract, the candidate\'s lip movements lag his voice, a cough is heard with no movement on screen, and his camera "fails" when you ask him to turn his head. What should you do first?',
    options: [
      "Finish the process and let the I-9 check after hire catch any fraud",
      "Score him as normal, since lag like this is a very common network issue",
      "Hold the submittal and verify his identity on a live on-camera check",
      "Ask for references first, then book the client's technical round",
    ],
    correctAnswer: 2,
    explanation:
      "The FBI has warned that deepfake video and stolen identities are used to win remote IT roles, and out-of-sync lips and sounds with no matching movement are the signs it describes, so verify identity before the candidate goes any further. The Form I-9 review happens after hire, when system access may already be granted, and is not built to catch a face-swapped interview. Treating it as network lag ignores the specific signs, and references supplied by an impostor can be staged as easily as the video.",
    sources: [
      {
        title:
          'FBI Internet Crime Complaint Center, PSA I-062822-PSA, "Deepfakes and Stolen PII Utilized to Apply for Remote Work Positions"',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-28",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A distribution client that wants its new warehouse to stay non-union asks your agency to find out in phone screens whether associate candidates have belonged to a union, so it can pass on those who have. What do you tell the client?",
    options: [
      "Yes: the NLRA protects employees, not job applicants",
      "Yes, as long as every candidate is asked the same way",
      "No, where a state right-to-work law protects union status",
      "No: the NLRA bars turning applicants away over union ties",
    ],
    correctAnswer: 3,
    explanation:
      "Section 8(a)(3) of the National Labor Relations Act bars discrimination in hiring to discourage union membership, and the Supreme Court held in Phelps Dodge that it protects job applicants as well as employees; an agency screening on the client's behalf acts as its agent. The protection is federal and applies in every state: right-to-work laws deal with whether workers can be required to join or pay a union, not with hiring bias. Asking every candidate the same question does not make a screen lawful when its purpose is to reject union members.",
    sources: [
      {
        title: "29 U.S.C. § 158(a)(3) (NLRA, discrimination in regard to hire)",
        url: "https://www.law.cornell.edu/uscode/text/29/158",
        checked: "2026-11-28",
      },
      {
        title: "Phelps Dodge Corp. v. NLRB, 313 U.S. 177 (1941) (job applicants protected)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-29",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "A client uses a one-way video platform whose software scores candidates' recorded answers on word choice and facial expression, and it is hiring for a job based in Chicago. What does state law require before candidates record?",
    options: [
      "A yearly bias audit, a posted summary, and notice 10 business days ahead",
      "Notice of AI use, an account of how it rates, and consent",
      "Notice of recording, consent to it, and deletion within 30 days",
      "Notice of AI use, an opt-out, and a live interview on request",
    ],
    correctAnswer: 1,
    explanation:
      "Illinois's Artificial Intelligence Video Interview Act requires an employer that uses AI to analyze recorded interviews for Illinois-based jobs to tell each applicant beforehand that AI may be used, explain how it works and what general types of characteristics it evaluates, and obtain consent; it may not use the AI to evaluate anyone who has not consented. A bias audit, a posted summary of it and advance notice are New York City's rules for automated hiring tools. Deletion within 30 days is owed when an applicant asks for it, not for every video, and the Act requires no opt-out route to a live interview.",
    sources: [
      {
        title: "Illinois Artificial Intelligence Video Interview Act, 820 ILCS 42/5 and 42/15",
        checked: "2026-11-28",
      },
      {
        title:
          "New York City Local Law 144 of 2021 (automated employment decision tools), NYC Admin. Code § 20-870 et seq.",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-30",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "A client runs eight interviews per candidate for mid-level engineers and keeps losing finalists to faster competitors. The CTO asks what Google's published analysis of its own hiring found about how many interviews are needed. What should you tell him?",
    options: [
      "Accuracy kept climbing with every interview added",
      "Two interviews predicted as well as a longer loop",
      "Six interviews gave most of the value; more added little",
      "Four interviews gave most of the value; more added little",
    ],
    correctAnswer: 3,
    explanation:
      "Google's people-analytics team found that four interviews predicted the hiring decision with about 86% confidence and each interviewer beyond the fourth added only about one percentage point, so Google adopted a \"Rule of Four\" that cut its time to hire. The data showed no steady climb toward eight and did not put the plateau at six, and two interviews fell short of what four provided. It is one employer's data, but it is the analysis the CTO asked about, and it argues for trimming a loop of eight.",
    sources: [
      {
        title:
          'Laszlo Bock, Work Rules! Insights from Inside Google That Will Transform How You Live and Lead (2015), on the "Rule of Four"',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-31",
    module: "Interviewing Process",
    difficulty: "medium",
    question:
      "A client is moving its hiring managers to structured interviews. One manager asks whether he can still ask follow-up questions. What is the best guidance?",
    options: [
      "No follow-ups; read each question as written and move on",
      "Use planned, neutral probes with any candidate whose answer is thin",
      "Follow up freely wherever a candidate's story seems most promising",
      "Save follow-ups for candidates who are close to the hiring bar",
    ],
    correctAnswer: 1,
    explanation:
      "Structure limits prompting rather than banning it: neutral probes planned in advance, offered to any candidate who gives too little to score, keep the evidence comparable. Banning follow-ups leaves thin answers unscorable and over-reads structure. Free-form follow-ups on promising stories and extra probing only for borderline candidates both give some candidates more help than others.",
    sources: [
      {
        title:
          'Campion, Palmer & Campion, "A review of structure in the selection interview", Personnel Psychology 50(3), 1997',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "int3-32",
    module: "Interviewing Process",
    difficulty: "hard",
    question:
      "Your desk's numbers for one client: most of your submittals get interviews, but only one in ten interviewed candidates gets an offer, against about one in three at your other clients. Every offer made has been accepted. What is the most likely cause to look into first?",
    options: [
      "The resumes you submit are weak on the job's must-have skills",
      "The client's pay range is too low for the people you submit",
      "Candidates drop out before the client can get them onto the calendar",
      "The client interviews against needs that differ from the intake",
    ],
    correctAnswer: 3,
    explanation:
      "The weak stage is interview to offer: resumes pass the client's screen and offers close, so the likeliest cause is that the interviewers judge against needs that were not captured at intake, which calls for recalibration. Weak resumes would show up as few interviews, not many. A low pay range would show up as declined offers, and candidate drop-off before scheduling happens before the interview stage being measured.",
    sources: [],
  },
];
