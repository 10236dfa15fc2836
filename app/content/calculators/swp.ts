// The SWP calculator page's article (see types.ts).

import type { CalculatorContent } from "./types";

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
    "Enter how long you want the withdrawals to run in Time Period (Years), and, if you like, an Inflation for Today's Money rate to see the amounts at today's prices.",
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
    {
      heading: "Your Withdrawals in Today's Money",
      paragraphs: [
        "A fixed withdrawal buys less every year that prices rise. Enter an inflation rate and each withdrawal, and the balance, is divided by (1 + inflation) for every year until it is paid. With the default plan and 6% inflation, the ₹10,00,000 left after 10 years is worth ₹5,58,395 in today's money, and the ₹12,00,000 withdrawn ₹9,07,243.",
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
