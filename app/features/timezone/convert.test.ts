import { describe, expect, it } from "vitest";
import {
  conversionError,
  convertTime,
  otherZones,
  primaryZones,
  todayIn,
  zonedToInstant,
} from "./convert";

describe("convertTime", () => {
  it("follows US daylight saving: 09:00 IST on 15 Jul 2026 is 11:30 PM the day before in New York", () => {
    expect(
      convertTime({
        from: "Asia/Kolkata",
        to: "America/New_York",
        date: "2026-07-15",
        time: "09:00",
      }),
    ).toEqual({ ok: true, text: "11:30 PM, 14-Jul-26" });
  });
  it("and in winter: 09:00 IST on 15 Jan 2026 is 10:30 PM the day before", () => {
    expect(
      convertTime({
        from: "Asia/Kolkata",
        to: "America/New_York",
        date: "2026-01-15",
        time: "09:00",
      }),
    ).toEqual({ ok: true, text: "10:30 PM, 14-Jan-26" });
  });
  it("converts from a US zone to India and to UTC", () => {
    expect(
      convertTime({
        from: "America/Los_Angeles",
        to: "Asia/Kolkata",
        date: "2026-03-02",
        time: "17:15",
      }),
    ).toEqual({ ok: true, text: "6:45 AM, 03-Mar-26" });
    expect(
      convertTime({ from: "America/Chicago", to: "UTC", date: "2026-07-01", time: "00:00" }),
    ).toEqual({ ok: true, text: "5:00 AM, 01-Jul-26" });
  });
  it("handles the morning US clocks spring forward", () => {
    // 8 Mar 2026, 03:30 in New York is already daylight time (UTC-4): 07:30 UTC.
    expect(
      convertTime({ from: "America/New_York", to: "UTC", date: "2026-03-08", time: "03:30" }),
    ).toEqual({ ok: true, text: "7:30 AM, 08-Mar-26" });
  });
  it.each([
    { from: "Mars/Olympus", to: "UTC", date: "2026-01-01", time: "09:00" },
    { from: "UTC", to: "Nowhere/City", date: "2026-01-01", time: "09:00" },
    { from: "UTC", to: "UTC", date: "2026-02-30", time: "09:00" },
    { from: "UTC", to: "UTC", date: "15-01-2026", time: "09:00" },
    { from: "UTC", to: "UTC", date: "2026-01-01", time: "24:00" },
    { from: "UTC", to: "UTC", date: "", time: "" },
  ])("gives the spec's error text for %j", (input) => {
    expect(convertTime(input)).toEqual({ ok: false, error: conversionError });
  });
});

describe("zones", () => {
  it("offers the spec's five first, then every other IANA zone once", () => {
    expect(primaryZones.map((zone) => zone.value)).toEqual([
      "Asia/Kolkata",
      "UTC",
      "America/New_York",
      "America/Chicago",
      "America/Los_Angeles",
    ]);
    const others = otherZones();
    expect(others.length).toBeGreaterThan(300);
    expect(others).toContain("Europe/London");
    expect(others).not.toContain("Asia/Kolkata");
  });
  it("knows today's date in a zone", () => {
    expect(todayIn("Asia/Kolkata", new Date("2026-01-14T20:00:00Z"))).toBe("2026-01-15");
    expect(todayIn("America/New_York", new Date("2026-01-15T02:00:00Z"))).toBe("2026-01-14");
  });
  it("reads a wall-clock time in a zone as an instant", () => {
    expect(zonedToInstant("2026-01-15", "09:00", "Asia/Kolkata")).toBe(
      Date.UTC(2026, 0, 15, 3, 30),
    );
  });
});
