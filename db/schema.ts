import type { ColumnType, Generated, Selectable } from "kysely";

/** Every visitor submission is public only when approved. */
export type SubmissionStatus = "pending" | "approved" | "rejected" | "removed";

type Status<T extends string> = ColumnType<T, T | undefined, T>;

export interface MovementSubmissionsTable {
  id: Generated<number>;
  /** ISO 8601 in UTC, written by the app, so both engines store and sort it alike. */
  created_at: string;
  status: Status<SubmissionStatus>;
  name: string;
  previous_role: string | null;
  new_role: string;
  company: string;
  previous_company: string | null;
  location: string | null;
  description: string;
  submitter_name: string | null;
  submitter_email: string | null;
  /** The featured person's address (issue 31): private, for the notice and its links only. */
  featured_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the submitter ticked "This is me": featured_email is their own. */
  featured_is_submitter: Generated<number>;
  person_notified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person confirmed it: "Confirmed by {first name}". */
  person_confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first name the person chose to be shown by. */
  person_confirmed_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person took it down (status 'removed'; its page answers 410). */
  taken_down_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type PersonChoice = "confirm" | "correct" | "take-down";

/** A link e-mailed to a movement's featured person: one choice, 90 days, used once. */
export interface MovementPersonLinksTable {
  /** SHA-256 (hex) of the link's random token. */
  token_hash: string;
  movement_id: number;
  choice: PersonChoice;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type CorrectionStatus = "pending" | "applied" | "declined";

/** A correction the featured person suggested; the movement is unchanged until decided. */
export interface MovementCorrectionsTable {
  id: Generated<number>;
  movement_id: number;
  created_at: string;
  status: Status<CorrectionStatus>;
  decided_at: string | null;
  name: string;
  previous_role: string | null;
  new_role: string;
  company: string;
  previous_company: string | null;
  location: string | null;
  description: string;
  note: string | null;
}

/** A movement's tags, one row each, so that the public feed can filter by tag. */
export interface MovementTagsTable {
  movement_id: number;
  tag: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  created_at: string;
  status: Status<SubmissionStatus>;
  name: string;
  /**
   * The name without case, spacing, punctuation, a leading "The" or trailing legal forms
   * (db/name-key.ts): two names with one key are one company.
   */
  name_key: string;
  website: string | null;
  description: string | null;
  industry: string | null;
  location: string | null;
  employee_count: string | null;
  logo_url: string | null;
  /** When a representative's proposal, approved by a moderator, last changed it (issue 32). */
  company_updated_at: string | null;
  /** From approved reviews only; 0 until a company has one. */
  average_rating: Generated<number>;
  review_count: Generated<number>;
  /** 1 for the demo set that `npm run db:seed` adds. */
  is_demo: Generated<number>;
}

/**
 * A company's specialties, services and states served (app/features/companies/directory.ts),
 * one row per value, so that the directory filters by each through an index (migration 0017).
 */
export interface CompanyChoicesTable {
  company_id: number;
  value: string;
}

export type ContactStatus = "new" | "handled";

/** A claim of a company's profile (issue 32, migration 0028); confirmed: a representative. */
export type ClaimStatus = "pending" | "confirmed" | "revoked";

export interface CompanyClaimsTable {
  id: Generated<number>;
  company_id: number;
  created_at: string;
  status: Status<ClaimStatus>;
  name: string;
  job_title: string;
  /** The work address, at the company's own domain; never shown publicly. */
  email: string;
  /** SHA-256 (hex) of the confirmation link's token. */
  token_hash: string | null;
  confirmed_at: string | null;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** E-mail about the company's published reviews (migration 0030): each, a weekly digest, or off. */
  review_mail: Status<ReviewMail>;
  /** When the last weekly digest was sent, or the weekly choice made: the next covers since. */
  review_digest_at: string | null;
}

export type ReviewMail = "each" | "weekly" | "off";

/**
 * A company's public reply to one review (issue 32, migration 0030): what visitors read, and an
 * edit waiting for a moderator.
 */
export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  company_id: number;
  /** The representative who wrote the latest text. */
  claim_id: number;
  created_at: string;
  /** Shown under the review, labelled as the company's response; null until first approved. */
  published_body: string | null;
  published_at: string | null;
  /** Sent by the representative and waiting for a moderator; null when nothing waits. */
  pending_body: string | null;
  submitted_at: string | null;
  /** The last edit a moderator declined, when and why (told to the representative). */
  rejected_at: string | null;
  rejected_reason: string | null;
}

export type FlagStatus = "open" | "dismissed" | "upheld";

/** A representative's flag on a review of their company, with a posting-policy reason. */
export interface ReviewFlagsTable {
  id: Generated<number>;
  review_id: number;
  company_id: number;
  claim_id: number;
  created_at: string;
  reason: string;
  status: Status<FlagStatus>;
  decided_at: string | null;
}

/** A representative's proposed changes to the profile: JSON of the fields, proposed and before. */
export interface ProfileProposalsTable {
  id: Generated<number>;
  company_id: number;
  claim_id: number;
  created_at: string;
  status: Status<SubmissionStatus>;
  proposed: string;
  previous: string;
  decided_at: string | null;
}

/** A sign-in link e-mailed to a representative (migration 0029): 15 minutes, once. */
export interface RepresentativeLinksTable {
  token_hash: string;
  claim_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A representative's sign-in: the cookie's token's SHA-256, 12 hours at most. */
export interface RepresentativeSessionsTable {
  id: string;
  claim_id: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** A link to a person's own data (issue 34, migration 0032): an hour, once. */
export interface YourDataLinksTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the link's random token. */
  token_hash: string;
  /** The address the link was sent to: whose data its session shows. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The session a used link opened: the cookie's token's SHA-256, 30 minutes at most. */
export interface YourDataSessionsTable {
  id: string;
  link_id: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  created_at: string;
  status: Status<ContactStatus>;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Owned by rate-limiter-flexible; created by our migrations so both engines share one shape. */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface AssessmentAttemptsTable {
  id: Generated<number>;
  created_at: string;
  /** The random secret in the candidate's cookie. */
  token: string;
  full_name: string;
  /** Lower-cased: the retake rule compares e-mails without case. */
  email: string;
  company_name: string;
  designation: string;
  /** JSON array: this attempt's shuffled question ids. */
  question_ids: string;
  /** JSON object: question id to the chosen option's index. */
  answers: ColumnType<string, string | undefined, string>;
  current_index: ColumnType<number, number | undefined, number>;
  deadline_at: string;
  questions_closed_at: string | null;
  /** JSON array: the three Section 2 scenario ids drawn for this attempt. */
  scenario_ids: string;
  completion_id: number | null;
  /** When the e-mailed code was entered: the attempt's start. Null while it is awaited. */
  verified_at: string | null;
  /** HMAC-SHA256 (hex) of the current code. */
  code_hash: string | null;
  code_expires_at: string | null;
  /** Wrong entries of the current code. */
  code_tries: ColumnType<number, number | undefined, number>;
  /** JSON array: when new codes were sent. */
  code_resends: ColumnType<string, string | undefined, string>;
  /** JSON object: question id to the bank's option indexes in the order shown. */
  option_orders: string | null;
  /** Keyed hash of the client address the attempt was started from (set with verified_at). */
  started_from: string | null;
}

/** One row per question: how often confirmed attempts asked it (db/question-exposure.ts). */
export interface QuestionExposureTable {
  question_id: string;
  created_at: string;
  /** Confirmed attempts that asked the question, each weighed by exposureDecay per later one. */
  shown: number;
  /** Confirmed attempts since the question joined the bank, weighed the same way. */
  attempts: number;
}

export interface AssessmentCompletionsTable {
  id: Generated<number>;
  created_at: string;
  attempt_id: number | null;
  full_name: string;
  email: string;
  company_name: string;
  designation: string;
  score: number;
  total_questions: number;
  certificate_type: "standard" | "premium" | null;
  section2_q1: string;
  section2_q2: string;
  section2_q3: string;
  section2_q7_positions: string;
  section2_q8_geographies: string;
  passed: number;
  /** The certificate's public reference, for /verify; null when the candidate did not pass. */
  reference: string | null;
  /** Set when a moderator revoked the certificate. */
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The moderator's reason (also in the audit log); never shown publicly. */
  revoked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reference of the certificate that renewed this one (issue 30), if any. */
  renewed_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RetiredQuestionsTable {
  question_id: string;
  retired_at: string;
  /** The moderator's reason (also in the audit log). */
  reason: string;
}

export interface CertificateDownloadsTable {
  id: Generated<number>;
  created_at: string;
  completion_id: number;
}

export interface ModeratorsTable {
  id: Generated<number>;
  created_at: string;
  email: string;
  /** scrypt$N$r$p$salt$hash */
  password_hash: string;
  disabled: ColumnType<number, number | undefined, number>;
  /** 1: e-mail me when new items wait in the queues (batched); 0: off. */
  queue_mail: ColumnType<number, number | undefined, number>;
  /** When the last queue e-mail to this moderator was queued. */
  queue_mailed_at: string | null;
  /** Issue 33: what the account may do (app/features/moderation/roles.ts). */
  role: ColumnType<ModeratorRole, ModeratorRole | undefined, ModeratorRole>;
  /** The TOTP secret, base32; set up at the first sign-in, in use once totp_enabled_at is set. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  password_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ModeratorRole = "owner" | "moderator";

export interface ModeratorRecoveryCodesTable {
  id: Generated<number>;
  moderator_id: number;
  /** SHA-256 of the code, in hex. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface ModeratorInvitationsTable {
  id: Generated<number>;
  email: string;
  role: ModeratorRole;
  /** SHA-256 of the link's token. */
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface ModeratorAddressesTable {
  moderator_id: number;
  /** A keyed hash of the address (its /64 for IPv6). */
  address_hash: string;
  first_seen_at: string;
}

export interface ModeratorSessionsTable {
  /** SHA-256 of the cookie's token, in hex. */
  id: string;
  moderator_id: number;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  /** 'code' or 'setup' while the second factor is still due; null once signed in. */
  second_factor: ColumnType<
    "code" | "setup" | null,
    "code" | "setup" | null | undefined,
    "code" | "setup" | null
  >;
  ip_address: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  moderator_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number;
  /** A subject named by text (a retired question's id, issue 30); null for rows. */
  subject_key: ColumnType<string | null, string | null | undefined, string | null>;
  reason: string | null;
  /** The role the moderator acted under (issue 33); null before. */
  role: ColumnType<ModeratorRole | null, ModeratorRole | null | undefined, ModeratorRole | null>;
}

export interface CompanyReviewsTable {
  id: Generated<number>;
  created_at: string;
  company_id: number;
  status: Status<SubmissionStatus>;
  rating: number;
  title: string;
  body: string;
  reviewer_name: string | null;
  /** Never shown publicly. */
  reviewer_email: string;
  /** When the reviewer opened the e-mailed link and confirmed; null: not in the queue yet. */
  confirmed_at: string | null;
  /** SHA-256 (hex) of the confirmation link's token. */
  confirm_token_hash: string | null;
  /** How the reviewer knows the company (migration 0018); null for reviews stored before. */
  relationship: ReviewRelationship | null;
  /** When a moderator approved it (migration 0030); null for reviews approved before. */
  approved_at: string | null;
}

/** A current employee's review is shown labelled but left out of the average (decision 0024). */
export type ReviewRelationship =
  "client" | "former_client" | "placed" | "employee" | "former_employee";

/** One row, written by each /healthz check to prove that the database can be written. */
export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

/** `code`: a one-time code or link the recipient asked for; `notification`: may be unsubscribed from. */
export type MailCategory = "code" | "notification";
/** `skipped`: a notification whose address unsubscribed after it was queued; never sent. */
export type MailStatus = "queued" | "sent" | "failed" | "skipped";

/** One e-mail: stored with the action that causes it, sent by the outbox worker. */
export interface MailOutboxTable {
  id: Generated<number>;
  created_at: string;
  /** The Message-ID header, without angle brackets: the same at every attempt. */
  message_id: string;
  category: MailCategory;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The List-Unsubscribe URL of a notification. */
  list_unsubscribe: string | null;
  status: Status<MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  /**
   * The inbox (app/lib/mail/inbox.ts) whose budget this message counts against: set when anyone
   * could cause it without proving they own the address; null otherwise.
   */
  budget_key: string | null;
}

/** A message the recipient's budget held back (migration 0022): never sent, so no body. */
export interface MailHeldTable {
  id: Generated<number>;
  created_at: string;
  category: MailCategory;
  recipient: string;
  subject: string;
}

/** A wrong code entered for an address, whichever of its attempts it was for (migration 0022). */
export interface AssessmentCodeFailuresTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

/** An address (lower-cased) that gets no more notifications. */
export interface MailUnsubscribesTable {
  email: string;
  created_at: string;
}

/**
 * The number of listed (approved) companies, one row (id 1) kept by triggers on companies
 * (migration 0020), so the directory's count is one read instead of a count of every company.
 */
export interface DirectorySizeTable {
  id: number;
  listed: number;
  /** Bumped whenever a listed company is added, removed or renamed (migration 0033): the
   * listing's order changed, and so do the markers its deep pages seek from. */
  order_version: Generated<number>;
}

/**
 * What the site has published, one row (id 1) kept by triggers (migration 0024): approved
 * movements, valid certificates (passed, with a reference, not revoked), approved reviews of
 * listed companies. The home and about pages read it instead of counting.
 */
export interface SiteCountsTable {
  id: number;
  movements: number;
  certificates: number;
  reviews: number;
}

export interface Database {
  movement_submissions: MovementSubmissionsTable;
  movement_tags: MovementTagsTable;
  movement_person_links: MovementPersonLinksTable;
  movement_corrections: MovementCorrectionsTable;
  companies: CompaniesTable;
  company_specialties: CompanyChoicesTable;
  company_services: CompanyChoicesTable;
  company_states: CompanyChoicesTable;
  company_claims: CompanyClaimsTable;
  representative_links: RepresentativeLinksTable;
  representative_sessions: RepresentativeSessionsTable;
  review_replies: ReviewRepliesTable;
  review_flags: ReviewFlagsTable;
  profile_proposals: ProfileProposalsTable;
  directory_size: DirectorySizeTable;
  site_counts: SiteCountsTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  assessment_attempts: AssessmentAttemptsTable;
  assessment_completions: AssessmentCompletionsTable;
  question_exposure: QuestionExposureTable;
  retired_questions: RetiredQuestionsTable;
  certificate_downloads: CertificateDownloadsTable;
  moderators: ModeratorsTable;
  moderator_sessions: ModeratorSessionsTable;
  audit_log: AuditLogTable;
  moderator_recovery_codes: ModeratorRecoveryCodesTable;
  moderator_invitations: ModeratorInvitationsTable;
  moderator_addresses: ModeratorAddressesTable;
  company_reviews: CompanyReviewsTable;
  health_probe: HealthProbeTable;
  mail_outbox: MailOutboxTable;
  mail_held: MailHeldTable;
  assessment_code_failures: AssessmentCodeFailuresTable;
  mail_unsubscribes: MailUnsubscribesTable;
  your_data_links: YourDataLinksTable;
  your_data_sessions: YourDataSessionsTable;
}

export type Company = Selectable<CompaniesTable>;
