import { getDb } from "~db";
import { formatLongDate } from "~/lib/dates";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { recordAudit } from "./audit.server";
import type { Moderator } from "./auth.server";

// A certificate revoked by a moderator, and the e-mail that tells its holder (issue 28).

/**
 * Revokes a passed completion's certificate, with the reason in the completion and the audit
 * log, and queues the holder's e-mail in the same transaction; false (and nothing recorded or
 * sent) when there is no such certificate still valid.
 */
export async function revokeCertificate(
  moderator: Moderator,
  id: number,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable("assessment_completions")
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where("id", "=", id)
        .where("passed", "=", 1)
        .where("reference", "is not", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (!Number(updated.numUpdatedRows)) return false;
      const holder = await trx
        .selectFrom("assessment_completions")
        .select(["email", "full_name", "reference", "created_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const site = getSiteConfig();
      const reference = holder.reference ?? "";
      // A moderator's decision (decision 0027): not counted against the holder's inbox. A
      // notification: the holder may have unsubscribed from the site's e-mail.
      await enqueueMail(
        trx,
        {
          to: holder.email,
          category: "notification",
          cause: "moderator",
          subject: `Your Staffing Spotlight certificate ${reference} was revoked`,
          greeting: `Hello ${holder.full_name},`,
          blocks: [
            {
              kind: "paragraph",
              text: `A moderator of Staffing Spotlight revoked your recruiter certificate ${reference}, issued on ${formatLongDate(holder.created_at)}. Its verification page now says that it is revoked, and it can no longer be downloaded.`,
            },
            { kind: "paragraph", text: "The moderator's reason:" },
            { kind: "quote", text: reason },
            {
              kind: "paragraph",
              text: `If you think this is a mistake, write to ${site.contactEmail} or use the contact form, quoting ${reference}.`,
            },
            {
              kind: "link",
              label: "Contact Staffing Spotlight",
              url: absoluteUrl(site, "/contact"),
            },
            {
              kind: "link",
              label: "The certificate's verification page",
              url: absoluteUrl(site, `/verify/${reference}`),
            },
          ],
        },
        now,
      );
      await recordAudit(trx, moderator, {
        action: "revoke",
        subject: "certificate",
        id,
        reason,
        at: now,
      });
      return true;
    });
}
