import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// Issue 18, decision 0026: a filtered directory at 100,000 companies. Each company's
// specialties, services and states served (the three tables of 0017) are also kept together,
// as the words of one index that a filter reads like a search, so that "IT + direct hire +
// Texas" intersects three lists inside one index instead of looking up two tables for each
// of the 8,000 IT companies. Triggers keep them in step with every change, whatever code
// makes it.
//
// - SQLite: companies_facets, an FTS5 table (no positions, no stored text) holding the listed
//   companies only, one row per company (rowid = id) whose words are its choices' tokens
//   ("specialtyit servicedirecthire statetx": facet and value, letters and digits only).
// - PostgreSQL: companies.facets, an array of "facet:value" ("state:TX"), with a GIN index
//   over listed companies, which the planner combines with the search's trigram indexes.

type Db = Kysely<unknown>;

const choiceTables = ["company_specialties", "company_services", "company_states"] as const;
const facetOf = {
  company_specialties: "specialty",
  company_services: "service",
  company_states: "state",
} as const;

/** Each choice as its index word: SQLite's ("specialtyit"), PostgreSQL's ("specialty:it"). */
const sqliteWord = (table: (typeof choiceTables)[number]) =>
  `'${facetOf[table]}' || lower(replace(value, '-', ''))`;
const postgresWord = (table: (typeof choiceTables)[number]) => `'${facetOf[table]}:' || value`;

export async function up(db: Db): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

/** SQLite: company `id`'s row of companies_facets made again (none unless listed with choices). */
function sqliteRefresh(id: string) {
  const tokens = choiceTables
    .map(
      (table) =>
        `select ${sqliteWord(table)} as token
        from ${table} where company_id = ${id}`,
    )
    .join(" union all ");
  return `delete from companies_facets where rowid = ${id};
      insert into companies_facets (rowid, facets)
      select c.id, t.facets from companies as c,
        (select group_concat(token, ' ') as facets from (${tokens})) as t
      where c.id = ${id} and c.status = 'approved' and t.facets is not null;`;
}

async function sqlite(db: Db): Promise<void> {
  await sql`create virtual table companies_facets using fts5(
    facets, content = '', contentless_delete = 1, detail = none
  )`.execute(db);
  for (const table of choiceTables) {
    for (const [event, body] of [
      ["insert", sqliteRefresh("new.company_id")],
      ["delete", sqliteRefresh("old.company_id")],
      ["update", sqliteRefresh("old.company_id") + sqliteRefresh("new.company_id")],
    ]) {
      await sql
        .raw(`create trigger ${table}_facets_${event} after ${event} on ${table} begin ${body} end`)
        .execute(db);
    }
  }
  // Approval, a removal, a new id: the row follows the company's status.
  await sql
    .raw(
      `create trigger companies_facets_status after update of id, status on companies begin
        delete from companies_facets where rowid = old.id;
        ${sqliteRefresh("new.id")}
      end`,
    )
    .execute(db);
  await sql`create trigger companies_facets_delete after delete on companies begin
      delete from companies_facets where rowid = old.id;
    end`.execute(db);
  await sql`insert into companies_facets (rowid, facets)
    select company_id, group_concat(token, ' ') from (
      ${sql.raw(
        choiceTables
          .map((table) => `select company_id, ${sqliteWord(table)} as token from ${table}`)
          .join(" union all "),
      )}
    ) as t
    where company_id in (select id from companies where status = 'approved')
    group by company_id`.execute(db);
}

async function postgres(db: Db): Promise<void> {
  await sql`alter table companies add column facets text[] not null default '{}'`.execute(db);
  const tokens = choiceTables
    .map(
      (table) => `select ${postgresWord(table)} as token from ${table} where company_id = company`,
    )
    .join(" union all ");
  await sql
    .raw(
      `create function companies_refresh_facets(company integer) returns void
      language sql as $$
        update companies set facets = coalesce(
          (select array_agg(token order by token) from (${tokens}) as t), '{}')
        where id = company
      $$`,
    )
    .execute(db);
  // Statement triggers: a batch of choices updates each company once.
  for (const [event, rows] of [
    ["insert", "new"],
    ["delete", "old"],
  ] as const) {
    await sql
      .raw(
        `create function companies_facets_after_${event}() returns trigger
        language plpgsql as $$
        begin
          perform companies_refresh_facets(company_id)
            from (select distinct company_id from changed) as c;
          return null;
        end $$`,
      )
      .execute(db);
    for (const table of choiceTables) {
      await sql
        .raw(
          `create trigger ${table}_facets_${event} after ${event} on ${table}
          referencing ${rows} table as changed
          for each statement execute function companies_facets_after_${event}()`,
        )
        .execute(db);
    }
  }
  await sql`create function companies_facets_after_update() returns trigger
    language plpgsql as $$
    begin
      perform companies_refresh_facets(old.company_id);
      perform companies_refresh_facets(new.company_id);
      return null;
    end $$`.execute(db);
  for (const table of choiceTables) {
    await sql
      .raw(
        `create trigger ${table}_facets_update after update on ${table}
        for each row execute function companies_facets_after_update()`,
      )
      .execute(db);
  }
  await sql`update companies set facets = coalesce(t.facets, '{}')
    from (select company_id, array_agg(token order by token) as facets from (
      ${sql.raw(
        choiceTables
          .map((table) => `select company_id, ${postgresWord(table)} as token from ${table}`)
          .join(" union all "),
      )}) as c group by company_id) as t
    where t.company_id = companies.id`.execute(db);
  await sql`create index companies_facets on companies using gin (facets)
    where status = 'approved'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    for (const table of choiceTables) {
      await sql.raw(`drop trigger if exists ${table}_facets_insert on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_facets_delete on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_facets_update on ${table}`).execute(db);
    }
    await sql`drop function if exists companies_facets_after_update()`.execute(db);
    await sql`drop function if exists companies_facets_after_insert()`.execute(db);
    await sql`drop function if exists companies_facets_after_delete()`.execute(db);
    await sql`drop function if exists companies_refresh_facets(integer)`.execute(db);
    await sql`alter table companies drop column if exists facets`.execute(db);
    return;
  }
  for (const table of choiceTables) {
    for (const event of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists ${table}_facets_${event}`).execute(db);
    }
  }
  await sql`drop trigger if exists companies_facets_status`.execute(db);
  await sql`drop trigger if exists companies_facets_delete`.execute(db);
  await sql`drop table if exists companies_facets`.execute(db);
}
