import { sql, type Kysely } from "kysely";
import { nameKey } from "../name-key";

// Issue 18, item 3 (decision 0023): the directory narrowed the way staffing buyers look.
//
// - company_specialties, company_services, company_states: one row per value of a company
//   (app/features/companies/directory.ts). The primary key (company_id, value) reads a
//   company's values; the index (value, company_id) answers a filter ("which companies serve
//   TX?") from the index alone, on both engines. companies_listed_ids (id, of approved companies
//   only) tells whether each company so found is listed without reading its row. (An index on
//   (id, status) would do the same, but SQLite's planner then fetches a common search's matches
//   by id and sorts them instead of walking companies_listing: 35 ms instead of 4 at 100,000.)
// - name_key by the new rule (db/name-key.ts: punctuation, a leading "The" and trailing legal
//   forms ignored), so that the duplicate check stays one look-up of companies_name_key. Two
//   listed or waiting companies that the new rule makes one ("Acme Staffing" and "Acme
//   Staffing, Inc.") are both kept as they are, for a moderator to judge: the first (the listed
//   one, else the oldest) takes the key; each other keeps a key of its own, the new key with
//   "#" and its id (no name's key has a "#"), and the audit log says so. The unique index
//   companies_one_per_name (0007) then holds as before.

type Db = Kysely<unknown>;

const choiceTables = ["company_specialties", "company_services", "company_states"] as const;

export async function up(db: Db): Promise<void> {
  // SQLite runs migrations outside a transaction: this one stands or falls as a whole.
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  for (const table of choiceTables) {
    await db.schema
      .createTable(table)
      .addColumn("company_id", "integer", (c) =>
        c.notNull().references("companies.id").onDelete("cascade"),
      )
      .addColumn("value", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ["company_id", "value"])
      .execute();
    await db.schema
      .createIndex(`${table}_by_value`)
      .on(table)
      .columns(["value", "company_id"])
      .execute();
  }
  await sql`create index companies_listed_ids on companies (id) where status = 'approved'`.execute(
    db,
  );
  await rekeyCompanies(db);
}

async function rekeyCompanies(db: Db): Promise<void> {
  await sql`drop index companies_one_per_name`.execute(db);
  const { rows } = await sql<{
    id: number;
    name: string;
    name_key: string;
    status: string;
  }>`select id, name, name_key, status from companies
    order by case status when 'approved' then 0 when 'pending' then 1 else 2 end, created_at, id`.execute(
    db,
  );
  const holders = new Map<string, number>();
  const now = new Date().toISOString();
  for (const row of rows) {
    let key = nameKey(row.name);
    const live = row.status === "approved" || row.status === "pending";
    if (live) {
      const holder = holders.get(key);
      if (holder === undefined) holders.set(key, row.id);
      else {
        key = `${key}#${row.id}`;
        await sql`insert into audit_log
            (created_at, moderator_id, action, subject_type, subject_id, reason)
          values (${now}, null, 'note', 'company', ${row.id},
            ${`Same name as company ${holder} once punctuation and legal forms are ignored (migration 0017): both kept, for a moderator to judge`})`.execute(
          db,
        );
      }
    }
    if (key !== row.name_key)
      await sql`update companies set name_key = ${key} where id = ${row.id}`.execute(db);
  }
  await sql`create unique index companies_one_per_name on companies (name_key)
    where status in ('pending', 'approved')`.execute(db);
}

/** The choices go; name keys stay by the new rule (the old rule's keys could now clash). */
export async function down(db: Db): Promise<void> {
  for (const table of choiceTables) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex("companies_listed_ids").ifExists().execute();
}
