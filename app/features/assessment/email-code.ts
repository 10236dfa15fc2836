// The rules and messages of the 6-digit code that confirms a candidate's address before the
// assessment starts (issue 14); the code's making, hashing and e-mails are in
// email-code.server.ts. A code lasts 15 minutes and takes 5 wrong entries; a new one may be
// asked for 3 times in any hour.

export const codeMinutes = 15;
export const codeTries = 5;
/**
 * Wrong codes an address may take in a day, whichever of its attempts they were entered for
 * (issue 26): a stranger who starts attempt after attempt for someone's address gets no more
 * guesses at their codes than this.
 */
export const codeTriesPerAddressPerDay = 10;
export const resendsPerHour = 3;
/** Attempts started per day from one client address. */
export const startsPerAddressPerDay = 3;
const hourMs = 60 * 60_000;

export const codeMessages = {
  format: "Please enter the 6-digit code from the e-mail",
  wrong: (triesLeft: number) =>
    `That code is not right. Please check the e-mail and try again (${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left).`,
  locked: "Too many wrong codes. Please ask for a new code.",
  addressLocked: `Too many wrong codes were entered for this address today (${codeTriesPerAddressPerDay} at most). Please try again tomorrow.`,
  expired: "This code has expired. Please ask for a new code.",
  used: "This code has already been used: your assessment has started.",
  resendLimit: `You can ask for a new code ${resendsPerHour} times an hour. Please use the last code sent, or try again later.`,
  addressLimit: `The assessment can be started ${startsPerAddressPerDay} times a day from one network. Please try again tomorrow.`,
  disposable:
    "Disposable e-mail addresses are not accepted. Please use an address you will keep: your certificate belongs to it.",
} as const;

/** Six digits, after spaces a visitor may type or paste ("123 456"). */
export function readCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
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
