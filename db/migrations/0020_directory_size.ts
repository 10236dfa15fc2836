import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// Issue 18, decision 0026: the directory's count without counting. /companies said how many
// companies are listed by counting them, which at 100,000 took 6 to 9 ms on every page of it.
// directory_size holds that number in one row, and triggers on companies keep it, whatever
// code inserts, approves, rejects or deletes one (a rating update does not touch it).

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  await sql`create table directory_size (
    id integer primary key check (id = 1),
    listed bigint not null
  )`.execute(db);
  await sql`insert into directory_size (id, listed)
    select 1, count(*) from companies where status = 'approved'`.execute(db);
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: Db): Promise<void> {
  await sql`create trigger directory_size_insert after insert on companies
    when new.status = 'approved' begin
      update directory_size set listed = listed + 1 where id = 1;
    end`.execute(db);
  await sql`create trigger directory_size_delete after delete on companies
    when old.status = 'approved' begin
      update directory_size set listed = listed - 1 where id = 1;
    end`.execute(db);
  await sql`create trigger directory_size_update after update of status on companies
    when (old.status = 'approved') <> (new.status = 'approved') begin
      update directory_size
      set listed = listed + case when new.status = 'approved' then 1 else -1 end
      where id = 1;
    end`.execute(db);
}

async function postgres(db: Db): Promise<void> {
  // Inserts and deletes come in batches (a seed, a cascade): one update per statement.
  for (const [event, sign] of [
    ["insert", "+"],
    ["delete", "-"],
  ] as const) {
    await sql
      .raw(
        `create function directory_size_after_${event}() returns trigger
        language plpgsql as $$
        begin
          update directory_size
          set listed = listed ${sign} (select count(*) from changed where status = 'approved')
          where id = 1;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger directory_size_${event} after ${event} on companies
        referencing ${event === "insert" ? "new" : "old"} table as changed
        for each statement execute function directory_size_after_${event}()`,
      )
      .execute(db);
  }
  // A status changes one company at a time (a moderator's decision).
  await sql`create function directory_size_after_update() returns trigger
    language plpgsql as $$
    begin
      update directory_size
      set listed = listed + case when new.status = 'approved' then 1 else -1 end
      where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger directory_size_update after update of status on companies
    for each row
    when ((old.status = 'approved') is distinct from (new.status = 'approved'))
    execute function directory_size_after_update()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    for (const event of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists directory_size_${event} on companies`).execute(db);
      await sql.raw(`drop function if exists directory_size_after_${event}()`).execute(db);
    }
  } else {
    for (const event of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists directory_size_${event}`).execute(db);
    }
  }
  await sql`drop table if exists directory_size`.execute(db);
}
