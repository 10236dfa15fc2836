import type { Kysely, Transaction } from "kysely";
import { createCookie } from "react-router";
import { siteCookies } from "~/content/cookies";
import { yourDataLinkMinutes } from "~/content/retention";
import { getDb } from "~db";
import type { Database } from "~db/schema";
import { getEnv } from "~/lib/env.server";
import { isLinkToken, linkTokenHash, newLinkToken } from "~/lib/link-token.server";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

// "Your data" (issue 34): no account. An address asks for a link; the link (an hour, once)
// opens a page whose button starts a session of 30 minutes for that address only (the cookie
// ss_your_data holds its token, the database only the token's SHA-256). The form answers every
// address alike and sends the link whatever the site holds, so it tells no one what is known.

const minuteMs = 60_000;
const sessionMs = siteCookies.yourData.maxAge * 1000;

let dataCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  const env = getEnv();
  // httpOnly, SameSite=Lax, signed; Secure whenever the site is served over https.
  dataCookie ??= createCookie(siteCookies.yourData.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.siteUrl.startsWith("https:"),
    secrets: env.sessionSecrets,
    maxAge: siteCookies.yourData.maxAge,
  });
  return dataCookie;
}

/**
 * Deletes the links (and so their sessions) that nothing can use any more: a link's session
 * ends at the latest its lifetime plus a session's after it was sent.
 */
export async function forgetEndedLinks(db: Kysely<Database> | Transaction<Database>, now: Date) {
  const before = new Date(now.getTime() - yourDataLinkMinutes * minuteMs - sessionMs);
  await db.deleteFrom("your_data_links").where("created_at", "<", before.toISOString()).execute();
}

/** Stores a link for `email` and queues its e-mail, within the inbox's budget. */
export async function requestDataLink(email: string, now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase();
  const { token, hash } = newLinkToken();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await forgetEndedLinks(trx, now);
      const queued = await enqueueMail(
        trx,
        {
          to: address,
          category: "code",
          cause: "anyone",
          subject: "Your link to your data at Staffing Spotlight",
          greeting: "Hello,",
          blocks: [
            {
              kind: "paragraph",
              text: `Someone, we hope you, asked to see what Staffing Spotlight holds for this address. The link shows it, lets you download it and lets you erase it. It works for ${yourDataLinkMinutes} minutes and once.`,
            },
            {
              kind: "link",
              label: "See your data",
              url: absoluteUrl(getSiteConfig(), `/your-data/open?token=${token}`),
            },
            {
              kind: "paragraph",
              text: "If you did not ask for this, ignore this e-mail: nobody sees your data without the link.",
            },
          ],
        },
        now,
      );
      // A link held back by the inbox's budget is never sent, so it is not stored either.
      if (queued !== "queued") return;
      await trx
        .insertInto("your_data_links")
        .values({
          token_hash: hash,
          email: address,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + yourDataLinkMinutes * minuteMs).toISOString(),
          used_at: null,
        })
        .execute();
    });
}

export type DataLinkState =
  { state: "open" } | { state: "invalid" } | { state: "expired" } | { state: "used" };

async function linkOf(token: string | null) {
  if (!isLinkToken(token)) return undefined;
  return getDb()
    .selectFrom("your_data_links")
    .select(["id", "expires_at", "used_at"])
    .where("token_hash", "=", linkTokenHash(token))
    .executeTakeFirst();
}

function stateOf(link: Awaited<ReturnType<typeof linkOf>>, now: Date): DataLinkState {
  if (!link) return { state: "invalid" };
  if (link.used_at) return { state: "used" };
  if (link.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "open" };
}

/** The link's page before its button is pressed: opening it uses nothing. */
export async function dataLinkState(token: string | null, now = new Date()) {
  return stateOf(await linkOf(token), now);
}

/**
 * The button: the link is used (once, also when pressed twice at once) and a session begins;
 * the answer carries its cookie. Otherwise the link's state, and no cookie.
 */
export async function openDataLink(
  token: string | null,
  now = new Date(),
): Promise<{ setCookie: string } | DataLinkState> {
  const link = await linkOf(token);
  const state = stateOf(link, now);
  if (state.state !== "open" || !link) return state;
  const { token: sessionToken, hash } = newLinkToken();
  const opened = await getDb()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable("your_data_links")
        .set({ used_at: now.toISOString() })
        .where("id", "=", link.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return false;
      await trx
        .insertInto("your_data_sessions")
        .values({
          id: hash,
          link_id: link.id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + sessionMs).toISOString(),
          ended_at: null,
        })
        .execute();
      return true;
    });
  if (!opened) return { state: "used" };
  return { setCookie: await cookie().serialize(sessionToken) };
}

export interface DataSession {
  sessionId: string;
  email: string;
}

/** The session the request's cookie holds, while it runs; null otherwise. */
export async function getDataSession(
  request: Request,
  now = new Date(),
): Promise<DataSession | null> {
  const token: unknown = await cookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !isLinkToken(token)) return null;
  const row = await getDb()
    .selectFrom("your_data_sessions")
    .innerJoin("your_data_links", "your_data_links.id", "your_data_sessions.link_id")
    .select([
      "your_data_sessions.id",
      "your_data_sessions.expires_at",
      "your_data_sessions.ended_at",
      "your_data_links.email",
    ])
    .where("your_data_sessions.id", "=", linkTokenHash(token))
    .executeTakeFirst();
  if (!row || row.ended_at || row.expires_at <= now.toISOString()) return null;
  return { sessionId: row.id, email: row.email };
}

/** Whether the request carries this page's cookie at all (a session that ended says so). */
export function carriesDataCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${siteCookies.yourData.name}=`);
}

/** Ends the session; the answer's cookie clears the browser's. */
export async function endDataSession(session: DataSession | null, now = new Date()) {
  if (session)
    await getDb()
      .updateTable("your_data_sessions")
      .set({ ended_at: now.toISOString() })
      .where("id", "=", session.sessionId)
      .execute();
  return clearDataCookie();
}

/** The Set-Cookie value that clears the session's cookie. */
export function clearDataCookie(): Promise<string> {
  return cookie().serialize("", { maxAge: 0 });
}
