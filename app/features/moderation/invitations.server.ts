import type { Transaction } from "kysely";
import { getDb } from "~db";
import { lockKeyForTransaction } from "~db/engine";
import type { Database } from "~db/schema";
import { formatLongDateTime } from "~/lib/dates";
import { isLinkToken, linkTokenHash, newLinkToken } from "~/lib/link-token.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { getSiteConfig } from "~/lib/site.server";
import { absoluteUrl } from "~/lib/site";
import { recordAudit } from "./audit.server";
import { normalEmail, startSession, type Client, type Moderator } from "./auth.server";
import { hashPassword } from "./password.server";
import type { Role } from "./roles";

// Invitations (issue 33): an owner invites by e-mail; the link works once, for 72 hours, and its
// token is stored only as a hash. Accepting makes the account with the chosen password and
// goes straight to the two-factor set-up: the first sign-in completes only with it.

export const invitationHours = 72;

export type InviteResult = "sent" | "exists" | "pending";

/** Whether an account or a waiting invitation has this address; in the caller's transaction. */
async function addressTaken(trx: Transaction<Database>, email: string, now: Date) {
  // Two invitations to one address, sent at once, take turns (SQLite: the write lock).
  await lockKeyForTransaction(trx, `moderator-email:${email}`);
  const account = await trx
    .selectFrom("moderators")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (account) return "exists" as const;
  const waiting = await trx
    .selectFrom("moderator_invitations")
    .select("id")
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return waiting ? ("pending" as const) : null;
}

export async function inviteModerator(
  owner: Moderator,
  emailInput: string,
  role: Role,
  now = new Date(),
): Promise<InviteResult> {
  const email = normalEmail(emailInput);
  const { token, hash } = newLinkToken();
  const expires = new Date(now.getTime() + invitationHours * 3_600_000);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const taken = await addressTaken(trx, email, now);
      if (taken) return taken;
      const { id } = await trx
        .insertInto("moderator_invitations")
        .values({
          email,
          role,
          token_hash: hash,
          invited_by: owner.id,
          created_at: now.toISOString(),
          expires_at: expires.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, owner, {
        action: "invite",
        subject: "invitation",
        id,
        reason: role,
        at: now,
      });
      await enqueueMail(
        trx,
        {
          to: email,
          // A link that acts: sent whatever the address's choice about notifications, and
          // blanked from our copy once sent.
          category: "code",
          cause: "moderator",
          subject: "You are invited to moderate Staffing Spotlight",
          blocks: [
            {
              kind: "paragraph",
              text: `An owner of Staffing Spotlight invites you to join its moderators as ${role === "owner" ? "an owner" : "a moderator"}.`,
            },
            {
              kind: "paragraph",
              text: `The link works once, until ${formatLongDateTime(expires.toISOString())}. You will choose a password and set up two-factor sign-in with an authenticator app.`,
            },
            {
              kind: "link",
              label: "Accept the invitation",
              url: absoluteUrl(getSiteConfig(), `/admin/invitation?token=${token}`),
            },
            {
              kind: "paragraph",
              text: "If you did not expect this invitation, you can ignore this e-mail.",
            },
          ],
        },
        now,
      );
      return "sent";
    });
}

export type InvitationState =
  | { state: "valid"; email: string; role: Role }
  | { state: "invalid" | "expired" | "used" | "revoked" };

export async function invitationState(
  token: string | null,
  now = new Date(),
): Promise<InvitationState> {
  if (!isLinkToken(token)) return { state: "invalid" };
  const row = await getDb()
    .selectFrom("moderator_invitations")
    .select(["email", "role", "expires_at", "accepted_at", "revoked_at"])
    .where("token_hash", "=", linkTokenHash(token))
    .executeTakeFirst();
  if (!row) return { state: "invalid" };
  if (row.accepted_at) return { state: "used" };
  if (row.revoked_at) return { state: "revoked" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "valid", email: row.email, role: row.role };
}

export type AcceptResult =
  | { state: "accepted"; setCookie: string }
  | { state: "invalid" | "expired" | "used" | "revoked" | "exists" };

/**
 * Takes the invitation (once: the update that marks it accepted is the only way in, so two
 * posts of one link make one account) and makes the account; the session it starts awaits the
 * two-factor set-up.
 */
export async function acceptInvitation(
  token: string | null,
  password: string,
  client: Client,
  now = new Date(),
): Promise<AcceptResult> {
  const shown = await invitationState(token, now);
  if (shown.state !== "valid") return { state: shown.state };
  if (!token) return { state: "invalid" };
  const accepted = await getDb()
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .updateTable("moderator_invitations")
        .set({ accepted_at: now.toISOString() })
        .where("token_hash", "=", linkTokenHash(token))
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .returning(["id", "email", "role"])
        .executeTakeFirst();
      if (!taken) return "used" as const;
      await lockKeyForTransaction(trx, `moderator-email:${taken.email}`);
      const existing = await trx
        .selectFrom("moderators")
        .select("id")
        .where("email", "=", taken.email)
        .executeTakeFirst();
      if (existing) return "exists" as const;
      // Hashed only once the link is taken: 30 posts of one link cost one scrypt, not 30.
      const passwordHash = await hashPassword(password);
      const { id } = await trx
        .insertInto("moderators")
        .values({
          email: taken.email,
          password_hash: passwordHash,
          created_at: now.toISOString(),
          role: taken.role,
          password_changed_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        { id, role: taken.role },
        {
          action: "accept-invitation",
          subject: "invitation",
          id: taken.id,
          at: now,
        },
      );
      return id;
    });
  if (typeof accepted === "string") return { state: accepted };
  logger.info({ event: "invitation_accepted", moderatorId: accepted }, "invitation accepted");
  return { state: "accepted", setCookie: await startSession(accepted, "setup", client) };
}

/** An owner takes back an invitation not yet accepted. */
export async function revokeInvitation(owner: Moderator, id: number, now = new Date()) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const revoked = await trx
        .updateTable("moderator_invitations")
        .set({ revoked_at: now.toISOString() })
        .where("id", "=", id)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (revoked.numUpdatedRows !== 1n) return false;
      await recordAudit(trx, owner, {
        action: "revoke-invitation",
        subject: "invitation",
        id,
        at: now,
      });
      return true;
    });
}
