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

/** The URL's zones (`from`, `to`) that had a legacy name from an older shared link. */
const zoneParams = ["from", "to"] as const;

/**
 * The URL with each legacy zone name in `from` and `to` (Asia/Calcutta, US/Eastern) replaced by
 * the zone it was renamed to (Asia/Kolkata, America/New_York), so that an older shared link
 * still converts. Only the server holds the old names: the browser sends such a link here.
 */
export function withCurrentZoneNames(url: URL): URL {
  const current = new URL(url);
  for (const param of zoneParams) {
    const name = current.searchParams.get(param);
    const renamed = name === null ? undefined : currentZoneName(name);
    if (renamed) current.searchParams.set(param, renamed);
  }
  return current;
}
