import { getDb } from "~db";
import type { SubmissionStatus } from "~db/schema";
import { nameKey } from "~db/name-key";
import { isUniqueViolation } from "~db/unique-violation";
import {
  cancelMovementRejected,
  enqueueMovementApproved,
  enqueueMovementRejected,
} from "~/features/movements/mail.server";
import { enqueuePersonNotice } from "~/features/movements/person.server";
import { saveCompanyChoices } from "~/features/companies/companies.server";
import { enqueueReviewPublished } from "~/features/claims/review-mail.server";
import { isConfirmedReview, refreshCompanyRating } from "~/features/reviews/reviews.server";
import { retryFailedMail } from "~/lib/mail/outbox.server";
import { undoMinutes, type Decision, type Edits, type Subject } from "./actions";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";

// A moderator's decisions: approve, reject or remove an item (with typo fixes before
// approval), undo a rejection, mark a message, retry an e-mail; each recorded in the audit log.

const nextStatus: Record<Decision, SubmissionStatus> = {
  approve: "approved",
  reject: "rejected",
  remove: "removed",
};
/** Which statuses each decision may start from: approve a pending item, remove a published one. */
export const allowedFrom: Record<Decision, SubmissionStatus[]> = {
  approve: ["pending"],
  reject: ["pending"],
  remove: ["approved"],
};

export type DecideResult = "done" | "not-found" | "not-allowed" | "same-name";

const tableOf = {
  movement: "movement_submissions",
  company: "companies",
  review: "company_reviews",
} as const;

/**
 * Applies a decision (with optional typo fixes before approval) and records it in the audit log.
 * A movement's submitter who gave an e-mail hears of its approval, and of its rejection with the
 * reason when `sendReason`; the e-mail is queued in the decision's transaction, a rejection's to
 * be sent once it can no longer be undone.
 */
export async function decide(
  moderator: Moderator,
  subject: Subject,
  id: number,
  decision: Decision,
  reason: string | null,
  edits?: Edits,
  sendReason = false,
  now = new Date(),
): Promise<DecideResult> {
  const table = tableOf[subject];
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
        // Only from the status read above: of two moderators deciding at once, one decides
        // (and one notice goes out); the other is told it was decided.
        const decided = await trx
          .updateTable(table)
          .set({ status: nextStatus[decision] })
          .where("id", "=", id)
          .where("status", "in", allowedFrom[decision])
          .executeTakeFirst();
        if (Number(decided.numUpdatedRows) === 0) return "not-allowed";
        if (edits && edits.subject === subject && decision === "approve") {
          if (edits.subject === "movement") {
            const v = edits.values;
            const edited = {
              name: v.name,
              new_role: v.newRole,
              company: v.company,
              previous_role: v.previousRole,
              previous_company: v.previousCompany,
              location: v.location,
              description: v.description,
            };
            const before = await trx
              .selectFrom("movement_submissions")
              .select(["name", "new_role", "company", "previous_role", "previous_company"])
              .select(["location", "description"])
              .where("id", "=", id)
              .executeTakeFirstOrThrow();
            const changed = (Object.keys(edited) as (keyof typeof edited)[]).some(
              (key) => edited[key] !== before[key],
            );
            await trx
              .updateTable("movement_submissions")
              // A self-submitter confirmed the text they sent, not the moderator's edit of it.
              .set(
                changed
                  ? { ...edited, person_confirmed_at: null, person_confirmed_name: null }
                  : edited,
              )
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
        if (subject === "review") {
          // Ratings on cards and profiles count approved reviews only.
          const review = await trx
            .selectFrom("company_reviews")
            .select("company_id")
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          await refreshCompanyRating(trx, review.company_id);
          if (decision === "approve") {
            await trx
              .updateTable("company_reviews")
              .set({ approved_at: now.toISOString() })
              .where("id", "=", id)
              .execute();
            // The company's representatives hear of it (issue 32), as each chose.
            await enqueueReviewPublished(trx, id, now);
          }
          // A review removed answers the flags raised on it.
          if (decision === "remove")
            await trx
              .updateTable("review_flags")
              .set({ status: "upheld", decided_at: now.toISOString() })
              .where("review_id", "=", id)
              .where("status", "=", "open")
              .execute();
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
              "featured_is_submitter as featuredIsSubmitter",
            ])
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          if (decision === "approve") {
            // A self-submitter's notice is their approval e-mail too: one e-mail, not two.
            if (!movement.featuredIsSubmitter) await enqueueMovementApproved(trx, movement);
            await enqueuePersonNotice(trx, id, now);
          } else if (reason)
            await enqueueMovementRejected(trx, movement, reason, now, undoDeadline(now));
        }
        await recordAudit(trx, moderator, {
          action: edits && decision === "approve" ? "edit-and-approve" : decision,
          subject,
          id,
          reason,
          at: now,
        });
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
      await recordAudit(trx, moderator, {
        action: status === "handled" ? "mark-handled" : "mark-new",
        subject: "contact",
        id,
        at: new Date(),
      });
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
      await recordAudit(trx, moderator, { action: "retry", subject: "e-mail", id, at: new Date() });
      return "queued";
    });
}

const undoDeadline = (from: Date) => new Date(from.getTime() + undoMinutes * 60_000);

export type UndoResult = "done" | "not-found" | "not-rejected" | "too-late";

/**
 * Takes back a rejection made within `undoMinutes` (its latest decision): the item is pending
 * again, a rejection e-mail still waiting is never sent, and the undo is in the audit log.
 */
export async function undoRejection(
  moderator: Moderator,
  subject: Subject,
  id: number,
  now = new Date(),
): Promise<UndoResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom(tableOf[subject] as "companies")
        .select(["id", "status"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return "not-found";
      if (row.status !== "rejected") return "not-rejected";
      const rejection = await trx
        .selectFrom("audit_log")
        .select(["action", "created_at"])
        .where("subject_type", "=", subject)
        .where("subject_id", "=", id)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (rejection?.action !== "reject") return "not-rejected";
      if (undoDeadline(new Date(rejection.created_at)) < now) return "too-late";
      await trx
        .updateTable(tableOf[subject])
        .set({ status: "pending" })
        .where("id", "=", id)
        .where("status", "=", "rejected")
        .execute();
      if (subject === "movement") {
        const movement = await trx
          .selectFrom("movement_submissions")
          .select("submitter_email")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        await cancelMovementRejected(trx, movement.submitter_email, rejection.created_at);
      }
      await recordAudit(trx, moderator, { action: "undo-reject", subject, id, at: now });
      return "done";
    });
}
