import { sql, type Kysely } from "kysely";

// Issue 15: at most 3 attempts started per day from one client address. started_from is a
// keyed hash of the address's rate-limit key (an IPv4 address, or an IPv6 /64), set when the
// attempt's code is entered: the database keeps no address in the clear. Attempts made before
// this migration have none and count for no address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assessment_attempts").addColumn("started_from", "text").execute();
  await sql`create index assessment_attempts_started_from
    on assessment_attempts (started_from, verified_at) where started_from is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists assessment_attempts_started_from`.execute(db);
  await db.schema.alterTable("assessment_attempts").dropColumn("started_from").execute();
}
