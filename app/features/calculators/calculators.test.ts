import { describe, expect, it } from "vitest";
import { calculateCompoundInterest, parseFrequency } from "./compound-interest";
import { calculateGratuity, minimumYearsMessage } from "./gratuity";
import { calculateSimpleInterest } from "./simple-interest";
import { calculateSip } from "./sip";
import { calculateSwp } from "./swp";

describe("gratuity", () => {
  it("gives the spec's example under the Act: 15 years at ₹30,000 is ₹2,59,615", () => {
    expect(calculateGratuity({ salary: 30000, years: 15, months: 0, covered: true })).toMatchObject(
      { eligible: true, amount: 259615, payable: 259615 },
    );
  });
  it("gives the spec's example outside the Act: 7 years at ₹30,000 is ₹1,05,000", () => {
    expect(calculateGratuity({ salary: 30000, years: 7, months: 0, covered: false })).toMatchObject(
      { amount: 105000 },
    );
  });
  it("uses the spec's defaults: 5 years at ₹10,000 is ₹28,846", () => {
    // 5 x 10,000 x 15 / 26 = 28,846.15
    expect(calculateGratuity({ salary: 10000, years: 5, months: 0, covered: true })).toMatchObject({
      amount: 28846,
    });
  });
  it("refuses fewer than 5 years with the spec's message", () => {
    expect(calculateGratuity({ salary: 30000, years: 4, months: 11, covered: true })).toEqual({
      eligible: false,
      message: minimumYearsMessage,
    });
  });
  it("counts more than six extra months as a full year under the Act", () => {
    expect(calculateGratuity({ salary: 26000, years: 10, months: 7, covered: true })).toMatchObject(
      { countedYears: 11, amount: 165000 },
    );
    expect(calculateGratuity({ salary: 26000, years: 10, months: 6, covered: true })).toMatchObject(
      { countedYears: 10, amount: 150000 },
    );
    expect(
      calculateGratuity({ salary: 26000, years: 10, months: 7, covered: false }),
    ).toMatchObject({ countedYears: 10 });
  });
  it("caps what is payable under the Act at ₹20 lakh", () => {
    // 30 x 2,00,000 x 15 / 26 = 34,61,538
    expect(
      calculateGratuity({ salary: 200000, years: 30, months: 0, covered: true }),
    ).toMatchObject({ amount: 3461538, payable: 2000000, capped: true });
  });
});

describe("simple interest", () => {
  it("uses the spec's defaults: ₹10,000 at 10% for 1 year", () => {
    expect(calculateSimpleInterest({ principal: 10000, rate: 10, time: 1, unit: "years" })).toEqual(
      { interest: 1000, total: 11000 },
    );
  });
  it("converts months and days", () => {
    expect(
      calculateSimpleInterest({ principal: 10000, rate: 12, time: 6, unit: "months" }),
    ).toEqual({ interest: 600, total: 10600 });
    expect(calculateSimpleInterest({ principal: 36500, rate: 10, time: 10, unit: "days" })).toEqual(
      { interest: 100, total: 36600 },
    );
  });
  it("keeps two decimals", () => {
    expect(
      calculateSimpleInterest({ principal: 1000, rate: 7.5, time: 1.5, unit: "years" }),
    ).toEqual({ interest: 112.5, total: 1112.5 });
  });
});

describe("SIP", () => {
  it("uses the spec's defaults: ₹10,000 a month at 12% for 10 years", () => {
    const result = calculateSip({ monthly: 10000, rate: 12, years: 10 });
    expect(result).toMatchObject({ invested: 1200000, total: 2323391, returns: 1123391 });
    expect(result.schedule).toHaveLength(10);
    expect(result.schedule[9]).toEqual({ year: 10, invested: 1200000, value: 2323391 });
  });
  it("gives one month by hand: ₹1,000 at 12% is ₹1,010 after a month", () => {
    expect(calculateSip({ monthly: 1000, rate: 12, years: 1 / 12 }).total).toBe(1010);
  });
  it("returns the plain sum invested at 0%, where the original divided by zero", () => {
    expect(calculateSip({ monthly: 5000, rate: 0, years: 2 })).toMatchObject({
      invested: 120000,
      total: 120000,
      returns: 0,
    });
  });
  it("is all zeros with no investment or no months", () => {
    expect(calculateSip({ monthly: 0, rate: 12, years: 10 })).toMatchObject({
      invested: 0,
      returns: 0,
      total: 0,
    });
    expect(calculateSip({ monthly: 1000, rate: 12, years: 0 })).toMatchObject({
      invested: 0,
      returns: 0,
      total: 0,
    });
  });
});

describe("compound interest", () => {
  it("uses the spec's defaults: ₹20,000 at 10% for 5 years, monthly", () => {
    const result = calculateCompoundInterest({
      principal: 20000,
      rate: 10,
      time: 5,
      unit: "years",
      frequency: 12,
    });
    expect(result).toMatchObject({ total: 32906.18, interest: 12906.18 });
    expect(result.schedule.map((row) => row.year)).toEqual([1, 2, 3, 4, 5]);
  });
  it("compounds annually by hand: ₹1,000 at 10% for 2 years is ₹1,210", () => {
    expect(
      calculateCompoundInterest({
        principal: 1000,
        rate: 10,
        time: 24,
        unit: "months",
        frequency: 1,
      }),
    ).toMatchObject({ total: 1210, interest: 210 });
  });
  it("falls back to yearly compounding when the frequency is unparsable", () => {
    expect(parseFrequency("abc")).toBe(1);
    expect(parseFrequency("")).toBe(1);
    expect(parseFrequency("4")).toBe(4);
  });
});

describe("SWP", () => {
  it("uses the spec's defaults: ₹10,00,000, ₹10,000 a month at 12% lasts the 10 years untouched", () => {
    // 1% a month on ₹10,00,000 is exactly the ₹10,000 withdrawn.
    expect(
      calculateSwp({ investment: 1000000, monthlyWithdrawal: 10000, rate: 12, years: 10 }),
    ).toMatchObject({
      totalWithdrawn: 1200000,
      finalValue: 1000000,
      monthsSustainable: 120,
      yearsSustainable: 10,
      exhausted: false,
    });
  });
  it("stops when the corpus runs out, withdrawing what is left, and warns", () => {
    const result = calculateSwp({
      investment: 100000,
      monthlyWithdrawal: 5000,
      rate: 12,
      years: 10,
    });
    expect(result).toMatchObject({
      finalValue: 0,
      monthsSustainable: 23,
      yearsSustainable: 1.9,
      exhausted: true,
      totalWithdrawn: 112135,
    });
    expect(result.schedule.at(-1)).toMatchObject({ year: 2, balance: 0 });
  });
  it("without returns, ₹60,000 at ₹10,000 a month lasts 6 months", () => {
    expect(
      calculateSwp({ investment: 60000, monthlyWithdrawal: 10000, rate: 0, years: 1 }),
    ).toMatchObject({
      totalWithdrawn: 60000,
      finalValue: 0,
      monthsSustainable: 6,
      exhausted: true,
    });
  });
});
