import { describe, expect, it } from "vitest";
import { dayPeriod, workingHours, zoneName } from "./working-hours";

const lines = (zones: string[], date: string) =>
  workingHours(zones, date)?.rows.map((row) => row.line) ?? [];

describe("workingHours", () => {
  it("has a row per hour of the first zone's day, with the others' times beside it", () => {
    // 24 Nov 2026: New York on EST (UTC-5), India on IST (UTC+5:30), London on GMT.
    const view = workingHours(["America/New_York", "Asia/Kolkata", "Europe/London"], "24-Nov-26");
    expect(view?.day).toBe("Tue 24 Nov");
    expect(view?.zones).toEqual([
      { zone: "America/New_York", name: "ET" },
      { zone: "Asia/Kolkata", name: "IST" },
      { zone: "Europe/London", name: "GMT" },
    ]);
    expect(view?.rows).toHaveLength(24);
    expect(view?.rows[0]?.line).toBe("12:00 AM ET / 10:30 AM IST / 5:00 AM GMT, Tue 24 Nov");
    expect(view?.rows[9]?.cells).toEqual([
      { time: "9:00 AM", day: null, period: "work" },
      { time: "7:30 PM", day: null, period: "evening" },
      { time: "2:00 PM", day: null, period: "work" },
    ]);
  });

  it("names each zone's day in the copied line when the dates differ", () => {
    const view = workingHours(["America/New_York", "Asia/Kolkata"], "24-Nov-26");
    expect(view?.rows[14]?.cells[1]).toEqual({
      time: "12:30 AM",
      day: "Wed 25 Nov",
      period: "night",
    });
    expect(view?.rows[14]?.line).toBe("2:00 PM ET, Tue 24 Nov / 12:30 AM IST, Wed 25 Nov");
  });

  it("gives the copy line of the issue: 9:00 AM ET / 7:30 PM IST, Tue 24 Nov", () => {
    expect(lines(["America/New_York", "Asia/Kolkata"], "24-Nov-26")[9]).toBe(
      "9:00 AM ET / 7:30 PM IST, Tue 24 Nov",
    );
  });

  it("says when 9:00 to 18:00 never falls in every zone at once", () => {
    const view = workingHours(["America/New_York", "Asia/Kolkata", "Europe/London"], "24-Nov-26");
    expect(view?.overlap).toBe(
      "No working hours overlap: 9:00 AM – 6:00 PM is never the time in every zone at once.",
    );
    expect(view?.rows.some((row) => row.allAtWork)).toBe(false);
  });

  it("marks the overlap in every zone, half-hour offsets included", () => {
    // London 9:00-18:00 GMT is 14:30-23:30 IST; Dubai (UTC+4) 9:00-18:00 is 10:30-19:30 IST.
    // All three: 14:30-18:00 IST = 9:00-12:30 GMT = 13:00-16:30 GST.
    const view = workingHours(["Asia/Kolkata", "Europe/London", "Asia/Dubai"], "24-Nov-26");
    expect(view?.overlap).toBe(
      "Working hours overlap: 2:30 PM – 6:00 PM IST / 9:00 AM – 12:30 PM GMT / 1:00 PM – 4:30 PM GST",
    );
    // Rows start at IST's whole hours: 15:00, 16:00 and 17:00 are inside; 14:00 is not.
    expect(view?.rows.flatMap((row) => (row.allAtWork ? [row.cells[0]?.time] : []))).toEqual([
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
  });

  it("follows the clock change: 8 Mar 2026 in New York has 23 hours, and EDT from 3:00 AM", () => {
    const view = workingHours(
      ["America/New_York", "America/Chicago", "Europe/London"],
      "08-Mar-26",
    );
    expect(view?.rows.map((row) => row.cells[0]?.time).slice(0, 4)).toEqual([
      "12:00 AM",
      "1:00 AM",
      "3:00 AM",
      "4:00 AM",
    ]);
    expect(view?.rows).toHaveLength(23);
    // Midnight EST is 5:00 GMT; 3:00 AM EDT is 7:00 GMT (London changes only on 29 Mar), when
    // Chicago, an hour behind in changing, is still on CST: 1:00 AM.
    expect(view?.rows[0]?.line).toBe(
      "12:00 AM ET, Sun 8 Mar / 11:00 PM CT, Sat 7 Mar / 5:00 AM GMT, Sun 8 Mar",
    );
    expect(view?.rows[2]?.line).toBe("3:00 AM ET / 1:00 AM CT / 7:00 AM GMT, Sun 8 Mar");
    // EDT (UTC-4) 9:00-18:00 = 13:00-22:00 UTC; CDT 14:00-23:00; GMT 9:00-18:00: 14:00-18:00 UTC.
    expect(view?.overlap).toBe(
      "Working hours overlap: 10:00 AM – 2:00 PM ET / 9:00 AM – 1:00 PM CT / 2:00 PM – 6:00 PM GMT",
    );
  });

  it("the day before the change, the US is still on standard time", () => {
    // EST 9:00-18:00 = 14:00-23:00 UTC; CST 15:00-24:00; GMT 9:00-18:00: 15:00-18:00 UTC.
    expect(
      workingHours(["America/New_York", "America/Chicago", "Europe/London"], "07-Mar-26")?.overlap,
    ).toBe(
      "Working hours overlap: 10:00 AM – 1:00 PM ET / 9:00 AM – 12:00 PM CT / 3:00 PM – 6:00 PM GMT",
    );
  });

  it("has 25 rows on the day clocks go back", () => {
    const view = workingHours(["America/New_York", "UTC", "Asia/Kolkata"], "01-Nov-26");
    expect(view?.rows).toHaveLength(25);
    expect(view?.rows.map((row) => row.cells[0]?.time).slice(0, 4)).toEqual([
      "12:00 AM",
      "1:00 AM",
      "1:00 AM",
      "2:00 AM",
    ]);
  });

  it("is null for a date or zone that does not read", () => {
    expect(workingHours(["UTC", "Asia/Kolkata"], "31-Feb-26")).toBeNull();
    expect(workingHours(["UTC", "Mars/Olympus"], "24-Nov-26")).toBeNull();
  });
});

describe("zoneName", () => {
  it("uses the fixed name, Intl's letters, or the UTC offset", () => {
    const july = Date.UTC(2026, 6, 1);
    expect(zoneName("Asia/Kolkata", july)).toBe("IST");
    expect(zoneName("America/New_York", july)).toBe("ET");
    expect(zoneName("Pacific/Honolulu", july)).toBe("HST");
    expect(zoneName("UTC", july)).toBe("UTC");
    expect(zoneName("Europe/London", july)).toBe("UTC+01:00");
    expect(zoneName("Europe/Paris", july)).toBe("UTC+02:00");
  });
});

describe("dayPeriod", () => {
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(":").map(Number);
    return dayPeriod((h ?? 0) * 60 + (m ?? 0));
  };
  it("is work from 9:00 to 18:00, the overlap's rule, ends excluded", () => {
    expect(["8:59", "9:00", "13:30", "17:59", "18:00"].map(at)).toEqual([
      "morning",
      "work",
      "work",
      "work",
      "evening",
    ]);
  });
  it("is evening to 22:00, night to 6:00, then morning", () => {
    expect(["21:59", "22:00", "0:00", "3:30", "5:59", "6:00"].map(at)).toEqual([
      "evening",
      "night",
      "night",
      "night",
      "night",
      "morning",
    ]);
  });
  it("shades each zone's hour by its own wall clock", () => {
    // 9:00 AM IST is 3:30 AM in London and 7:30 AM in Dubai on 24 Nov 2026.
    const view = workingHours(["Asia/Kolkata", "Europe/London", "Asia/Dubai"], "24-Nov-26");
    expect(view?.rows[9]?.cells.map((cell) => [cell.time, cell.period])).toEqual([
      ["9:00 AM", "work"],
      ["3:30 AM", "night"],
      ["7:30 AM", "morning"],
    ]);
    expect(view?.rows[20]?.cells.map((cell) => cell.period)).toEqual([
      "evening",
      "work",
      "evening",
    ]);
  });
});
