import { parseUnit, roundTo, toNumber, toYears, type TimeUnit } from "~/lib/numbers";
import { principalRateTimeErrors } from "./limits";
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

/** What the simple interest form refuses (see limits.ts), by field. */
export const validateSimpleInterest = principalRateTimeErrors;

/** The page's inputs from its URL, what they refuse, and the result once the form has been sent. */
export function simpleInterestQuery(url: URL) {
  const { accepted, ...read } = readQuery(
    url,
    { principal: "10000", rate: "10", time: "1", unit: "years" },
    validateSimpleInterest,
  );
  const { values } = read;
  const input = {
    principal: toNumber(values.principal),
    rate: toNumber(values.rate),
    time: toNumber(values.time),
    unit: parseUnit(values.unit),
  };
  return { ...read, input, result: accepted ? calculateSimpleInterest(input) : null };
}
