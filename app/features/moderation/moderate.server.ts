import { data, type AppLoadContext } from "react-router";
import { getDb } from "~db";
import { assessmentQuestions } from "~/content/assessment";
import { isConfirmedReview } from "~/features/reviews/reviews.server";
import { readFields } from "~/lib/form-state";
import { mailBudget } from "~/content/mail-budget";
import {
  failedBeforeSave,
  formFailure,
  readForm,
  refuse,
  submitForm,
  type Refusal,
  type Saved,
} from "~/lib/submission.server";
import {
  awaitingConfirmation,
  itemNotFound,
  type UnconfirmedAction,
  type WorkspaceAction,
} from "./actions";
import type { Moderator } from "./auth.server";
import {
  allowedFrom,
  decide,
  retryMail,
  setContactStatus,
  undoRejection,
} from "./decisions.server";
import { workspaceFields, type WorkspaceField } from "./fields";
import { decideCorrection, resendNotice } from "./person-decisions.server";
import { revokeClaim, standingClaim } from "./claims.server";
import { decideProposal, decideReply, dismissFlag } from "./answers.server";
import { setQueueMail } from "./queue-mail.server";
import { nextCertificate, nextInList, pageOfItem } from "./queues.server";
import { minimumPerModule, retireQuestion } from "./questions.server";
import { revokeCertificate } from "./revoke.server";
import { itemAnchor, viewHref, viewOfSubject } from "./views";
import { workspaceForm } from "./workspace-form";
import { allows, intentRole, ownerOnlyMessage } from "./roles";

// The workspace's action: a reject, remove or revoke first answers with its confirm step; every
// action then goes through the one form pipeline (submitForm), and a decision leads to the next
// item of its queue.

/** What the confirm step shows and sends again: the action, its item and the reason. */
export interface ConfirmStep {
  action: UnconfirmedAction;
  /** The item as the moderator knows it: a name, a title, a certificate's reference. */
  title: string;
  /** Where Cancel leads: the item in its view. */
  back: string;
}

const sameNameMessage = "Another company with this name is already listed or waiting for review.";
const forgottenMailMessage =
  "That e-mail held a code or link, which is no longer kept once it has failed, so it cannot be sent again. The person can ask for a new one.";
const decidedAlready = "That item has already been decided.";
const noSuchCertificate = "That certificate does not exist or is already revoked.";
const noSuchQuestion = "That question is not in the bank.";
const noSuchClaim = "That claim does not exist or is not standing.";

/** The confirm step of an action that awaits it, or why the action cannot be taken. */
async function confirmStep(
  action: UnconfirmedAction,
): Promise<ConfirmStep | Refusal<WorkspaceField>> {
  const db = getDb();
  if (action.intent === "revoke") {
    const row = await db
      .selectFrom("assessment_completions")
      .select(["reference", "full_name"])
      .where("id", "=", action.id)
      .where("passed", "=", 1)
      .where("reference", "is not", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) return { status: 404, toast: { title: noSuchCertificate } };
    return {
      action,
      title: `${row.reference ?? ""} (${row.full_name})`,
      back: viewHref("certificates", { hash: itemAnchor("certificate", action.id, "pending") }),
    };
  }
  if (action.intent === "revoke-claim") {
    const claim = await standingClaim(action.id);
    if (!claim) return { status: 404, toast: { title: noSuchClaim } };
    return {
      action,
      title: `${claim.name} for ${claim.company_name}`,
      back: viewHref("companies", { list: "claims" }),
    };
  }
  if (action.intent === "retire") {
    const question = assessmentQuestions.find((item) => item.id === action.question);
    if (!question) return { status: 404, toast: { title: noSuchQuestion } };
    return {
      action,
      title: `${question.id}: ${question.question}`,
      back: viewHref("questions"),
    };
  }
  const { subject, id, decision } = action;
  const row =
    subject === "review"
      ? await db
          .selectFrom("company_reviews")
          .select(["status", "title as name"])
          .where("id", "=", id)
          .executeTakeFirst()
      : await db
          .selectFrom(subject === "movement" ? "movement_submissions" : "companies")
          .select(["status", "name"])
          .where("id", "=", id)
          .executeTakeFirst();
  if (!row || (subject === "review" && !(await isConfirmedReview(db, id))))
    return { status: 404, toast: { title: itemNotFound } };
  if (!allowedFrom[decision].includes(row.status))
    return { status: 409, toast: { title: decidedAlready } };
  const list = decision === "remove" ? "published" : "pending";
  const page = (await pageOfItem(subject, list, id)) ?? 1;
  return {
    action,
    title: row.name,
    back: viewHref(viewOfSubject[subject], { list, page, hash: itemAnchor(subject, id, list) }),
  };
}

/** Carries out one action, or says why it cannot; `here` is the page the form was sent from. */
async function moderate(
  moderator: Moderator,
  action: WorkspaceAction,
  here: string,
): Promise<Saved<WorkspaceField>> {
  const to = (address: string) => ({ headers: {}, to: address });
  if (!allows(moderator.role, intentRole[action.intent]))
    return refuse({ status: 403, toast: { title: ownerOnlyMessage } });
  // Only reached without the confirm step when the step refused, or the item changed meanwhile.
  const unconfirmed = awaitingConfirmation(action);
  if (unconfirmed) {
    const step = await confirmStep(unconfirmed);
    return refuse("status" in step ? step : { status: 409, toast: { title: "Please confirm." } });
  }
  switch (action.intent) {
    case "contact":
      if (!(await setContactStatus(moderator, action.id, action.status)))
        return refuse({ status: 404, toast: { title: itemNotFound } });
      return to(here);
    case "queue-mail":
      await setQueueMail(getDb(), moderator.id, action.on);
      return to(here);
    case "revoke":
      if (!(await revokeCertificate(moderator, action.id, action.reason)))
        return refuse({ status: 404, toast: { title: noSuchCertificate } });
      return to(await nextCertificate(action.id));
    case "revoke-claim":
      if (!(await revokeClaim(moderator, action.id, action.reason)))
        return refuse({ status: 404, toast: { title: noSuchClaim } });
      return to(viewHref("companies", { list: "claims" }));
    case "retire": {
      const retired = await retireQuestion(moderator, action.question, action.reason);
      if (retired === "unknown") return refuse({ status: 404, toast: { title: noSuchQuestion } });
      if (retired === "already")
        return refuse({ status: 409, toast: { title: "That question is already retired." } });
      if (retired === "too-few")
        return refuse({
          status: 409,
          toast: {
            title: `Its module would keep fewer than ${minimumPerModule} questions to draw: write a new one before retiring this.`,
          },
        });
      return to(viewHref("questions"));
    }
    case "retry-mail": {
      const retried = await retryMail(moderator, action.id);
      if (retried === "missing")
        return refuse({ status: 404, toast: { title: "That e-mail is not waiting for a retry." } });
      if (retried === "forgotten")
        return refuse({ status: 410, toast: { title: forgottenMailMessage } });
      return to(here);
    }
    case "resend-notice": {
      const sent = await resendNotice(moderator, action.id);
      if (sent === "not-published" || sent === "no-address")
        return refuse({
          status: 404,
          toast: { title: "That movement is not published with an address for its person." },
        });
      if (sent === "held")
        return refuse({
          status: 429,
          toast: {
            title: `Not sent: that inbox has had its mail budget for now (${mailBudget.perHour} an hour, ${mailBudget.perDay} a day). Please try again later.`,
          },
        });
      if (sent === "unsubscribed")
        return refuse({
          status: 409,
          toast: { title: "Not sent: that address has unsubscribed from our notifications." },
        });
      return to(here);
    }
    case "correction": {
      if ((await decideCorrection(moderator, action.id, action.apply)) === "not-found")
        return refuse({ status: 404, toast: { title: "That correction is no longer waiting." } });
      return to(here);
    }
    case "reply":
      if (
        (await decideReply(moderator, action.id, action.approve, action.reason, action.version)) ===
        "not-found"
      )
        return refuse({
          status: 404,
          toast: { title: "That reply is no longer waiting, or was edited since: please reload." },
        });
      return to(here);
    case "dismiss-flag":
      if ((await dismissFlag(moderator, action.id)) === "not-found")
        return refuse({ status: 404, toast: { title: "That flag is no longer open." } });
      return to(here);
    case "proposal":
      if ((await decideProposal(moderator, action.id, action.apply)) === "not-found")
        return refuse({ status: 404, toast: { title: "Those changes are no longer waiting." } });
      return to(here);
    case "undo": {
      const { subject, id } = action;
      const undone = await undoRejection(moderator, subject, id);
      if (undone === "not-found") return refuse({ status: 404, toast: { title: itemNotFound } });
      if (undone === "not-rejected")
        return refuse({ status: 409, toast: { title: "That item is not rejected." } });
      if (undone === "too-late")
        return refuse({
          status: 409,
          toast: {
            title:
              "The 10 minutes to undo this rejection have passed: it stays rejected. The person can send it again.",
          },
        });
      const page = (await pageOfItem(subject, "pending", id)) ?? 1;
      return to(
        viewHref(viewOfSubject[subject], { page, hash: itemAnchor(subject, id, "pending") }),
      );
    }
    case "decide": {
      const { subject, id, decision, reason, edits, sendReason } = action;
      const result = await decide(moderator, subject, id, decision, reason, edits, sendReason);
      if (result === "not-found") return refuse({ status: 404, toast: { title: itemNotFound } });
      if (result === "not-allowed")
        return refuse({ status: 409, toast: { title: decidedAlready } });
      if (result === "same-name")
        return refuse({
          status: 409,
          toast: { title: sameNameMessage },
          errors: { name: sameNameMessage },
        });
      return to(await nextInList(subject, decision === "remove" ? "published" : "pending", id));
    }
  }
}

/**
 * The workspace's action. A reject, remove or revoke not yet confirmed answers with its confirm
 * step (the page shows it, with or without JavaScript), after the same checks as the action;
 * everything else is the form pipeline's.
 */
export async function workspaceAction(
  args: { request: Request; context: AppLoadContext },
  moderator: Moderator,
) {
  const formData = await readForm(args.request);
  const parsed = workspaceForm.schema.safeParse(readFields(formData, workspaceFields));
  // The role first (issue 33): an action the account's role does not allow is refused before
  // anything is read or asked, its confirm step included.
  if (parsed.success && !allows(moderator.role, intentRole[parsed.data.intent]))
    return formFailure(readFields(formData, workspaceFields), {}, { title: ownerOnlyMessage }, 403);
  const unconfirmed = parsed.success ? awaitingConfirmation(parsed.data) : null;
  if (unconfirmed) {
    let step: Awaited<ReturnType<typeof confirmStep>>;
    try {
      step = await confirmStep(unconfirmed);
    } catch (error) {
      return failedBeforeSave(error, workspaceForm, formData);
    }
    if (!("status" in step)) return data({ confirm: step });
  }
  const url = new URL(args.request.url);
  return submitForm({ ...args, formData }, workspaceForm, (action) =>
    moderate(moderator, action, `${url.pathname}${url.search}`),
  );
}
