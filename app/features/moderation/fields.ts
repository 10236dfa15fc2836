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

/** The owners' team page (issue 33): an invitation, and an account's role, state or sessions. */
export const teamFields = formFields(["intent", "id", "email", "role"]);
export type TeamField = (typeof teamFields.names)[number];

/** A moderator's own account: a session ended, or the password changed. */
export const accountFields = formFields(
  ["intent", "session", "currentPassword", "newPassword", "confirmPassword", "code"],
  { secret: ["currentPassword", "newPassword", "confirmPassword"] },
);
export type AccountField = (typeof accountFields.names)[number];

/** An invitation accepted: the link's token and the password chosen. */
export const invitationFields = formFields(["token", "password", "confirmPassword"], {
  secret: ["password", "confirmPassword"],
});
export type InvitationField = (typeof invitationFields.names)[number];
