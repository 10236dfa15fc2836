import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { getEnv } from "../env.server";
import { absoluteUrl } from "../site";
import { erasedKey } from "../erased-address.server";

// One-click unsubscribe (RFC 8058) without signing in: the link carries the address and an HMAC
// of it under the cookie-signing secret, so it cannot be made for someone else's address, and
// it keeps working across secret rotations as long as the old secret is still listed.

const purpose = "staffing-spotlight unsubscribe v1\n";

function signature(secret: string, email: string): Buffer {
  return createHmac("sha256", secret)
    .update(purpose + email)
    .digest();
}

const normalize = (email: string) => email.trim().toLowerCase();

/** The token of an unsubscribe link for `email`. */
export function unsubscribeToken(email: string): string {
  const address = normalize(email);
  const [secret] = getEnv().sessionSecrets;
  if (!secret) throw new Error("no signing secret");
  return `${Buffer.from(address).toString("base64url")}.${signature(secret, address).toString("base64url")}`;
}

/** The address a token was made for, or null when it was not made by this site. */
export function readUnsubscribeToken(token: string | null): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const address = Buffer.from(match[1] ?? "", "base64url").toString("utf8");
  const given = Buffer.from(match[2] ?? "", "base64url");
  if (address !== normalize(address) || !address.includes("@")) return null;
  // One spelling per token: base64 lets the last character's unused bits vary.
  if (
    Buffer.from(address).toString("base64url") !== match[1] ||
    given.toString("base64url") !== match[2]
  )
    return null;
  const valid = getEnv().sessionSecrets.some((secret) => {
    const expected = signature(secret, address);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? address : null;
}

/** The https (in production) address of the one-click unsubscribe for `email`. */
export function unsubscribeUrl(siteUrl: string, email: string): string {
  return absoluteUrl({ url: siteUrl }, `/unsubscribe?token=${unsubscribeToken(email)}`);
}

/** Records that `email` wants no more notifications; doing it twice changes nothing. */
export async function unsubscribe(email: string): Promise<void> {
  await getDb()
    .insertInto("mail_unsubscribes")
    .values({ email: normalize(email), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

export async function isUnsubscribed(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("mail_unsubscribes")
    .select("email")
    // Or the keyed hash an erase left in its place (issue 34): unsubscribed stays so.
    .where("email", "in", [normalize(email), erasedKey(normalize(email))])
    .executeTakeFirst();
  return row !== undefined;
}

/** "a•••@example.com": enough for the owner to recognise, little for anyone the link reaches. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The unsubscribe of a link's token: the masked address it stopped, or null for a token not ours. */
export async function unsubscribeByToken(token: string | null): Promise<string | null> {
  const email = readUnsubscribeToken(token);
  if (!email) return null;
  await unsubscribe(email);
  return maskAddress(email);
}
