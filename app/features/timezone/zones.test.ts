import { describe, expect, it } from "vitest";
import { currentZoneName, withCurrentZoneNames } from "./legacy-zones.server";
import {
  allZones,
  canonicalZone,
  commonZones,
  formatOffset,
  offsetAt,
  offsetsAt,
  optionText,
  regionGroups,
} from "./zones";

describe("the zone list", () => {
  it("offers the spec's five first, then the audience's other common zones", () => {
    expect(commonZones.map((zone) => zone.value)).toEqual([
      "Asia/Kolkata",
      "UTC",
      "America/New_York",
      "America/Chicago",
      "America/Los_Angeles",
      "America/Denver",
      "America/Phoenix",
      "America/Anchorage",
      "Pacific/Honolulu",
      "Europe/London",
      "Asia/Dubai",
      "Asia/Manila",
      "Asia/Singapore",
    ]);
    expect(commonZones.slice(0, 5).map((zone) => zone.label)).toEqual([
      "IST (Asia/Kolkata)",
      "UTC",
      "Eastern (America/New_York)",
      "Central (America/Chicago)",
      "Pacific (America/Los_Angeles)",
    ]);
  });
  it("then every other zone once, grouped by region", () => {
    expect(regionGroups.map((group) => group.region)).toEqual([
      "Africa",
      "America",
      "Antarctica",
      "Arctic",
      "Asia",
      "Atlantic",
      "Australia",
      "Europe",
      "Indian",
      "Pacific",
    ]);
    const offered = [
      ...commonZones.map((zone) => zone.value),
      ...regionGroups.flatMap((group) => group.zones.map((zone) => zone.value)),
    ];
    expect(offered.length).toBe(allZones.length);
    expect([...offered].sort()).toEqual([...allZones].sort());
    for (const { region, zones } of regionGroups)
      for (const zone of zones) expect(zone.value.startsWith(`${region}/`)).toBe(true);
  });
  it("names each option by its place under the region", () => {
    const america = regionGroups.find((group) => group.region === "America")?.zones ?? [];
    expect(america).toContainEqual({
      value: "America/Argentina/Buenos_Aires",
      label: "Argentina/Buenos Aires",
    });
  });
  it("has every zone Node's Intl lists, under its current name", () => {
    for (const zone of Intl.supportedValuesOf("timeZone"))
      expect(allZones, zone).toContain(currentZoneName(zone));
    for (const legacy of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "US/Eastern"])
      expect(allZones).not.toContain(legacy);
  });
});

describe("canonicalZone (in the browser and on the server)", () => {
  it.each([
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["asia/kolkata", "Asia/Kolkata"],
    ["UTC", "UTC"],
  ])("reads %s as %s", (name, zone) => {
    expect(canonicalZone(name)).toBe(zone);
  });
  it.each(["Mars/Olympus", "", "constructor", "Asia", "Asia/Calcutta", "US/Eastern"])(
    "knows no zone %j in its list",
    (name) => {
      expect(canonicalZone(name)).toBeUndefined();
    },
  );
});

describe("currentZoneName (on the server, for older links)", () => {
  it.each([
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["asia/kolkata", "Asia/Kolkata"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Europe/Kiev", "Europe/Kyiv"],
    ["Asia/Saigon", "Asia/Ho_Chi_Minh"],
    ["US/Eastern", "America/New_York"],
    ["UTC", "UTC"],
    ["Etc/UTC", "UTC"],
    ["GMT", "UTC"],
  ])("reads %s as %s", (name, zone) => {
    expect(currentZoneName(name)).toBe(zone);
  });
  it.each(["Mars/Olympus", "", "constructor", "Asia"])("knows no zone %j", (name) => {
    expect(currentZoneName(name)).toBeUndefined();
  });
  it("rewrites a link's legacy zones and leaves the rest of it as it was", () => {
    const link = new URL("https://example.test/t?from=Asia/Calcutta&to=Mars/Olympus&time=09:00");
    expect(withCurrentZoneNames(link).search).toBe(
      "?from=Asia%2FKolkata&to=Mars%2FOlympus&time=09%3A00",
    );
    expect(link.search).toBe("?from=Asia/Calcutta&to=Mars/Olympus&time=09:00");
  });
});

describe("offsets", () => {
  const offsetIn = (offsets: readonly number[], zone: string) => offsets[allZones.indexOf(zone)];
  it("are each zone's minutes ahead of UTC at the instant, daylight saving included", () => {
    const july = offsetsAt(Date.UTC(2026, 6, 15, 12));
    const january = offsetsAt(Date.UTC(2026, 0, 15, 12));
    expect(july.length).toBe(allZones.length);
    expect(offsetIn(july, "UTC")).toBe(0);
    expect(offsetIn(july, "Asia/Kolkata")).toBe(330);
    expect(offsetIn(july, "Asia/Kathmandu")).toBe(345);
    expect(offsetIn(july, "America/New_York")).toBe(-240);
    expect(offsetIn(january, "America/New_York")).toBe(-300);
    expect(offsetIn(july, "America/Denver")).toBe(-360);
    expect(offsetIn(july, "America/Phoenix")).toBe(-420);
    expect(offsetIn(january, "America/Phoenix")).toBe(-420);
    expect(offsetIn(july, "Europe/London")).toBe(60);
    expect(offsetIn(january, "Europe/London")).toBe(0);
    expect(offsetIn(january, "Pacific/Chatham")).toBe(825);
  });
  it("read as UTC+HH:MM", () => {
    expect(formatOffset(330)).toBe("UTC+05:30");
    expect(formatOffset(0)).toBe("UTC+00:00");
    expect(formatOffset(-420)).toBe("UTC-07:00");
    expect(formatOffset(-570)).toBe("UTC-09:30");
    expect(formatOffset(825)).toBe("UTC+13:45");
  });
  it("follow each option's name", () => {
    const july = offsetsAt(Date.UTC(2026, 6, 15, 12));
    expect(optionText({ value: "Asia/Kolkata", label: "IST (Asia/Kolkata)" }, july)).toBe(
      "IST (Asia/Kolkata), UTC+05:30",
    );
    expect(optionText({ value: "America/Denver", label: "Mountain (America/Denver)" }, july)).toBe(
      "Mountain (America/Denver), UTC-06:00",
    );
    expect(optionText({ value: "UTC", label: "UTC" }, july)).toBe("UTC");
  });
});

describe("what the page says about daylight saving time, against the tz database", () => {
  const january = Date.UTC(2026, 0, 15, 12);
  const july = Date.UTC(2026, 6, 15, 12);
  const keepsItsClock = (zone: string) => offsetAt(zone, january) === offsetAt(zone, july);

  it("Hawaii and Arizona keep one offset all year; the Navajo Nation's zone and the rest move", async () => {
    const { timeZoneContent } = await import("~/content/recruiter-tools/time-zone");
    expect(keepsItsClock("Pacific/Honolulu")).toBe(true);
    expect(keepsItsClock("America/Phoenix")).toBe(true);
    // The Navajo Nation follows daylight saving time, as America/Denver does.
    expect(keepsItsClock("America/Denver")).toBe(false);
    for (const zone of ["America/New_York", "America/Chicago", "America/Los_Angeles"])
      expect(keepsItsClock(zone)).toBe(false);
    expect(keepsItsClock("Asia/Kolkata")).toBe(true);
    const faq = timeZoneContent.faqs.map((entry) => entry.answer).join(" ");
    expect(faq).toContain(
      "Hawaii, and Arizona except the Navajo Nation, do not observe daylight saving time.",
    );
    const tips = timeZoneContent.tips.join(" ");
    expect(tips).not.toContain("the gap to every US zone shifts");
    expect(tips).toContain(
      "The gap to Hawaii (Pacific/Honolulu) and to Arizona outside the Navajo Nation (America/Phoenix) stays the same all year.",
    );
  });

  it("the gap from India to US Eastern is the intro's 9:30 in July and 10:30 in January", async () => {
    const { timeZoneContent } = await import("~/content/recruiter-tools/time-zone");
    const gap = (instant: number) =>
      (offsetAt("Asia/Kolkata", instant) - offsetAt("America/New_York", instant)) / 60_000;
    expect(gap(july)).toBe(9 * 60 + 30);
    expect(gap(january)).toBe(10 * 60 + 30);
    expect(timeZoneContent.intro).toContain(
      "9 hours 30 minutes ahead of US Eastern time while US clocks are on daylight saving time, and 10 hours 30 minutes ahead",
    );
  });
});
