// The converter's date field: shown and typed as DD-MMM-YY (23-Nov-26), the format its label
// names. Old shared links carry YYYY-MM-DD, so that is read too.

import { zoneFormat } from "./zones";

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** Short English month names, January first. */
export const months = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

export const dateExample = "23-Nov-26";

/**
 * Reads 23-Nov-26, 23-nov-2026, 3 Nov 26 or 2026-11-23; a two-digit year is 20YY. Null for
 * anything else and for days that do not exist (31-Feb-26).
 */
export function parseDate(text: string): CalendarDate | null {
  const value = text.trim();
  const named = /^(\d{1,2})[-\s/]([a-z]{3})[-\s/](\d{2}|\d{4})$/i.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  let date: CalendarDate;
  if (named) {
    const [, dd = "", mmm = "", yy = ""] = named;
    date = {
      year: yy.length === 2 ? 2000 + Number(yy) : Number(yy),
      month: months.findIndex((name) => name.toLowerCase() === mmm.toLowerCase()) + 1,
      day: Number(dd),
    };
  } else if (iso) {
    const [, yyyy, mm, dd] = iso;
    date = { year: Number(yyyy), month: Number(mm), day: Number(dd) };
  } else return null;
  const { year, month, day } = date;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return date;
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** 23-Nov-26; a year outside 2000-2099 keeps four digits, so that reading it back is the same date. */
export function formatDate({ year, month, day }: CalendarDate): string {
  const yy =
    year >= 2000 && year <= 2099
      ? String(year - 2000).padStart(2, "0")
      : String(year).padStart(4, "0");
  return `${String(day).padStart(2, "0")}-${months[month - 1]}-${yy}`;
}

/** Today's date in the given zone, as DD-MMM-YY. */
export function todayIn(zone: string, now = new Date()): string {
  const parts = zoneFormat("date", zone, {
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return formatDate({ year: get("year"), month: get("month"), day: get("day") });
}

/** Today's date where the browser is, as DD-MMM-YY. */
export function localToday(now = new Date()): string {
  return formatDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
