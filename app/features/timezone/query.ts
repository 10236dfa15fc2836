import { convertTime, defaultFromZone, defaultTime, defaultToZone } from "./convert";
import { formatDate, parseDate, todayIn } from "./dates";
import { zoneError } from "./resolve";
import { canonicalZone } from "./zones";

/** The third zone when the URL names none: Central, where Dallas is. */
export const defaultAlsoZone = "America/Chicago";

/** A zone field as the page shows it: the zone, or the text that reads as none with its error. */
interface ZoneField {
  value: string;
  zone?: string;
  error?: string;
}

function zoneField(text: string | null, fallback: string): ZoneField {
  if (text === null) return { value: fallback, zone: fallback };
  const zone = canonicalZone(text);
  return zone ? { value: zone, zone } : { value: text, error: zoneError(text) };
}

/** The working-hours view's third and fourth zones (`also`, up to two; an empty one is none). */
function alsoFields(names: string[]): [ZoneField, ZoneField] {
  if (names.length === 0) return [zoneField(defaultAlsoZone, defaultAlsoZone), { value: "" }];
  const [third, fourth] = [names[0] ?? "", names[1] ?? ""].map((name) =>
    name.trim() ? zoneField(name, "") : { value: "" },
  ) as [ZoneField, ZoneField];
  return [third, fourth];
}

/**
 * The converter's state from the URL (its zones already read by `withCurrentZoneNames` on the
 * server): the zones always; the time, date and result only after 'Convert Time'. 'Clear' resets
 * the time to 09:00 and the date to today and keeps the zones. A zone field whose text is no zone
 * keeps the text beside its error; a date that reads is shown as DD-MMM-YY, one that does not is
 * shown as typed, beside the error. `zones` are the working-hours view's, null while a zone field
 * is in error.
 */
export function converterQuery(
  url: URL,
  today: (zone: string) => string = (zone) => todayIn(zone),
) {
  const params = url.searchParams;
  const from = zoneField(params.get("from"), defaultFromZone);
  const to = zoneField(params.get("to"), defaultToZone);
  const also = alsoFields(params.getAll("also"));
  const time = params.get("time") ?? "";
  const date = params.get("date") ?? "";
  const converting = params.has("time") && !params.has("clear");
  const day = parseDate(date);
  const values = {
    from: from.value,
    to: to.value,
    time: converting ? time : defaultTime,
    date: converting ? (day ? formatDate(day) : date) : today(from.zone ?? defaultFromZone),
  };
  const fields = [from, to, ...also];
  return {
    values,
    also: also.map((field) => field.value),
    errors: { from: from.error, to: to.error, also: also.map((field) => field.error) },
    zones: fields.some((field) => field.error) ? null : fields.flatMap((field) => field.zone ?? []),
    conversion: converting ? convertTime({ from: from.value, to: to.value, date, time }) : null,
  };
}
