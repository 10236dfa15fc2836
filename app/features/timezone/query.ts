import { convertTime, defaultFromZone, defaultTime, defaultToZone } from "./convert";
import { formatDate, parseDate, todayIn } from "./dates";
import { canonicalZone } from "./zones";

/**
 * The converter's state from the URL: the zones always; the time, date and result only after
 * 'Convert Time'. 'Clear' resets the time to 09:00 and the date to today and keeps the zones.
 * A legacy zone name from an older link (Asia/Calcutta) selects the zone it means; a date that
 * reads is shown as DD-MMM-YY, one that does not is shown as typed, beside the error.
 */
export function converterQuery(
  url: URL,
  today: (zone: string) => string = (zone) => todayIn(zone),
) {
  const params = url.searchParams;
  const from = params.get("from") ?? defaultFromZone;
  const to = params.get("to") ?? defaultToZone;
  const time = params.get("time") ?? "";
  const date = params.get("date") ?? "";
  const converting = params.has("time") && !params.has("clear");
  const fromZone = canonicalZone(from) ?? defaultFromZone;
  const day = parseDate(date);
  const values = {
    from: fromZone,
    to: canonicalZone(to) ?? defaultToZone,
    time: converting ? time : defaultTime,
    date: converting ? (day ? formatDate(day) : date) : today(fromZone),
  };
  const conversion = converting ? convertTime({ from, to, date, time }) : null;
  return { values, conversion };
}
