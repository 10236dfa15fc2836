import { buildBooleanString, buildXRayQuery, parseOrJoin, parsePlatform } from "./build";

const field = (url: URL, name: string) => (url.searchParams.get(name) ?? "").slice(0, 500);

/** The X-Ray form's values from the URL; Reset empties every field but keeps the platform. */
export function xrayQuery(url: URL) {
  const reset = url.searchParams.has("reset");
  const values = {
    jobTitle: reset ? "" : field(url, "jobTitle"),
    location: reset ? "" : field(url, "location"),
    skills: reset ? "" : field(url, "skills"),
    seniority: reset ? "" : field(url, "seniority"),
    company: reset ? "" : field(url, "company"),
    platform: parsePlatform(url.searchParams.get("platform")),
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
