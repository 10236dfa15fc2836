import type { Kysely } from "kysely";

// Issue 15: each attempt shows every question's options in an order of its own. option_orders
// is a JSON object, question id to the bank's option indexes in the order shown; answers stay
// stored as the bank's index, so scoring and the review need no order. Attempts made before
// this migration have none: their options are shown in the bank's order, as they were.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assessment_attempts").addColumn("option_orders", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assessment_attempts").dropColumn("option_orders").execute();
}
