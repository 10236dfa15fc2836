import { sql, type Kysely, type RawBuilder } from "kysely";

// Issue 18, decision 0024: how a reviewer knows the company. Asked on every review from now on;
// reviews stored before have none (null), are shown as "Relationship not stated" and keep
// counting as they did. A current employee's review ('employee') is shown, labelled, but left
// out of the company's average_rating and review_count (the average's count), so both are
// recomputed here by that rule (which changes nothing for reviews without a relationship, but
// keeps the stored figures and the rule one). A competitor's review is refused, never stored.
// Numbers 0017 and 0019 are left to sibling branches.

const stored = ["client", "former_client", "placed", "employee", "former_employee"];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("company_reviews")
    .addColumn("relationship", "text", (column) =>
      column.check(sql`relationship in (${sql.join(stored.map((value) => sql.lit(value)))})`),
    )
    .execute();
  // The profile's counts per relationship and its filter read a company's approved reviews.
  await sql`create index company_reviews_by_relationship
    on company_reviews (company_id, status, relationship)`.execute(db);
  await recountRatings(db, sql`(relationship is null or relationship <> 'employee')`);
}

/** Every company's rating and count from its approved reviews that `counted` selects. */
async function recountRatings(db: Kysely<unknown>, counted: RawBuilder<unknown>): Promise<void> {
  const { rows } = await sql<{
    company_id: number;
    n: string | number;
    average: string | number | null;
  }>`select company_id, count(*) as n, avg(rating) as average from company_reviews
    where status = 'approved' and ${counted} group by company_id`.execute(db);
  // Only the companies whose figures change are written (the directory may be large).
  await sql`update companies set average_rating = 0, review_count = 0
    where review_count <> 0 and id not in (select company_id from company_reviews
      where status = 'approved' and ${counted})`.execute(db);
  for (const row of rows) {
    // Rounded as the app rounds (reviews.server.ts), not by each engine's round().
    const average = Math.round(Number(row.average) * 10) / 10;
    const count = Number(row.n);
    await sql`update companies set average_rating = ${average}, review_count = ${count}
      where id = ${row.company_id}
      and (average_rating <> ${average} or review_count <> ${count})`.execute(db);
  }
}

/** The relationships are dropped; every approved review counts again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists company_reviews_by_relationship`.execute(db);
  await db.schema.alterTable("company_reviews").dropColumn("relationship").execute();
  await recountRatings(db, sql`1 = 1`);
}
