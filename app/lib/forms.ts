import { z } from "zod";
import { sanitizeText, stripMarkup } from "./sanitize";

// The building blocks of the forms' schemas. Only schema modules import this (and so Zod): the
// browser loads them on demand, so Zod is not part of any page's first download. What a route
// component needs (values, errors, the validation toast) is in form-state.ts.

// Every form schema imports this module, so this runs before any of them is built. Otherwise
// Zod probes `new Function` as it builds an object schema: the site's CSP refuses eval, and
// the browser reports a CSP violation on every page with a form, hiding real ones. Without
// eval Zod interprets, as it already did under this CSP.
z.config({ jitless: true });

/** A required text field: markup stripped and trimmed before the checks, as the server stores it. */
export function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform(stripMarkup)
    .pipe(z.string().min(1, required).max(max, tooLong))
    .transform((value) => sanitizeText(value, max));
}

/** An optional text field: empty becomes null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .optional()
    .transform((value) => stripMarkup(value ?? ""))
    .pipe(z.string().max(max, tooLong))
    .transform((value) => (value ? sanitizeText(value, max) : null));
}

export function optionalEmail(message: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.union([z.literal(""), z.email(message).max(254, message)], { error: message }))
    .transform((value) => (value ? value.toLowerCase() : null));
}

/** An e-mail address as every form accepts it. */
export function isEmailAddress(value: string): boolean {
  return z.email().max(254).safeParse(value).success;
}
