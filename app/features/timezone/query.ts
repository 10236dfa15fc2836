import {
  convertTime,
  defaultFromZone,
  defaultTime,
  defaultToZone,
  isValidZone,
  todayIn,
} from "./convert";

/**
 * The converter's state from the URL: the zones always; the time, date and result only after
 * 'Convert Time'. 'Clear' resets the time to 09:00 and the date to today and keeps the zones.
 */
export function converterQuery(
  url: URL,
  today: (zone: string) => string = (zone) => todayIn(zone),
) {
  const from = url.searchParams.get("from") ?? defaultFromZone;
  const to = url.searchParams.get("to") ?? defaultToZone;
  const converting = url.searchParams.has("time") && !url.searchParams.has("clear");
  const fromZone = isValidZone(from) ? from : defaultFromZone;
  const values = {
    from: fromZone,
    to: isValidZone(to) ? to : defaultToZone,
    time: converting ? (url.searchParams.get("time") ?? "") : defaultTime,
    date: converting ? (url.searchParams.get("date") ?? "") : today(fromZone),
  };
  const conversion = converting
    ? convertTime({ from, to, date: values.date, time: values.time })
    : null;
  return { values, conversion };
}
