import { replyAim } from "~/content/promises";
import { getDb } from "~db";
import { formatDateTime } from "~/lib/dates";
import { enqueueMail, type OutgoingMail } from "~/lib/mail/outbox.server";
import type { ContactInput } from "./schema";

/** The reference a sender can quote: "C-000042". */
export const contactReference = (id: number) => `C-${String(id).padStart(6, "0")}`;

/**
 * The receipt to the address the sender typed. Anyone can type anyone's address, so it counts
 * against the inbox's budget and carries nothing the sender typed (issue 26): no name, subject,
 * message or link of theirs, only what was received, when, its reference and what happens next.
 */
export function contactReceipt(to: string, id: number, at: Date): OutgoingMail {
  return {
    to,
    category: "notification",
    cause: "anyone",
    subject: `We received your message (${contactReference(id)})`,
    greeting: "Hello,",
    blocks: [
      {
        kind: "paragraph",
        text: `Staffing Spotlight received a message sent through its contact form with this address, on ${formatDateTime(at.toISOString())}. Its reference is ${contactReference(id)}.`,
      },
      {
        kind: "paragraph",
        text: `What happens next: a member of our team reads every message, and we ${replyAim}, at this address. To add something, reply to our answer and quote the reference.`,
      },
      {
        kind: "paragraph",
        text: "If you did not write to us, someone typed your address by mistake: you need not do anything.",
      },
    ],
  };
}

/**
 * Stores a message for the moderators' inbox and, in the same transaction, the receipt to its
 * sender: both are kept, or neither.
 */
export async function submitContactMessage(input: ContactInput, now = new Date()): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("contact_messages")
        .values({ ...input, created_at: now.toISOString(), status: "new" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueMail(trx, contactReceipt(input.email, id, now), now);
    });
}
