import type { ModeratorRole } from "~db/schema";
import type { WorkspaceAction } from "./actions";

// Issue 33: what each role may do. An owner may do everything; a moderator works the queues,
// revokes certificates and claims, and keeps the outbox. Every workspace intent names the least
// role it needs here: the type requires one for each intent, so a new intent cannot be added
// without deciding, and the workspace's action checks it on the server before anything else.

export type Role = ModeratorRole;

export const roles: readonly Role[] = ["owner", "moderator"];

export const roleLabels: Record<Role, string> = { owner: "Owner", moderator: "Moderator" };

export const intentRole: Record<WorkspaceAction["intent"], Role> = {
  decide: "moderator",
  undo: "moderator",
  contact: "moderator",
  "retry-mail": "moderator",
  "queue-mail": "moderator",
  revoke: "moderator",
  "revoke-claim": "moderator",
  "resend-notice": "moderator",
  correction: "moderator",
  reply: "moderator",
  "dismiss-flag": "moderator",
  proposal: "moderator",
  // The assessment's question bank is the site's content, an owner's to change.
  retire: "owner",
};

/** Whether an account of role `has` may do what needs role `needs`. */
export function allows(has: Role, needs: Role): boolean {
  return has === "owner" || needs === "moderator";
}

export const ownerOnlyMessage = "Only an owner can do that.";
