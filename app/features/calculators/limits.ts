import { formatIndian, parseUnit, toNumber } from "~/lib/numbers";

/*
 * What the calculators accept (issue 28, item 8; decision 0032): no amount, rate or period below
 * 0, and no rate or period above these. A refused value gets a message under its field and the
 * page shows no result; each calculator's query function checks, so the server's loader, the
 * browser's loader and the live result refuse the same values with the same words.
 */

/** The highest yearly rate of return or interest, in percent. */
export const maxAnnualRate = 50;
/** The highest yearly step-up of a SIP's instalment, in percent (its slider's end). */
export const maxStepUp = 50;
/** The highest yearly inflation, in percent. */
export const maxInflation = 30;
/** The longest period, in years: the year-by-year tables and the SWP simulation end there too. */
export const maxYears = 100;
/** The longest service gratuity counts, in years: longer than any working life. */
export const maxServiceYears = 60;
/** Months beyond the years of service: twelve would be another year. */
export const maxExtraMonths = 11;

/** The messages of the refused fields, by field name; empty when every value is accepted. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The message for a refused value, in the spec's style ("Minimum 5 years of service required
 * for gratuity"): one sentence naming the field and its limit, without a full stop. Text that is
 * not a number counts as 0 (the spec's rule), so it is never refused.
 */
export function refuse(text: string, field: string, max?: number, unit = ""): string | undefined {
  const value = toNumber(text);
  if (value < 0) return `${field} cannot be negative`;
  if (max !== undefined && value > max)
    return `${field} cannot be more than ${formatIndian(max)}${unit}`;
  return undefined;
}

/** The checks that refused their value. */
export function fieldErrors(checks: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message));
}

/** A rate of return or interest, percent a year. */
export const refuseRate = (text: string, field: string) => refuse(text, field, maxAnnualRate, "%");

/** The optional inflation behind SIP's and SWP's "today's money". */
export const refuseInflation = (text: string) => refuse(text, "Inflation", maxInflation, "%");

/** A period in years. */
export const refuseYears = (text: string, field: string) => refuse(text, field, maxYears, " years");

/**
 * Simple and compound interest ask for the same principal, rate and period (years, months or
 * days, up to 100 years in each): one check for both.
 */
export function principalRateTimeErrors(values: {
  principal: string;
  rate: string;
  time: string;
  unit: string;
}): FieldErrors {
  const unit = parseUnit(values.unit);
  const perYear = { years: 1, months: 12, days: 365 }[unit];
  return fieldErrors({
    principal: refuse(values.principal, "Principal amount"),
    rate: refuseRate(values.rate, "Rate of interest"),
    time: refuse(values.time, "Time period", maxYears * perYear, ` ${unit}`),
  });
}
