import type { QuestionText } from "../../assessment";

// The bank's "Recruitment Metrics & Analytics" questions. Ids are stable: attempts in the database name their questions
// by id, so a question's id, options and correct answer never change once published (fix a
// question by retiring its id and adding a new one).

export const metricsQuestions: readonly QuestionText[] = [
  {
    id: "q24",
    module: "Recruitment Metrics & Analytics",
    question: "How does time-to-hire differ from time-to-fill?",
    options: [
      "Time-to-hire runs from job opening to offer; time-to-fill from first interview to start",
      "Time-to-hire starts when the hire entered the pipeline; time-to-fill when the job opened",
      "Time-to-hire counts only business days; time-to-fill counts calendar days",
      "Time-to-hire is tracked by agencies; time-to-fill is tracked by employers",
    ],
    correctAnswer: 1,
    explanation:
      "Time-to-fill runs from the requisition opening to offer acceptance; time-to-hire runs from when the chosen candidate applied or was sourced to acceptance.",
  },
  {
    id: "q25",
    module: "Recruitment Metrics & Analytics",
    question: "Which staffing metric is defined correctly?",
    options: [
      "Fill rate: the share of submitted candidates who get a client interview",
      "Cost per hire: total agency fees divided by the number of open jobs",
      "Submittal-to-interview ratio: submittals needed per client interview",
      "Quality of hire: the average number of applicants per job posting",
    ],
    correctAnswer: 2,
    explanation:
      "Submittal-to-interview ratio (e.g. 4:1) gauges submittal quality. Fill rate is openings filled / openings; cost per hire is total hiring costs / hires.",
  },
  {
    id: "met-01",
    module: "Recruitment Metrics & Analytics",
    question:
      "A requisition opened on day 0. The eventual hire applied on day 12 and accepted the offer on day 40. What are the time to fill and the time to hire?",
    options: [
      "Time to fill 28 days; time to hire 40 days",
      "Time to fill 40 days; time to hire 12 days",
      "Time to fill 40 days; time to hire 28 days",
      "Time to fill 52 days; time to hire 28 days",
    ],
    correctAnswer: 2,
    explanation:
      "Time to fill runs from the requisition opening to acceptance: 40 days. Time to hire runs from when the hire entered the pipeline to acceptance: 40 - 12 = 28 days.",
  },
  {
    id: "met-02",
    module: "Recruitment Metrics & Analytics",
    question:
      "In a month, a desk made 24 submittals, which led to 8 client interviews and 2 offers. What are its submittal-to-interview and interview-to-offer ratios?",
    options: ["3:1 and 4:1", "4:1 and 3:1", "3:1 and 12:1", "8:1 and 4:1"],
    correctAnswer: 0,
    explanation:
      "24 submittals / 8 interviews = 3:1, and 8 interviews / 2 offers = 4:1. The 12:1 figure is submittals per offer, a different ratio.",
  },
  {
    id: "met-03",
    module: "Recruitment Metrics & Analytics",
    question:
      "A desk needs 2 hires. Half of its offers are accepted, 1 in 4 interviews leads to an offer, and 1 in 3 submittals leads to an interview. How many submittals does it need?",
    options: ["24", "12", "36", "48"],
    correctAnswer: 3,
    explanation:
      "Work backward through the funnel: 2 hires need 4 offers, 4 offers need 16 interviews, and 16 interviews need 48 submittals.",
  },
  {
    id: "met-04",
    module: "Recruitment Metrics & Analytics",
    question:
      "A team extended 40 offers; 10 were declined and the rest accepted. What is its offer acceptance rate?",
    options: ["25%", "75%", "80%", "33%"],
    correctAnswer: 1,
    explanation:
      "Offer acceptance rate = offers accepted / offers extended = 30 / 40 = 75%. Dividing declines by acceptances (10 / 30) gives a meaningless 33%.",
  },
  {
    id: "met-05",
    module: "Recruitment Metrics & Analytics",
    question:
      "A client released 50 contract openings to your firm last quarter, and you filled 35 of them. What is your fill rate with that client?",
    options: ["30%", "35%", "70%", "143%"],
    correctAnswer: 2,
    explanation:
      "Fill rate = openings filled / openings received = 35 / 50 = 70%. The 30% is the share left unfilled.",
  },
  {
    id: "met-06",
    module: "Recruitment Metrics & Analytics",
    question:
      "Using the ANSI/SHRM cost-per-hire standard's formula, what is the cost per hire for a period with $150,000 of external recruiting costs, $50,000 of internal recruiting costs, and 40 hires?",
    options: ["$5,000", "$3,750", "$1,250", "$4,000"],
    correctAnswer: 0,
    explanation:
      "The standard divides the sum of external and internal recruiting costs by total hires: ($150,000 + $50,000) / 40 = $5,000. Counting only external costs understates it at $3,750.",
  },
  {
    id: "met-07",
    module: "Recruitment Metrics & Analytics",
    question:
      "Two contractors each work 40 hours a week. One bills $60/hour at a 30% gross margin; the other bills $40/hour at a 10% gross margin. What is the combined gross margin?",
    options: ["20%", "40%", "25%", "22%"],
    correctAnswer: 3,
    explanation:
      "Gross profit is $18 + $4 = $22 per hour on $100 of combined billing, so 22%. The simple average of the two percentages (20%) ignores that the higher-margin contractor also bills more.",
  },
  {
    id: "met-08",
    module: "Recruitment Metrics & Analytics",
    question:
      "A contractor bills at $70/hour and is paid $52/hour. Over a 10-week assignment at 40 hours a week, what is the total spread (bill rate minus pay rate, before burden)?",
    options: ["$720", "$7,200", "$20,800", "$28,000"],
    correctAnswer: 1,
    explanation:
      "The spread is $70 - $52 = $18/hour, and 10 weeks x 40 hours = 400 hours, so 400 x $18 = $7,200. $720 is a single week's spread.",
  },
  {
    id: "met-09",
    module: "Recruitment Metrics & Analytics",
    question:
      "Of 20 contractors who started assignments last month, 3 left within their first 30 days. What is the 30-day fall-off rate?",
    options: ["3%", "85%", "15%", "About 18%"],
    correctAnswer: 2,
    explanation:
      "Fall-off rate = early leavers / starts = 3 / 20 = 15%. The 85% who stayed is the 30-day retention rate, and 3 / 17 divides by the wrong base.",
  },
  {
    id: "met-10",
    module: "Recruitment Metrics & Analytics",
    question: "Five roles took 20, 22, 25, 28 and 105 days to fill. Which statement is accurate?",
    options: [
      "The mean is 40 days and the median 25; one role skews the mean",
      "The mean is 25 days and the median 40; one role skews the median",
      "The mean and the median are both 40 days, so either one will do",
      "The mean is 40 days and the median 28; the median is less reliable",
    ],
    correctAnswer: 0,
    explanation:
      "The mean is 200 / 5 = 40 days, but the middle value is 25. One outlier drags the mean far above a typical fill time, so the median describes the usual case better.",
  },
  {
    id: "met-11",
    module: "Recruitment Metrics & Analytics",
    question:
      "Which of these is a leading indicator of next month's placements for a staffing desk?",
    options: [
      "Gross margin earned on placements over the past month",
      "Number of placements made during the previous quarter",
      "The desk's annual turnover rate for placed contractors",
      "Qualified submittals and interviews booked this week",
    ],
    correctAnswer: 3,
    explanation:
      "Leading indicators measure activity that predicts future results, such as submittals and interviews. Margin, past placements and turnover report outcomes already achieved, so they lag.",
  },
  {
    id: "met-12",
    module: "Recruitment Metrics & Analytics",
    question: "Which approach gives the most meaningful measure of quality of hire?",
    options: [
      "Counting how many applicants each job posting attracted",
      "Combining performance, retention and hiring-manager satisfaction",
      "Tracking how fast each role was filled after it opened",
      "Averaging the interview scores each hire got from the panel",
    ],
    correctAnswer: 1,
    explanation:
      "Quality of hire is judged after the start date, so it combines outcomes such as performance ratings, retention and hiring-manager satisfaction. Applicant volume and speed measure the process, not the hire.",
  },
  {
    id: "met-13",
    module: "Recruitment Metrics & Analytics",
    question:
      "A job board produced 300 applicants and 3 hires, while employee referrals produced 20 applicants and 4 hires. Which conclusion does this data support?",
    options: [
      "The job board is the better source because of its far higher volume",
      "The two sources perform about the same, since their hires are close",
      "Referrals turn applicants into hires at a far higher rate, 20% vs 1%",
      "Referrals should be dropped because they bring too few applicants",
    ],
    correctAnswer: 2,
    explanation:
      "Referrals turned 4 of 20 applicants (20%) into hires versus 3 of 300 (1%) for the job board. Volume alone says little; a full comparison also weighs cost and quality of hire.",
  },
  {
    id: "met-14",
    module: "Recruitment Metrics & Analytics",
    question:
      "A candidate saw your job ad, later received a recruiter's message, and finally applied through the careers site. What does this show about source-of-hire reporting?",
    options: [
      "One attribution rule must be defined and applied consistently",
      "The careers site should always get the credit as the last step",
      "The first channel that reached the candidate is the true source",
      "Source of hire cannot be tracked for candidates who apply online",
    ],
    correctAnswer: 0,
    explanation:
      "Candidates often touch several channels, so first-touch, last-touch and self-reported sources give different answers. What matters is choosing one rule and applying it the same way everywhere.",
  },
  {
    id: "met-15",
    module: "Recruitment Metrics & Analytics",
    question:
      "A funnel had 400 applicants, 200 screened, 40 interviewed, 10 offers and 5 hires. Which stage-to-stage conversion is the lowest?",
    options: ["Applicant to screen", "Screen to interview", "Interview to offer", "Offer to hire"],
    correctAnswer: 1,
    explanation:
      "The conversions are 50% (400 to 200), 20% (200 to 40), 25% (40 to 10) and 50% (10 to 5). Screen to interview is the weakest step and the first place to investigate.",
  },
  {
    id: "met-16",
    module: "Recruitment Metrics & Analytics",
    question:
      "A team's offer acceptance rate fell sharply over two quarters. Which data will best explain why?",
    options: [
      "The number of applicants each open role attracted in the period",
      "The hours each recruiter on the team spent sourcing every week",
      "The cost per hire for those two quarters compared with earlier",
      "The reasons candidates gave when they turned each offer down",
    ],
    correctAnswer: 3,
    explanation:
      "Declines have causes, such as pay, counteroffers, slow processes or remote-work terms. Recording a reason for each declined offer shows which one is driving the drop.",
  },
  {
    id: "met-17",
    module: "Recruitment Metrics & Analytics",
    question:
      "You want to compare time to fill across three recruiting teams. What matters most for a fair comparison?",
    options: [
      "That each team reports its numbers in a format of its choosing",
      "That only the fastest-filled roles are included in each sample",
      "That every team starts and stops the clock at the same two events",
      "That the comparison counts business days, never calendar days",
    ],
    correctAnswer: 2,
    explanation:
      "If one team starts the clock at approval and another at posting, or stops at acceptance rather than the start date, the numbers are not comparable. Either day convention works if applied consistently.",
  },
  {
    id: "met-18",
    module: "Recruitment Metrics & Analytics",
    question:
      "A new sourcing channel produced 1 hire from 2 applicants, a 50% conversion. What is the main caution before shifting budget to it?",
    options: [
      "Two applicants is far too small a sample for a firm conclusion",
      "A 50% conversion shows the channel's applicants are weak",
      "Conversion rates should never be used to compare job sources",
      "New channels always underperform once their budget is raised",
    ],
    correctAnswer: 0,
    explanation:
      "With so few data points, one hire more or less changes the rate dramatically. Gather more volume before drawing conclusions or moving spend.",
  },
  {
    id: "met-19",
    module: "Recruitment Metrics & Analytics",
    question:
      "Recruiters on one team often record offer acceptances in the ATS about a week after they happen. Which reported metric does this distort most directly?",
    options: ["Submittal-to-interview ratio", "Time to fill", "Source of hire", "Quality of hire"],
    correctAnswer: 1,
    explanation:
      "Time to fill ends at offer acceptance, so logging acceptances late adds days that never happened. Timely, consistent data entry is a precondition for any reliable recruiting metric.",
  },
];
