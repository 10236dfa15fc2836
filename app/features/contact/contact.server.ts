import { getDb } from "../../../db";
import type { ContactInput } from "./schema";

export async function saveContactMessage(input: ContactInput): Promise<number> {
  const { id } = await getDb()
    .insertInto("contact_messages")
    .values({ ...input, created_at: new Date().toISOString(), status: "new" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
