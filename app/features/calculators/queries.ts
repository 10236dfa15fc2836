import { calculateCompoundInterest, parseFrequency } from "./compound-interest";
import { calculateGratuity } from "./gratuity";
import { parseUnit, toNumber } from "./numbers";
import { calculateSimpleInterest } from "./simple-interest";
import { calculateSip } from "./sip";
import { calculateSwp } from "./swp";

/**
 * Each calculator's inputs live in the URL, so a result can be shared and reopened, and the
 * page works without JavaScript. No result until the form has been sent (the query has the
 * calculator's first field); the values are kept as typed, as text.
 */
function read<T extends Record<string, string>>(
  url: URL,
  defaults: T,
): { values: T; calculated: boolean } {
  const keys = Object.keys(defaults);
  const calculated = url.searchParams.has(keys[0] ?? "");
  const values = { ...defaults };
  if (calculated) {
    for (const key of keys)
      (values as Record<string, string>)[key] = (url.searchParams.get(key) ?? "").slice(0, 40);
  }
  return { values, calculated };
}

export function gratuityQuery(url: URL) {
  const { values, calculated } = read(url, {
    salary: "10000",
    years: "5",
    months: "0",
    covered: "yes",
  });
  const result = calculated
    ? calculateGratuity({
        salary: toNumber(values.salary),
        years: toNumber(values.years),
        months: toNumber(values.months),
        covered: values.covered !== "no",
      })
    : null;
  return { values, result };
}

export function simpleInterestQuery(url: URL) {
  const { values, calculated } = read(url, {
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

export function sipQuery(url: URL) {
  const { values, calculated } = read(url, { monthly: "10000", rate: "12", years: "10" });
  const result = calculated
    ? calculateSip({
        monthly: toNumber(values.monthly),
        rate: toNumber(values.rate),
        years: toNumber(values.years),
      })
    : null;
  return { values, result };
}

export function compoundInterestQuery(url: URL) {
  const { values, calculated } = read(url, {
    principal: "20000",
    rate: "10",
    time: "5",
    unit: "years",
    frequency: "12",
  });
  const input = {
    principal: toNumber(values.principal),
    rate: toNumber(values.rate),
    time: toNumber(values.time),
    unit: parseUnit(values.unit),
    frequency: parseFrequency(values.frequency),
  };
  return { values, input, result: calculated ? calculateCompoundInterest(input) : null };
}

export function swpQuery(url: URL) {
  const { values, calculated } = read(url, {
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
