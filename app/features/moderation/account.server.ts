import { getDb } from "~db";
import { logger } from "~/lib/logger.server";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";
import { describeBrowser } from "./browsers";
import { guessRight, guessWrong, lockedMessage, startGuess } from "./guesses.server";
import { hashPassword, verifyPassword } from "./password.server";
import { weakPasswordMessage } from "./password-strength.server";
import { liveSince } from "./team.server";

// A moderator's own account (issue 33): the sessions signed in (browser, address, started, last
// seen), any of which they can end, and a new password, which ends every other session.

export async function ownSessions(moderator: Moderator, now = new Date()) {
  const live = liveSince(now.getTime());
  const rows = await getDb()
    .selectFrom("moderator_sessions")
    .select(["id", "created_at", "last_seen_at", "ip_address", "user_agent"])
    .where("moderator_id", "=", moderator.id)
    .where("revoked_at", "is", null)
    .where("second_factor", "is", null)
    .where("last_seen_at", ">", live.idle)
    .where("created_at", ">", live.started)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    current: row.id === moderator.sessionId,
    browser: describeBrowser(row.user_agent),
    address: row.ip_address ?? "Unknown",
    startedAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** How many of the moderator's recovery codes are still unused. */
export async function recoveryCodesLeft(moderator: Moderator): Promise<number> {
  const row = await getDb()
    .selectFrom("moderator_recovery_codes")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("moderator_id", "=", moderator.id)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends one of the moderator's own sessions; false if it is not theirs or already ended. */
export async function endOwnSession(moderator: Moderator, sessionId: string): Promise<boolean> {
  const ended = await getDb()
    .updateTable("moderator_sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", sessionId)
    .where("moderator_id", "=", moderator.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return ended.numUpdatedRows === 1n;
}

export type PasswordChange =
  | { ok: true; ended: number }
  | {
      ok: false;
      field: "currentPassword" | "newPassword";
      message: string;
      lockedSeconds?: number;
    };

/**
 * A new password. The current one is a guess like any sign-in's (a session left open is not a
 * way to try passwords); the new one must be strong. Every other session ends.
 */
export async function changePassword(
  moderator: Moderator,
  current: string,
  next: string,
  address: string,
  now = new Date(),
): Promise<PasswordChange> {
  const weak = await weakPasswordMessage(next, moderator.email);
  if (weak) return { ok: false, field: "newPassword", message: weak };
  const admission = await startGuess(moderator.email, address);
  if (!admission.admitted)
    return {
      ok: false,
      field: "currentPassword",
      message: lockedMessage(admission.seconds),
      lockedSeconds: admission.seconds,
    };
  const row = await getDb()
    .selectFrom("moderators")
    .select("password_hash")
    .where("id", "=", moderator.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(current, row.password_hash))) {
    await guessWrong(admission.guess);
    return { ok: false, field: "currentPassword", message: "Your current password is not right." };
  }
  await guessRight(admission.guess, false);
  const hash = await hashPassword(next);
  const ended = await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("moderators")
        .set({ password_hash: hash, password_changed_at: now.toISOString() })
        .where("id", "=", moderator.id)
        .execute();
      const result = await trx
        .updateTable("moderator_sessions")
        .set({ revoked_at: now.toISOString() })
        .where("moderator_id", "=", moderator.id)
        .where("id", "!=", moderator.sessionId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      await recordAudit(trx, moderator, {
        action: "change-password",
        subject: "moderator",
        id: moderator.id,
        at: now,
      });
      return Number(result.numUpdatedRows);
    });
  logger.info({ event: "password_changed", moderatorId: moderator.id, ended }, "password changed");
  return { ok: true, ended };
}
