import { describe, expect, it } from "vitest";
import { amountInWords, formatRupees, roundTo, toNumber, toYears } from "./numbers";

describe("toNumber", () => {
  it.each([
    ["10000", 10000],
    [" 12.5 ", 12.5],
    ["1,00,000", 100000],
    ["", 0],
    ["abc", 0],
    [null, 0],
    ["Infinity", 0],
  ])("reads %j as %d", (text, value) => expect(toNumber(text)).toBe(value));
});

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(259615)).toBe("₹2,59,615");
    expect(formatRupees(12345678.9, 2)).toBe("₹1,23,45,678.90");
    expect(formatRupees(0)).toBe("₹0");
  });
});

describe("amountInWords", () => {
  it.each([
    [259615, "2 lakh 59 thousand 615 rupees"],
    [105000, "1 lakh 5 thousand rupees"],
    [2000000, "20 lakh rupees"],
    [23232391, "2 crore 32 lakh 32 thousand 391 rupees"],
    [1000.5, "1 thousand rupees and 50 paise"],
    [1, "1 rupee"],
    [0, "0 rupees"],
    [1.01, "1 rupee and 1 paisa"],
    [2.02, "2 rupees and 2 paise"],
    [1001, "1 thousand 1 rupees"],
    [0.01, "1 paisa"],
    [0.5, "50 paise"],
    [-1.01, "minus 1 rupee and 1 paisa"],
  ])("says %d as %s", (value, words) => expect(amountInWords(value)).toBe(words));
});

describe("roundTo and toYears", () => {
  it("rounds half away from zero", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(259615.38, 0)).toBe(259615);
  });
  it("converts months and days to years", () => {
    expect(toYears(18, "months")).toBe(1.5);
    expect(toYears(73, "days")).toBe(0.2);
    expect(toYears(2, "years")).toBe(2);
  });
});
