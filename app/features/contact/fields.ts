import { textInput } from "~/lib/form-state";

// The contact form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const contactFields = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];

export function contactFormInput(formData: FormData): Record<string, unknown> {
  return textInput(formData, contactFields);
}
