import { getDb } from "../../../db";
import type { SubmissionStatus } from "../../../db/schema";
import type { CompanyInput } from "~/features/companies/schema";
import { nameKey } from "../../../db/name-key";
import { refreshCompanyRating } from "~/features/reviews/reviews.server";
import type { Moderator } from "./auth.server";

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

export async function workspaceCounts() {
  const db = getDb();
  const count = async (
    table: "movement_submissions" | "companies" | "company_reviews",
    status: SubmissionStatus,
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("status", "=", status)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const contact = Number(
    (
      await db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("status", "=", "new")
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    movements: await count("movement_submissions", "pending"),
    companies: await count("companies", "pending"),
    reviews: await count("company_reviews", "pending"),
    contact,
  };
}

export async function movementsWithStatus(status: SubmissionStatus, limit = 50) {
  const db = getDb();
  const rows = await db
    .selectFrom("movement_submissions")
    .selectAll()
    .where("status", "=", status)
    .orderBy("created_at", status === "pending" ? "asc" : "desc")
    .limit(limit)
    .execute();
  const tags = rows.length
    ? await db
        .selectFrom("movement_tags")
        .select(["movement_id", "tag"])
        .where(
          "movement_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    tags: tags.filter((tag) => tag.movement_id === row.id).map((tag) => tag.tag),
  }));
}

export async function companiesWithStatus(status: SubmissionStatus, limit = 50) {
  return getDb()
    .selectFrom("companies")
    .selectAll()
    .where("status", "=", status)
    .orderBy("created_at", status === "pending" ? "asc" : "desc")
    .limit(limit)
    .execute();
}

export async function reviewsWithStatus(status: SubmissionStatus, limit = 50) {
  return getDb()
    .selectFrom("company_reviews")
    .innerJoin("companies", "companies.id", "company_reviews.company_id")
    .select([
      "company_reviews.id",
      "company_reviews.created_at",
      "company_reviews.rating",
      "company_reviews.title",
      "company_reviews.body",
      "company_reviews.reviewer_name",
      "company_reviews.reviewer_email",
      "companies.name as company_name",
    ])
    .where("company_reviews.status", "=", status)
    .orderBy("company_reviews.created_at", status === "pending" ? "asc" : "desc")
    .limit(limit)
    .execute();
}

export async function contactInbox(limit = 50) {
  return getDb()
    .selectFrom("contact_messages")
    .selectAll()
    .orderBy("status")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

export async function recentAudit(limit = 40) {
  return getDb()
    .selectFrom("audit_log")
    .leftJoin("moderators", "moderators.id", "audit_log.moderator_id")
    .select([
      "audit_log.id",
      "audit_log.created_at",
      "audit_log.action",
      "audit_log.subject_type",
      "audit_log.subject_id",
      "audit_log.reason",
      "moderators.email",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(limit)
    .execute();
}

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

export type DecideResult = "done" | "not-found" | "not-allowed";

/** Applies a decision (with optional typo fixes before approval) and records it in the audit log. */
export async function decide(
  moderator: Moderator,
  subject: Subject,
  id: number,
  decision: Decision,
  reason: string | null,
  edits?: Edits,
): Promise<DecideResult> {
  const table = (
    { movement: "movement_submissions", company: "companies", review: "company_reviews" } as const
  )[subject];
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom(table)
        .select(["id", "status"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return "not-found";
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
          await trx
            .updateTable("companies")
            .set({ ...edits.values, name_key: nameKey(edits.values.name) })
            .where("id", "=", id)
            .execute();
        } else {
          await trx.updateTable("company_reviews").set(edits.values).where("id", "=", id).execute();
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

export async function listCompletions(limit = 1000) {
  return getDb()
    .selectFrom("assessment_completions")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): string {
  return (
    [
      columns.join(","),
      ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(",")),
    ].join("\r\n") + "\r\n"
  );
}

export const completionColumns = [
  "created_at",
  "full_name",
  "email",
  "company_name",
  "designation",
  "score",
  "total_questions",
  "passed",
  "certificate_type",
  "reference",
  "section2_q1",
  "section2_q2",
  "section2_q3",
  "section2_q7_positions",
  "section2_q8_geographies",
] as const;
