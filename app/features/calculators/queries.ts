import type { TimeUnit } from "~/lib/numbers";
import type { FieldErrors } from "./limits";

/**
 * Each calculator's inputs live in the URL, so a result can be shared and reopened, and the
 * page works without JavaScript. No result until the form has been sent (the query has the
 * calculator's first field); the values are kept as typed, as text, and checked by the
 * calculator's `validate`: a result is due (`accepted`) only when nothing was refused.
 */
export function readQuery<T extends Record<string, string>>(
  url: URL,
  defaults: T,
  validate: (values: T) => FieldErrors,
): { values: T; calculated: boolean; errors: FieldErrors; accepted: boolean } {
  const keys = Object.keys(defaults);
  const calculated = url.searchParams.has(keys[0] ?? "");
  const values = { ...defaults };
  if (calculated) {
    for (const key of keys)
      (values as Record<string, string>)[key] = (url.searchParams.get(key) ?? "").slice(0, 40);
  }
  const errors = calculated ? validate(values) : {};
  return { values, calculated, errors, accepted: calculated && Object.keys(errors).length === 0 };
}

/** A time slider's minimum, maximum and step in each unit: up to 40 years. */
export const timeRanges: Record<TimeUnit, [number, number, number]> = {
  years: [1, 40, 1],
  months: [1, 480, 1],
  days: [1, 3650, 1],
};
