import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { action as confirmAction } from "../../app/routes/reviews.confirm";
import { callRoute, formRequest } from "./route";

// A review's confirmation as its reviewer does it: the link is read from the e-mail stored in
// the outbox (before the worker sends it: then the outbox forgets it), and the page's button
// posts its token.

export const confirmationLink = /https?:\/\/[^\s"<>]+\/reviews\/confirm\?token=([A-Za-z0-9_-]{43})/;

/** The tokens of the confirmation e-mails queued for `email`, oldest first. */
export async function confirmationTokens(db: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("recipient", "=", email)
    .where("category", "=", "code")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const token = confirmationLink.exec(row.text_body)?.[1];
    return token ? [token] : [];
  });
}

/** Presses the confirmation page's button for `token`. */
export function confirmByToken(token: string) {
  return callRoute<{ state: string }>(confirmAction, formRequest("/reviews/confirm", { token }));
}

/** Confirms every review waiting for `email` (each link of its e-mails). */
export async function confirmReviewsOf(db: Kysely<Database>, email: string): Promise<void> {
  for (const token of await confirmationTokens(db, email)) await confirmByToken(token);
}
