import { sql, type Transaction } from "kysely";
import { getDb } from "~db";
import { lockKeyForTransaction } from "~db/engine";
import type { Database } from "~db/schema";
import { refreshCompanyRating } from "~/features/reviews/reviews.server";
import { erasedKey } from "~/lib/erased-address.server";
import { inboxKey } from "~/lib/mail/inbox";
import { countersOf, holds } from "./held.server";
import type { DataSession } from "./session.server";
import { erasedReason } from "~/content/retention";
import { erasedName } from "./tables";

// The erase (issue 34): every row tied to the address is deleted or anonymised, in one
// transaction, as tables.ts says for each table. Published reviews and movements about the
// person go, and the site's counts (kept by triggers, migration 0024) and each company's rating
// follow. A certificate is revoked, with erasedReason, and keeps only its reference, so that a
// link someone was given says "revoked" rather than nothing. Rate-limit counters and the audit
// log keep a keyed hash of the address in its place; the erase is recorded there without it.

/** What the erase did, by kind: shown to the person, and summed in the audit log. */
export interface Erased {
  movementsRemoved: number;
  movementsAnonymised: number;
  reviewsRemoved: number;
  contactMessages: number;
  assessmentAttempts: number;
  certificatesRevoked: number;
  resultsDeleted: number;
  companyClaims: number;
  emails: number;
  mailPreferences: number;
  counters: number;
}

type Trx = Transaction<Database>;

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);

/** Deletes movements with everything that hangs on them (tags go by their foreign key). */
async function deleteMovements(trx: Trx, ids: number[]) {
  if (!ids.length) return 0;
  await trx.deleteFrom("movement_person_links").where("movement_id", "in", ids).execute();
  await trx.deleteFrom("movement_corrections").where("movement_id", "in", ids).execute();
  await trx.deleteFrom("movement_tags").where("movement_id", "in", ids).execute();
  return count(
    await trx.deleteFrom("movement_submissions").where("id", "in", ids).executeTakeFirst(),
  );
}

async function eraseMovements(trx: Trx, address: string) {
  // About the person (their address given, or "This is me"): the movement is theirs, and goes.
  const about = await trx
    .selectFrom("movement_submissions")
    .select("id")
    .where(holds("featured_email", address))
    .execute();
  let removed = await deleteMovements(
    trx,
    about.map((row) => row.id),
  );
  // Shared by them about someone else: one a moderator published stays, without the sharer's
  // name and address; one never published goes.
  const unpublished = await trx
    .selectFrom("movement_submissions")
    .select("id")
    .where(holds("submitter_email", address))
    .where("status", "!=", "approved")
    .execute();
  removed += await deleteMovements(
    trx,
    unpublished.map((row) => row.id),
  );
  const anonymised = await trx
    .updateTable("movement_submissions")
    .set({ submitter_name: null, submitter_email: null })
    .where(holds("submitter_email", address))
    .executeTakeFirst();
  return { movementsRemoved: removed, movementsAnonymised: count(anonymised) };
}

async function eraseReviews(trx: Trx, address: string) {
  const reviews = await trx
    .selectFrom("company_reviews")
    .select(["id", "company_id"])
    .where(holds("reviewer_email", address))
    .execute();
  if (!reviews.length) return 0;
  const ids = reviews.map((row) => row.id);
  // A company's reply to the review, and flags on it, have nothing left to answer.
  await trx.deleteFrom("review_replies").where("review_id", "in", ids).execute();
  await trx.deleteFrom("review_flags").where("review_id", "in", ids).execute();
  await trx.deleteFrom("company_reviews").where("id", "in", ids).execute();
  for (const companyId of new Set(reviews.map((row) => row.company_id)))
    await refreshCompanyRating(trx, companyId);
  return ids.length;
}

async function eraseAssessment(trx: Trx, address: string, now: Date) {
  const completions = await trx
    .selectFrom("assessment_completions")
    .select(["id", "passed", "reference", "revoked_at"])
    .where(holds("email", address))
    .execute();
  const certificates = completions.filter((row) => row.passed === 1 && row.reference !== null);
  const results = completions.filter((row) => !certificates.includes(row)).map((row) => row.id);
  if (results.length) {
    await trx.deleteFrom("certificate_downloads").where("completion_id", "in", results).execute();
    await trx.deleteFrom("assessment_completions").where("id", "in", results).execute();
  }
  let revoked = 0;
  for (const certificate of certificates) {
    // The reference stays, revoked, with the score (its band is all /verify shows); the person
    // goes. A certificate a moderator revoked before keeps the moderator's reason and date.
    const revoke = certificate.revoked_at
      ? {}
      : { revoked_at: now.toISOString(), revoked_reason: erasedReason };
    await trx
      .updateTable("assessment_completions")
      .set({
        ...revoke,
        attempt_id: null,
        full_name: erasedName,
        email: "",
        company_name: "",
        designation: "",
        section2_q1: "",
        section2_q2: "",
        section2_q3: "",
        section2_q7_positions: "[]",
        section2_q8_geographies: "[]",
      })
      .where("id", "=", certificate.id)
      .execute();
    if (!certificate.revoked_at) revoked += 1;
  }
  // Attempts (answers, the keyed hash of where each started) go; a completion kept above no
  // longer points at its attempt.
  const attempts = await trx
    .selectFrom("assessment_attempts")
    .select("id")
    .where(holds("email", address))
    .execute();
  const attemptIds = attempts.map((row) => row.id);
  if (attemptIds.length) {
    await trx
      .updateTable("assessment_completions")
      .set({ attempt_id: null })
      .where("attempt_id", "in", attemptIds)
      .execute();
    await trx.deleteFrom("assessment_attempts").where("id", "in", attemptIds).execute();
  }
  await trx.deleteFrom("assessment_code_failures").where(holds("email", address)).execute();
  return {
    assessmentAttempts: attemptIds.length,
    certificatesRevoked: revoked,
    resultsDeleted: results.length,
  };
}

async function eraseClaims(trx: Trx, address: string, now: Date) {
  const claims = await trx
    .selectFrom("company_claims")
    .select(["id", "status"])
    .where(holds("email", address))
    .execute();
  if (!claims.length) return 0;
  const ids = claims.map((row) => row.id);
  await trx.deleteFrom("representative_links").where("claim_id", "in", ids).execute();
  await trx.deleteFrom("representative_sessions").where("claim_id", "in", ids).execute();
  const pending = claims.filter((row) => row.status === "pending").map((row) => row.id);
  if (pending.length) await trx.deleteFrom("company_claims").where("id", "in", pending).execute();
  // A confirmed claim stays, revoked and without the person: the company's replies published
  // under it stay under the company's name, as after any revocation.
  await trx
    .updateTable("company_claims")
    .set({ status: "revoked", revoked_at: now.toISOString(), revoked_reason: erasedReason })
    .where(holds("email", address))
    .where("status", "=", "confirmed")
    .execute();
  await trx
    .updateTable("company_claims")
    .set({ name: "", job_title: "", email: "", token_hash: null, review_mail: "off" })
    .where(holds("email", address))
    .execute();
  return ids.length;
}

async function eraseMail(trx: Trx, address: string, keyed: string, now: Date) {
  // A message of the last day that counts against the inbox's budget stays as a trace, with
  // nothing of the person in it: its budget key becomes the keyed hash, which the budget counts
  // too (app/lib/mail/outbox.server.ts), so an erase gives no stranger a fresh day's budget to
  // mail this inbox. A trace not yet sent is never sent. Every other message goes.
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  await trx
    .updateTable("mail_outbox")
    .set({ status: "skipped", claim_token: null })
    .where(holds("recipient", address))
    .where("budget_key", "is not", null)
    .where("created_at", ">", dayAgo)
    .where("status", "=", "queued")
    .execute();
  const traces = await trx
    .updateTable("mail_outbox")
    .set({
      recipient: "",
      subject: "",
      text_body: "",
      html_body: "",
      list_unsubscribe: null,
      last_error: null,
      budget_key: keyed,
    })
    .where(holds("recipient", address))
    .where("budget_key", "is not", null)
    .where("created_at", ">", dayAgo)
    .executeTakeFirst();
  const sent = await trx
    .deleteFrom("mail_outbox")
    .where(holds("recipient", address))
    .executeTakeFirst();
  // Messages to other spellings of the inbox ("ana+x@…") count against a budget named by this
  // very address: they now name the keyed hash.
  if (inboxKey(address) === address)
    await trx
      .updateTable("mail_outbox")
      .set({ budget_key: keyed })
      .where("budget_key", "=", address)
      .execute();
  const held = await trx
    .deleteFrom("mail_held")
    .where(holds("recipient", address))
    .executeTakeFirst();
  // Unsubscribed stays unsubscribed: the record keeps the keyed hash, which the check also
  // looks up (app/lib/mail/unsubscribe.server.ts).
  const preferences = await trx
    .deleteFrom("mail_unsubscribes")
    .where(holds("email", address))
    .executeTakeFirst();
  if (count(preferences) > 0)
    await trx
      .insertInto("mail_unsubscribes")
      .values({ email: keyed, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .execute();
  return {
    emails: count(traces) + count(sent) + count(held),
    mailPreferences: count(preferences),
  };
}

/**
 * Rate-limit counters keep counting for what they count, under a keyed hash of the address in
 * place of the address: an erase is no way to learn or keep an address in the table.
 */
async function hashCounters(trx: Trx, address: string, keyed: string) {
  const counters = await countersOf(trx, address);
  for (const counter of counters) {
    const key = `${counter.key.slice(0, -address.length)}${keyed}`;
    await trx.deleteFrom("rate_limits").where("key", "=", key).execute();
    await trx.updateTable("rate_limits").set({ key }).where("key", "=", counter.key).execute();
  }
  return counters.length;
}

/** Where moderators write words of their own, which may quote an address. */
const reasonColumns = [
  ["audit_log", "reason"],
  ["assessment_completions", "revoked_reason"],
  ["company_claims", "revoked_reason"],
] as const;

/**
 * Moderators' words that quote the address (an audit reason, a certificate's or a claim's
 * reason for revocation, whoever's it is) keep the keyed hash in its place.
 */
async function scrubReasons(trx: Trx, address: string, keyed: string) {
  const pattern = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  for (const [table, column] of reasonColumns) {
    // "_" in an address matches any character in LIKE: the replacement itself is exact.
    const { rows } = await sql<{ id: number; text: string | null }>`
      select id, ${sql.ref(column)} as text from ${sql.table(table)}
      where lower(${sql.ref(column)}) like ${`%${address}%`}`.execute(trx);
    for (const row of rows)
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${(row.text ?? "").replace(pattern, keyed)}
        where id = ${row.id}`.execute(trx);
  }
}

function summary(erased: Erased): string {
  const parts = Object.entries(erased)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n}`);
  return `${erasedReason}: ${parts.join(", ") || "nothing held"}`;
}

/**
 * Erases everything the session's address holds, once: the session ends in the same
 * transaction, so a second press (or a second tab) finds it ended and erases nothing. Null when
 * the session had already ended.
 */
export async function eraseData(session: DataSession, now = new Date()): Promise<Erased | null> {
  const address = session.email.trim().toLowerCase();
  const keyed = erasedKey(address);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // Two sessions of one address erasing at once take turns (on PostgreSQL they would
      // otherwise delete the same rows in two orders and deadlock).
      await lockKeyForTransaction(trx, `your-data:${address}`);
      const ended = await trx
        .updateTable("your_data_sessions")
        .set({ ended_at: now.toISOString() })
        .where("id", "=", session.sessionId)
        .where("ended_at", "is", null)
        .executeTakeFirst();
      if (count(ended) === 0) return null;
      const erased: Erased = {
        ...(await eraseMovements(trx, address)),
        reviewsRemoved: await eraseReviews(trx, address),
        contactMessages: count(
          await trx
            .deleteFrom("contact_messages")
            .where(holds("email", address))
            .executeTakeFirst(),
        ),
        ...(await eraseAssessment(trx, address, now)),
        companyClaims: await eraseClaims(trx, address, now),
        ...(await eraseMail(trx, address, keyed, now)),
        counters: await hashCounters(trx, address, keyed),
      };
      await scrubReasons(trx, address, keyed);
      // The requests (links and their sessions, this one included) go last.
      await trx.deleteFrom("your_data_links").where(holds("email", address)).execute();
      await trx
        .insertInto("audit_log")
        .values({
          created_at: now.toISOString(),
          moderator_id: null,
          action: "erased-by-person",
          subject_type: "person",
          subject_id: 0,
          subject_key: keyed,
          reason: summary(erased),
        })
        .execute();
      return erased;
    });
}

/** The erase's result in words, for the page that shows it: what was there to erase. */
export function erasedLines(erased: Erased): string[] {
  const n = (count: number, one: string, many = `${one}s`) =>
    `${count} ${count === 1 ? one : many}`;
  const lines: [number, string][] = [
    [erased.movementsRemoved, `removed ${n(erased.movementsRemoved, "career movement")}`],
    [
      erased.movementsAnonymised,
      `took your name and address off ${n(erased.movementsAnonymised, "published career movement")} you shared`,
    ],
    [erased.reviewsRemoved, `removed ${n(erased.reviewsRemoved, "review")}`],
    [erased.contactMessages, `deleted ${n(erased.contactMessages, "contact message")}`],
    [erased.assessmentAttempts, `deleted ${n(erased.assessmentAttempts, "assessment attempt")}`],
    [erased.resultsDeleted, `deleted ${n(erased.resultsDeleted, "assessment result")} not passed`],
    [
      erased.certificatesRevoked,
      `revoked ${n(erased.certificatesRevoked, "certificate")}, keeping only the reference`,
    ],
    [erased.companyClaims, `ended ${n(erased.companyClaims, "claim")} of a company profile`],
    [erased.emails, `deleted the records of ${n(erased.emails, "e-mail")} to you`],
    [erased.mailPreferences, "kept your unsubscribe, under a keyed hash instead of your address"],
    [
      erased.counters,
      `replaced your address with a keyed hash in ${n(erased.counters, "rate-limit counter")}`,
    ],
  ];
  const done = lines.filter(([count]) => count > 0).map(([, line]) => line);
  return [...done, "deleted your requests to see your data"];
}
