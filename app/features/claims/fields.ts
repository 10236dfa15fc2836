import { formFields } from "~/lib/form-state";

// The claim form's fields (issue 32), without Zod: the page uses them as it loads; the schema
// (schema.ts) loads when the visitor starts on the form.

export const claimFields = formFields(["name", "jobTitle", "email"]);
export type ClaimField = (typeof claimFields.names)[number];

/** The query a sent claim's redirect carries, and the "Check your inbox" panel's id. */
export const claimSentParam = "claim";
export const claimSentId = "claim-sent";

/** The representatives' sign-in form: the work address of a standing claim. */
export const signInFields = formFields(["email"]);
export type SignInField = (typeof signInFields.names)[number];
export const signInSentParam = "link";
