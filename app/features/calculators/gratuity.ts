import { roundTo, toNumber } from "~/lib/numbers";
import { readQuery } from "./queries";

export const minimumYears = 5;
/** The Act's ceiling: ₹20 lakh. */
export const gratuityCeiling = 2_000_000;
export const minimumYearsMessage = "Minimum 5 years of service required for gratuity";

export interface GratuityInput {
  /** Last drawn monthly basic pay plus dearness allowance. */
  salary: number;
  years: number;
  /** Months beyond the whole years (0-11). */
  months: number;
  /** Whether the employer is covered by the Payment of Gratuity Act, 1972. */
  covered: boolean;
}

export type GratuityResult =
  | { eligible: false; message: string }
  | {
      eligible: true;
      /** Years the formula counts. */
      countedYears: number;
      /** The formula's amount, in whole rupees. */
      amount: number;
      /** What is payable: the amount, at most the ceiling for covered employees. */
      payable: number;
      capped: boolean;
    };

/**
 * Covered by the Act: years x salary x 15 / 26, where a final part-year of more than six
 * months counts as a full year. Not covered: 15 x salary x completed years / 30.
 */
export function calculateGratuity({
  salary,
  years,
  months,
  covered,
}: GratuityInput): GratuityResult {
  const wholeYears = Math.max(0, Math.floor(years));
  const extraMonths = Math.min(11, Math.max(0, Math.floor(months)));
  if (wholeYears < minimumYears) return { eligible: false, message: minimumYearsMessage };
  const countedYears = covered && extraMonths > 6 ? wholeYears + 1 : wholeYears;
  const amount = covered
    ? roundTo((countedYears * salary * 15) / 26, 0)
    : roundTo((15 * salary * countedYears) / 30, 0);
  const payable = covered ? Math.min(amount, gratuityCeiling) : amount;
  return { eligible: true, countedYears, amount, payable, capped: payable < amount };
}

/** The page's inputs from its URL, and the result once the form has been sent. */
export function gratuityQuery(url: URL) {
  const { values, calculated } = readQuery(url, {
    salary: "10000",
    years: "5",
    months: "0",
    covered: "yes",
  });
  const result = calculated
    ? calculateGratuity({
        salary: toNumber(values.salary),
        years: toNumber(values.years),
        months: toNumber(values.months),
        covered: values.covered !== "no",
      })
    : null;
  return { values, result };
}
