import type { CompanyInput } from "~/features/companies/schema";

// What a moderator can do, as typed actions: shared by the workspace form's schema
// (workspace-form.ts), which parses them, and the decisions (decisions.server.ts), which carry
// them out. Neither imports the other.

export type Subject = "movement" | "company" | "review";
export type Decision = "approve" | "reject" | "remove";

export interface MovementEdits {
  name: string;
  newRole: string;
  company: string;
  previousRole: string | null;
  previousCompany: string | null;
  location: string | null;
  description: string;
}

/** Typo fixes a moderator makes before approving, per kind of item. */
export type Edits =
  | { subject: "movement"; values: MovementEdits }
  | { subject: "company"; values: CompanyInput }
  | { subject: "review"; values: { title: string; body: string } };

export const itemNotFound = "That item could not be found.";

/** How long a rejection can be undone, and its rejection e-mail waits (decision 0029). */
export const undoMinutes = 10;

export type WorkspaceAction =
  | { intent: "contact"; id: number; status: "new" | "handled" }
  /** A failed e-mail of the outbox, queued again. */
  | { intent: "retry-mail"; id: number }
  /** The moderator's e-mail about new items in the queues, on or off. */
  | { intent: "queue-mail"; on: boolean }
  /** A passed completion's certificate revoked, with the moderator's reason. */
  | { intent: "revoke"; id: number; reason: string; confirmed: boolean }
  /** A company representative's claim revoked, with the moderator's reason (issue 32). */
  | { intent: "revoke-claim"; id: number; reason: string; confirmed: boolean }
  /** A question of the bank retired, with the moderator's reason: never drawn again. */
  | { intent: "retire"; question: string; reason: string; confirmed: boolean }
  /** A published movement's notice to its featured person, sent again (issue 31). */
  | { intent: "resend-notice"; id: number }
  /** A correction the featured person suggested, applied to the movement or declined. */
  | { intent: "correction"; id: number; apply: boolean }
  /**
   * A company's reply to a review, as sent at `version` (its submitted_at): published, or
   * declined with an optional reason told to the representative (issue 32).
   */
  | { intent: "reply"; id: number; approve: boolean; reason: string | null; version: string }
  /** A representative's flag on a review, dismissed: the review stays (issue 32). */
  | { intent: "dismiss-flag"; id: number }
  /** A representative's proposed changes to the profile, applied or declined (issue 32). */
  | { intent: "proposal"; id: number; apply: boolean }
  /** A rejection taken back within `undoMinutes`: the item is pending again. */
  | { intent: "undo"; id: number; subject: Subject }
  | {
      intent: "decide";
      id: number;
      subject: Subject;
      decision: Decision;
      reason: string | null;
      edits?: Edits;
      /** A rejected movement's reason is e-mailed to its submitter (a checkbox, off by default). */
      sendReason: boolean;
      /** Sent by the confirm step's form: a reject, remove or revoke acts only once confirmed. */
      confirmed: boolean;
    };

/** An action that acts only after a confirm step: a reject, a remove, a revoke, a retirement. */
export type UnconfirmedAction = Extract<
  WorkspaceAction,
  { intent: "decide" | "revoke" | "retire" | "revoke-claim" }
>;

/** The action, when it awaits its confirm step; null when it may act now. */
export function awaitingConfirmation(action: WorkspaceAction): UnconfirmedAction | null {
  if (action.intent === "revoke" || action.intent === "retire" || action.intent === "revoke-claim")
    return action.confirmed ? null : action;
  if (action.intent !== "decide") return null;
  return action.decision !== "approve" && !action.confirmed ? action : null;
}
