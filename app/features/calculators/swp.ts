import { roundTo, toNumber } from "~/lib/numbers";
import { fieldErrors, refuse, refuseInflation, refuseRate, refuseYears } from "./limits";
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
  /** Optional: yearly inflation, percent, for the "in today's money" figures. */
  inflation?: number;
}

/**
 * A month-by-month simulation: the balance grows by the monthly rate, then the withdrawal is
 * taken; when the grown balance is less than the withdrawal, the remainder is withdrawn and
 * the plan stops. "In today's money" divides an amount paid or held after m months by
 * (1 + inflation)^(m / 12). Amounts in whole rupees.
 */
export function calculateSwp({
  investment,
  monthlyWithdrawal,
  rate,
  years,
  inflation = 0,
}: SwpInput) {
  const monthlyRate = rate / 12 / 100;
  const deflator = (months: number) => (1 + inflation / 100) ** (months / 12);
  // A plan is simulated for at most 100 years, so the work does not grow with whatever number
  // the URL holds (years=1e9 would otherwise loop for minutes and exhaust the memory).
  const plannedMonths = Math.min(Math.max(0, Math.round(12 * years)), maxSwpYears * 12);
  let balance = investment;
  let withdrawn = 0;
  let realWithdrawn = 0;
  let months = 0;
  const schedule: {
    year: number;
    withdrawn: number;
    balance: number;
    /** The balance in today's money, when an inflation rate was given. */
    realBalance?: number;
  }[] = [];
  const real = (value: number, month: number) =>
    inflation > 0 ? roundTo(value / deflator(month), 0) : undefined;
  for (let month = 1; month <= plannedMonths; month++) {
    balance += balance * monthlyRate;
    if (balance < monthlyWithdrawal) {
      // A last, partial withdrawal counts as a month sustained; an empty corpus does not.
      if (balance > 0) {
        withdrawn += balance;
        realWithdrawn += balance / deflator(month);
        months = month;
      }
      balance = 0;
      break;
    }
    balance -= monthlyWithdrawal;
    withdrawn += monthlyWithdrawal;
    realWithdrawn += monthlyWithdrawal / deflator(month);
    months = month;
    if (month % 12 === 0)
      schedule.push({
        year: month / 12,
        withdrawn: roundTo(withdrawn, 0),
        balance: roundTo(balance, 0),
        realBalance: real(balance, month),
      });
  }
  // The last, partial year (or the year the corpus ran out) gets its own row too.
  if (months > 0 && schedule.at(-1)?.year !== Math.ceil(months / 12)) {
    schedule.push({
      year: Math.ceil(months / 12),
      withdrawn: roundTo(withdrawn, 0),
      balance: roundTo(balance, 0),
      realBalance: real(balance, months),
    });
  }
  const finalValue = roundTo(balance, 0);
  return {
    totalWithdrawn: roundTo(withdrawn, 0),
    finalValue,
    /** Both in today's money; null without an inflation rate. */
    realWithdrawn: inflation > 0 ? roundTo(realWithdrawn, 0) : null,
    realFinal: real(balance, months) ?? null,
    monthsSustainable: months,
    yearsSustainable: roundTo(months / 12, 1),
    exhausted: finalValue === 0 && months < plannedMonths,
    schedule,
  };
}

/** What the SWP form refuses (see limits.ts), by field. */
export function validateSwp(values: Record<SwpField, string>) {
  return fieldErrors({
    investment: refuse(values.investment, "Total investment"),
    withdrawal: refuse(values.withdrawal, "Monthly withdrawal"),
    rate: refuseRate(values.rate, "Expected annual return"),
    years: refuseYears(values.years, "Time period"),
    inflation: refuseInflation(values.inflation),
  });
}

type SwpField = "investment" | "withdrawal" | "rate" | "years" | "inflation";

/** The page's inputs from its URL, what they refuse, and the result once the form has been sent. */
export function swpQuery(url: URL) {
  const { accepted, ...read } = readQuery(
    url,
    { investment: "1000000", withdrawal: "10000", rate: "12", years: "10", inflation: "" },
    validateSwp,
  );
  const { values } = read;
  const input = {
    investment: toNumber(values.investment),
    monthlyWithdrawal: toNumber(values.withdrawal),
    rate: toNumber(values.rate),
    years: toNumber(values.years),
    inflation: toNumber(values.inflation),
  };
  return { ...read, input, result: accepted ? calculateSwp(input) : null };
}
