import type { AssessmentQuestion } from "../assessment";

// The bank's "Recruitment Metrics & Analytics" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

const checked = "2026-11-28";

const shrmTimeToFill = {
  title:
    "SHRM, Staffing Metrics: 'Time to Fill' Can Kill Prospects of Landing Top Talent (requisition opened to offer accepted, calendar days)",
  checked,
};
const ansiCostPerHire = {
  title: "SHRM/ANSI Cost-Per-Hire Standard (ANSI/SHRM 06001.2012)",
  checked,
};
const shrmCostItems = {
  title:
    "SHRM, What external and internal costs should be included in a cost-per-hire calculation?",
  checked,
};
const siaMarkup = {
  title:
    "Staffing Industry Analysts, The Lexicon of contingent workforce terms (markup; gross margin)",
  checked,
};
const siaBurden = {
  title:
    "Staffing Industry Analysts, The Lexicon of contingent workforce terms (gross margin; burden)",
  checked,
};
const fourFifths = {
  title:
    "29 CFR § 1607.4(D) (Uniform Guidelines on Employee Selection Procedures, four-fifths rule of thumb)",
  checked,
};
const ugespRescission = {
  title:
    "EEOC, Unified Agenda RIN 3046-AB43, Rescission of Uniform Guidelines on Employee Selection Procedures",
  checked,
};
const nycImpactRatio = {
  title:
    "6 RCNY § 5-300 (NYC Department of Consumer and Worker Protection, bias audits: selection rate; impact ratio)",
  checked,
};
const nps = {
  title: "Bain & Company, Net Promoter System: Measuring Your Net Promoter Score",
  checked,
};
const flsaOvertime = {
  title: "29 U.S.C. § 207(a)(1) (Fair Labor Standards Act, overtime)",
  url: "https://www.law.cornell.edu/uscode/text/29/207",
  checked,
};

export const metricsQuestions: readonly AssessmentQuestion[] = [
  {
    id: "met2-01",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "A controller's requisition for a staff accountant was approved and opened in your ATS on day 0, and the job ad went live on day 5. The person you hired applied through that ad on day 19, accepted the offer on day 47 and started on day 61. What time to fill and time to hire should your monthly dashboard show for this role?",
    options: ["47 and 28 days", "42 and 28 days", "61 and 42 days", "28 and 47 days"],
    correctAnswer: 0,
    explanation:
      "Time to fill runs from the day the requisition was opened to the day the offer was accepted, in calendar days: 47. Time to hire runs from the day this candidate entered the process (the application on day 19) to acceptance: 28. Starting the fill clock when the ad went live gives 42; stopping both clocks at the start date gives 61 and 42, which is time to start; and 28 and 47 swaps the two measures.",
    sources: [shrmTimeToFill],
  },
  {
    id: "met2-02",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "Your recruiting dashboard shows a median time to hire of 9 days for engineers your sourcers found on LinkedIn, against 31 days for engineers who applied through your job ads. Before you present the gap at the quarterly review, what most likely explains it?",
    options: [
      "Passive candidates weigh fewer competing offers",
      "Applicants' later start dates stretch their clock",
      "Weeks of outreach come before their ATS record",
      "Sourced profiles skip the recruiter phone screen",
    ],
    correctAnswer: 2,
    explanation:
      "Time to hire is meant to run from the day a candidate enters your process, but a dashboard can start the clock only when the ATS record or application is created, and sourcers usually work prospects in LinkedIn Recruiter or a CRM through outreach, replies and a first call before adding them; the sourced hires' weeks of engagement are simply missing, so record the first-outreach date before comparing channels. Holding fewer competing offers would shave days off the offer decision, not three weeks; time to hire stops at offer acceptance, so start dates never enter it; and sourced candidates still get a recruiter screen before they are submitted.",
    sources: [
      {
        title:
          "VidCruiter, HR Glossary: Time to Hire (first contact with the candidate to offer acceptance)",
        checked,
      },
    ],
  },
  {
    id: "met2-03",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "Last quarter a client's MSP released 40 contract requisitions to your firm. You worked 30 of them and sent 90 candidates, of whom 36 were interviewed, and you filled 18 requisitions. What fill rate should you expect to see in the MSP's quarterly business review?",
    options: ["60%", "45%", "40%", "20%"],
    correctAnswer: 1,
    explanation:
      "Fill rate divides requisitions filled by requisitions released to you: 18 / 40 = 45%. The program counts every req you received, so dividing by the 30 you chose to work (60%) flatters the number; 40% is your submittal-to-interview rate (36 / 90), and 20% is the share of submittals that became fills (18 / 90).",
    sources: [],
  },
  {
    id: "met2-04",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "In one quarter, hiring managers approved 45 offers. Five of those candidates withdrew before the offer call, so your team extended 40 offers: 30 were accepted and 10 declined. Two of the 30 later backed out before their start dates. What offer acceptance rate should the quarterly report show?",
    options: ["67%", "70%", "62%", "75%"],
    correctAnswer: 3,
    explanation:
      "Offer acceptance rate counts accepted offers against offers actually extended: 30 / 40 = 75%. Approvals that were never extended do not belong in the base (30 / 45 = 67%), and the two who backed out after accepting are tracked as reneges rather than taken out of the acceptances (28 / 40 = 70%); 62% makes both mistakes (28 / 45).",
    sources: [
      {
        title:
          "Workable, How to measure (and improve) your offer acceptance rate (offers accepted / offers extended)",
        checked,
      },
    ],
  },
  {
    id: "met2-05",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "A W-2 contractor on your desk is paid $45 an hour and billed to the client at $60 an hour. Your branch manager asks for this assignment's markup and its gross margin before burden. What do you report?",
    options: [
      "33% markup and 25% margin",
      "25% markup and 33% margin",
      "33% markup and 33% margin",
      "25% markup and 25% margin",
    ],
    correctAnswer: 0,
    explanation:
      "Markup is figured on the pay rate and gross margin on the bill rate: the $15 spread is 33% of $45 and 25% of $60. Reporting 25% as the markup and 33% as the margin swaps the bases, and giving one figure for both treats them as the same measure, the confusion behind quoting a margin to a program that caps markup.",
    sources: [siaMarkup],
  },
  {
    id: "met2-06",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "You place a W-2 contractor at a $62 bill rate and a $40 pay rate. Your firm's burden rate is 18%. What gross profit per hour goes on the deal sheet?",
    options: ["$22.00", "$10.84", "$14.80", "$18.04"],
    correctAnswer: 2,
    explanation:
      "Burden, the employer's payroll taxes, workers' comp and similar costs, is quoted as a percentage of the pay rate, and gross profit per hour is the bill rate less the pay and that burden: $62 − $40 − $7.20 = $14.80. $22.00 is the spread before burden; $10.84 applies the 18% to the bill rate instead of the pay rate; and $18.04 takes 18% off the spread, which is not what burden is charged on.",
    sources: [siaBurden],
  },
  {
    id: "met2-07",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "In one month your desk's contractors billed $160,000 and produced $40,000 of gross profit after pay and burden. You also closed two direct-hire placements with fees of $25,000 each, and your commission on each is $5,000. What gross profit does the desk report for the month?",
    options: ["$40,000", "$90,000", "$80,000", "$210,000"],
    correctAnswer: 1,
    explanation:
      "A direct-hire fee has no pay rate or burden against it, so the whole fee counts as gross profit: $40,000 + $50,000 = $90,000. Recruiters' commissions are a selling expense taken below the gross-profit line, on the contract side as on the direct-hire side, so netting them out of the fees ($80,000) understates it; leaving the fees out ($40,000) treats gross profit as a contract-only measure; and $210,000 is the month's revenue, not its gross profit.",
    sources: [
      {
        title:
          "Hudson Global, Inc., SEC filing for the quarter ended March 31, 2014: Revenue, Direct Costs and Gross Margin (no direct costs for permanent recruitment beyond reimbursed expenses; recruiters' commissions in SG&A)",
        url: "https://www.sec.gov/Archives/edgar/data/1210708/000121070814000007/R10.htm",
        checked,
      },
    ],
  },
  {
    id: "met2-08",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "For the fiscal year, your talent acquisition team spent $30,000 on job boards, $90,000 on agency fees and $6,000 on background checks, and its recruiters' pay and benefits came to $144,000. The company made 60 hires: 12 through agencies, 18 from job boards, 20 employee referrals and 10 direct applicants. What is the cost per hire under the ANSI/SHRM standard?",
    options: ["$2,100", "$9,000", "$4,200", "$4,500"],
    correctAnswer: 3,
    explanation:
      "The standard adds external costs (job boards, agency fees and background checks, $126,000) to internal costs (the recruiting team's pay and benefits, $144,000) and divides by all hires in the period: $270,000 / 60 = $4,500. Leaving out the internal costs gives $2,100; dividing by the 30 hires from paid channels gives $9,000; and doing both gives $4,200.",
    sources: [ansiCostPerHire, shrmCostItems],
  },
  {
    id: "met2-09",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "Your company hired 80 people last fiscal year, and all of them have now passed the one-year mark. Fourteen left before their first anniversary, five of those within 90 days. Average headcount was 400, and 60 employees left in all during the year. What first-year turnover rate goes in your report?",
    options: ["3.5%", "11.3%", "17.5%", "15.0%"],
    correctAnswer: 2,
    explanation:
      "First-year turnover follows one hiring class: the hires who left before their first anniversary divided by the hires in that class, 14 / 80 = 17.5%. Dividing by average headcount (3.5%) mixes the class with everyone else; dropping the five 90-day leavers (9 / 80 = 11.3%) forgets that the first year includes the first 90 days; and 15.0% is the company's overall turnover (60 / 400).",
    sources: [],
  },
  {
    id: "met2-10",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "A client's MSP sends your firm a quarterly supplier scorecard. This quarter your response rate fell from 90% to 60%. What does the drop mean?",
    options: [
      "You skipped more of the reqs released to you",
      "Fewer of your submittals earned interviews",
      "Fewer candidates answered your messages",
      "You were slower to acknowledge new reqs",
    ],
    correctAnswer: 0,
    explanation:
      "On an MSP supplier scorecard, response rate is the share of the requisitions released to your firm on which you submitted at least one candidate, so 60% means you sent no one on four reqs in ten. The share of submittals that earn interviews is a separate candidate-quality measure; candidates' replies to outreach are a sourcing number the MSP never sees; and acknowledging a req is not a response until a candidate is submitted against it.",
    sources: [
      {
        title:
          "NextSource, Include These 6 Workforce Supplier Scorecard Metrics to Increase Efficiency (response rates; submittal-to-interview ratio)",
        checked,
      },
    ],
  },
  {
    id: "met2-11",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "A client's MSP program is supplier-funded at 3%. Your W-2 contractor there bills at $80 an hour and is paid $56, and your burden runs 15% of pay. What gross profit per hour goes on your deal sheet?",
    options: ["$15.60", "$13.92", "$14.88", "$13.20"],
    correctAnswer: 3,
    explanation:
      "In a supplier-funded program the MSP's fee is a percentage of what you bill through the program, kept out of what you are paid: $80 × 3% = $2.40, so gross profit is $80 − $2.40 − $56 − $8.40 burden = $13.20. $15.60 leaves the fee out, as if the client paid for the program; $13.92 charges the 3% on the pay rate, the way burden is charged; and $14.88 charges it on the spread alone.",
    sources: [
      {
        title:
          "SAP Learning, Discovering SAP Fieldglass Contingent Workforce Management: Defining MSP Fees (buyer-funded and supplier-funded programs)",
        checked,
      },
      {
        title:
          "Staffing Industry Analysts, Contingent Workforce Strategies: Evolving From the Supplier-Funded Model (a fee assessed on the supplier's volume)",
        checked,
      },
    ],
  },
  {
    id: "met2-12",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "An independent auditor is preparing the annual bias audit that New York City requires for the AI resume screener your client uses on its warehouse jobs there. Of 150 male applicants the tool advanced 60; of 80 female applicants it advanced 24. What impact ratio should the audit report for women?",
    options: ["0.40", "0.75", "0.82", "1.33"],
    correctAnswer: 1,
    explanation:
      "New York City's bias-audit rules define the impact ratio as a category's selection rate divided by the rate of the most selected category: women advanced at 24 / 80 = 30% and men at 60 / 150 = 40%, so 0.75. The ratio is figured the same way whatever becomes of the federal Uniform Guidelines, whose four-fifths rule of thumb uses it and which the EEOC's regulatory agenda lists for rescission. 0.40 compares the numbers advanced (24 / 60) rather than rates; 0.82 divides by the overall rate (84 / 230) instead of the most selected group's; and 1.33 divides the men's rate by the women's, the wrong way round.",
    sources: [nycImpactRatio, fourFifths, ugespRescission],
  },
  {
    id: "met2-13",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "A client's compliance team runs a four-fifths check on the phone screen for a call-center role. White applicants: 50 of 200 advanced. Black applicants: 18 of 60 advanced. Hispanic applicants: 12 of 60 advanced. What does the check show?",
    options: [
      "No group flagged; lowest is 0.80",
      "Hispanic group flagged at 0.80",
      "Hispanic group flagged at 0.67",
      "Black and Hispanic flagged, 0.36 and 0.24",
    ],
    correctAnswer: 2,
    explanation:
      "The four-fifths check compares each group's selection rate with the rate of the group that advanced at the highest rate, here Black applicants at 30% (18 / 60): Hispanic applicants at 20% come to 0.67 of that, below 0.80, and White applicants at 25% come to 0.83. Using the White or overall rate of 25% as the yardstick gives Hispanic applicants exactly 0.80, which is not below four-fifths, so it misses the flag, and reading 0.80 as a failure does not rescue the wrong yardstick; 0.36 and 0.24 compare the numbers advanced (18 and 12 against 50) rather than rates. The reading holds whether or not the EEOC's rescission of the Uniform Guidelines, where the rule of thumb is written, has taken effect: the arithmetic is the same, and it is the comparison with the most selected group that New York City's bias-audit rules also use.",
    sources: [fourFifths, ugespRescission, nycImpactRatio],
  },
  {
    id: "met2-14",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "Your CFO wants last year's recruiting cost ratio for the board deck. Recruiting spent $300,000 in all: $120,000 on agency fees and job ads and $180,000 on the recruiting team's pay and tools. The year's 75 hires have first-year base salaries totaling $6 million, and total company payroll was $50 million. What ratio do you report?",
    options: ["5.0%", "2.0%", "0.6%", "3.0%"],
    correctAnswer: 0,
    explanation:
      "The recruiting cost ratio in the ANSI/SHRM cost-per-hire standard divides all recruiting costs, external and internal, by the first-year compensation of the hires they produced: $300,000 / $6 million = 5.0%. Counting only agency fees and ads (2.0%) or only the team's own costs (3.0%) leaves part of the spend out, and dividing by the whole company's payroll (0.6%) measures recruiting against people it did not hire.",
    sources: [
      {
        title:
          "SHRM/ANSI Cost-Per-Hire Standard (ANSI/SHRM 06001.2012): recruiting cost ratio, recruiting costs over total first-year compensation of the hires",
        checked,
      },
    ],
  },
  {
    id: "met2-15",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "You have two contractors at one client, each billed at $84 an hour. One is on your W-2 at $70 an hour; the other works corp-to-corp through his own S corporation, which invoices you $70 an hour. Your burden runs 12%. What gross profit per hour do the two produce together?",
    options: ["$11.20", "$28.00", "$17.92", "$19.60"],
    correctAnswer: 3,
    explanation:
      "Burden is your employer cost on W-2 wages (payroll taxes, workers' comp and the like), figured on the pay rate, so the W-2 contractor yields $84 − $70 − $8.40 = $5.60. The corp-to-corp contractor is not your employee: his corporation pays his wages and payroll taxes, so your gross profit on him is the whole $14 spread, for $19.60 together. $11.20 burdens the corporation's invoice as if it were wages; $28.00 forgets the burden on the W-2 worker; and $17.92 figures that worker's burden on the bill rate.",
    sources: [
      siaBurden,
      { title: "IRS Publication 15 (Circular E), Employer's Tax Guide", checked },
    ],
  },
  {
    id: "met2-16",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "Your VP of talent wants one weekly number that will warn her early if next quarter's plan to add 40 sales reps is at risk. Which should you give her?",
    options: [
      "Average time to fill on roles closed this month",
      "Qualified candidates at each stage per open role",
      "New applicants per posting, week over week",
      "Open requisitions carried by each recruiter",
    ],
    correctAnswer: 1,
    explanation:
      "Pipeline coverage by stage is the leading indicator: a thin late-stage pipeline today becomes missed start dates next quarter. Time to fill is computed on roles already closed, so it confirms a miss only after it has happened; applicant volume counts people nobody has screened yet, and for sales roles it can climb while the qualified pipeline thins; and requisitions per recruiter measure workload, not whether candidates exist to fill the plan.",
    sources: [],
  },
  {
    id: "met2-17",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "An agency starts paying its recruiters a bonus for every candidate they present to a client. Over the next quarter, which number on the client's MSP scorecard is most likely to get worse first?",
    options: [
      "Interviews per submittal",
      "Time to first submittal sent",
      "Gross margin per placement",
      "Offer acceptance percentage",
    ],
    correctAnswer: 0,
    explanation:
      "Paying per submittal rewards sending more resumes, weaker ones included, so the share of submittals that earn interviews is the first ratio to fall, and many MSPs rank suppliers on it. Time to first submittal tends to improve under such a bonus, not worsen; gross margin and offer acceptance turn on rates and offers, which a submittal bonus does not touch directly.",
    sources: [
      {
        title:
          "NextSource, Include These 6 Workforce Supplier Scorecard Metrics to Increase Efficiency (submittal-to-interview ratio as a candidate-quality measure)",
        checked,
      },
    ],
  },
  {
    id: "met2-18",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "Your firm pays contract recruiters a commission on gross profit after burden. One recruiter's light-industrial contractors worked the same hours at the same pay and bill rates in December and January, yet her January commission dropped. What most likely explains it?",
    options: [
      "FICA rates step up with the new year",
      "Social Security tax restarts on their pay",
      "Unemployment taxes restart on their wages",
      "Medicare tax restarts at its wage base",
    ],
    correctAnswer: 2,
    explanation:
      "FUTA applies to the first $7,000 of each worker's wages in a calendar year, and each state's unemployment tax to its own wage base, so by December most light-industrial contractors have passed those bases and carry little unemployment tax; in January the taxes start again on every dollar, burden jumps, and gross profit and her commission fall with it. FICA rates are fixed in the statute and do not step up each year; these workers never come near the Social Security wage base, so that tax ran all year; and Medicare tax has no wage base at all.",
    sources: [
      {
        title: "26 U.S.C. § 3306(b)(1) (FUTA wage base)",
        url: "https://www.law.cornell.edu/uscode/text/26/3306",
        checked,
      },
      {
        title:
          "26 U.S.C. § 3121(a)(1) (Social Security contribution and benefit base; none for Medicare)",
        url: "https://www.law.cornell.edu/uscode/text/26/3121",
        checked,
      },
    ],
  },
  {
    id: "met2-19",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "A $4,000 job-board package produced two W-2 contractors, each billed at $80 an hour and paid $60 an hour for 500 hours. Your burden runs 12%. What return did the package earn?",
    options: ["160%", "400%", "1,900%", "220%"],
    correctAnswer: 3,
    explanation:
      "For a staffing firm a channel's return is the gross profit it produced, net of what it cost, with burden figured on the pay rate: 1,000 hours × ($80 − $60 − $7.20 burden) = $12,800, less $4,000, is $8,800, or 220% of the spend. 160% puts the 12% burden on the bill rate instead of the pay rate; 400% uses the spread before burden; and 1,900% counts billed revenue, most of which is the contractors' own pay.",
    sources: [siaBurden],
  },
  {
    id: "met2-20",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "Your candidate survey asks how likely people are to recommend your firm to a friend who is looking for work, on a 0–10 scale. This quarter 120 candidates answered: 54 gave 9 or 10, 36 gave 7 or 8, 12 gave 5 or 6, and 18 gave 0 to 4. What candidate NPS do you report?",
    options: ["+30", "+20", "+50", "+45"],
    correctAnswer: 1,
    explanation:
      "NPS is the percentage of promoters (9–10) minus the percentage of detractors (0–6), with everyone who answered in the base: 45% − 25% = +20. +30 treats the 5s and 6s as neutral and counts only 0–4 as detractors; +50 counts the 7s and 8s as promoters; and +45 is the promoter share alone.",
    sources: [nps],
  },
  {
    id: "met2-21",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "Your office's gross margin rose from 24% to 28% this quarter, but its gross profit dollars fell 15%. Which change most likely explains both?",
    options: [
      "Workers' comp rates rose on most job codes",
      "A big thin-spread account ended",
      "Several clients cut bill rates at renewal",
      "Contractors logged more overtime hours",
    ],
    correctAnswer: 1,
    explanation:
      "Losing a large account that billed many hours at a thin margin removes a lot of gross profit dollars while lifting the average margin of the business that is left, so both numbers move the way the report shows. Higher workers' comp rates and bill-rate cuts would pull the margin percentage down, not up; more overtime billed at a premium adds gross profit dollars rather than removing them, and overtime billed at straight time would cut the margin percentage instead.",
    sources: [],
  },
  {
    id: "met2-22",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "On one client, half of your submittals get a first interview, but only one in eight interviewed candidates receives an offer, and the few offers made are nearly all accepted. Where should you look first?",
    options: [
      "Resume match to the skills listed on the job",
      "Pay rates you quoted against the market",
      "Reach and wording of your job postings online",
      "The manager's reasons for turning candidates down",
    ],
    correctAnswer: 3,
    explanation:
      "A two-to-one submittal-to-interview ratio says your resumes match what the client screens for on paper, and near-total acceptance says pay and terms are not the problem; the loss happens in the interviews, so get the manager's reasons for turning down the candidates he met, which show whether they were under-prepared or he is screening for requirements that never made it into the req. Resume match, pay rates and posting reach all act on stages that are already performing.",
    sources: [],
  },
  {
    id: "met2-23",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "Time to fill on a client's engineering reqs rose from 38 to 52 days. Median days in each stage, last quarter then this quarter: req open to first submittal, 10 and 10; submittal to first interview, 6 and 20; interview to offer, 16 and 16; offer to acceptance, 6 and 6. What should you raise at the next account review?",
    options: [
      "Hiring managers' resume review turnaround",
      "Recruiters' sourcing speed on new openings",
      "The client's sign-off chain for pay packages",
      "Candidates' decision time once terms arrive",
    ],
    correctAnswer: 0,
    explanation:
      "Only the stretch from submittal to first interview grew, from 6 to 20 days, and that stretch is the hiring managers' review of resumes and scheduling of interviews. Sourcing speed sits in the open-to-submittal stage, approval of pay packages in interview-to-offer, and candidates' decision time in offer-to-acceptance, and none of those changed.",
    sources: [],
  },
  {
    id: "met2-24",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "Your ATS shows an average time to fill of 190 days for call-center agents, against about 25 days for similar roles elsewhere in the company. Almost every agent hire this year was made against one evergreen requisition opened in January. What most likely explains the gap?",
    options: [
      "These candidates take longer to weigh offers",
      "Offers wait on slower background checks",
      "Each hire is timed from that one req's opening",
      "High turnover forces repeated refills",
    ],
    correctAnswer: 2,
    explanation:
      "An evergreen requisition stays open to collect a stream of hires, so the ATS measures every hire from that single opening date and a hire made in the autumn looks as if it took most of a year; time those hires from application instead, or open a requisition per hiring class. Slow decisions on offers would add days, not months; background checks normally run once a conditional offer has been accepted, when the time-to-fill clock has already stopped; and high turnover creates more hires, not longer ones.",
    sources: [shrmTimeToFill],
  },
  {
    id: "met2-25",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "Your quarterly report shows average time to fill down from 45 to 32 days, and leadership wants to celebrate. Over the same quarter, the number of open reqs older than 60 days rose from 4 to 15. What is the most likely reading?",
    options: [
      "The hardest reqs are still open and uncounted",
      "Recruiters now close the hardest reqs faster",
      "The aged reqs will lower the mean once closed",
      "Faster req approvals shortened the fill clock",
    ],
    correctAnswer: 0,
    explanation:
      "Time to fill is computed on reqs that closed, so when the hard ones stall they drop out of the average and it falls while the aging list grows; report aged open reqs beside the closed-req average. If the hardest reqs were closing faster, the aged count would shrink; when those old reqs finally close they will push the average up, not down; and the fill clock starts once the req is approved and opened, so faster approvals do not shorten it.",
    sources: [shrmTimeToFill],
  },
  {
    id: "met2-26",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "A non-exempt W-2 contractor in California is paid $30 an hour and billed at $42. The client has no alternative workweek schedule, and your contract bills overtime at 1.5 times the bill rate. Last week she worked four 10-hour days. What was your spread for the week?",
    options: ["$480", "$360", "$648", "$528"],
    correctAnswer: 3,
    explanation:
      "California requires time and a half for hours over 8 in a workday, not only over 40 in a week, so her four 10-hour days include 8 overtime hours: pay is 32 × $30 + 8 × $45 = $1,320, billing is 32 × $42 + 8 × $63 = $1,848, and the spread is $528. $480 applies only the federal 40-hour rule; $360 pays the daily overtime but bills it at straight time; and $648 bills the overtime but pays it at straight time, which California does not allow. Without a valid alternative workweek schedule, a week of four 10-hour days still earns daily overtime.",
    sources: [
      {
        title:
          "Cal. Labor Code § 510(a) (daily overtime over 8 hours; alternative workweek schedules)",
        checked,
      },
      {
        title: "California Labor Commissioner's Office, Overtime FAQs",
        url: "https://www.dir.ca.gov/dlse/faq_overtime.htm",
        checked,
      },
    ],
  },
  {
    id: "met2-27",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "A talent acquisition leader ties recruiter bonuses to cutting average time to fill. Six months later the average has dropped by a third, but hiring managers say nothing feels faster. Which pattern in the ATS would most likely confirm gaming?",
    options: [
      "Longer gaps between acceptance and start dates",
      "Reqs opened in the system once a finalist exists",
      "More openings filled through internal transfers",
      "Higher offer acceptance on senior openings",
    ],
    correctAnswer: 1,
    explanation:
      "Time to fill starts when the requisition is opened, so a recruiter who keeps a req out of the ATS until a finalist is in hand cuts the measured time without speeding anything up, which is why managers feel no change. The gap from acceptance to start falls after the time-to-fill clock stops, so it cannot lower the average; more internal transfers and higher acceptance would be real improvements, not signs of gaming.",
    sources: [shrmTimeToFill],
  },
  {
    id: "met2-28",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "Your CHRO asks you to add quality of hire to the recruiting report for last year's 60 customer-success hires. Which data should feed it?",
    options: [
      "Their interview scores and assessment results",
      "Hiring managers' ratings of the search process",
      "Their ratings, ramp time and first-year retention",
      "Their answers to the 30-day onboarding survey",
    ],
    correctAnswer: 2,
    explanation:
      "Quality of hire is judged on how the hires turned out after the start date: performance ratings, how fast they reached full productivity and whether they stayed, often with the hiring managers' ratings of the hires themselves. Interview and assessment scores are predictions made before the hire; managers' ratings of the search measure satisfaction with the recruiting service, not the people hired; and the onboarding survey measures the new hires' experience of joining, not their value to the business.",
    sources: [],
  },
  {
    id: "met2-29",
    module: "Recruitment Metrics & Analytics",
    difficulty: "medium",
    question:
      "A non-exempt W-2 contractor is paid $40 an hour and billed at $56. Your contract with the client bills overtime at 1.5 times the bill rate. She worked 50 hours last week, in a state with no daily overtime rule. What was your spread for the week?",
    options: ["$800", "$600", "$1,080", "$880"],
    correctAnswer: 3,
    explanation:
      "Hours over 40 must be paid at 1.5 times her regular rate ($60), and the contract bills them at 1.5 times the bill rate ($84), so the spread is 40 × $16 + 10 × $24 = $880. $800 applies the straight-time $16 spread to every hour; $600 bills the overtime hours at straight time while paying the premium, so each loses $4; and $1,080 bills the premium but pays the overtime hours at straight time, which the FLSA does not allow.",
    sources: [flsaOvertime],
  },
  {
    id: "met2-30",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "A client's overall hiring for an apprentice electrician role passes a four-fifths check, but its written test passes Hispanic applicants at 0.62 of the top group's rate. The HR manager says the overall result settles the matter. What should happen next?",
    options: [
      "Review the exam's job-relatedness",
      "Close the file on the bottom-line numbers",
      "Set separate cutoffs by group to even it out",
      "Wait for a full year of data before acting",
    ],
    correctAnswer: 0,
    explanation:
      "In Connecticut v. Teal the Supreme Court held that a balanced bottom line does not defend a step that itself has a disparate impact, so the test needs review for job-relatedness and business necessity, and for less discriminatory alternatives. Closing the file relies on the bottom-line defense that Teal rejected; separate cutoff scores by group are prohibited by Title VII; and waiting a year keeps using a step that already shows impact. Teal rests on Title VII itself, so this holds whatever becomes of the Uniform Guidelines.",
    sources: [
      {
        title:
          "Connecticut v. Teal, 457 U.S. 440 (bottom line no defense to a step with disparate impact)",
        checked,
      },
      {
        title:
          "42 U.S.C. § 2000e-2(k) and (l) (disparate impact; adjusting scores or cutoffs by group)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e-2",
        checked,
      },
    ],
  },
  {
    id: "met2-31",
    module: "Recruitment Metrics & Analytics",
    difficulty: "easy",
    question:
      "In one month your direct-hire desk phone-screened 60 candidates, submitted 45 of them to clients, and saw 15 go on first client interviews; 3 were placed. Your board tracks submittals, send-outs and placements. What is your send-out-to-placement ratio?",
    options: ["15 to 1", "20 to 1", "5 to 1", "3 to 1"],
    correctAnswer: 2,
    explanation:
      "On an agency desk a send-out is a client interview arranged for one of your candidates, counted at the first interview, so 15 send-outs for 3 placements is 5 to 1. 15 to 1 counts every submittal as a send-out, a usage some ATS products follow but not a desk that tracks submittals separately; 20 to 1 counts phone screens; and 3 to 1 is submittals per send-out, the ratio one stage earlier in the funnel.",
    sources: [
      {
        title:
          "Net-Temps InFocus, Fewer Sendouts, More Placements (first-level interviews; sendout-to-placement ratio)",
        checked,
      },
      {
        title:
          "Bullhorn, The Recruiting Metric X-Factor: Candidates Submitted (client interviews, or sendouts)",
        checked,
      },
    ],
  },
  {
    id: "met2-32",
    module: "Recruitment Metrics & Analytics",
    difficulty: "hard",
    question:
      "Your controller is building this year's cost-per-hire figure to the ANSI/SHRM standard and asks which of these belongs in it. Which one?",
    options: [
      "The new hires' first-year base salaries",
      "Sign-on bonuses for new hires",
      "Laptops and equipment for new hires",
      "Orientation and training after day one",
    ],
    correctAnswer: 1,
    explanation:
      "Sign-on bonuses are a cost of getting the hire to say yes, and SHRM's list of external cost-per-hire costs includes them alongside relocation and agency fees. First-year pay belongs in the denominator of a different measure, the recruiting cost ratio; equipment and orientation are onboarding costs incurred after the hire, outside the recruiting costs the standard counts.",
    sources: [ansiCostPerHire, shrmCostItems],
  },
];
