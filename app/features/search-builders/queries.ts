import {
  buildBooleanString,
  buildXRayQuery,
  parseCountry,
  parseOrJoin,
  parsePlatform,
} from "./build";

const field = (url: URL, name: string) => (url.searchParams.get(name) ?? "").slice(0, 500);

/**
 * The X-Ray form's values from the URL; Reset empties every field and the noise switch but
 * keeps the platform and its country, which together choose the site.
 */
export function xrayQuery(url: URL) {
  const reset = url.searchParams.has("reset");
  const values = {
    jobTitle: reset ? "" : field(url, "jobTitle"),
    location: reset ? "" : field(url, "location"),
    skills: reset ? "" : field(url, "skills"),
    seniority: reset ? "" : field(url, "seniority"),
    company: reset ? "" : field(url, "company"),
    exclude: reset ? "" : field(url, "exclude"),
    platform: parsePlatform(url.searchParams.get("platform")),
    country: parseCountry(url.searchParams.get("country")),
    skipNoise: !reset && url.searchParams.get("skipNoise") === "on",
  };
  const built = !reset && url.searchParams.has("jobTitle");
  return { values, query: built ? buildXRayQuery(values) : "" };
}

/** The Boolean form's values from the URL; Reset empties every field and restores the OR join. */
export function booleanQuery(url: URL) {
  const reset = url.searchParams.has("reset");
  const values = {
    jobTitles: reset ? "" : field(url, "jobTitles"),
    andKeywords: reset ? "" : field(url, "andKeywords"),
    orKeywords: reset ? "" : field(url, "orKeywords"),
    notKeywords: reset ? "" : field(url, "notKeywords"),
    location: reset ? "" : field(url, "location"),
    orJoin: reset ? "or" : parseOrJoin(url.searchParams.get("orJoin")),
  };
  return { values, query: reset ? "" : buildBooleanString(values) };
}
