import { roundTo, toNumber } from "~/lib/numbers";
import { readQuery } from "./queries";

export const corpusExhaustedMessage =
  "Your corpus will be exhausted before the planned period. Consider reducing withdrawal amount or increasing investment.";

/** The longest plan simulated, in years. */
const maxSwpYears = 100;

export interface SwpInput {
  investment: number;
  monthlyWithdrawal: number;
  /** Expected annual return, percent. */
  rate: number;
  years: number;
}

/**
 * A month-by-month simulation: the balance grows by the monthly rate, then the withdrawal is
 * taken; when the grown balance is less than the withdrawal, the remainder is withdrawn and
 * the plan stops. Amounts in whole rupees.
 */
export function calculateSwp({ investment, monthlyWithdrawal, rate, years }: SwpInput) {
  const monthlyRate = rate / 12 / 100;
  // A plan is simulated for at most 100 years, so the work does not grow with whatever number
  // the URL holds (years=1e9 would otherwise loop for minutes and exhaust the memory).
  const plannedMonths = Math.min(Math.max(0, Math.round(12 * years)), maxSwpYears * 12);
  let balance = investment;
  let withdrawn = 0;
  let months = 0;
  const schedule: { year: number; withdrawn: number; balance: number }[] = [];
  for (let month = 1; month <= plannedMonths; month++) {
    balance += balance * monthlyRate;
    if (balance < monthlyWithdrawal) {
      // A last, partial withdrawal counts as a month sustained; an empty corpus does not.
      if (balance > 0) {
        withdrawn += balance;
        months = month;
      }
      balance = 0;
      break;
    }
    balance -= monthlyWithdrawal;
    withdrawn += monthlyWithdrawal;
    months = month;
    if (month % 12 === 0)
      schedule.push({
        year: month / 12,
        withdrawn: roundTo(withdrawn, 0),
        balance: roundTo(balance, 0),
      });
  }
  // The last, partial year (or the year the corpus ran out) gets its own row too.
  if (months > 0 && schedule.at(-1)?.year !== Math.ceil(months / 12)) {
    schedule.push({
      year: Math.ceil(months / 12),
      withdrawn: roundTo(withdrawn, 0),
      balance: roundTo(balance, 0),
    });
  }
  const finalValue = roundTo(balance, 0);
  return {
    totalWithdrawn: roundTo(withdrawn, 0),
    finalValue,
    monthsSustainable: months,
    yearsSustainable: roundTo(months / 12, 1),
    exhausted: finalValue === 0 && months < plannedMonths,
    schedule,
  };
}

/** The page's inputs from its URL, and the result once the form has been sent. */
export function swpQuery(url: URL) {
  const { values, calculated } = readQuery(url, {
    investment: "1000000",
    withdrawal: "10000",
    rate: "12",
    years: "10",
  });
  const input = {
    investment: toNumber(values.investment),
    monthlyWithdrawal: toNumber(values.withdrawal),
    rate: toNumber(values.rate),
    years: toNumber(values.years),
  };
  return { values, input, result: calculated ? calculateSwp(input) : null };
}
