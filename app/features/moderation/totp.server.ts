import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import qrcode from "qrcode-generator";

// The second factor (issue 33): TOTP as RFC 6238 has it (SHA-1, 6 digits, 30 seconds), with
// the kept `otpauth` library, and ten one-use recovery codes.

const issuer = "Staffing Spotlight";
export const periodSeconds = 30;

function totp(secret: string, email: string): TOTP {
  return new TOTP({
    issuer,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The secret in groups of four, as the set-up page shows it for typing into an app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The QR code of the otpauth:// address, as SVG drawn here (no outside service sees it). */
export function totpQrSvg(secret: string, email: string): string {
  const qr = qrcode(0, "M");
  qr.addData(totpUri(secret, email));
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

/** The step (30-second window since 1970) a time falls in. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / periodSeconds);
}

/**
 * The step of the code `token` if it is right for the step before, the step of, or the step
 * after `now` (a phone's clock a little off); null if it is not. Whether it was used before is
 * the caller's to check, by the step returned.
 */
export function codeStep(secret: string, token: string, now: number): number | null {
  const digits = token.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = TOTP.validate({
    token: digits,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: periodSeconds,
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** Whether a typed value has a TOTP code's shape (6 digits, spaces allowed). */
export function looksLikeCode(value: string): boolean {
  return /^\d{6}$/.test(value.replace(/\s/g, ""));
}

const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * Ten recovery codes, each 10 characters from 31 (about 50 bits) written as two groups of five:
 * typed by a person, guessed by no one within the sign-in's lock-out.
 */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => recoveryAlphabet[byte % recoveryAlphabet.length]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** A recovery code as typed, in the form it was made: lower case, one hyphen, no spaces. */
export function normalRecoveryCode(value: string): string | null {
  const text = value.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z0-9]{10}$/.test(text) ? `${text.slice(0, 5)}-${text.slice(5)}` : null;
}

export function recoveryCodeHash(code: string): string {
  return createHash("sha256").update(`recovery:${code}`).digest("hex");
}
