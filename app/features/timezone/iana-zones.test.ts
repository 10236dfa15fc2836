import {
  getTimeZones,
  rawTimeZones,
  timeZonesNames,
  tzdbVersion as packageVersion,
} from "@vvo/tzdb";
import { describe, expect, it } from "vitest";
import { ianaZoneAliases, ianaZoneNames, tzdbVersion } from "./iana-zones";

describe("the committed zone list (npm run zones:generate)", () => {
  it("is the package's canonical list, from the same tz release", () => {
    expect(ianaZoneNames).toEqual([...timeZonesNames].sort());
    expect(tzdbVersion).toBe(packageVersion);
  });
  it("has no legacy names, and the names that replaced them", () => {
    for (const legacy of [
      "Asia/Calcutta",
      "Europe/Kiev",
      "Asia/Saigon",
      "US/Eastern",
      "Asia/Katmandu",
      "America/Buenos_Aires",
      "Pacific/Truk",
      "Etc/UTC",
      "GMT",
    ])
      expect(ianaZoneNames).not.toContain(legacy);
    for (const current of [
      "Asia/Kolkata",
      "Europe/Kyiv",
      "Asia/Ho_Chi_Minh",
      "Asia/Kathmandu",
      "America/Argentina/Buenos_Aires",
      "Pacific/Chuuk",
    ])
      expect(ianaZoneNames).toContain(current);
  });
  it("holds only zones that Node's Intl can use", () => {
    const unusable = ianaZoneNames.filter((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unusable).toEqual([]);
  });
  it("leads every other name the package knows to a zone of its group, whose clocks agree", () => {
    const utc = getTimeZones({ includeUtc: true }).find((zone) => zone.name === "Etc/UTC");
    const groups = [...rawTimeZones, { name: "UTC", group: utc?.group ?? [] }];
    const expected = groups.flatMap(({ group }) =>
      group.filter((name) => !ianaZoneNames.includes(name) && name !== "UTC"),
    );
    expect(Object.keys(ianaZoneAliases).sort()).toEqual([...new Set(expected)].sort());
    for (const { name, group } of groups)
      for (const alias of group)
        if (alias in ianaZoneAliases) {
          const target = ianaZoneAliases[alias] ?? "";
          expect(target === name || group.includes(target), `${alias} -> ${target}`).toBe(true);
        }
  });
  it("leads a legacy name to the zone it was renamed to", () => {
    expect(ianaZoneAliases["Asia/Calcutta"]).toBe("Asia/Kolkata");
    expect(ianaZoneAliases["Europe/Kiev"]).toBe("Europe/Kyiv");
    expect(ianaZoneAliases["Asia/Saigon"]).toBe("Asia/Ho_Chi_Minh");
    expect(ianaZoneAliases["US/Eastern"]).toBe("America/New_York");
    expect(ianaZoneAliases["America/Indianapolis"]).toBe("America/Indiana/Indianapolis");
    expect(ianaZoneAliases["America/Cordoba"]).toBe("America/Argentina/Cordoba");
    expect(ianaZoneAliases["Pacific/Ponape"]).toBe("Pacific/Pohnpei");
    expect(ianaZoneAliases["Etc/UTC"]).toBe("UTC");
  });
});
