import { textInput } from "~/lib/form-state";

// The company form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const companyFields = [
  "name",
  "website",
  "description",
  "industry",
  "location",
  "employee_count",
  "logo_url",
] as const;
export type CompanyField = (typeof companyFields)[number];

export function companyFormInput(formData: FormData): Record<string, unknown> {
  return textInput(formData, companyFields);
}
