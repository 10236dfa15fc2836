import { formFields } from "~/lib/form-state";

// The company form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const companyFields = formFields(
  [
    "name",
    "website",
    "description",
    "industry",
    "location",
    "employee_count",
    "logo_url",
    "specialties",
    "services",
    "states",
  ],
  { multi: ["specialties", "services", "states"] },
);
export type CompanyField = (typeof companyFields.names)[number];
