// The converter's working-hours view: the hours of the chosen date in the first zone, side by
// side with the same instants in the other zones, and when 9:00 to 18:00 overlaps in all of them.
import { zonedToInstant } from "./convert";
import { type CalendarDate, formatDate, months, parseDate } from "./dates";
import { canonicalZone, formatOffset, offsetAt, zoneFormat } from "./zones";

const hour = 3_600_000;
const workStart = 9 * 60;
const workEnd = 18 * 60;
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Names recruiters write in invitations, for common zones whose Intl short name is an offset
 * ("GMT+5:30") or changes with daylight saving time (EST/EDT, where the tips advise "ET").
 * Every other zone uses Intl's en-US short name when it is letters (GMT, HST, MST), otherwise
 * its UTC offset ("UTC+01:00").
 */
const fixedNames: Readonly<Record<string, string>> = {
  "Asia/Kolkata": "IST",
  "America/New_York": "ET",
  "America/Chicago": "CT",
  "America/Denver": "MT",
  "America/Los_Angeles": "PT",
  "Asia/Dubai": "GST",
  "Asia/Manila": "PHT",
  "Asia/Singapore": "SGT",
};

/**
 * The part of a zone's day an hour falls in, by its wall clock: work from 9:00 to 18:00 (the
 * overlap's rule), evening to 22:00, night to 6:00, then morning until work starts.
 */
export type DayPeriod = "work" | "evening" | "night" | "morning";

export function dayPeriod(minutes: number): DayPeriod {
  if (minutes >= workStart && minutes < workEnd) return "work";
  if (minutes >= workEnd && minutes < 22 * 60) return "evening";
  if (minutes >= 6 * 60 && minutes < workStart) return "morning";
  return "night";
}

export interface WorkingHoursCell {
  /** "7:30 PM". */
  time: string;
  /** "Wed 25 Nov" when the zone's date differs from the first zone's, otherwise null. */
  day: string | null;
  period: DayPeriod;
}

export interface WorkingHoursRow {
  cells: WorkingHoursCell[];
  /** Every zone between 9:00 and 18:00. */
  allAtWork: boolean;
  /** "9:00 AM ET / 7:30 PM IST, Tue 24 Nov": the line the row's Copy button copies. */
  line: string;
}

export interface WorkingHours {
  /** "Tue 24 Nov". */
  day: string;
  zones: { zone: string; name: string }[];
  rows: WorkingHoursRow[];
  /** "Working hours overlap: 8:30 AM – 9:00 AM ET / 7:00 PM – 7:30 PM IST", or that there is none. */
  overlap: string;
}

interface Wall {
  date: CalendarDate;
  weekday: number;
  minutes: number;
  offset: number;
}

function wallClock(zone: string, instant: number): Wall {
  const offset = offsetAt(zone, instant);
  const wall = new Date(instant + offset);
  return {
    date: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() },
    weekday: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    offset: Math.round(offset / 60_000),
  };
}

function timeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${h % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

function dayText({ date, weekday }: Wall): string {
  return `${weekdays[weekday]} ${date.day} ${months[date.month - 1]}`;
}

/** The zone's name at an instant: IST, ET, GMT, or UTC+01:00. */
export function zoneName(zone: string, instant: number): string {
  const fixed = fixedNames[zone];
  if (fixed) return fixed;
  const short = zoneFormat("short name", zone, { timeZoneName: "short" })
    .formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")?.value;
  return short && /^[A-Z]+$/.test(short) ? short : formatOffset(wallClock(zone, instant).offset);
}

function addDays({ year, month, day }: CalendarDate, days: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day + days);
  return formatDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

const sameDate = (a: CalendarDate, b: CalendarDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** The spans (start inclusive, end exclusive) that are in both lists. */
function intersect(a: [number, number][], b: [number, number][]): [number, number][] {
  const spans: [number, number][] = [];
  for (const [aStart, aEnd] of a)
    for (const [bStart, bEnd] of b) {
      const start = Math.max(aStart, bStart);
      const end = Math.min(aEnd, bEnd);
      if (start < end) spans.push([start, end]);
    }
  return spans.sort((x, y) => x[0] - y[0]);
}

/**
 * The view for a date (as the converter's date field reads it) in the first zone, which has a
 * row for each hour of its day: 24, or 23 and 25 on the days its clocks change. Null for a date
 * or zone that does not read.
 */
export function workingHours(zoneList: readonly string[], date: string): WorkingHours | null {
  const day = parseDate(date);
  const zones = [...new Set(zoneList.map((zone) => canonicalZone(zone)))];
  const [first] = zones;
  if (!day || !first || zones.includes(undefined)) return null;
  const known = zones as string[];
  const start = zonedToInstant(formatDate(day), "00:00", first);
  const end = zonedToInstant(addDays(day, 1), "00:00", first);
  if (start === null || end === null) return null;

  const rows: WorkingHoursRow[] = [];
  for (let instant = start; instant < end; instant += hour) {
    const walls = known.map((zone) => wallClock(zone, instant));
    const home = walls[0] as Wall;
    const cells = walls.map((wall) => ({
      time: timeText(wall.minutes),
      day: sameDate(wall.date, home.date) ? null : dayText(wall),
      period: dayPeriod(wall.minutes),
    }));
    const times = cells.map(
      (cell, index) => `${cell.time} ${zoneName(known[index] as string, instant)}`,
    );
    rows.push({
      cells,
      allAtWork: cells.every((cell) => cell.period === "work"),
      line: cells.some((cell) => cell.day)
        ? times.map((time, index) => `${time}, ${dayText(walls[index] as Wall)}`).join(" / ")
        : `${times.join(" / ")}, ${dayText(home)}`,
    });
  }

  // Each zone's 9:00 to 18:00 on the days around the date, in force on each of those days.
  let spans: [number, number][] = [[start, end]];
  for (const zone of known) {
    const work: [number, number][] = [];
    for (let offset = -2; offset <= 2; offset++) {
      const on = addDays(day, offset);
      const from = zonedToInstant(on, "09:00", zone);
      const to = zonedToInstant(on, "18:00", zone);
      if (from !== null && to !== null) work.push([from, to]);
    }
    spans = intersect(spans, work);
  }
  const overlap = spans.length
    ? `Working hours overlap: ${spans
        .map(([from, to]) =>
          known
            .map(
              (zone) =>
                `${timeText(wallClock(zone, from).minutes)} – ${timeText(wallClock(zone, to).minutes)} ${zoneName(zone, from)}`,
            )
            .join(" / "),
        )
        .join("; ")}`
    : "No working hours overlap: 9:00 AM – 6:00 PM is never the time in every zone at once.";

  return {
    day: dayText(wallClock(first, start)),
    zones: known.map((zone) => ({ zone, name: zoneName(zone, start + 12 * hour) })),
    rows,
    overlap,
  };
}
