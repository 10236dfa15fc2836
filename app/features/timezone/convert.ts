import { parseDate } from "./dates";
import { canonicalZone, offsetAt, zoneFormat } from "./zones";

export const conversionError = "Error converting time. Please check your inputs.";

export const defaultFromZone = "Asia/Kolkata";
export const defaultToZone = "America/New_York";
export const defaultTime = "09:00";

/** The instant at which the zone's clocks show the date and time, following its DST rules. */
export function zonedToInstant(date: string, time: string, zone: string): number | null {
  const day = parseDate(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  const canonical = canonicalZone(zone);
  if (!day || !t || !canonical) return null;
  // The wall-clock reading as if it were UTC (setUTCFullYear, as Date.UTC reads 26 as 1926).
  const clock = new Date(0);
  clock.setUTCFullYear(day.year, day.month - 1, day.day);
  clock.setUTCHours(Number(t[1]), Number(t[2]));
  const wall = clock.getTime();
  // Two passes settle the offset, including on the days clocks change.
  let instant = wall - offsetAt(canonical, wall);
  instant = wall - offsetAt(canonical, instant);
  return instant;
}

/** The spec's output format, 'h:mm a, dd-MMM-yy', e.g. "11:30 PM, 14-Jul-26". */
export function formatInZone(instant: number, zone: string): string {
  const parts = zoneFormat("output", zone, {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    day: "2-digit",
    month: "short",
    year: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("hour")}:${get("minute")} ${get("dayPeriod").toUpperCase()}, ${get("day")}-${get("month")}-${get("year")}`;
}

export type Conversion = { ok: true; text: string } | { ok: false; error: string };

export function convertTime(input: {
  from: string;
  to: string;
  date: string;
  time: string;
}): Conversion {
  const instant = zonedToInstant(input.date, input.time, input.from);
  const to = canonicalZone(input.to);
  if (instant === null || !to) return { ok: false, error: conversionError };
  return { ok: true, text: formatInZone(instant, to) };
}
