import { formFields } from "~/lib/form-state";

// The review form's fields, without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const reviewFields = formFields([
  "relationship",
  "rating",
  "title",
  "body",
  "reviewerName",
  "reviewerEmail",
]);
export type ReviewField = (typeof reviewFields.names)[number];

/** The query a sent review's redirect carries, and the "Check your inbox" panel's id (its fragment). */
export const reviewSentParam = "review";
export const reviewSentId = "review-sent";
