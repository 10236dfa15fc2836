import { describe, expect, it } from "vitest";
import { conversionError } from "./convert";
import { withCurrentZoneNames } from "./legacy-zones.server";
import { converterQuery } from "./query";

const today = () => "23-Nov-26";
const query = (search: string) =>
  converterQuery(new URL(`https://example.test/time-zone-converter${search}`), today);

describe("converterQuery", () => {
  it("starts at the spec's defaults, today shown as DD-MMM-YY", () => {
    expect(query("")).toEqual({
      values: { from: "Asia/Kolkata", to: "America/New_York", time: "09:00", date: "23-Nov-26" },
      conversion: null,
    });
  });
  it("converts, and shows the date as DD-MMM-YY however it was typed", () => {
    expect(query("?from=America/Denver&to=Asia/Kolkata&time=09:00&date=23-nov-2026")).toEqual({
      values: { from: "America/Denver", to: "Asia/Kolkata", time: "09:00", date: "23-Nov-26" },
      conversion: { ok: true, text: "9:30 PM, 23-Nov-26" },
    });
  });
  it("opens an older shared link, read on the server: legacy zone names and a YYYY-MM-DD date", () => {
    const link = new URL(
      "https://example.test/time-zone-converter?from=Asia/Calcutta&to=europe/kiev&time=09:00&date=2026-01-15",
    );
    // The browser's list has only the current names; the server reads the old ones.
    expect(query(link.search).values).toMatchObject({
      from: "Asia/Kolkata",
      to: "America/New_York",
    });
    expect(query(link.search).conversion).toEqual({ ok: false, error: conversionError });
    expect(converterQuery(withCurrentZoneNames(link), today)).toEqual({
      values: { from: "Asia/Kolkata", to: "Europe/Kyiv", time: "09:00", date: "15-Jan-26" },
      conversion: { ok: true, text: "5:30 AM, 15-Jan-26" },
    });
  });
  it("reads legacy names in the working-hours zones too, keeping their order", () => {
    const link = new URL("https://example.test/time-zone-converter?also=Asia/Calcutta&also=UTC");
    expect(withCurrentZoneNames(link).searchParams.getAll("also")).toEqual(["Asia/Kolkata", "UTC"]);
  });
  it("keeps a date that does not read as typed, beside the spec's error", () => {
    expect(query("?from=UTC&to=UTC&time=09:00&date=31-Feb-26")).toEqual({
      values: { from: "UTC", to: "UTC", time: "09:00", date: "31-Feb-26" },
      conversion: { ok: false, error: conversionError },
    });
  });
  it("gives the error for an unknown zone rather than converting from the default", () => {
    expect(query("?from=Mars/Olympus&to=UTC&time=09:00&date=23-Nov-26").conversion).toEqual({
      ok: false,
      error: conversionError,
    });
  });
  it("Clear resets the time and the date and keeps the zones", () => {
    expect(query("?from=Europe/London&to=Asia/Dubai&time=17:45&date=01-Jan-27&clear=1")).toEqual({
      values: { from: "Europe/London", to: "Asia/Dubai", time: "09:00", date: "23-Nov-26" },
      conversion: null,
    });
  });
});
