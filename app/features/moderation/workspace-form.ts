import { z } from "zod";
import { companySchema } from "~/features/companies/schema";
import { movementObject } from "~/features/movements/schema";
import { reviewSchema } from "~/features/reviews/schema";
import { firstError } from "~/lib/form-state";
import { parseId } from "~/lib/params";
import { sanitizeText } from "~/lib/sanitize";
import type { FormSpec } from "~/lib/submission.server";
import {
  itemNotFound,
  type Decision,
  type Edits,
  type Subject,
  type WorkspaceAction,
} from "./actions";
import { workspaceFields, type WorkspaceField } from "./fields";

// The workspace's one form schema: every action a moderator can take, parsed from the form
// into a typed action (or refused with the message the moderator sees).

const movementEditSchema = movementObject.pick({
  name: true,
  previousRole: true,
  newRole: true,
  company: true,
  previousCompany: true,
  location: true,
  description: true,
});
const reviewEditSchema = reviewSchema.pick({ title: true, body: true });

const text = z.string().optional();

/** A parse's data, or null with its issues passed on to the whole form's. */
function passOn<T>(parsed: z.ZodSafeParseResult<T>, ctx: z.RefinementCtx): T | null {
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return null;
}

/** Typo fixes sent with an approval, parsed by the edited item's own rules. */
function editsOf(subject: Subject, input: unknown, ctx: z.RefinementCtx): Edits | null {
  if (subject === "movement") {
    const values = passOn(movementEditSchema.safeParse(input), ctx);
    return values && { subject, values };
  }
  if (subject === "company") {
    const values = passOn(companySchema.safeParse(input), ctx);
    return values && { subject, values };
  }
  const values = passOn(reviewEditSchema.safeParse(input), ctx);
  return values && { subject, values };
}

const intents = [
  "contact",
  "decide",
  "retry-mail",
  "revoke",
  "revoke-claim",
  "undo",
  "resend-notice",
  "correction",
  "reply",
  "dismiss-flag",
  "proposal",
] as const;

const workspaceSchema = z
  .looseObject({
    // A plain id only: a larger number than the database's integers would fail the query. No
    // row has the id 0 (they count from 1): an item not found, whatever the action, as the
    // fuzzing's oracle has it.
    id: text.transform((value) => parseId(value) || null),
    // Checked below, after the id: an unknown item is a 404 whatever the action.
    intent: text,
    status: text.transform((value) => (value === "new" ? "new" : "handled")),
    subject: text.transform((value): Subject =>
      value === "company" || value === "review" ? value : "movement",
    ),
    decision: text,
    reason: text.transform((value) => (value && sanitizeText(value, 500)) || null),
    edit: text,
    sendReason: text.transform((value) => value === "on"),
    queueMail: text.transform((value) => value === "on"),
    confirmed: text.transform((value) => value === "yes"),
    question: text.transform((value) => value?.trim() ?? ""),
    version: text.transform((value) => value?.trim() ?? ""),
  })
  .transform((input, ctx): WorkspaceAction => {
    // The moderator's own setting: no item.
    if (input.intent === "queue-mail") return { intent: "queue-mail", on: input.queueMail };
    const { status, subject, decision, reason, confirmed } = input;
    // A question is named by its id in the bank, not by a row's number.
    if (input.intent === "retire") {
      if (!reason) {
        ctx.addIssue({ code: "custom", path: ["reason"], message: "Please give a reason." });
        return z.NEVER;
      }
      return { intent: "retire", question: input.question, reason, confirmed };
    }
    const id = input.id;
    if (id === null) {
      ctx.addIssue({ code: "custom", path: ["id"], message: itemNotFound });
      return z.NEVER;
    }
    const intent = intents.find((name) => name === input.intent);
    if (!intent) {
      ctx.addIssue({ code: "custom", path: ["intent"], message: "Unknown action." });
      return z.NEVER;
    }
    const sendReason = decision === "reject" && input.sendReason;
    if (intent === "contact") return { intent: "contact", id, status };
    if (intent === "retry-mail") return { intent: "retry-mail", id };
    if (intent === "undo") return { intent: "undo", id, subject };
    if (intent === "resend-notice") return { intent: "resend-notice", id };
    if (intent === "dismiss-flag") return { intent: "dismiss-flag", id };
    if (intent === "correction" || intent === "proposal") {
      if (decision !== "apply" && decision !== "decline") {
        ctx.addIssue({ code: "custom", path: ["decision"], message: "Unknown decision." });
        return z.NEVER;
      }
      return { intent, id, apply: decision === "apply" };
    }
    if (intent === "reply") {
      if (decision !== "approve" && decision !== "reject") {
        ctx.addIssue({ code: "custom", path: ["decision"], message: "Unknown decision." });
        return z.NEVER;
      }
      return { intent, id, approve: decision === "approve", reason, version: input.version };
    }
    if (intent === "revoke" || intent === "revoke-claim") {
      if (!reason) {
        ctx.addIssue({ code: "custom", path: ["reason"], message: "Please give a reason." });
        return z.NEVER;
      }
      return { intent, id, reason, confirmed };
    }
    if (decision !== "approve" && decision !== "reject" && decision !== "remove") {
      ctx.addIssue({ code: "custom", path: ["decision"], message: "Unknown decision." });
      return z.NEVER;
    }
    if (decision !== "approve" && !reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Please give a reason." });
      return z.NEVER;
    }
    const action = {
      intent: "decide",
      id,
      subject,
      decision,
      reason,
      sendReason,
      confirmed,
    } as const;
    if (!input.edit) return action;
    const edits = editsOf(subject, input, ctx);
    if (!edits) return z.NEVER;
    return { ...action, edits };
  });

const decided: Record<Decision, string> = {
  approve: "Approved and published",
  reject: "Rejected",
  remove: "Removed from publication",
};

/** What the toast says once an action is done. */
function successTitle(action: WorkspaceAction): string {
  switch (action.intent) {
    case "contact":
      return action.status === "handled" ? "Marked as handled" : "Marked as new";
    case "retry-mail":
      return "The e-mail will be sent again";
    case "resend-notice":
      return "The notice is on its way to the person";
    case "correction":
      return action.apply
        ? "Correction applied: the movement is updated"
        : "Correction declined: the movement stays as it is";
    case "proposal":
      return action.apply
        ? "Changes applied: the profile is updated"
        : "Changes declined: the profile stays as it is";
    case "reply":
      return action.approve ? "Reply published under the review" : "Reply declined";
    case "dismiss-flag":
      return "Flag dismissed: the review stays";
    case "revoke":
      return "Certificate revoked";
    case "revoke-claim":
      return "Claim revoked: they no longer represent the company";
    case "retire":
      return "Question retired: it is no longer drawn";
    case "undo":
      return "Rejection undone: the item is pending again";
    case "queue-mail":
      return action.on
        ? "You will get e-mail about new items"
        : "You will get no e-mail about new items";
    case "decide":
      return decided[action.decision];
  }
}

/** The workspace form, declared once for the server: see submitForm. */
export const workspaceForm = {
  name: "workspace",
  fields: workspaceFields,
  schema: workspaceSchema,
  // An unknown item is a 404, whatever else is wrong; otherwise the first problem is told.
  invalid: (errors) =>
    errors.id
      ? { status: 404, toast: { title: itemNotFound } }
      : { toast: { title: firstError(errors) } },
  success: (action) => ({ title: successTitle(action) }),
  failed: { title: "The decision could not be saved. Please try again." },
  redirect: "/admin",
} satisfies FormSpec<WorkspaceField, WorkspaceAction>;
