import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A listed (approved) company with a website, as the claim tests need one; its id. */
export async function addListedCompany(
  db: Kysely<Database>,
  name: string,
  website: string | null,
): Promise<number> {
  const row = await db
    .insertInto("companies")
    .values({
      name,
      name_key: name.toLowerCase().replaceAll(/[^a-z0-9]/g, ""),
      website,
      status: "approved",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
