/**
 * Editorial content for the five free Indian-rupee calculator pages.
 *
 * Every worked example below was checked against the exact formula the page
 * computes, so the figures shown to readers match what the calculator returns
 * for the same inputs. Amounts use Indian digit grouping (lakh = 1,00,000;
 * crore = 1,00,00,000).
 */

export interface Faq {
  question: string;
  answer: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface CalculatorContent {
  /** <title> without the site name, e.g. "SIP Calculator: Estimate Mutual Fund SIP Returns" (max 60 chars) */
  title: string;
  /** meta description, 120-160 characters */
  description: string;
  /** the page's h1 */
  heading: string;
  /** one paragraph under the h1 */
  intro: string;
  /** "What is ...?" explanation */
  explanation: ContentSection;
  /** the formula in words and symbols; `expression` is a plain-text formula line, legend explains each symbol */
  formula: { heading: string; expression: string; legend: string[] };
  /** a worked example whose numbers are EXACTLY what the formula below gives (verify with node) */
  example: ContentSection;
  /** numbered how-to steps (4-6), referring to the page's input labels given below */
  howTo: string[];
  /** 4-6 advantages of using the calculator */
  advantages: string[];
  /** extra sections (may be empty) */
  sections: ContentSection[];
  faqs: Faq[];
}

/* -------------------------------------------------------------------------- */
/* Gratuity                                                                   */
/* -------------------------------------------------------------------------- */

export const gratuityContent: CalculatorContent = {
  title: "Gratuity Calculator: Estimate Your Gratuity in India",
  description:
    "Free gratuity calculator for India. Enter basic pay plus DA and years of service to estimate gratuity under the Payment of Gratuity Act, 1972 or outside it.",
  heading: "Gratuity Calculator",
  intro:
    "Thinking about a job change, a resignation or retirement? Use this free calculator to estimate the gratuity your employer owes you. Enter your last drawn basic pay plus dearness allowance and your years of service, tell us whether your employer is covered by the Payment of Gratuity Act, 1972, and you will see an estimate in seconds, along with the rules that decide whether you qualify and how much of it is tax-free.",
  explanation: {
    heading: "What is Gratuity?",
    paragraphs: [
      "Gratuity is a lump sum that an employer in India pays an employee as a thank-you for long, continuous service. It is paid when the employment ends, whether through resignation, retirement, superannuation, termination, or the employee's death or disablement.",
      "For most private-sector employees the payment is governed by the Payment of Gratuity Act, 1972. The Act applies to factories, mines, oilfields, plantations, ports, railway companies, and shops or establishments that employ 10 or more people. Once an establishment is covered, it stays covered even if its headcount later falls below 10.",
      "Gratuity is funded entirely by the employer; nothing is deducted from your salary for it. Many employers buy a group gratuity policy from an insurer or set up a gratuity trust so that the money is ready when it falls due.",
    ],
  },
  formula: {
    heading: "Gratuity Formula",
    expression:
      "Covered by the Act: G = (15 × S × N) / 26    |    Not covered by the Act: G = (15 × S × N) / 30",
    legend: [
      "G = gratuity payable, rounded to the nearest rupee",
      "S = last drawn monthly salary, meaning basic pay plus dearness allowance (DA); other allowances, bonus and commission are left out",
      "N = years of service; for covered employees, a final part-year of more than six months counts as a full year",
      "15 = fifteen days' wages paid for every year of service",
      "26 = working days in a month under the Act (Sundays excluded); 30 = calendar days in a month, used when the Act does not apply",
    ],
  },
  example: {
    heading: "Gratuity Calculation Example",
    paragraphs: [
      "Priya works for a company covered by the Payment of Gratuity Act. She leaves after 15 years of service, and her last drawn basic pay plus DA is ₹30,000 a month.",
      "Arjun works for a small firm that is not covered by the Act but pays gratuity under its own policy. He leaves after 7 years, also on ₹30,000 a month basic plus DA.",
    ],
    list: [
      "Priya (covered): 15 × ₹30,000 × 15 / 26 = ₹67,50,000 / 26 = ₹2,59,615.38, so her gratuity is ₹2,59,615",
      "Arjun (not covered): 15 × ₹30,000 × 7 / 30 = ₹31,50,000 / 30 = ₹1,05,000",
      "Part-year rule: a covered employee with 6 years and 8 months of service on ₹40,000 is counted as having 7 years, giving 15 × ₹40,000 × 7 / 26 = ₹1,61,538 instead of ₹1,38,462 for 6 years",
    ],
  },
  howTo: [
    "Enter your last drawn basic pay plus dearness allowance in Monthly Salary (Basic + DA). Leave out HRA, special allowance, bonus and other components.",
    "Enter your completed years with the employer in Years of Service.",
    "If you have worked some months beyond the last full year, enter them in Additional Months. For covered employees, more than six extra months counts as one more full year.",
    "Use the Covered by the Payment of Gratuity Act choice to say whether your employer falls under the Act, which applies to establishments with 10 or more employees (and continues to apply if the headcount later drops).",
    "Read the estimated gratuity, then check the eligibility and tax notes below before you rely on the figure.",
  ],
  advantages: [
    "Gives an instant estimate using the same formula employers and HR teams use, with no manual arithmetic.",
    "Handles both cases: employers covered by the Payment of Gratuity Act (26-day month) and those outside it (30-day month).",
    "Applies the six-month rounding rule for a final part-year automatically when you enter Additional Months.",
    "Lets you compare scenarios, such as leaving now versus after a salary revision or after completing another year.",
    "Free to use, with no sign-up required.",
  ],
  sections: [
    {
      heading: "Eligibility",
      paragraphs: [
        "Under the Payment of Gratuity Act, you become entitled to gratuity after at least 5 years of continuous service with the same employer. The five-year condition does not apply if employment ends because of the employee's death or disablement; in the case of death, the gratuity is paid to the nominee or legal heirs.",
        "The Act covers establishments with 10 or more employees. If your employer is not covered, you may still receive gratuity under your employment contract or company policy, usually calculated with a 30-day month as shown above.",
      ],
      list: [
        "Minimum service: 5 years of continuous service (waived on death or disablement)",
        "Coverage: establishments with 10 or more employees",
        "Part-year: for covered employees, a final part-year of more than six months counts as a full year",
        "Maximum: ₹20 lakh (₹20,00,000) under the Act; an employer may choose to pay more",
        "Payment deadline: within 30 days of the gratuity becoming due",
      ],
    },
    {
      heading: "Taxation of Gratuity",
      paragraphs: [
        "Gratuity received by central, state and local government employees is fully exempt from income tax.",
        "For non-government employees, the tax-exempt amount is the least of three figures: ₹20 lakh, the actual gratuity received, and the amount given by the gratuity formula. Anything received above that least figure is added to your salary income and taxed at your slab rate.",
        "The ₹20 lakh figure is an overall limit rather than a per-employer one, so any exemption you have already claimed on gratuity from earlier employers reduces what remains available.",
      ],
      list: [
        "Government employees: fully exempt",
        "Non-government employees: exempt up to the least of ₹20 lakh, the actual gratuity received and the formula amount",
        "Excess over the exempt amount: taxed as salary at your applicable slab rate",
      ],
    },
    {
      heading: "Benefits of Using This Calculator",
      paragraphs: [
        "Gratuity is often one of the largest single amounts in a full-and-final settlement, yet it is easy to overlook when you compare job offers. Knowing the figure in advance helps you make better decisions about when and how to move.",
      ],
      list: [
        "Check your full-and-final settlement: compare the estimate with the amount HR quotes and ask questions if they differ.",
        "Time a job switch: if you are close to the 5-year mark, or a few months past a full year, staying a little longer can change the payout noticeably.",
        "Weigh a new offer: a higher salary elsewhere may still be worth it, but you will know exactly what gratuity you are leaving behind.",
        "Plan retirement: add the expected gratuity to your retirement corpus and see how much of it will be tax-free.",
      ],
    },
  ],
  faqs: [
    {
      question: "What is gratuity and who pays it?",
      answer:
        "Gratuity is a lump-sum benefit that your employer pays when your employment ends after long, continuous service. It is funded entirely by the employer; no part of it comes out of your salary.",
    },
    {
      question: "How many years of service do I need to get gratuity?",
      answer:
        "Under the Payment of Gratuity Act you need at least 5 years of continuous service with the same employer. The condition is waived if employment ends because of death or disablement.",
    },
    {
      question: "Which salary is used to calculate gratuity?",
      answer:
        "Your last drawn monthly basic pay plus dearness allowance (DA). House rent allowance, special allowance, bonus, overtime and other components are not included, which is why the gratuity figure is usually lower than people expect.",
    },
    {
      question: "Why does the formula divide by 26 and not 30?",
      answer:
        "Under the Act, gratuity is 15 days' wages for each year of service, and a month is treated as 26 working days, leaving out Sundays. If your employer is not covered by the Act, the usual practice is to use a 30-day month, which gives a smaller amount for the same salary and service.",
    },
    {
      question: "Do extra months of service count?",
      answer:
        "For employees covered by the Act, yes: a final part-year of more than six months counts as a full year. For example, 6 years and 8 months counts as 7 years, but 6 years and 5 months counts as 6 years. Enter the extra months in Additional Months and the calculator applies this rule.",
    },
    {
      question: "What is the maximum gratuity I can receive?",
      answer:
        "The Payment of Gratuity Act caps the gratuity payable at ₹20 lakh (₹20,00,000). An employer can pay more under its own policy, but any amount above the tax-exempt limit is taxable.",
    },
    {
      question: "How soon must my employer pay gratuity, and is it taxable?",
      answer:
        "The employer must pay within 30 days of the gratuity becoming due. Government employees' gratuity is fully tax-exempt. For other employees, the exempt amount is the least of ₹20 lakh, the actual gratuity received and the formula amount, and the rest is taxed as salary.",
    },
    {
      question: "Is the result from this calculator final?",
      answer:
        "No. The result is an estimate for general information only and is not financial, legal or tax advice. Your actual gratuity depends on your employer's records, your employment terms and the labour and tax rules in force when you leave, so confirm the figure with your employer or a qualified professional.",
    },
  ],
};

/* -------------------------------------------------------------------------- */
/* Simple interest                                                            */
/* -------------------------------------------------------------------------- */

export const simpleInterestContent: CalculatorContent = {
  title: "Simple Interest Calculator: Interest and Total Amount",
  description:
    "Free simple interest calculator in rupees. Enter principal, annual rate and time in years, months or days to see the interest earned and the total amount.",
  heading: "Simple Interest Calculator",
  intro:
    "Lending money to a friend, comparing a short-term loan or checking interest on a delayed payment? This free calculator works out simple interest on any amount in rupees. Enter the principal, the annual rate and the time period in years, months or days, and it shows the interest and the total amount straight away.",
  explanation: {
    heading: "What is Simple Interest?",
    paragraphs: [
      "Simple interest is interest charged or earned only on the original amount, called the principal. The interest for each year is the same, because it is never added back to the principal to earn more interest.",
      "That makes simple interest easy to work out and easy to check. It is common in informal loans between people, some short-term loans, and interest on late payments. Most bank deposits and investments, by contrast, use compound interest, where earlier interest also earns interest.",
    ],
  },
  formula: {
    heading: "Simple Interest Formula",
    expression: "SI = (P × R × T) / 100    and    Total Amount = P + SI",
    legend: [
      "SI = simple interest",
      "P = principal, the amount borrowed or invested",
      "R = rate of interest in percent per annum",
      "T = time in years; months are divided by 12 and days by 365",
      "Total Amount = principal plus interest, the amount repaid or received at the end",
    ],
  },
  example: {
    heading: "Simple Interest Calculation Example",
    paragraphs: [
      "Suppose you lend ₹10,000 at 10% per annum for 1 year. These are the calculator's default values.",
    ],
    list: [
      "Interest: ₹10,000 × 10 × 1 / 100 = ₹1,000",
      "Total amount: ₹10,000 + ₹1,000 = ₹11,000",
      "In months: ₹50,000 at 8% for 9 months gives ₹50,000 × 8 × (9 / 12) / 100 = ₹3,000",
      "In days: ₹1,00,000 at 7% for 90 days gives ₹1,00,000 × 7 × (90 / 365) / 100 = ₹1,726.03",
    ],
  },
  howTo: [
    "Enter the amount borrowed or invested in Principal Amount.",
    "Enter the yearly rate in Rate of Interest (% per annum). If you were quoted a monthly rate, multiply it by 12 first.",
    "Enter the duration in Time Period.",
    "Choose Years, Months or Days in Time Unit so the period is converted to years correctly.",
    "Read the simple interest and the total amount, and change any value to compare options.",
  ],
  advantages: [
    "Gives the interest and total amount instantly, without any manual arithmetic.",
    "Accepts time in years, months or days, so short loans and odd periods are easy to handle.",
    "Helps you check the interest a lender or borrower has quoted before you agree to it.",
    "Makes it quick to compare rates and periods side by side.",
    "Free to use with no sign-up.",
  ],
  sections: [
    {
      heading: "Where Simple Interest Is Used",
      paragraphs: [
        "Simple interest shows up wherever interest is charged on a fixed amount for a fixed time without being added back to the balance.",
      ],
      list: [
        "Personal loans between friends and family",
        "Some short-term and gold loans, where interest is charged on the original amount",
        "Interest on delayed payments, refunds and dues",
        "Quick back-of-the-envelope estimates before using a more detailed calculator",
      ],
    },
    {
      heading: "Simple Interest vs Compound Interest",
      paragraphs: [
        "With simple interest the interest stays the same every year. With compound interest, each period's interest is added to the balance and earns interest itself, so the total grows faster the longer the money stays invested. The table below sets out the main differences.",
      ],
    },
  ],
  faqs: [
    {
      question: "How do I calculate simple interest for months or days?",
      answer:
        "Convert the period to years first. Divide months by 12 and days by 365, then use SI = P × R × T / 100. For example, 9 months is 0.75 years and 90 days is about 0.2466 years. Choosing Months or Days in Time Unit does this for you.",
    },
    {
      question: "What is the difference between simple and compound interest?",
      answer:
        "Simple interest is calculated only on the principal, so it is the same every year. Compound interest is calculated on the principal plus interest already earned, so it grows over time. For ₹10,000 at 10% for 3 years, simple interest is ₹3,000, while interest compounded annually is ₹3,310.",
    },
    {
      question: "How do I find the total amount to repay?",
      answer:
        "Add the simple interest to the principal. At ₹10,000, 10% and 1 year, the interest is ₹1,000 and the total amount is ₹11,000.",
    },
    {
      question: "My lender quoted a monthly rate. What should I enter?",
      answer:
        "The calculator expects an annual rate, so multiply the monthly rate by 12. A rate of 1.5% a month, for example, is 18% per annum.",
    },
    {
      question: "Can I rely on this result for a loan agreement?",
      answer:
        "Use it as a guide only. The calculator is for general information and is not financial advice. Real loans can include processing fees, penalties or a different day-count convention, so always read the agreement and confirm the figures with your lender.",
    },
  ],
};

/** Rows of the simple-versus-compound comparison table shown on the simple interest page. */
export const simpleVsCompound: { aspect: string; simple: string; compound: string }[] = [
  {
    aspect: "Interest is calculated on",
    simple: "The original principal only",
    compound: "The principal plus interest already earned",
  },
  {
    aspect: "Formula",
    simple: "SI = P × R × T / 100",
    compound: "A = P × (1 + R / (100 × n))^(n × t)",
  },
  {
    aspect: "Growth pattern",
    simple: "Steady: the same interest every year",
    compound: "Accelerating: the interest grows every period",
  },
  {
    aspect: "₹10,000 at 10% for 3 years",
    simple: "₹3,000 interest, ₹13,000 in total",
    compound: "₹3,310 interest, ₹13,310 in total (compounded annually)",
  },
  {
    aspect: "Typical uses",
    simple: "Informal loans, some short-term loans, interest on late payments",
    compound: "Fixed deposits, recurring deposits, PPF, mutual fund growth, credit card dues",
  },
  {
    aspect: "Working it out",
    simple: "Easy to do by hand",
    compound: "Usually needs a calculator",
  },
  {
    aspect: "At the same rate, better for",
    simple: "Borrowers, who pay less interest",
    compound: "Savers and investors, who earn more interest",
  },
];

/* -------------------------------------------------------------------------- */
/* SIP                                                                        */
/* -------------------------------------------------------------------------- */

export const sipContent: CalculatorContent = {
  title: "SIP Calculator: Estimate Mutual Fund SIP Returns",
  description:
    "Free SIP calculator in rupees. Enter your monthly investment, expected return and period to estimate the amount invested, estimated returns and total value.",
  heading: "SIP Calculator",
  intro:
    "A systematic investment plan (SIP) lets you invest a fixed amount in a mutual fund every month. This free calculator shows what those monthly instalments could grow to. Enter how much you plan to invest, the return you expect and for how many years, and you will see the total amount invested, the estimated returns and the estimated final value.",
  explanation: {
    heading: "What is a SIP?",
    paragraphs: [
      "A SIP is a way of investing in a mutual fund in small, regular instalments instead of one large lump sum. A fixed amount is debited from your bank account on a chosen date each month and used to buy units of the fund at that day's price.",
      "Investing the same amount every month means you buy more units when prices are low and fewer when prices are high, which averages out your purchase cost over time. Combined with compounding, where your returns start earning returns of their own, a steady SIP kept up for many years can grow into a sizeable corpus.",
      "SIP returns are market-linked and not guaranteed. The rate you enter is an assumption; actual returns vary from year to year and can be negative over shorter periods.",
    ],
  },
  formula: {
    heading: "SIP Formula",
    expression: "FV = P × [((1 + r)^n − 1) / r] × (1 + r)",
    legend: [
      "FV = estimated future value of the SIP, rounded to the nearest rupee",
      "P = monthly investment amount",
      "r = monthly rate of return = expected annual return (%) / 12 / 100",
      "n = number of monthly instalments = 12 × years",
      "The final × (1 + r) reflects payments made at the start of each month",
      "Amount invested = P × n; estimated returns = FV − amount invested",
    ],
  },
  example: {
    heading: "SIP Calculation Example",
    paragraphs: [
      "Suppose you invest ₹10,000 every month for 10 years and assume a return of 12% a year. These are the calculator's default values.",
    ],
    list: [
      "Monthly rate: r = 12 / 12 / 100 = 0.01",
      "Number of instalments: n = 12 × 10 = 120",
      "Growth factor: (1.01)^120 = 3.300387, so ((3.300387 − 1) / 0.01) × 1.01 = 232.3391",
      "Estimated total value: ₹10,000 × 232.3391 = ₹23,23,391",
      "Amount invested: ₹10,000 × 120 = ₹12,00,000",
      "Estimated returns: ₹23,23,391 − ₹12,00,000 = ₹11,23,391",
    ],
  },
  howTo: [
    "Enter the amount you plan to invest each month in Monthly Investment.",
    "Enter the yearly return you expect in Expected Return Rate (% p.a.). Use a conservative figure, since returns are not guaranteed.",
    "Enter how long you plan to keep investing in Investment Period (Years).",
    "Read the amount invested, the estimated returns and the estimated total value.",
    "Try different amounts, rates and periods to see how each one changes the result.",
  ],
  advantages: [
    "Shows the amount invested, estimated returns and total value together, so you can see how much comes from compounding.",
    "Helps you set a realistic monthly amount for a goal such as a home down payment or a child's education.",
    "Makes the effect of time visible: a few extra years can matter more than a higher monthly amount.",
    "Lets you test cautious and optimistic return assumptions side by side.",
    "Free to use, with no sign-up required.",
  ],
  sections: [
    {
      heading: "Why Starting Early Matters",
      paragraphs: [
        "Because returns compound, the length of time you stay invested has a bigger effect than most people expect. At the same ₹10,000 a month and an assumed 12% a year, doubling the period from 10 to 20 years more than quadruples the estimated value.",
      ],
      list: [
        "5 years: ₹6,00,000 invested grows to an estimated ₹8,24,864",
        "10 years: ₹12,00,000 invested grows to an estimated ₹23,23,391",
        "20 years: ₹24,00,000 invested grows to an estimated ₹99,91,479",
      ],
    },
    {
      heading: "What This Calculator Does Not Include",
      paragraphs: [
        "The result assumes the same return every month and the same instalment throughout. Real mutual fund returns rise and fall, and the calculator does not account for expense ratios, exit loads, taxes on gains or inflation, all of which affect what you actually take home.",
      ],
    },
  ],
  faqs: [
    {
      question: "Are SIP returns guaranteed?",
      answer:
        "No. Mutual fund returns are market-linked, so the value of your investment can go up or down. The figure shown is an estimate based on the constant return you enter, not a promise of what you will earn.",
    },
    {
      question: "What return rate should I enter?",
      answer:
        "Use a figure that suits the type of fund and your time horizon, and stay on the cautious side. Running the calculator at a few different rates, such as 8%, 10% and 12%, gives you a useful range rather than a single number.",
    },
    {
      question: "Why is the total value higher than the amount I invest?",
      answer:
        "The difference is the estimated return. Each instalment earns returns, and those returns earn further returns over time. In the default example, ₹12,00,000 invested over 10 years at 12% grows to an estimated ₹23,23,391, of which ₹11,23,391 is estimated returns.",
    },
    {
      question: "Does the calculator assume I invest at the start or the end of each month?",
      answer:
        "At the start. Each instalment is assumed to be invested at the beginning of the month, so it earns a full month's return in that month. That is why the formula ends with × (1 + r).",
    },
    {
      question: "Can I use this result to choose a fund?",
      answer:
        "The calculator is for general information only and is not financial or investment advice. It does not account for fund costs, taxes or market swings. Read the scheme documents carefully and consider speaking to a SEBI-registered adviser before you invest.",
    },
  ],
};

/* -------------------------------------------------------------------------- */
/* Compound interest                                                          */
/* -------------------------------------------------------------------------- */

export const compoundInterestContent: CalculatorContent = {
  title: "Compound Interest Calculator: Yearly to Daily",
  description:
    "Free compound interest calculator in rupees. Enter principal, rate, period and compounding frequency to see the maturity amount and total interest earned.",
  heading: "Compound Interest Calculator",
  intro:
    "Compound interest is how fixed deposits, many savings schemes and long-term investments grow. This free calculator shows how much a lump sum can become when interest is added back to the balance annually, semi-annually, quarterly, monthly or daily. Enter the principal, the annual rate, the period and how often interest is compounded to see the final amount and the interest earned.",
  explanation: {
    heading: "What is Compound Interest?",
    paragraphs: [
      "Compound interest is interest calculated on the principal plus any interest already earned. At the end of each compounding period the interest is added to the balance, and the next period's interest is worked out on that larger amount. The result is growth that speeds up over time.",
      "How often interest is compounded matters. At the same annual rate, monthly compounding earns a little more than quarterly, and daily compounding a little more than monthly, because interest starts earning interest sooner. Time matters even more: the longer the money stays invested, the larger the compounding effect.",
    ],
  },
  formula: {
    heading: "Compound Interest Formula",
    expression: "A = P × (1 + R / (100 × n))^(n × t)    and    CI = A − P",
    legend: [
      "A = final amount, including principal and interest, shown to 2 decimal places",
      "P = principal, the amount invested or borrowed",
      "R = annual rate of interest in percent",
      "n = times interest is compounded per year: Annually 1, Semi-Annually 2, Quarterly 4, Monthly 12, Daily 365",
      "t = time in years; months are divided by 12 and days by 365",
      "CI = compound interest earned",
    ],
  },
  example: {
    heading: "Compound Interest Calculation Example",
    paragraphs: [
      "Suppose you invest ₹20,000 at 10% per annum for 5 years, compounded monthly. These are the calculator's default values.",
    ],
    list: [
      "Rate per period: 10 / (100 × 12) = 0.008333",
      "Number of periods: n × t = 12 × 5 = 60",
      "Growth factor: (1 + 0.008333)^60 = 1.645309",
      "Final amount: ₹20,000 × 1.645309 = ₹32,906.18",
      "Compound interest: ₹32,906.18 − ₹20,000 = ₹12,906.18",
    ],
  },
  howTo: [
    "Enter the amount you are investing or borrowing in Principal Amount.",
    "Enter the yearly rate in Rate of Interest (% per annum).",
    "Enter the duration in Time Period and choose Years, Months or Days in Time Unit.",
    "Pick how often interest is added in Compounding Frequency: Annually, Semi-Annually, Quarterly, Monthly or Daily.",
    "Read the final amount and the total interest, and change the frequency to see how much difference it makes.",
  ],
  advantages: [
    "Calculates the maturity amount and interest instantly, even for awkward periods in months or days.",
    "Supports five compounding frequencies, so you can match the terms of a deposit or loan.",
    "Makes it easy to compare offers that quote the same rate with different compounding.",
    "Shows clearly how much of the final amount is interest, which helps with savings goals.",
    "Free to use, with no sign-up required.",
  ],
  sections: [
    {
      heading: "How Compounding Frequency Changes the Result",
      paragraphs: [
        "Here is the same ₹20,000 at 10% per annum for 5 years under each compounding option. The more often interest is compounded, the higher the final amount, although the gains get smaller as the frequency rises.",
      ],
      list: [
        "Annually: ₹32,210.20 (interest ₹12,210.20)",
        "Semi-Annually: ₹32,577.89 (interest ₹12,577.89)",
        "Quarterly: ₹32,772.33 (interest ₹12,772.33)",
        "Monthly: ₹32,906.18 (interest ₹12,906.18)",
        "Daily: ₹32,972.17 (interest ₹12,972.17)",
      ],
    },
    {
      heading: "Where Compound Interest Applies",
      paragraphs: [
        "Bank fixed deposits commonly compound interest quarterly, the Public Provident Fund compounds annually, and the growth of mutual fund investments follows the same principle. Compounding also works against you on debt: unpaid credit card balances and overdue loans grow in the same accelerating way.",
      ],
    },
  ],
  faqs: [
    {
      question: "How is compound interest different from simple interest?",
      answer:
        "Simple interest is calculated only on the original principal. Compound interest is calculated on the principal plus interest already added, so it grows faster. ₹10,000 at 10% for 3 years earns ₹3,000 in simple interest but ₹3,310 when compounded annually.",
    },
    {
      question: "Which compounding frequency should I choose?",
      answer:
        "Choose the frequency stated in your deposit or loan terms. Many bank fixed deposits compound quarterly, while some savings products compound annually. If you are unsure, check the scheme details or ask the bank.",
    },
    {
      question: "Does daily compounding make a big difference?",
      answer:
        "Less than you might think. On ₹20,000 at 10% for 5 years, monthly compounding gives ₹32,906.18 and daily compounding gives ₹32,972.17, a difference of ₹65.99. The rate and the length of time matter far more.",
    },
    {
      question: "Can I enter a period in months or days?",
      answer:
        "Yes. Choose Months or Days in Time Unit and the calculator converts the period to years by dividing months by 12 or days by 365.",
    },
    {
      question: "Is the amount shown what I will actually receive?",
      answer:
        "Not necessarily. The result is for general information only and is not financial or tax advice. Interest on deposits may be taxable, tax may be deducted at source, and a bank's own rounding and day-count rules can make small differences, so confirm the maturity amount with your bank.",
    },
  ],
};

/* -------------------------------------------------------------------------- */
/* SWP                                                                        */
/* -------------------------------------------------------------------------- */

export const swpContent: CalculatorContent = {
  title: "SWP Calculator: Plan Monthly Withdrawals From a Corpus",
  description:
    "Free SWP calculator in rupees. Enter your corpus, monthly withdrawal, expected return and period to see the total withdrawn, what remains and how long it lasts.",
  heading: "SWP Calculator",
  intro:
    "A systematic withdrawal plan (SWP) turns an invested lump sum into a regular monthly income. This free calculator shows how a fixed monthly withdrawal affects your corpus over time. Enter your total investment, the amount you want each month, the return you expect and the period, and you will see how much you withdraw in total, what is left at the end and how long the money lasts.",
  explanation: {
    heading: "What is a SWP?",
    paragraphs: [
      "A SWP is an instruction to a mutual fund to redeem a fixed amount from your investment at regular intervals, usually monthly, and pay it into your bank account. The rest of the money stays invested and can keep earning returns.",
      "It is popular with retirees and anyone who wants a steady income from savings, such as a gratuity or retirement payout invested in a fund. The key question is balance: if you withdraw less than the corpus earns, it can last indefinitely; if you withdraw more, it shrinks and may run out.",
      "Returns on mutual funds are market-linked and not guaranteed, so the rate you enter is an assumption rather than a promise.",
    ],
  },
  formula: {
    heading: "SWP Formula",
    expression: "Balance(next month) = Balance × (1 + r) − W,   repeated for 12 × years months",
    legend: [
      "Balance = the amount still invested; it starts at the Total Investment",
      "r = monthly rate of return = expected annual return (%) / 12 / 100",
      "W = the monthly withdrawal",
      "Each month the balance first grows by r, then W is withdrawn",
      "If the grown balance is less than W, the whole remainder is withdrawn and withdrawals stop",
      "Total Withdrawn = sum of all withdrawals; Remaining Balance = balance at the end, rounded to the nearest rupee",
    ],
  },
  example: {
    heading: "SWP Calculation Example",
    paragraphs: [
      "Suppose you invest ₹10,00,000, withdraw ₹10,000 a month and assume a return of 12% a year for 10 years. These are the calculator's default values.",
      "The monthly return is 12 / 12 / 100 = 1%, which on ₹10,00,000 is exactly ₹10,000. Each month the corpus earns ₹10,000 and you withdraw ₹10,000, so the balance stays level.",
    ],
    list: [
      "Month 1: ₹10,00,000 grows to ₹10,10,000; after withdrawing ₹10,000 the balance is ₹10,00,000",
      "The same happens in each of the 120 months",
      "Total Withdrawn: ₹10,000 × 120 = ₹12,00,000",
      "Remaining Balance: ₹10,00,000",
      "Sustainable For: 120 months (10.0 years), the full period",
    ],
  },
  howTo: [
    "Enter the lump sum you are investing in Total Investment.",
    "Enter the amount you want to receive every month in Monthly Withdrawal.",
    "Enter a realistic return in Expected Annual Return (%). Returns are not guaranteed, so a cautious figure is safer.",
    "Enter how long you want the withdrawals to run in Time Period (Years).",
    "Read Total Withdrawn, Remaining Balance and Sustainable For. If a warning appears, lower the withdrawal or adjust your assumptions until the corpus lasts as long as you need.",
  ],
  advantages: [
    "Shows whether a chosen monthly income is sustainable before you commit your savings.",
    "Tells you how many months the corpus lasts if it would run out early.",
    "Helps you find a withdrawal that preserves, or even grows, your capital.",
    "Useful for planning retirement income or a regular payout from a gratuity or other lump sum.",
    "Free and quick to use, with no sign-up required.",
  ],
  sections: [
    {
      heading: "When Your Corpus Runs Out Early",
      paragraphs: [
        "If your withdrawals are larger than what the corpus earns, the balance falls every month. When the grown balance in a month is less than your withdrawal, the calculator pays out whatever is left, stops there and shows a warning. Sustainable For then tells you how many months the money actually lasted, which is shorter than the period you entered.",
        "For example, ₹10,00,000 invested at an assumed 8% a year with ₹20,000 withdrawn every month over 10 years does not last the distance. The corpus pays ₹20,000 for 61 months and a final ₹447 in month 62.",
      ],
      list: [
        "Total Withdrawn: ₹12,20,447",
        "Remaining Balance: ₹0",
        "Sustainable For: 62 months (5.2 years) instead of the 120 months planned",
        "Fixes to try: withdraw less each month, start with a larger corpus, or shorten the period you need the income for",
      ],
    },
    {
      heading: "Withdrawing Less Than You Earn",
      paragraphs: [
        "If you withdraw less than the corpus earns, the balance grows even while it pays you. At 12% a year, withdrawing ₹8,000 a month from ₹10,00,000 for 10 years gives a Total Withdrawn of ₹9,60,000 and a Remaining Balance of ₹14,60,077.",
        "The calculator assumes a steady return every month. Real market returns go up and down, and a fall early in the withdrawal period can shorten how long the money lasts, so leave yourself a margin of safety.",
      ],
    },
  ],
  faqs: [
    {
      question: "What does the warning about the corpus running out mean?",
      answer:
        "It means your monthly withdrawal is too high for the corpus and return you entered. The money runs out before the end of the period, and Sustainable For shows how many months it lasts. To fix it, reduce the withdrawal, increase the investment or shorten the period.",
    },
    {
      question: "Are SWP returns guaranteed?",
      answer:
        "No. A SWP usually runs from a mutual fund, so returns are market-linked and can vary or turn negative. The calculator assumes the same return every month, which real markets will not deliver.",
    },
    {
      question: "How do I make my withdrawals last longer?",
      answer:
        "Keep the monthly withdrawal at or below what the corpus earns each month. At an assumed 12% a year, a ₹10,00,000 corpus earns about ₹10,000 a month, so withdrawing ₹10,000 keeps the balance steady, and withdrawing less lets it grow.",
    },
    {
      question: "Is a SWP the same as an SIP in reverse?",
      answer:
        "Broadly, yes. In a SIP you put a fixed amount into a fund every month to build a corpus; in a SWP you take a fixed amount out every month to draw an income from one. Many people build wealth with a SIP while working and switch to a SWP after retirement.",
    },
    {
      question: "Does the calculator account for tax on withdrawals?",
      answer:
        "No. Each withdrawal redeems mutual fund units, and the gains portion may be taxed as capital gains; exit loads may also apply. The calculator ignores these and is for general information only, not financial or tax advice, so check the tax treatment with a qualified adviser.",
    },
  ],
};
