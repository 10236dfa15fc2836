import { sql, type Kysely } from "kysely";
import { idColumn } from "../engine";

// Issue 33: moderators as an owner runs them.
//
// - moderators.role: 'owner' (everything, and managing moderators) or 'moderator' (the queues,
//   revocation and the outbox). Every account made before this change is an owner.
// - moderators.totp_secret (base32) and totp_enabled_at: the second factor (RFC 6238), set up
//   at the first sign-in after this change; totp_last_step: the 30-second step of the last code
//   accepted, so that no code is accepted twice.
// - moderator_sessions.second_factor: 'code' or 'setup' while the password was right and the
//   second factor is still due (such a session opens nothing but the second step), null once
//   signed in; ip_address and user_agent: shown to the moderator in their list of sessions.
//   Every session from before is ended: everyone signs in again, with two factors.
// - moderator_recovery_codes: ten one-use codes per account, only their hashes.
// - moderator_invitations: an owner's invitation, its link's token hashed, good for 72 hours
//   and once.
// - moderator_addresses: a keyed hash of each address an account signed in from, so that a
//   sign-in from a new one can be told to the account.
// - audit_log.role: the role the moderator acted under.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("moderators")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  await db.schema.alterTable("moderators").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("moderators").addColumn("totp_enabled_at", "text").execute();
  await db.schema.alterTable("moderators").addColumn("totp_last_step", "bigint").execute();
  await db.schema.alterTable("moderators").addColumn("password_changed_at", "text").execute();
  await db.schema.alterTable("moderator_sessions").addColumn("second_factor", "text").execute();
  await db.schema.alterTable("moderator_sessions").addColumn("ip_address", "text").execute();
  await db.schema.alterTable("moderator_sessions").addColumn("user_agent", "text").execute();
  await sql`update moderator_sessions set revoked_at = ${new Date().toISOString()} where revoked_at is null`.execute(
    db,
  );
  await db.schema.alterTable("audit_log").addColumn("role", "text").execute();

  await db.schema
    .createTable("moderator_recovery_codes")
    .addColumn("id", ...idColumn(db))
    .addColumn("moderator_id", "integer", (c) =>
      c.notNull().references("moderators.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("moderator_recovery_codes_hash")
    .unique()
    .on("moderator_recovery_codes")
    .columns(["moderator_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("moderator_invitations")
    .addColumn("id", ...idColumn(db))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("invited_by", "integer", (c) => c.references("moderators.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("moderator_addresses")
    .addColumn("moderator_id", "integer", (c) =>
      c.notNull().references("moderators.id").onDelete("cascade"),
    )
    .addColumn("address_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("moderator_addresses_pk", ["moderator_id", "address_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["moderator_addresses", "moderator_invitations", "moderator_recovery_codes"])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable("audit_log").dropColumn("role").execute();
  for (const column of ["user_agent", "ip_address", "second_factor"])
    await db.schema.alterTable("moderator_sessions").dropColumn(column).execute();
  for (const column of [
    "password_changed_at",
    "totp_last_step",
    "totp_enabled_at",
    "totp_secret",
    "role",
  ])
    await db.schema.alterTable("moderators").dropColumn(column).execute();
}
