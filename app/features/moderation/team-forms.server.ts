import { z } from "zod";
import { refuse, type FormSpec, type Saved } from "~/lib/submission.server";
import type { Moderator } from "./auth.server";
import { changePassword, endOwnSession } from "./account.server";
import {
  accountFields,
  invitationFields,
  teamFields,
  type AccountField,
  type InvitationField,
  type TeamField,
} from "./fields";
import { inviteModerator, revokeInvitation } from "./invitations.server";
import { weakPasswordMessage } from "./password-strength.server";
import { roles, type Role } from "./roles";
import {
  endAccountSessions,
  lastOwnerMessage,
  setActive,
  setRole,
  type TeamChange,
} from "./team.server";

// The forms of the team page, the account page and an invitation (issue 33): their schemas and
// saves, on the server only. Each goes through the one form pipeline (submitForm).

const id = z.coerce.number({ error: "That account could not be found." }).int().positive();
const role = z.enum(roles as [Role, ...Role[]], { error: "Please choose a role." });
const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .pipe(
    z.email("Please enter a valid email address").max(254, "Please enter a valid email address"),
  )
  .transform((value) => value.toLowerCase());

const teamSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email, role }),
  z.object({ intent: z.literal("revoke-invitation"), id }),
  z.object({ intent: z.literal("set-role"), id, role }),
  z.object({ intent: z.literal("deactivate"), id }),
  z.object({ intent: z.literal("reactivate"), id }),
  z.object({ intent: z.literal("end-sessions"), id }),
]);
export type TeamAction = z.infer<typeof teamSchema>;

const teamToasts: Record<TeamAction["intent"], string> = {
  invite: "Invitation sent.",
  "revoke-invitation": "Invitation revoked.",
  "set-role": "Role changed.",
  deactivate: "Account deactivated: its sessions have ended.",
  reactivate: "Account reactivated.",
  "end-sessions": "Every session of that account has ended.",
};

export const teamForm = {
  name: "team",
  fields: teamFields,
  schema: teamSchema,
  success: (action) => ({ type: "success", title: teamToasts[action.intent] }),
  failed: { title: "That change could not be saved right now. Please try again in a minute." },
  redirect: "/admin/team",
} satisfies FormSpec<TeamField, TeamAction>;

function changeRefusal(change: TeamChange): Saved<TeamField> {
  if (change === "not-found")
    return refuse({ status: 404, toast: { title: "That account could not be found." } });
  if (change === "last-owner") return refuse({ status: 409, toast: { title: lastOwnerMessage } });
  return undefined;
}

export async function saveTeam(owner: Moderator, action: TeamAction): Promise<Saved<TeamField>> {
  switch (action.intent) {
    case "invite": {
      const sent = await inviteModerator(owner, action.email, action.role);
      if (sent === "exists") {
        const message = "A moderator with this e-mail address already exists.";
        return refuse({ status: 409, toast: { title: message }, errors: { email: message } });
      }
      if (sent === "pending") {
        const message =
          "An invitation to this address is already waiting: revoke it to send a new one.";
        return refuse({ status: 409, toast: { title: message }, errors: { email: message } });
      }
      return undefined;
    }
    case "revoke-invitation":
      return (await revokeInvitation(owner, action.id))
        ? undefined
        : refuse({
            status: 404,
            toast: { title: "That invitation is no longer waiting." },
          });
    case "set-role":
      return changeRefusal(await setRole(owner, action.id, action.role));
    case "deactivate":
    case "reactivate":
      return changeRefusal(await setActive(owner, action.id, action.intent === "reactivate"));
    case "end-sessions":
      return (await endAccountSessions(owner, action.id)) === null
        ? changeRefusal("not-found")
        : undefined;
  }
}

const secret = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

const accountSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("end-session"),
    session: z.string().regex(/^[0-9a-f]{64}$/, "That session could not be found."),
  }),
  z
    .object({
      intent: z.literal("password"),
      currentPassword: secret("Current password"),
      newPassword: secret("New password"),
      confirmPassword: z.string().optional(),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: "The two new passwords are not the same.",
      path: ["confirmPassword"],
    }),
]);
export type AccountAction = z.infer<typeof accountSchema>;

export const accountForm = {
  name: "account",
  fields: accountFields,
  schema: accountSchema,
  success: (action) => ({
    type: "success",
    title:
      action.intent === "password"
        ? "Password changed. Every other session has ended."
        : "Session ended.",
  }),
  failed: { title: "That change could not be saved right now. Please try again in a minute." },
  redirect: "/admin/account",
} satisfies FormSpec<AccountField, AccountAction>;

export async function saveAccount(
  moderator: Moderator,
  action: AccountAction,
  address: string,
): Promise<Saved<AccountField>> {
  if (action.intent === "end-session") {
    if (!(await endOwnSession(moderator, action.session)))
      return refuse({ status: 404, toast: { title: "That session has already ended." } });
    // Ending this very session signs out.
    return action.session === moderator.sessionId ? { headers: {}, to: "/admin/login" } : undefined;
  }
  const changed = await changePassword(
    moderator,
    action.currentPassword,
    action.newPassword,
    address,
  );
  if (changed.ok) return undefined;
  return refuse({
    status: changed.lockedSeconds ? 429 : 400,
    toast: { title: changed.message },
    errors: { [changed.field]: changed.message },
  });
}

const invitationSchema = z
  .object({
    token: z.string().optional(),
    password: secret("Password"),
    confirmPassword: z.string().optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "The two passwords are not the same.",
    path: ["confirmPassword"],
  });
export type InvitationInput = z.infer<typeof invitationSchema>;

export const invitationForm = {
  name: "invitation",
  fields: invitationFields,
  schema: invitationSchema,
  failed: { title: "Your account could not be made right now. Please try again in a minute." },
  redirect: "/admin/two-factor",
} satisfies FormSpec<InvitationField, InvitationInput>;

/** Why an invitation's password will not do (it is checked before the link is used). */
export async function invitationPasswordRefusal(
  password: string,
  forEmail: string,
): Promise<Saved<InvitationField>> {
  const weak = await weakPasswordMessage(password, forEmail);
  return weak
    ? refuse({ status: 400, toast: { title: weak }, errors: { password: weak } })
    : undefined;
}
