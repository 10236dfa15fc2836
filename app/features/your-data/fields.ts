import { formFields } from "~/lib/form-state";

// The "Your data" request form's fields (issue 34), without Zod: the page uses them as it loads;
// the schema (schema.ts) loads when the visitor starts on the form.

export const requestFields = formFields(["email"]);
export type RequestField = (typeof requestFields.names)[number];

/** The query the form's redirect carries: the "Check your inbox" panel shows. */
export const linkSentParam = "link";
