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
  const items = splitItems(text);
  return items.length ? `(${items.map((item) => `"${item}"`).join(` ${operator} `)})` : null;
}

export type Platform = "linkedin" | "github";

export interface XRayInput {
  jobTitle?: string;
  location?: string;
  skills?: string;
  seniority?: string;
  company?: string;
  platform?: Platform;
}

export const platforms = [
  { value: "linkedin", label: "LinkedIn", prefix: "site:linkedin.com/in " },
  { value: "github", label: "GitHub", prefix: "site:github.com " },
] as const;

export function parsePlatform(text: string | null | undefined): Platform {
  return text === "github" ? "github" : "linkedin";
}

/** The site prefix, then titles (OR), locations (OR), skills (AND), seniority (OR), companies (OR). */
export function buildXRayQuery(input: XRayInput): string {
  const prefix = input.platform === "github" ? "site:github.com " : "site:linkedin.com/in ";
  const groups = [
    group(input.jobTitle, "OR"),
    group(input.location, "OR"),
    group(input.skills, "AND"),
    group(input.seniority, "OR"),
    group(input.company, "OR"),
  ].filter((part): part is string => part !== null);
  return `${prefix}${groups.join(" ")}`.trim();
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
    hint: "Every result must also mention at least one of these keywords.",
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

export function countQueryWords(query: string): number {
  return query.replace(/[()"]/g, " ").split(/\s+/).filter(Boolean).length;
}

export function googleSearchUrl(query: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}
