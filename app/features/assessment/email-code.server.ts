import { formatLongDate } from "~/lib/dates";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";
import type { OutgoingMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { codeMinutes } from "./email-code";

// The 6-digit code that confirms a candidate's address before the assessment starts (issue
// 14): its making, its HMAC and the e-mails. The code is only in the e-mail; the attempt keeps
// its HMAC under the site's first session secret, so a copy of the database alone does not
// reveal it. The rules and messages: email-code.ts.

/** A uniformly random code of 6 digits, leading zeros included. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** HMAC-SHA256 (hex) under the site's signing secret: the database alone cannot reverse it. */
function keyedHash(text: string): string {
  return createHmac("sha256", getEnv().sessionSecrets[0] ?? "")
    .update(text)
    .digest("hex");
}

/** The code's HMAC, tied to the attempt's token so one attempt's code fits no other. */
export function codeHash(attemptToken: string, code: string): string {
  return keyedHash(`${attemptToken}:${code}`);
}

/** The keyed hash stored for the client address an attempt was started from. */
export function addressHash(addressKey: string): string {
  return keyedHash(`started-from:${addressKey}`);
}

export function codeMatches(attemptToken: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(codeHash(attemptToken, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function codeExpiresAt(now: Date): string {
  return new Date(now.getTime() + codeMinutes * 60_000).toISOString();
}

/**
 * The e-mail with the code: a code, so sent whatever the address chose about notifications.
 * Anyone can ask for it with any address, so it counts against the inbox's budget and greets
 * no one by name: it carries nothing the visitor typed.
 */
export function codeMail(email: string, code: string): OutgoingMail {
  return {
    to: email,
    category: "code",
    cause: "anyone",
    // A subject is logged: it never holds the code.
    subject: "Your code for the Staffing Spotlight assessment",
    greeting: "Hello,",
    blocks: [
      {
        kind: "paragraph",
        text: "Here is the code that confirms this address for the recruiter certification assessment:",
      },
      { kind: "paragraph", text: `Your code: ${code}` },
      {
        kind: "paragraph",
        text: `Enter it on the assessment page within ${codeMinutes} minutes. The assessment's 30 minutes start once it is entered, and the certificate, if you pass, is issued to this address.`,
      },
      {
        kind: "paragraph",
        text: "If you did not ask for this code, ignore this e-mail: no assessment starts without it.",
      },
    ],
  };
}

/** The e-mail a candidate who passed receives, with the certificate's public verify link. */
export function certificateMail(
  to: { email: string; name: string },
  certificate: { reference: string; score: number; validUntil: string },
): OutgoingMail {
  const site = getSiteConfig();
  return {
    to: to.email,
    category: "code",
    // Sent after the address's owner entered the code it received.
    cause: "owner",
    subject: "Your Staffing Spotlight recruiter certificate",
    greeting: `Hello ${to.name},`,
    blocks: [
      {
        kind: "paragraph",
        text: `Congratulations: you passed the recruiter certification assessment with ${certificate.score}%. Your certificate's reference is ${certificate.reference}. It is valid until ${formatLongDate(certificate.validUntil)}; passing again in its last 90 days renews it.`,
      },
      {
        kind: "paragraph",
        text: "Anyone can check your certificate at its verification page; share this link with employers and on your profile:",
      },
      {
        kind: "link",
        label: "Verify the certificate",
        url: absoluteUrl(site, `/verify/${certificate.reference}`),
      },
      {
        kind: "paragraph",
        text: "On that page, from any browser, you can download the certificate as a PDF or a PNG and add it to your LinkedIn profile. Those copies show what the page shows (your score's band, not your company or designation); the copy with everything is on the assessment page, in the browser you took the assessment in.",
      },
      {
        kind: "link",
        label: "Assessment page",
        url: absoluteUrl(site, "/assessment"),
      },
    ],
  };
}
