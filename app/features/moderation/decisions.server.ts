import { getDb } from "~db";
import type { SubmissionStatus } from "~db/schema";
import type { CompanyInput } from "~/features/companies/schema";
import { nameKey } from "~db/name-key";
import { isUniqueViolation } from "~db/unique-violation";
import { enqueueMovementApproved, enqueueMovementRejected } from "~/features/movements/mail.server";
import { saveCompanyChoices } from "~/features/companies/companies.server";
import { isConfirmedReview, refreshCompanyRating } from "~/features/reviews/reviews.server";
import { retryFailedMail } from "~/lib/mail/outbox.server";
import { refuse, type Saved } from "~/lib/submission.server";
import type { Moderator } from "./auth.server";
import { setQueueMail } from "./queue-mail.server";
import type { WorkspaceField } from "./fields";
import { itemNotFound, type WorkspaceAction } from "./workspace-form";

// A moderator's decisions: approve, reject or remove an item (with typo fixes before
// approval), mark a message; each recorded in the audit log.

export type Subject = "movement" | "company" | "review";
export type Decision = "approve" | "reject" | "remove";

const nextStatus: Record<Decision, SubmissionStatus> = {
  approve: "approved",
  reject: "rejected",
  remove: "removed",
};
/** Which statuses each decision may start from: approve a pending item, remove a published one. */
const allowedFrom: Record<Decision, SubmissionStatus[]> = {
  approve: ["pending"],
  reject: ["pending"],
  remove: ["approved"],
};

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

export type DecideResult = "done" | "not-found" | "not-allowed" | "same-name";

const sameNameMessage = "Another company with this name is already listed or waiting for review.";
const forgottenMailMessage =
  "That e-mail held a code or link, which is no longer kept once it has failed, so it cannot be sent again. The person can ask for a new one.";

/**
 * Applies a decision (with optional typo fixes before approval) and records it in the audit log.
 * A movement's submitter who gave an e-mail hears of its approval, and of its rejection with the
 * reason when `sendReason`; the e-mail is queued in the decision's transaction.
 */
export async function decide(
  moderator: Moderator,
  subject: Subject,
  id: number,
  decision: Decision,
  reason: string | null,
  edits?: Edits,
  sendReason = false,
): Promise<DecideResult> {
  const table = (
    { movement: "movement_submissions", company: "companies", review: "company_reviews" } as const
  )[subject];
  try {
    return await getDb()
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .selectFrom(table)
          .select(["id", "status"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return "not-found";
        // An unconfirmed review is not in the queue: to a moderator it does not exist yet.
        if (subject === "review" && !(await isConfirmedReview(trx, id))) return "not-found";
        if (!allowedFrom[decision].includes(row.status)) return "not-allowed";
        if (edits && edits.subject === subject && decision === "approve") {
          if (edits.subject === "movement") {
            const v = edits.values;
            await trx
              .updateTable("movement_submissions")
              .set({
                name: v.name,
                new_role: v.newRole,
                company: v.company,
                previous_role: v.previousRole,
                previous_company: v.previousCompany,
                location: v.location,
                description: v.description,
              })
              .where("id", "=", id)
              .execute();
          } else if (edits.subject === "company") {
            const { specialties, services, states, ...company } = edits.values;
            await trx
              .updateTable("companies")
              .set({ ...company, name_key: nameKey(company.name) })
              .where("id", "=", id)
              .execute();
            await saveCompanyChoices(trx, id, { specialties, services, states });
          } else {
            await trx
              .updateTable("company_reviews")
              .set(edits.values)
              .where("id", "=", id)
              .execute();
          }
        }
        await trx
          .updateTable(table)
          .set({ status: nextStatus[decision] })
          .where("id", "=", id)
          .execute();
        if (subject === "review") {
          // Ratings on cards and profiles count approved reviews only.
          const review = await trx
            .selectFrom("company_reviews")
            .select("company_id")
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          await refreshCompanyRating(trx, review.company_id);
        }
        if (
          subject === "movement" &&
          (decision === "approve" || (decision === "reject" && sendReason))
        ) {
          const movement = await trx
            .selectFrom("movement_submissions")
            .select([
              "id",
              "name",
              "new_role as newRole",
              "company",
              "submitter_name as submitterName",
              "submitter_email as submitterEmail",
            ])
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          if (decision === "approve") await enqueueMovementApproved(trx, movement);
          else if (reason) await enqueueMovementRejected(trx, movement, reason);
        }
        await trx
          .insertInto("audit_log")
          .values({
            created_at: new Date().toISOString(),
            moderator_id: moderator.id,
            action: edits && decision === "approve" ? "edit-and-approve" : decision,
            subject_type: subject,
            subject_id: id,
            reason,
          })
          .execute();
        return "done";
      });
  } catch (error) {
    // A company renamed to the name of another listed or waiting company: the unique index
    // companies_one_per_name refuses it, and nothing of the decision is kept.
    if (subject === "company" && isUniqueViolation(error)) return "same-name";
    throw error;
  }
}

/** Marks a message; false (and nothing recorded) when there is no such message. */
export async function setContactStatus(
  moderator: Moderator,
  id: number,
  status: "new" | "handled",
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable("contact_messages")
        .set({ status })
        .where("id", "=", id)
        .executeTakeFirst();
      if (!updated.numUpdatedRows) return false;
      await trx
        .insertInto("audit_log")
        .values({
          created_at: new Date().toISOString(),
          moderator_id: moderator.id,
          action: status === "handled" ? "mark-handled" : "mark-new",
          subject_type: "contact",
          subject_id: id,
          reason: null,
        })
        .execute();
      return true;
    });
}

/**
 * Queues a failed e-mail again; `missing` or `forgotten` (a code or link no longer kept), and
 * nothing recorded, when it cannot be.
 */
export async function retryMail(
  moderator: Moderator,
  id: number,
): Promise<Awaited<ReturnType<typeof retryFailedMail>>> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const retried = await retryFailedMail(trx, id);
      if (retried !== "queued") return retried;
      await trx
        .insertInto("audit_log")
        .values({
          created_at: new Date().toISOString(),
          moderator_id: moderator.id,
          action: "retry",
          subject_type: "e-mail",
          subject_id: id,
          reason: null,
        })
        .execute();
      return "queued";
    });
}

/**
 * Revokes a passed completion's certificate, with the reason in the completion and the audit
 * log; false (and nothing recorded) when there is no such certificate still valid.
 */
export async function revokeCertificate(
  moderator: Moderator,
  id: number,
  reason: string,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const at = new Date().toISOString();
      const updated = await trx
        .updateTable("assessment_completions")
        .set({ revoked_at: at, revoked_reason: reason })
        .where("id", "=", id)
        .where("passed", "=", 1)
        .where("reference", "is not", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (!Number(updated.numUpdatedRows)) return false;
      await trx
        .insertInto("audit_log")
        .values({
          created_at: at,
          moderator_id: moderator.id,
          action: "revoke",
          subject_type: "certificate",
          subject_id: id,
          reason,
        })
        .execute();
      return true;
    });
}

/** The workspace form's save: carries out one action, or says why it cannot. */
export async function moderate(
  moderator: Moderator,
  action: WorkspaceAction,
): Promise<Saved<WorkspaceField>> {
  if (action.intent === "contact") {
    if (!(await setContactStatus(moderator, action.id, action.status)))
      return refuse({ status: 404, toast: { title: itemNotFound } });
    return;
  }
  if (action.intent === "queue-mail") {
    await setQueueMail(getDb(), moderator.id, action.on);
    return;
  }
  if (action.intent === "revoke") {
    if (!(await revokeCertificate(moderator, action.id, action.reason)))
      return refuse({
        status: 404,
        toast: { title: "That certificate does not exist or is already revoked." },
      });
    return;
  }
  if (action.intent === "retry-mail") {
    const retried = await retryMail(moderator, action.id);
    if (retried === "missing")
      return refuse({ status: 404, toast: { title: "That e-mail is not waiting for a retry." } });
    if (retried === "forgotten")
      return refuse({ status: 410, toast: { title: forgottenMailMessage } });
    return;
  }
  const { subject, id, decision, reason, edits, sendReason } = action;
  const result = await decide(moderator, subject, id, decision, reason, edits, sendReason);
  if (result === "not-found") return refuse({ status: 404, toast: { title: itemNotFound } });
  if (result === "not-allowed")
    return refuse({ status: 409, toast: { title: "That item has already been decided." } });
  if (result === "same-name")
    return refuse({
      status: 409,
      toast: { title: sameNameMessage },
      errors: { name: sameNameMessage },
    });
}
