import {
  companiesWithoutSpecialty,
  companyChoices,
  companyColumns,
} from "~/features/companies/companies.server";
import { getDb } from "~db";
import { outboxSummary } from "~/lib/mail/outbox.server";
import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "~db/schema";
import { listCompletions } from "./completions.server";

// What the workspace lists: the queues of pending items, the published ones, the inbox and
// the audit log.

/** The queues' and the inbox's counts (reviews only once confirmed); `db` may be a transaction. */
export async function workspaceCounts(db: Kysely<Database> = getDb()) {
  const count = async (table: "movement_submissions" | "companies", status: SubmissionStatus) =>
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
    reviews: Number(
      (
        await db
          .selectFrom("company_reviews")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("status", "=", "pending")
          .where("confirmed_at", "is not", null)
          .executeTakeFirstOrThrow()
      ).n,
    ),
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

/** Companies of one status, with their specialties, services and states served. */
export async function companiesWithStatus(status: SubmissionStatus, limit = 50) {
  const rows = await getDb()
    .selectFrom("companies")
    .select(companyColumns)
    .where("status", "=", status)
    .orderBy("created_at", status === "pending" ? "asc" : "desc")
    .limit(limit)
    .execute();
  const choices = await companyChoices(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    ...(choices.get(row.id) ?? { specialties: [], services: [], states: [] }),
  }));
}

export async function reviewsWithStatus(status: SubmissionStatus, limit = 50) {
  return (
    getDb()
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
        "company_reviews.relationship",
        "companies.name as company_name",
      ])
      .where("company_reviews.status", "=", status)
      // Only reviews whose address was confirmed enter the queue (issue 14).
      .where("company_reviews.confirmed_at", "is not", null)
      .orderBy("company_reviews.created_at", status === "pending" ? "asc" : "desc")
      .limit(limit)
      .execute()
  );
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

/** Everything the workspace shows, read at once. */
export async function workspaceData() {
  const [
    counts,
    movements,
    published,
    companies,
    listed,
    inbox,
    audit,
    completions,
    reviews,
    publishedReviews,
    outbox,
  ] = await Promise.all([
    workspaceCounts(),
    movementsWithStatus("pending"),
    movementsWithStatus("approved", 20),
    companiesWithStatus("pending"),
    companiesWithStatus("approved", 20),
    contactInbox(),
    recentAudit(),
    listCompletions(20),
    reviewsWithStatus("pending"),
    reviewsWithStatus("approved", 20),
    outboxSummary(getDb()),
  ]);
  return {
    counts,
    movements,
    published,
    companies,
    listed,
    inbox,
    audit,
    completions,
    reviews,
    publishedReviews,
    outbox,
    withoutSpecialty: await companiesWithoutSpecialty(),
  };
}
