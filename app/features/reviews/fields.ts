import { textInput } from "~/lib/form-state";

// The review form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const reviewFields = ["rating", "title", "body", "reviewerName", "reviewerEmail"] as const;
export type ReviewField = (typeof reviewFields)[number];

export function reviewFormInput(formData: FormData): Record<string, unknown> {
  return textInput(formData, reviewFields);
}
