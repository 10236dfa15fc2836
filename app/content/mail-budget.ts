/**
 * What one inbox may receive of the mail anyone can cause (issue 26): read by the outbox, and
 * by the pages that state it (the privacy policy, the moderators' resend).
 */
export const mailBudget = { perHour: 5, perDay: 10 } as const;
