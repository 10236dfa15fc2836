import type { AssessmentQuestion } from "../assessment";

// The bank's "Recruitment Fundamentals" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

export const fundamentalsQuestions: readonly AssessmentQuestion[] = [
  {
    id: "fun2-01",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      'A new client\'s HR generalist emails your agency a job order for a controls engineer: a pasted job description, a salary band and "send resumes ASAP." No one else at the client has spoken with you. What should you do first?',
    options: [
      "Run a keyword search of your database against the posting",
      "Post the role on two job boards to start applicant flow",
      "Get a short intake call with the person the hire will report to",
      "Send two calibration profiles and ask which fits best",
    ],
    correctAnswer: 2,
    explanation:
      "Before any sourcing, the recruiter needs the manager's own view of the real must-haves, what success looks like, the interview steps and the timeline; a forwarded description is often out of date or a wish list. Searching the database or posting the job sources against requirements nobody has confirmed. Calibration profiles are useful, but after intake and with the person who will judge fit, not an HR contact relaying a document.",
    sources: [],
  },
  {
    id: "fun2-02",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      "At intake, a manager lists eight requirements for a financial analyst and calls every one essential. Which question best sorts the must-haves from the nice-to-haves?",
    options: [
      "Would you interview a strong person who lacked this one?",
      "Which of these did the last person in the role have?",
      "Which of these show up on your current team's resumes?",
      "Which of these do other companies ask for in similar jobs?",
    ],
    correctAnswer: 0,
    explanation:
      "A requirement is a must-have only if the manager would turn down an otherwise strong candidate for lacking it, so asking that of each item turns a wish list into real knock-out criteria. Profiling the last person in the role or the current team copies their backgrounds rather than the job's needs, and what other companies ask for says nothing about what this manager will accept.",
    sources: [],
  },
  {
    id: "fun2-03",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "A manager wants to scrap the long duty list in a dispatcher's job description and keep only the short, upbeat job ad on file. HR pushes back. Which federal rule makes the written description worth keeping?",
    options: [
      "The FLSA requires a written duty list before a job can be classed as exempt",
      "The ADA counts a pre-advertising description as evidence of essential functions",
      "Title VII requires employers to keep a written description for every posted job",
      "OSHA requires a written description for any job with physical demands in it",
    ],
    correctAnswer: 1,
    explanation:
      "Under the ADA, the employer's judgment about which functions are essential counts, and a written description prepared before advertising or interviewing is evidence of those essential functions, which matters when an applicant with a disability is screened out or asks for an accommodation. FLSA exemption turns on actual duties and pay, not on a written document. Title VII imposes no job-description requirement, and OSHA has no rule requiring written descriptions of physical jobs.",
    sources: [
      {
        title:
          "42 U.S.C. § 12111(8) (ADA, qualified individual; written job description as evidence)",
        url: "https://www.law.cornell.edu/uscode/text/42/12111",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1630.2(n)(3)(ii) (ADA regulations, evidence of essential functions)",
        url: "https://www.law.cornell.edu/cfr/text/29/1630.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-04",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "A req was approved for a Level 2 analyst. Mid-search, the manager meets a candidate whose experience fits Level 3 and wants to hire her at that level and its pay. What must happen first?",
    options: [
      "Compensation approves an above-range exception at Level 2",
      "The manager's VP signs the offer letter at Level 3 pay",
      "HR benchmarks Level 3 pay for her skills before the offer",
      "The requisition is re-approved at Level 3 and its budget",
    ],
    correctAnswer: 3,
    explanation:
      "A requisition's approval covers a specific level, pay range and budget, so hiring at a higher level means getting the position itself amended and re-approved at Level 3 before any offer. An above-range exception would keep her at Level 2, which is not the hire the manager wants, and a VP's signature on the offer letter goes around the position and budget approval that the req exists to record. Benchmarking Level 3 pay is useful input to the re-approval, not a substitute for it.",
    sources: [],
  },
  {
    id: "fun2-05",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "Your direct-hire desk reports three numbers to the branch manager each week: submittals, send-outs and placements. Which event adds one to your send-outs?",
    options: [
      "A blind profile you email to a company with no opening",
      "A first interview a client books with one of your candidates",
      "An offer a client extends to one of your candidates",
      "A reference check you run on a client's finalist",
    ],
    correctAnswer: 1,
    explanation:
      "On an agency desk a send-out is a client interview arranged for one of your candidates, counted at the first interview: the step between submittal and offer, and the activity that best predicts placements. A blind profile emailed to a company with no opening is candidate marketing, not an interview. Offers come after send-outs, and a reference check on a finalist comes later still. Some ATS products use the word for a resume sent to a client, but a desk that counts submittals separately means interviews.",
    sources: [
      {
        title: "ISGF Academy (staffing firm recruiter training), Sendouts & Pending",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-06",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "You join an RPO provider and are embedded full-time at a regional bank, filling its permanent roles. A passive candidate asks who you work for. How do recruiters in this model usually present themselves?",
    options: [
      "As an agency recruiter representing the client on this role",
      "As a recruiter for your own firm, free to pitch other clients' jobs",
      "As part of the client's recruiting team, with a client email address",
      "As an independent headhunter retained for this one search",
    ],
    correctAnswer: 2,
    explanation:
      "In an embedded RPO the provider's recruiters work as an extension of the client's talent team, under the client's employer brand, in its systems and usually with its email domain, so candidates meet them as the bank's recruiters. Presenting as an agency recruiter or a retained headhunter describes third-party search, where a firm represents the client from outside. Pitching other clients' jobs to the bank's candidates defeats the arrangement, because an embedded recruiter works one client's hiring.",
    sources: [],
  },
  {
    id: "fun2-07",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "Through a split-placement network, your candidate is interviewing for another member agency's job order. The client's hiring manager has gone quiet for a week. What should you do?",
    options: [
      "Ask the agency holding the order to chase the manager",
      "Call the hiring manager yourself to ask for feedback",
      "Email the client's HR manager to check on the status",
      "Have your candidate follow up with the manager herself",
    ],
    correctAnswer: 0,
    explanation:
      "Split networks divide the work: the member holding the job order owns the client relationship and all contact with it, and the candidate-side member owns the candidate, so client questions go through your split partner. Calling the hiring manager or HR yourself goes around your partner and breaks the network's rule against contacting a partner's client without permission. Sending the candidate to chase the manager puts her in the middle of a process the two agencies are meant to run.",
    sources: [
      {
        title:
          "NPAworldwide, Contacting a partner's client (Operations Manual, Section A. Policies, 7b: do not contact clients without permission)",
        url: "https://members.npaworldwide.com/Stories/contacting-a-partner-s-client",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-08",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      'A manager at a company your agency has never worked with calls: "Send me your two best people for this role today." Your agency has no contract with the company yet. What should you do before sending named profiles?',
    options: [
      "Get the manager's verbal OK to your usual fee during this call",
      "Email your terms, stating that an interview means acceptance",
      "Send them now and agree on the fee once he asks to interview",
      "Get your terms signed by someone with authority to sign",
    ],
    correctAnswer: 3,
    explanation:
      "Agencies aim to have a fee agreement signed by someone who can bind the client before any candidate is named, because once the client has names the agency's leverage is gone. A manager's verbal OK is hard to prove and often not his to give, since many companies route agency terms through HR or procurement. A clause saying that an interview means acceptance of emailed terms is a fallback for a dispute, not a substitute for signed terms, and settling the fee once the client asks to interview reverses the order.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, How to enforce placement fees and protect recruiter agreements (Staffing Industry Review)",
        url: "https://www.staffingindustry.com/editorial/staffing-industry-review/how-to-enforce-placement-fees-and-protect-recruiter-agreements",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-09",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "You move from a 360 desk at one agency to a 180 recruiter desk at another. Which task comes off your plate?",
    options: [
      "Screening candidates and checking their pay expectations",
      "Calling hiring managers to win new clients and job orders",
      "Preparing candidates for interviews and debriefing them",
      "Presenting the offer to the candidate and closing the hire",
    ],
    correctAnswer: 1,
    explanation:
      "On a 360 (full) desk one person handles both business development and candidate recruiting; a 180 desk splits them, with an account manager owning clients and job orders and the recruiter owning the candidate side. Screening, interview preparation and debriefs, and closing the candidate all stay with the recruiter on a 180 desk.",
    sources: [],
  },
  {
    id: "fun2-10",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "Your corporate TA team adds dedicated sourcers who hand interested prospects to recruiters. Which measure best shows the quality of a sourcer's own work?",
    options: [
      "Outreach messages sent per week across the sourcer's reqs",
      "Time to fill on the reqs that the sourcer supports",
      "Share of handed-off prospects who pass the recruiter's screen",
      "Offer acceptance rate on the reqs the sourcer works on with you",
    ],
    correctAnswer: 2,
    explanation:
      "A sourcer controls the top of the funnel, so the fairest quality measure is how many of the prospects they hand over pass the recruiter's screen and go on to interviews. Message volume counts activity, not quality. Time to fill and offer acceptance depend mostly on recruiters, managers, pay and process, which the sourcer does not control.",
    sources: [],
  },
  {
    id: "fun2-11",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "You are preparing a candidate's resume to send to a contingency client. Which step is standard agency practice?",
    options: [
      "Remove her phone and email and add your agency's cover page",
      "Rewrite her bullets to echo the keywords in the client's ad",
      "Send her original file untouched so the client sees it as written",
      "Cut her graduation and early job dates to limit any age bias",
    ],
    correctAnswer: 0,
    explanation:
      "Agencies send resumes without the candidate's direct contact details, usually under a branded cover page or summary, so the client arranges every step through the agency; this protects the candidate's privacy and the agency's claim to the introduction. Rewriting her content to match keywords or deleting dates changes her record without her say and can read as misrepresentation when discovered. Sending the untouched file hands the client her contact details and invites a direct approach around the agency.",
    sources: [],
  },
  {
    id: "fun2-12",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "A sales manager you are recruiting for a competitor of her employer says her agreement has a 12-month non-solicitation clause and no non-compete. What does such a clause usually restrict?",
    options: [
      "Joining a direct competitor for a year after she leaves",
      "Pursuing her employer's clients or staff for her new company",
      "Taking recruiters' calls about new roles while still employed",
      "Nothing, since the FTC's rule voided clauses of this kind",
    ],
    correctAnswer: 1,
    explanation:
      "A non-solicitation clause bars a departing employee from soliciting the employer's clients and often its employees for a set period; unlike a non-compete, it does not stop her from joining a competitor, though it limits what she can do there, and enforceability varies by state. It does not stop recruiters from calling her. The FTC's non-compete rule was set aside in court and never took effect, and it was aimed at non-competes; ordinary non-solicitation clauses fell outside it.",
    sources: [
      {
        title:
          "FTC Non-Compete Clause Rule, 16 CFR Part 910 (set aside in Ryan, LLC v. FTC, N.D. Tex.; FTC appeal dropped)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-13",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      "An active job seeker applied to your posting, and she screens well for your client's role. Which question matters most to ask before you submit her?",
    options: [
      "Which days next week she could make a first interview",
      "Which former managers you may call for references",
      "Whether she would consider a contract role instead",
      "Where else she is in process, and at what stage",
    ],
    correctAnswer: 3,
    explanation:
      "Active job seekers are usually in several processes at once, so knowing where else she is interviewing and how far along tells you how fast the client must move, whether a competing offer is coming and how to present her. Interview availability is logistics to settle once the client wants to meet her, and references come near the offer stage, not before a submittal. Floating a contract role as a fallback before she is even submitted signals doubt about the fit and does nothing for this client.",
    sources: [],
  },
  {
    id: "fun2-14",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      'A data engineer you messaged, who is not job hunting, replies: "Could be interested. What\'s the role?" What should you do next?',
    options: [
      "Offer a 15-minute call to hear what would make a move worth it",
      "Ask for an updated resume so you can submit him this week",
      "Send the posting link and ask him to apply online first",
      "Email the full job description with the client's name on it",
    ],
    correctAnswer: 0,
    explanation:
      "A passive candidate has no resume ready and no reason to apply; a short call to learn his motivators, and to share the role's selling points, is what turns curiosity into a real candidate. Asking for a resume or an online application treats him like an active job seeker and loses most passive prospects. Naming the client in writing before he is qualified and engaged invites him to apply directly and leaves you out of the introduction.",
    sources: [],
  },
  {
    id: "fun2-15",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "A standout controller you recently screened wants a move, but none of your open job orders fit her. You plan to pitch her to companies with no opening posted. What do you need from her first?",
    options: [
      "Her references, so you can pitch her as already checked",
      "Her signed consent to send her full resume to any company",
      "Her OK and a list of employers not to approach",
      "A signed right to represent her at each company you pitch",
    ],
    correctAnswer: 2,
    explanation:
      "Marketing a candidate speculatively (MPC, or most placeable candidate, marketing) needs her consent and a do-not-approach list, above all her current employer and companies she has already applied to, and the pitch goes out as a blind profile. Blanket consent to send her named resume anywhere exposes her and invites companies to go around you. A right to represent names a specific client, role and rate, so it comes when a company asks to see her, not before the first pitch, and references are premature before anyone is interested.",
    sources: [],
  },
  {
    id: "fun2-16",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      "You call a finalist's former employer, a large hospital system. HR confirms her title and dates of employment and will say nothing more. What is the most likely reason?",
    options: [
      "Federal law limits former employers to title and dates",
      "HIPAA bars a hospital from discussing its own staff",
      "A severance deal limits what HR may say about her",
      "The hospital's own policy limits what HR may say",
    ],
    correctAnswer: 3,
    explanation:
      "Many large employers let HR confirm only title and dates to limit defamation and other legal risk, so a bare verification says nothing about the candidate; ask her for former supervisors who can speak to her work. No federal law limits references to title and dates, and HIPAA protects patients' health information, not the records a hospital keeps about its own staff as their employer. A severance agreement can restrict references, but at a large hospital system a standard policy is by far the likelier reason.",
    sources: [
      {
        title:
          "45 CFR § 160.103 (HIPAA definitions: protected health information excludes employment records held by a covered entity as employer)",
        url: "https://www.law.cornell.edu/cfr/text/45/160.103",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-17",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "A manager asks you to post a role and start interviewing this week. The req is still waiting for finance approval, and company policy requires an approved req before posting. What should you do?",
    options: [
      "Build a target list and warm up prospects until it clears",
      "Post it on the internal careers page until finance signs off",
      "Interview internal transfers now, since they add no new headcount",
      "Set it aside until it clears, so no candidate is led on",
    ],
    correctAnswer: 0,
    explanation:
      "Until a req is approved the role may change or disappear, so standard practice is to prepare (a target list, a market map, warm conversations with prospects) without posting or running candidates through interviews, then post the day it clears. An internal careers page is still a posting under the policy. Interviewing internal transfers puts people through a process for a job that may not exist, and a transfer still fills the new headcount. Setting the work aside wastes the lead time that preparation buys.",
    sources: [],
  },
  {
    id: "fun2-18",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "At a 400-person client, a payroll specialist starts 12 weeks of approved FMLA leave next month. Her manager will assign and check the cover's work every day and asks your agency how to staff it. What should you propose?",
    options: [
      "A direct-hire backfill, moving her to another role on return",
      "A W-2 temp on your payroll, billed hourly through her leave",
      "A 1099 contractor you refer, invoicing the client through her leave",
      "A fixed-fee statement of work for payroll during her leave",
    ],
    correctAnswer: 1,
    explanation:
      "FMLA entitles her to return to the same or an equivalent job, so the work needs temporary cover, and a worker whose tasks the client sets and checks daily is an employee: in staffing, a temp on the agency's W-2, billed hourly for the length of her leave. A direct-hire backfill with her moved to another role on return puts her restoration right at risk. A 1099 contractor directed daily by the client is misclassified, and a statement of work needs a supplier that owns defined deliverables and directs its own people, which is not the case when the manager assigns the tasks.",
    sources: [
      {
        title: "29 U.S.C. § 2614(a)(1) (FMLA, restoration to position)",
        url: "https://www.law.cornell.edu/uscode/text/29/2614",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-19",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "Your finalist is still employed and listed her current manager among her references. The client wants references checked before it makes an offer. What should you do?",
    options: [
      "Call her current manager now; listing him gives consent",
      "Call her current manager last, the day before the offer",
      "Call past managers now, her current one after a contingent offer",
      "Call her current manager now, asking him to keep it private",
    ],
    correctAnswer: 2,
    explanation:
      "A call to a current employer can cost an employed candidate her job, so standard practice is to check former supervisors before the offer and reach the current manager, if at all, after a contingent offer and with her express go-ahead. Listing a name is not permission to call it today. Calling the day before the offer still exposes her if the offer never comes, and asking the manager to keep the call private cannot undo what he has learned.",
    sources: [],
  },
  {
    id: "fun2-20",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "A sourcer is joining your search for a plant controller the day after your intake meeting. What should you hand her to start?",
    options: [
      "The job posting text, to use word for word as her search keywords",
      "A daily quota of outreach messages for the first week",
      "The req's salary band and the interview calendar",
      "The must-haves, target companies and profiles the manager liked",
    ],
    correctAnswer: 3,
    explanation:
      "A sourcer searches best from what the manager actually said: the real must-haves, target companies and sample profiles the manager reacted well to, which let her search for the person rather than the words. Searching on posting text reproduces the ad's keywords and misses good profiles. A message quota measures activity, not fit, and the salary band and interview calendar matter later, at screening and scheduling.",
    sources: [],
  },
  {
    id: "fun2-21",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "Your placement accepted an offer on March 1, started on April 1 and resigned on June 15. Your fee agreement has a standard 90-day replacement guarantee, and the client paid on time. What applies?",
    options: [
      "She is covered, since the period runs from her start date",
      "She is not covered, since the period runs from her acceptance",
      "She is not covered, since she resigned of her own choosing",
      "She is covered, and the client can claim a full fee refund",
    ],
    correctAnswer: 0,
    explanation:
      "Guarantee periods run from the hire's first day of work, and April 1 to June 15 is 75 days, so the departure falls inside the period. Counting from the acceptance date, 106 days, is a common mistake. Standard guarantees cover resignations as well as terminations for performance, and a replacement guarantee gives the client a replacement search at no added fee, not its money back.",
    sources: [],
  },
  {
    id: "fun2-22",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      "A manager at your 300-person company asks you to post his internal job description for a logistics coordinator, word for word, as the external job ad. Which part should come out?",
    options: [
      "The salary range for the role's pay grade",
      "The line seeking a recent college graduate",
      "The physical demands, such as lifting 40-pound cartons",
      "The title of the manager the role reports to",
    ],
    correctAnswer: 1,
    explanation:
      "EEOC rules treat a help-wanted notice that asks for a recent college graduate as one that deters older applicants, which the ADEA bars for employers with 20 or more employees unless an exception applies, so that line has to go. Physical demands that are essential functions belong in the ad, so applicants can judge the job and screening stays job-related. A salary range is required in postings by a growing number of states and cities and barred by none, and the reporting line is ordinary ad content.",
    sources: [
      {
        title: "29 CFR § 1625.4 (ADEA, help wanted notices or advertisements)",
        url: "https://www.law.cornell.edu/cfr/text/29/1625.4",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-23",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      'A client\'s internal title for an open role is "Associate II, Revenue Operations." You are writing the external job ad. Which title should it carry?',
    options: [
      "The internal title exactly, so it matches the offer letter",
      "The internal title with the pay grade added for clarity",
      "A creative title that stands out from similar job ads",
      "The market title people search for, such as RevOps Analyst",
    ],
    correctAnswer: 3,
    explanation:
      "Candidates search job boards by the titles the market uses, so the ad should carry the recognized market title; the offer letter can still use the internal one. Internal titles and grade codes mean little outside the company and drop out of search results, and creative titles rarely match what people type into a search box.",
    sources: [],
  },
  {
    id: "fun2-24",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "At day 50, your placement resigns and the client asks your agency to honor its 90-day replacement guarantee. Under standard agency terms, which fact would most likely release you from it?",
    options: [
      "She left to rejoin her former employer for higher pay",
      "She quit after the client put her on a performance plan",
      "The client paid your placement invoice 40 days past terms",
      "She resigned to move out of state with her family",
    ],
    correctAnswer: 2,
    explanation:
      "Agency guarantees are commonly conditioned on the fee being paid within terms and on prompt notice of the departure, so an invoice paid well past due usually voids the guarantee. Standard guarantees cover voluntary resignations whatever the reason, including a return to the old employer or a family move, and they cover performance-related exits too. The usual exclusions are layoffs or role eliminations, late payment and late notice.",
    sources: [],
  },
  {
    id: "fun2-25",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "A client won't pay a third of the fee up front, but will pay $8,000 at the start, credited against the 25 percent fee due on hire, to get your priority on a hard-to-fill role. What is this arrangement called?",
    options: [
      "An exclusive contingency search",
      "A retained search on a payment plan",
      "A container, or engaged, search",
      "A project-based RPO engagement",
    ],
    correctAnswer: 2,
    explanation:
      "A container (engaged) search takes a modest, usually non-refundable payment at the start, credited against the final fee, with the balance due on hire: a middle way between contingency and retained. An exclusive contingency search still has nothing paid before a hire. A retained search bills most or all of the fee in installments whatever the outcome, and a project RPO prices a block of hires rather than one role.",
    sources: [
      {
        title: "Top Echelon, Recruiting and Staffing Glossary: Container Search",
        url: "https://topechelon.com/recruiting-and-staffing-glossary/container-search/",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-26",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "A client's board asks your executive search firm for standard retained terms to find a new CFO. Which structure is the industry norm?",
    options: [
      "About a fifth of first-year base pay, billed in three installments",
      "About a third of first-year base pay, billed once the hire starts",
      "About a tenth of first-year cash pay, billed as a monthly retainer",
      "About a third of first-year cash pay, billed in three installments",
    ],
    correctAnswer: 3,
    explanation:
      "Retained executive search is commonly priced at about one-third of the hire's first-year total cash compensation (base plus target bonus), billed in three installments starting when the search is signed, whatever the outcome. A fifth of base is nearer a contingency rate; billing once the hire starts is contingency timing; and a small monthly retainer describes neither model.",
    sources: [
      {
        title: "Charles Aris Inc., How much does it cost to use a retained search firm?",
        checked: "2026-11-28",
      },
      {
        title: "Sheer Velocity, Executive Search Fees",
        url: "https://www.sheervelocity.com/working-with-executive-recruiters/executive-search-fees/",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-27",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "A contingency client passes on your candidate, then forwards her resume to a partner company, which hires her. Under standard agency fee terms, who owes your fee?",
    options: [
      "The client that passed her details on to the partner",
      "The partner company that hired her, though it signed nothing",
      "Neither, since the client you served did not hire her",
      "Both, with the fee split in half between the two of them",
    ],
    correctAnswer: 0,
    explanation:
      "Standard agency terms treat candidate information as confidential and make the client liable for the fee if it passes a referred candidate to another company that hires her, since the client caused the introduction. The partner never agreed to your terms, so collecting from it is far harder. Treating the hire as fee-free ignores that clause, and there is no customary half-and-half split.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, How to enforce placement fees and protect recruiter agreements (definition of client)",
        url: "https://www.staffingindustry.com/editorial/staffing-industry-review/how-to-enforce-placement-fees-and-protect-recruiter-agreements",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-28",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "In March a contingency client passed on your candidate for its project manager opening. In August she applied on the client's careers site and was hired as a program analyst. Your signed terms are standard agency terms. What is most likely?",
    options: [
      "No fee, since your referral covered the first opening alone",
      "A fee, since your referral covers any role for a set period",
      "No fee, since she came back through a direct application",
      "Half a fee, since the client found her for the second role",
    ],
    correctAnswer: 1,
    explanation:
      "Standard agency terms make a fee payable if the client hires a referred candidate in any position, by any route, within a set period of the introduction (commonly six to twelve months), and five months is well inside that. Limiting the referral to the original opening is a common client argument that standard terms close off. A later direct application does not erase the earlier introduction, and there is no customary half fee for a different role.",
    sources: [
      {
        title:
          "Staffing Industry Analysts, How to enforce placement fees and protect recruiter agreements (definition of submission)",
        url: "https://www.staffingindustry.com/editorial/staffing-industry-review/how-to-enforce-placement-fees-and-protect-recruiter-agreements",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-29",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      "A 2,000-person company is comparing a one-year enterprise RPO proposal with its current spend on agency fees. Which fee structure is the RPO proposal most likely to use?",
    options: [
      "A fee of 20 to 25 percent of each hire's first-year base",
      "A monthly management fee plus a fee for each hire made",
      "A markup on each hire's hourly pay while on assignment",
      "A third of the year's expected fees, billed in advance",
    ],
    correctAnswer: 1,
    explanation:
      "Enterprise RPO is typically priced around a fixed monthly management fee that funds the provider's dedicated team and systems, commonly combined with a fee for each hire so that the two sides share the volume risk. A fee of 20 to 25 percent of each hire's base salary is agency contingency pricing, the spend an RPO is meant to replace. A markup on hourly pay is how temporary staffing is billed, and a third of the fee billed in advance is the retainer structure of executive search.",
    sources: [
      {
        title: "Staffing Industry Analysts, Benchmarks: RPO Pricing Models",
        url: "https://cwstrategies.staffingindustry.com/benchmarks-rpo-pricing-models/",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-30",
    module: "Recruitment Fundamentals",
    difficulty: "medium",
    question:
      "Your retained search firm placed a CFO who started five months ago. She has just resigned to join another company. Under typical retained search terms, what does the client get?",
    options: [
      "Nothing, since the usual 90-day guarantee has run out",
      "A refund of the final third of the search fee",
      "A refund prorated for the months she did not stay",
      "A new search for no further professional fee",
    ],
    correctAnswer: 3,
    explanation:
      "Retained search guarantees commonly run six to twelve months from the start date and cover a departure like this one: the firm repeats the search without a new professional fee, though the client usually pays the expenses. Ninety days is the typical contingency guarantee, wrongly carried over to retained work. Retained installments pay for the search itself, so a retained firm replaces rather than refunds, and neither a refund of the final third nor a prorated refund is the usual remedy.",
    sources: [
      {
        title:
          "Boland Group, Performance-Based Retained Search Logic (replacement guarantees in retained search)",
        url: "https://bolandgroup.com/PerformancePage.htm",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "fun2-31",
    module: "Recruitment Fundamentals",
    difficulty: "hard",
    question:
      'Before any offer, a client asks your agency to check a finalist\'s references and "find out how often she was out sick." What does the ADA allow?',
    options: [
      "Ask how many days she missed, but not how many were sick days",
      "Ask about her sick days; the ADA limits questions to her, not references",
      "Ask about her sick days once she has signed a reference release",
      "Ask nothing about her attendance until a conditional offer",
    ],
    correctAnswer: 0,
    explanation:
      "Before a conditional offer the ADA bars disability-related questions, and EEOC guidance applies the same limit to questions put to third parties such as former employers. The guidance treats how many days someone was absent as a permitted attendance question, but how many days she was sick as disability-related, because it goes to the severity of an impairment. The limits are not confined to questions put to the candidate herself, a signed release does not make an unlawful pre-offer inquiry lawful, and ruling out every attendance question goes further than the law requires.",
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
    id: "fun2-32",
    module: "Recruitment Fundamentals",
    difficulty: "easy",
    question:
      "A hiring manager tells you he reads the first few lines of each submittal before deciding whether to open the resume. What should those lines contain?",
    options: [
      "A summary of her career from her first job through to today",
      "Her skills listed against every keyword in the posting",
      "How she meets the top must-haves, plus her pay target and timing",
      "Your impression of her personality and how well you clicked",
    ],
    correctAnswer: 2,
    explanation:
      "A strong submittal leads with the evidence that the candidate meets the role's top must-haves, then the confirmed facts a manager needs to act: pay expectation, availability and motivation. A career chronology repeats the resume, and a keyword list shows matching rather than screening. Personal impressions without job-related evidence give the manager nothing to decide on and invite bias.",
    sources: [],
  },
];
