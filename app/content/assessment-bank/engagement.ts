import type { AssessmentQuestion } from "../assessment";

// The bank's "Candidate Engagement & Experience" questions, written to ../shared/ITEM-WRITING.md
// (issue 30). Ids are stable: attempts in the database name their questions by id, so a question's
// id, options and correct answer never change once published (fix a question by giving it a new id).

const checked = "2026-11-28";

const tcpaRules = {
  title: "47 CFR § 64.1200 (FCC rules under the Telephone Consumer Protection Act)",
  url: "https://www.law.cornell.edu/cfr/text/47/64.1200",
  checked,
};

export const engagementQuestions: readonly AssessmentQuestion[] = [
  {
    id: "eng2-01",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "At the intake meeting for a new req with a hiring manager you haven't worked with before, which agreement does the most to keep good candidates from dropping out mid-process?",
    options: [
      "A target count of resumes to send before the first interviews",
      "A set turnaround for feedback on resumes and interviews",
      "A shared scorecard format for every interviewer on the panel",
      "A list of target companies to source from in the first week",
    ],
    correctAnswer: 1,
    explanation:
      "Candidates drop out in the waiting time between steps, and the intake meeting is where a recruiter can fix it: a committed feedback turnaround (for example 24 to 48 hours on resumes and after each interview) keeps the process moving. A resume target, a shared scorecard and a target-company list are all useful intake items, but none of them shortens the waits that lose candidates to faster employers.",
    sources: [],
  },
  {
    id: "eng2-02",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "Your candidate's on-site interview with a client ended at 3 p.m. The hiring manager tends to phone agencies with feedback by the end of the day. What should you do first?",
    options: [
      "Phone the manager at 3:30 for feedback while it's still fresh",
      "Wait for the manager's call, then relay the verdict to the candidate",
      "Email the candidate a thank-you note template to send the panel",
      "Call the candidate for a debrief before the manager reaches you",
    ],
    correctAnswer: 3,
    explanation:
      "Debriefing the candidate first tells you their interest, concerns and any deal-breakers, so when the manager calls you can answer objections, test the close and know whether to push for an offer. Phoning the manager first, or waiting for the verdict, puts you into the client conversation blind, and a thank-you note is a courtesy to arrange after the debrief, not the first step.",
    sources: [],
  },
  {
    id: "eng2-03",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "Your firm's counsel has classified its autodialed job-alert texts as telemarketing under the TCPA. A recruiter wants to load 3,000 cell numbers from the ATS into the campaign. What must the firm hold for each number before the first message goes out?",
    options: [
      "A signed agreement to receive them, which can be signed electronically",
      "The number as the person entered it on a submitted job application",
      "An established business relationship, such as a past placement",
      "A recruiter's ATS note that the person agreed during a phone call",
    ],
    correctAnswer: 0,
    explanation:
      "Autodialed telemarketing calls and texts to a cell phone need prior express written consent: a written agreement, which can be signed electronically under the E-SIGN Act, that clearly authorizes such messages to that number. A number given on an application is at most prior express consent, which covers informational messages but not telemarketing; an established business relationship does not stand in for consent to autodialed telemarketing to a cell phone; and an oral yes noted in the ATS is not written consent.",
    sources: [
      {
        title: "47 U.S.C. § 227(b)(1)(A)(iii) (TCPA, autodialed calls to cell phones)",
        url: "https://www.law.cornell.edu/uscode/text/47/227",
        checked,
      },
      {
        title: "47 CFR § 64.1200(a)(2) and (f) (prior express written consent for telemarketing)",
        url: "https://www.law.cornell.edu/cfr/text/47/64.1200",
        checked,
      },
    ],
  },
  {
    id: "eng2-04",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      'Your firm sends autodialed job-alert texts to candidates who gave the consent the TCPA requires. One replies: "pls take me off this, found a job." Under the FCC\'s TCPA rules, what must the firm do?',
    options: [
      "Reply asking for STOP, since free-text replies are not valid opt-outs",
      "Pause messages for 90 days, then resume them unless she objects again",
      "Treat it as an opt-out and stop messaging her within 10 business days",
      "Treat it as an opt-out and stop messaging her within 30 days",
    ],
    correctAnswer: 2,
    explanation:
      "The FCC's rules let a person revoke consent by any reasonable means, including a plain-language reply that a reasonable person would read as a request to stop, and require the sender to honor it within 10 business days; one text confirming the opt-out is allowed. Thirty days is the old outer limit for internal do-not-call requests, replaced by the 10-business-day rule. Insisting on STOP treats keywords as the only valid way to revoke, which the rules forbid, and pausing then resuming the alerts ignores a revocation already received. The FCC has delayed its separate rule that one opt-out covers a sender's unrelated messages, but that does not affect these alerts.",
    sources: [
      {
        ...tcpaRules,
        title: "47 CFR § 64.1200(a)(10)–(12) (revocation of consent under the TCPA rules)",
      },
    ],
  },
  {
    id: "eng2-05",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "Your candidate survey asks how likely people are to recommend applying to your company, on a 0–10 scale. Of 200 responses, 96 gave 9 or 10, 64 gave 7 or 8, and 40 gave 0 to 6. What candidate NPS should you report?",
    options: ["+41", "+28", "+48", "+56"],
    correctAnswer: 1,
    explanation:
      "NPS is the percentage of promoters (9-10) minus the percentage of detractors (0-6), with the passives (7-8) kept in the base: 48 % minus 20 % gives +28. +41 comes from dropping the passives from the base (56 of 136), +48 is the promoter share alone, and +56 subtracts the raw counts without turning them into percentages.",
    sources: [
      {
        title:
          'Frederick F. Reichheld, "The One Number You Need to Grow," Harvard Business Review (December 2003)',
        checked,
      },
      { title: "Bain & Company, Net Promoter System: Measuring Your Net Promoter Score", checked },
    ],
  },
  {
    id: "eng2-06",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      'A vice president sees that your candidate NPS is +10 and says, "So only 10% of candidates liked our process." How should you correct the reading?',
    options: [
      "Promoters outnumber detractors by 10 points of all responses",
      "Promoters and passives outnumber detractors by 10 points",
      "Ten percent of all respondents were promoters, scoring 9 or 10",
      "Scores rose 10 points over the previous survey's result",
    ],
    correctAnswer: 0,
    explanation:
      "NPS is a net figure, the share of promoters (9–10) minus the share of detractors (0–6), with passives (7–8) counted in the base but on neither side, so +10 could mean 40 % promoters and 30 % detractors. Counting passives with the promoters gives a different and larger number, reading +10 as the promoter share is the vice president's own mistake in other words, and NPS is a level, not a change from an earlier survey; to see how many candidates were happy, look at the promoter share itself.",
    sources: [
      {
        title:
          'Frederick F. Reichheld, "The One Number You Need to Grow," Harvard Business Review (December 2003)',
        checked,
      },
      { title: "Bain & Company, Net Promoter System: Measuring Your Net Promoter Score", checked },
    ],
  },
  {
    id: "eng2-07",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "On a first call with a passive candidate for a controller role, you want to gauge the risk that a counteroffer pulls them back before their start date. Which question gives you the most to work with?",
    options: [
      "If your boss matched the new salary, would you still leave?",
      "How much notice will your current company expect you to give?",
      "Which other companies are you interviewing with right now?",
      "What would your company have to change for you to want to stay?",
    ],
    correctAnswer: 3,
    explanation:
      "Asking what would have to change for them to stay surfaces the real motives for moving; if the answers are things money or a title can fix, a counteroffer is a live risk you can plan around now. The direct question about matching the salary draws a reflexive yes, and notice period and other interviews matter to timing and competition but say little about whether the current employer can win them back.",
    sources: [],
  },
  {
    id: "eng2-08",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "Your candidate interviewed eight days ago for a contract role at a client that uses a managed service provider for its contingent workforce. The hiring manager has not responded since, and the candidate wants news. What should you do first?",
    options: [
      "Call the team lead directly, using the number from the calendar invite",
      "Submit the same person to a second open req at that client as a backup",
      "Ask the MSP coordinator for a status update through the VMS",
      "Email the department director to escalate the delay on your behalf",
    ],
    correctAnswer: 2,
    explanation:
      "In an MSP program the supplier's line to the client runs through the MSP, whose rules commonly bar suppliers from contacting hiring managers directly; the MSP coordinator can chase the manager and see the req's status in the VMS. Calling the manager or writing to a director goes around the program and can get a supplier scored down or suspended, and submitting the person to another req brings no news on this one and can start a duplicate-submission dispute.",
    sources: [],
  },
  {
    id: "eng2-09",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "Your finalist holds a competing offer that expires Friday. The client hasn't answered two emails in the six days since her final interview. What should you do first?",
    options: [
      "Phone the manager, explain the deadline, and ask when they'll decide",
      "Ask the candidate to request a one-week extension from the other firm",
      "Send a third email marked urgent and copy the manager's HR partner",
      "Advise the candidate to accept the other offer, since silence means no",
    ],
    correctAnswer: 0,
    explanation:
      "A competing deadline is news the client needs, and a phone call gets it heard after emails have gone unanswered; the answer tells you whether to push for an offer or help the candidate decide. Asking for an extension before you know the client's intent spends her goodwill with the other employer, a third email repeats the channel that has failed, and reading six days of silence as a no may cost her the job she prefers when the manager is simply busy or traveling.",
    sources: [],
  },
  {
    id: "eng2-10",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "You're a corporate recruiter. Five weeks after a new hire started, she resigns, and the same req reopens. The runner-up from that search got strong marks from every interviewer. What should you do first?",
    options: [
      "Repost the job so the manager sees a fresh slate of applicants",
      "Make the other finalist an offer now on the first hire's terms",
      "Call the other finalist to check interest before sourcing anew",
      "Wait a few weeks so the finalist won't feel like a second choice",
    ],
    correctAnswer: 2,
    explanation:
      "A recent silver medalist is already vetted and knows the team, so a personal call to check interest, availability and current expectations comes before any new sourcing. Making an offer straight away skips that call, along with the manager's go-ahead, and may price the offer on terms that no longer fit her. Reposting starts from zero, and waiting weeks to spare her feelings gives other employers time to hire her.",
    sources: [],
  },
  {
    id: "eng2-11",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "The client has offered the role to one finalist, who wants the weekend to decide. The other finalist, the client's clear second choice, emails you asking for an update. What should you tell her?",
    options: [
      "That the client picked someone else and she is no longer being considered",
      "That the client is finalizing with someone else and you'll update her Tuesday",
      "That the client hasn't decided yet and is still weighing everyone equally",
      "Nothing yet, so that she isn't unsettled by news that could still change",
    ],
    correctAnswer: 1,
    explanation:
      "Until the first choice accepts, the runner-up is the client's backup, so she should hear an honest status and a date for the next update. Rejecting her now throws away the backup if the offer is declined; saying no decision has been made is untrue and costs her trust when she learns otherwise; and silence is the very ghosting that turns a strong second choice into a lost candidate.",
    sources: [],
  },
  {
    id: "eng2-12",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "A client cancels a req after a budget freeze. Six of your candidates interviewed with the client, and forty more passed your phone screen. How should you close the loop?",
    options: [
      "Email all forty-six one note saying the req has been canceled",
      "Leave all forty-six active for 60 days in case the req reopens",
      "Ask the client's HR team to send its standard decline to everyone",
      "Phone the six finalists, then email the other forty with the reason",
    ],
    correctAnswer: 3,
    explanation:
      "Candidates who met the client have invested the most and deserve a call, and everyone else should hear the real reason, which also keeps them open to your next role. One mass email treats finalists who interviewed on site like people who only had a phone screen; leaving people active with no word is ghosting; and the client's HR has no relationship with, and often no record of, the candidates your agency screened.",
    sources: [],
  },
  {
    id: "eng2-13",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "Applicants for a warehouse client's picker roles wait three to five days for a recruiter's call to book an interview, and about half have stopped responding by the time they are reached. What change will most cut this drop-off?",
    options: [
      "Text each applicant within a day to ask for a good time to call",
      "Hold a single hiring event at the end of each week for everyone",
      "Let applicants self-schedule right after they apply",
      "Call back those with forklift experience ahead of the rest",
    ],
    correctAnswer: 2,
    explanation:
      "Hourly applicants apply to several employers at once and take the first real opportunity, so the delay itself is the leak, and letting them book an interview the moment they apply, while they are still on the page, removes it. A next-day text still leaves a round of back-and-forth before anything is booked, a weekly hiring event lengthens the wait, and putting forklift experience first speeds up a few calls while everyone else still waits days.",
    sources: [],
  },
  {
    id: "eng2-14",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "A client's online application for an AP specialist takes about 40 minutes, and 9% of those who start it finish. The client says the length weeds out people who aren't serious. What should you propose first?",
    options: [
      "Ask for a resume and contact details, and move other questions later",
      "Keep the form as it stands but add a progress bar to each page",
      "Send automated reminders to people who start and don't finish",
      "Post the job on more boards to raise the count of finished forms",
    ],
    correctAnswer: 0,
    explanation:
      "A long form mostly filters out people with options, such as employed candidates applying from a phone, rather than unserious ones; collecting just what is needed to decide whom to screen, and gathering the rest once there is mutual interest, fixes the cause. A progress bar and reminders soften the same 40 minutes, and buying more traffic pushes more people into a funnel that loses nine in ten.",
    sources: [],
  },
  {
    id: "eng2-15",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      'A hiring manager has turned down your first six submittals for a data engineer req, each with the note "not quite right." What should you do next?',
    options: [
      "Send six more resumes from a wider pool to give more to choose from",
      "Rewrite the job ad to draw a more senior pool of applicants",
      "Raise the vague feedback with the manager's HR business partner",
      "Ask the manager to compare two resumes and say what sets them apart",
    ],
    correctAnswer: 3,
    explanation:
      "Six misses with vague notes mean the target is unclear, so a calibration conversation, going through real resumes side by side and naming what separates a yes from a no, is the next step. More volume repeats the miss, rewriting the ad guesses at the gap (seniority may not be it), and going to HR before asking the manager directly strains the relationship without producing a clearer profile.",
    sources: [],
  },
  {
    id: "eng2-16",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "You've placed 12 temps to start Monday at 6 a.m. on a client's production line. Past starts there have had a 25% no-show rate. What does most to reduce no-shows on Monday?",
    options: [
      "Email each temp a start packet with the address and shift details",
      "Confirm each temp by phone the day before, and again that morning",
      "Book three extra temps for Monday to cover the expected gaps",
      "Tell each temp that a no-show means removal from your roster",
    ],
    correctAnswer: 1,
    explanation:
      "A live confirmation call the day before, and a wake-up check that morning, catch transport, childcare and second-thought problems while there is still time to solve them or backfill. An emailed packet is easily missed, overbooking covers the gap for the client without reducing no-shows, and threats do little to move workers who have other jobs to go to.",
    sources: [],
  },
  {
    id: "eng2-17",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "Your candidate accepted a direct-hire offer that depends on a background check and drug screen. Both results are pending, and she asks whether to resign today to protect her start date. What should you advise?",
    options: [
      "Resign today, since the written offer already lists a start date",
      "Resign once the lab result comes back, since it's the slower of the two",
      "Hold off until the client confirms in writing that all checks cleared",
      "Resign once the client's onboarding portal sends her login details",
    ],
    correctAnswer: 2,
    explanation:
      "A contingent offer can still be withdrawn if a check fails or stalls, so she should give notice only after the client confirms in writing that every contingency has cleared. A start date on the offer letter does not remove the contingencies, one result is not all of them, and an onboarding login is an automated step that often goes out before the checks are done.",
    sources: [],
  },
  {
    id: "eng2-18",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "You placed a direct-hire sales manager under a 90-day replacement guarantee. Which check-in plan after the start date best protects the placement?",
    options: [
      "Day one, end of week one, then at 30 and 60 days and before day 90",
      "Calls at 30, 60 and 90 days, giving the hire room to settle in first",
      "Day one and end of week one, then leave follow-up to the client's HR",
      "Weekly calls for the first month, then a final call at day 90",
    ],
    correctAnswer: 0,
    explanation:
      "Early problems (a mismatch with what was promised, a difficult manager, an old employer calling back) surface in the first days and weeks, and others build later, so check-ins spread across the guarantee window, with one before it closes, leave time to fix them before a fall-off triggers a free replacement. Waiting until day 30 misses the weeks when early regrets surface; handing off to HR after week one leaves you blind for most of the window; and a month of weekly calls followed by one call at day 90 skips the middle and comes too late to act.",
    sources: [],
  },
  {
    id: "eng2-19",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "A light-industrial temp you placed is three days into a new assignment. On your first-week check-in call, which topic matters most to raise?",
    options: [
      "The client's PTO policy and how to request days off with the team",
      "Whether the client has hinted at hiring them on as permanent staff",
      "Which of the client's benefits they can enroll in after 30 days",
      "How to submit hours and when the first paycheck will arrive",
    ],
    correctAnswer: 3,
    explanation:
      "A missed or wrong first paycheck is one of the fastest ways to lose a new temp, so confirming how time is submitted and approved, and when and how pay arrives, comes first. The client's PTO policy and benefits do not apply, because the staffing firm is the W-2 employer and its own policies and benefits govern; and conversion talk three days in is premature and can unsettle both sides.",
    sources: [],
  },
  {
    id: "eng2-20",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "A nonexempt W-2 contractor you placed worked 46 hours last week without the client manager's approval for the extra time. The client's policy is not to pay unapproved overtime. What is your firm required to do?",
    options: [
      "Pay the 40 approved hours and withhold the 6 the client refused",
      "Pay all 46 hours, 6 at time and a half, and address conduct separately",
      "Pay all 46 hours at straight time, since the extra 6 weren't approved",
      "Pay 40 hours now and give 9 hours off next week in place of the rest",
    ],
    correctAnswer: 1,
    explanation:
      "Work the employer suffers or permits is work time even if no one approved it, and a nonexempt employee must get time and a half for hours over 40 in the workweek; the staffing firm, as W-2 employer, owes the pay, and unapproved overtime can be handled as a conduct matter. Withholding the hours or paying them at straight time breaks the FLSA, and comp time off in a later week in place of overtime pay is not available to private employers.",
    sources: [
      {
        title: "29 U.S.C. § 207(a)(1) (Fair Labor Standards Act, overtime)",
        url: "https://www.law.cornell.edu/uscode/text/29/207",
        checked,
      },
      {
        title: "29 CFR §§ 785.11–785.13 (work not requested but suffered or permitted)",
        url: "https://www.law.cornell.edu/cfr/text/29/785.11",
        checked,
      },
    ],
  },
  {
    id: "eng2-21",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "A contractor's assignment ends in five weeks. The client says an extension is likely but won't commit, and the contractor asks you what happens next. What should you do?",
    options: [
      "Ask the client for a decision date, and start lining up next roles now",
      "Tell the contractor to count on the extension, since the client said so",
      "Hold off on other roles until the client decides, to avoid friction",
      "Suggest the contractor start job hunting on their own as a hedge",
    ],
    correctAnswer: 0,
    explanation:
      "Redeployment works when it starts weeks before the end date: a firm decision date from the client and a parallel search let you either extend or move the contractor with no gap in pay. Promising an unconfirmed extension sets up a broken promise, waiting leaves too little time to place them, and telling them to job-hunt alone hands a good contractor, and the next assignment, to a competitor.",
    sources: [],
  },
  {
    id: "eng2-22",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "Before a timed, in-person typing and data-entry test for 30 applicants to a client's claims processor roles, you explain the test to each one. At this pre-offer stage, what else may you ask all of them?",
    options: [
      "Whether they will need an accommodation to do the job itself",
      "Whether any health condition slows their keyboard speed",
      "Whether they will need an accommodation for this assessment",
      "Whether they had extended exam time while they were in school",
    ],
    correctAnswer: 2,
    explanation:
      "EEOC guidance lets an employer describe the hiring process and ask every applicant whether they will need a reasonable accommodation for it. Before an offer, asking whether someone needs an accommodation to do the job is allowed only when the employer reasonably believes one is needed because of an obvious or disclosed disability, and questions about health conditions or past extended exam time are disability-related inquiries the ADA bars at this stage.",
    sources: [
      {
        title: "42 U.S.C. § 12112(d)(2) (ADA, pre-employment inquiries)",
        url: "https://www.law.cornell.edu/uscode/text/42/12112",
        checked,
      },
      {
        title:
          "EEOC, Enforcement Guidance: Preemployment Disability-Related Questions and Medical Examinations",
        checked,
      },
    ],
  },
  {
    id: "eng2-23",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "A candidate you've submitted to a 400-employee manufacturer tells you she is seven months pregnant and asks whether its final round, a two-hour walking tour of the plant, could be done seated or by video. What should you do?",
    options: [
      "Explain that accommodation duties begin once she is on the payroll",
      "Tell her pregnancy alone doesn't count as a disability under the ADA",
      "Ask her for a doctor's note before you raise it with the client",
      "Pass it to the client right away as an accommodation request",
    ],
    correctAnswer: 3,
    explanation:
      "The Pregnant Workers Fairness Act requires employers with 15 or more employees to reasonably accommodate known limitations related to pregnancy, and it covers applicants, so the request should reach the client at once. Saying the duty starts on hire is wrong for applicants; the point that pregnancy alone is not an ADA disability is the pre-PWFA answer and no longer settles the question; and demanding a doctor's note before the client has even heard the request puts a step in the wrong order, since any documentation is the employer's call within the PWFA's limits.",
    sources: [
      {
        title:
          "42 U.S.C. §§ 2000gg(3), 2000gg-1 (Pregnant Workers Fairness Act; employee includes applicant)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000gg-1",
        checked,
      },
      {
        title:
          "29 CFR Part 1636 (EEOC regulations implementing the PWFA; set aside in part, as to elective abortion, in Louisiana v. EEOC, W.D. La.)",
        url: "https://www.law.cornell.edu/cfr/text/29/part-1636",
        checked,
      },
    ],
  },
  {
    id: "eng2-24",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "An applicant emails your recruiting inbox: \"Your online assessment won't work with my screen reader, so I can't finish it.\" What should you do first?",
    options: [
      "Send the vendor's browser troubleshooting steps and a new link",
      "Treat it as an accommodation request and offer an accessible route",
      "Extend the deadline so the applicant can finish on another computer",
      "Waive the step and move the applicant straight to the next stage",
    ],
    correctAnswer: 1,
    explanation:
      'A request for accommodation does not need the words "reasonable accommodation": an applicant saying a disability-related barrier blocks a step is enough to start the process and offer an accessible alternative. Treating it as a browser glitch or a timing problem misses the barrier, and waiving the step outright goes further than needed and skips an evaluation others get, when an accessible version would let the applicant be assessed fairly.',
    sources: [
      {
        title:
          "EEOC, Enforcement Guidance on Reasonable Accommodation and Undue Hardship under the ADA",
        checked,
      },
    ],
  },
  {
    id: "eng2-25",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "A client wants each applicant for its Chicago-based customer care roles to record a one-way video interview that an AI tool will score. Before the invitations go out, what does Illinois law require?",
    options: [
      "Notice of the AI use, how it evaluates, and each person's consent",
      "A public bias audit of the AI tool completed within the past year",
      "A line in each job ad stating that the AI tool scores the videos",
      "A way to ask for human review of the AI score after it is issued",
    ],
    correctAnswer: 0,
    explanation:
      "Illinois' Artificial Intelligence Video Interview Act requires, before the interview, notice that AI may analyze the video, an explanation of how it works and what general characteristics it evaluates, and the applicant's consent; it also limits sharing and requires deletion on request. A published bias audit is New York City's rule for automated employment decision tools, a line in the job ad is not individual notice and consent, and a human-review option after scoring is not what the Act requires.",
    sources: [
      { title: "Artificial Intelligence Video Interview Act, 820 ILCS 42/5 (Illinois)", checked },
      {
        title: "New York City Local Law 144 (automated employment decision tools, bias audit)",
        checked,
      },
    ],
  },
  {
    id: "eng2-26",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "A former contractor posts a one-star Glassdoor review saying your agency paid him late twice. Payroll shows one check was late because he submitted his timesheet after the cutoff. How should you respond publicly?",
    options: [
      "Thank him and explain that one late check followed a late timesheet",
      "Thank him and note that nearly all our workers are paid on time",
      "Thank him and invite current contractors to share their own views",
      "Thank him, note the pay concern, and name a contact to resolve it",
    ],
    correctAnswer: 3,
    explanation:
      "A short, calm reply that acknowledges the concern and names a person to resolve it privately shows future candidates that pay problems get fixed. Explaining the late timesheet, however politely, discloses a worker's employment records in public and reads as point-scoring; a statistic about everyone else dismisses his complaint; and rallying current contractors to post in answer reads as an orchestrated pile-on that readers discount, while his complaint is still unanswered.",
    sources: [],
  },
  {
    id: "eng2-27",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "Your agency wants more Google reviews from the workers it has put on assignment. Which plan for asking fits both FTC guidance and Google's review policy?",
    options: [
      "Ask those who gave a 9 or 10 on your post-placement survey",
      "Offer every placement a disclosed $10 gift card for any rating",
      "Ask every recent placement to rate you, with no reward offered",
      "Have each recruiter invite the placements they know best",
    ],
    correctAnswer: 2,
    explanation:
      "Asking every recent placement, with nothing offered, meets the FTC's guidance not to ask only people likely to be positive and Google's ban on selectively soliciting positive reviews. Inviting only survey promoters is review gating under both. A disclosed gift card for any review, good or bad, can satisfy the FTC, which objects to incentives tied to a favorable review, but Google does not allow reviews given in exchange for incentives at all. Letting recruiters pick the placements they know best selects the friendliest reviewers and brings in personal connections that have to be disclosed.",
    sources: [
      { title: "FTC, Soliciting and Paying for Online Reviews: A Guide for Marketers", checked },
      {
        title:
          "16 CFR Part 465 (FTC Trade Regulation Rule on the Use of Consumer Reviews and Testimonials)",
        url: "https://www.ecfr.gov/current/title-16/part-465",
        checked,
      },
      { title: "Google, Maps user contributed content policy: fake engagement", checked },
    ],
  },
  {
    id: "eng2-28",
    module: "Candidate Engagement & Experience",
    difficulty: "hard",
    question:
      "A client declines your candidate for a senior accountant role. The manager's notes read: \"Sharp, but hasn't used NetSuite, which the req lists. Also seems overqualified; worried he'd get bored and leave.\" The candidate asks you why. What should you pass on?",
    options: [
      "That the client felt his background was above the level it needs",
      "That the client needed hands-on use of the ERP system in the posting",
      "That the client worried he'd get restless and move on within a year",
      "That the client liked him but felt another finalist was a better fit",
    ],
    correctAnswer: 1,
    explanation:
      'The ERP gap is specific, job-related and tied to a stated requirement, so it is both useful and safe to share. "Overqualified" and "would get bored and leave" are remarks courts have treated as possible stand-ins for age discrimination (the ADEA protects workers 40 and over), and passing them on puts them in the candidate\'s hands; a vague "better fit" tells him nothing and invites him to fill the gap with worse guesses.',
    sources: [
      {
        title: "29 U.S.C. § 623(a) (Age Discrimination in Employment Act, prohibited practices)",
        url: "https://www.law.cornell.edu/uscode/text/29/623",
        checked,
      },
      {
        title: "Taggart v. Time Inc., 924 F.2d 43 (2d Cir. 1991) (overqualification and age)",
        checked,
      },
    ],
  },
  {
    id: "eng2-29",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      'Your withdrawal log for software engineer reqs shows most candidates drop out between the first and second interviews, citing "accepted another offer." The median gap between those rounds is 11 business days. What change should you push for first?',
    options: [
      "Raise the posted pay range to beat the competing offers",
      "Add a take-home exercise early to test their commitment",
      "Ask candidates at the screen to commit to finishing the process",
      "Hold the second round within a few days of the first one",
    ],
    correctAnswer: 3,
    explanation:
      "When withdrawals cluster in a long gap between rounds and the reason is another offer, speed is the fix: competitors are closing while the candidate waits. Raising pay answers a problem the data don't show, a take-home exercise adds more delay, and a promise made at the screen does not hold against a real offer that arrives while the candidate waits.",
    sources: [],
  },
  {
    id: "eng2-30",
    module: "Candidate Engagement & Experience",
    difficulty: "easy",
    question:
      "Your agency's talent community of 3,000 past nursing applicants gets one email a week listing every open job, and open rates have fallen steadily. What change should you make first?",
    options: [
      "Segment by specialty and location and send roles that fit each group",
      "Add employer-brand stories and videos to the weekly message",
      "Remove anyone who hasn't opened a message in the past 30 days",
      "Send the full list twice a week so openings reach people sooner",
    ],
    correctAnswer: 0,
    explanation:
      "Open rates fall when most of each message is irrelevant to the reader; segmenting by specialty, license and location, so an ICU nurse in Phoenix sees ICU roles near Phoenix, restores relevance. Brand content does not fix an irrelevant job list, purging after 30 days discards silver medalists and people who will be ready to move later, and sending the same list more often speeds up unsubscribes.",
    sources: [],
  },
  {
    id: "eng2-31",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "Your candidate has a first interview with a client's engineering manager tomorrow. On your prep call, what is the most valuable thing to give her?",
    options: [
      "A list of common interview questions with model answers to learn",
      "Tips on the client's dress code and the best route to the office",
      "What the manager told you matters most, and who she'll meet",
      "The company's history, mission and latest press releases to cite",
    ],
    correctAnswer: 2,
    explanation:
      "Your intake gives you what no website does: the manager's real priorities, the problem the hire must solve, the interviewers and the format, and prepping her on those lets her aim her examples at what will be judged. Memorized model answers come across as canned, dress code and directions are logistics to confirm in a line, and company history is homework she can do herself.",
    sources: [],
  },
  {
    id: "eng2-32",
    module: "Candidate Engagement & Experience",
    difficulty: "medium",
    question:
      "You emailed 200 CDL-A driver applicants about a regional route opening and got six replies in three days. Each applicant opted in to recruiting texts when applying. What should you try next?",
    options: [
      "A LinkedIn InMail campaign to the group with a new subject",
      "A short text from a named recruiter with a link to book a call",
      "A second email with a stronger subject line and a pay highlight",
      "A prerecorded voicemail drop to every number in the list at once",
    ],
    correctAnswer: 1,
    explanation:
      "Drivers and other hourly candidates are rarely at a desk and answer texts far faster than email, and a short, personal text from a named recruiter with an easy next step converts best; the opt-in already covers it. A LinkedIn campaign targets a network most drivers don't use, a second email repeats the channel that failed, and a prerecorded voicemail drop raises a separate TCPA consent question that a text opt-in does not answer.",
    sources: [],
  },
];
