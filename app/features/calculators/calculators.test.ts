import { describe, expect, it } from "vitest";
import { gratuityContent } from "~/content/calculators/gratuity";
import { sipContent } from "~/content/calculators/sip";
import { swpContent } from "~/content/calculators/swp";
import { formatRupees } from "~/lib/numbers";
import {
  calculateCompoundInterest,
  compoundInterestQuery,
  parseFrequency,
  validateCompoundInterest,
} from "./compound-interest";
import {
  calculateGratuity,
  fixedTermMinimumMessage,
  type GratuityInput,
  gratuityQuery,
  gratuityWages,
  journalistMinimumMessage,
  minimumYearsMessage,
  nothingToCountMessage,
  validateGratuity,
} from "./gratuity";
import { wageSteps } from "./gratuity-form";
import {
  maxAnnualRate,
  maxExtraMonths,
  maxInflation,
  maxServiceYears,
  maxStepUp,
  maxYears,
  refuse,
  type FieldErrors,
} from "./limits";
import {
  calculateSimpleInterest,
  simpleInterestQuery,
  validateSimpleInterest,
} from "./simple-interest";
import { calculateSip, sipQuery, validateSip } from "./sip";
import { calculateSwp, swpQuery, validateSwp } from "./swp";

describe("gratuity", () => {
  const base: GratuityInput = {
    salary: 30000,
    counting: 0,
    excluded: 0,
    years: 15,
    months: 0,
    covered: true,
    employment: "permanent",
    deathOrDisablement: false,
  };
  const gratuity = (input: Partial<GratuityInput>) => calculateGratuity({ ...base, ...input });
  const amountOf = (input: Partial<GratuityInput>) => {
    const result = gratuity(input);
    return result.eligible ? result.payable : result.message;
  };
  /** The page's worked example that mentions `words`: there must be exactly one. */
  const exampleOnPage = (words: string) => {
    const found = (gratuityContent.example.list ?? []).filter((line) => line.includes(words));
    expect(found).toHaveLength(1);
    return found[0] ?? "";
  };

  describe("the worked examples on the page (s.2(88): wages), each quoted by the page", () => {
    it("15 years, ₹30,000 basic + DA and a ₹50,000 special allowance, which counts: ₹6,92,308", () => {
      const result = gratuity({ counting: 50000 });
      expect(result).toMatchObject({
        wage: { kind: "code", total: 80000, half: 40000, excess: 0, wages: 80000 },
        amount: 692308,
      });
      const example = exampleOnPage("₹50,000 special allowance");
      expect(example).toContain("the wages are ₹80,000");
      expect(example).toContain(`that is ${formatRupees(692308)}`);
    });
    it("15 years, ₹30,000 and ₹50,000 of excluded payments: the ₹10,000 over half is added, ₹3,46,154", () => {
      expect(gratuity({ excluded: 50000 })).toMatchObject({
        wage: { kind: "code", total: 80000, half: 40000, excess: 10000, wages: 40000 },
        amount: 346154,
      });
      const example = exampleOnPage("₹50,000 of excluded payments");
      expect(example).toContain("exceed that by ₹10,000");
      expect(example).toContain("the wages are ₹30,000 + ₹10,000 = ₹40,000");
      expect(example).toContain(`that is ${formatRupees(346154)}`);
    });
    it("15 years, ₹30,000 + ₹10,000 counting + ₹40,000 excluded: exactly half, nothing added, ₹3,46,154", () => {
      expect(gratuity({ counting: 10000, excluded: 40000 })).toMatchObject({
        wage: { kind: "code", total: 80000, half: 40000, excess: 0, wages: 40000 },
        amount: 346154,
      });
      const example = exampleOnPage("₹40,000 of excluded payments");
      expect(example).toContain("exactly half of it, so nothing is added");
      expect(example).toContain("the wages are ₹30,000 + ₹10,000 = ₹40,000");
      expect(example).toContain(`again ${formatRupees(346154)}`);
    });
    it("the other examples: the spec's ₹2,59,615 and ₹1,05,000, fixed-term, the part-year rule", () => {
      for (const [input, amount, words] of [
        [{}, 259615, "no other allowances"],
        [{ employment: "fixed-term", years: 2 }, 34615, "Fixed-term employee, 2 years"],
        [{ covered: false, years: 7 }, 105000, "Employer not covered"],
        [{ salary: 40000, years: 6, months: 8 }, 161538, "Part-year rule"],
      ] as const) {
        expect(amountOf(input)).toBe(amount);
        expect(exampleOnPage(words)).toContain(formatRupees(amount));
      }
    });
  });

  it("shows each step of the wages in the result's breakdown", () => {
    expect(wageSteps(gratuityWages({ ...base, excluded: 50000 }))).toEqual([
      "Total pay: ₹30,000 basic + DA + ₹50,000 excluded payments = ₹80,000.",
      "Half of the total: ₹40,000.",
      "Excluded payments: ₹50,000, more than half by ₹10,000, so ₹10,000 is added to wages.",
      "Wages: ₹30,000 basic + DA + ₹10,000 added = ₹40,000.",
    ]);
    expect(wageSteps(gratuityWages({ ...base, counting: 10000, excluded: 40000 }))).toEqual([
      "Total pay: ₹30,000 basic + DA + ₹10,000 allowances that count + ₹40,000 excluded payments = ₹80,000.",
      "Half of the total: ₹40,000.",
      "Excluded payments: ₹40,000, not more than half, so nothing is added.",
      "Wages: ₹30,000 basic + DA + ₹10,000 allowances that count = ₹40,000.",
    ]);
  });

  it("uses the spec's defaults: 5 years at ₹10,000 is ₹28,846", () => {
    // 5 x 10,000 x 15 / 26 = 28,846.15
    expect(amountOf({ salary: 10000, years: 5 })).toBe(28846);
  });

  describe("the minimum service", () => {
    it("refuses a permanent employee under 5 years with the spec's message", () => {
      expect(gratuity({ years: 4, months: 11 })).toEqual({
        eligible: false,
        message: minimumYearsMessage,
      });
      expect(amountOf({ years: 4.99 })).toBe(minimumYearsMessage);
      // 5 x 30,000 x 15 / 26 = 86,538.46
      expect(amountOf({ years: 5 })).toBe(86538);
    });
    it("asks a working journalist for three years (s.53(1), proviso)", () => {
      expect(amountOf({ employment: "journalist", years: 2, months: 11 })).toBe(
        journalistMinimumMessage,
      );
      // 3 x 30,000 x 15 / 26 = 51,923.08
      expect(amountOf({ employment: "journalist", years: 3 })).toBe(51923);
      expect(amountOf({ employment: "journalist", years: 3, covered: false })).toBe(45000);
    });
    it("asks a fixed-term employee for one year, and counts pro rata from there", () => {
      expect(amountOf({ employment: "fixed-term", years: 0, months: 11 })).toBe(
        fixedTermMinimumMessage,
      );
      // 1 x 30,000 x 15 / 26 = 17,307.69
      expect(amountOf({ employment: "fixed-term", years: 1 })).toBe(17308);
      // 3 years 7 months counts as 4 years
      expect(amountOf({ employment: "fixed-term", years: 3, months: 7 })).toBe(69231);
    });
    it("waives the minimum when service ends by death or disablement", () => {
      expect(gratuity({ years: 2, months: 8, deathOrDisablement: true })).toMatchObject({
        countedYears: 3,
        amount: 51923,
        waived: true,
      });
      expect(gratuity({ years: 6, deathOrDisablement: true })).toMatchObject({ waived: false });
      expect(amountOf({ years: 0, months: 5, deathOrDisablement: true })).toBe(
        nothingToCountMessage,
      );
      expect(amountOf({ years: 0, months: 7, deathOrDisablement: true })).toBe(17308);
    });
  });

  describe("the six-month rule", () => {
    it("counts a last part-year of more than six months as a year, under the Code", () => {
      expect(gratuity({ salary: 26000, years: 10, months: 7 })).toMatchObject({
        countedYears: 11,
        amount: 165000,
      });
      expect(gratuity({ salary: 26000, years: 10, months: 6 })).toMatchObject({
        countedYears: 10,
        amount: 150000,
      });
    });
    it("reads years entered with a fraction the same way as years and months", () => {
      expect(gratuity({ years: 10.5 })).toMatchObject({ countedYears: 10 });
      expect(gratuity({ years: 10.51 })).toMatchObject({ countedYears: 11 });
      expect(gratuity({ years: 6.75 })).toEqual(gratuity({ years: 6, months: 9 }));
      expect(gratuity({ years: 6.4, months: 2 })).toMatchObject({ countedYears: 7 });
      // 5.1 x 12 is 61.199999... in floating point: still 5 completed years
      expect(gratuity({ years: 5.1 })).toMatchObject({ countedYears: 5, serviceMonths: 61 });
    });
    it("counts completed years only when the employer is not covered", () => {
      expect(gratuity({ salary: 26000, years: 10, months: 7, covered: false })).toMatchObject({
        countedYears: 10,
      });
    });
  });

  describe("wages", () => {
    it("counts basic + DA and the allowances that count in full, with no excluded payments", () => {
      expect(gratuityWages({ ...base, counting: 70000 })).toMatchObject({
        excess: 0,
        wages: 100000,
      });
      expect(gratuityWages(base)).toEqual({
        kind: "code",
        basic: 30000,
        counting: 0,
        excluded: 0,
        total: 30000,
        half: 15000,
        excess: 0,
        wages: 30000,
      });
    });
    it("adds the excess of the excluded payments over half of the total, and only that", () => {
      // total 1,00,000; excluded 70,000 exceed 50,000 by 20,000: wages are half the total
      expect(gratuityWages({ ...base, excluded: 70000 })).toMatchObject({
        total: 100000,
        excess: 20000,
        wages: 50000,
      });
      // excluded 30,000 of 60,000 is not more than half
      expect(gratuityWages({ ...base, excluded: 30000 })).toMatchObject({
        excess: 0,
        wages: 30000,
      });
      // one rupee over half is added
      expect(gratuityWages({ ...base, excluded: 30002 })).toMatchObject({
        excess: 1,
        wages: 30001,
      });
    });
    it("uses basic + DA alone for an employer the Code does not cover, and says what it left out", () => {
      expect(gratuityWages({ ...base, counting: 20000, excluded: 50000, covered: false })).toEqual({
        kind: "not-covered",
        wages: 30000,
        unused: 70000,
      });
      expect(
        gratuity({ covered: false, years: 7, counting: 20000, excluded: 50000 }),
      ).toMatchObject({ amount: 105000 });
      expect(wageSteps(gratuityWages({ ...base, counting: 20000, covered: false }))).toEqual([
        "Wages: ₹30,000, your basic pay + DA. The Code's definition of wages and its 50% test apply only to covered employers, so the ₹20,000 of allowances and excluded payments you entered is not used.",
      ]);
    });
    it("treats negative or non-numeric figures as 0", () => {
      expect(
        gratuityWages({ salary: -5, counting: Number.NaN, excluded: -1, covered: true }),
      ).toMatchObject({ total: 0, wages: 0 });
      expect(gratuity({ years: -3 })).toEqual({ eligible: false, message: minimumYearsMessage });
    });
  });

  it("caps what is payable at ₹20 lakh", () => {
    // 30 x 2,00,000 x 15 / 26 = 34,61,538
    expect(gratuity({ salary: 200000, years: 30 })).toMatchObject({
      amount: 3461538,
      payable: 2000000,
      capped: true,
    });
  });

  it("reads its inputs from the page's URL", () => {
    const page = "https://example.test/gratuity-calculator";
    expect(
      gratuityQuery(new URL(`${page}?salary=30000&counting=50000&years=15&employment=permanent`))
        .result,
    ).toMatchObject({ amount: 692308 });
    expect(
      gratuityQuery(new URL(`${page}?salary=30000&counting=10000&excluded=40000&years=15`)).result,
    ).toMatchObject({ amount: 346154 });
    expect(
      gratuityQuery(new URL(`${page}?salary=30000&years=2&employment=fixed-term`)).result,
    ).toMatchObject({ amount: 34615 });
    expect(
      gratuityQuery(new URL(`${page}?salary=30000&years=3&employment=journalist`)).result,
    ).toMatchObject({ amount: 51923 });
    expect(
      gratuityQuery(new URL(`${page}?salary=30000&years=3&ended=death-or-disablement`)).result,
    ).toMatchObject({ amount: 51923, waived: true });
    expect(gratuityQuery(new URL(page)).result).toBeNull();
  });

  it("opens an old share link with its allowances read as excluded payments", () => {
    // The page's link before the wage fields were split: "allowances" then meant HRA and the like.
    const old = gratuityQuery(
      new URL(
        "https://example.test/gratuity-calculator?salary=30000&allowances=50000&years=15&months=0&covered=yes&employment=permanent",
      ),
    );
    expect(old.values).toMatchObject({ counting: "", excluded: "50000" });
    expect(old.result).toMatchObject({ wage: { excess: 10000, wages: 40000 }, amount: 346154 });
    // A new link's own field wins over a leftover old one.
    const both = gratuityQuery(
      new URL(
        "https://example.test/gratuity-calculator?salary=30000&excluded=0&allowances=50000&years=15",
      ),
    );
    expect(both.result).toMatchObject({ amount: 259615 });
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
  describe("a yearly step-up", () => {
    it("by hand: ₹1,000 a month at 12% for 18 months, 10% more from the second year", () => {
      // Year 1: 1,000 x ((1.01^12 - 1) / 0.01) x 1.01 = 12,809.33, grown 6 months (x 1.01^6) is
      // 13,597.36; then 6 instalments of ₹1,100: 1,100 x ((1.01^6 - 1) / 0.01) x 1.01 = 6,834.89.
      expect(calculateSip({ monthly: 1000, rate: 12, years: 1.5, stepUp: 10 })).toMatchObject({
        invested: 18600,
        total: 20432,
        returns: 1832,
      });
    });
    it("₹10,000 a month at 12% for 10 years, 10% a year more: ₹33,74,326 (month-by-month sum)", () => {
      const result = calculateSip({ monthly: 10000, rate: 12, years: 10, stepUp: 10 });
      // 10,000 x (1.1^10 - 1) / 0.1 x 12 = 19,12,490.95 invested.
      expect(result).toMatchObject({ invested: 1912491, total: 3374326, returns: 1461835 });
      expect(result.schedule.slice(0, 3)).toEqual([
        { year: 1, invested: 120000, value: 128093 },
        { year: 2, invested: 252000, value: 285241 },
        { year: 3, invested: 397200, value: 476410 },
      ]);
      expect(result.schedule.at(-1)).toMatchObject({ year: 10, value: 3374326 });
    });
    it("with no return, is the sum of the stepped instalments", () => {
      // 5,000 x 12 + 5,500 x 12 = 1,26,000.
      expect(calculateSip({ monthly: 5000, rate: 0, years: 2, stepUp: 10 })).toMatchObject({
        invested: 126000,
        total: 126000,
      });
    });
    it("where the step-up equals the yearly growth, (1 + r)^12 = 1 + s, still gives the sum", () => {
      // r = 0 and s = 0 are the trivial case of q = g; the general one is s = (1 + r)^12 - 1.
      const s = (1.01 ** 12 - 1) * 100;
      const result = calculateSip({ monthly: 1000, rate: 12, years: 2, stepUp: s });
      // Year 1 grown a year, plus year 2 at 1,000 x 1.01^12: both 12,809.33 x 1.126825.
      expect(result.total).toBe(Math.round(2 * 12809.328 * 1.01 ** 12));
    });
  });
  it("shows today's money at the inflation rate given", () => {
    // ₹23,23,391 / 1.06^10 = ₹12,97,369; with the 10% step-up, ₹33,74,326 / 1.06^10 = ₹18,84,206.
    const plain = calculateSip({ monthly: 10000, rate: 12, years: 10, inflation: 6 });
    expect(plain.real).toBe(1297369);
    expect(plain.schedule[0]?.real).toBe(Math.round(128093.28 / 1.06));
    expect(
      calculateSip({ monthly: 10000, rate: 12, years: 10, stepUp: 10, inflation: 6 }).real,
    ).toBe(1884206);
    expect(calculateSip({ monthly: 10000, rate: 12, years: 10 }).real).toBeNull();
  });
  it("quotes the calculator's own figures in the page's step-up and today's-money section", () => {
    const section = JSON.stringify(
      sipContent.sections.find((item) => item.heading === "Step-up and Today's Money"),
    );
    const stepped = calculateSip({ monthly: 10000, rate: 12, years: 10, stepUp: 10, inflation: 6 });
    const plain = calculateSip({ monthly: 10000, rate: 12, years: 10, inflation: 6 });
    for (const amount of [stepped.invested, stepped.total, stepped.real, plain.total, plain.real])
      expect(section).toContain(formatRupees(amount ?? -1));
  });
  it("reads the step-up and inflation from the URL, both optional", () => {
    const url = (query: string) => new URL(`https://example.test/sip-calculator?${query}`);
    expect(sipQuery(url("monthly=10000&rate=12&years=10")).result?.total).toBe(2323391);
    expect(
      sipQuery(url("monthly=10000&rate=12&years=10&stepup=10&inflation=6")).result,
    ).toMatchObject({ total: 3374326, real: 1884206 });
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
  it("shows today's money at the inflation rate given", () => {
    // The defaults at 6%: the ₹10,00,000 left after 10 years is ₹5,58,395 today
    // (10,00,000 / 1.06^10), and the 120 withdrawals, each divided by 1.06^(month / 12), ₹9,07,243.
    const result = calculateSwp({
      investment: 1000000,
      monthlyWithdrawal: 10000,
      rate: 12,
      years: 10,
      inflation: 6,
    });
    expect(result).toMatchObject({ realFinal: 558395, realWithdrawn: 907243 });
    expect(result.schedule.at(-1)).toEqual({
      year: 10,
      withdrawn: 1200000,
      balance: 1000000,
      realBalance: 558395,
    });
    // By hand, no return: ₹1,20,000 left after a year at 10% inflation is 1,20,000 / 1.1.
    expect(
      calculateSwp({
        investment: 240000,
        monthlyWithdrawal: 10000,
        rate: 0,
        years: 1,
        inflation: 10,
      }),
    ).toMatchObject({ finalValue: 120000, realFinal: 109091, realWithdrawn: 114005 });
    const section = JSON.stringify(
      swpContent.sections.find((item) => item.heading === "Your Withdrawals in Today's Money"),
    );
    for (const amount of [result.realFinal, result.realWithdrawn, result.totalWithdrawn])
      expect(section).toContain(formatRupees(amount ?? -1));
    expect(
      swpQuery(
        new URL(
          "https://example.test/swp-calculator?investment=1000000&withdrawal=10000&rate=12&years=10",
        ),
      ).result?.realFinal,
    ).toBeNull();
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

describe("what the calculators refuse (issue 28, item 8)", () => {
  it("refuses a value below 0 or above the limit, and accepts both ends", () => {
    expect(refuse("-0.01", "Monthly investment")).toBe("Monthly investment cannot be negative");
    expect(refuse("0", "Monthly investment")).toBeUndefined();
    expect(refuse("50", "Rate", 50, "%")).toBeUndefined();
    expect(refuse("50.01", "Rate", 50, "%")).toBe("Rate cannot be more than 50%");
    expect(refuse("36501", "Time period", 36500, " days")).toBe(
      "Time period cannot be more than 36,500 days",
    );
    // The spec's rule stays: text that is no number counts as 0.
    expect(refuse("abc", "Monthly investment", 10)).toBeUndefined();
    expect(refuse("", "Monthly investment", 10)).toBeUndefined();
  });

  /**
   * Each field of each calculator at its bounds: the lowest and highest values accepted, and the
   * values just beyond them refused with the field's own message.
   */
  const cases: {
    calculator: string;
    /** Each validator takes its own form's values: the cases give them. */
    validate: (values: never) => FieldErrors;
    valid: Record<string, string>;
    fields: [field: string, max: number | null, below: string, above: string | null][];
  }[] = [
    {
      calculator: "SIP",
      validate: validateSip,
      valid: { monthly: "10000", rate: "12", years: "10", stepup: "", inflation: "" },
      fields: [
        ["monthly", null, "Monthly investment cannot be negative", null],
        [
          "rate",
          maxAnnualRate,
          "Expected return rate cannot be negative",
          "Expected return rate cannot be more than 50%",
        ],
        [
          "years",
          maxYears,
          "Investment period cannot be negative",
          "Investment period cannot be more than 100 years",
        ],
        [
          "stepup",
          maxStepUp,
          "Yearly step-up cannot be negative",
          "Yearly step-up cannot be more than 50%",
        ],
        [
          "inflation",
          maxInflation,
          "Inflation cannot be negative",
          "Inflation cannot be more than 30%",
        ],
      ],
    },
    {
      calculator: "SWP",
      validate: validateSwp,
      valid: { investment: "1000000", withdrawal: "10000", rate: "12", years: "10", inflation: "" },
      fields: [
        ["investment", null, "Total investment cannot be negative", null],
        ["withdrawal", null, "Monthly withdrawal cannot be negative", null],
        [
          "rate",
          maxAnnualRate,
          "Expected annual return cannot be negative",
          "Expected annual return cannot be more than 50%",
        ],
        [
          "years",
          maxYears,
          "Time period cannot be negative",
          "Time period cannot be more than 100 years",
        ],
        [
          "inflation",
          maxInflation,
          "Inflation cannot be negative",
          "Inflation cannot be more than 30%",
        ],
      ],
    },
    ...[
      ["simple interest", validateSimpleInterest],
      ["compound interest", validateCompoundInterest],
    ].map(([calculator, validate]) => ({
      calculator: calculator as string,
      validate: validate as typeof validateSimpleInterest,
      valid: { principal: "10000", rate: "10", time: "1", unit: "years" },
      fields: [
        ["principal", null, "Principal amount cannot be negative", null],
        [
          "rate",
          maxAnnualRate,
          "Rate of interest cannot be negative",
          "Rate of interest cannot be more than 50%",
        ],
        [
          "time",
          maxYears,
          "Time period cannot be negative",
          "Time period cannot be more than 100 years",
        ],
      ] as [string, number | null, string, string | null][],
    })),
    {
      calculator: "gratuity",
      validate: validateGratuity,
      valid: { salary: "30000", counting: "", excluded: "", years: "15", months: "0" },
      fields: [
        ["salary", null, "Monthly basic + DA cannot be negative", null],
        ["counting", null, "Allowances that count as wages cannot be negative", null],
        ["excluded", null, "Excluded payments cannot be negative", null],
        [
          "years",
          maxServiceYears,
          "Years of service cannot be negative",
          "Years of service cannot be more than 60 years",
        ],
        [
          "months",
          maxExtraMonths,
          "Additional months cannot be negative",
          "Additional months cannot be more than 11 months",
        ],
      ],
    },
  ];
  for (const { calculator, validate: typed, valid, fields } of cases) {
    const validate = typed as (values: Record<string, string>) => FieldErrors;
    describe(calculator, () => {
      it("accepts the page's defaults", () => {
        expect(validate(valid)).toEqual({});
      });
      for (const [field, max, below, above] of fields) {
        it(`${field}: from 0${max === null ? "" : ` to ${max}`}`, () => {
          const check = (value: string) => validate({ ...valid, [field]: value });
          expect(check("0")).toEqual({});
          expect(check("-1")).toEqual({ [field]: below });
          expect(check("-0.5")).toEqual({ [field]: below });
          if (max === null) {
            expect(check("1e12")).toEqual({});
          } else {
            expect(check(String(max))).toEqual({});
            expect(check(String(max + 0.1))).toEqual({ [field]: above });
          }
        });
      }
    });
  }

  it("bounds the period in the unit chosen: 100 years, 1,200 months or 36,500 days", () => {
    const time = (value: string, unit: string) =>
      validateSimpleInterest({ principal: "1000", rate: "10", time: value, unit }).time;
    expect(time("1200", "months")).toBeUndefined();
    expect(time("1201", "months")).toBe("Time period cannot be more than 1,200 months");
    expect(time("36500", "days")).toBeUndefined();
    expect(time("36501", "days")).toBe("Time period cannot be more than 36,500 days");
  });

  it("gives no result for a link with a refused value, only the messages, on every calculator", () => {
    const url = (path: string, query: string) => new URL(`https://example.test/${path}?${query}`);
    // The issue's link: a monthly SIP of -50 showed "₹-2,83,670 (minus 2 lakh…)".
    expect(sipQuery(url("sip-calculator", "monthly=-50&rate=12&years=10"))).toMatchObject({
      calculated: true,
      errors: { monthly: "Monthly investment cannot be negative" },
      result: null,
    });
    // A negative salary gave wages in the gratuity result.
    expect(gratuityQuery(url("gratuity-calculator", "salary=-30000&years=15"))).toMatchObject({
      errors: { salary: "Monthly basic + DA cannot be negative" },
      result: null,
    });
    expect(
      simpleInterestQuery(url("simple-interest-calculator", "principal=1000&rate=51&time=1")),
    ).toMatchObject({ errors: { rate: "Rate of interest cannot be more than 50%" }, result: null });
    expect(
      compoundInterestQuery(url("compound-interest-calculator", "principal=1000&rate=5&time=-2")),
    ).toMatchObject({ errors: { time: "Time period cannot be negative" }, result: null });
    expect(
      swpQuery(url("swp-calculator", "investment=100000&withdrawal=-5&rate=8&years=5")),
    ).toMatchObject({
      errors: { withdrawal: "Monthly withdrawal cannot be negative" },
      result: null,
    });
    // An old gratuity link's allowances are checked as the excluded payments they now are.
    expect(
      gratuityQuery(url("gratuity-calculator", "salary=30000&allowances=-1&years=15")).errors,
    ).toEqual({ excluded: "Excluded payments cannot be negative" });
    // Before the form is sent, nothing is checked and nothing is calculated.
    expect(sipQuery(new URL("https://example.test/sip-calculator"))).toMatchObject({
      calculated: false,
      errors: {},
      result: null,
    });
  });
});
