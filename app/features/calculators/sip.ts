import { roundTo, toNumber } from "~/lib/numbers";
import { fieldErrors, maxStepUp, refuse, refuseInflation, refuseRate, refuseYears } from "./limits";
import { readQuery } from "./queries";

export interface SipInput {
  monthly: number;
  /** Expected return, percent per annum. */
  rate: number;
  years: number;
  /** Optional: the monthly instalment rises by this percent at the start of each new year. */
  stepUp?: number;
  /** Optional: yearly inflation, percent, for the "in today's money" figures. */
  inflation?: number;
}

export interface YearRow {
  year: number;
  invested: number;
  value: number;
  /** The value in today's money, when an inflation rate was given. */
  real?: number;
}

function futureValue(monthly: number, r: number, n: number): number {
  // With no return, the value is simply what was paid in (the formula would divide by 0).
  if (r === 0) return monthly * n;
  return ((monthly * ((1 + r) ** n - 1)) / r) * (1 + r);
}

/**
 * What a SIP is worth after `months` when the instalment of year k (from 0) is P x (1 + s)^k.
 * Each full year adds a year's instalments, FV(P, r, 12), grown by q = (1 + r)^12 for every year
 * after it, so the full years sum to a geometric series:
 * FV(P, r, 12) x (q^Y - g^Y) / (q - g), g = 1 + s (Y x q^(Y - 1) when q = g); the months of a
 * last, partial year follow at the instalment P x g^Y. Closed, so any period costs the same.
 */
function steppedValue(monthly: number, r: number, s: number, months: number): number {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const q = (1 + r) ** 12;
  const g = 1 + s;
  const series =
    Math.abs(q - g) < 1e-12 * q ? years * q ** (years - 1) : (q ** years - g ** years) / (q - g);
  return (
    futureValue(monthly, r, 12) * series * (1 + r) ** rest +
    futureValue(monthly * g ** years, r, rest)
  );
}

function steppedInvested(monthly: number, s: number, months: number): number {
  const years = Math.floor(months / 12);
  const g = 1 + s;
  return monthly * 12 * (s ? (g ** years - 1) / s : years) + monthly * g ** years * (months % 12);
}

/**
 * Instalments at the start of each month; r = annual% / 12 / 100, n = 12 x years.
 * FV = P x ((1 + r)^n - 1) / r x (1 + r); with a yearly step-up, see steppedValue. "In today's
 * money" divides a value reached after m months by (1 + inflation)^(m / 12). Whole rupees.
 */
export function calculateSip({ monthly, rate, years, stepUp = 0, inflation = 0 }: SipInput) {
  const r = rate / 12 / 100;
  // A step-up below 0 is none (the box does not go below 0 either).
  const s = Math.max(0, stepUp) / 100;
  const n = Math.round(12 * years);
  const schedule: YearRow[] = [];
  if (monthly === 0 || n <= 0)
    return { invested: 0, returns: 0, total: 0, real: null as number | null, schedule };
  const valueAt = (months: number) =>
    s ? steppedValue(monthly, r, s, months) : futureValue(monthly, r, months);
  const investedAt = (months: number) =>
    roundTo(s ? steppedInvested(monthly, s, months) : monthly * months, 0);
  const realAt = (months: number) =>
    inflation > 0
      ? roundTo(valueAt(months) / (1 + inflation / 100) ** (months / 12), 0)
      : undefined;
  // The year-by-year table stops at 100 years, as the compound table does: its length must not
  // grow with whatever number the URL holds.
  for (let year = 1; year <= Math.ceil(n / 12) && year <= 100; year++) {
    const months = Math.min(year * 12, n);
    schedule.push({
      year,
      invested: investedAt(months),
      value: roundTo(valueAt(months), 0),
      real: realAt(months),
    });
  }
  const total = roundTo(valueAt(n), 0);
  const invested = investedAt(n);
  return { invested, returns: total - invested, total, real: realAt(n) ?? null, schedule };
}

/** What the SIP form refuses (see limits.ts), by field. */
export function validateSip(values: Record<SipField, string>) {
  return fieldErrors({
    monthly: refuse(values.monthly, "Monthly investment"),
    rate: refuseRate(values.rate, "Expected return rate"),
    years: refuseYears(values.years, "Investment period"),
    stepup: refuse(values.stepup, "Yearly step-up", maxStepUp, "%"),
    inflation: refuseInflation(values.inflation),
  });
}

type SipField = "monthly" | "rate" | "years" | "stepup" | "inflation";

/** The page's inputs from its URL, what they refuse, and the result once the form has been sent. */
export function sipQuery(url: URL) {
  const { accepted, ...read } = readQuery(
    url,
    { monthly: "10000", rate: "12", years: "10", stepup: "", inflation: "" },
    validateSip,
  );
  const { values } = read;
  const result = accepted
    ? calculateSip({
        monthly: toNumber(values.monthly),
        rate: toNumber(values.rate),
        years: toNumber(values.years),
        stepUp: toNumber(values.stepup),
        inflation: toNumber(values.inflation),
      })
    : null;
  return { ...read, result };
}
