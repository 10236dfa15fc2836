import type { AssessmentQuestion } from "../assessment";

// The bank's "Negotiation & Closing" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

export const negotiationQuestions: readonly AssessmentQuestion[] = [
  {
    id: "neg2-01",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "You are screening a candidate who lives and works in California for a role with a California client. Before you submit her, you need a compensation figure to check against the client's budget. Which question should you ask?",
    options: [
      "What is your current base salary, before any bonus?",
      "What is your current base, if you're comfortable sharing it?",
      "What range are you targeting in your next job?",
      "Can you share your current pay, just for my notes?",
    ],
    correctAnswer: 2,
    explanation:
      'California bars employers and anyone acting as their agent, agency recruiters included, from seeking an applicant\'s salary history, including compensation and benefits, but expressly allows asking what pay the applicant expects for the position. Asking for her current base is the plain violation. Inviting her to share it if she is comfortable is still asking: only history she volunteers without prompting falls outside the ban. Asking for it "just for my notes" is seeking it too, since the ban reaches agents whether or not the figure is passed to the client.',
    sources: [
      {
        title: "Cal. Labor Code § 432.3 (salary history inquiries; salary expectations allowed)",
        url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=432.3",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-02",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "Your client has approved final terms for a direct-hire candidate, with a background check to be run after acceptance. In what order should the close run?",
    options: [
      "Verbal offer, verbal yes, signed letter, cleared check, resignation",
      "Written letter, verbal walkthrough, signature, cleared check, resignation",
      "Verbal offer, verbal yes, signed letter, resignation, cleared check",
      "Verbal offer, written letter, cleared check, verbal yes, resignation",
    ],
    correctAnswer: 0,
    explanation:
      "The offer is presented by phone and accepted verbally first, so objections surface before anything is on paper; the written offer then goes out for signature, and the candidate resigns only once contingencies such as the background check have cleared. Sending the letter first and walking through it afterwards, or mailing it straight after the verbal offer without waiting for a yes, lets the candidate meet the terms cold and answer with silence or a counter on paper. Resigning once the letter is signed but before the check clears can leave the candidate with no job if the offer is withdrawn.",
    sources: [],
  },
  {
    id: "neg2-03",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A hiring manager wants to send a written offer at $118,000 today. At the first screen the candidate said she was targeting $125,000, and you have not spoken with her since her final interview. What should you do first?",
    options: [
      "Let the letter go out, then call her to walk through the terms",
      "Ask the manager to raise the figure to her target before it goes",
      "Call her, present the figure as the offer, and ask for her answer",
      "Call her and test whether that figure would get a yes",
    ],
    correctAnswer: 3,
    explanation:
      'A trial close ("if the client came in at this figure, would you accept?") tells you whether the number will be accepted while nothing has been extended, so the client can still adjust without negotiating against itself. Presenting the figure as the offer, even by phone, turns a known gap into a decline or a counter to a live offer, and a letter followed by a walkthrough does the same on paper. Asking the manager for her full target spends the client\'s money before you know whether she would take less.',
    sources: [],
  },
  {
    id: "neg2-04",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "On a first screen, a candidate will not name a salary figure: \"I'm open, depending on the role.\" The client's range is $95,000 to $110,000. What should you do?",
    options: [
      "Move ahead and settle the money question at the offer stage",
      "Share the pay band and ask where in it she needs to land",
      "Ask her current pay so you can estimate a fair target",
      "Submit her at the band's midpoint, since she said she was open",
    ],
    correctAnswer: 1,
    explanation:
      "Sharing the band and asking where she needs to land in it gets a usable number on the first call, and every later close depends on that number. Leaving money to the offer stage is how offers get declined after weeks of interviews. Asking her current pay is barred in a growing list of states and cities and ties the figure to her past, and submitting her at the midpoint commits her to a number she never stated, which surfaces as a surprise at the offer.",
    sources: [],
  },
  {
    id: "neg2-05",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A candidate wants $10,000 more than the offer. The client's compensation team will not raise base salary but approves a $10,000 sign-on bonus instead. The candidate asks you why. What is the main reason?",
    options: [
      "It is not taxed as wages, so it costs the company less",
      "It is exempt from the employer's share of payroll taxes",
      "It is paid once and does not compound into later raises",
      "It can be clawed back in full if the hire quits in a year",
    ],
    correctAnswer: 2,
    explanation:
      "Base salary compounds: future raises, bonus targets and often retirement matches are figured as percentages of it, and it has to fit the salary band, while a sign-on bonus is a one-time cost. A sign-on bonus is supplemental wages, subject to income tax withholding and to both halves of Social Security and Medicare, so it saves neither the employee's taxes nor the employer's. Repayment clauses are common, but they guard against early departure and are not why the money goes into a bonus rather than base.",
    sources: [
      {
        title: "IRS Publication 15 (Circular E), Employer's Tax Guide: Supplemental Wages",
        url: "https://www.irs.gov/publications/p15",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-06",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "A startup offers a candidate 48,000 stock options on a standard four-year schedule with a one-year cliff. She asks how many would be hers if she left after ten months. What is the answer?",
    options: ["0 options", "10,000 options", "12,000 options", "9,000 options"],
    correctAnswer: 0,
    explanation:
      "With a one-year cliff nothing vests until the first anniversary, when a quarter of the grant (12,000 here) vests at once, and vesting then usually continues monthly; leaving at ten months means nothing has vested. 10,000 is a straight monthly share that ignores the cliff, 12,000 is what vests at the cliff itself, and 9,000 assumes quarterly vesting with no cliff.",
    sources: [
      {
        title:
          'Open Cap Format (Open Cap Table Coalition), sample vesting terms "Four Year / One Year Cliff" (25% at one year, then 1/48 monthly)',
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-07",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "Your client offers a hire moving from Ohio to Arizona up to $15,000 in relocation, reimbursed against receipts for movers and travel. The candidate asks whether the money will count as taxable income. What is accurate under federal law?",
    options: [
      "No: documented moving costs are excluded from wages",
      "No: the move is over 50 miles, so it qualifies",
      "The temporary housing share is taxed; the rest is not",
      "Yes: it counts as wages, though some employers gross it up",
    ],
    correctAnswer: 3,
    explanation:
      "The exclusion for employer-paid moving expenses was suspended by the Tax Cuts and Jobs Act and the suspension was made permanent by the One Big Beautiful Bill Act, which kept it only for active-duty military moves under orders and certain intelligence-community employees, so a civilian hire's relocation money is taxable wages; that is why many employers gross it up. Excluding documented moving costs and the 50-mile distance test are the old rules. Even under those rules temporary housing was never a qualified moving expense, so taxing that share alone describes the old law, not the current one.",
    sources: [
      {
        title:
          "26 U.S.C. § 132(g) (qualified moving expense reimbursement, limited to military and intelligence-community moves)",
        url: "https://www.law.cornell.edu/uscode/text/26/132",
        checked: "2026-11-28",
      },
      {
        title:
          "IRS Publication 15-B, Employer's Tax Guide to Fringe Benefits: Moving Expense Reimbursements",
        url: "https://www.irs.gov/publications/p15b",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-08",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "A candidate with two children is weighing your client's offer and asks how long she could go without the new employer's group health coverage. Once she is otherwise eligible for the plan, what is the longest waiting period federal law allows?",
    options: ["60 days", "90 days", "30 days", "6 months"],
    correctAnswer: 1,
    explanation:
      "Under the Affordable Care Act, a group health plan's waiting period may not exceed 90 calendar days, weekends and holidays included, once the employee meets the plan's other eligibility conditions (a bona fide orientation period of up to one month may come first). Thirty and sixty days are common plan choices, not the legal limit, and six months was lawful only before the ACA set the cap. Knowing the limit tells the candidate how long a gap she may need to bridge with COBRA or a spouse's plan.",
    sources: [
      {
        title: "29 CFR § 2590.715-2708 (ACA: waiting periods may not exceed 90 days)",
        url: "https://www.ecfr.gov/current/title-29/section-2590.715-2708",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-09",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A candidate's annual bonus at her current employer pays out in mid-March, and your client wants her to start March 1. She says, \"I've earned it, so they have to pay it when I leave.\" What should you do first?",
    options: [
      "Have her read whether the plan requires being employed on the pay date",
      "Ask the client for a sign-on amount equal to the full expected award",
      "Tell her that an accrued award is owed at exit with her final wages",
      "Plan her resignation for after the pay date, then tell the client",
    ],
    correctAnswer: 0,
    explanation:
      "Many bonus plans require the employee to be on the payroll on the payment date, and whether an unpaid bonus is owed at exit turns on the plan's terms and state law, so the first step is to learn what her plan says. Asking the client to replace the full amount is premature until you know she would lose it. Telling her an accrued award is owed with final wages states as a rule what is a contract question, and timing her resignation around the pay date may be the answer but is a decision the client must be part of before she plans around it.",
    sources: [],
  },
  {
    id: "neg2-10",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A finalist would forfeit about $40,000 of restricted stock that vests two months after your client's required start date. The client wants her and cannot move the date. What is the usual way to close this gap?",
    options: [
      "A matching increase to base salary, written into the offer",
      "A higher bonus target for her first year in the role",
      "A sign-on payment or new-hire grant sized to the lost award",
      "An early performance review with a promised raise",
    ],
    correctAnswer: 2,
    explanation:
      "A make-whole or buyout replaces the value she walks away from with a one-time sign-on payment or a new-hire equity grant, often with its own vesting or repayment terms. Matching the loss with a base increase turns a one-time loss into a permanent cost and can break the salary band. A higher bonus target is paid only if targets are met, and not until the bonus cycle ends, so it does not reliably replace shares she loses for certain, and a promised early review does nothing about the money she loses when she resigns.",
    sources: [],
  },
  {
    id: "neg2-11",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A contractor is comparing your W-2 rate with a 1099 rate another company offered her directly. As a W-2 employee she has 7.65% withheld for Social Security and Medicare. On 1099 net earnings below the Social Security wage base, what self-employment tax rate will she owe?",
    options: ["7.65%", "15.3%", "12.4%", "2.9%"],
    correctAnswer: 1,
    explanation:
      "Self-employment tax is 15.3%, 12.4% for Social Security plus 2.9% for Medicare, because a self-employed worker pays both the employee and the employer halves that are split on W-2 pay (it applies to 92.35% of net earnings, and half of it is deductible). 7.65% is only the employee's half. 12.4% is the Social Security part alone, and 2.9% is the Medicare part alone, the part that continues above the wage base.",
    sources: [
      {
        title: "26 U.S.C. § 1401 (rate of self-employment tax)",
        url: "https://www.law.cornell.edu/uscode/text/26/1401",
        checked: "2026-11-28",
      },
      {
        title: "IRS, Self-Employment Tax (Social Security and Medicare Taxes)",
        url: "https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-12",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      'The day before he resigns, a candidate tells you, "My manager will probably counter, and I owe it to her to listen." What should you do first?',
    options: [
      "Tell him most people who accept a counter leave within a year",
      "Ask the client to raise its offer now, ahead of any counter",
      "Advise him to resign by email so no counter meeting happens",
      "Revisit his reasons for leaving and whether a counter fixes them",
    ],
    correctAnswer: 3,
    explanation:
      "Counteroffer preparation rests on the candidate's own reasons: if he is leaving over growth, a manager or the work, more money from the same employer does not change them, and he should hear that from himself before the meeting. The figure that most people who accept a counteroffer leave within a year is widely repeated by recruiters but has no reliable published source, and coming from the person who earns a fee if he leaves it sounds self-serving rather than persuasive. Raising the offer now spends the client's money against a counter that may never come, and resigning by email only postpones the counter, which will come by phone or in a meeting anyway, with his reasons still unexamined.",
    sources: [],
  },
  {
    id: "neg2-13",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "Your candidate has signed her offer letter, her background check has cleared, and she resigns tomorrow. Which advice best prepares her for the conversation with her manager?",
    options: [
      "Keep it short, give written notice, and say the decision is made",
      "Share the new salary so her boss sees the move is not personal",
      "Explain every reason she is leaving so the team can fix the issues",
      "Ask what the company could have done differently to keep her there",
    ],
    correctAnswer: 0,
    explanation:
      "A brief, gracious resignation with a written letter and a clear statement that the decision is final gives the employer no opening to negotiate. Naming the new salary hands the manager a number to beat, and listing every grievance hands over a list of fixes to promise. Asking what would have kept her invites the counteroffer directly; each of these turns a resignation into a negotiation she did not plan for.",
    sources: [],
  },
  {
    id: "neg2-14",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A candidate signed your client's offer on Thursday and planned to give notice Monday. It is now Wednesday; he has not confirmed that he resigned, and your calls go to voicemail. What is the most likely reason?",
    options: [
      "He is busy handing over work in his first days after resigning",
      "He is nervous about the background check still in progress",
      "His employer has made a counteroffer that he is weighing",
      "His employer walked him out, and he is embarrassed to say so",
    ],
    correctAnswer: 2,
    explanation:
      "Silence right after a planned resignation is the classic sign of a counteroffer: the candidate is reconsidering and avoiding the recruiter until he decides. Someone busy with a handover, or worried about a background check, still answers a two-line text. A candidate walked out on the day he resigns usually calls to ask about starting sooner; the right move is to reach him quickly and return to the reasons he gave for leaving.",
    sources: [],
  },
  {
    id: "neg2-15",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "Your candidate's other offer expires Friday. She prefers your client's role, but the client's final round is scheduled for next Wednesday. What should you do first?",
    options: [
      "Hold the news until the client has finished its final round",
      "Tell the hiring manager today and ask to move the final round up",
      "Have her seek more time from the other firm before the final round",
      "Ask the client to skip its final round and decide today",
    ],
    correctAnswer: 1,
    explanation:
      "A competing deadline is information the client needs now: hiring managers will often move an interview for a candidate they want, and only they can decide to. Holding the news until after the final round leaves no time to act. Asking the other company for more time is reasonable alongside, but doing it instead of telling your client delays the one step that can change the timeline, and asking the client to skip its final round pressures a process that can simply be sped up.",
    sources: [],
  },
  {
    id: "neg2-16",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "Your client will pay at most $80 an hour for a W-2 contractor. Your firm requires a gross margin of at least 25%, and payroll taxes, workers' compensation and other burden come to 20% of pay. What is the highest pay rate you can offer?",
    options: ["$60.00", "$53.33", "$48.00", "$50.00"],
    correctAnswer: 3,
    explanation:
      "Gross margin is measured on the bill rate: 25% of $80 is $20, leaving $60 for pay plus burden, and pay × 1.20 = $60 gives $50.00. $60.00 forgets the burden. $53.33 treats 25% as a markup on cost ($80 ÷ 1.25 = $64, then ÷ 1.20), and $48.00 takes 20% of $60 off instead of dividing by 1.20.",
    sources: [],
  },
  {
    id: "neg2-17",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "A client's procurement manager says your 50% markup means your firm keeps half of every dollar billed. Before burden, what share of the bill rate is your spread?",
    options: [
      "One third of the bill rate",
      "One half of the bill rate",
      "Two thirds of the bill rate",
      "One quarter of the bill rate",
    ],
    correctAnswer: 0,
    explanation:
      "In staffing, markup is figured on the pay rate and margin on the bill rate: a $40 pay rate with a 50% markup bills at $60, and the $20 spread is one third of $60 (before burden, which comes out of that third). One half is the procurement manager's error of reading a markup as a margin. Two thirds is the pay rate's share of the bill, not the spread, and one quarter halves the markup as if margin were always half of markup; mixing up the bases is the mistake that loses money in rate negotiations.",
    sources: [],
  },
  {
    id: "neg2-18",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "Your agency can engage an IT consultant on W-2 or corp-to-corp through his own S corporation. With the client's bill rate and your margin target unchanged, why can you offer him a higher hourly rate on corp-to-corp?",
    options: [
      "As an owner, he owes no Social Security or Medicare tax on his pay",
      "The client reimburses your firm for the vendor's payroll taxes",
      "His company, not yours, carries employer taxes and benefits",
      "Vendor invoices are exempt from the client's MSP or VMS fee",
    ],
    correctAnswer: 2,
    explanation:
      "On W-2 the agency is the employer and pays the employer's share of Social Security and Medicare, unemployment taxes, workers' compensation and any benefits out of the spread; on corp-to-corp the consultant's own corporation carries those costs, so more of the same bill rate can go to him. Owning his corporation does not take him out of payroll taxes: an S corporation must pay a working owner reasonable wages, which carry them. Clients do not reimburse a vendor's payroll taxes, and a program's MSP or VMS fee is charged on the supplier's billing however the worker is engaged.",
    sources: [
      {
        title:
          "IRS, S Corporation Compensation and Medical Insurance Issues (reasonable compensation as wages)",
        url: "https://www.irs.gov/businesses/small-businesses-self-employed/s-corporation-compensation-and-medical-insurance-issues",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-19",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "Your agency supplies a contractor to a client through a supplier-funded MSP program with a 3% fee. Her bill rate is $80 an hour and her pay rate is $55. How much does your agency receive for each hour she works?",
    options: ["$80.00", "$77.60", "$82.40", "$79.25"],
    correctAnswer: 1,
    explanation:
      "In a supplier-funded program the MSP or VMS fee comes out of the supplier's invoice: 3% of the $80 bill rate is $2.40, so the agency receives $77.60 and its spread falls from $25.00 to $22.60. $80.00 is what the agency receives in a buyer-funded program, and $82.40 is what the client would pay in total under one, with the fee added on top. $79.25 takes 3% of the $25 spread instead of the bill rate.",
    sources: [
      {
        title:
          "SAP Learning, Discovering SAP Fieldglass: Defining MSP Fees (buyer-funded vs supplier-funded)",
        checked: "2026-11-28",
      },
      {
        title:
          "Beeline Professional documentation, About funding models (client-funded vs supplier-funded program fees)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-20",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      'A client wants a W-2 contract staff accountant for 50-hour weeks during year-end close, paid $55 for each hour worked with no guaranteed weekly amount. It asks for one straight-time bill rate for all hours because "accountants are exempt." What applies?',
    options: [
      "She is exempt as a learned professional, so one rate covers all hours",
      "She is exempt because her pay is far above the $684 weekly threshold",
      "She is exempt, as are hourly IT contractors paid over $27.63 an hour",
      "She is non-exempt on hourly pay, so quote an overtime bill rate",
    ],
    correctAnswer: 3,
    explanation:
      "The professional exemption requires payment on a salary or fee basis; an accountant paid only for hours worked, with no guaranteed weekly salary of at least $684, fails that test however high the hourly rate, so hours over 40 are owed at time and a half and need an overtime bill rate. Being a learned professional answers only the duties test. The $684 figure is a weekly salary level that hourly pay without a guarantee cannot satisfy, and the $27.63 hourly rule applies to computer employees, not accountants.",
    sources: [
      {
        title: "29 CFR § 541.602 (salary basis requirement)",
        url: "https://www.ecfr.gov/current/title-29/section-541.602",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 541.400(b) (computer employees paid hourly at not less than $27.63)",
        url: "https://www.ecfr.gov/current/title-29/section-541.400",
        checked: "2026-11-28",
      },
      {
        title: "29 U.S.C. § 207(a)(1) (Fair Labor Standards Act, overtime)",
        url: "https://www.law.cornell.edu/uscode/text/29/207",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-21",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A client setting up a contract-to-hire program pushes back on your conversion fee. Which concession is standard in staffing agreements?",
    options: [
      "Waive the fee once the worker has billed a set number of hours",
      "Waive the fee if the client hires within the first 30 days",
      "Credit the fee toward the client's next direct-hire search",
      "Swap the fee for a longer guarantee on the permanent hire",
    ],
    correctAnswer: 0,
    explanation:
      "Conversion fees commonly step down with time on assignment and fall to zero after a set number of billed hours (often around 520, about three months full time), because by then the agency has earned its margin through billing. Waiving the fee for an early hire gives it away exactly when the agency has billed least. Crediting it toward another search only moves the discount to a later fee, and a longer guarantee adds a cost to the agency rather than trading one away.",
    sources: [],
  },
  {
    id: "neg2-22",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "A hiring manager new to agencies asks what your 20% contingency fee on a direct hire is calculated on. Under a typical fee agreement, what is it?",
    options: [
      "The hire's pay over the guarantee period",
      "The midpoint of the role's posted range",
      "The hire's first-year base salary",
      "The hire's total pay, equity included",
    ],
    correctAnswer: 2,
    explanation:
      "Contingency fees are most often a percentage of the hire's first-year base salary; some agreements add guaranteed bonuses or sign-on payments, which is why the definition belongs in the contract. A posted range's midpoint is not what the hire is paid, and pay over a 60- or 90-day guarantee period would make the fee a small fraction of the usual one. Equity is rarely included because its value is uncertain when the fee is invoiced.",
    sources: [],
  },
  {
    id: "neg2-23",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A client agrees to give you a search exclusively if you cut your fee from 25% to 20%. Which term is what makes the arrangement exclusive?",
    options: [
      "Your firm owns each candidate it submits for twelve months",
      "Your firm is paid if the client hires from its own postings",
      "The client keeps the role off job boards while you work it",
      "No other agency works the role for a set period, such as 30 days",
    ],
    correctAnswer: 3,
    explanation:
      "An exclusive means the client does not release the role to other agencies for an agreed window, which is what justifies the lower fee: in that window you compete only with the client's own efforts. Owning the candidates you submit for a set time is a standard clause of any fee agreement, exclusive or not. Being paid on the client's own hires describes a retained or sole-right arrangement that contingency clients rarely grant, and the client's own job postings usually continue during an exclusive.",
    sources: [],
  },
  {
    id: "neg2-24",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "A candidate in California has three weeks of accrued, unused vacation and wants to push back her start date to use it, worried she will lose it when she resigns. What is accurate?",
    options: [
      "Vacation payout depends on the employer's written policy",
      "State law requires vested vacation to be paid out at separation",
      "Federal wage law requires unused vacation to be paid at separation",
      "Her vacation is forfeited unless she works out her full notice",
    ],
    correctAnswer: 1,
    explanation:
      "California treats vested vacation as earned wages: it must be paid at the final rate of pay when employment ends, and use-it-or-lose-it forfeiture is not allowed, so she need not delay her start to use it. In most other states payout does depend on the employer's written policy, which is why recruiters used to other states give that answer. The federal Fair Labor Standards Act does not require vacation pay at all, and California does not let an employer make payout depend on notice.",
    sources: [
      {
        title: "Cal. Labor Code § 227.3 (vested vacation paid at termination)",
        url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=227.3",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-25",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "A software engineer who lives and works in California signed a one-year non-compete with his current employer. He asks whether it blocks him from joining your client, a competitor. What is accurate?",
    options: [
      "State law voids employee non-competes, with narrow exceptions",
      "The FTC's rule banned non-competes for all workers nationwide",
      "It binds him if it is limited to one year and to one territory",
      "It binds him if he got a bonus or raise in exchange for signing",
    ],
    correctAnswer: 0,
    explanation:
      "California voids contracts that restrain anyone from a lawful profession, trade or business, with narrow exceptions such as the sale of a business, and makes such clauses unenforceable wherever they were signed. The FTC's nationwide ban never took effect: a federal court set it aside and the FTC dropped its appeal, so non-competes remain a matter of state law. Reasonable limits on time and territory, or fresh consideration such as a bonus, are what make non-competes enforceable in many other states, not in California.",
    sources: [
      {
        title: "Cal. Bus. & Prof. Code § 16600 (contracts in restraint of trade void)",
        url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=16600",
        checked: "2026-11-28",
      },
      {
        title: "Cal. Bus. & Prof. Code § 16600.5 (void regardless of where signed)",
        checked: "2026-11-28",
      },
      {
        title:
          "Ryan LLC v. FTC, No. 3:24-cv-00986 (N.D. Tex.) (FTC Non-Compete Clause Rule set aside)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-26",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "A candidate accepted your client's offer and starts in five weeks, after his notice period and a family trip. Which step does most to keep him from backing out before day one?",
    options: [
      "Give him space until the start date so he does not feel pressed",
      "Ask him to leave his job sooner so the gap before starting shrinks",
      "Ask him to take his resume down from job boards and LinkedIn",
      "Set up calls with his new manager and team before the start date",
    ],
    correctAnswer: 3,
    explanation:
      "Between acceptance and start, the risk comes from counteroffers, other recruiters and second thoughts, and the best protection is a growing tie to the new team: calls with the manager, a team lunch, equipment and onboarding steps spread across the gap. Giving him space lets the old employer and other recruiters fill the silence. Pushing him to leave his job sooner strains his exit and his goodwill, and asking him to pull his resume does nothing about a counteroffer or his own doubts and can read as distrust.",
    sources: [],
  },
  {
    id: "neg2-27",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "At the offer, a candidate hesitates: the role pays 12% more, but she is comfortable where she is. On the first call she told you she wanted fully remote work and a path to team lead, and this role offers both. What should you do first?",
    options: [
      "Ask her what it would take for her to say yes today",
      "Walk her through the whole package again, point by point, to reassure her",
      "Play back the reasons she gave and ask whether this job meets them",
      "Give her the weekend to think it over and call Monday for her answer",
    ],
    correctAnswer: 2,
    explanation:
      "Summarizing the candidate's own reasons for moving is a standard close for a comfortable candidate: she told you what would make a move worth it, and hearing it back lets her judge the offer against her goals rather than your pitch. Asking what it would take invites a new demand, usually money, when her hesitation is about leaving, not about terms. Re-presenting the package repeats what she already knows, and a quiet weekend lets inertia and her current employer make the case for staying.",
    sources: [],
  },
  {
    id: "neg2-28",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      "A W-2 contractor's assignment is being extended six months, and he asks for a $5-an-hour raise. What is standard practice?",
    options: [
      "Fund the increase from your spread so the bill rate stays flat",
      "Ask the client for a matching bill increase at your usual markup",
      "Defer the request until the assignment's original end date passes",
      "Tell him rates stay fixed until the client's annual rate review",
    ],
    correctAnswer: 1,
    explanation:
      "An extension is the natural point to renegotiate, and the standard approach passes a pay increase through to the bill rate at the same markup, since burden rises with pay. Funding it from the spread cuts margin on every remaining hour. Deferring the request, or pointing to a client-wide rate review, risks losing the contractor mid-assignment to an agency that will ask; an extension is a client decision to keep him, which is leverage for a pass-through increase.",
    sources: [],
  },
  {
    id: "neg2-29",
    module: "Negotiation & Closing",
    difficulty: "easy",
    question:
      "A candidate with no employment contract asks whether he is legally required to give his employer two weeks' notice before starting with your client. What is accurate for most US workers?",
    options: [
      "No: it is a courtesy, unless his contract requires it",
      "No, but his employer may hold his final paycheck if he does not",
      "Yes, if his employee handbook asks for it",
      "Yes, if he is leaving to join a direct competitor",
    ],
    correctAnswer: 0,
    explanation:
      "In at-will employment either side may end the relationship without notice, so two weeks is a courtesy that protects references and rehire eligibility, not a legal duty, unless a contract sets a notice period. Wages already earned must be paid on the schedule state law sets for final pay whether or not he gives notice (some employers tie payout of unused vacation to notice where state law allows, but not earned wages). A handbook request is policy rather than a legal duty, and a move to a competitor raises questions about restrictive covenants, not notice.",
    sources: [
      {
        title:
          "American Law Institute, Restatement of Employment Law, ch. 2 (at-will employment as the default rule)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-30",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "A California applicant has finished her first interview with your client, a 12-person firm, and asks for the position's pay scale. What does state law require the client to do?",
    options: [
      "Nothing, since firms under 15 employees are exempt from the rule",
      "Nothing until it is ready to make her a written offer",
      "Share the range if it has put one in a job posting",
      "Provide the salary or hourly wage range for the role",
    ],
    correctAnswer: 3,
    explanation:
      "In California any employer, whatever its size, must give an applicant the pay scale, the salary or hourly wage range it expects to pay for the position, on reasonable request, and a request made after an initial interview is a reasonable one. The 15-employee threshold belongs to the separate duty to put pay scales in job postings, so whether this firm posted a range has nothing to do with the request. The law sets no wait for a written offer.",
    sources: [
      {
        title:
          "Cal. Labor Code § 432.3(c) (pay scale on reasonable request; job postings for 15+ employees)",
        url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=432.3",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-31",
    module: "Negotiation & Closing",
    difficulty: "hard",
    question:
      "An agency recruiter in New York City is working on an offer for a senior engineer who would walk away from restricted stock that vests four months after the start date. The client wants to size a sign-on payment to offset it. What may the recruiter ask?",
    options: [
      "Nothing about her current pay, the equity included",
      "The value of the unvested equity she would give up by leaving",
      "Her current base, once she is told she may decline to answer",
      "Her last annual bonus, as a guide to what the equity is worth",
    ],
    correctAnswer: 1,
    explanation:
      "New York City bars employers, employment agencies and their agents from asking about an applicant's current or past pay, including salary, bonus and benefits, but expressly allows discussing her expectations, including unvested equity or deferred compensation she would forfeit by resigning, which is exactly what a make-whole sign-on payment is sized to. Treating the equity as off limits too is the over-cautious reading that leaves the buyout unsized. Telling her she may decline does not make a salary-history question lawful, since only history she volunteers without prompting falls outside the ban, and her last bonus is salary history whatever the reason for asking.",
    sources: [
      {
        title:
          "N.Y.C. Admin. Code § 8-107(25) (salary history inquiries; discussing unvested equity the applicant would forfeit)",
        checked: "2026-11-28",
      },
      {
        title: "NYC Commission on Human Rights, Salary History Law: Frequently Asked Questions",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "neg2-32",
    module: "Negotiation & Closing",
    difficulty: "medium",
    question:
      'After the final interview you ask a candidate, "If the offer came in at the number we discussed, with a start on the 1st, would you accept?" He answers, "I\'d have to think about it." What should you do next?',
    options: [
      "Give him time and revisit it once the offer has been extended",
      "Move the offer forward so he has concrete terms to weigh",
      "Ask what would still stand between him and a yes",
      "Ask the client for a sign-on bonus to tip his decision",
    ],
    correctAnswer: 2,
    explanation:
      "A hedged answer to a trial close means there is an objection you have not yet heard, and drawing it out now, while nothing is on paper, is the point of the trial close. Extending the offer anyway, or waiting until it is out, turns an unknown objection into a declined or stalled offer. Asking the client for a sign-on bonus guesses at an objection that may have nothing to do with pay.",
    sources: [],
  },
];
