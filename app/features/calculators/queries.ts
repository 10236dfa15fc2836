import type { TimeUnit } from "~/lib/numbers";

/**
 * Each calculator's inputs live in the URL, so a result can be shared and reopened, and the
 * page works without JavaScript. No result until the form has been sent (the query has the
 * calculator's first field); the values are kept as typed, as text.
 */
export function readQuery<T extends Record<string, string>>(
  url: URL,
  defaults: T,
): { values: T; calculated: boolean } {
  const keys = Object.keys(defaults);
  const calculated = url.searchParams.has(keys[0] ?? "");
  const values = { ...defaults };
  if (calculated) {
    for (const key of keys)
      (values as Record<string, string>)[key] = (url.searchParams.get(key) ?? "").slice(0, 40);
  }
  return { values, calculated };
}

/** A time slider's minimum, maximum and step in each unit: up to 40 years. */
export const timeRanges: Record<TimeUnit, [number, number, number]> = {
  years: [1, 40, 1],
  months: [1, 480, 1],
  days: [1, 3650, 1],
};
