import { getDb } from "~db";
import { enqueueMovementReceipt } from "./mail.server";
import { issueSelfConfirmLink } from "./person.server";
import type { MovementInput } from "./schema";

/**
 * Stores a submission for moderation: pending, so nothing is public until approved. The
 * submitter's receipt, when an e-mail was given, is queued in the same transaction. The featured
 * person's address is kept for the notice on approval (person.server.ts).
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
          featured_email: input.featuredEmail,
          featured_is_submitter: input.isSelf ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (input.tags.length) {
        await trx
          .insertInto("movement_tags")
          .values(input.tags.map((tag) => ({ movement_id: id, tag })))
          .execute();
      }
      // "This is me": the receipt carries the link that confirms the address, and with it the
      // movement (issue 31).
      const selfConfirmUrl = input.isSelf ? await issueSelfConfirmLink(trx, id, now) : null;
      await enqueueMovementReceipt(
        trx,
        { id, submitterEmail: input.submitterEmail, selfConfirmUrl },
        now,
      );
    });
}
