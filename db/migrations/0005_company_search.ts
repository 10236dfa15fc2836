import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// The company directory at 100,000 companies (issue 7): the list reads its page straight from
// an index in its own order and stops, and a search finds its matches through a trigram index
// instead of reading every company (a LIKE '%term%' cannot use an ordinary index).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index if not exists companies_listing on companies (status, lower(name), id)`.execute(
      db,
    );
    await postgresTrigramIndexes(db);
  } else {
    // The lowered industry and location ride along for searches of one or two characters,
    // which the trigram index cannot answer: SQLite tests them in this index instead of
    // fetching every company's row.
    await sql`create index if not exists companies_listing
      on companies (status, lower(name), id, lower(industry), lower(location))`.execute(db);
    await sqliteTrigramTable(db);
  }
}

/**
 * SQLite: an FTS5 table with the trigram tokenizer (substring matches, case-insensitive) over
 * the searched columns of approved companies only, so that a search's count is read from it
 * alone. Contentless (the text stays in `companies`) with plain deletes by id; triggers keep it
 * in step with every insert, edit, moderation decision and delete, whatever code makes them.
 */
async function sqliteTrigramTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create virtual table if not exists companies_search using fts5(
      name, industry, location,
      content = '', contentless_delete = 1, tokenize = 'trigram'
    )`.execute(db);
  await sql`
    create trigger if not exists companies_search_insert after insert on companies
    when new.status = 'approved' begin
      insert into companies_search (rowid, name, industry, location)
      values (new.id, new.name, new.industry, new.location);
    end`.execute(db);
  await sql`
    create trigger if not exists companies_search_delete after delete on companies
    when old.status = 'approved' begin
      delete from companies_search where rowid = old.id;
    end`.execute(db);
  // A rating or review count changes often and leaves the index alone.
  await sql`
    create trigger if not exists companies_search_update
    after update of id, status, name, industry, location on companies begin
      delete from companies_search where old.status = 'approved' and rowid = old.id;
      insert into companies_search (rowid, name, industry, location)
      select new.id, new.name, new.industry, new.location where new.status = 'approved';
    end`.execute(db);
  await sql`insert into companies_search (companies_search) values ('delete-all')`.execute(db);
  await sql`
    insert into companies_search (rowid, name, industry, location)
    select id, name, industry, location from companies where status = 'approved'`.execute(db);
}

/**
 * PostgreSQL: trigram GIN indexes (pg_trgm, a contrib extension) on the lowered columns, which
 * the search's `lower(column) like '%term%'` uses as it is. Creating the extension needs
 * privileges some hosts do not grant: then the indexes are skipped and the search still works,
 * only by reading every company. The savepoint keeps a refused statement from aborting the
 * migration's transaction.
 */
async function postgresTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  const savepoint = db.isTransaction;
  if (savepoint) await sql`savepoint company_search_trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of ["name", "industry", "location"]) {
      await sql`create index if not exists ${sql.id(`companies_${column}_trigrams`)}
        on companies using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
    }
    if (savepoint) await sql`release savepoint company_search_trigrams`.execute(db);
  } catch (error) {
    if (savepoint) await sql`rollback to savepoint company_search_trigrams`.execute(db);
    console.warn(
      `Company search: no trigram indexes, so searches will read every company (pg_trgm: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ["name", "industry", "location"]) {
      await sql`drop index if exists ${sql.id(`companies_${column}_trigrams`)}`.execute(db);
    }
  } else {
    for (const trigger of ["insert", "delete", "update"]) {
      await sql`drop trigger if exists ${sql.id(`companies_search_${trigger}`)}`.execute(db);
    }
    await sql`drop table if exists companies_search`.execute(db);
  }
  await sql`drop index if exists companies_listing`.execute(db);
}
