import { roundTo, toNumber } from "~/lib/numbers";
import { readQuery } from "./queries";

export interface SipInput {
  monthly: number;
  /** Expected return, percent per annum. */
  rate: number;
  years: number;
}

export interface YearRow {
  year: number;
  invested: number;
  value: number;
}

function futureValue(monthly: number, r: number, n: number): number {
  // With no return, the value is simply what was paid in (the formula would divide by 0).
  if (r === 0) return monthly * n;
  return ((monthly * ((1 + r) ** n - 1)) / r) * (1 + r);
}

/**
 * Monthly payments at the start of each month: FV = P x ((1 + r)^n - 1) / r x (1 + r),
 * r = annual% / 12 / 100, n = 12 x years; whole rupees.
 */
export function calculateSip({ monthly, rate, years }: SipInput) {
  const r = rate / 12 / 100;
  const n = Math.round(12 * years);
  if (monthly === 0 || n <= 0)
    return { invested: 0, returns: 0, total: 0, schedule: [] as YearRow[] };
  const total = roundTo(futureValue(monthly, r, n), 0);
  const invested = roundTo(monthly * n, 0);
  const schedule: YearRow[] = [];
  // The year-by-year table stops at 100 years, as the compound table does: its length must not
  // grow with whatever number the URL holds.
  for (let year = 1; year <= Math.ceil(n / 12) && year <= 100; year++) {
    const months = Math.min(year * 12, n);
    schedule.push({
      year,
      invested: roundTo(monthly * months, 0),
      value: roundTo(futureValue(monthly, r, months), 0),
    });
  }
  return { invested, returns: total - invested, total, schedule };
}

/** The page's inputs from its URL, and the result once the form has been sent. */
export function sipQuery(url: URL) {
  const { values, calculated } = readQuery(url, { monthly: "10000", rate: "12", years: "10" });
  const result = calculated
    ? calculateSip({
        monthly: toNumber(values.monthly),
        rate: toNumber(values.rate),
        years: toNumber(values.years),
      })
    : null;
  return { values, result };
}
