import type { Kysely } from "kysely";

// One row that /healthz writes on each check: a database that can be read but not written
// (a read-only file, a full disk, a standby after a failover) is reported as unhealthy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_probe")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("checked_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("health_probe").execute();
}
