// What a visitor typed into a zone field, read as a zone: the fields are text inputs with a
// list of suggestions, so without JavaScript (or when the list is ignored) the server reads a
// city, a label or a zone name however it is written.
import { allZones, canonicalZone, commonZones, regionGroups } from "./zones";

/** Lower case, underscores as spaces, runs of spaces as one: "New_York" and "new york" alike. */
export const zoneKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, " ");

/** The suffix of an option's text, ", UTC+05:30", which a visitor may copy with the label. */
const offsetSuffix = /,\s*utc\s*[+-]\s*\d{1,2}:?\d{2}$/i;

/**
 * Every name a zone is known by on the page, each pointing at its zone: the common zones' labels
 * and the short word before their brackets ("IST", "Central", "Pacific"), the region groups'
 * option names ("Argentina/Buenos Aires"), and each zone's city, the last part of its name
 * ("Chicago", "Buenos Aires"). The tz database's cities are unique; a label wins over a city.
 */
const byName: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  const add = (name: string, zone: string) => {
    const key = zoneKey(name);
    if (!names.has(key)) names.set(key, zone);
  };
  for (const zone of allZones) add(zone, zone);
  for (const { value, label } of commonZones) {
    add(label, value);
    add(label.replace(/\s*\(.*$/, ""), value);
  }
  for (const { zones } of regionGroups) for (const { value, label } of zones) add(label, value);
  for (const zone of allZones) add(zone.slice(zone.lastIndexOf("/") + 1), zone);
  return names;
})();

/**
 * The zone a visitor means by what they typed, case and underscores aside: a zone name
 * ("asia/kolkata"), an option's text with or without its offset ("Central (America/Chicago),
 * UTC-06:00"), a common zone's short name ("IST", "Pacific") or a city ("Chicago", "new york").
 * Undefined for anything else, such as an empty field or a legacy name (read on the server).
 */
export function resolveZone(text: string): string | undefined {
  return (
    usAbbreviations.get(zoneKey(text)) ??
    canonicalZone(text) ??
    byName.get(zoneKey(text.replace(offsetSuffix, "")))
  );
}

/**
 * What a US recruiter means by "EST" or "PT": the region's clock, daylight saving time included.
 * The tz database's own "EST" and "PST8PDT" are fixed offsets or legacy rules ("EST" is
 * America/Panama's clock, never on daylight saving time), so these are read first. "MST"
 * stays the tz database's: Arizona keeps it all year.
 */
const usAbbreviations: ReadonlyMap<string, string> = new Map(
  Object.entries({
    et: "America/New_York",
    est: "America/New_York",
    edt: "America/New_York",
    ct: "America/Chicago",
    cst: "America/Chicago",
    cdt: "America/Chicago",
    mt: "America/Denver",
    mdt: "America/Denver",
    pt: "America/Los_Angeles",
    pst: "America/Los_Angeles",
    pdt: "America/Los_Angeles",
    akst: "America/Anchorage",
    akdt: "America/Anchorage",
    hst: "Pacific/Honolulu",
  }),
);

/** The inline error under a zone field whose text reads as no zone. */
export function zoneError(text: string): string {
  return text.trim()
    ? `No time zone is called "${text.trim()}". Type a city such as Chicago, or a zone such as Asia/Kolkata, and pick it from the list.`
    : "Type a city such as Chicago, or a zone such as Asia/Kolkata, and pick it from the list.";
}
