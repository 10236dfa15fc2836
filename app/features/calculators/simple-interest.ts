import { roundTo, toYears, type TimeUnit } from "./numbers";

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
