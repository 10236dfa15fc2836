import type { Transaction } from "kysely";
import { getDb } from "~db";
import { lockKeyForTransaction } from "~db/engine";
import type { Database } from "~db/schema";
import { recordAudit } from "./audit.server";
import { idleMinutes, maxSessionHours, type Moderator } from "./auth.server";
import type { Role } from "./roles";

// The owners' side of the team (issue 33): every account with its role, two-factor and
// sessions; the invitations waiting; a role changed, an account deactivated (its sessions end at
// once) or reactivated, and every session of an account ended. There is always an owner: the
// last active owner can be neither demoted nor deactivated, with any number of requests in
// flight (the owners are counted under one lock: SQLite's write lock, or an advisory lock).

export const lastOwnerMessage =
  "There must always be at least one active owner: make another account an owner first.";

/** A live signed-in session: not ended, active within the idle time, within its 12 hours. */
export function liveSince(now = Date.now()) {
  return {
    idle: new Date(now - idleMinutes * 60_000).toISOString(),
    started: new Date(now - maxSessionHours * 3_600_000).toISOString(),
  };
}

export async function teamView(now = new Date()) {
  const db = getDb();
  const live = liveSince(now.getTime());
  const accounts = await db
    .selectFrom("moderators")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("moderator_sessions")
          .select((s) => [
            "moderator_id",
            s.fn.countAll<string | number>().as("sessions"),
            s.fn.max("last_seen_at").as("last_seen"),
          ])
          .where("revoked_at", "is", null)
          .where("second_factor", "is", null)
          .where("last_seen_at", ">", live.idle)
          .where("created_at", ">", live.started)
          .groupBy("moderator_id")
          .as("live"),
      (join) => join.onRef("live.moderator_id", "=", "moderators.id"),
    )
    .select([
      "moderators.id",
      "moderators.email",
      "moderators.role",
      "moderators.disabled",
      "moderators.totp_enabled_at",
      "moderators.created_at",
      "live.sessions",
      "live.last_seen",
    ])
    .orderBy("moderators.email")
    .execute();
  const invitations = await db
    .selectFrom("moderator_invitations")
    .select(["id", "email", "role", "created_at", "expires_at"])
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return {
    accounts: accounts.map((account) => ({
      id: account.id,
      email: account.email,
      role: account.role,
      active: !account.disabled,
      twoFactor: Boolean(account.totp_enabled_at),
      createdAt: account.created_at,
      sessions: Number(account.sessions ?? 0),
      lastSeen: account.last_seen ?? null,
    })),
    invitations,
  };
}

/** Whether another active owner than `id` would remain; under the owners' lock. */
async function otherOwnerRemains(trx: Transaction<Database>, id: number): Promise<boolean> {
  await lockKeyForTransaction(trx, "moderator-owners");
  const other = await trx
    .selectFrom("moderators")
    .select("id")
    .where("role", "=", "owner")
    .where("disabled", "=", 0)
    .where("id", "!=", id)
    .limit(1)
    .executeTakeFirst();
  return Boolean(other);
}

export type TeamChange = "done" | "not-found" | "last-owner" | "unchanged";

async function endAll(trx: Transaction<Database>, id: number, now: Date): Promise<number> {
  const ended = await trx
    .updateTable("moderator_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("moderator_id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

export async function setRole(owner: Moderator, id: number, role: Role, now = new Date()) {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<TeamChange> => {
      const account = await trx
        .selectFrom("moderators")
        .select(["role"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!account) return "not-found";
      if (account.role === role) return "unchanged";
      if (role !== "owner" && !(await otherOwnerRemains(trx, id))) return "last-owner";
      await trx.updateTable("moderators").set({ role }).where("id", "=", id).execute();
      await recordAudit(trx, owner, {
        action: "set-role",
        subject: "moderator",
        id,
        reason: role,
        at: now,
      });
      return "done";
    });
}

export async function setActive(owner: Moderator, id: number, active: boolean, now = new Date()) {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<TeamChange> => {
      const account = await trx
        .selectFrom("moderators")
        .select(["disabled"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!account) return "not-found";
      if (Boolean(account.disabled) === !active) return "unchanged";
      if (!active && !(await otherOwnerRemains(trx, id))) return "last-owner";
      await trx
        .updateTable("moderators")
        .set({ disabled: active ? 0 : 1 })
        .where("id", "=", id)
        .execute();
      // Deactivated: signed out everywhere at once (and every session check reads `disabled`).
      if (!active) await endAll(trx, id, now);
      await recordAudit(trx, owner, {
        action: active ? "reactivate" : "deactivate",
        subject: "moderator",
        id,
        at: now,
      });
      return "done";
    });
}

/** Every session of an account ended, by an owner; the number ended, or null if no account. */
export async function endAccountSessions(owner: Moderator, id: number, now = new Date()) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const account = await trx
        .selectFrom("moderators")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!account) return null;
      const ended = await endAll(trx, id, now);
      await recordAudit(trx, owner, { action: "end-sessions", subject: "moderator", id, at: now });
      return ended;
    });
}
