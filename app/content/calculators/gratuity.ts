// The gratuity calculator page's article (see types.ts).

import type { CalculatorContent } from "./types";

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
