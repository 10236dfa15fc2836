import type { Kysely } from "kysely";
import { nameKey } from "./name-key";
import type { Database } from "./schema";
import { demoCompanies, demoMovements } from "./seed-data";

/** Each list of a company's choices and its table (migration 0017). */
const choiceTables = {
  specialties: "company_specialties",
  services: "company_services",
  states: "company_states",
} as const;

/**
 * Adds the demo set, marked `is_demo` (companies show a "Demo listing" badge). Approved, so
 * it is visible, with the specialties, services and states its filters find; no ratings or
 * reviews are invented. Running it twice adds nothing twice; a demo company seeded before it
 * had choices gets each list it lacks.
 */
export async function seedDemoData(
  db: Kysely<Database>,
): Promise<{ companies: number; movements: number }> {
  let companies = 0;
  let movements = 0;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const company of demoCompanies) {
      const { specialties, services, states, ...fields } = company;
      const key = nameKey(company.name);
      const existing = await trx
        .selectFrom("companies")
        .select(["id", "is_demo"])
        .where("name_key", "=", key)
        .executeTakeFirst();
      if (existing && !existing.is_demo) continue;
      const id = existing
        ? existing.id
        : (
            await trx
              .insertInto("companies")
              .values({
                ...fields,
                name_key: key,
                logo_url: null,
                status: "approved",
                is_demo: 1,
                created_at: now,
              })
              .returning("id")
              .executeTakeFirstOrThrow()
          ).id;
      if (!existing) companies += 1;
      for (const [list, values] of Object.entries({ specialties, services, states })) {
        const table = choiceTables[list as keyof typeof choiceTables];
        const held = await trx
          .selectFrom(table)
          .select("value")
          .where("company_id", "=", id)
          .executeTakeFirst();
        if (held || !values.length) continue;
        await trx
          .insertInto(table)
          .values(values.map((value) => ({ company_id: id, value })))
          .execute();
      }
    }
    for (const [index, movement] of demoMovements.entries()) {
      const existing = await trx
        .selectFrom("movement_submissions")
        .select("id")
        .where("name", "=", movement.name)
        .where("new_role", "=", movement.new_role)
        .executeTakeFirst();
      if (existing) continue;
      const { tags, ...fields } = movement;
      // A day apart, newest first, so the demo feed reads like a real one.
      const createdAt = new Date(Date.now() - index * 86_400_000).toISOString();
      const row = await trx
        .insertInto("movement_submissions")
        .values({
          ...fields,
          status: "approved",
          created_at: createdAt,
          submitter_name: null,
          submitter_email: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("movement_tags")
        .values(tags.map((tag) => ({ movement_id: row.id, tag })))
        .execute();
      movements += 1;
    }
  });
  return { companies, movements };
}
