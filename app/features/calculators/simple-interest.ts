import { parseUnit, roundTo, toNumber, toYears, type TimeUnit } from "~/lib/numbers";
import { readQuery } from "./queries";

export interface SimpleInterestInput {
  principal: number;
  /** Percent per annum. */
  rate: number;
  time: number;
  unit: TimeUnit;
}

/** Interest = principal x rate x years / 100; to 2 decimals. */
export function calculateSimpleInterest({ principal, rate, time, unit }: SimpleInterestInput) {
  const interest = roundTo((principal * rate * toYears(time, unit)) / 100, 2);
  return { interest, total: roundTo(principal + interest, 2) };
}

/** The page's inputs from its URL, and the result once the form has been sent. */
export function simpleInterestQuery(url: URL) {
  const { values, calculated } = readQuery(url, {
    principal: "10000",
    rate: "10",
    time: "1",
    unit: "years",
  });
  const input = {
    principal: toNumber(values.principal),
    rate: toNumber(values.rate),
    time: toNumber(values.time),
    unit: parseUnit(values.unit),
  };
  return { values, input, result: calculated ? calculateSimpleInterest(input) : null };
}
