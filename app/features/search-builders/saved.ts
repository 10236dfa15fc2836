import { booleanQuery, xrayQuery } from "./queries";
import { builders, searchHref, type Builder, type SearchValues } from "./search-href";

/**
 * Saved searches (issue 17, item 4): a builder's form values kept in the browser under a name,
 * and the JSON file that carries them to another browser. Everything read back, from storage or
 * from a visitor's file, is checked here before it reaches the page.
 */

export interface SavedSearch {
  name: string;
  values: SearchValues;
}

export interface SavedFile {
  builder: Builder;
  version: 1;
  searches: SavedSearch[];
}

export const savedVersion = 1;
export const nameMaxLength = 60;
/** More than any sourcer keeps; stops a huge file from filling the browser's storage. */
export const maxSearches = 200;

/** The values as the builder's own parser reads them from its URL, so nothing else gets in. */
export function normalizeValues(builder: Builder, values: SearchValues): SearchValues {
  const url = new URL(searchHref(builder, values), "https://example.invalid");
  const parsed = builder === "xray" ? xrayQuery(url).values : booleanQuery(url).values;
  const result: SearchValues = {};
  for (const [field, value] of Object.entries(parsed)) {
    result[field] = typeof value === "boolean" ? (value ? "on" : "") : value;
  }
  return result;
}

/** The values a form holds now, read by field name. */
export function formValues(builder: Builder, form: HTMLFormElement): SearchValues {
  const data = new FormData(form);
  const values: SearchValues = {};
  for (const field of builders[builder].fields) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return normalizeValues(builder, values);
}

/** A name's problem in words, or null when it is fine. The name is trimmed first. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "Enter a name for the search.";
  if (trimmed.length > nameMaxLength)
    return `Use at most ${nameMaxLength} characters for the name (this one has ${trimmed.length}).`;
  return null;
}

export type ReadResult = { ok: true; file: SavedFile } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks a parsed JSON value; `source` names it in messages ("This file", "The saved list"). */
export function readSaved(builder: Builder, data: unknown, source = "This file"): ReadResult {
  const label = builders[builder].label;
  if (!isRecord(data) || !("builder" in data) || !("searches" in data))
    return { ok: false, message: `${source} is not a saved-searches file.` };
  if (data.builder !== builder) {
    const other = data.builder === "xray" || data.builder === "boolean" ? data.builder : null;
    return {
      ok: false,
      message: other
        ? `${source} holds ${builders[other].label} searches; import it on the ${builders[other].label} builder.`
        : `${source} is not for the ${label} builder.`,
    };
  }
  if (data.version !== savedVersion)
    return {
      ok: false,
      message: `${source} is version ${JSON.stringify(data.version) ?? "(none)"}; this page reads version ${savedVersion}.`,
    };
  if (!Array.isArray(data.searches))
    return { ok: false, message: `${source} has no list of searches.` };
  if (data.searches.length > maxSearches)
    return { ok: false, message: `${source} has more than ${maxSearches} searches.` };
  const searches: SavedSearch[] = [];
  for (const [index, entry] of data.searches.entries()) {
    const position = `Search ${index + 1}`;
    if (!isRecord(entry) || typeof entry.name !== "string" || !isRecord(entry.values))
      return { ok: false, message: `${source}: ${position} needs a name and values.` };
    const problem = nameProblem(entry.name);
    if (problem) return { ok: false, message: `${source}: ${position}: ${problem}` };
    const values: SearchValues = {};
    for (const field of builders[builder].fields) {
      const value = entry.values[field] ?? "";
      if (typeof value !== "string")
        return { ok: false, message: `${source}: ${position}: "${field}" is not text.` };
      values[field] = value;
    }
    searches.push({ name: entry.name.trim(), values: normalizeValues(builder, values) });
  }
  return { ok: true, file: { builder, version: savedVersion, searches } };
}

/** Reads a file's text; a message for anything that is not a good file for this builder. */
export function parseSavedText(builder: Builder, text: string, source = "This file"): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: `${source} is not valid JSON.` };
  }
  return readSaved(builder, data, source);
}

export function serializeSaved(builder: Builder, searches: SavedSearch[]): string {
  const file: SavedFile = { builder, version: savedVersion, searches };
  return JSON.stringify(file, null, 2);
}

/** The name with " (2)", " (3)"… until no saved search has it, kept within the length limit. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, nameMaxLength - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const sameValues = (a: SearchValues, b: SearchValues) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

/**
 * Adds imported searches to the saved ones. A name already in use gets " (2)"; a search already
 * saved with the same name and values is skipped, so importing a file twice adds nothing.
 */
export function mergeSaved(
  saved: SavedSearch[],
  imported: SavedSearch[],
): { searches: SavedSearch[]; added: number; skipped: number } {
  const searches = [...saved];
  let added = 0;
  let skipped = 0;
  for (const search of imported) {
    if (searches.some((s) => s.name === search.name && sameValues(s.values, search.values))) {
      skipped++;
      continue;
    }
    if (searches.length >= maxSearches) {
      skipped++;
      continue;
    }
    const name = freeName(search.name, new Set(searches.map((s) => s.name)));
    searches.push({ name, values: search.values });
    added++;
  }
  return { searches, added, skipped };
}
