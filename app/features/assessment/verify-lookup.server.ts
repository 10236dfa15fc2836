import { data, redirect } from "react-router";
import { addressKey } from "~/lib/address-key";
import { getDbHandle } from "~db";
import { logger } from "~/lib/logger.server";
import { consumeLimits, type LimitRule } from "~/lib/rate-limit.server";
import { certificateForParam } from "./assessment.server";
import { referenceExample, referencePattern } from "./rules";

// /verify: an employer holding a printed or pasted reference types it here and is taken to its
// verification page. Each lookup counts against the visitor's address, so the form is no way to
// try references by the thousand.

/** 20 lookups per 10 minutes per address: an employer checks a few, a guesser many. */
export const verifyLookupRule: LimitRule = {
  name: "verify-lookup",
  points: 20,
  durationSeconds: 600,
};

export const lookupMessages = {
  missing: "Please enter the certificate's reference.",
  format: `That is not a certificate reference. A reference looks like ${referenceExample}: SS, the year and month it was issued, up to 8 letters of the name, and 6 letters or digits.`,
  unknown: (reference: string) =>
    `No certificate has the reference ${reference}. Check it for typing mistakes: it looks like ${referenceExample}. A certificate that cannot be found here was not issued by Staffing Spotlight.`,
  limited: (seconds: number) =>
    `Too many lookups from your connection. Please wait ${seconds} seconds before trying again.`,
  failed: "We could not look the reference up just now. Please try again in a moment.",
};

/** What was typed, as a reference: spaces dropped, upper case, a pasted verify link's last part. */
export function readReference(text: string): string {
  const trimmed = text.trim();
  const fromLink = /\/verify\/([^/?#\s]+)/i.exec(trimmed)?.[1];
  return (fromLink ?? trimmed).replace(/\s+/g, "").toUpperCase();
}

type Lookup = { typed: string; error: string | null };

/** The lookup form's answer: the form alone, a redirect to the certificate, or an error. */
export async function lookUpReference(url: URL, clientIp: string) {
  const typed = url.searchParams.get("reference");
  if (typed === null) return { typed: "", error: null } satisfies Lookup;
  const answer = (error: string, status: number, headers?: HeadersInit) =>
    data({ typed: typed.slice(0, 200), error } satisfies Lookup, { status, headers });
  const reference = readReference(typed);
  if (!reference) return answer(lookupMessages.missing, 400);
  if (!referencePattern.test(reference)) return answer(lookupMessages.format, 400);
  let found;
  try {
    const limit = await getDbHandle().withWriteLock(() =>
      consumeLimits(verifyLookupRule, [addressKey(clientIp)]),
    );
    if (limit.limited)
      return answer(lookupMessages.limited(limit.retryAfterSeconds), 429, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    found = (await certificateForParam(reference)).found;
  } catch (error) {
    logger.error({ err: error }, "could not look up a certificate reference");
    return answer(lookupMessages.failed, 503);
  }
  if (!found) return answer(lookupMessages.unknown(reference), 404);
  throw redirect(`/verify/${found.reference}`);
}
