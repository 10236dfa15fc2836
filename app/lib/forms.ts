import { z } from "zod";
import { sanitizeText, stripMarkup } from "./sanitize";
import type { Toast } from "./toast";

export type FieldErrors = Record<string, string | undefined>;
export type FormValues = Record<string, string | string[]>;

/** What an action returns when a submission is refused: the errors, and every value as sent. */
export interface FormFailure {
  ok: false;
  errors: FieldErrors;
  values: FormValues;
  toast?: Toast;
}

export const validationErrorToast: Omit<Toast, "id"> = {
  type: "error",
  title: "Validation Error",
  description: "Please fix the errors below and try again.",
};

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

/** The first message for each field, keyed by the field's form name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Plain values of a form, as sent, for refilling it after a refused submission. */
export function formValues(formData: FormData, multi: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (multi.includes(name))
      values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  return values;
}

export function valueOf(values: FormValues | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}
