// The gratuity calculator page's article (see types.ts). The law it describes is the Code on
// Social Security, 2020, in force since 21 November 2025; review it when the law changes.

import type { CalculatorContent } from "./types";

export const gratuityContent: CalculatorContent = {
  title: "Gratuity Calculator: Gratuity Under the New Labour Code",
  description:
    "Free gratuity calculator for India under the Code on Social Security, 2020: permanent and fixed-term employees, the 50% wage rule, death or disablement.",
  heading: "Gratuity Calculator",
  intro:
    "Thinking about a job change, a resignation or retirement? Use this free calculator to estimate the gratuity your employer owes you under the Code on Social Security, 2020, which has governed gratuity since 21 November 2025 in place of the Payment of Gratuity Act, 1972. Tell it whether you are a permanent or fixed-term employee or a working journalist, enter your basic pay plus dearness allowance, your other allowances and payments and your years of service, and you will see an estimate in seconds, with each step behind the wage figure it used and the rules that decide whether you qualify. Below it, this page explains how gratuity is taxed.",
  explanation: {
    heading: "What is Gratuity?",
    paragraphs: [
      "Gratuity is a lump sum that an employer in India pays an employee for continuous service. It is paid when the employment ends, whether through superannuation, retirement, resignation, the end of a fixed-term contract, termination, or the employee's death or disablement.",
      "Since 21 November 2025 gratuity has been governed by Chapter V of the Code on Social Security, 2020, one of the four labour codes that came into force that day. The Code replaced the Payment of Gratuity Act, 1972 and carried most of its rules over, with two changes that alter results: fixed-term employees now qualify after one year of service instead of five, and wages are all of your pay except a closed list of exclusions, so they can no longer be kept low by paying most of the salary as allowances.",
      "The Code (First Schedule) covers every factory, mine, oilfield, plantation, port and railway company, whatever its size, and every shop or establishment that employs 10 or more people. Once an establishment is covered, it stays covered even if its headcount later falls below 10. Gratuity is funded entirely by the employer; nothing is deducted from your salary for it.",
    ],
  },
  formula: {
    heading: "Gratuity Formula",
    expression: "Covered by the Code: G = W × 15 / 26 × N    |    Not covered: G = 15 × S × N / 30",
    legend: [
      "G = gratuity payable, rounded to the nearest rupee (at most ₹20 lakh under the Code)",
      "W = monthly wages last drawn (s.2(88)): basic pay + dearness allowance (DA) + retaining allowance + every allowance not on the Code's list of exclusions, such as special allowance; if the excluded payments (HRA, conveyance, bonus, overtime, commission, employer PF and the rest) are more than half of your total pay, the excess over half is added to W",
      "N = years of service: every completed year, plus one more for a last part-year of more than six months",
      "15 / 26 = fifteen days' wages for each year, counting 26 working days in a month",
      "Not covered: S = last basic pay + DA, N = completed years only, and a 30-day month (half a month's salary per year), the usual basis for employers outside the Code",
    ],
  },
  example: {
    heading: "Gratuity Calculation Examples",
    paragraphs: [
      "Each example below is one you can check with the calculator above by entering the same figures.",
    ],
    list: [
      "Permanent employee, 15 years, basic pay + DA ₹30,000 a month, no other allowances: ₹30,000 × 15 / 26 × 15 = ₹2,59,615.38, so the gratuity is ₹2,59,615",
      "Fixed-term employee, 2 years, basic pay + DA ₹30,000: ₹30,000 × 15 / 26 × 2 = ₹34,615.38, so the gratuity is ₹34,615 (under the old Act this contract earned nothing)",
      "Permanent employee, 15 years, basic pay + DA ₹30,000 and a ₹50,000 special allowance, which counts as wages: the wages are ₹80,000 and the gratuity is ₹80,000 × 15 / 26 × 15 = ₹6,92,307.69, that is ₹6,92,308",
      "The same ₹30,000 with ₹50,000 of excluded payments such as HRA instead: total pay is ₹80,000, half of it is ₹40,000, and the excluded payments exceed that by ₹10,000, so the wages are ₹30,000 + ₹10,000 = ₹40,000 and the gratuity is ₹40,000 × 15 / 26 × 15 = ₹3,46,153.85, that is ₹3,46,154",
      "₹30,000 basic pay + DA, a ₹10,000 special allowance and ₹40,000 of excluded payments: total pay is ₹80,000 and the excluded payments are exactly half of it, so nothing is added; the wages are ₹30,000 + ₹10,000 = ₹40,000 and the gratuity is again ₹3,46,154",
      "Employer not covered, 7 years, basic pay + DA ₹30,000: 15 × ₹30,000 × 7 / 30 = ₹1,05,000",
      "Part-year rule: a permanent employee with 6 years and 8 months of service on ₹40,000 is counted as having 7 years: ₹40,000 × 15 / 26 × 7 = ₹1,61,538, instead of ₹1,38,462 for 6 years",
    ],
  },
  howTo: [
    "Choose your Employment Type: Permanent; Fixed-term if you were hired for a fixed period under a written contract; or Working journalist, who qualifies after three years.",
    "Enter your last drawn basic pay plus dearness allowance, with any retaining allowance, in Monthly Basic + DA.",
    "Enter special allowance and any other monthly payment not on the Code's list of exclusions in Allowances that count as wages. Enter everything on that list in Excluded payments: HRA, conveyance, bonus, overtime, commission, your employer's PF or pension contribution and the rest. The 50% test adds up every excluded payment; only gratuity and retrenchment compensation stay out of it (proviso to s.2(88)). The calculator shows each step to the wages it used.",
    "Enter your service in Years of Service, with a fraction if you like (6.5), or as whole years plus Additional Months. A last part-year of more than six months counts as a full year either way.",
    "Tick Service ended by death or disablement if that applies, and say whether your employer is covered by the gratuity law (every factory, mine, oilfield, plantation, port and railway company is, and shops and establishments with 10 or more employees). Then press Calculate Gratuity and read the estimate with the notes below it.",
  ],
  advantages: [
    "Uses the rules of the Code on Social Security, 2020, in force since 21 November 2025, not the repealed Act.",
    "Handles fixed-term employees, who now qualify after one year, working journalists, who qualify after three, and the waiver on death or disablement.",
    "Counts allowances as the Code defines wages and applies its 50% test, so an allowance-heavy salary structure gives the right, higher figure, and shows each step to the wages it used.",
    "Applies the six-month rule for a last part-year automatically, whether you enter a fraction of a year or months.",
    "Lets you compare scenarios, such as leaving now versus after a salary revision or after completing another year. Free, with no sign-up.",
  ],
  sections: [
    {
      heading: "Eligibility",
      paragraphs: [
        "Under section 53 of the Code on Social Security, 2020, a permanent employee becomes entitled to gratuity after at least 5 years of continuous service with the same employer, and a working journalist after 3 years (s.53(1), proviso). A fixed-term employee qualifies after 1 year of continuous service and is paid pro rata for the service completed. Neither minimum applies when employment ends because of the employee's death or disablement; on death, the gratuity is paid to the nominee or, failing one, the legal heirs.",
        "The Code covers every factory, mine, oilfield, plantation, port and railway company whatever its size, plus shops and establishments with 10 or more employees (First Schedule). If your employer is not covered, you may still receive gratuity under your employment contract or company policy, usually worked out with a 30-day month as shown above. Central and state government employees are usually paid under their own service rules rather than the Code.",
      ],
      list: [
        "Minimum service: 5 years for permanent employees, 3 years for working journalists, 1 year for fixed-term employees (waived on death or disablement)",
        "Coverage: every factory, mine, oilfield, plantation, port and railway company, whatever its size; shops and establishments with 10 or more employees",
        "Wages: all pay except the excluded payments, plus any excess of the excluded payments over half of total pay",
        "Part-year: a last part-year of more than six months counts as a full year",
        "Maximum: ₹20 lakh (₹20,00,000); an employer may choose to pay more",
        "Payment deadline: within 30 days of the gratuity becoming payable",
      ],
    },
    {
      heading: "Taxation of Gratuity",
      paragraphs: [
        "Since 1 April 2026 income tax is charged under the Income-tax Act, 2025, which replaced the Income-tax Act, 1961. The gratuity exemption is now in section 19(1) of the 2025 Act (the Table, items 3 to 6). Gratuity received by central, state and local government employees is fully exempt.",
        "For other employees covered by a gratuity law, the tax-exempt amount is the least of three figures: ₹20 lakh, the gratuity actually received, and the formula amount (15 days' wages for each year of service). For employees not covered, the formula amount is half a month's average salary over the last 10 months for each completed year. Anything received above the exempt amount is added to your salary income and taxed at your slab rate.",
        "A warning: item 5 of the Table still names the Payment of Gratuity Act, 1972, which the Code repealed. That Act's wages were narrower: basic pay and DA, without HRA, bonus, commission, overtime or any other allowance. So the part of a gratuity under the Code that comes from wages that Act did not count, such as the 50% add-back or a special allowance, may not be exempt until the law is amended or clarified. This calculator does not work out the taxable part; check it with your employer or a tax adviser.",
        "The ₹20 lakh figure is a lifetime limit rather than a per-employer one, so any exemption you have already claimed on gratuity from earlier employers reduces what remains available.",
      ],
      list: [
        "Government employees: fully exempt",
        "Other employees: exempt up to the least of ₹20 lakh, the gratuity received and the formula amount (s.19(1) of the Income-tax Act, 2025)",
        "The part that comes from the Code's wider wages, such as the 50% add-back or a special allowance, may not be exempt",
        "Excess over the exempt amount: taxed as salary at your slab rate",
      ],
    },
    {
      heading: "Benefits of Using This Calculator",
      paragraphs: [
        "Gratuity is often one of the largest single amounts in a full-and-final settlement, yet it is easy to overlook when you compare job offers. Knowing the figure in advance helps you make better decisions about when and how to move.",
      ],
      list: [
        "Check your full-and-final settlement: compare the estimate with the amount HR quotes and ask questions if they differ, especially if your allowances are more than half of your pay.",
        "Time a job switch: if you are close to the 5-year mark, or a few months past a full year, staying a little longer can change the payout noticeably.",
        "Weigh a fixed-term contract: a contract of a year or more now earns gratuity, so include it when you compare offers.",
        "Plan retirement: add the expected gratuity to your retirement corpus, then read the tax rules below to see which part may be taxed.",
      ],
    },
  ],
  faqs: [
    {
      question: "Which law governs gratuity now?",
      answer:
        "The Code on Social Security, 2020. It came into force on 21 November 2025, together with the other three labour codes, and replaced the Payment of Gratuity Act, 1972. Most of the Act's rules carried over; the changes that alter results are the one-year rule for fixed-term employees and the new definition of wages.",
    },
    {
      question: "How many years of service do I need to get gratuity?",
      answer:
        "Five years of continuous service with the same employer if you are a permanent employee, three years if you are a working journalist, and one year if you are a fixed-term employee. Neither minimum applies when employment ends because of death or disablement.",
    },
    {
      question: "Which salary is used to calculate gratuity?",
      answer:
        "Your last drawn monthly wages as section 2(88) of the Code defines them: all your pay except a closed list of exclusions (HRA, conveyance, bonus, overtime, commission, the employer's PF or pension contribution and a few others). Basic pay, DA, retaining allowance and any allowance not on that list, such as special allowance, count in full. The excluded payments are left out only up to half of your total pay: if they make up more than half, the excess is counted as wages. For example, with ₹30,000 basic + DA and ₹50,000 of HRA, the wages for gratuity are ₹40,000; with a ₹50,000 special allowance instead, they are ₹80,000.",
    },
    {
      question: "Why does the formula divide by 26 and not 30?",
      answer:
        "Gratuity is 15 days' wages for each year of service, and the law counts a month as 26 working days. If your employer is not covered by the law, the usual practice is a 30-day month, which gives a smaller amount for the same salary and service.",
    },
    {
      question: "Do extra months of service count?",
      answer:
        "Yes, for employees covered by the Code: a last part-year of more than six months counts as a full year. For example, 6 years and 8 months (or 6.67 years) counts as 7 years, but 6 years and 5 months counts as 6 years. Enter either a fraction of a year or the extra months and the calculator applies the rule.",
    },
    {
      question: "What is the maximum gratuity I can receive?",
      answer:
        "Gratuity payable under the Code is capped at ₹20 lakh (₹20,00,000). An employer can pay more under its own policy, but any amount above the tax-exempt limit is taxable.",
    },
    {
      question: "How soon must my employer pay gratuity, and is it taxable?",
      answer:
        "The employer must pay within 30 days of the gratuity becoming payable. Government employees' gratuity is fully tax-exempt. For other employees, the exempt amount under section 19(1) of the Income-tax Act, 2025 is the least of ₹20 lakh, the gratuity received and the formula amount, and the rest is taxed as salary; the part that comes from the Code's wider wages may not be exempt (see Taxation of Gratuity).",
    },
    {
      question: "Is the result from this calculator final?",
      answer:
        "No. The result is an estimate for general information only and is not financial, legal or tax advice. Your actual gratuity depends on your employer's records, your employment terms and the rules notified under the Code, so confirm the figure with your employer or a qualified professional.",
    },
  ],
  sources: {
    heading: "Sources and last review",
    note: "This page follows the official texts below. We review it whenever the law or the rules under it change.",
    links: [
      {
        label:
          "The Code on Social Security, 2020 (Act 36 of 2020), on India Code: section 2(88), wages, and its proviso, the 50% test; Chapter V, gratuity, with section 53, eligibility and the working journalists' three years; the First Schedule, the establishments covered",
        href: "https://www.indiacode.nic.in/",
      },
      {
        label:
          "Ministry of Labour and Employment: the four labour codes in force from 21 November 2025",
        href: "https://labour.gov.in/",
      },
      {
        label: "The Payment of Gratuity Act, 1972, replaced by the Code, on India Code",
        href: "https://www.indiacode.nic.in/",
      },
      {
        label:
          "Income Tax Department: the Income-tax Act, 2025, in force from 1 April 2026: section 19(1), the Table, items 3 to 6, the gratuity exemption",
        href: "https://www.incometaxindia.gov.in/",
      },
    ],
    reviewed: "2026-11-27",
  },
};
