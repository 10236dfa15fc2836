import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { workspaceView } from "~/features/moderation/queues.server";
import { listMovements } from "~/features/movements/feed.server";
import { movementCard } from "~/features/share-cards/cards.server";
import { deleteExpiredPersonLinks } from "~/features/movements/person.server";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { signedInModerator } from "../../tests/support/moderator";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { loader as cardLoader } from "./movement.card";
import { loader as movementLoader } from "./movement";
import { loader as rssLoader } from "./movements-rss[.]xml";
import { loader as sitemapLoader } from "./sitemap[.]xml";
import { action as submitAction } from "./submit";
import { action as personAction, loader as personLoader } from "./your-movement";

// Issue 31: the person a movement is about hears of it when it is published (only then, and
// only with an address), and confirms, corrects or takes it down from the e-mail's links; each
// link used, expired or tampered changes nothing. Through the real actions, the outbox and a
// real SMTP server on 127.0.0.1, on both engines.

const siteUrl = "https://spotlight.test";
const day = 24 * 60 * 60 * 1000;
const linkPattern = /\/your-movement\/(confirm|correct|take-down)\?token=([A-Za-z0-9_-]{43})/g;

type PersonAnswer = {
  state: string;
  token?: string | null;
  firstName?: string;
  sent?: boolean;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  movement?: { name: string };
};

describe.each(engines)("the featured person's say on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let cookie = "";
  let ip = 0;
  const worker = () => outboxWorkerFor(handle, smtp, () => new Date(Date.now() + 1_000));

  async function submit(fields: Record<string, string>) {
    ip += 1;
    return callRoute<{ errors?: Record<string, string>; values?: Record<string, string> }>(
      submitAction,
      formRequest("/submit", {
        name: "Zoë Nguyễn Trần",
        newRole: "VP of Talent",
        company: "Quillmark Tech Staffing",
        description: "Promoted after building the healthcare desk from scratch.",
        ...fields,
      }),
      { clientIp: `198.51.${engine === "sqlite" ? 120 : 121}.${ip}` },
    );
  }

  async function submitted(fields: Record<string, string>): Promise<number> {
    expect(await submit(fields)).toMatchObject({ status: 302 });
    const row = await handle.db
      .selectFrom("movement_submissions")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function admin(fields: Record<string, string>) {
    const request = formRequest("/admin", fields);
    request.headers.set("Cookie", cookie);
    return callRoute(adminAction, request);
  }

  const approve = (id: number) =>
    admin({ intent: "decide", subject: "movement", id: String(id), decision: "approve" });

  /** The links of the e-mails queued for `to`, newest e-mail last. */
  async function linksTo(to: string) {
    const rows = await handle.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", to)
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      subject: row.subject,
      text: row.text_body,
      links: Object.fromEntries(
        [...row.text_body.matchAll(linkPattern)].map((match) => [match[1], match[2]]),
      ) as Partial<Record<"confirm" | "correct" | "take-down", string>>,
    }));
  }

  async function noticeLinks(to: string) {
    const notices = (await linksTo(to)).filter((mail) => mail.subject.includes("about you"));
    const last = notices.at(-1);
    if (!last) throw new Error(`no notice to ${to}`);
    return last.links;
  }

  const open = (choice: string, token: string) =>
    callRoute<PersonAnswer>(
      personLoader,
      `/your-movement/${choice}?token=${encodeURIComponent(token)}`,
      { params: { choice } },
    );
  const press = (choice: string, fields: Record<string, string>) =>
    callRoute<PersonAnswer>(personAction, formRequest(`/your-movement/${choice}`, fields), {
      params: { choice },
    });

  const movement = (id: number) =>
    handle.db
      .selectFrom("movement_submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const page = (id: number) =>
    callRoute<{ movement: { confirmed: { by: string } | null } }>(
      movementLoader,
      `/movements/${id}`,
      { params: { id: String(id) } },
    );
  const rss = async () => (await rssLoader(routeArgs("/movements/rss.xml"))).text();
  const sitemap = async () => (await sitemapLoader()).text();
  /** Makes every link of a movement older than its 90 days. */
  const expireLinks = (id: number) =>
    handle.db
      .updateTable("movement_person_links")
      .set({ expires_at: new Date(Date.now() - day).toISOString() })
      .where("movement_id", "=", id)
      .execute();
  const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
    cookie = await signedInModerator(`person-mod-${engine}@example.com`, "198.51.100.91");
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("mail_outbox").execute();
    smtp.received.length = 0;
  });

  it("notifies the person only on approval, only with an address, through a real SMTP server", async () => {
    const withAddress = await submitted({
      featuredEmail: "zoe@example.com",
      submitterEmail: "colleague@example.com",
    });
    const without = await submitted({ submitterEmail: "other@example.com" });
    // Before approval: the submitters' receipts only, and the address is private.
    expect((await linksTo("zoe@example.com")).length).toBe(0);
    expect((await movement(withAddress)).featured_email).toBe("zoe@example.com");

    expect(await approve(withAddress)).toMatchObject({ status: 302 });
    expect(await approve(without)).toMatchObject({ status: 302 });
    const notices = await linksTo("zoe@example.com");
    expect(notices.map((mail) => mail.subject)).toEqual([
      "A career movement about you is published on Staffing Spotlight",
    ]);
    expect(Object.keys(notices[0]?.links ?? {}).sort()).toEqual([
      "confirm",
      "correct",
      "take-down",
    ]);
    expect(notices[0]?.text).toContain(`${siteUrl}/movements/${withAddress}`);
    expect((await movement(withAddress)).person_notified_at).not.toBeNull();
    expect((await movement(without)).person_notified_at).toBeNull();
    // Nothing else went to anyone about the movement without an address but its submitter.
    const recipients = await handle.db.selectFrom("mail_outbox").select("recipient").execute();
    expect(new Set(recipients.map((row) => row.recipient))).toEqual(
      new Set(["colleague@example.com", "other@example.com", "zoe@example.com"]),
    );
    expect(await worker().runOnce()).toBe(recipients.length);
    expect(smtp.received.map((mail) => mail.to[0])).toContain("zoe@example.com");
    // Its links act for the person: once sent, our copy holds none of them.
    const stored = await handle.db
      .selectFrom("mail_outbox")
      .select(["text_body", "html_body"])
      .where("recipient", "=", "zoe@example.com")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ text_body: "", html_body: "" });
    // The address is never on the public page's data.
    expect(JSON.stringify((await page(withAddress)).data)).not.toContain("zoe@example.com");
  });

  it("confirms from the link's button, never from opening it; used, expired and tampered links change nothing", async () => {
    const id = await submitted({ featuredEmail: "confirm-me@example.com" });
    await approve(id);
    const { confirm } = await noticeLinks("confirm-me@example.com");
    if (!confirm) throw new Error("no confirm link");

    expect(await open("confirm", tampered(confirm))).toMatchObject({
      status: 400,
      data: { state: "invalid" },
    });
    // A link of one choice does not open another's page.
    expect(await open("take-down", confirm)).toMatchObject({ status: 400 });
    const opened = await open("confirm", confirm);
    expect(opened).toMatchObject({ status: 200, data: { state: "ready", firstName: "Zoë" } });
    expect((await movement(id)).person_confirmed_at).toBeNull();

    expect(await press("confirm", { token: tampered(confirm), firstName: "Zoë" })).toMatchObject({
      status: 400,
    });
    expect(await press("confirm", { token: confirm, firstName: "  Zoë  " })).toMatchObject({
      status: 200,
      data: { state: "confirmed", firstName: "Zoë" },
    });
    expect(await press("confirm", { token: confirm, firstName: "Mallory" })).toMatchObject({
      status: 409,
      data: { state: "used" },
    });
    expect((await movement(id)).person_confirmed_name).toBe("Zoë");

    // Wherever it appears: its page, the feed, RSS and its share card.
    expect((await page(id)).data?.movement.confirmed).toMatchObject({ by: "Zoë" });
    const { movements } = await listMovements("", "", 1, 50);
    expect(movements.find((item) => item.id === id)?.confirmed?.by).toBe("Zoë");
    expect(await rss()).toMatch(/Confirmed by Zoë on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    const shown = movements.find((item) => item.id === id);
    if (!shown) throw new Error("not in the feed");
    const card = movementCard(shown);
    expect(card?.alt).toMatch(/Confirmed by Zoë on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(card?.svg).toContain("CONFIRMED BY ZOË ON");

    // Expired: refused, and the page sends new links to the same address only.
    const other = await submitted({ featuredEmail: "late@example.com" });
    await approve(other);
    const late = await noticeLinks("late@example.com");
    await expireLinks(other);
    if (!late.confirm) throw new Error("no confirm link");
    expect(await open("confirm", late.confirm)).toMatchObject({
      status: 410,
      data: { state: "expired" },
    });
    expect(await press("confirm", { token: late.confirm })).toMatchObject({ status: 410 });
    expect((await movement(other)).person_confirmed_at).toBeNull();
    expect(await press("confirm", { token: late.confirm, intent: "new-links" })).toMatchObject({
      status: 200,
      data: { state: "new-links", sent: true },
    });
    const fresh = await noticeLinks("late@example.com");
    expect(fresh.confirm).toBeDefined();
    expect(fresh.confirm).not.toBe(late.confirm);
    expect(await open("confirm", fresh.confirm ?? "")).toMatchObject({ status: 200 });
    // A tampered expired link asks for nothing.
    expect(
      await press("confirm", { token: tampered(late.confirm), intent: "new-links" }),
    ).toMatchObject({ status: 400 });

    // The sweep forgets links 90 days after they expired.
    expect(await deleteExpiredPersonLinks(handle.db, new Date(Date.now() + 88 * day))).toBe(0);
    expect(
      await deleteExpiredPersonLinks(handle.db, new Date(Date.now() + 92 * day)),
    ).toBeGreaterThanOrEqual(3);
  });

  it("takes a suggested correction to the moderators with a diff; the movement shows nothing until one decides", async () => {
    const id = await submitted({ featuredEmail: "fix-me@example.com" });
    await approve(id);
    const { correct } = await noticeLinks("fix-me@example.com");
    if (!correct) throw new Error("no correct link");
    expect(await open("correct", tampered(correct))).toMatchObject({ status: 400 });

    const fields = {
      token: correct,
      name: "Zoë Nguyễn Trần",
      newRole: "Vice President of Talent",
      company: "Quillmark Tech Staffing",
      previousRole: "",
      previousCompany: "",
      location: "Austin, TX",
      description: "Promoted after building the healthcare desk from scratch.",
      note: "My title is spelled out.",
    };
    // A refused field keeps every value as sent, and uses nothing.
    const refused = await press("correct", { ...fields, newRole: "" });
    expect(refused).toMatchObject({ status: 200, data: { state: "ready" } });
    expect(refused.data?.errors?.newRole).toBe("New role is required");
    expect(refused.data?.values?.note).toBe("My title is spelled out.");

    expect(await press("correct", fields)).toMatchObject({ data: { state: "corrected" } });
    expect(await press("correct", fields)).toMatchObject({ status: 409 });
    expect((await movement(id)).new_role).toBe("VP of Talent");

    const view = await workspaceView({
      view: "movements",
      list: "corrections",
      page: 1,
      item: null,
      failedOnly: false,
    });
    if (view.view !== "movements") throw new Error("wrong view");
    const waiting = view.corrections.page?.items.find((item) => item.movement_id === id);
    expect(waiting).toMatchObject({
      new_role: "Vice President of Talent",
      current_new_role: "VP of Talent",
      location: "Austin, TX",
      current_location: null,
    });
    const published = await workspaceView({
      view: "movements",
      list: "published",
      page: 1,
      item: id,
      failedOnly: false,
    });
    if (published.view !== "movements") throw new Error("wrong view");
    expect(published.corrections).toEqual({ total: 1, page: null });
    expect(published.page.items.find((item) => item.id === id)?.correction_pending).toBe(true);

    expect(
      await admin({ intent: "correction", id: String(waiting?.id), decision: "apply" }),
    ).toMatchObject({ status: 302 });
    expect(await movement(id)).toMatchObject({
      new_role: "Vice President of Talent",
      location: "Austin, TX",
    });
    expect(
      await admin({ intent: "correction", id: String(waiting?.id), decision: "apply" }),
    ).toMatchObject({ status: 404 });
    const audit = await handle.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject_id", "=", id)
      .execute();
    expect(audit.map((row) => row.action)).toContain("apply-correction");

    // An expired correction link is refused.
    const other = await submitted({ featuredEmail: "fix-late@example.com" });
    await approve(other);
    const late = await noticeLinks("fix-late@example.com");
    await expireLinks(other);
    expect(await press("correct", { ...fields, token: late.correct ?? "" })).toMatchObject({
      status: 410,
    });
  });

  it("takes a movement down at once: 410, gone from the feed, search, RSS, sitemap and card; the submitter told without the address", async () => {
    const id = await submitted({
      featuredEmail: "quiet@example.com",
      submitterEmail: "manager@example.com",
      name: "Quinn Quietly",
    });
    await approve(id);
    const links = await noticeLinks("quiet@example.com");
    if (!links["take-down"]) throw new Error("no take-down link");
    expect(await rss()).toContain("Quinn Quietly");
    expect(await sitemap()).toContain(`/movements/${id}<`);

    expect(await press("take-down", { token: tampered(links["take-down"]) })).toMatchObject({
      status: 400,
    });
    expect(await open("take-down", links["take-down"])).toMatchObject({ status: 200 });
    expect((await movement(id)).status).toBe("approved");
    expect(await press("take-down", { token: links["take-down"] })).toMatchObject({
      status: 200,
      data: { state: "removed" },
    });
    expect(await press("take-down", { token: links["take-down"] })).toMatchObject({
      status: 410,
      data: { state: "taken-down" },
    });
    // The other links of the e-mail now say it was taken down.
    expect(await open("confirm", links.confirm ?? "")).toMatchObject({
      status: 410,
      data: { state: "taken-down" },
    });

    expect(await page(id)).toMatchObject({
      status: 410,
      data: { notFound: "movement-taken-down" },
    });
    const { movements } = await listMovements("Quinn", "", 1, 50);
    expect(movements).toEqual([]);
    expect(await rss()).not.toContain("Quinn Quietly");
    expect(await sitemap()).not.toContain(`/movements/${id}<`);
    const card = await callRoute(cardLoader, `/movements/${id}/card/x.png`, {
      params: { id: String(id), file: "x.png" },
    });
    expect(card.status).toBe(404);

    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["action", "moderator_id"])
      .where("subject_id", "=", id)
      .where("subject_type", "=", "movement")
      .execute();
    expect(audit).toContainEqual({ action: "taken-down-by-person", moderator_id: null });
    // The moderators' list of what the people took down.
    const desk = await workspaceView({
      view: "movements",
      list: "taken-down",
      page: 1,
      item: null,
      failedOnly: false,
    });
    if (desk.view !== "movements") throw new Error("wrong view");
    expect(desk.takenDown?.items[0]).toMatchObject({ id, name: "Quinn Quietly" });
    expect((await movement(id)).featured_email).toBeNull();

    const told = await linksTo("manager@example.com");
    const takenDown = told.find((mail) => mail.subject.includes("taken down"));
    expect(takenDown?.text).toContain(`M-${String(id).padStart(6, "0")}`);
    expect(takenDown?.text).not.toContain("quiet@example.com");

    // An expired take-down link is refused and the movement stays.
    const other = await submitted({ featuredEmail: "late-down@example.com" });
    await approve(other);
    const late = await noticeLinks("late-down@example.com");
    await expireLinks(other);
    expect(await press("take-down", { token: late["take-down"] ?? "" })).toMatchObject({
      status: 410,
    });
    expect((await movement(other)).status).toBe("approved");
  });

  it("with 'This is me', confirms through the submitter's own address, marked confirmed from the start, one e-mail on approval", async () => {
    const refused = await submit({ isSelf: "yes", featuredEmail: "someone@example.com" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors?.submitterEmail).toBe(
      "Please enter your e-mail address: we send you a link to confirm it is you.",
    );
    expect(refused.data?.values?.featuredEmail).toBe("someone@example.com");

    const id = await submitted({
      isSelf: "yes",
      submitterEmail: "me@example.com",
      submitterName: "Zoë",
      // Ignored, even when not an address: with "This is me" no second address is kept.
      featuredEmail: "someone-else@",
    });
    expect(await movement(id)).toMatchObject({
      featured_email: "me@example.com",
      featured_is_submitter: 1,
    });
    const receipt = await linksTo("me@example.com");
    expect(receipt).toHaveLength(1);
    const confirm = receipt[0]?.links.confirm;
    if (!confirm) throw new Error("no confirm link in the receipt");
    expect(await open("confirm", confirm)).toMatchObject({ status: 200, data: { state: "ready" } });
    expect(await press("confirm", { token: confirm, firstName: "Zoë" })).toMatchObject({
      data: { state: "confirmed" },
    });
    expect((await movement(id)).person_confirmed_at).not.toBeNull();

    await handle.db.deleteFrom("mail_outbox").execute();
    await approve(id);
    expect((await page(id)).data?.movement.confirmed).toMatchObject({ by: "Zoë" });
    const mails = await linksTo("me@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "A career movement about you is published on Staffing Spotlight",
    ]);
    // Confirmed already: the notice offers the other two choices only.
    expect(Object.keys(mails[0]?.links ?? {}).sort()).toEqual(["correct", "take-down"]);
    expect(await linksTo("someone-else@")).toEqual([]);
  });

  it("lists the unconfirmed for moderators, and sends the notice again within the inbox's budget", async () => {
    const confirmed = await submitted({ featuredEmail: "yes@example.com", name: "Yes Person" });
    const waiting = await submitted({ featuredEmail: "again@example.com", name: "Again Person" });
    await approve(confirmed);
    await approve(waiting);
    const { confirm } = await noticeLinks("yes@example.com");
    // A first name is a word of the published name; anything else shows the first word.
    expect(
      await press("confirm", { token: confirm ?? "", firstName: "https://spam.example" }),
    ).toMatchObject({ data: { state: "confirmed", firstName: "Yes" } });

    const unconfirmed = await workspaceView({
      view: "movements",
      list: "unconfirmed",
      page: 1,
      item: null,
      failedOnly: false,
    });
    if (unconfirmed.view !== "movements") throw new Error("wrong view");
    const ids = unconfirmed.page.items.map((item) => item.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(confirmed);
    expect(unconfirmed.page.items.every((item) => item.person_confirmed_at === null)).toBe(true);

    expect(await admin({ intent: "resend-notice", id: String(waiting) })).toMatchObject({
      status: 302,
    });
    const notices = (await linksTo("again@example.com")).filter((mail) =>
      mail.subject.includes("about you"),
    );
    expect(notices).toHaveLength(2);
    const audit = await handle.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject_id", "=", waiting)
      .execute();
    expect(audit.map((row) => row.action)).toContain("resend-notice");

    // The inbox's budget (5 an hour) holds for resends too: the 6th is refused, and says why.
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await admin({ intent: "resend-notice", id: String(waiting) })).status);
    expect(answers).toEqual([302, 302, 302, 429]);
    // A movement without an address has no notice to send.
    const none = await submitted({});
    await approve(none);
    expect(await admin({ intent: "resend-notice", id: String(none) })).toMatchObject({
      status: 404,
    });
  });
});
