import { ianaZoneAliases } from "./iana-zones";
import { resolveZone, zoneKey } from "./resolve";

/**
 * The legacy names (Asia/Calcutta, US/Eastern) and their cities (Calcutta, Saigon, Kiev), each
 * with the zone it means today; a city that two old names share for different zones (the "West"
 * of Australia/West and Brazil/West) means neither.
 */
const byLegacyName: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  const cities = new Map<string, string | null>();
  for (const [alias, zone] of Object.entries(ianaZoneAliases)) {
    names.set(zoneKey(alias), zone);
    const city = zoneKey(alias.slice(alias.lastIndexOf("/") + 1));
    cities.set(city, cities.has(city) && cities.get(city) !== zone ? null : zone);
  }
  for (const [city, zone] of cities) if (zone && !names.has(city)) names.set(city, zone);
  return names;
})();

/**
 * The zone a name means today: what `resolveZone` reads (Asia/Kolkata, asia/kolkata, Kolkata,
 * IST), then the legacy Asia/Calcutta and Calcutta. Undefined for a name that is no zone.
 */
export function currentZoneName(name: string): string | undefined {
  return resolveZone(name) ?? byLegacyName.get(zoneKey(name));
}

/** The URL's zones (`from`, `to`, and the working-hours view's `also`). */
const zoneParams = ["from", "to", "also"] as const;

/**
 * The URL with each zone that reads as one (a city, a label, a legacy name of an older shared
 * link: Chicago, IST, Asia/Calcutta) replaced by its zone (America/Chicago, Asia/Kolkata), so
 * that the converter sees zone names or text that is none. Only the server reads these: the
 * browser's form sends what was typed here.
 */
export function withCurrentZoneNames(url: URL): URL {
  const current = new URL(url);
  const params = [...url.searchParams].map(([param, value]): [string, string] => [
    param,
    (zoneParams as readonly string[]).includes(param) ? (currentZoneName(value) ?? value) : value,
  ]);
  current.search = new URLSearchParams(params).toString();
  return current;
}
