import { sanitizeText } from "./sanitize";

/** A route's numeric id, or null for anything that is not a plain positive integer. */
export function parseId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

/** The `?page=` of a list: a whole number from 1, anything else meaning page 1. */
export function parsePage(url: URL): number {
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(requested) && requested > 0 ? Math.min(requested, 100_000) : 1;
}

/**
 * A search box's text from the query string, cleaned as stored text is so that it can match
 * it: no markup or control characters (a NUL would fail PostgreSQL's query), cut by characters
 * (never half an emoji). A tag may come with its "#".
 */
export function searchParam(url: URL, name: "q" | "tag"): string {
  const raw = url.searchParams.get(name) ?? "";
  return name === "tag" ? sanitizeText(raw.replace(/^#/, ""), 50) : sanitizeText(raw, 100);
}
