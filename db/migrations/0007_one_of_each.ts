import { sql, type Kysely } from "kysely";

// Issue 13: where the rules say "one", the database says it too, so that two requests racing
// past the save's check for a duplicate cannot both store (the loser's save answers 409, or
// the first one's result, as the check would have):
//
// - one listed or waiting company per name key (companies_one_per_name). Rejected and removed
//   companies are left out, as the duplicate check leaves them out: a company turned down once
//   may be submitted again.
// - one completion per assessment attempt (assessment_completions_one_per_attempt).
// - one review per e-mail address and company is company_reviews_one_per_email, from 0004,
//   over every review. When addresses are confirmed, a migration narrows it by re-creating it
//   with `where <confirmed>`; the save's duplicate check and its catch of the unique violation
//   (app/features/reviews/reviews.server.ts) name no index and need no change beyond the check.
//
// Duplicates stored before this migration are resolved first, keeping every row:
// - companies: the listed one is kept (its address may be shared), else the oldest pending
//   one; each other copy moves its reviews to the kept company (unless the kept company
//   already has a review from that address: then the review stays with its copy), is set
//   aside (an approved copy removed, a pending one rejected), and the audit log says why.
//   Ratings are recounted.
// - completions: the one its attempt points to is kept (the result the candidate was shown),
//   else the oldest; the others stay, with their certificate references, detached from the
//   attempt (attempt_id null), so a shared /verify link keeps working.
//
// Also: an index on rate_limits.expire, for the sweep of expired counters
// (app/lib/rate-limit.server.ts).

type Db = Kysely<unknown>;

const liveStatuses = sql`status in ('pending', 'approved')`;

export async function up(db: Db): Promise<void> {
  // SQLite runs migrations outside a transaction: this one's merges and indexes stand or fall
  // together all the same.
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  await mergeDuplicateCompanies(db);
  await detachDuplicateCompletions(db);
  await sql`create unique index companies_one_per_name on companies (name_key)
    where ${liveStatuses}`.execute(db);
  await sql`create unique index assessment_completions_one_per_attempt
    on assessment_completions (attempt_id)`.execute(db);
  await sql`create index rate_limits_expire on rate_limits (expire)`.execute(db);
}

async function mergeDuplicateCompanies(db: Db): Promise<void> {
  const { rows: keys } = await sql<{ name_key: string }>`
    select name_key from companies where ${liveStatuses}
    group by name_key having count(*) > 1`.execute(db);
  const now = new Date().toISOString();
  for (const { name_key } of keys) {
    const { rows } = await sql<{ id: number; status: "pending" | "approved" }>`
      select id, status from companies where name_key = ${name_key} and ${liveStatuses}
      order by case when status = 'approved' then 0 else 1 end, created_at, id`.execute(db);
    const [kept, ...copies] = rows;
    if (!kept) continue;
    for (const copy of copies) {
      const { rows: reviews } = await sql<{ id: number; reviewer_email: string }>`
        select id, reviewer_email from company_reviews where company_id = ${copy.id}
        order by created_at, id`.execute(db);
      for (const review of reviews) {
        await sql`update company_reviews set company_id = ${kept.id}
          where id = ${review.id} and not exists (
            select 1 from company_reviews
            where company_id = ${kept.id} and reviewer_email = ${review.reviewer_email})`.execute(
          db,
        );
      }
      const [status, action] =
        copy.status === "approved" ? ["removed", "remove"] : ["rejected", "reject"];
      await sql`update companies set status = ${status} where id = ${copy.id}`.execute(db);
      await sql`insert into audit_log
          (created_at, moderator_id, action, subject_type, subject_id, reason)
        values (${now}, null, ${action}, 'company', ${copy.id},
          ${`Duplicate of company ${kept.id}: its reviews were moved there when company names became unique (migration 0007)`})`.execute(
        db,
      );
      await recountRating(db, copy.id);
    }
    await recountRating(db, kept.id);
  }
}

/** The company's rating and review count from its approved reviews, as the app counts them. */
async function recountRating(db: Db, companyId: number): Promise<void> {
  const { rows } = await sql<{ n: string | number; average: string | number | null }>`
    select count(*) as n, avg(rating) as average from company_reviews
    where company_id = ${companyId} and status = 'approved'`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  const average = count ? Math.round(Number(rows[0]?.average) * 10) / 10 : 0;
  await sql`update companies set average_rating = ${average}, review_count = ${count}
    where id = ${companyId}`.execute(db);
}

async function detachDuplicateCompletions(db: Db): Promise<void> {
  const { rows: attempts } = await sql<{ attempt_id: number }>`
    select attempt_id from assessment_completions where attempt_id is not null
    group by attempt_id having count(*) > 1`.execute(db);
  for (const { attempt_id } of attempts) {
    const { rows } = await sql<{ id: number }>`
      select c.id from assessment_completions c
      left join assessment_attempts a on a.id = c.attempt_id and a.completion_id = c.id
      where c.attempt_id = ${attempt_id}
      order by case when a.id is null then 1 else 0 end, c.created_at, c.id`.execute(db);
    const [, ...others] = rows;
    for (const other of others) {
      await sql`update assessment_completions set attempt_id = null where id = ${other.id}`.execute(
        db,
      );
    }
  }
}

/** Drops the indexes; the merged companies and detached completions stay as they are. */
export async function down(db: Db): Promise<void> {
  for (const index of [
    "rate_limits_expire",
    "assessment_completions_one_per_attempt",
    "companies_one_per_name",
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}
