import type { Kysely } from "kysely";
import { idColumn } from "../engine";

// Issue 34: people's own data. Anyone can ask for a link to an address; the link opens a short
// session that lists what the site holds for that address, downloads it and erases it.
//
// - your_data_links: one per link sent, with the address it was sent to (the session needs to
//   know whose data it shows); good for an hour and once; only the SHA-256 of its random token
//   is stored. Deleted once no session from it can still be running, and by the erase.
// - your_data_sessions: one per link used (the cookie ss_your_data holds the token; the row its
//   SHA-256), 30 minutes at most; it goes with its link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("your_data_links")
    .addColumn("id", ...idColumn(db))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("your_data_links_created")
    .on("your_data_links")
    .column("created_at")
    .execute();
  await db.schema
    .createTable("your_data_sessions")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("link_id", "integer", (c) =>
      c.notNull().references("your_data_links.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ended_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("your_data_sessions").execute();
  await db.schema.dropTable("your_data_links").execute();
}
