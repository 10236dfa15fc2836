export const conversionError = "Error converting time. Please check your inputs.";

/** The spec's five zones, offered first; every other IANA zone follows. */
export const primaryZones = [
  { value: "Asia/Kolkata", label: "IST (Asia/Kolkata)" },
  { value: "UTC", label: "UTC" },
  { value: "America/New_York", label: "Eastern (America/New_York)" },
  { value: "America/Chicago", label: "Central (America/Chicago)" },
  { value: "America/Los_Angeles", label: "Pacific (America/Los_Angeles)" },
] as const;

export const defaultFromZone = "Asia/Kolkata";
export const defaultToZone = "America/New_York";
export const defaultTime = "09:00";

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

let others: string[] | undefined;

export function otherZones(): string[] {
  const primary = new Set<string>(primaryZones.map((zone) => zone.value));
  others ??= Intl.supportedValuesOf("timeZone").filter((zone) => !primary.has(zone));
  return others;
}

/** Today's date as YYYY-MM-DD in the given zone. */
export function todayIn(zone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clocks show the date and time, following its DST rules. */
export function zonedToInstant(date: string, time: string, zone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t || !isValidZone(zone)) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const wall = Date.UTC(year, month - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  // Two passes settle the offset, including on the days clocks change.
  let instant = wall - offsetAt(zone, wall);
  instant = wall - offsetAt(zone, instant);
  return instant;
}

/** The spec's output format, 'h:mm a, dd-MMM-yy', e.g. "11:30 PM, 14-Jul-26". */
export function formatInZone(instant: number, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
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
  if (instant === null || !isValidZone(input.to)) return { ok: false, error: conversionError };
  return { ok: true, text: formatInZone(instant, input.to) };
}
