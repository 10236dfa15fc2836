import { formFields } from "~/lib/form-state";

// The contact form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const contactFields = formFields(["name", "email", "subject", "message"]);
export type ContactField = (typeof contactFields.names)[number];
