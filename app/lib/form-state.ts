import type { z } from "zod";
import type { Toast } from "./toast";

// What a form is and what it shows: its fields, values, errors and the answer to a refused
// submission. Route components import this with the page, so it must not import Zod at run
// time (Zod loads with a form's schema, once the visitor starts filling the form in).

/** Errors by field name; `form` holds a message about the form as a whole. */
export type FieldErrors<F extends string = string> = Partial<Record<F | "form", string>>;
/** A form's values as sent: one text per field, every value of a multi-valued field. */
export type FormValues<F extends string = string> = Partial<Record<F, string | string[]>>;

/**
 * A submission that clashes with something already stored (a company already listed, a
 * second review from one address). The field's message is in `errors`; this says what it
 * clashes with, and where that is when it can be shown.
 */
export interface Conflict {
  kind: string;
  href?: string;
}

/** What an action returns when a submission is refused: the errors, and every value as sent. */
export interface FormFailure<F extends string = string> {
  ok: false;
  errors: FieldErrors<F>;
  values: FormValues<F>;
  toast?: Toast;
  conflict?: Conflict;
}

/**
 * A form's fields, declared once: their names (typed, so a misspelled name fails the
 * typecheck), which of them carry several values, and which are never sent back (a password).
 * Names and labels only: a feature's schema.ts imports its fields.ts, never the other way round
 * (lint refuses the circle).
 */
export interface FormFields<F extends string> {
  readonly names: readonly F[];
  readonly multi: readonly F[];
  readonly secret: readonly F[];
}

/** Loads a form's schema (and Zod with it) on demand: a dynamic import. */
export type SchemaLoader = () => Promise<z.ZodType>;

export function formFields<const F extends string>(
  names: readonly F[],
  options: {
    multi?: readonly NoInfer<F>[];
    secret?: readonly NoInfer<F>[];
  } = {},
): FormFields<F> {
  return {
    names,
    multi: options.multi ?? [],
    secret: options.secret ?? [],
  };
}

/**
 * The form read once, into the one shape that is both the schema's input and the values sent
 * back: the text of each declared field (its first copy; a file is not text), every text of
 * a multi-valued field. Undeclared names are ignored.
 */
export function readFields<F extends string>(
  formData: FormData,
  fields: FormFields<F>,
): FormValues<F> {
  const values: FormValues<F> = {};
  for (const name of fields.names) {
    if (fields.multi.includes(name)) {
      values[name] = formData.getAll(name).filter((value) => typeof value === "string");
    } else {
      const value = formData.get(name);
      if (typeof value === "string") values[name] = value;
    }
  }
  return values;
}

/** The values to send back with a refusal: all but the secret ones. */
export function echoValues<F extends string>(
  values: FormValues<F>,
  fields: FormFields<F>,
): FormValues<F> {
  const echo = { ...values };
  for (const name of fields.secret) delete echo[name];
  return echo;
}

export const validationErrorToast: Omit<Toast, "id"> = {
  type: "error",
  title: "Validation Error",
  description: "Please fix the errors below and try again.",
};

/** The first message for each field, keyed by the field's form name. */
export function fieldErrors<F extends string = string>(error: z.ZodError): FieldErrors<F> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<F>;
}

/** A field's props after a refused submission: its name, its value as sent and its error. */
export function fieldProps<F extends string>(
  values: FormValues<F> | undefined,
  errors: FieldErrors<F> | undefined,
  name: F,
) {
  return { name, defaultValue: valueOf(values, name), error: errors?.[name] };
}

/** The first error's message: the toast of a form that tells one problem at a time. */
export function firstError(errors: FieldErrors): string {
  return Object.values(errors).find(Boolean) ?? validationErrorToast.title;
}

export function valueOf<F extends string>(values: FormValues<F> | undefined, name: F): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}

export function valuesOf<F extends string>(values: FormValues<F> | undefined, name: F): string[] {
  const value = values?.[name];
  return Array.isArray(value) ? value : value ? [value] : [];
}
