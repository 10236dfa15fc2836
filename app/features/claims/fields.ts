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

/** A representative's public reply to one review (issue 32): one per review, 2,000 characters. */
export const replyFields = formFields(["body"]);
export type ReplyField = (typeof replyFields.names)[number];
export const replyMaxLength = 2000;
/** replyMaxLength as the pages write it, with US grouping; a constant, so that loading the
 * schema does not load ICU's number data (fields.test.ts holds it to formatCount). */
export const replyMaxLengthText = "2,000";

/** A review flagged for the moderators, with a reason of the posting policy's. */
export const flagFields = formFields(["reason"]);
export type FlagField = (typeof flagFields.names)[number];

/** Which e-mail a representative gets about the company's published reviews. */
export const reviewMailFields = formFields(["reviewMail"]);
export type ReviewMailField = (typeof reviewMailFields.names)[number];
export const reviewMailChoices = [
  { value: "each", label: "An e-mail for each review, when it is published" },
  { value: "weekly", label: "A weekly digest, in a week with new reviews" },
  { value: "off", label: "No e-mail about reviews" },
] as const;

/** The profile's facts a representative may propose changes to (the moderators decide). */
export const proposalFields = formFields(
  ["description", "website", "location", "employee_count", "specialties", "services", "states"],
  { multi: ["specialties", "services", "states"] },
);
export type ProposalField = (typeof proposalFields.names)[number];

/** The query the pages' redirects carry after a representative's save. */
export const savedParam = "saved";
