import { formFields, type SchemaLoader } from "~/lib/form-state";

// The review form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

// Typed here: inferred, the schema's type would depend on these fields' own.
const loadSchema: SchemaLoader = () => import("./schema").then((module) => module.reviewSchema);

export const reviewFields = formFields(
  ["relationship", "rating", "title", "body", "reviewerName", "reviewerEmail"],
  { loadSchema },
);
export type ReviewField = (typeof reviewFields.names)[number];

/** The query a sent review's redirect carries, and the "Check your inbox" panel's id (its fragment). */
export const reviewSentParam = "review";
export const reviewSentId = "review-sent";
