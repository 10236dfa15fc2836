import { createHash, randomBytes } from "node:crypto";

// The random token of a link we e-mail (a confirmation, a sign-in): 32 random bytes in base64url
// (43 characters). Only its SHA-256 is stored, so the database alone acts for no one.

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new token, and the hash to store for it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: linkTokenHash(token) };
}

export function linkTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a value has a token's shape (anything else is not looked up). */
export function isLinkToken(value: string | null): value is string {
  return value !== null && tokenPattern.test(value);
}
