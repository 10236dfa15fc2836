// Every table that holds an e-mail address, or something made from an IP address, and what
// "Your data" does with it (issue 34): the export's section that shows its rows, and what the
// erase does to them. A test (app/routes/your-data.integration.test.ts) reads the migrated
// schema of both engines and fails when such a table is missing here, so a table added later
// cannot be forgotten; and it checks, row by row, that the export and the erase do what this
// says. Pure: no I/O.

/**
 * - deleted: the rows go.
 * - anonymised: the rows stay without the address or anything else about the person (a
 *   certificate's reference, so that a shared link says "revoked"; a representative's claim,
 *   under which the company's published replies stay; a movement someone shared about another
 *   person, which a moderator published).
 * - hashed: the address in the row is replaced by a keyed hash (rate-limit counters; the
 *   unsubscribe; the last day's e-mails that count against the inbox's budget, emptied).
 * - kept: a moderator's account and invitations, which an owner closes (the audit trail of
 *   moderation decisions names who decided); exported, never erased from this page.
 */
export type Erasure = "deleted" | "anonymised" | "hashed" | "kept";

export interface TableHandling {
  /** The export's sections (keys of the JSON download) that hold this table's rows. */
  sections: readonly string[];
  erase: Erasure;
}

export const personalTables = {
  movement_submissions: {
    sections: ["movementsSubmitted", "movementsAboutYou"],
    erase: "anonymised",
  },
  company_reviews: { sections: ["reviews"], erase: "deleted" },
  contact_messages: { sections: ["contactMessages"], erase: "deleted" },
  assessment_attempts: { sections: ["assessmentAttempts"], erase: "deleted" },
  assessment_completions: { sections: ["certificates"], erase: "anonymised" },
  assessment_code_failures: { sections: ["wrongAssessmentCodes"], erase: "deleted" },
  company_claims: { sections: ["companyClaims"], erase: "anonymised" },
  mail_outbox: { sections: ["emailsSent"], erase: "hashed" },
  mail_held: { sections: ["emailsHeldBack"], erase: "deleted" },
  mail_unsubscribes: { sections: ["mailPreferences"], erase: "hashed" },
  rate_limits: { sections: ["rateLimitCounters"], erase: "hashed" },
  your_data_links: { sections: ["dataRequests"], erase: "deleted" },
  moderators: { sections: ["moderatorAccount"], erase: "kept" },
  moderator_sessions: { sections: ["moderatorAccount"], erase: "kept" },
  moderator_invitations: { sections: ["moderatorInvitations"], erase: "kept" },
} as const satisfies Record<string, TableHandling>;

/** What an erased certificate's record shows where the holder's name was. */
export const erasedName = "(erased at the holder's request)";
