import type { z } from "zod";
import type { Toast } from "./toast";

// What a form shows: its values, its errors and the answer to a refused submission. Route
// components import this with the page, so it must not import Zod at run time (Zod loads with
// a form's schema, once the visitor starts filling the form in).

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

/** A schema's input from a form: the text of each named field, once. */
export function textInput(formData: FormData, names: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") input[name] = value;
  }
  return input;
}

export function valueOf(values: FormValues | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}
