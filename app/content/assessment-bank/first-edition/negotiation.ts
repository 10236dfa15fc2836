import type { QuestionText } from "../../assessment";

// The bank's "Negotiation & Closing" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const negotiationQuestions: readonly QuestionText[] = [
  {
    id: "q20",
    module: "Negotiation & Closing",
    question:
      "Which practice best reduces the risk that a candidate accepts a counter-offer from their current employer?",
    options: [
      "Delaying the offer until the candidate has already resigned",
      "Discussing counter-offers early and revisiting why they want to leave",
      "Asking the client to match any counter-offer after it is received",
      "Avoiding the topic so the candidate does not start thinking about it",
    ],
    correctAnswer: 1,
    explanation:
      "Pre-closing by raising counter-offers early and anchoring on the candidate's reasons for leaving prepares them to decline a counter that won't fix those issues.",
  },
  {
    id: "q21",
    module: "Negotiation & Closing",
    question:
      "You are recruiting for a role in a jurisdiction with a salary history ban. Which approach is appropriate?",
    options: [
      "Ask for the candidate's most recent pay stub to benchmark the offer",
      "Ask about current salary verbally, since only written requests are banned",
      "Ask about the candidate's salary expectations for the new role instead",
      "Ask the prior employer's HR team to confirm the candidate's current pay",
    ],
    correctAnswer: 2,
    explanation:
      "Salary history bans in many states and cities bar asking about or relying on past pay, while asking what the candidate expects for the new role is generally permitted.",
  },
  {
    id: "neg-01",
    module: "Negotiation & Closing",
    question:
      "A client wants to give a finalist only 24 hours to accept an offer, with no extension possible. What should the recruiter advise?",
    options: [
      "Support it, since tight deadlines reliably raise acceptance rates",
      "Keep the deadline from the candidate so they feel no extra pressure",
      "Set a short decision date that the candidate agrees to in advance",
      "Tell the candidate the deadline is flexible, whatever the client says",
    ],
    correctAnswer: 2,
    explanation:
      "Exploding offers push candidates to decline, or to accept half-heartedly and renege later. A short deadline the candidate agreed to in advance keeps momentum without the backlash.",
  },
  {
    id: "neg-02",
    module: "Negotiation & Closing",
    question:
      "Two weeks before the start date, a candidate who accepted your client's offer says they will take another job instead. What is the best first step?",
    options: [
      "Call the candidate to learn why and whether the concern can be solved",
      "Warn the candidate that the client will sue them for breach of contract",
      "Keep it from the client until the start date in case they change again",
      "Send the client a replacement candidate without mentioning the renege",
    ],
    correctAnswer: 0,
    explanation:
      "A prompt conversation shows whether the issue (pay, a counteroffer, doubts) can be addressed; then update the client honestly. Threats rarely work, and hiding a renege destroys client trust.",
  },
  {
    id: "neg-03",
    module: "Negotiation & Closing",
    question:
      'Before the client makes an offer, a recruiter asks the candidate, "If the offer is $95,000 with a start in three weeks, would you accept?" What is this, and why do it?',
    options: [
      "A reference check, to confirm the candidate's current pay level",
      "A counteroffer, inviting the candidate to raise their salary ask",
      "A verbal offer, which commits the client to those exact terms",
      "A trial close, to surface objections before an offer is made",
    ],
    correctAnswer: 3,
    explanation:
      "A trial close tests commitment to specific terms while there is still time to resolve objections, so the formal offer confirms an agreement rather than opening a new negotiation.",
  },
  {
    id: "neg-04",
    module: "Negotiation & Closing",
    question:
      "New York City bans asking job applicants about their salary history. An agency recruiter filling a role for a NYC employer asks whether the ban applies to them. What is correct?",
    options: [
      "No: the ban binds only the employer that makes the final offer",
      "Yes: it covers employment agencies and employers' agents as well",
      "Only if the recruiter personally works from an office in the city",
      "Only for roles whose advertised pay falls below a set salary level",
    ],
    correctAnswer: 1,
    explanation:
      "New York City's law applies to employers, employment agencies and their employees or agents, so third-party recruiters must not ask about, or rely on, an applicant's pay history either.",
  },
  {
    id: "neg-05",
    module: "Negotiation & Closing",
    question: "What is the main policy goal behind state and local salary history bans?",
    options: [
      "To keep past pay gaps from following workers to new jobs",
      "To help employers cut hiring costs by lowering starting pay",
      "To keep workers' pay records private from federal tax agencies",
      "To require employers to pay every new hire the same salary",
    ],
    correctAnswer: 0,
    explanation:
      "Basing offers on prior pay can carry earlier inequities, often linked to sex or race, into each new job. The bans push employers to set pay by the role and the candidate's qualifications.",
  },
  {
    id: "neg-06",
    module: "Negotiation & Closing",
    question:
      "During an early screen, which question best helps a recruiter gauge a candidate's counteroffer risk?",
    options: [
      "What is the lowest salary you would accept for this new position?",
      "How many other agencies have submitted you to this client?",
      "Would you be willing to start before your notice period ends?",
      "What would your employer have to change for you to stay there?",
    ],
    correctAnswer: 3,
    explanation:
      "If a raise or promotion would keep the candidate, a counteroffer is a real threat. Learning that early lets you test their motivation before the client invests in interviews.",
  },
  {
    id: "neg-07",
    module: "Negotiation & Closing",
    question:
      "A contractor bills at $70/hour and yields $20/hour of gross profit after pay and burden. The client asks for a bill rate $5/hour lower, and the pay cannot change. What share of the gross profit is lost?",
    options: ["About 7%", "25%", "5%", "20%"],
    correctAnswer: 1,
    explanation:
      "With pay and burden fixed, every dollar off the bill rate comes out of gross profit: $5 of $20 is 25%. That is why a rate cut should be traded for something, such as volume or a longer commitment.",
  },
  {
    id: "neg-08",
    module: "Negotiation & Closing",
    question:
      'A direct-hire client asks you to lower your placement fee. Which response follows the "give-get" principle of negotiation?',
    options: [
      "Agree at once, since winning the search matters more than the fee",
      "Refuse any change and point the client to your standard fee terms",
      "Offer a lower fee if the client gives you the search exclusively",
      "Accept the lower fee but quietly shorten your replacement guarantee",
    ],
    correctAnswer: 2,
    explanation:
      "Trading a concession for something of value, such as exclusivity, which raises your odds of filling the role, protects both margin and relationship. Quietly changing other terms undermines trust.",
  },
  {
    id: "neg-09",
    module: "Negotiation & Closing",
    question: "Which event is commonly excluded from a direct-hire placement guarantee?",
    options: [
      "The client cuts the role in a layoff or restructuring",
      "The new hire resigns in the first month to take another job",
      "The new hire is let go for poor performance within the period",
      "The new hire stops coming to work a few weeks after starting",
    ],
    correctAnswer: 0,
    explanation:
      "A guarantee protects the client against a placement that does not work out. It typically excludes departures caused by the client's own decisions, such as layoffs, restructuring or a changed role.",
  },
  {
    id: "neg-10",
    module: "Negotiation & Closing",
    question:
      "A contract-staffing client asks to pay your invoices in 90 days instead of 30. What is the main cost of agreeing?",
    options: [
      "The contractors' pay rates must be lowered to cover the delay",
      "The placements no longer count toward the client's fill rate",
      "Your replacement guarantee is automatically extended as well",
      "You carry the contractors' payroll for longer before payment",
    ],
    correctAnswer: 3,
    explanation:
      "A staffing firm pays its W-2 contractors every week or two, regardless of when the client pays, so longer terms tie up cash. That cost should be priced into the bill rate or traded for something of value.",
  },
  {
    id: "neg-11",
    module: "Negotiation & Closing",
    question:
      "Why do many agency recruiters ask to deliver the verbal offer themselves rather than have the client email it?",
    options: [
      "Agencies are legally required to present every offer to candidates",
      "They hear the reaction live and can address concerns before they grow",
      "It lets the recruiter raise the salary without the client's approval",
      "An emailed offer is not valid until a recruiter confirms it by phone",
    ],
    correctAnswer: 1,
    explanation:
      "The recruiter knows the candidate's motivators and can answer questions and address hesitation on the spot. An unexplained email invites silence and second thoughts.",
  },
  {
    id: "neg-12",
    module: "Negotiation & Closing",
    question:
      "A candidate is disappointed that an offer's base salary is $5,000 below their target, and the client is already at the top of its range. What is the best next step?",
    options: [
      "Tell the candidate the offer is final and they must decide today",
      "Promise a raise after 90 days without checking with the client",
      "Review the whole package: bonus, benefits, time off, and growth",
      "Ask the candidate for pay stubs that show their competing offers",
    ],
    correctAnswer: 2,
    explanation:
      "When base pay is capped, total compensation and non-cash factors often bridge the gap. Unauthorized promises set up a renege or a dispute later.",
  },
  {
    id: "neg-13",
    module: "Negotiation & Closing",
    question: "Why should a verbal acceptance be followed promptly by a written offer letter?",
    options: [
      "It records the agreed terms and reduces misunderstandings",
      "It ends at-will employment and guarantees the job for a year",
      "Federal law requires a signed offer letter for every US hire",
      "It replaces the Form I-9 the new hire would otherwise complete",
    ],
    correctAnswer: 0,
    explanation:
      "A written offer confirms title, pay, start date and contingencies, so both sides work from the same terms. It does not by itself change at-will status, and no general federal law requires one.",
  },
  {
    id: "neg-14",
    module: "Negotiation & Closing",
    question: 'In a salary negotiation, what does "anchoring" describe?',
    options: [
      "Agreeing a start date before any discussion of pay begins",
      "Refusing to move from your first position under any terms",
      "Tying a candidate's new pay to the salary in their last job",
      "The first number stated pulls the final outcome toward it",
    ],
    correctAnswer: 3,
    explanation:
      "Anchoring is a well-documented bias: an initial figure frames everything that follows. That is why recruiters learn the client's range and the candidate's expectations before any number is voiced.",
  },
  {
    id: "neg-15",
    module: "Negotiation & Closing",
    question: "In negotiation, what is a candidate's BATNA?",
    options: [
      "The highest salary the client has approved for the opening",
      "Their best alternative if no deal is reached, such as staying put",
      "A written list of the benefits they require in any new role",
      "The pay figure the recruiter expects the client to settle on",
    ],
    correctAnswer: 1,
    explanation:
      "BATNA stands for best alternative to a negotiated agreement. A candidate with a strong alternative, such as another offer or a good current job, has more leverage, so learn it early.",
  },
  {
    id: "neg-16",
    module: "Negotiation & Closing",
    question:
      "A candidate accepts an offer contingent on a background check and drug test. When should the recruiter generally advise them to give notice to their current employer?",
    options: [
      "Immediately, so the start date can be confirmed with the client",
      "After their first day at the new employer, just to be safe",
      "Once the contingencies clear and the offer is confirmed final",
      "Only after the new employer's probationary period is complete",
    ],
    correctAnswer: 2,
    explanation:
      "Resigning before contingencies clear risks leaving the candidate with no job if the offer is withdrawn. Once the offer is final, timely notice protects the start date.",
  },
  {
    id: "neg-17",
    module: "Negotiation & Closing",
    question:
      'After a strong final interview, the hiring manager wants to "see a few more people" before deciding. What is the best recruiter response?',
    options: [
      "Explain the risk of losing the finalist and set a firm decision date",
      "Tell the finalist an offer is certain so that they keep waiting",
      "Stop updating the finalist until the manager is ready to decide",
      "Withdraw the finalist at once and submit them to a competitor",
    ],
    correctAnswer: 0,
    explanation:
      "Strong candidates rarely wait. Framing the trade-off with market facts and setting a firm decision date keeps the finalist engaged without misleading anyone.",
  },
  {
    id: "neg-18",
    module: "Negotiation & Closing",
    question:
      "You learn the client plans to offer $10,000 less than the candidate's stated minimum. When is the best time to address the gap?",
    options: [
      "After the candidate declines, by asking the client for more money",
      "After the written offer goes out, so the candidate can counter it",
      "Never: a recruiter should pass on offers exactly as they are made",
      "Before the offer is made, by sharing the candidate's pay expectations",
    ],
    correctAnswer: 3,
    explanation:
      "Resolving a gap before the offer avoids a declined offer and a sour first impression. Recruiters earn their fee by aligning both sides before terms are put on paper.",
  },
  {
    id: "neg-19",
    module: "Negotiation & Closing",
    question:
      "A finalist tells you they have a competing offer and must answer it by Friday. What should you do first?",
    options: [
      "Learn what the candidate values in each role and their timeline",
      "Ask the client to raise its offer by the same amount right away",
      "Tell the candidate the other company has a poor reputation",
      "Advise them to accept the other offer and keep yours as a backup",
    ],
    correctAnswer: 0,
    explanation:
      "Knowing the candidate's priorities and deadline shows whether, and on what, your client can compete. Matching pay blindly or disparaging a rival rarely wins the candidate.",
  },
];
