// The converter's zones: a fixed list shipped with the app (iana-zones.ts, generated from the
// maintained tz database), so the server and the browser offer exactly the same options and no
// legacy names, whatever their own Intl data holds.
import { ianaZoneNames } from "./iana-zones";

export interface ZoneOption {
  value: string;
  label: string;
}

/** Offered first: the spec's five, then the other zones this audience works across most. */
export const commonZones: readonly ZoneOption[] = [
  { value: "Asia/Kolkata", label: "IST (Asia/Kolkata)" },
  { value: "UTC", label: "UTC" },
  { value: "America/New_York", label: "Eastern (America/New_York)" },
  { value: "America/Chicago", label: "Central (America/Chicago)" },
  { value: "America/Los_Angeles", label: "Pacific (America/Los_Angeles)" },
  { value: "America/Denver", label: "Mountain (America/Denver)" },
  { value: "America/Phoenix", label: "Arizona (America/Phoenix)" },
  { value: "America/Anchorage", label: "Alaska (America/Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii (Pacific/Honolulu)" },
  { value: "Europe/London", label: "London (Europe/London)" },
  { value: "Asia/Dubai", label: "Dubai (Asia/Dubai)" },
  { value: "Asia/Manila", label: "Manila (Asia/Manila)" },
  { value: "Asia/Singapore", label: "Singapore (Asia/Singapore)" },
];

/** Every zone the converter knows, in a fixed order: current offsets travel as a list in it. */
export const allZones: readonly string[] = ["UTC", ...ianaZoneNames];

/**
 * Every other zone by region (Africa, America, ..., Pacific), each option named by its place
 * under the region, "Argentina/Buenos Aires"; the common zones are not repeated.
 */
export const regionGroups: readonly { region: string; zones: readonly ZoneOption[] }[] = (() => {
  const common = new Set(commonZones.map((zone) => zone.value));
  const groups = new Map<string, ZoneOption[]>();
  for (const zone of ianaZoneNames) {
    if (common.has(zone)) continue;
    const slash = zone.indexOf("/");
    const region = zone.slice(0, slash);
    const zones = groups.get(region) ?? [];
    zones.push({ value: zone, label: zone.slice(slash + 1).replace(/_/g, " ") });
    groups.set(region, zones);
  }
  return [...groups].map(([region, zones]) => ({ region, zones }));
})();

const byLowerCaseName = new Map<string, string>(
  allZones.map((zone): [string, string] => [zone.toLowerCase(), zone]),
);

/**
 * The zone a name means, as the list spells it: Asia/Kolkata for asia/kolkata. Undefined for a
 * name that is no zone in the list, such as the legacy Asia/Calcutta of older shared links, which
 * the server reads (legacy-zones.server.ts) so that the browser need not carry the old names.
 */
export function canonicalZone(name: string): string | undefined {
  return byLowerCaseName.get(name.trim().toLowerCase());
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The en-US formatter of one style for one zone, made once: making a formatter costs far more
 * than using it, and the converter uses the same few again and again.
 */
export function zoneFormat(
  style: string,
  zone: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(zone: string, instant: number): number {
  const parts = zoneFormat("wall clock", zone, {
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

let lastOffsets: { minute: number; offsets: readonly number[] } | undefined;

/**
 * Each zone's UTC offset in minutes at an instant, in the order of `allZones`. The server works
 * them out for the page it renders and the browser reuses them when it hydrates, because the
 * browser's tz data may be older or newer than the server's.
 */
export function offsetsAt(instant: number): readonly number[] {
  // Clocks change only on whole minutes, so one list serves every request in a minute.
  const minute = Math.floor(instant / 60_000) * 60_000;
  if (lastOffsets?.minute !== minute)
    lastOffsets = {
      minute,
      offsets: allZones.map((zone) => Math.round(offsetAt(zone, minute) / 60_000)),
    };
  return lastOffsets.offsets;
}

/** "UTC+05:30", "UTC-07:00", "UTC+00:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${sign}${hh}:${mm}`;
}

const zoneIndex = new Map(allZones.map((zone, index) => [zone, index]));

/** An option's text with its current offset, "Abidjan, UTC+00:00", from `offsetsAt`'s list. */
export function optionText(option: ZoneOption, offsets: readonly number[]): string {
  const offset = offsets[zoneIndex.get(option.value) ?? -1];
  if (offset === undefined) return option.label;
  return option.value === "UTC" ? option.label : `${option.label}, ${formatOffset(offset)}`;
}
