// How long the site keeps what it keeps, in one place: the code takes each period from here
// (the sweeps, the rate limits, the outbox, the links of issue 31), and the privacy policy states
// them from here, so the two cannot drift apart (issue 27). The tests that tie them:
// app/routes/website-policies.test.ts, app/content/policies.test.ts and
// server/outbox-rounds.integration.test.ts.

/** A review whose address was never confirmed is deleted this many days after it was sent. */
export const unconfirmedReviewDays = 7;

/**
 * A claim of a company's profile (issue 32) whose work address was never confirmed is deleted
 * this many days after it was sent; the link works as long.
 */
export const unconfirmedClaimDays = 7;

/** A representative's sign-in link works this many minutes, once (issue 32). */
export const representativeLinkMinutes = 15;

/**
 * An assessment attempt whose e-mailed code was never entered is deleted this many hours after
 * it was made; a wrong code entered for an address is counted, and kept, as long.
 */
export const unconfirmedAttemptHours = 24;

/** What an inbox's budget held back (the address and subject, never sent) is kept this long. */
export const heldMailDays = 7;

/**
 * The longest window of any rate-limit counter (the assessment's starts, an hour). A counter is
 * keyed by an IP address or an e-mail address; `limiterFor` refuses a longer window.
 */
export const longestCounterSeconds = 3600;

/** Every this many minutes, each server process deletes what has expired (server/outbox-rounds.ts). */
export const sweepMinutes = 5;

/** An e-mail that cannot be delivered is tried again for this long, then marked failed. */
export const mailRetryHours = 24;

/**
 * A link e-mailed to the person a movement is about (confirm, suggest a correction, take it down:
 * issue 31) works for this many days; its page then offers new links, sent to the same address.
 */
export const personLinkDays = 90;

/** A person's link (only its token's hash is stored) is deleted this many days after it expired. */
export const expiredPersonLinkDays = 90;

/**
 * A link to a person's own data (issue 34) works this many minutes, once; the session it opens
 * lasts siteCookies.yourData.maxAge. The link's record, with the address, is deleted once no
 * session from it can still be running, when the next link is asked for, or by the erase.
 */
export const yourDataLinkMinutes = 60;

/**
 * The reason a certificate revoked by "Your data"'s erase gives, on its record and in the audit
 * log; the privacy policy quotes it. Its reference is kept, so that a shared link says "revoked".
 */
export const erasedReason = "erased at the holder's request";
