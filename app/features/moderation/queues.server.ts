import { sql, type Kysely } from "kysely";
import {
  companiesWithoutSpecialty,
  companyChoices,
  companyColumns,
} from "~/features/companies/companies.server";
import { getDb } from "~db";
import { listOutbox, outboxSummary } from "~/lib/mail/outbox.server";
import type { Database, SubmissionStatus } from "~db/schema";
import { undoMinutes, type Subject } from "./actions";
import { listCompletions } from "./completions.server";
import { claimsPage } from "./claims.server";
import { count, paged } from "./paging.server";
import {
  answerCounts,
  openFlagsPage,
  pendingProposalsPage,
  pendingRepliesPage,
} from "./answers.server";
import { questionRows } from "./questions.server";
import {
  itemAnchor,
  listAnchor,
  pageSizes,
  viewHref,
  viewOfSubject,
  type ItemList,
  type WorkspaceView,
} from "./views";

// What the workspace lists, a page of one view at a time: the queues of pending items, the
// published ones, the inbox, the certificates, the outbox and the audit log; and where a
// decision leads next (the next item of its queue).

type Db = Kysely<Database>;

/** The queues' and the inbox's counts (reviews only once confirmed); `db` may be a transaction. */
export async function workspaceCounts(db: Db = getDb()) {
  const pending = (subject: Subject) =>
    listed(db, subject, "pending")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow()
      .then(count);
  return {
    movements: await pending("movement"),
    companies: await pending("company"),
    reviews: await pending("review"),
    contact: await db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow()
      .then(count),
  };
}

const tableOf = {
  movement: "movement_submissions",
  company: "companies",
  review: "company_reviews",
} as const;
const statusOf: Record<ItemList, SubmissionStatus> = {
  pending: "pending",
  published: "approved",
  unconfirmed: "approved",
  // Not lists of the queue: the corrections' own (pendingCorrections), the taken down's.
  corrections: "approved",
  "taken-down": "removed",
  // The companies' claims, and what representatives send: lists of their own (claims.server.ts,
  // answers.server.ts).
  claims: "approved",
  replies: "approved",
  flags: "approved",
  proposals: "approved",
};

/**
 * The rows of one list. The three tables share `id`, `created_at` and `status`, which is all
 * this reads, so the query is typed as one of them. Only confirmed reviews enter the queue.
 */
function listed(db: Db, subject: Subject, list: ItemList) {
  const query = db.selectFrom(tableOf[subject] as "companies").where("status", "=", statusOf[list]);
  // Those that can still be confirmed: with the person's address, not yet confirmed.
  if (subject === "movement" && list === "unconfirmed")
    return query.where(sql<boolean>`person_confirmed_at is null and featured_email is not null`);
  return subject === "review" ? query.where(sql<boolean>`confirmed_at is not null`) : query;
}

/** Pending items wait oldest first; published ones are listed newest first. */
const orderOf = (list: ItemList) => (list === "pending" ? "asc" : "desc");

/** Rows before (or after) `at` in a list's order by created_at, then id; any of the tables. */
function beside(
  at: { created_at: string; id: number },
  order: "asc" | "desc",
  side: "before" | "after",
) {
  const op = sql.raw((order === "asc") === (side === "before") ? "<" : ">");
  return sql<boolean>`(created_at ${op} ${at.created_at} or (created_at = ${at.created_at} and id ${op} ${at.id}))`;
}

const pageOfPosition = (position: number, size: number) => Math.floor(position / size) + 1;

async function positionIn(
  db: Db,
  subject: Subject,
  list: ItemList,
  at: { created_at: string; id: number },
) {
  return listed(db, subject, list)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(beside(at, orderOf(list), "before"))
    .executeTakeFirstOrThrow()
    .then(count);
}

const listSize = (list: ItemList) => (list === "pending" ? pageSizes.queue : pageSizes.published);

/** The page of a list that shows the item, or null when it is not in the list. */
export async function pageOfItem(subject: Subject, list: ItemList, id: number, db: Db = getDb()) {
  const at = await listed(db, subject, list)
    .select(["id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!at) return null;
  return pageOfPosition(await positionIn(db, subject, list, at), listSize(list));
}

/**
 * Where a decision on an item leads: the item after it in its list, else the one before it,
 * else the list's heading; as the address of the page that shows it, with its heading's id as
 * the fragment (focus lands there, with or without JavaScript).
 */
export async function nextInList(subject: Subject, list: ItemList, id: number, db: Db = getDb()) {
  const view = viewOfSubject[subject];
  const decided = await db
    .selectFrom(tableOf[subject] as "companies")
    .select(["id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  const order = orderOf(list);
  const neighbour = async (side: "before" | "after") =>
    decided &&
    listed(db, subject, list)
      .select(["id", "created_at"])
      .where(beside(decided, order, side))
      .orderBy("created_at", side === "after" ? order : order === "asc" ? "desc" : "asc")
      .orderBy("id", side === "after" ? order : order === "asc" ? "desc" : "asc")
      .limit(1)
      .executeTakeFirst();
  const next = (await neighbour("after")) ?? (await neighbour("before"));
  if (!next) return viewHref(view, { list, hash: listAnchor(view, list) });
  const page = pageOfPosition(await positionIn(db, subject, list, next), listSize(list));
  return viewHref(view, { list, page, hash: itemAnchor(subject, next.id, list) });
}

/** The page of the certificates' list that shows a completion, or null when there is none. */
async function pageOfCompletion(id: number, db: Db = getDb()) {
  const at = await db
    .selectFrom("assessment_completions")
    .select(["id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!at) return null;
  const position = await db
    .selectFrom("assessment_completions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(beside(at, "desc", "before"))
    .executeTakeFirstOrThrow()
    .then(count);
  return pageOfPosition(position, pageSizes.certificates);
}

/** The page of the inbox that shows a message (new ones first, then newest first), or null. */
async function pageOfMessage(id: number, db: Db = getDb()) {
  const at = await db
    .selectFrom("contact_messages")
    .select(["id", "status", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!at) return null;
  const position = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where((eb) =>
      eb.or([
        eb("status", ">", at.status),
        eb.and([eb("status", "=", at.status), beside(at, "desc", "before")]),
      ]),
    )
    .executeTakeFirstOrThrow()
    .then(count);
  return pageOfPosition(position, pageSizes.contact);
}

/** After a revocation: the next certificate still valid, in the list's order (newest first). */
export async function nextCertificate(id: number, db: Db = getDb()) {
  const revoked = await db
    .selectFrom("assessment_completions")
    .select(["id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  const next =
    revoked &&
    (await db
      .selectFrom("assessment_completions")
      .select(["id", "created_at"])
      .where(beside(revoked, "desc", "after"))
      .where("reference", "is not", null)
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst());
  if (!next) return viewHref("certificates", { hash: listAnchor("certificates", "pending") });
  return viewHref("certificates", {
    page: (await pageOfCompletion(next.id, db)) ?? 1,
    hash: itemAnchor("certificate", next.id, "pending"),
  });
}

async function listTotal(subject: Subject, list: ItemList) {
  return listed(getDb(), subject, list)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow()
    .then(count);
}

export async function movementsWithStatus(
  status: SubmissionStatus,
  limit = 50,
  offset = 0,
  unconfirmedOnly = false,
) {
  const db = getDb();
  let query = db.selectFrom("movement_submissions").selectAll().where("status", "=", status);
  if (unconfirmedOnly)
    query = query.where("person_confirmed_at", "is", null).where("featured_email", "is not", null);
  const rows = await query
    .orderBy("created_at", status === "pending" ? "asc" : "desc")
    .orderBy("id", status === "pending" ? "asc" : "desc")
    .limit(limit)
    .offset(offset)
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
  // Which of them the featured person asked to change (issue 31).
  const corrected = rows.length
    ? await db
        .selectFrom("movement_corrections")
        .select("movement_id")
        .where(
          "movement_id",
          "in",
          rows.map((row) => row.id),
        )
        .where("status", "=", "pending")
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    tags: tags.filter((tag) => tag.movement_id === row.id).map((tag) => tag.tag),
    correction_pending: corrected.some((correction) => correction.movement_id === row.id),
  }));
}

/** Corrections waiting for a moderator: those of movements still published (/metrics too). */
export async function pendingCorrectionCount(db: Db): Promise<number> {
  return db
    .selectFrom("movement_corrections")
    .innerJoin("movement_submissions as m", "m.id", "movement_corrections.movement_id")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("movement_corrections.status", "=", "pending")
    .where("m.status", "=", "approved")
    .executeTakeFirstOrThrow()
    .then(count);
}

/**
 * Corrections the featured people suggested, oldest first, a page at a time, with the movement
 * as it stands; `page` null: the count only.
 */
async function pendingCorrections(page: number | null) {
  const total = await pendingCorrectionCount(getDb());
  if (page === null) return { total, page: null };
  return {
    total,
    page: await paged(total, page, pageSizes.corrections, (limit, offset) =>
      correctionRows(limit, offset),
    ),
  };
}

/** Movements their person took down, latest first, a page at a time; `page` null: none read. */
async function takenDownMovements(page: number | null) {
  if (page === null) return null;
  const db = getDb();
  const total = await db
    .selectFrom("movement_submissions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("taken_down_at", "is not", null)
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, page, pageSizes.takenDown, (limit, offset) =>
    db
      .selectFrom("movement_submissions")
      .select(["id", "name", "new_role", "company", "taken_down_at"])
      .where("taken_down_at", "is not", null)
      .orderBy("taken_down_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

async function correctionRows(limit: number, offset: number) {
  return getDb()
    .selectFrom("movement_corrections as c")
    .innerJoin("movement_submissions as m", "m.id", "c.movement_id")
    .select([
      "c.id",
      "c.movement_id",
      "c.created_at",
      "c.note",
      "c.name",
      "c.new_role",
      "c.company",
      "c.previous_role",
      "c.previous_company",
      "c.location",
      "c.description",
      "m.name as current_name",
      "m.new_role as current_new_role",
      "m.company as current_company",
      "m.previous_role as current_previous_role",
      "m.previous_company as current_previous_company",
      "m.location as current_location",
      "m.description as current_description",
    ])
    .where("c.status", "=", "pending")
    .where("m.status", "=", "approved")
    .orderBy("c.created_at")
    .orderBy("c.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Companies of one status, with their specialties, services and states served. */
export async function companiesWithStatus(status: SubmissionStatus, limit = 50, offset = 0) {
  const rows = await getDb()
    .selectFrom("companies")
    .select(companyColumns)
    .where("status", "=", status)
    .orderBy("created_at", status === "pending" ? "asc" : "desc")
    .orderBy("id", status === "pending" ? "asc" : "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const choices = await companyChoices(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    ...(choices.get(row.id) ?? { specialties: [], services: [], states: [] }),
  }));
}

export async function reviewsWithStatus(status: SubmissionStatus, limit = 50, offset = 0) {
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
      .orderBy("company_reviews.id", status === "pending" ? "asc" : "desc")
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

/**
 * Rejections still open to undo: rejected within `undoMinutes` (their latest decision), newest
 * first, with the item's name.
 */
async function undoable(subject: Subject, now: Date) {
  const since = new Date(now.getTime() - undoMinutesMs).toISOString();
  const db = getDb();
  const rejections = await db
    .selectFrom("audit_log")
    .select(["subject_id as id", "created_at"])
    .where("subject_type", "=", subject)
    .where("action", "=", "reject")
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  if (!rejections.length) return [];
  const ids = rejections.map((row) => row.id);
  const names = new Map(
    (subject === "review"
      ? await db
          .selectFrom("company_reviews")
          .select(["id", "title as name"])
          .where("id", "in", ids)
          .where("status", "=", "rejected")
          .execute()
      : await db
          .selectFrom(tableOf[subject] as "companies")
          .select(["id", "name"])
          .where("id", "in", ids)
          .where("status", "=", "rejected")
          .execute()
    ).map((row) => [row.id, row.name]),
  );
  return rejections.flatMap((row) => {
    const name = names.get(row.id);
    if (name === undefined) return [];
    names.delete(row.id);
    return [
      {
        id: row.id,
        name,
        until: new Date(Date.parse(row.created_at) + undoMinutesMs).toISOString(),
      },
    ];
  });
}

const undoMinutesMs = undoMinutes * 60_000;

async function queueView<T>(
  subject: Subject,
  list: ItemList,
  page: number,
  read: (status: SubmissionStatus, limit: number, offset: number) => Promise<T[]>,
  now: Date,
) {
  return {
    list,
    page: await paged(await listTotal(subject, list), page, listSize(list), (limit, offset) =>
      read(statusOf[list], limit, offset),
    ),
    undoable: list === "pending" ? await undoable(subject, now) : [],
  };
}

async function contactInbox(page: number) {
  const db = getDb();
  const total = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, page, pageSizes.contact, (limit, offset) =>
    db
      .selectFrom("contact_messages")
      .selectAll()
      // "new" before "handled".
      .orderBy("status", "desc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

async function auditLog(page: number) {
  const db = getDb();
  const total = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, page, pageSizes.audit, (limit, offset) =>
    db
      .selectFrom("audit_log")
      .leftJoin("moderators", "moderators.id", "audit_log.moderator_id")
      .select([
        "audit_log.id",
        "audit_log.created_at",
        "audit_log.action",
        "audit_log.subject_type",
        "audit_log.subject_id",
        "audit_log.subject_key",
        "audit_log.reason",
        "audit_log.role",
        "moderators.email",
      ])
      .orderBy("audit_log.created_at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

async function certificates(page: number) {
  const total = await getDb()
    .selectFrom("assessment_completions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow()
    .then(count);
  return paged(total, page, pageSizes.certificates, (limit, offset) =>
    listCompletions(limit, offset),
  );
}

/** A page of the bank's questions with their figures (issue 30): flagged ones first. */
async function questions(page: number) {
  const { rows, attempts } = await questionRows();
  const flagged = rows.filter((row) => !row.retired && row.stats?.flags.length).length;
  const retired = rows.filter((row) => row.retired).length;
  return {
    attempts,
    flagged,
    retired,
    page: await paged(rows.length, page, pageSizes.questions, async (limit, offset) =>
      rows.slice(offset, offset + limit),
    ),
  };
}

async function outbox(page: number, failedOnly: boolean) {
  const summary = await outboxSummary(getDb());
  const total = failedOnly ? summary.failed : summary.all;
  return {
    summary,
    failedOnly,
    page: await paged(total, page, pageSizes.outbox, (limit, offset) =>
      listOutbox(getDb(), { limit, offset, failedOnly }),
    ),
  };
}

/** What the address asks of the workspace: a view, a list of it, a page, or an item to show. */
export interface ViewRequest {
  view: WorkspaceView;
  list: ItemList;
  page: number;
  /** An item's id: the page of its list that shows it (a link from the audit log or a test). */
  item: number | null;
  failedOnly: boolean;
}

/** The counts (for the tabs) and one page of one view. */
export async function workspaceView(request: ViewRequest, now = new Date()) {
  const { view, list, item, failedOnly } = request;
  const subject = (["movement", "company", "review"] as const).find(
    (name) => viewOfSubject[name] === view,
  );
  const itemPage =
    item === null
      ? null
      : subject
        ? await pageOfItem(subject, list, item)
        : view === "certificates"
          ? await pageOfCompletion(item)
          : view === "contact"
            ? await pageOfMessage(item)
            : null;
  const page = itemPage ?? request.page;
  const counts = await workspaceCounts();
  switch (view) {
    case "movements":
      return {
        view,
        counts,
        ...(await queueView(
          "movement",
          list,
          page,
          (status, limit, offset) =>
            movementsWithStatus(status, limit, offset, list === "unconfirmed"),
          now,
        )),
        corrections: await pendingCorrections(list === "corrections" ? page : null),
        takenDown: await takenDownMovements(list === "taken-down" ? page : null),
      };
    case "companies":
      return {
        view,
        counts,
        ...(await queueView("company", list, page, companiesWithStatus, now)),
        // Beside the listed companies: those no specialty filter finds (decision 0028).
        withoutSpecialty: list === "published" ? await companiesWithoutSpecialty(8) : null,
        claims: list === "claims" ? await claimsPage(page) : null,
        proposals: list === "proposals" ? await pendingProposalsPage(page) : null,
        answers: await answerCounts(),
      };
    case "reviews":
      return {
        view,
        counts,
        ...(await queueView("review", list, page, reviewsWithStatus, now)),
        replies: list === "replies" ? await pendingRepliesPage(page) : null,
        flags: list === "flags" ? await openFlagsPage(page) : null,
        answers: await answerCounts(),
      };
    case "contact":
      return { view, counts, page: await contactInbox(page) };
    case "certificates":
      return { view, counts, page: await certificates(page) };
    case "questions":
      return { view, counts, ...(await questions(page)) };
    case "outbox":
      return { view, counts, ...(await outbox(page, failedOnly)) };
    case "audit":
      return { view, counts, page: await auditLog(page) };
  }
}

export type WorkspaceViewData = Awaited<ReturnType<typeof workspaceView>>;
