import { roundTo, toNumber } from "~/lib/numbers";
import { readQuery } from "./queries";

/**
 * Gratuity under the Code on Social Security, 2020 (Chapter V, sections 53 to 57), in force
 * since 21 November 2025, which replaced the Payment of Gratuity Act, 1972:
 * - 15 days' wages for every completed year of service, and for a last part-year of more
 *   than six months: monthly wages x 15 / 26 x years;
 * - five years' continuous service, not needed when service ends by death or disablement,
 *   and one year for a fixed-term employee (paid pro rata);
 * - wages are basic pay + dearness allowance + retaining allowance, but when the other parts
 *   of pay exceed half of the total, the excess counts as wages (section 2(88));
 * - at most Rs 20 lakh.
 * Employers the Code does not cover may pay under their own policy; the usual formula, and
 * the one the Income-tax Act uses for them, is half a month's salary per completed year:
 * 15 x salary x completed years / 30.
 */

export const permanentMinimumYears = 5;
export const fixedTermMinimumYears = 1;
/** The ceiling: ₹20 lakh. */
export const gratuityCeiling = 2_000_000;
/** The spec's message, for permanent employees under five years. */
export const minimumYearsMessage = "Minimum 5 years of service required for gratuity";
export const fixedTermMinimumMessage =
  "Minimum 1 year of service required for gratuity for a fixed-term employee";
export const nothingToCountMessage =
  "No gratuity is due yet: it is paid for each completed year of service, and a last part-year counts only when it is more than six months";

export type Employment = "permanent" | "fixed-term";

export interface GratuityInput {
  /** Last drawn monthly basic pay plus dearness allowance (and any retaining allowance). */
  salary: number;
  /** The other monthly allowances: HRA, conveyance, special allowance and the like. */
  allowances: number;
  /** Years of service, possibly with a fraction (6.75 is 6 years and 9 months). */
  years: number;
  /** Months beyond the years entered. */
  months: number;
  /** Whether the employer is covered by the Code on Social Security's gratuity chapter. */
  covered: boolean;
  employment: Employment;
  /** Whether service ended by the employee's death or disablement. */
  deathOrDisablement: boolean;
}

/** How the wage figure was reached. */
export type WageBasis =
  /** Basic + DA only: the other allowances were at most half of the total pay. */
  | { kind: "basic"; wages: number; total: number }
  /** The other allowances exceeded half of the total pay; the excess counts as wages. */
  | { kind: "excess-added"; wages: number; total: number; excess: number }
  /** Not covered: the employer's usual basis, the last basic pay + DA. */
  | { kind: "not-covered"; wages: number };

export type GratuityResult =
  | { eligible: false; message: string }
  | {
      eligible: true;
      /** Service as entered, in whole months (rounded down). */
      serviceMonths: number;
      /** Years the formula counts. */
      countedYears: number;
      wage: WageBasis;
      /** The formula's amount, in whole rupees. */
      amount: number;
      /** What is payable: the amount, at most the ceiling for covered employees. */
      payable: number;
      capped: boolean;
      /** The minimum service was waived (death or disablement). */
      waived: boolean;
    };

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
/** Keeps 6.999999999 from reading as 6 after floating-point arithmetic. */
const epsilon = 1e-9;

/**
 * The wages the Code counts: basic + DA, unless the other allowances exceed half of the total
 * remuneration, in which case the excess is added (which makes the wages half the total).
 */
export function gratuityWages(salary: number, allowances: number, covered: boolean): WageBasis {
  const basic = nonNegative(salary);
  if (!covered) return { kind: "not-covered", wages: basic };
  const other = nonNegative(allowances);
  const total = basic + other;
  const excess = other - total / 2;
  return excess > epsilon
    ? { kind: "excess-added", wages: basic + excess, total, excess }
    : { kind: "basic", wages: basic, total };
}

export function calculateGratuity(input: GratuityInput): GratuityResult {
  const service = nonNegative(input.years) * 12 + nonNegative(input.months);
  const serviceYears = service / 12;
  const completedYears = Math.floor(serviceYears + epsilon);
  const partYearMonths = service - completedYears * 12;
  const waived = input.deathOrDisablement;
  const minimum = input.employment === "fixed-term" ? fixedTermMinimumYears : permanentMinimumYears;
  if (!waived && serviceYears + epsilon < minimum)
    return {
      eligible: false,
      message: input.employment === "fixed-term" ? fixedTermMinimumMessage : minimumYearsMessage,
    };
  const countedYears =
    input.covered && partYearMonths > 6 + epsilon ? completedYears + 1 : completedYears;
  if (countedYears === 0) return { eligible: false, message: nothingToCountMessage };
  const wage = gratuityWages(input.salary, input.allowances, input.covered);
  const amount = input.covered
    ? roundTo((wage.wages * 15 * countedYears) / 26, 0)
    : roundTo((15 * wage.wages * countedYears) / 30, 0);
  const payable = input.covered ? Math.min(amount, gratuityCeiling) : amount;
  return {
    eligible: true,
    serviceMonths: Math.floor(service + epsilon),
    countedYears,
    wage,
    amount,
    payable,
    capped: payable < amount,
    waived: waived && serviceYears + epsilon < minimum,
  };
}

/** The page's inputs from its URL, and the result once the form has been sent. */
export function gratuityQuery(url: URL) {
  const { values, calculated } = readQuery(url, {
    salary: "10000",
    allowances: "",
    years: "5",
    months: "0",
    covered: "yes",
    employment: "permanent",
    ended: "",
  });
  const result = calculated
    ? calculateGratuity({
        salary: toNumber(values.salary),
        allowances: toNumber(values.allowances),
        years: toNumber(values.years),
        months: toNumber(values.months),
        covered: values.covered !== "no",
        employment: values.employment === "fixed-term" ? "fixed-term" : "permanent",
        deathOrDisablement: values.ended === "death-or-disablement",
      })
    : null;
  return { values, result };
}
