import type { Transaction } from "kysely";
import type { Database } from "~db/schema";
import { moderationTime } from "~/content/promises";
import { formatDateTime } from "~/lib/dates";
import { enqueueMail, type OutgoingMail } from "~/lib/mail/outbox.server";
import { movementShareLinks } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

// What a movement's submitter hears, when they gave an e-mail (issue 14): a receipt, then the
// decision. Each is enqueued in the transaction of the action that causes it; all are
// notifications, so they carry List-Unsubscribe and none goes to an address that unsubscribed.

type Trx = Transaction<Database>;

interface Submitter {
  submitterName: string | null;
  submitterEmail: string | null;
}

const greeting = (name: string | null) => (name ? `Hello ${name},` : "Hello,");

/** The reference a submitter can quote: "M-000042". */
export const movementReference = (id: number) => `M-${String(id).padStart(6, "0")}`;

/**
 * The receipt for a new submission; nothing when no e-mail was given. Anyone can type anyone's
 * address, so it counts against the inbox's budget and carries nothing the submitter typed
 * (issue 26): no names, roles, description or link of theirs, only what was received, when,
 * its reference and what happens next.
 */
export async function enqueueMovementReceipt(
  trx: Trx,
  movement: { id: number; submitterEmail: string | null; selfConfirmUrl?: string | null },
  now: Date,
): Promise<void> {
  if (!movement.submitterEmail) return;
  const selfConfirm = movement.selfConfirmUrl
    ? [
        {
          kind: "paragraph" as const,
          text: "You said the movement is about you. Please confirm that this address is yours: once a moderator publishes it, it shows that you confirmed it. The page the link opens shows the movement before you confirm.",
        },
        { kind: "link" as const, label: "Confirm it is me", url: movement.selfConfirmUrl },
      ]
    : [];
  const reference = movementReference(movement.id);
  await enqueueMail(
    trx,
    {
      to: movement.submitterEmail,
      // With "This is me" it carries a link that acts: blanked once sent, as a code is.
      category: movement.selfConfirmUrl ? "code" : "notification",
      cause: "anyone",
      subject: `We received your movement (${reference})`,
      greeting: "Hello,",
      blocks: [
        {
          kind: "paragraph",
          text: `Staffing Spotlight received a career movement shared with this address as its submitter's, on ${formatDateTime(now.toISOString())}. Its reference is ${reference}.`,
        },
        {
          kind: "paragraph",
          text: `What happens next: a moderator reviews every submission before it is published, and aims to within ${moderationTime}; we write to this address when it is decided.`,
        },
        ...selfConfirm,
        {
          kind: "paragraph",
          text: "If you did not share a movement, someone typed your address by mistake: you need not do anything.",
        },
      ],
    },
    now,
  );
}

/** The approval, with the public page and the share link; nothing when no e-mail was given. */
export async function enqueueMovementApproved(
  trx: Trx,
  movement: Submitter & { id: number; name: string; newRole: string; company: string },
): Promise<void> {
  if (!movement.submitterEmail) return;
  const links = movementShareLinks(getSiteConfig(), movement);
  await enqueueMail(trx, {
    to: movement.submitterEmail,
    category: "notification",
    cause: "moderator",
    subject: "Your movement is published",
    greeting: greeting(movement.submitterName),
    blocks: [
      {
        kind: "paragraph",
        text: `The movement of ${movement.name} (${movement.newRole} at ${movement.company}) is now published on Staffing Spotlight.`,
      },
      { kind: "link", label: "See it on Staffing Spotlight", url: links.url },
      { kind: "link", label: "Congratulate on LinkedIn", url: links.linkedIn },
    ],
  });
}

const rejectedSubject = "Your movement was not published";

/**
 * The rejection with the moderator's reason; sent only when the moderator chose to send it,
 * and not before `notBefore`: a rejection can be undone until then, and its e-mail with it.
 */
export async function enqueueMovementRejected(
  trx: Trx,
  movement: Submitter & { name: string },
  reason: string,
  now: Date,
  notBefore: Date,
): Promise<void> {
  if (!movement.submitterEmail) return;
  const mail: OutgoingMail = {
    to: movement.submitterEmail,
    category: "notification",
    cause: "moderator",
    subject: rejectedSubject,
    greeting: greeting(movement.submitterName),
    blocks: [
      {
        kind: "paragraph",
        text: `A moderator reviewed the movement of ${movement.name} that you shared, and did not publish it. The moderator's reason:`,
      },
      { kind: "quote", text: reason },
      {
        kind: "paragraph",
        text: "You are welcome to share it again with the details corrected.",
      },
    ],
  };
  await enqueueMail(trx, mail, now, notBefore);
}

/** A rejection undone: its e-mail, still waiting since `since`, is never sent. */
export async function cancelMovementRejected(
  trx: Trx,
  submitterEmail: string | null,
  since: string,
): Promise<void> {
  if (!submitterEmail) return;
  await trx
    .updateTable("mail_outbox")
    .set({ status: "skipped" })
    .where("recipient", "=", submitterEmail)
    .where("subject", "=", rejectedSubject)
    .where("status", "=", "queued")
    .where("claimed_until", "is", null)
    .where("created_at", ">=", since)
    .execute();
}
