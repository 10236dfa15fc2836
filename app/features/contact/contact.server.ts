import { getDb } from "~db";
import type { ContactInput } from "./schema";

/** Stores a message for the moderators' inbox. */
export async function submitContactMessage(input: ContactInput): Promise<void> {
  await getDb()
    .insertInto("contact_messages")
    .values({ ...input, created_at: new Date().toISOString(), status: "new" })
    .execute();
}
