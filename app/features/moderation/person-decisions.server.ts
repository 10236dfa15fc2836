import { getDb } from "~db";
import { enqueuePersonNotice, type NoticeResult } from "~/features/movements/person.server";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";

// A moderator's part in what the featured person chose (issue 31): the notice sent again, and a
// suggested correction applied or declined. Each is recorded in the audit log.

/** The notice again, with new links; within the inbox's mail budget like the first. */
export async function resendNotice(
  moderator: Moderator,
  movementId: number,
  now = new Date(),
): Promise<NoticeResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await enqueuePersonNotice(trx, movementId, now);
      if (result === "queued")
        await recordAudit(trx, moderator, {
          action: "resend-notice",
          subject: "movement",
          id: movementId,
          at: now,
        });
      return result;
    });
}

/** A correction still waiting, applied to its movement (its published fields) or declined. */
export async function decideCorrection(
  moderator: Moderator,
  correctionId: number,
  apply: boolean,
  now = new Date(),
): Promise<"done" | "not-found"> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // Only for a movement still published: one taken down or removed has nothing to correct.
      const correction = await trx
        .selectFrom("movement_corrections")
        .innerJoin(
          "movement_submissions",
          "movement_submissions.id",
          "movement_corrections.movement_id",
        )
        .selectAll("movement_corrections")
        .where("movement_corrections.id", "=", correctionId)
        .where("movement_corrections.status", "=", "pending")
        .where("movement_submissions.status", "=", "approved")
        .executeTakeFirst();
      if (!correction) return "not-found";
      const decided = await trx
        .updateTable("movement_corrections")
        .set({ status: apply ? "applied" : "declined", decided_at: now.toISOString() })
        .where("id", "=", correctionId)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) === 0) return "not-found";
      if (apply)
        await trx
          .updateTable("movement_submissions")
          .set({
            name: correction.name,
            previous_role: correction.previous_role,
            new_role: correction.new_role,
            company: correction.company,
            previous_company: correction.previous_company,
            location: correction.location,
            description: correction.description,
          })
          .where("id", "=", correction.movement_id)
          .execute();
      await recordAudit(trx, moderator, {
        action: apply ? "apply-correction" : "decline-correction",
        subject: "movement",
        id: correction.movement_id,
        at: now,
      });
      return "done";
    });
}
