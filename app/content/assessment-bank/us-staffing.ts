import type { AssessmentQuestion } from "../assessment";

// The bank's "US Staffing Basics" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

export const usStaffingQuestions: readonly AssessmentQuestion[] = [
  {
    id: "uss2-01",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A candidate for a six-month help-desk contract asks to be paid gross, with no taxes withheld, so he can deduct home-office costs. The client will set his shifts, assign his tickets and supervise him daily. How should the recruiter offer to pay him?",
    options: [
      "On your firm's W-2, as his employer of record",
      "On the client's W-2, since its managers direct his work",
      "On a 1099, once he signs an independent contractor agreement",
      "On a 1099, since the contract has a fixed six-month term",
    ],
    correctAnswer: 0,
    explanation:
      "Worker status turns on control, and a worker whose shifts, tasks and methods are set and supervised by others is an employee; in staffing, the firm that places and pays him is his W-2 employer of record while the client directs the work. The client's day-to-day direction does not put him on the client's payroll: carrying that employment is what the staffing firm is paid for. A signed contractor agreement does not change the facts of control, and a fixed end date makes him a temporary employee, not an independent business.",
    sources: [
      {
        title: "IRS Publication 15-A, Employer's Supplemental Tax Guide (common-law employees)",
        url: "https://www.irs.gov/publications/p15a",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-02",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A Java developer will take either $70/hour on your firm's W-2 or $78/hour C2C through her own S corporation. Your firm's burden rate is 12%. What does each choice cost your firm per hour before profit?",
    options: [
      "$70.00 on W-2; $78.00 on C2C",
      "$78.40 on W-2; $78.00 on C2C",
      "$78.40 on W-2; $87.36 on C2C",
      "$70.00 on W-2; $87.36 on C2C",
    ],
    correctAnswer: 1,
    explanation:
      "Burden is the employer's cost on top of W-2 wages (employer FICA, FUTA, SUTA, workers' comp), so the W-2 choice costs $70 x 1.12 = $78.40, while on C2C your firm pays the corporation's $78 invoice and her corporation carries its own payroll taxes. Leaving burden off understates the W-2 cost at $70.00, and loading the C2C invoice with burden overstates it at $87.36. The C2C rate that looked $8 dearer costs the firm slightly less.",
    sources: [
      {
        title: "26 U.S.C. § 3111 (employer share of FICA)",
        url: "https://www.law.cornell.edu/uscode/text/26/3111",
        checked: "2026-11-28",
      },
      {
        title: "26 U.S.C. § 3301 (FUTA, tax on employers)",
        url: "https://www.law.cornell.edu/uscode/text/26/3301",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-03",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "You are building a rate sheet for a W-2 contract analyst who will earn about $90,000 over the year. What employer FICA rate belongs in the burden?",
    options: ["6.20% of wages", "15.30% of wages", "7.65% of wages", "8.55% of wages"],
    correctAnswer: 2,
    explanation:
      "The employer pays 6.2% Social Security tax (up to the annual wage base, which $90,000 does not reach) plus 1.45% Medicare, 7.65% in all. 15.3% is the self-employment rate a 1099 worker pays as both halves; 6.2% leaves out Medicare; 8.55% adds the 0.9% Additional Medicare Tax, which is withheld from high earners' own pay and has no employer match.",
    sources: [
      {
        title: "26 U.S.C. § 3111 (employer share of FICA)",
        url: "https://www.law.cornell.edu/uscode/text/26/3111",
        checked: "2026-11-28",
      },
      {
        title: "IRS Publication 15 (Circular E), Employer's Tax Guide",
        url: "https://www.irs.gov/publications/p15",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-04",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "A new recruiter's burden sheet charges FUTA at 6.0% of every hour's pay for a contractor earning $80,000 a year. Your firm pays its state unemployment tax on time, in a state with no credit reduction. What should the sheet use instead?",
    options: [
      "6.0% of the first $7,000 of each worker's wages",
      "0.6% of all wages, after the state tax credit",
      "6.0% of wages up to the Social Security wage base",
      "0.6% of the first $7,000 of each worker's wages",
    ],
    correctAnswer: 3,
    explanation:
      "FUTA is 6.0% of the first $7,000 of each employee's wages a year, less a credit of up to 5.4% for paying state unemployment tax, so most employers pay a net 0.6%, about $42 per worker a year. Charging 6.0% ignores the credit; applying 0.6% to all wages ignores the $7,000 wage base; the Social Security wage base belongs to FICA, not FUTA.",
    sources: [
      {
        title: "26 U.S.C. § 3301 (FUTA rate)",
        url: "https://www.law.cornell.edu/uscode/text/26/3301",
        checked: "2026-11-28",
      },
      {
        title: "26 U.S.C. § 3302 (credits against FUTA)",
        url: "https://www.law.cornell.edu/uscode/text/26/3302",
        checked: "2026-11-28",
      },
      {
        title: "26 U.S.C. § 3306(b)(1) (FUTA wage base)",
        url: "https://www.law.cornell.edu/uscode/text/26/3306",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-05",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "Your firm pays a receptionist and a warehouse order picker the same $20/hour, but the picker's burden is several points higher because of workers' comp. In most states, how is that premium figured?",
    options: [
      "A rate per $100 of payroll for each job's class code",
      "A flat yearly premium per worker in each job's hazard class",
      "The client's rate for that class code under its own policy",
      "A percentage of the bill rate for each job's class code",
    ],
    correctAnswer: 0,
    explanation:
      "Workers' comp premium is charged as a rate per $100 of payroll for each classification code, adjusted by the employer's experience modification, so the same wage costs far more in warehouse work than at a front desk. It is not a flat charge per head, and it is figured on wages paid, not on the bill rate, which also carries your margin. The premium is set on the staffing firm's own policy as the temps' employer, not at the client's rate for its own staff.",
    sources: [
      {
        title:
          "NCCI, Basic Manual for Workers Compensation and Employers Liability Insurance (classifications and rating)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-06",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "Your branch ends many light-industrial assignments each quarter, and many of those temps file for unemployment. Finance asks why recruiters should redeploy people quickly. What is the cost link?",
    options: [
      "Benefits charged to the firm raise its FUTA rate",
      "Benefits charged to the firm raise its SUTA rate",
      "Benefits paid are billed back to each client",
      "Benefits paid raise the firm's FICA wage base",
    ],
    correctAnswer: 1,
    explanation:
      "State unemployment tax is experience-rated: benefits charged to the staffing firm's account, as the temps' employer, push its SUTA rate up, and redeployment avoids or shortens those claims. The FUTA rate is set by federal law and does not move with a firm's own claims (credit reductions depend on a state's federal loans, not on any one employer). Claims are not charged to the client, which is not the employer, and the FICA wage base is fixed by law each year.",
    sources: [
      {
        title: "26 U.S.C. § 3303(a)(1) (state experience rating)",
        url: "https://www.law.cornell.edu/uscode/text/26/3303",
        checked: "2026-11-28",
      },
      {
        title:
          "U.S. Department of Labor, Comparison of State Unemployment Insurance Laws (financing)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-07",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "In Massachusetts, a temp's assignment ends on a Friday. On Monday he files for unemployment without first calling your firm about new work. What must your firm have done for the claim to be treated as a voluntary quit?",
    options: [
      "Had open orders that matched his skills on the day he filed",
      "Had him sign an at-will employment agreement at hire",
      "Told him in writing to call in when each assignment ends",
      "Posted the state's unemployment notice at his worksite",
    ],
    correctAnswer: 2,
    explanation:
      "Massachusetts treats a temp who files without first contacting the temporary help firm for reassignment as having quit, but only if the firm advised him in writing of that duty to call in, and how to reach it, when an assignment ends. Whether the firm had matching orders matters when a claimant turns down an offer of work, not under this rule. An at-will agreement says nothing about calling in, and the general unemployment poster every employer must display is not the individual written notice the rule requires.",
    sources: [
      { title: "Mass. Gen. Laws ch. 151A, § 25(e) (temporary help firms)", checked: "2026-11-28" },
      {
        title: "430 CMR 4.04(8)(b) (temporary employees, notice in writing)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-08",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A temp on your firm's W-2 sprains an ankle on a client's loading dock during her shift. Under whose workers' compensation coverage is the claim normally filed?",
    options: [
      "The client's policy, as owner of the loading dock",
      "The client's general liability policy for its site",
      "The client's policy, as her special employer on site",
      "Your staffing firm's policy, as her employer",
    ],
    correctAnswer: 3,
    explanation:
      "The staffing firm, as the temp's employer, carries the workers' compensation policy for its temps (often with an alternate employer endorsement that extends its protection to the client), and its burden includes that premium. Owning the dock does not make the client's policy respond, and general liability insurance is for injuries to people who are not the insured's employees. Courts may treat a client as a special employer to shield it from her lawsuit, but the claim is still normally paid under the staffing firm's policy.",
    sources: [
      {
        title:
          "NCCI Alternate Employer Endorsement, WC 00 03 01 A (staffing firm's policy extended to the client)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-09",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "A temp your firm placed in a client's packaging plant cuts her hand on a machine and misses three days. The client's line lead directs her work every shift. Whose OSHA 300 log should the injury go on?",
    options: [
      "The client's, since it supervises her work day to day",
      "Your firm's, since it is her W-2 employer of record",
      "Both logs, so that each employer has a full record",
      "Your firm's, since its policy pays her comp claim",
    ],
    correctAnswer: 0,
    explanation:
      "OSHA requires an employer to record injuries to workers it does not pay if it supervises them day to day, so a host employer that directs a temp's work logs her injury. Being the W-2 employer or paying the workers' comp claim does not put the case on the staffing firm's log, and OSHA does not want the same case on two logs; the two firms should share the information instead.",
    sources: [
      {
        title: "29 CFR § 1904.31(b)(2) (recording injuries to temporary workers)",
        url: "https://www.law.cornell.edu/cfr/text/29/1904.31",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-10",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "An MSP program caps supplier markup at 38%. Your candidate's pay rate is $50/hour, and your firm's burden runs 12% of pay. What is the highest bill rate you can submit?",
    options: ["$77.28/hour", "$69.00/hour", "$75.00/hour", "$80.65/hour"],
    correctAnswer: 1,
    explanation:
      "Program markup caps are measured on the pay rate and are normally all-in: burden, overhead and profit all come out of the spread, so the ceiling is $50 x 1.38 = $69.00. $75.00 passes the $6 of burden through on top of the capped markup; $77.28 applies the cap to the loaded cost of $56; $80.65 reads 38% as a gross margin on the bill rate ($50 / 0.62).",
    sources: [
      {
        title:
          "Staffing Industry Analysts, The Lexicon of contingent workforce terms (markup; gross margin)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-11",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "Your desk's floor is a 25% gross margin. The candidate's pay rate is $48/hour and your burden is 12% of pay. What is the lowest bill rate you can quote?",
    options: ["$64.00/hour", "$67.20/hour", "$71.68/hour", "$65.76/hour"],
    correctAnswer: 2,
    explanation:
      "Staffing gross margin is figured after burden: the loaded cost is $48 x 1.12 = $53.76, and for that cost to leave 25% of the bill rate it must be 75% of it, so $53.76 / 0.75 = $71.68. $64.00 gives a 25% margin on pay alone and forgets the burden; $67.20 puts a 25% markup on the loaded cost, which is only a 20% margin; $65.76 adds 12 and 25 points as one markup on pay.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, The Lexicon of contingent workforce terms (gross margin; burden)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-12",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "Your firm paid $140,000 in C2C invoices this year to a consultant's company. Its Form W-9 gives the company's own EIN and checks the S corporation box. What information return does your firm owe for those payments?",
    options: [
      "Form 1099-NEC in the company's name and EIN",
      "Form 1099-NEC in her own name, under her SSN",
      "Form 1099-MISC in the company's name and EIN",
      "None, since the payee is a corporation",
    ],
    correctAnswer: 3,
    explanation:
      "Payments for services to a corporation, S corporations included, are exempt from Form 1099-NEC reporting (payments for legal or medical services aside), so the W-9's tax classification settles it. Filing a 1099-NEC anyway is a common over-cautious habit, not a requirement. A form in her own name and SSN treats the payments as made to her personally when they were made to her company, and Form 1099-MISC is for rents, royalties and similar payments, not fees for services. A single-member LLC that is not taxed as a corporation is different: that payee does get a 1099-NEC.",
    sources: [
      {
        title: "IRS, Instructions for Forms 1099-MISC and 1099-NEC (payments to corporations)",
        url: "https://www.irs.gov/instructions/i1099mec",
        checked: "2026-11-28",
      },
      {
        title:
          "26 CFR § 1.6041-3(p)(1) (payments to corporations exempt from information reporting)",
        url: "https://www.law.cornell.edu/cfr/text/26/1.6041-3",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-13",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A client's MSP moves your agency from tier 1 to tier 2 after a slow quarter. What changes for your recruiters day to day?",
    options: [
      "You see new reqs after a window reserved for others",
      "You submit through a lead supplier as its subcontractor",
      "You keep contract reqs but lose the direct-hire reqs",
      "You submit as before but under a lower markup cap",
    ],
    correctAnswer: 0,
    explanation:
      "In a tiered program, requisitions go first to the top-tier suppliers for a set window and are released to lower tiers if they are not filled. Submitting through a lead supplier describes a master vendor's subcontractors, not a tier. Tiers decide when you see reqs, not which kinds of reqs or what markup caps apply.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, The Lexicon of contingent workforce terms (tiered supplier model)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-14",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A manufacturer sends all of its temp orders to one staffing firm, which fills what it can and passes the rest to smaller agencies under subcontracts. What is this program model called?",
    options: ["Vendor-neutral MSP", "Master vendor", "RPO engagement", "Payrolling program"],
    correctAnswer: 1,
    explanation:
      "A master vendor is a staffing firm that takes the client's whole volume, fills what it can itself and subcontracts the rest. A vendor-neutral MSP manages the program without filling orders itself and releases reqs to all suppliers on equal terms. RPO outsources the client's own (usually permanent) recruiting function, and payrolling puts workers the client already chose on a staffing firm's payroll.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, The Lexicon of contingent workforce terms (master vendor; vendor-neutral)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-15",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A hiring manager has already picked a retired former employee for a three-month project and asks your firm to payroll him. What does your firm take on?",
    options: [
      "His wages and taxes, with the client as his employer",
      "Wages, taxes and a new I-9, with comp on the client's policy",
      "Wages, taxes, workers' comp and a new I-9, as his employer",
      "Wages, taxes and comp, relying on the client's I-9 for him",
    ],
    correctAnswer: 2,
    explanation:
      "In payrolling the client chooses the worker and the staffing firm becomes his W-2 employer of record: it pays wages and employer taxes, covers him on its own workers' comp policy and completes its own Form I-9, which is why payrolling still carries a markup, though a lower one than for recruited temps. It is not a payroll-processing service that leaves the client as the employer. Workers' comp follows the employer, so it does not stay on the client's policy, and the I-9 the client completed when he worked there belongs to that employment: the rehire rules let an employer update its own earlier form, not another employer's.",
    sources: [
      {
        title: "Staffing Industry Analysts, The Lexicon of contingent workforce terms (payrolling)",
        checked: "2026-11-28",
      },
      {
        title: "8 CFR § 274a.2(b)(1)(viii) (rehires: the same employer's earlier Form I-9)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-16",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "Your Texas-based firm places a W-2 contractor with a client whose manager directs her from its New York office. She lives in New Jersey and does all of her work remotely from home there. To which state does your firm report her wages for unemployment tax?",
    options: [
      "New York, where her client manager directs the work",
      "Texas, where your firm is based and runs its payroll",
      "New York, under the client's own unemployment account",
      "New Jersey, where she performs all of her work",
    ],
    correctAnswer: 3,
    explanation:
      "Unemployment coverage follows the localization test that every state uses: service performed entirely within one state is localized there, so her wages are reported to New Jersey, where she does all of the work, wherever the client or your firm is. Base of operations, place of direction and control, and residence come into play only when the work is spread across states, so the manager's New York office does not decide it. The client is not her employer and does not report her wages on its own account, and running payroll from Texas does not make the work Texas work.",
    sources: [
      {
        title:
          "U.S. Department of Labor, Comparison of State Unemployment Insurance Laws (coverage: localization of work)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-17",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A light-industrial client's RFP asks for your firm's workers' comp experience modification rate. Yours is 1.25. What does that figure tell the client?",
    options: [
      "Premium runs 25% above the manual rates for its classes",
      "Claims rose 25% over the firm's prior policy year",
      "Comp costs the firm 1.25% of payroll across its classes",
      "Losses ran 25% below the average for its classes",
    ],
    correctAnswer: 0,
    explanation:
      "The experience modification compares an employer's actual workers' comp losses with those expected for its payroll in each class code; 1.00 is average, and 1.25 means losses ran worse than expected, so the premium carries a 25% debit on the manual rates, which is why clients screen suppliers on it. It is not a year-over-year change in claim counts, and it is not a rate on payroll: it multiplies the class rates per $100 of payroll. A mod below 1.00 is what signals better-than-average losses, so reading 1.25 as 25% below average has it backwards.",
    sources: [
      {
        title:
          "NCCI, Experience Rating Plan Manual for Workers Compensation and Employers Liability Insurance",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-18",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A contractor on your firm's W-2 asks who will send her year-end Form W-2, since she worked all year at the client's site under the client's managers. What is the answer?",
    options: [
      "The client, as the company where she did the work",
      "Your firm, as the employer of record that paid her wages",
      "The MSP, as the manager of the client's program",
      "The VMS provider, as the system that took her time",
    ],
    correctAnswer: 1,
    explanation:
      "The staffing firm is the W-2 employer of record: it paid her wages and withheld and paid the payroll taxes, so it issues her Form W-2. The client directed the work but paid her nothing, and the MSP and the VMS provider manage the program and its timesheets without being anyone's employer.",
    sources: [
      {
        title: "26 U.S.C. § 6051(a) (employer's wage statements)",
        url: "https://www.law.cornell.edu/uscode/text/26/6051",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-19",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A temp has worked full time through your firm for 14 months, all of it at one client's plant, and both companies have well over 50 employees nearby. She asks for 12 weeks of leave after the birth of her child. Who handles her leave and her job?",
    options: [
      "The client grants the leave, since it directs her daily work",
      "Your firm grants it, and the client may keep her replacement",
      "Your firm grants it; the client takes her back if still using you",
      "No one yet, since temps qualify once a client hires them directly",
    ],
    correctAnswer: 2,
    explanation:
      "When a staffing firm and its client jointly employ a temp, the staffing firm is normally the primary employer under the FMLA: it gives the notices, grants the leave, keeps up her health benefits and restores her job. The client, as secondary employer, must accept her back in place of her replacement if it still uses your firm's workers and you place her there again, so it may not simply keep the replacement. Directing her work does not make the client the one that grants the leave, and her months and hours as your employee count toward her eligibility.",
    sources: [
      {
        title: "29 CFR § 825.106 (FMLA joint employment; primary and secondary employers)",
        url: "https://www.law.cornell.edu/cfr/text/29/825.106",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-20",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A salaried, exempt W-2 consultant's project ends on a Wednesday. She is ready to work, but your firm has nothing for her on Thursday or Friday, or for all of the next week, in which she does no work. Under the FLSA's salary rules, what must your firm pay her?",
    options: [
      "Three-fifths of her salary this week; nothing the next",
      "Full salary both weeks, as she is still an exempt employee",
      "Full salary this week; half salary for the idle week",
      "Full salary this week; nothing for the week with no work",
    ],
    correctAnswer: 3,
    explanation:
      "An exempt employee must get the full salary for any week in which she does any work, and the employer may not dock it for days when it has no work for her; but the FLSA does not require salary for a week in which she does no work at all. Paying three days of the first week treats her as hourly and puts the exemption at risk. Paying through the idle week, in full or in part, is a choice or a contract term, not an FLSA requirement (the H-1B wage rules are different).",
    sources: [
      {
        title:
          "29 CFR § 541.602(a) (salary basis; weeks with no work; absences caused by the employer)",
        url: "https://www.law.cornell.edu/cfr/text/29/541.602",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-21",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A contractor who has been on your firm's W-2 for eight months moves to the client's payroll next Monday. What does the client need to do about her Form I-9?",
    options: [
      "Complete its own Form I-9, as it would for any new hire",
      "Keep a copy of your firm's I-9 as a successor employer",
      "Nothing, since her I-9 with your firm is still valid",
      "Reverify the documents that have expired since then",
    ],
    correctAnswer: 0,
    explanation:
      "A conversion is a new hire by a new employer, so the client completes its own Form I-9, with Section 2 within three business days of her first day. The successor-employer rule covers mergers and reorganizations, not a worker moving from a staffing firm to its client. Your firm's I-9 covers only employment with your firm, and reverification applies to an employer's own current employees.",
    sources: [
      {
        title: "8 CFR § 274a.2(b) (employment verification; continuing employment)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-22",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "To get around a cap on contractor headcount, a client wants to move four hourly developers onto a statement of work, while its own managers keep assigning their daily tasks. What is the main problem?",
    options: [
      "An SOW cannot cover any work that is billed by the hour",
      "Client-directed work is still staff augmentation in substance",
      "The developers must move to the client's payroll first",
      "An SOW needs the developers on 1099s rather than W-2s",
    ],
    correctAnswer: 1,
    explanation:
      "What makes an engagement an SOW is that the supplier owns defined deliverables and directs its own people; if the client still assigns daily tasks, it is staff augmentation with a new label, which misstates the program's headcount and keeps the co-employment exposure. SOWs can be billed on time and materials as well as fixed price, they do not move workers to the client's payroll, and SOW workers are commonly W-2 employees of the supplier.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, The Lexicon of contingent workforce terms (statement of work; staff augmentation)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-23",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A client's contingent workforce policy ends every contractor's assignment at 18 months and requires a six-month break before the person can return. What is the policy mainly meant to limit?",
    options: [
      "A federal limit on how long a temp may work at one site",
      "State laws that make temps employees after one year",
      "Claims that long-term contractors are really its employees",
      "Overtime that becomes due once a contractor passes a year",
    ],
    correctAnswer: 2,
    explanation:
      "Tenure limits are a co-employment control: after the Microsoft 'permatemp' case, clients cap assignment length so that long-serving contractors are not found to be common-law employees owed the client's benefits. No federal law limits how long a temp may stay on one assignment, states do not convert temps to employees after a year, and overtime depends on hours in a workweek, not on tenure.",
    sources: [
      {
        title: "Vizcaino v. Microsoft Corp., 120 F.3d 1006 (9th Cir., en banc)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-24",
    module: "US Staffing Basics",
    difficulty: "easy",
    question:
      "A client manager wants to thank a W-2 contractor your firm placed with a $500 bonus for finishing a migration early. How should the bonus reach the contractor?",
    options: [
      "Paid by the client as a gift card, free of payroll tax",
      "Paid by the client directly through its own payroll",
      "Paid by your firm on a 1099, as it is not for hours worked",
      "Billed to the client and paid through your firm's payroll",
    ],
    correctAnswer: 3,
    explanation:
      "A bonus is wages, so the employer of record pays it through payroll with withholding and bills the client for it, with burden. Gift cards are cash equivalents and are taxable wages whatever the amount. The client paying it through its own payroll treats your W-2 employee as its own, which creates tax errors and co-employment exposure, and a 1099 is for payments to non-employees: a bonus to your own employee is wages even though it is not pay for hours.",
    sources: [
      {
        title:
          "IRS Publication 15-B, Employer's Tax Guide to Fringe Benefits (de minimis benefits)",
        url: "https://www.irs.gov/publications/p15b",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-25",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "Your firm supplies temporary custodians to a company that cleans a federal office building under a contract covered by the Service Contract Act. What must your firm pay them?",
    options: [
      "The wage determination's rate for the job, plus its fringe benefits",
      "The Davis-Bacon prevailing wage for building work in the county",
      "Your usual pay rate, as the act binds the prime contractor alone",
      "The wage determination's rate, with fringe for full-timers alone",
    ],
    correctAnswer: 0,
    explanation:
      "The Service Contract Act requires contractors and subcontractors at every tier to pay service employees on a covered contract at least the rate in the contract's wage determination for their job class, plus the fringe benefits it sets, in benefits or as cash in lieu. Davis-Bacon rates are for construction work, not custodial services. The act's wage terms flow down to subcontractors, so a staffing firm supplying the workers is bound, and the fringe benefits are owed to temporary and part-time workers for their hours, not only to full-time staff.",
    sources: [
      {
        title: "41 U.S.C. § 6703 (Service Contract Labor Standards: required contract terms)",
        url: "https://www.law.cornell.edu/uscode/text/41/6703",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 4.176 (payment of fringe benefits to temporary and part-time employees)",
        url: "https://www.law.cornell.edu/cfr/text/29/4.176",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-26",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "An H-1B consultant on your firm's petition comes off a project, and your firm decides to end his employment rather than keep him on the bench. From when does your firm's duty to pay his LCA wage end?",
    options: [
      "Once he is told in writing that his job has ended",
      "Once he is told, USCIS notified and his fare home offered",
      "Once his last project's final timesheet is approved",
      "Once the 60-day grace period he has to find new work runs out",
    ],
    correctAnswer: 1,
    explanation:
      "Under the Labor Department's H-1B rules the employer owes the LCA wage, bench time included, until a bona fide termination: it must tell the worker his employment has ended, notify USCIS so the petition can be withdrawn, and offer the reasonable cost of his return transportation home. A termination letter alone leaves the wage running, and so does simply closing out his last project. The 60-day grace period is his window to find a new employer or change status; it neither extends nor ends the employer's wage duty.",
    sources: [
      {
        title:
          "20 CFR § 655.731(c)(7) (H-1B wages during nonproductive time; bona fide termination)",
        url: "https://www.law.cornell.edu/cfr/text/20/655.731",
        checked: "2026-11-28",
      },
      {
        title: "8 CFR § 214.2(h)(4)(iii)(E) and (h)(11) (return transportation; notice to USCIS)",
        url: "https://www.law.cornell.edu/cfr/text/8/214.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-27",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "A temp whose assignment ended is drawing unemployment. Your firm offers her a similar assignment nearby at the same pay, and she turns it down without giving a reason. What should the firm do?",
    options: [
      "Ask the client that ended her assignment to contest it",
      "Mark her not eligible for rehire in the firm's ATS",
      "Report the declined offer to the state agency paying her",
      "Wait for her benefit year to end, then dispute the charges",
    ],
    correctAnswer: 2,
    explanation:
      "Refusing suitable work without good cause can end a claimant's benefits, but only if the state agency learns of the offer, so the firm reports it to the agency handling the claim. The client is not the employer on the claim, a rehire flag in the ATS does nothing to the claim, and waiting until the benefit year ends lets the charges to the firm's account build up.",
    sources: [
      {
        title:
          "U.S. Department of Labor, Comparison of State Unemployment Insurance Laws (refusal of suitable work)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-28",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "A consultant works C2C for your firm through her own S corporation and draws a salary from it. Who owes the employer share of FICA on that salary?",
    options: [
      "Your staffing firm, as the payer of her invoices",
      "The end client, as the site where she does the work",
      "No one, as she pays 15.3% self-employment tax instead",
      "Her own company, as the employer that pays her wages",
    ],
    correctAnswer: 3,
    explanation:
      "An S corporation must pay its shareholder-employees reasonable wages and pays employer FICA and FUTA on them like any employer; that is why C2C rates carry no burden for your firm. Your firm pays the corporation's invoices, not her wages, and the client pays nothing to her. Self-employment tax applies to sole proprietors and partners, not to wages an S corporation pays.",
    sources: [
      {
        title:
          "IRS, S Corporation Compensation and Medical Insurance Issues (reasonable compensation)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-29",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "A travel nurse tells your payroll team she has given up her apartment and now lives wherever each assignment takes her. She wants the usual per diem on her next 13-week contract. How should the per diem be treated?",
    options: [
      "As taxable wages, since she has no tax home to be away from",
      "As taxable wages just for the part above the city's GSA rate",
      "As tax-free pay, because the contract runs under a year",
      "As tax-free pay, once she signs a tax-home attestation",
    ],
    correctAnswer: 0,
    explanation:
      "Travel pay is tax-free only for someone traveling away from a tax home; a worker with no regular place of business and no main home is itinerant, her tax home is wherever she works, and per diem paid to her is taxable wages. Taxing only the amount above the GSA rate is the rule for travelers who have a tax home, and for her the whole amount is wages; the one-year rule is a separate test that assumes a tax home exists; and an attestation cannot change the facts she has just told you.",
    sources: [
      {
        title: "IRS Publication 463, Travel, Gift, and Car Expenses (tax home; itinerant workers)",
        url: "https://www.irs.gov/publications/p463",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-30",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "An IT consultant working in the US in valid H-1B status for another employer, and already counted against the H-1B cap, accepts your firm's W-2 offer. When can he start working for your firm?",
    options: [
      "Once USCIS approves your firm's H-1B petition",
      "Once your firm files a new H-1B petition for him",
      "Right away, as his current H-1B approval carries over",
      "Once the Labor Department certifies your firm's LCA",
    ],
    correctAnswer: 1,
    explanation:
      "H-1B portability lets a worker in valid H-1B status start with a new employer as soon as that employer properly files a non-frivolous H-1B petition for him, without waiting for approval. His existing approval covers only the employer that filed it, so he cannot start before your firm files, and a certified LCA is a step your firm needs before it can file, not permission to start work.",
    sources: [
      {
        title: "8 U.S.C. § 1184(n) (H-1B portability)",
        url: "https://www.law.cornell.edu/uscode/text/8/1184",
        checked: "2026-11-28",
      },
      {
        title: "8 CFR § 214.2(h)(2)(i)(H) (H-1B portability)",
        url: "https://www.law.cornell.edu/cfr/text/8/214.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "uss2-31",
    module: "US Staffing Basics",
    difficulty: "medium",
    question:
      "Your firm engages a consultant C2C through a small IT firm that has him on its own W-2 payroll. The client asks who completed his Form I-9. Whose obligation was it?",
    options: [
      "Your firm's, as the party that placed him at the client",
      "The client's, as the site where he does the daily work",
      "The IT firm's, as the company that pays his wages",
      "Both yours and the IT firm's, on separate forms",
    ],
    correctAnswer: 2,
    explanation:
      "The Form I-9 is completed by the employer, and a consultant supplied by a subcontractor that pays his wages is that subcontractor's employee, not yours or the client's. Your firm should confirm in its subcontract that the IT firm verifies work authorization, since knowingly using unauthorized contract labor is itself unlawful, but it does not complete a second I-9 for someone it does not employ.",
    sources: [
      {
        title: "8 CFR § 274a.1 (definitions of employer and employee)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.1",
        checked: "2026-11-28",
      },
      { title: "USCIS, Handbook for Employers M-274 (contract labor)", checked: "2026-11-28" },
    ],
  },
  {
    id: "uss2-32",
    module: "US Staffing Basics",
    difficulty: "hard",
    question:
      "Your staffing agency has 11 internal staff. A client with 300 employees asks it to send only men for a warehouse order. If the agency fills the order as asked, who can be liable under Title VII?",
    options: [
      "The client alone, as your agency has under 15 employees",
      "The client alone, as the party that made the request",
      "Your agency alone, as the party that screened people out",
      "Both the client and your agency, each in its own right",
    ],
    correctAnswer: 3,
    explanation:
      "An employment agency that regularly refers workers to covered employers is covered by Title VII however few employees it has, and it may not honor a discriminatory job order; the client that asked is liable too. The 15-employee threshold is for employers, not for an agency's referrals, and neither the request nor the screening shifts all the liability to one side.",
    sources: [
      {
        title: "EEOC Compliance Manual, Section 631: Employment Agencies",
        url: "https://www.eeoc.gov/laws/guidance/cm-631-employment-agencies",
        checked: "2026-11-28",
      },
      {
        title: "42 U.S.C. § 2000e-2(b) (employment agency practices)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e-2",
        checked: "2026-11-28",
      },
    ],
  },
];
