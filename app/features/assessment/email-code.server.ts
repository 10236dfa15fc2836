import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { isDisposableEmailDomain } from "disposable-email-domains-js";
import { getEnv } from "~/lib/env.server";
import type { OutgoingMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

// The 6-digit code that confirms a candidate's address before the assessment starts (issue
// 14). The code is only in the e-mail; the attempt keeps its HMAC under the site's first
// session secret, so a copy of the database alone does not reveal it. A code lasts 15 minutes
// and takes 5 wrong entries; a new one may be asked for 3 times in any hour.

export const codeMinutes = 15;
export const codeTries = 5;
export const resendsPerHour = 3;
const hourMs = 60 * 60_000;

export const codeMessages = {
  format: "Please enter the 6-digit code from the e-mail",
  wrong: (triesLeft: number) =>
    `That code is not right. Please check the e-mail and try again (${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left).`,
  locked: "Too many wrong codes. Please ask for a new code.",
  expired: "This code has expired. Please ask for a new code.",
  used: "This code has already been used: your assessment has started.",
  resendLimit: `You can ask for a new code ${resendsPerHour} times an hour. Please use the last code sent, or try again later.`,
  disposable:
    "Disposable e-mail addresses are not accepted. Please use an address you will keep: your certificate belongs to it.",
} as const;

/** A uniformly random code of 6 digits, leading zeros included. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The code's HMAC, tied to the attempt's token so one attempt's code fits no other. */
export function codeHash(attemptToken: string, code: string): string {
  const key = getEnv().sessionSecrets[0] ?? "";
  return createHmac("sha256", key).update(`${attemptToken}:${code}`).digest("hex");
}

export function codeMatches(attemptToken: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(codeHash(attemptToken, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Six digits, after spaces a visitor may type or paste ("123 456"). */
export function readCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

export function codeExpiresAt(now: Date): string {
  return new Date(now.getTime() + codeMinutes * 60_000).toISOString();
}

/** The resends still counted (the last hour's), and whether one more is allowed. */
export function resendsInLastHour(resends: readonly string[], now: Date): string[] {
  return resends.filter((at) => now.getTime() - new Date(at).getTime() < hourMs);
}

export function parseResends(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((at): at is string => typeof at === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Whether the address's domain, or any domain it is under, is on the maintained list of
 * disposable e-mail services (disposable-email-domains-js, from the disposable-email-domains
 * project).
 */
export function isDisposableAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (isDisposableEmailDomain(labels.slice(i).join("."))) return true;
  }
  return false;
}

/** The e-mail with the code: a code, so sent whatever the address chose about notifications. */
export function codeMail(to: { email: string; name: string }, code: string): OutgoingMail {
  return {
    to: to.email,
    category: "code",
    // A subject is logged: it never holds the code.
    subject: "Your code for the Staffing Spotlight assessment",
    greeting: `Hello ${to.name},`,
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
  certificate: { reference: string; score: number },
): OutgoingMail {
  const site = getSiteConfig();
  return {
    to: to.email,
    category: "code",
    subject: "Your Staffing Spotlight recruiter certificate",
    greeting: `Hello ${to.name},`,
    blocks: [
      {
        kind: "paragraph",
        text: `Congratulations: you passed the recruiter certification assessment with ${certificate.score}%. Your certificate's reference is ${certificate.reference}.`,
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
        text: "You can download the certificate from the assessment page, in the browser you took it in.",
      },
      {
        kind: "link",
        label: "Assessment page",
        url: absoluteUrl(site, "/assessment"),
      },
    ],
  };
}
