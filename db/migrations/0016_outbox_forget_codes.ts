import { sql, type Kysely } from "kysely";

// Decision 0014: a `code` message's parts (a confirmation link's token, an assessment code, a
// certificate link) are blanked once it is sent or has failed for good. The worker does it from
// now on; this blanks those stored before. Subject, recipient, status and times stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update mail_outbox set text_body = '', html_body = ''
    where category = 'code' and status in ('sent', 'failed')`.execute(db);
}

/** The bodies cannot come back: nothing to undo. */
export async function down(): Promise<void> {}
