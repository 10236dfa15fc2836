// The compound interest calculator page's article (see types.ts).

import type { CalculatorContent } from "./types";

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
