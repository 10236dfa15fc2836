import { describe, expect, it } from "vitest";
import { currentZoneName } from "./legacy-zones.server";
import { resolveZone } from "./resolve";

describe("resolveZone (what a visitor typed into a zone field)", () => {
  it.each([
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["  asia/KOLKATA ", "Asia/Kolkata"],
    ["America/New York", "America/New_York"],
    ["Chicago", "America/Chicago"],
    ["chicago", "America/Chicago"],
    ["Kolkata", "Asia/Kolkata"],
    ["new york", "America/New_York"],
    ["New_York", "America/New_York"],
    ["Buenos Aires", "America/Argentina/Buenos_Aires"],
    ["Argentina/Buenos Aires", "America/Argentina/Buenos_Aires"],
    ["Indianapolis", "America/Indiana/Indianapolis"],
    ["UTC", "UTC"],
  ])("reads a zone or its city, %j, as %s", (text, zone) => {
    expect(resolveZone(text)).toBe(zone);
  });
  it.each([
    ["IST", "Asia/Kolkata"],
    ["Pacific", "America/Los_Angeles"],
    ["eastern", "America/New_York"],
    ["Central", "America/Chicago"],
    ["Arizona", "America/Phoenix"],
    ["Hawaii", "Pacific/Honolulu"],
    ["Central (America/Chicago)", "America/Chicago"],
    ["Central (America/Chicago), UTC-06:00", "America/Chicago"],
    ["IST (Asia/Kolkata), UTC+05:30", "Asia/Kolkata"],
    // A US recruiter's abbreviation means the region's clock, daylight saving time included.
    ["EST", "America/New_York"],
    ["pt", "America/Los_Angeles"],
    ["CDT", "America/Chicago"],
    ["Argentina/Buenos Aires, UTC-03:00", "America/Argentina/Buenos_Aires"],
  ])("reads an option's label, %j, as %s", (text, zone) => {
    expect(resolveZone(text)).toBe(zone);
  });
  it.each(["", "   ", "Atlantis", "Mars/Olympus", "Asia", "constructor", "Chicagoo", "Calcutta"])(
    "reads %j as no zone (legacy names are the server's)",
    (text) => {
      expect(resolveZone(text)).toBeUndefined();
    },
  );
});

describe("currentZoneName (on the server: what resolveZone reads, and legacy names)", () => {
  it.each([
    ["Chicago", "America/Chicago"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Calcutta", "Asia/Kolkata"],
    ["saigon", "Asia/Ho_Chi_Minh"],
    ["Kiev", "Europe/Kyiv"],
    ["US/Eastern", "America/New_York"],
    // A label wins over a legacy city: Canada/Pacific is Vancouver, "Pacific" the US zone.
    ["Pacific", "America/Los_Angeles"],
  ])("reads %j as %s", (text, zone) => {
    expect(currentZoneName(text)).toBe(zone);
  });
  it("reads a city two legacy names share for different zones as neither", () => {
    // Australia/West is Perth, Brazil/West is Manaus.
    expect(currentZoneName("West")).toBeUndefined();
    expect(currentZoneName("Australia/West")).toBe("Australia/Perth");
  });
});
