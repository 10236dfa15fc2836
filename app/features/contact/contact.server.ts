import { getDb } from "~db";
import { enqueueMail } from "~/lib/mail/outbox.server";
import type { ContactInput } from "./schema";

/**
 * Stores a message for the moderators' inbox and, in the same transaction, the receipt to its
 * sender with a copy of it: both are kept, or neither.
 */
export async function submitContactMessage(input: ContactInput): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("contact_messages")
        .values({ ...input, created_at: new Date().toISOString(), status: "new" })
        .execute();
      await enqueueMail(trx, {
        to: input.email,
        category: "notification",
        subject: "We received your message",
        greeting: `Hello ${input.name},`,
        blocks: [
          {
            kind: "paragraph",
            text: "Thank you for writing to Staffing Spotlight. We read every message and reply within 24 hours. This is a copy of what you sent:",
          },
          { kind: "quote", text: `Subject: ${input.subject}\n\n${input.message}` },
          {
            kind: "paragraph",
            text: "If you did not write to us, someone typed your address by mistake: you need not do anything.",
          },
        ],
      });
    });
}
