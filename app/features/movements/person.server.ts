import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { expiredPersonLinkDays, personLinkDays } from "~/content/retention";
import { getDb } from "~db";
import type { Database, PersonChoice } from "~db/schema";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { isUnsubscribed } from "~/lib/mail/unsubscribe.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { movementReference } from "./mail.server";
import { nameWords, personChoices } from "./person-fields";
import type { CorrectionInput } from "./person-schema";

// The person a movement is about has a say (issue 31). When a movement with their address is
// published, they get one e-mail with three links: confirm, suggest a correction, take it down.
// Each link names one choice, carries 32 random bytes (only their SHA-256 is stored), works for
// 90 days and once. GET of a link shows the movement and a button, so a mail scanner that opens
// links changes nothing; the button's POST acts. An expired link's page sends new links to the
// same address (never another), within the inbox's mail budget.

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const dayMs = 24 * 60 * 60 * 1000;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function personLinkUrl(choice: PersonChoice, token: string): string {
  return absoluteUrl(getSiteConfig(), `/your-movement/${choice}?token=${token}`);
}

/** New links for a movement, one per choice; only their hashes are stored. */
async function issueLinks(
  trx: Trx,
  movementId: number,
  choices: readonly PersonChoice[],
  now: Date,
): Promise<Map<PersonChoice, string>> {
  const links = new Map<PersonChoice, string>();
  for (const choice of choices) {
    const token = randomBytes(32).toString("base64url");
    await trx
      .insertInto("movement_person_links")
      .values({
        token_hash: tokenHash(token),
        movement_id: movementId,
        choice,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + personLinkDays * dayMs).toISOString(),
        used_at: null,
      })
      .execute();
    links.set(choice, token);
  }
  return links;
}

/** Deletes the links that expired more than `expiredPersonLinkDays` ago; answers how many. */
export async function deleteExpiredPersonLinks(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - expiredPersonLinkDays * dayMs).toISOString();
  const result = await db
    .deleteFrom("movement_person_links")
    .where("expires_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The self-submitter's link (with "This is me"): sent in the receipt; pressing its button
 * confirms the address and marks the movement confirmed from the start.
 */
export async function issueSelfConfirmLink(trx: Trx, movementId: number, now: Date) {
  const links = await issueLinks(trx, movementId, ["confirm"], now);
  return personLinkUrl("confirm", links.get("confirm") ?? "");
}

export type NoticeResult = "queued" | "held" | "unsubscribed" | "no-address" | "not-published";

/**
 * The notice to the featured person, on approval or when a moderator sends it again: the
 * movement as published and a link for each choice still open (no "confirm" once confirmed).
 * Anyone can type anyone's address as the featured person's, so it counts against the inbox's
 * budget; it carries only what a moderator approved for publication.
 */
export async function enqueuePersonNotice(
  trx: Trx,
  movementId: number,
  now: Date,
): Promise<NoticeResult> {
  const movement = await trx
    .selectFrom("movement_submissions")
    .select([
      "id",
      "status",
      "name",
      "new_role",
      "company",
      "featured_email",
      "person_confirmed_at",
    ])
    .where("id", "=", movementId)
    .executeTakeFirst();
  if (!movement || movement.status !== "approved") return "not-published";
  if (!movement.featured_email) return "no-address";
  // An address that asked for no more notifications gets none: no links are made.
  if (await isUnsubscribed(trx, movement.featured_email)) return "unsubscribed";
  const open = personChoices.filter(
    (choice) => choice !== "confirm" || !movement.person_confirmed_at,
  );
  const links = await issueLinks(trx, movement.id, open, now);
  const link = (choice: PersonChoice, label: string) =>
    links.has(choice)
      ? [{ kind: "link" as const, label, url: personLinkUrl(choice, links.get(choice) ?? "") }]
      : [];
  const result = await enqueueMail(
    trx,
    {
      to: movement.featured_email,
      // Its links act for the person: like a code, the outbox blanks them once sent, so a copy
      // of the database acts for no one. Budgeted as anything a stranger can cause.
      category: "code",
      cause: "anyone",
      subject: "A career movement about you is published on Staffing Spotlight",
      greeting: "Hello,",
      blocks: [
        {
          kind: "paragraph",
          text: `A career movement about you was shared on Staffing Spotlight, checked by a moderator and published (${movementReference(movement.id)}): ${movement.name}, ${movement.new_role} at ${movement.company}.`,
        },
        {
          kind: "link",
          label: "See it on Staffing Spotlight",
          url: absoluteUrl(getSiteConfig(), `/movements/${movement.id}`),
        },
        {
          kind: "paragraph",
          text: "It is about you, so you have the last word. Each link opens a page with a button: nothing changes until you press it.",
        },
        ...link("confirm", "Confirm it: it will show “Confirmed by” with your first name"),
        ...link("correct", "Suggest a correction"),
        ...link("take-down", "Take it down: it leaves the site at once"),
        {
          kind: "paragraph",
          text: `The links work for ${personLinkDays} days; an expired one offers new links to this address. If you do nothing, the movement stays as it is, without the mark.`,
        },
      ],
    },
    now,
  );
  if (result === "queued")
    await trx
      .updateTable("movement_submissions")
      .set({ person_notified_at: now.toISOString() })
      .where("id", "=", movement.id)
      .execute();
  // Held back by the inbox's budget: links nobody received are not kept.
  else
    await trx
      .deleteFrom("movement_person_links")
      .where(
        "token_hash",
        "in",
        [...links.values()].map((token) => tokenHash(token)),
      )
      .execute();
  return result;
}

export interface PersonMovement {
  id: number;
  status: string;
  name: string;
  previousRole: string | null;
  newRole: string;
  company: string;
  previousCompany: string | null;
  location: string | null;
  description: string;
  confirmedAt: string | null;
}

/** What a link leads to. */
export type PersonLinkState =
  | { state: "ready"; choice: PersonChoice; movement: PersonMovement; firstName: string }
  /** Not a link we sent (or not for this choice). */
  | { state: "invalid" }
  /** Older than 90 days: the page offers new links to the same address. */
  | { state: "expired"; choice: PersonChoice }
  | { state: "used"; choice: PersonChoice; movementId: number; published: boolean }
  | { state: "taken-down" }
  /** The button's results. */
  | { state: "confirmed"; movementId: number; published: boolean; firstName: string }
  | { state: "corrected"; movementId: number }
  | { state: "removed" }
  | { state: "new-links"; sent: boolean };

async function findLink(db: Db, choice: PersonChoice, token: string | null) {
  if (!token || !tokenPattern.test(token)) return undefined;
  return db
    .selectFrom("movement_person_links")
    .innerJoin(
      "movement_submissions",
      "movement_submissions.id",
      "movement_person_links.movement_id",
    )
    .select([
      "movement_person_links.token_hash",
      "movement_person_links.expires_at",
      "movement_person_links.used_at",
      "movement_submissions.id",
      "movement_submissions.status",
      "movement_submissions.name",
      "movement_submissions.previous_role",
      "movement_submissions.new_role",
      "movement_submissions.company",
      "movement_submissions.previous_company",
      "movement_submissions.location",
      "movement_submissions.description",
      "movement_submissions.person_confirmed_at",
      "movement_submissions.taken_down_at",
    ])
    .where("movement_person_links.token_hash", "=", tokenHash(token))
    .where("movement_person_links.choice", "=", choice)
    .executeTakeFirst();
}

type FoundLink = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** The link's state before its button: taken down, used, expired, or ready. */
function stateOf(
  link: FoundLink | undefined,
  choice: PersonChoice,
  now: Date,
): Exclude<PersonLinkState, { state: "ready" }> | null {
  if (!link) return { state: "invalid" };
  if (link.taken_down_at) return { state: "taken-down" };
  // A movement a moderator rejected or removed is not the person's to act on any more.
  if (link.status === "rejected" || link.status === "removed") return { state: "invalid" };
  if (link.used_at)
    return { state: "used", choice, movementId: link.id, published: link.status === "approved" };
  if (link.expires_at < now.toISOString()) return { state: "expired", choice };
  return null;
}

export async function personLink(
  choice: PersonChoice,
  token: string | null,
  now = new Date(),
): Promise<PersonLinkState> {
  const link = await findLink(getDb(), choice, token);
  const done = stateOf(link, choice, now);
  if (done || !link) return done ?? { state: "invalid" };
  return {
    state: "ready",
    choice,
    firstName: shownFirstName(null, link.name),
    movement: {
      id: link.id,
      status: link.status,
      name: link.name,
      previousRole: link.previous_role,
      newRole: link.new_role,
      company: link.company,
      previousCompany: link.previous_company,
      location: link.location,
      description: link.description,
      confirmedAt: link.person_confirmed_at,
    },
  };
}

/**
 * Runs a choice's button: in one transaction the link is checked and marked used (once: of two
 * presses at once, one acts and the other is told the link was used), then `act` runs.
 */
async function spendLink(
  choice: PersonChoice,
  token: string | null,
  now: Date,
  act: (trx: Trx, link: FoundLink) => Promise<PersonLinkState>,
): Promise<PersonLinkState> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const link = await findLink(trx, choice, token);
      const done = stateOf(link, choice, now);
      if (done || !link) return done ?? { state: "invalid" };
      const used = await trx
        .updateTable("movement_person_links")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", link.token_hash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0)
        return {
          state: "used",
          choice,
          movementId: link.id,
          published: link.status === "approved",
        };
      return act(trx, link);
    });
}

/** The first name as shown: a word of the published name, the first one unless they chose. */
export function shownFirstName(value: unknown, name: string): string {
  const words = nameWords(name);
  const chosen = typeof value === "string" ? value.trim() : "";
  return words.includes(chosen) ? chosen : (words[0] ?? name);
}

export function confirmMovement(
  token: string | null,
  firstName: unknown,
  now = new Date(),
): Promise<PersonLinkState> {
  return spendLink("confirm", token, now, async (trx, link) => {
    const shown = shownFirstName(firstName, link.name);
    await trx
      .updateTable("movement_submissions")
      .set({ person_confirmed_at: now.toISOString(), person_confirmed_name: shown })
      .where("id", "=", link.id)
      .execute();
    return {
      state: "confirmed",
      movementId: link.id,
      published: link.status === "approved",
      firstName: shown,
    };
  });
}

/** A correction waits for a moderator; a newer one replaces one still waiting. */
export function suggestCorrection(
  token: string | null,
  correction: CorrectionInput,
  now = new Date(),
): Promise<PersonLinkState> {
  return spendLink("correct", token, now, async (trx, link) => {
    // One correction at a time per movement: its row is locked (a write that changes nothing),
    // so two links pressed at once take turns and the second replaces the first.
    await sql`update movement_submissions set id = id where id = ${link.id}`.execute(trx);
    await trx
      .deleteFrom("movement_corrections")
      .where("movement_id", "=", link.id)
      .where("status", "=", "pending")
      .execute();
    await trx
      .insertInto("movement_corrections")
      .values({
        movement_id: link.id,
        created_at: now.toISOString(),
        status: "pending",
        decided_at: null,
        name: correction.name,
        previous_role: correction.previousRole,
        new_role: correction.newRole,
        company: correction.company,
        previous_company: correction.previousCompany,
        location: correction.location,
        description: correction.description,
        note: correction.note,
      })
      .execute();
    return { state: "corrected", movementId: link.id };
  });
}

/**
 * The movement leaves the site at once: removed, marked as taken down by the person (its page
 * answers 410), in the audit log with no moderator, and its submitter told without the
 * person's address.
 */
export function takeDownMovement(token: string | null, now = new Date()) {
  return spendLink("take-down", token, now, async (trx, link) => {
    const movement = await trx
      .updateTable("movement_submissions")
      // The person's address goes too: nothing more can be sent to them about it.
      .set({ status: "removed", taken_down_at: now.toISOString(), featured_email: null })
      .where("id", "=", link.id)
      .returning(["submitter_email", "featured_is_submitter"])
      .executeTakeFirstOrThrow();
    // Nothing is left to correct.
    await trx
      .updateTable("movement_corrections")
      .set({ status: "declined", decided_at: now.toISOString() })
      .where("movement_id", "=", link.id)
      .where("status", "=", "pending")
      .execute();
    await trx
      .insertInto("audit_log")
      .values({
        created_at: now.toISOString(),
        moderator_id: null,
        action: "taken-down-by-person",
        subject_type: "movement",
        subject_id: link.id,
        subject_key: null,
        reason: null,
      })
      .execute();
    const submitter = movement.submitter_email;
    if (submitter && !movement.featured_is_submitter)
      await enqueueMail(
        trx,
        {
          to: submitter,
          category: "notification",
          cause: "anyone",
          subject: `A movement you shared was taken down (${movementReference(link.id)})`,
          greeting: "Hello,",
          blocks: [
            {
              kind: "paragraph",
              text: `The person the movement ${movementReference(link.id)} was about asked us to take it down, and it has left Staffing Spotlight. People have good reasons to keep a move quiet for a while; thank you for celebrating them all the same.`,
            },
          ],
        },
        now,
      );
    return { state: "removed" };
  });
}

/** An expired link's button: new links to the address the movement's notice went to. */
export async function sendNewLinks(
  choice: PersonChoice,
  token: string | null,
  now = new Date(),
): Promise<PersonLinkState> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const link = await findLink(trx, choice, token);
      const done = stateOf(link, choice, now);
      // A link still good needs no new one: its page again.
      if (link && !done) return personLink(choice, token, now);
      if (!link || done?.state !== "expired") return done ?? { state: "invalid" };
      const result =
        link.status === "approved" ? await enqueuePersonNotice(trx, link.id, now) : "not-published";
      return { state: "new-links", sent: result === "queued" || result === "held" };
    });
}
