import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// Issue 27: the home and about pages say how many movements, certificates and reviews the site
// has published, counted from the data instead of typed in. Counting them on each render cost
// 36 ms on SQLite at 100,000 reviews (each approved review's company looked up). site_counts
// holds the three numbers in one row, and triggers keep it, whatever code inserts, decides,
// revokes or deletes; the directory's size is already kept so (directory_size, migration 0020).
//
// What counts is what a visitor can see:
// - movements: approved (the feed's);
// - certificates: passed, issued with a reference, not revoked (what /verify calls valid);
// - reviews: approved, of a listed (approved) company (what a company's profile shows).

type Db = Kysely<unknown>;

interface Counted {
  column: string;
  table: string;
  /** The columns whose change can change whether a row counts. */
  watched: string[];
  /** Whether the row `row` ("new" or "old") counts, as SQL both engines accept. */
  counts: (row: string) => string;
}

const counted: Counted[] = [
  {
    column: "movements",
    table: "movement_submissions",
    watched: ["status"],
    counts: (row) => `${row}.status = 'approved'`,
  },
  {
    column: "certificates",
    table: "assessment_completions",
    watched: ["passed", "reference", "revoked_at"],
    counts: (row) =>
      `${row}.passed = 1 and ${row}.reference is not null and ${row}.revoked_at is null`,
  },
  {
    column: "reviews",
    table: "company_reviews",
    watched: ["status", "company_id"],
    counts: (row) =>
      `${row}.status = 'approved' and exists (select 1 from companies as listed
        where listed.id = ${row}.company_id and listed.status = 'approved')`,
  },
];

/** 1 when the row counts, else 0. */
const one = (item: Counted, row: string) => `(case when ${item.counts(row)} then 1 else 0 end)`;

/** A company's approved reviews: what its listing or unlisting adds or takes away. */
const reviewsOf = (row: string) =>
  `(select count(*) from company_reviews as r where r.company_id = ${row}.id and r.status = 'approved')`;
const whenListed = (row: string) =>
  `(case when ${row}.status = 'approved' then ${reviewsOf(row)} else 0 end)`;

export async function up(db: Db): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  await sql`create table site_counts (
    id integer primary key check (id = 1),
    movements bigint not null,
    certificates bigint not null,
    reviews bigint not null
  )`.execute(db);
  const [movements, certificates, reviews] = counted.map(
    (item) => `(select count(*) from ${item.table} as stored where ${item.counts("stored")})`,
  );
  await sql
    .raw(
      `insert into site_counts (id, movements, certificates, reviews)
      select 1, ${movements}, ${certificates}, ${reviews}`,
    )
    .execute(db);
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: Db): Promise<void> {
  for (const item of counted) {
    const name = `site_counts_${item.column}`;
    const change = (delta: string) =>
      `update site_counts set ${item.column} = ${item.column} + ${delta} where id = 1;`;
    await sql
      .raw(
        `create trigger ${name}_insert after insert on ${item.table}
        when ${item.counts("new")} begin ${change("1")} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${item.table}
        when ${item.counts("old")} begin ${change("-1")} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of ${item.watched.join(", ")} on ${item.table}
        when ${one(item, "new")} <> ${one(item, "old")}
        begin ${change(`${one(item, "new")} - ${one(item, "old")}`)} end`,
      )
      .execute(db);
  }
  // A company listed or unlisted shows or hides its approved reviews. One deleted takes them
  // away before its reviews are deleted with it (their own trigger then finds no company).
  await sql
    .raw(
      `create trigger site_counts_company_status after update of status on companies
      when (old.status = 'approved') <> (new.status = 'approved') begin
        update site_counts set reviews = reviews + ${whenListed("new")} - ${whenListed("old")}
        where id = 1;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger site_counts_company_delete before delete on companies
      when old.status = 'approved' begin
        update site_counts set reviews = reviews - ${reviewsOf("old")} where id = 1;
      end`,
    )
    .execute(db);
}

async function postgres(db: Db): Promise<void> {
  for (const item of counted) {
    const name = `site_counts_${item.column}`;
    // Inserts and deletes may come in batches (a seed, a cascade): one update per statement,
    // as for directory_size. An update changes one row at a time (a moderator's decision).
    await sql
      .raw(
        `create function ${name}_rows() returns trigger language plpgsql as $$
        declare
          changed_count bigint := (select count(*) from changed where ${item.counts("changed")});
        begin
          if changed_count <> 0 then
            update site_counts
            set ${item.column} = ${item.column}
              + case when tg_op = 'INSERT' then changed_count else -changed_count end
            where id = 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    for (const event of ["insert", "delete"]) {
      await sql
        .raw(
          `create trigger ${name}_${event} after ${event} on ${item.table}
          referencing ${event === "insert" ? "new" : "old"} table as changed
          for each statement execute function ${name}_rows()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create function ${name}_update() returns trigger language plpgsql as $$
        declare
          delta bigint := ${one(item, "new")} - ${one(item, "old")};
        begin
          if delta <> 0 then
            update site_counts set ${item.column} = ${item.column} + delta where id = 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of ${item.watched.join(", ")} on ${item.table}
        for each row execute function ${name}_update()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function site_counts_company() returns trigger language plpgsql as $$
      declare
        delta bigint := case when tg_op = 'DELETE' then -${whenListed("old")}
          else ${whenListed("new")} - ${whenListed("old")} end;
      begin
        if delta <> 0 then
          update site_counts set reviews = reviews + delta where id = 1;
        end if;
        return case when tg_op = 'DELETE' then old else null end;
      end $$`,
    )
    .execute(db);
  await sql`create trigger site_counts_company_status after update of status on companies
    for each row
    when ((old.status = 'approved') is distinct from (new.status = 'approved'))
    execute function site_counts_company()`.execute(db);
  // Before the delete, while the company's reviews are still there to be counted.
  await sql`create trigger site_counts_company_delete before delete on companies
    for each row when (old.status = 'approved')
    execute function site_counts_company()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const triggers = counted.flatMap((item) =>
    ["insert", "delete", "update"].map((event) => [
      `site_counts_${item.column}_${event}`,
      item.table,
    ]),
  );
  triggers.push(
    ["site_counts_company_status", "companies"],
    ["site_counts_company_delete", "companies"],
  );
  for (const [trigger, table] of triggers) {
    await sql
      .raw(`drop trigger if exists ${trigger}${isPostgres(db) ? ` on ${table}` : ""}`)
      .execute(db);
  }
  if (isPostgres(db)) {
    const functions = counted.flatMap((item) =>
      ["rows", "update"].map((kind) => `site_counts_${item.column}_${kind}`),
    );
    for (const name of [...functions, "site_counts_company"]) {
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    }
  }
  await sql`drop table if exists site_counts`.execute(db);
}
