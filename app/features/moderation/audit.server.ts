import type { Transaction } from "kysely";
import type { Database } from "~db/schema";
import type { Moderator } from "./auth.server";

/** Records a moderator's action in the audit log, in the action's transaction. */
export async function recordAudit(
  trx: Transaction<Database>,
  moderator: Pick<Moderator, "id" | "role">,
  entry: {
    action: string;
    subject: string;
    id: number;
    /** A subject named by text, not by a row's number: a question's id. */
    key?: string;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      created_at: entry.at.toISOString(),
      moderator_id: moderator.id,
      role: moderator.role,
      action: entry.action,
      subject_type: entry.subject,
      subject_id: entry.id,
      subject_key: entry.key ?? null,
      reason: entry.reason ?? null,
    })
    .execute();
}
