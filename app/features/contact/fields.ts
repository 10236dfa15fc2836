import { formFields, type SchemaLoader } from "~/lib/form-state";

// The contact form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

// Typed here: inferred, the schema's type would depend on these fields' own.
const loadSchema: SchemaLoader = () => import("./schema").then((module) => module.contactSchema);

export const contactFields = formFields(["name", "email", "subject", "message"], {
  loadSchema,
});
export type ContactField = (typeof contactFields.names)[number];
