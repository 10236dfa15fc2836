import type { Transaction } from "kysely";
import type { Database } from "~db/schema";
import { enqueueMail } from "~/lib/mail/outbox.server";
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

/** The receipt for a new submission; nothing when no e-mail was given. */
export async function enqueueMovementReceipt(
  trx: Trx,
  movement: Submitter & { name: string; newRole: string; company: string },
): Promise<void> {
  if (!movement.submitterEmail) return;
  await enqueueMail(trx, {
    to: movement.submitterEmail,
    category: "notification",
    subject: "We received your movement",
    greeting: greeting(movement.submitterName),
    blocks: [
      {
        kind: "paragraph",
        text: `Thank you for sharing the movement of ${movement.name} (${movement.newRole} at ${movement.company}). We received it; a moderator reviews every submission before it is published, and we will write to you when it is decided.`,
      },
      {
        kind: "paragraph",
        text: "If you did not share this, someone typed your address by mistake: you need not do anything.",
      },
    ],
  });
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

/** The rejection with the moderator's reason; sent only when the moderator chose to send it. */
export async function enqueueMovementRejected(
  trx: Trx,
  movement: Submitter & { name: string },
  reason: string,
): Promise<void> {
  if (!movement.submitterEmail) return;
  await enqueueMail(trx, {
    to: movement.submitterEmail,
    category: "notification",
    subject: "Your movement was not published",
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
  });
}
