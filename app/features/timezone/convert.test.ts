import { describe, expect, it } from "vitest";
import { conversionError, convertTime, zonedToInstant } from "./convert";

describe("convertTime", () => {
  it("follows US daylight saving: 09:00 IST on 15 Jul 2026 is 11:30 PM the day before in New York", () => {
    expect(
      convertTime({
        from: "Asia/Kolkata",
        to: "America/New_York",
        date: "15-Jul-26",
        time: "09:00",
      }),
    ).toEqual({ ok: true, text: "11:30 PM, 14-Jul-26" });
  });
  it("and in winter: 09:00 IST on 15 Jan 2026 is 10:30 PM the day before", () => {
    expect(
      convertTime({
        from: "Asia/Kolkata",
        to: "America/New_York",
        date: "15-Jan-26",
        time: "09:00",
      }),
    ).toEqual({ ok: true, text: "10:30 PM, 14-Jan-26" });
  });
  it("converts from a US zone to India and to UTC", () => {
    expect(
      convertTime({
        from: "America/Los_Angeles",
        to: "Asia/Kolkata",
        date: "02-Mar-26",
        time: "17:15",
      }),
    ).toEqual({ ok: true, text: "6:45 AM, 03-Mar-26" });
    expect(
      convertTime({ from: "America/Chicago", to: "UTC", date: "01-Jul-26", time: "00:00" }),
    ).toEqual({ ok: true, text: "5:00 AM, 01-Jul-26" });
  });
  it("converts the audience's other common zones: Denver, Phoenix, Anchorage, Honolulu, Manila", () => {
    // 23 Nov 2026 is after the US clocks go back: Denver is UTC-7, like Phoenix all year.
    const at = { from: "America/Denver", date: "23-Nov-26", time: "09:00" };
    expect(convertTime({ ...at, to: "America/Phoenix" })).toEqual({
      ok: true,
      text: "9:00 AM, 23-Nov-26",
    });
    expect(convertTime({ ...at, to: "America/Anchorage" })).toEqual({
      ok: true,
      text: "7:00 AM, 23-Nov-26",
    });
    expect(convertTime({ ...at, to: "Pacific/Honolulu" })).toEqual({
      ok: true,
      text: "6:00 AM, 23-Nov-26",
    });
    expect(convertTime({ ...at, to: "Asia/Manila" })).toEqual({
      ok: true,
      text: "12:00 AM, 24-Nov-26",
    });
  });
  it("reads the old YYYY-MM-DD dates of older shared links", () => {
    expect(
      convertTime({
        from: "Asia/Kolkata",
        to: "America/New_York",
        date: "2026-07-15",
        time: "09:00",
      }),
    ).toEqual({ ok: true, text: "11:30 PM, 14-Jul-26" });
  });
  it("handles the morning US clocks spring forward", () => {
    // 8 Mar 2026, 03:30 in New York is already daylight time (UTC-4): 07:30 UTC.
    expect(
      convertTime({ from: "America/New_York", to: "UTC", date: "08-Mar-26", time: "03:30" }),
    ).toEqual({ ok: true, text: "7:30 AM, 08-Mar-26" });
  });
  it.each([
    { from: "Mars/Olympus", to: "UTC", date: "01-Jan-26", time: "09:00" },
    { from: "UTC", to: "Nowhere/City", date: "01-Jan-26", time: "09:00" },
    { from: "UTC", to: "UTC", date: "30-Feb-26", time: "09:00" },
    { from: "UTC", to: "UTC", date: "31-Feb-26", time: "09:00" },
    { from: "UTC", to: "UTC", date: "2026-02-30", time: "09:00" },
    { from: "UTC", to: "UTC", date: "15-01-2026", time: "09:00" },
    { from: "UTC", to: "UTC", date: "banana", time: "09:00" },
    { from: "UTC", to: "UTC", date: "01-Jan-26", time: "24:00" },
    { from: "UTC", to: "UTC", date: "", time: "" },
  ])("gives the spec's error text for %j", (input) => {
    expect(convertTime(input)).toEqual({ ok: false, error: conversionError });
  });
});

describe("zonedToInstant", () => {
  it("reads a wall-clock time in a zone as an instant", () => {
    expect(zonedToInstant("15-Jan-26", "09:00", "Asia/Kolkata")).toBe(Date.UTC(2026, 0, 15, 3, 30));
  });
  it("reads a four-digit year as it is, not as 19YY", () => {
    expect(zonedToInstant("15-Jan-2026", "09:00", "UTC")).toBe(Date.UTC(2026, 0, 15, 9, 0));
  });
});
