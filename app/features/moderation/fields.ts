import { formFields } from "~/lib/form-state";

// The moderators' forms' fields, without Zod. Their schemas (workspace-form.ts, sign-in.ts)
// run on the server only: moderators get the server's answer.

/** Every field a workspace form may send: the action, its item, and a moderator's edits. */
export const workspaceFields = formFields(
  [
    "intent",
    "id",
    "status",
    "subject",
    "decision",
    "reason",
    "edit",
    "sendReason",
    "queueMail",
    // "yes" from the confirm step's form: a reject, remove or revoke acts only then.
    "confirmed",
    // A question of the assessment's bank, by its id: retiring one.
    "question",
    // The time a company's reply was sent: a decision applies to the text the moderator read.
    "version",
    // Edits before approval: a movement's, a company's and a review's fields.
    "name",
    "previousRole",
    "newRole",
    "company",
    "previousCompany",
    "location",
    "description",
    "website",
    "industry",
    "employee_count",
    "logo_url",
    "title",
    "body",
    "specialties",
    "services",
    "states",
  ],
  { multi: ["specialties", "services", "states"] },
);
export type WorkspaceField = (typeof workspaceFields.names)[number];

export const signInFields = formFields(["email", "password"], { secret: ["password"] });
export type SignInField = (typeof signInFields.names)[number];
