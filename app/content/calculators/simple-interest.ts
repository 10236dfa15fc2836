// The simple interest calculator page's article (see types.ts).

import type { CalculatorContent } from "./types";

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
