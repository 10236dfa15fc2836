import { sql, type Kysely } from "kysely";
import { isPostgres } from "../engine";

// Issue 35: the directory's deep pages without walking every company before them. A page of
// /companies at offset 50,000 read 50,000 index entries to skip them. Each process now keeps a
// few markers of the listing's order (every 500th company's lower(name) and id:
// app/features/companies/listing-markers.server.ts) and seeks from the nearest one. They are
// right only while the order is the same: directory_size.order_version is bumped by triggers
// whenever a listed company is added, removed, or renamed, whatever code does it, and a process
// whose markers are of another version makes them again.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  await sql`alter table directory_size add column order_version bigint not null default 0`.execute(
    db,
  );
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: Db): Promise<void> {
  await sql`create trigger directory_order_insert after insert on companies
    when new.status = 'approved' begin
      update directory_size set order_version = order_version + 1 where id = 1;
    end`.execute(db);
  await sql`create trigger directory_order_delete after delete on companies
    when old.status = 'approved' begin
      update directory_size set order_version = order_version + 1 where id = 1;
    end`.execute(db);
  await sql`create trigger directory_order_update after update of status, name on companies
    when (old.status = 'approved' or new.status = 'approved')
      and (old.status is not new.status or old.name is not new.name) begin
      update directory_size set order_version = order_version + 1 where id = 1;
    end`.execute(db);
}

async function postgres(db: Db): Promise<void> {
  // Inserts and deletes come in batches (a seed, a cascade): one bump per statement that adds
  // or removes a listed company.
  for (const event of ["insert", "delete"] as const) {
    await sql
      .raw(
        `create function directory_order_after_${event}() returns trigger
        language plpgsql as $$
        begin
          if exists (select 1 from changed where status = 'approved') then
            update directory_size set order_version = order_version + 1 where id = 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger directory_order_${event} after ${event} on companies
        referencing ${event === "insert" ? "new" : "old"} table as changed
        for each statement execute function directory_order_after_${event}()`,
      )
      .execute(db);
  }
  await sql`create function directory_order_after_update() returns trigger
    language plpgsql as $$
    begin
      update directory_size set order_version = order_version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger directory_order_update after update of status, name on companies
    for each row
    when ((old.status = 'approved' or new.status = 'approved')
      and (old.status is distinct from new.status or old.name is distinct from new.name))
    execute function directory_order_after_update()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    for (const event of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists directory_order_${event} on companies`).execute(db);
      await sql.raw(`drop function if exists directory_order_after_${event}()`).execute(db);
    }
  } else {
    for (const event of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists directory_order_${event}`).execute(db);
    }
  }
  await sql`alter table directory_size drop column order_version`.execute(db);
}
