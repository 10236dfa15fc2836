// The SIP calculator page's article (see types.ts).

import type { CalculatorContent } from "./types";

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
    "Optionally, enter a Yearly Step-up (%) if you plan to raise the instalment every year, and an Inflation for Today's Money rate to see the value at today's prices.",
    "Press Calculate SIP Returns. From then on, the result follows every box and slider as you change it.",
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
        "The result assumes the same return every month. Real mutual fund returns rise and fall, and the calculator does not account for expense ratios, exit loads or taxes on gains, all of which affect what you actually take home. Inflation is left out unless you enter a rate for today's money.",
      ],
    },
    {
      heading: "Step-up and Today's Money",
      paragraphs: [
        "A step-up raises the monthly instalment by a fixed percentage at the start of each new year, as many investors do with each pay rise. Today's money divides each value by (1 + inflation) for every year until it is reached, so you can see what it would buy at today's prices.",
      ],
      list: [
        "₹10,000 a month at 12% for 10 years, raised 10% a year: ₹19,12,491 invested grows to an estimated ₹33,74,326, against ₹23,23,391 without the step-up",
        "At 6% inflation, ₹33,74,326 in 10 years is worth ₹33,74,326 ÷ 1.06^10 = ₹18,84,206 in today's money (₹12,97,369 without the step-up)",
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
