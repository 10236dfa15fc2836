import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import { getDb } from "~db";
import type { Database } from "~db/schema";

// What the site holds for one address (issue 34): what the "Your data" page lists and the JSON
// download holds, one section per kind of row (tables.ts names the section of each table).
// Addresses are compared without letter case, as every form stores them lower-cased (older rows
// may not be).

export type Db = Kysely<Database> | Transaction<Database>;

/** `column` holds `address`, letter case aside. */
export function holds(column: string, address: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${address}`;
}

/**
 * The rate-limit counters whose key names the address: "{rule}:email:{address}" for a form,
 * "{rule}:{address}" and "{rule}:{ip}|{address}" for a moderator's sign-in.
 */
export async function countersOf(db: Db, address: string) {
  const rows = await db
    .selectFrom("rate_limits")
    .select(["key", "points", "expire"])
    .where(sql<SqlBool>`lower(substr(key, length(key) - ${address.length} + 1)) = ${address}`)
    .execute();
  return rows.filter((row) => /[:|]$/.test(row.key.slice(0, -address.length)));
}

/** JSON text stored by the app, read back; text that is not JSON is given as it is. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function movements(db: Db, address: string) {
  const rows = await db
    .selectFrom("movement_submissions")
    .select([
      "id",
      "created_at",
      "status",
      "name",
      "new_role",
      "company",
      "previous_role",
      "previous_company",
      "location",
      "description",
      "submitter_name",
      "submitter_email",
      "featured_email",
      "featured_is_submitter",
      "person_confirmed_at",
      "person_confirmed_name",
      "taken_down_at",
    ])
    .where((eb) => eb.or([holds("submitter_email", address), holds("featured_email", address)]))
    .orderBy("id")
    .execute();
  const movement = (row: (typeof rows)[number]) => ({
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    name: row.name,
    newRole: row.new_role,
    company: row.company,
    previousRole: row.previous_role,
    previousCompany: row.previous_company,
    location: row.location,
    description: row.description,
  });
  const mine = (value: string | null) => value?.toLowerCase() === address;
  // Whoever shares a movement types its person's address, and nobody confirms it before a
  // moderator publishes it (the person is told then). Until then it may be about someone else
  // at a mistyped address: its details are not shown to this address, only that it exists.
  const published = (row: (typeof rows)[number]) =>
    row.status === "approved" || row.taken_down_at !== null || row.featured_is_submitter === 1;
  const about = rows.filter((row) => mine(row.featured_email));
  const shown = about.filter(published).map((row) => row.id);
  const corrections = shown.length
    ? await db
        .selectFrom("movement_corrections")
        .select([
          "movement_id",
          "created_at as createdAt",
          "status",
          "decided_at as decidedAt",
          "name",
          "new_role as newRole",
          "company",
          "previous_role as previousRole",
          "previous_company as previousCompany",
          "location",
          "description",
          "note",
        ])
        .where("movement_id", "in", shown)
        .orderBy("id")
        .execute()
    : [];
  return {
    movementsSubmitted: rows
      .filter((row) => mine(row.submitter_email))
      .map((row) => ({ ...movement(row), yourName: row.submitter_name })),
    movementsAboutYou: about.map((row) =>
      published(row)
        ? {
            ...movement(row),
            sharedByYou: row.featured_is_submitter === 1,
            confirmedAt: row.person_confirmed_at,
            confirmedName: row.person_confirmed_name,
            takenDownAt: row.taken_down_at,
            // The corrections you suggested through the link you were sent.
            corrections: corrections
              .filter((correction) => correction.movement_id === row.id)
              .map(({ movement_id: _, ...correction }) => correction),
          }
        : {
            id: row.id,
            createdAt: row.created_at,
            status: row.status,
            detailsWithheld:
              "Someone shared a movement naming this address; it was not published, so its details are not shown here (the address may have been typed for someone else).",
          },
    ),
  };
}

async function reviews(db: Db, address: string) {
  return db
    .selectFrom("company_reviews")
    .innerJoin("companies", "companies.id", "company_reviews.company_id")
    .select([
      "company_reviews.id",
      "company_reviews.created_at as createdAt",
      "companies.name as company",
      "company_reviews.status",
      "company_reviews.rating",
      "company_reviews.title",
      "company_reviews.body",
      "company_reviews.reviewer_name as yourName",
      "company_reviews.relationship",
      "company_reviews.confirmed_at as confirmedAt",
    ])
    .where(holds("company_reviews.reviewer_email", address))
    .orderBy("company_reviews.id")
    .execute();
}

async function assessment(db: Db, address: string) {
  const attempts = await db
    .selectFrom("assessment_attempts")
    .select([
      "id",
      "created_at",
      "full_name",
      "company_name",
      "designation",
      "verified_at",
      "questions_closed_at",
      "question_ids",
      "answers",
      "started_from",
    ])
    .where(holds("email", address))
    .orderBy("id")
    .execute();
  const completions = await db
    .selectFrom("assessment_completions")
    .select([
      "id",
      "created_at",
      "full_name",
      "company_name",
      "designation",
      "score",
      "total_questions",
      "passed",
      "certificate_type",
      "reference",
      "revoked_at",
      "revoked_reason",
      "renewed_by",
      "section2_q1",
      "section2_q2",
      "section2_q3",
      "section2_q7_positions",
      "section2_q8_geographies",
    ])
    .where(holds("email", address))
    .orderBy("id")
    .execute();
  const failures = await db
    .selectFrom("assessment_code_failures")
    .select("created_at as createdAt")
    .where(holds("email", address))
    .orderBy("id")
    .execute();
  return {
    assessmentAttempts: attempts.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      fullName: row.full_name,
      companyName: row.company_name,
      designation: row.designation,
      startedAt: row.verified_at,
      finishedAt: row.questions_closed_at,
      questions: parsed(row.question_ids),
      answers: parsed(row.answers),
      // The keyed hash of the network it was started from: the address itself is not kept.
      startedFromKeyedHash: row.started_from,
    })),
    certificates: completions.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      fullName: row.full_name,
      companyName: row.company_name,
      designation: row.designation,
      score: row.score,
      totalQuestions: row.total_questions,
      passed: row.passed === 1,
      certificateType: row.certificate_type,
      reference: row.reference,
      revokedAt: row.revoked_at,
      revokedReason: row.revoked_reason,
      renewedBy: row.renewed_by,
      section2: {
        q1: row.section2_q1,
        q2: row.section2_q2,
        q3: row.section2_q3,
        positions: parsed(row.section2_q7_positions),
        geographies: parsed(row.section2_q8_geographies),
      },
    })),
    wrongAssessmentCodes: failures,
  };
}

async function claims(db: Db, address: string) {
  return db
    .selectFrom("company_claims")
    .innerJoin("companies", "companies.id", "company_claims.company_id")
    .select([
      "company_claims.id",
      "company_claims.created_at as createdAt",
      "companies.name as company",
      "company_claims.status",
      "company_claims.name as yourName",
      "company_claims.job_title as jobTitle",
      "company_claims.confirmed_at as confirmedAt",
      "company_claims.revoked_at as revokedAt",
      "company_claims.revoked_reason as revokedReason",
      "company_claims.review_mail as reviewMail",
    ])
    .where(holds("company_claims.email", address))
    .orderBy("company_claims.id")
    .execute();
}

async function mail(db: Db, address: string) {
  const sent = await db
    .selectFrom("mail_outbox")
    .select(["created_at as createdAt", "subject", "status", "sent_at as sentAt"])
    .where(holds("recipient", address))
    .orderBy("id")
    .execute();
  const held = await db
    .selectFrom("mail_held")
    .select(["created_at as createdAt", "subject"])
    .where(holds("recipient", address))
    .orderBy("id")
    .execute();
  const unsubscribed = await db
    .selectFrom("mail_unsubscribes")
    .select("created_at")
    .where(holds("email", address))
    .executeTakeFirst();
  return {
    emailsSent: sent,
    emailsHeldBack: held,
    mailPreferences: {
      notifications: unsubscribed ? ("unsubscribed" as const) : ("sent" as const),
      unsubscribedAt: unsubscribed?.created_at ?? null,
    },
  };
}

async function moderation(db: Db, address: string) {
  const account = await db
    .selectFrom("moderators")
    .select(["id", "created_at", "role", "disabled", "totp_enabled_at"])
    .where(holds("email", address))
    .executeTakeFirst();
  const sessions = account
    ? await db
        .selectFrom("moderator_sessions")
        .select([
          "created_at as createdAt",
          "last_seen_at as lastSeenAt",
          "revoked_at as endedAt",
          "ip_address as ipAddress",
          "user_agent as browser",
        ])
        .where("moderator_id", "=", account.id)
        .orderBy("created_at")
        .execute()
    : [];
  const invitations = await db
    .selectFrom("moderator_invitations")
    .select([
      "created_at as createdAt",
      "role",
      "expires_at as expiresAt",
      "accepted_at as acceptedAt",
      "revoked_at as revokedAt",
    ])
    .where(holds("email", address))
    .orderBy("id")
    .execute();
  return {
    moderatorAccount: account
      ? {
          createdAt: account.created_at,
          role: account.role,
          disabled: account.disabled === 1,
          twoFactorSince: account.totp_enabled_at,
          sessions,
        }
      : null,
    moderatorInvitations: invitations,
  };
}

/** Everything the site holds for `address`: the JSON download, and what the page lists. */
export async function dataHeldFor(email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const db = getDb();
  const counters = await countersOf(db, address);
  const requests = await db
    .selectFrom("your_data_links")
    .select(["created_at as createdAt", "expires_at as expiresAt", "used_at as usedAt"])
    .where(holds("email", address))
    .orderBy("id")
    .execute();
  return {
    address,
    exportedAt: now.toISOString(),
    ...(await movements(db, address)),
    reviews: await reviews(db, address),
    contactMessages: await db
      .selectFrom("contact_messages")
      .select(["id", "created_at as createdAt", "status", "name", "subject", "message"])
      .where(holds("email", address))
      .orderBy("id")
      .execute(),
    ...(await assessment(db, address)),
    companyClaims: await claims(db, address),
    ...(await mail(db, address)),
    rateLimitCounters: counters.map((row) => ({
      form: row.key.split(":")[0] ?? "",
      attempts: row.points,
      until: row.expire === null ? null : new Date(Number(row.expire)).toISOString(),
    })),
    dataRequests: requests,
    ...(await moderation(db, address)),
  };
}

export type DataHeld = Awaited<ReturnType<typeof dataHeldFor>>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** What the page lists: each kind of row, one line per row (the JSON download has them whole). */
export function heldGroups(held: DataHeld) {
  const movement = (row: {
    name: string;
    newRole: string;
    company: string;
    status: string;
    createdAt: string;
  }) => `${row.name}, ${row.newRole} at ${row.company} (${row.status}, ${day(row.createdAt)})`;
  return [
    { title: "Career movements you shared", items: held.movementsSubmitted.map(movement) },
    {
      title: "Career movements about you",
      items: held.movementsAboutYou.map((row) =>
        "detailsWithheld" in row
          ? `A movement naming your address, not published (${row.status}, ${day(row.createdAt)}): its details are not shown`
          : movement(row),
      ),
    },
    {
      title: "Company reviews",
      items: held.reviews.map(
        (row) => `${row.company}: “${row.title}”, ${row.rating} stars (${row.status})`,
      ),
    },
    {
      title: "Contact messages",
      items: held.contactMessages.map((row) => `“${row.subject}” (${day(row.createdAt)})`),
    },
    {
      title: "Assessment attempts",
      items: held.assessmentAttempts.map(
        (row) => `${row.fullName}, started ${day(row.startedAt ?? row.createdAt)}`,
      ),
    },
    {
      title: "Assessment results and certificates",
      items: held.certificates.map((row) =>
        row.reference
          ? `Certificate ${row.reference}${row.revokedAt ? " (revoked)" : ""}, ${day(row.createdAt)}`
          : `Result of ${day(row.createdAt)}: not passed`,
      ),
    },
    {
      title: "Wrong assessment codes entered",
      items: held.wrongAssessmentCodes.map((row) => day(row.createdAt)),
    },
    {
      title: "Company profiles you claimed",
      items: held.companyClaims.map((row) => `${row.company} (${row.status})`),
    },
    {
      title: "E-mails we sent you",
      items: held.emailsSent.map(
        (row) => `“${row.subject}” (${row.status}, ${day(row.createdAt)})`,
      ),
    },
    {
      title: "E-mails held back by your inbox's limit",
      items: held.emailsHeldBack.map((row) => `“${row.subject}” (${day(row.createdAt)})`),
    },
    {
      title: "Mail preferences",
      items: [
        held.mailPreferences.notifications === "unsubscribed"
          ? `Unsubscribed from notifications on ${day(held.mailPreferences.unsubscribedAt)}`
          : "Notifications are sent",
      ],
    },
    {
      title: "Rate-limit counters",
      items: held.rateLimitCounters.map((row) => `${row.form}: ${row.attempts} until ${row.until}`),
    },
    {
      title: "Requests for this page",
      items: held.dataRequests.map((row) => `Link sent ${row.createdAt}`),
    },
    {
      title: "Moderator account",
      items: [
        ...(held.moderatorAccount
          ? [`${held.moderatorAccount.role} since ${day(held.moderatorAccount.createdAt)}`]
          : []),
        ...held.moderatorInvitations.map((row) => `Invited as ${row.role} ${day(row.createdAt)}`),
      ],
    },
  ];
}
