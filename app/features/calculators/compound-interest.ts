import { parseUnit, roundTo, toNumber, toYears, type TimeUnit } from "~/lib/numbers";
import { principalRateTimeErrors } from "./limits";
import { readQuery } from "./queries";

export const frequencies = [
  { value: 1, label: "Annually" },
  { value: 2, label: "Semi-Annually" },
  { value: 4, label: "Quarterly" },
  { value: 12, label: "Monthly" },
  { value: 365, label: "Daily" },
] as const;

/** The compounding frequency from its field; anything unparsable falls back to 1. */
export function parseFrequency(text: string | null | undefined): number {
  const value = Number.parseInt(String(text ?? ""), 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

export interface CompoundInput {
  principal: number;
  rate: number;
  time: number;
  unit: TimeUnit;
  frequency: number;
}

/** A = P x (1 + rate / (100 x n))^(n x years); 2 decimals, with the balance at each year's end. */
export function calculateCompoundInterest({
  principal,
  rate,
  time,
  unit,
  frequency,
}: CompoundInput) {
  const years = toYears(time, unit);
  const amountAt = (t: number) => principal * (1 + rate / (100 * frequency)) ** (frequency * t);
  const total = roundTo(amountAt(years), 2);
  const schedule: { year: number; interest: number; value: number }[] = [];
  for (let year = 1; year <= Math.ceil(years) && year <= 100; year++) {
    const t = Math.min(year, years);
    const value = roundTo(amountAt(t), 2);
    schedule.push({ year, interest: roundTo(value - principal, 2), value });
  }
  return { interest: roundTo(total - principal, 2), total, schedule };
}

/** What the compound interest form refuses (see limits.ts), by field: as simple interest's. */
export const validateCompoundInterest = principalRateTimeErrors;

/** The page's inputs from its URL, what they refuse, and the result once the form has been sent. */
export function compoundInterestQuery(url: URL) {
  const { accepted, ...read } = readQuery(
    url,
    { principal: "20000", rate: "10", time: "5", unit: "years", frequency: "12" },
    validateCompoundInterest,
  );
  const { values } = read;
  const input = {
    principal: toNumber(values.principal),
    rate: toNumber(values.rate),
    time: toNumber(values.time),
    unit: parseUnit(values.unit),
    frequency: parseFrequency(values.frequency),
  };
  return { ...read, input, result: accepted ? calculateCompoundInterest(input) : null };
}
