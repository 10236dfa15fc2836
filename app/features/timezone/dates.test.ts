import { describe, expect, it } from "vitest";
import { formatDate, localToday, parseDate, todayIn } from "./dates";

describe("parseDate", () => {
  it("reads DD-MMM-YY, a two-digit year meaning 20YY", () => {
    expect(parseDate("23-Nov-26")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseDate("01-Jan-00")).toEqual({ year: 2000, month: 1, day: 1 });
  });
  it("ignores the month's case, spaces around it, and a one-digit day", () => {
    expect(parseDate("23-nov-26")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseDate(" 23-NOV-26 ")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseDate("3-Nov-26")).toEqual({ year: 2026, month: 11, day: 3 });
    expect(parseDate("23 Nov 26")).toEqual({ year: 2026, month: 11, day: 23 });
  });
  it("reads a four-digit year and the old links' YYYY-MM-DD", () => {
    expect(parseDate("23-Nov-2026")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseDate("2026-11-23")).toEqual({ year: 2026, month: 11, day: 23 });
  });
  it("knows leap years", () => {
    expect(parseDate("29-Feb-28")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate("29-Feb-26")).toBeNull();
    expect(parseDate("29-Feb-2100")).toBeNull();
  });
  it.each([
    "31-Feb-26",
    "31-Apr-26",
    "00-Jan-26",
    "32-Jan-26",
    "23-Foo-26",
    "23-11-26",
    "2026-13-01",
    "23-Nov-026",
    "banana",
    "",
  ])("refuses %j", (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe("formatDate", () => {
  it("writes DD-MMM-YY", () => {
    expect(formatDate({ year: 2026, month: 11, day: 23 })).toBe("23-Nov-26");
    expect(formatDate({ year: 2026, month: 1, day: 5 })).toBe("05-Jan-26");
  });
  it("keeps four digits for a year outside 2000-2099, so that it reads back as the same date", () => {
    expect(formatDate({ year: 1999, month: 12, day: 31 })).toBe("31-Dec-1999");
    expect(parseDate(formatDate({ year: 1999, month: 12, day: 31 }))).toEqual({
      year: 1999,
      month: 12,
      day: 31,
    });
  });
});

describe("today", () => {
  it("is the date in the zone, as DD-MMM-YY", () => {
    expect(todayIn("Asia/Kolkata", new Date("2026-01-14T20:00:00Z"))).toBe("15-Jan-26");
    expect(todayIn("America/New_York", new Date("2026-01-15T02:00:00Z"))).toBe("14-Jan-26");
  });
  it("is the local calendar date in the browser", () => {
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe("23-Nov-26");
  });
});
