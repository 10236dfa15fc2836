// Every cookie the site sets, in one place: the code takes each cookie's name and lifetime
// from here, and the cookie policy lists them from here, so the two cannot drift apart. A
// browser test (tests/e2e/cookie-policy.spec.ts) collects the cookies a visitor and a
// moderator are actually sent and fails on any the policy does not name.

export interface SiteCookie {
  name: string;
  /** Who receives it, and why, in the policy's words. */
  purpose: string;
  /** Max-Age, in seconds. */
  maxAge: number;
}

export const siteCookies = {
  toast: {
    name: "ss_toast",
    purpose:
      "Carries the one-time confirmation or error message you see after sending a form. It is signed, so no other site can plant a message, and it is cleared as soon as the message is shown.",
    maxAge: 60,
  },
  attempt: {
    name: "ss_attempt",
    purpose:
      "Set when you start the recruiter certification assessment and we e-mail you its code. It holds a random, signed reference to your attempt, so that the page can take the code, and a reload or a closed tab brings you back to the same question with the time you have left, and to your results afterwards.",
    maxAge: 30 * 24 * 3600,
  },
  session: {
    name: "ss_session",
    purpose:
      "Set only for moderators when they sign in, to keep them signed in to the moderation workspace; the sign-in also ends after 30 minutes without activity. Visitors never receive it.",
    maxAge: 12 * 3600,
  },
  company: {
    name: "ss_company",
    purpose:
      "Set only for a company's representatives when they sign in with the link we e-mail to their work address, to keep them signed in to answer for their company for up to 12 hours. Visitors never receive it.",
    maxAge: 12 * 3600,
  },
  yourData: {
    name: "ss_your_data",
    purpose:
      "Set only when you open the link we e-mail you from the “Your data” page, to show you, for up to 30 minutes, what we hold for that address and to let you download or erase it. It holds a random, signed reference to that session, and is cleared when you erase your data or end the session.",
    maxAge: 30 * 60,
  },
} as const satisfies Record<string, SiteCookie>;

/** "60 seconds", "30 days", "12 hours". */
export function lifetimeText(seconds: number): string {
  const units: [number, string][] = [
    [24 * 3600, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size && seconds % size === 0 && !(unit === "minute" && seconds < 120)) {
      const count = seconds / size;
      return `${count} ${unit}${count === 1 ? "" : "s"}`;
    }
  }
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}
