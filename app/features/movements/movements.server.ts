import { getDb } from "~db";
import { enqueueMovementReceipt } from "./mail.server";
import type { MovementInput } from "./schema";

/**
 * Stores a submission for moderation: pending, so nothing is public until approved. The
 * submitter's receipt, when an e-mail was given, is queued in the same transaction.
 */
export async function submitMovement(input: MovementInput, now = new Date()): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("movement_submissions")
        .values({
          created_at: now.toISOString(),
          status: "pending",
          name: input.name,
          previous_role: input.previousRole,
          new_role: input.newRole,
          company: input.company,
          previous_company: input.previousCompany,
          location: input.location,
          description: input.description,
          submitter_name: input.submitterName,
          submitter_email: input.submitterEmail,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (input.tags.length) {
        await trx
          .insertInto("movement_tags")
          .values(input.tags.map((tag) => ({ movement_id: id, tag })))
          .execute();
      }
      await enqueueMovementReceipt(trx, { id, submitterEmail: input.submitterEmail }, now);
    });
}
