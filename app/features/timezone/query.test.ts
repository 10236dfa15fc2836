import { describe, expect, it } from "vitest";
import { conversionError } from "./convert";
import { withCurrentZoneNames } from "./legacy-zones.server";
import { converterQuery } from "./query";
import { zoneError } from "./resolve";

const today = () => "23-Nov-26";
const url = (search: string) => new URL(`https://example.test/time-zone-converter${search}`);
const query = (search: string) => converterQuery(url(search), today);
/** As the loader reads a URL: its zones first read on the server. */
const served = (search: string) => converterQuery(withCurrentZoneNames(url(search)), today);
const noErrors = { from: undefined, to: undefined, also: [undefined, undefined] };

describe("converterQuery", () => {
  it("starts at the spec's defaults, today shown as DD-MMM-YY, Central beside them", () => {
    expect(query("")).toEqual({
      values: { from: "Asia/Kolkata", to: "America/New_York", time: "09:00", date: "23-Nov-26" },
      also: ["America/Chicago", ""],
      errors: noErrors,
      zones: ["Asia/Kolkata", "America/New_York", "America/Chicago"],
      conversion: null,
    });
  });
  it("converts, and shows the date as DD-MMM-YY however it was typed", () => {
    expect(query("?from=America/Denver&to=Asia/Kolkata&time=09:00&date=23-nov-2026")).toMatchObject(
      {
        values: { from: "America/Denver", to: "Asia/Kolkata", time: "09:00", date: "23-Nov-26" },
        errors: noErrors,
        conversion: { ok: true, text: "9:30 PM, 23-Nov-26" },
      },
    );
  });
  it("opens an older shared link, read on the server: legacy zone names and a YYYY-MM-DD date", () => {
    const search = "?from=Asia/Calcutta&to=europe/kiev&time=09:00&date=2026-01-15";
    // The browser's list has only the current names; the server reads the old ones.
    expect(query(search).errors.from).toBe(zoneError("Asia/Calcutta"));
    expect(query(search).conversion).toEqual({ ok: false, error: conversionError });
    expect(served(search)).toMatchObject({
      values: { from: "Asia/Kolkata", to: "Europe/Kyiv", time: "09:00", date: "15-Jan-26" },
      errors: noErrors,
      conversion: { ok: true, text: "5:30 AM, 15-Jan-26" },
    });
  });
  it("reads a typed city, label or short name as its zone, on the server", () => {
    expect(
      served("?from=Chicago&to=ist&also=kolkata&also=Pacific&time=09:00&date=23-Nov-26"),
    ).toMatchObject({
      values: { from: "America/Chicago", to: "Asia/Kolkata" },
      also: ["Asia/Kolkata", "America/Los_Angeles"],
      errors: noErrors,
      conversion: { ok: true, text: "8:30 PM, 23-Nov-26" },
    });
  });
  it("reads legacy names in the working-hours zones too, keeping their order", () => {
    expect(served("?also=Asia/Calcutta&also=UTC")).toMatchObject({
      also: ["Asia/Kolkata", "UTC"],
      zones: ["Asia/Kolkata", "America/New_York", "Asia/Kolkata", "UTC"],
    });
  });
  it("an empty working-hours zone is none; an empty fourth one leaves the third alone", () => {
    expect(served("?also=europe/london&also=")).toMatchObject({
      also: ["Europe/London", ""],
      errors: noErrors,
      zones: ["Asia/Kolkata", "America/New_York", "Europe/London"],
    });
    expect(served("?also=&also=").zones).toEqual(["Asia/Kolkata", "America/New_York"]);
  });
  it("keeps text that reads as no zone, beside its error, and leaves the working hours out", () => {
    const state = served(
      "?from=Atlantis&to=UTC&also=Asia/Dubai&also=Nowhere&time=10:15&date=23-Nov-26",
    );
    expect(state).toEqual({
      values: { from: "Atlantis", to: "UTC", time: "10:15", date: "23-Nov-26" },
      also: ["Asia/Dubai", "Nowhere"],
      errors: {
        from: zoneError("Atlantis"),
        to: undefined,
        also: [undefined, zoneError("Nowhere")],
      },
      zones: null,
      conversion: { ok: false, error: conversionError },
    });
    expect(zoneError("Atlantis")).toBe(
      'No time zone is called "Atlantis". Type a city such as Chicago, or a zone such as Asia/Kolkata, and pick it from the list.',
    );
    expect(served("?from=&to=UTC").errors.from).toBe(
      "Type a city such as Chicago, or a zone such as Asia/Kolkata, and pick it from the list.",
    );
  });
  it("keeps a date that does not read as typed, beside the spec's error", () => {
    expect(query("?from=UTC&to=UTC&time=09:00&date=31-Feb-26")).toMatchObject({
      values: { from: "UTC", to: "UTC", time: "09:00", date: "31-Feb-26" },
      conversion: { ok: false, error: conversionError },
    });
  });
  it("Clear resets the time and the date and keeps the zones", () => {
    expect(
      query("?from=Europe/London&to=Asia/Dubai&time=17:45&date=01-Jan-27&clear=1"),
    ).toMatchObject({
      values: { from: "Europe/London", to: "Asia/Dubai", time: "09:00", date: "23-Nov-26" },
      conversion: null,
    });
  });
});
