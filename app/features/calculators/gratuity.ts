import { roundTo, toNumber } from "~/lib/numbers";
import { fieldErrors, maxExtraMonths, maxServiceYears, refuse } from "./limits";
import { readQuery } from "./queries";

/**
 * Gratuity under the Code on Social Security, 2020 (Chapter V, sections 53 to 57), in force
 * since 21 November 2025, which replaced the Payment of Gratuity Act, 1972:
 * - 15 days' wages for every completed year of service, and for a last part-year of more
 *   than six months: monthly wages x 15 / 26 x years;
 * - five years' continuous service (three for a working journalist, s.53(1), proviso), not
 *   needed when service ends by death or disablement, and one year for a fixed-term employee
 *   (paid pro rata);
 * - wages (s.2(88)) are all remuneration except a closed list of exclusions (HRA, conveyance,
 *   bonus, overtime, commission, employer PF and the rest); so basic pay, DA, retaining
 *   allowance and any allowance not on the list (special allowance) count in full. When the
 *   excluded payments exceed half of all remuneration, the excess is added back (first
 *   proviso); gratuity and retrenchment compensation stay out of that test;
 * - at most Rs 20 lakh.
 * Employers the Code does not cover may pay under their own policy; the usual formula, and
 * the one the Income-tax Act uses for them, is half a month's salary per completed year on
 * basic pay + DA: 15 x salary x completed years / 30.
 */

export const permanentMinimumYears = 5;
export const journalistMinimumYears = 3;
export const fixedTermMinimumYears = 1;
/** The ceiling: ₹20 lakh. */
export const gratuityCeiling = 2_000_000;
/** The spec's message, for permanent employees under five years. */
export const minimumYearsMessage = "Minimum 5 years of service required for gratuity";
export const journalistMinimumMessage =
  "Minimum 3 years of service required for gratuity for a working journalist";
export const fixedTermMinimumMessage =
  "Minimum 1 year of service required for gratuity for a fixed-term employee";
export const nothingToCountMessage =
  "No gratuity is due yet: it is paid for each completed year of service, and a last part-year counts only when it is more than six months";

export type Employment = "permanent" | "fixed-term" | "journalist";

const minimums: Record<Employment, { years: number; message: string }> = {
  permanent: { years: permanentMinimumYears, message: minimumYearsMessage },
  journalist: { years: journalistMinimumYears, message: journalistMinimumMessage },
  "fixed-term": { years: fixedTermMinimumYears, message: fixedTermMinimumMessage },
};

export interface GratuityInput {
  /** Last drawn monthly basic pay plus dearness allowance (and any retaining allowance). */
  salary: number;
  /** Monthly allowances that count as wages: special allowance and any other not excluded. */
  counting: number;
  /** Monthly payments s.2(88) excludes: HRA, conveyance, bonus, overtime, commission, employer PF. */
  excluded: number;
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

/** How the wage figure was reached, step by step. */
export type WageBasis =
  | {
      kind: "code";
      basic: number;
      counting: number;
      excluded: number;
      /** All remuneration: basic + DA, allowances that count and excluded payments. */
      total: number;
      half: number;
      /** What the excluded payments exceed half of the total by, added to wages (0: none). */
      excess: number;
      wages: number;
    }
  /** Not covered: the employer's usual basis, the last basic pay + DA; allowances unused. */
  | { kind: "not-covered"; wages: number; unused: number };

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
 * The wages the Code counts (s.2(88)): basic + DA + the allowances that count, and, when the
 * excluded payments exceed half of all remuneration, that excess too (which makes the wages
 * exactly half of the total).
 */
export function gratuityWages(
  input: Pick<GratuityInput, "salary" | "counting" | "excluded" | "covered">,
): WageBasis {
  const basic = nonNegative(input.salary);
  const counting = nonNegative(input.counting);
  const excluded = nonNegative(input.excluded);
  if (!input.covered) return { kind: "not-covered", wages: basic, unused: counting + excluded };
  const total = basic + counting + excluded;
  const half = total / 2;
  const over = excluded - half;
  const excess = over > epsilon ? over : 0;
  return {
    kind: "code",
    basic,
    counting,
    excluded,
    total,
    half,
    excess,
    wages: basic + counting + excess,
  };
}

export function calculateGratuity(input: GratuityInput): GratuityResult {
  const service = nonNegative(input.years) * 12 + nonNegative(input.months);
  const serviceYears = service / 12;
  const completedYears = Math.floor(serviceYears + epsilon);
  const partYearMonths = service - completedYears * 12;
  const waived = input.deathOrDisablement;
  const minimum = minimums[input.employment];
  if (!waived && serviceYears + epsilon < minimum.years)
    return { eligible: false, message: minimum.message };
  const countedYears =
    input.covered && partYearMonths > 6 + epsilon ? completedYears + 1 : completedYears;
  if (countedYears === 0) return { eligible: false, message: nothingToCountMessage };
  const wage = gratuityWages(input);
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
    waived: waived && serviceYears + epsilon < minimum.years,
  };
}

const employments: readonly string[] = ["permanent", "fixed-term", "journalist"];
const parseEmployment = (value: string): Employment =>
  employments.includes(value) ? (value as Employment) : "permanent";

type GratuityField = "salary" | "counting" | "excluded" | "years" | "months";

/** What the gratuity form refuses (see limits.ts), by field; the choices are never refused. */
export function validateGratuity(values: Record<GratuityField, string>) {
  return fieldErrors({
    salary: refuse(values.salary, "Monthly basic + DA"),
    counting: refuse(values.counting, "Allowances that count as wages"),
    excluded: refuse(values.excluded, "Excluded payments"),
    years: refuse(values.years, "Years of service", maxServiceYears, " years"),
    months: refuse(values.months, "Additional months", maxExtraMonths, " months"),
  });
}

/**
 * The page's inputs from its URL, what they refuse, and the result once the form has been
 * sent. Links made before the wage fields were split carry `allowances`: what the page then
 * asked for ("HRA, conveyance, special allowance and the like", all kept out of wages up to
 * half of the pay) is what `excluded` now means, so an old link opens with it there.
 */
export function gratuityQuery(url: URL) {
  const oldAllowances = url.searchParams.get("allowances");
  if (oldAllowances !== null && !url.searchParams.has("excluded")) {
    url = new URL(url);
    url.searchParams.set("excluded", oldAllowances);
  }
  const { accepted, ...read } = readQuery(
    url,
    {
      salary: "10000",
      counting: "",
      excluded: "",
      years: "5",
      months: "0",
      covered: "yes",
      employment: "permanent",
      ended: "",
    },
    validateGratuity,
  );
  const { values } = read;
  const result = accepted
    ? calculateGratuity({
        salary: toNumber(values.salary),
        counting: toNumber(values.counting),
        excluded: toNumber(values.excluded),
        years: toNumber(values.years),
        months: toNumber(values.months),
        covered: values.covered !== "no",
        employment: parseEmployment(values.employment),
        deathOrDisablement: values.ended === "death-or-disablement",
      })
    : null;
  return { ...read, result };
}
