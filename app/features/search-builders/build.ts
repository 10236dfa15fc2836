/**
 * Splits a field on commas into trimmed items. Double quotes and parentheses are dropped
 * from a visitor's own text, so no input can unbalance the query's quotes or groups.
 */
export function splitItems(text: string | null | undefined): string[] {
  return String(text ?? "")
    .split(",")
    .map((item) =>
      item
        .replace(/["()“”]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

function group(text: string | null | undefined, operator: "OR" | "AND"): string | null {
  return itemsGroup(splitItems(text), operator);
}

/**
 * Where each site keeps the pages a sourcer wants, as Google's site: operator reads them. The
 * first two are the spec's; the others were added for issue 17:
 * - Stack Overflow: profiles live under /users/{id}/{name}; the bare domain returns questions.
 * - Xing: public profiles live under www.xing.com/profile/{Name}; other paths are jobs and companies.
 * - Dribbble: a profile is dribbble.com/{username}, with no common path to narrow to.
 * - X: a profile is x.com/{handle}; Google still indexes many profiles under the old
 *   twitter.com host (renamed in 2024), so both are asked for. Google's OR binds the two
 *   adjacent site: terms before the implicit AND of the rest.
 */
export const platforms = [
  { value: "linkedin", label: "LinkedIn profiles", prefix: "site:linkedin.com/in " },
  { value: "github", label: "GitHub", prefix: "site:github.com " },
  { value: "stackoverflow", label: "Stack Overflow", prefix: "site:stackoverflow.com/users " },
  { value: "xing", label: "Xing", prefix: "site:xing.com/profile " },
  { value: "dribbble", label: "Dribbble", prefix: "site:dribbble.com " },
  { value: "x", label: "X (Twitter)", prefix: "site:x.com OR site:twitter.com " },
] as const;

export type Platform = (typeof platforms)[number]["value"];

export function parsePlatform(text: string | null | undefined): Platform {
  return platforms.find((platform) => platform.value === text)?.value ?? "linkedin";
}

/**
 * LinkedIn serves a member's public profile on their country's subdomain (uk.linkedin.com/in/…),
 * and on www for the United States. Google does not always index a profile there, so a country
 * narrows the search but is only a hint. The empty value is the spec's site:linkedin.com/in.
 */
export const linkedInCountries = [
  { value: "", label: "Any country", host: "linkedin.com" },
  { value: "us", label: "United States", host: "www.linkedin.com" },
  { value: "uk", label: "United Kingdom", host: "uk.linkedin.com" },
  { value: "ca", label: "Canada", host: "ca.linkedin.com" },
  { value: "in", label: "India", host: "in.linkedin.com" },
  { value: "ph", label: "Philippines", host: "ph.linkedin.com" },
  { value: "mx", label: "Mexico", host: "mx.linkedin.com" },
  { value: "de", label: "Germany", host: "de.linkedin.com" },
  { value: "au", label: "Australia", host: "au.linkedin.com" },
  { value: "ie", label: "Ireland", host: "ie.linkedin.com" },
] as const;

export type LinkedInCountry = (typeof linkedInCountries)[number]["value"];

export function parseCountry(text: string | null | undefined): LinkedInCountry {
  return linkedInCountries.find((country) => country.value === text)?.value ?? "";
}

/**
 * What "Skip job posts and company pages" adds for LinkedIn. Job posts are titled
 * "{Company} hiring {Title} in {Place} | LinkedIn" and job lists "… jobs in {Place}", under
 * /jobs/; company pages live under /company/. A profile's own words ("hiring", "jobs") are not
 * excluded, so a recruiter who writes "#hiring" on their profile still matches.
 */
export const linkedInNoise = '-intitle:"hiring" -intitle:"jobs" -inurl:"jobs" -inurl:"company"';

export interface XRayInput {
  jobTitle?: string;
  location?: string;
  skills?: string;
  seniority?: string;
  company?: string;
  platform?: Platform;
  country?: LinkedInCountry;
  exclude?: string;
  skipNoise?: boolean;
}

/**
 * A field's items, with those that start with a minus taken out as exclusions: a sourcer who
 * types -Infosys in any field means "not Infosys", and a quoted "-Infosys" would search for it.
 */
function splitExclusions(text: string | null | undefined) {
  const kept: string[] = [];
  const excluded: string[] = [];
  for (const item of splitItems(text)) {
    if (!item.startsWith("-")) kept.push(item);
    else {
      const term = item.replace(/^[-\s]+/, "");
      if (term) excluded.push(term);
    }
  }
  return { kept, excluded };
}

function itemsGroup(items: string[], operator: "OR" | "AND"): string | null {
  return items.length ? `(${items.map((item) => `"${item}"`).join(` ${operator} `)})` : null;
}

/**
 * The site prefix, then titles (OR), locations (OR), skills (AND), seniority (OR), companies
 * (OR), as the spec composes them; then each exclusion as -"term" (from the Exclude field, then
 * from items typed with a leading minus), then LinkedIn's noise exclusions when asked for.
 */
export function buildXRayQuery(input: XRayInput): string {
  const platform = platforms.find((item) => item.value === input.platform) ?? platforms[0];
  const host = linkedInCountries.find((item) => item.value === input.country)?.host;
  const prefix = platform.value === "linkedin" && host ? `site:${host}/in ` : platform.prefix;
  const excluded = splitItems(input.exclude).map((item) => item.replace(/^[-\s]+/, ""));
  const fields: [string | undefined, "OR" | "AND"][] = [
    [input.jobTitle, "OR"],
    [input.location, "OR"],
    [input.skills, "AND"],
    [input.seniority, "OR"],
    [input.company, "OR"],
  ];
  const groups = fields.map(([text, operator]) => {
    const { kept, excluded: more } = splitExclusions(text);
    excluded.push(...more);
    return itemsGroup(kept, operator);
  });
  const parts = [
    ...groups,
    ...[...new Set(excluded.filter(Boolean))].map((term) => `-"${term}"`),
    input.skipNoise && platform.value === "linkedin" ? linkedInNoise : null,
  ].filter((part): part is string => part !== null);
  return `${prefix}${parts.join(" ")}`.trim();
}

/**
 * How the OR Keywords group joins the string. "or" is the spec's composition: since AND binds
 * before OR on LinkedIn and most ATS searches, it broadens the whole search. "and" requires
 * at least one of the keywords as well as everything else.
 */
export type OrJoin = "or" | "and";

export const orJoins = [
  {
    value: "or",
    label: "OR (broadens the search)",
    hint: "A result that mentions any one of these keywords can match without your job titles or AND keywords, because AND is applied before OR.",
  },
  {
    value: "and",
    label: "AND (any of these)",
    hint: 'Every result must also mention at least one of these keywords, as in AND ("IT staffing" OR "healthcare").',
  },
] as const satisfies readonly { value: OrJoin; label: string; hint: string }[];

export function parseOrJoin(text: string | null | undefined): OrJoin {
  return text === "and" ? "and" : "or";
}

export interface BooleanInput {
  jobTitles?: string;
  andKeywords?: string;
  orKeywords?: string;
  notKeywords?: string;
  location?: string;
  orJoin?: OrJoin;
}

/**
 * Titles (OR), then AND (...), OR (...) or AND (... OR ...), NOT (...) and AND (locations),
 * each joined to what precedes it.
 */
export function buildBooleanString(input: BooleanInput): string {
  let result = group(input.jobTitles, "OR") ?? "";
  const append = (operator: string, part: string | null, standalone: string | null) => {
    if (!part) return;
    result = result ? `${result} ${operator} ${part}` : (standalone ?? part);
  };
  append("AND", group(input.andKeywords, "AND"), null);
  append(input.orJoin === "and" ? "AND" : "OR", group(input.orKeywords, "OR"), null);
  const not = group(input.notKeywords, "OR");
  append("NOT", not, not && `NOT ${not}`);
  append("AND", group(input.location, "OR"), null);
  return result.trim();
}

/** Google reads at most 32 words of a query; operators and site: count as words too. */
export const googleWordLimit = 32;

/**
 * Counts words as Google does for its 32-word limit: each word of a quoted phrase counts,
 * an operator with its argument (site:…, -intitle:"jobs", -"Infosys") counts as one word,
 * OR, AND and | count, and parentheses or a lone punctuation mark do not.
 */
export function countQueryWords(query: string): number {
  return query
    .replace(/([:-])"/g, "$1")
    .replace(/[()"]/g, " ")
    .split(/\s+/)
    .filter((word) => word === "|" || /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Lengths past which a pasted Boolean string risks being cut off or refused by LinkedIn.
 * LinkedIn publishes no figure: its Boolean help pages (Recruiter and Recruiter Lite:
 * linkedin.com/help/recruiter/answer/a415295; LinkedIn search:
 * linkedin.com/help/linkedin/answer/a524335) describe the operators but no length. These are
 * conservative working limits, not LinkedIn's own numbers, so the page words its warning as a
 * risk; change them here if LinkedIn documents a figure.
 */
export const linkedInLimits = [
  { product: "LinkedIn's search box", characters: 1000 },
  { product: "LinkedIn Recruiter's Keywords field", characters: 4000 },
] as const;

/** The LinkedIn limits a Boolean string is over, smallest first (empty when it fits them all). */
export function linkedInLimitsExceeded(text: string) {
  return linkedInLimits.filter((limit) => text.length > limit.characters);
}

export function googleSearchUrl(query: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}
