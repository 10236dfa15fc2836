import { ianaZoneAliases } from "./iana-zones";
import { canonicalZone } from "./zones";

const byLowerCaseAlias = new Map(
  Object.entries(ianaZoneAliases).map(([alias, zone]) => [alias.toLowerCase(), zone]),
);

/**
 * The zone a name means today: Asia/Kolkata for Asia/Kolkata, asia/kolkata and the legacy
 * Asia/Calcutta. Undefined for a name that is no zone.
 */
export function currentZoneName(name: string): string | undefined {
  return canonicalZone(name) ?? byLowerCaseAlias.get(name.trim().toLowerCase());
}

/** The URL's zones (`from`, `to`, and the working-hours view's `also`). */
const zoneParams = ["from", "to", "also"] as const;

/**
 * The URL with each legacy zone name in its zones (Asia/Calcutta, US/Eastern) replaced by the
 * zone it was renamed to (Asia/Kolkata, America/New_York), so that an older shared link still
 * converts. Only the server holds the old names: the browser sends such a link here.
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
