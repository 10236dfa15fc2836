import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { signInFully } from "../../tests/support/moderator";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { replyAim } from "~/content/promises";
import { formatDateTime } from "~/lib/dates";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { createModerator } from "~/features/moderation/auth.server";
import { action as adminAction, loader as adminLoader } from "./admin";
import { action as contactAction } from "./contact";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./unsubscribe";
import { callRoute, formRequest } from "../../tests/support/route";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-server";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { getEnv, initEnv } from "~/lib/env.server";
import {
  claimNextMail,
  enqueueMail,
  outboxSummary,
  type OutgoingMail,
} from "~/lib/mail/outbox.server";
import { nextAttemptAt } from "~/lib/mail/schedule";
import { createMailTransport, outboxFolder } from "~/lib/mail/transport.server";
import { unsubscribeToken } from "~/lib/mail/unsubscribe.server";
import { createOutboxWorker } from "~/lib/mail/worker.server";

// The outbox end to end against a real SMTP server on 127.0.0.1: stored with the action, sent by
// the worker, retried, failed, retried by a moderator; the .eml files without SMTP_URL; the
// unsubscribe link. The worker is driven by runOnce() with a clock the test sets.

const siteUrl = "https://spotlight.test";

interface LogLine {
  level: string;
  details: Record<string, unknown>;
  message: string;
}
function recordingLog() {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (details: object, message: string): void =>
      void lines.push({ level, details: details as Record<string, unknown>, message });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** A header as sent (mailparser folds the List-* headers into one object). */
function header(parsed: ParsedMail | undefined, name: string): string | undefined {
  const line = parsed?.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
  return line?.slice(name.length + 1).trim();
}

function notification(to: string, subject = "Your movement was published"): OutgoingMail {
  return {
    to,
    category: "notification",
    cause: "moderator",
    subject,
    greeting: "Hello <b>Ana</b>,",
    blocks: [
      { kind: "paragraph", text: "It is live." },
      { kind: "link", label: "See it", url: `${siteUrl}/movements/1` },
    ],
  };
}
function code(to: string): OutgoingMail {
  return {
    to,
    category: "code",
    cause: "moderator",
    subject: "Your confirmation link",
    blocks: [{ kind: "link", label: "Confirm", url: `${siteUrl}/confirm?t=1` }],
  };
}

describe.each(engines)("the mail outbox on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let now = new Date("2026-11-23T10:00:00.000Z");
  const clock = () => now;
  const log = recordingLog();
  const worker = () =>
    createOutboxWorker({
      db: handle.db,
      engine,
      transport: createMailTransport(
        { smtpUrl: smtp.url, mailFrom: "Spotlight <mail@spotlight.test>", dataDir: "unused" },
        log,
      ),
      log,
      clock,
    });
  const enqueue = (mail: OutgoingMail) =>
    handle.db.transaction().execute((trx) => enqueueMail(trx, mail, now));
  const rows = () => handle.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("mail_outbox").execute();
    smtp.received.length = 0;
    log.lines.length = 0;
    now = new Date("2026-11-23T10:00:00.000Z");
  });

  it("sends nothing for an action whose transaction rolls back", async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, notification("rollback@example.com"), now);
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await rows()).toEqual([]);
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("delivers each message with its recipient, subject, both parts and stored Message-ID; List-Unsubscribe on notifications only", async () => {
    await enqueue(notification("ana@example.com"));
    await enqueue(code("ben@example.com"));
    expect(await worker().runOnce()).toBe(2);

    const [stored1, stored2] = await rows();
    expect(stored1).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(stored2).toMatchObject({ status: "sent", attempts: 1 });
    // A code's parts are blanked once sent (decision 0014); a notification's are kept.
    expect(stored1?.text_body).toContain("It is live.");
    expect(stored2).toMatchObject({
      subject: "Your confirmation link",
      recipient: "ben@example.com",
      text_body: "",
      html_body: "",
    });
    const byRecipient = (to: string) => smtp.received.find((mail) => mail.to[0] === to);

    const note = byRecipient("ana@example.com")?.parsed;
    expect(note?.subject).toBe("Your movement was published");
    expect(note?.messageId).toBe(`<${stored1?.message_id}>`);
    expect(note?.messageId).toMatch(/^<[0-9a-f-]{36}@spotlight\.test>$/);
    expect(note?.from?.text).toBe('"Spotlight" <mail@spotlight.test>');
    expect(note?.text).toContain("Hello <b>Ana</b>,");
    expect(note?.text).toContain(`Staffing Spotlight · ${siteUrl}`);
    expect(note?.html).toContain("Hello &lt;b&gt;Ana&lt;/b&gt;,");
    expect(note?.html).toContain(`<a href="${siteUrl}/movements/1"`);
    const token = unsubscribeToken("ana@example.com");
    expect(header(note, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(note, "List-Unsubscribe")).toBe(`<${siteUrl}/unsubscribe?token=${token}>`);

    const sent = byRecipient("ben@example.com")?.parsed;
    expect(sent?.subject).toBe("Your confirmation link");
    expect(sent?.messageId).toBe(`<${stored2?.message_id}>`);
    expect(sent?.text).toContain(`Confirm: ${siteUrl}/confirm?t=1`);
    expect(sent?.html).toContain("Confirm</a>");
    expect(header(sent, "List-Unsubscribe")).toBeUndefined();
    expect(header(sent, "List-Unsubscribe-Post")).toBeUndefined();
  });

  it("keeps messages while the SMTP server is down and sends them when it is back, none twice", async () => {
    await smtp.stop();
    await enqueue(notification("down1@example.com"));
    await enqueue(notification("down2@example.com"));
    const sender = worker();
    expect(await sender.runOnce()).toBe(2);
    for (const row of await rows()) {
      expect(row).toMatchObject({
        status: "queued",
        attempts: 1,
        next_attempt_at: "2026-11-23T10:00:30.000Z",
        claimed_until: null,
      });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(log.lines.filter((line) => line.details.event === "mail_send_failed")).toHaveLength(2);

    // Not yet due: nothing is tried.
    now = new Date("2026-11-23T10:00:20.000Z");
    expect(await sender.runOnce()).toBe(0);

    await smtp.start();
    now = new Date("2026-11-23T10:00:31.000Z");
    expect(await sender.runOnce()).toBe(2);
    now = new Date("2026-11-23T12:00:00.000Z");
    expect(await sender.runOnce()).toBe(0);
    const stored = await rows();
    expect(stored.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(smtp.received.map((mail) => mail.parsed.messageId).sort()).toEqual(
      stored.map((row) => `<${row.message_id}>`).sort(),
    );
  });

  it("sends each message once when two workers run at the same time", async () => {
    for (let i = 0; i < 6; i += 1) await enqueue(notification(`pair${i}@example.com`));
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a + b).toBe(6);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("sends a message again once the claim of a worker that died mid-send has run out", async () => {
    await enqueue(code("lease@example.com"));
    // A worker claims it and dies before recording anything.
    expect(await claimNextMail(handle.db, engine, now, 120_000)).toBeDefined();
    now = new Date("2026-11-23T10:01:59.000Z");
    expect(await worker().runOnce()).toBe(0);
    now = new Date("2026-11-23T10:02:00.000Z");
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["lease@example.com"]]);
  });

  /** Tries the one queued message until it has failed for good, with the SMTP server away. */
  async function failForGood(sender: ReturnType<typeof worker>) {
    await smtp.stop();
    for (let attempt = 1; ; attempt += 1) {
      expect(await sender.runOnce()).toBe(1);
      const [row] = await rows();
      if (row?.status === "failed") break;
      now = nextAttemptAt(attempt, now) ?? now;
    }
  }

  /** A moderator's session cookie. */
  async function moderatorCookie(email: string, ip: string): Promise<string> {
    await createModerator(email, "correct horse battery staple");
    const signedIn = await signInFully(email, "correct horse battery staple", ip);
    if (!signedIn.ok) throw new Error(signedIn.message);
    return signedIn.setCookie.split(";")[0] ?? "";
  }

  it("marks a message failed after a day of tries; the workspace shows it and a moderator's retry sends it", async () => {
    await enqueue(notification("failing@example.com"));
    const sender = worker();
    await failForGood(sender);
    const [failed] = await rows();
    expect(failed?.attempts).toBe(20);
    expect(log.lines.filter((line) => line.details.event === "mail_failed")).toHaveLength(1);
    now = new Date(now.getTime() + 86_400_000);
    expect(await sender.runOnce()).toBe(0);
    await smtp.start();

    const cookie = await moderatorCookie(`outbox-mod-${engine}@example.com`, "198.51.100.9");
    const asModerator = (request: Request) => {
      request.headers.set("Cookie", cookie);
      return request;
    };

    const page = await callRoute<{
      summary: Awaited<ReturnType<typeof outboxSummary>>;
      page: { items: unknown[] };
    }>(adminLoader, asModerator(new Request("http://localhost/admin?view=outbox&mail=failed")));
    expect(page.data?.summary).toMatchObject({ queued: 0, failed: 1 });
    expect(page.data?.page.items).toMatchObject([
      {
        id: failed?.id,
        recipient: "failing@example.com",
        subject: "Your movement was published",
        status: "failed",
        attempts: 20,
        last_error: failed?.last_error,
      },
    ]);

    const retried = await callRoute(
      adminAction,
      asModerator(
        formRequest("/admin?view=outbox&mail=failed", {
          intent: "retry-mail",
          id: String(failed?.id),
        }),
      ),
    );
    // Back to the page the moderator was on.
    expect(retried).toMatchObject({ status: 302, location: "/admin?view=outbox&mail=failed" });
    expect(await outboxSummary(handle.db)).toMatchObject({ queued: 1, failed: 0 });
    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["action", "subject_type", "subject_id"])
      .where("subject_type", "=", "e-mail")
      .execute();
    expect(audit).toEqual([{ action: "retry", subject_type: "e-mail", subject_id: failed?.id }]);

    // Retrying what is not failed is refused, and changes nothing.
    const again = await callRoute(
      adminAction,
      asModerator(formRequest("/admin", { intent: "retry-mail", id: String(failed?.id) })),
    );
    expect(again.status).toBe(404);

    now = new Date(Date.now());
    expect(await sender.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["failing@example.com"]]);
    expect(await outboxSummary(handle.db)).toMatchObject({ queued: 0, sent: 1, failed: 0 });
  });

  it("blanks a code that failed for good, and refuses a moderator's retry of it with a clear message", async () => {
    await enqueue(code("expired@example.com"));
    await failForGood(worker());
    await smtp.start();
    const [failed] = await rows();
    expect(failed).toMatchObject({
      status: "failed",
      subject: "Your confirmation link",
      recipient: "expired@example.com",
      text_body: "",
      html_body: "",
    });
    expect(failed?.last_error).toBeTruthy();

    const cookie = await moderatorCookie(`outbox-mod2-${engine}@example.com`, "198.51.100.10");
    const request = formRequest("/admin", { intent: "retry-mail", id: String(failed?.id) });
    request.headers.set("Cookie", cookie);
    const refused = await callRoute<{ toast: { title: string } }>(adminAction, request);
    expect(refused.status).toBe(410);
    expect(refused.data?.toast.title).toBe(
      "That e-mail held a code or link, which is no longer kept once it has failed, so it cannot be sent again. The person can ask for a new one.",
    );
    expect(await rows()).toEqual([failed]);
    const audit = await handle.db
      .selectFrom("audit_log")
      .select("id")
      .where("subject_type", "=", "e-mail")
      .where("subject_id", "=", failed?.id ?? 0)
      .execute();
    expect(audit).toEqual([]);
    now = new Date(Date.now());
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("unsubscribes by the page's button (GET, then POST) and by one-click POST; a bad token changes nothing", async () => {
    const token = unsubscribeToken("Page@Example.com");
    const page = await callRoute<{ state: string; address: string }>(
      unsubscribeLoader,
      `/unsubscribe?token=${token}`,
    );
    expect(page).toMatchObject({
      status: 200,
      data: { state: "confirm", address: "p•••@example.com" },
    });
    const unsubscribed = () =>
      handle.db.selectFrom("mail_unsubscribes").select("email").orderBy("email").execute();
    expect(await unsubscribed()).toEqual([]);

    const byButton = await callRoute(unsubscribeAction, formRequest("/unsubscribe", { token }));
    expect(byButton).toMatchObject({ status: 200, data: { state: "done" } });

    const oneClick = await callRoute(
      unsubscribeAction,
      formRequest(`/unsubscribe?token=${unsubscribeToken("click@example.com")}`, {
        "List-Unsubscribe": "One-Click",
      }),
    );
    expect(oneClick).toMatchObject({ status: 200, data: { state: "done" } });
    expect(await unsubscribed()).toEqual([
      { email: "click@example.com" },
      { email: "page@example.com" },
    ]);

    // Someone else's address under this token's signature, a cut token, none.
    const [, signature] = token.split(".");
    const forged = `${Buffer.from("victim@example.com").toString("base64url")}.${signature}`;
    // The last character of the signature carries two unused bits: another spelling of it.
    const last = token.at(-1) ?? "A";
    const respelled = token.slice(0, -1) + (last === "A" ? "B" : last === "B" ? "A" : "A");
    for (const bad of [forged, token.slice(0, -2), respelled, ""]) {
      expect((await callRoute(unsubscribeLoader, `/unsubscribe?token=${bad}`)).status).toBe(400);
      const posted = await callRoute(
        unsubscribeAction,
        formRequest(`/unsubscribe?token=${bad}`, { "List-Unsubscribe": "One-Click" }),
      );
      expect(posted).toMatchObject({ status: 400, data: { state: "invalid" } });
    }
    expect(await unsubscribed()).toHaveLength(2);
  });

  it("keeps unsubscribe links working after the signing secret is rotated, until the old one is dropped", async () => {
    const env = getEnv();
    const [old] = env.sessionSecrets;
    const withSecrets = (secrets: string) =>
      initEnv({
        DATA_DIR: env.dataDir,
        DATABASE_URL: env.databaseUrl,
        SESSION_SECRET: secrets,
        LOG_LEVEL: "silent",
        SITE_URL: siteUrl,
      });
    const token = unsubscribeToken("rotated@example.com");
    const fresh = "a-new-secret-of-at-least-32-characters-0123";
    try {
      withSecrets(`${fresh},${old}`);
      expect(unsubscribeToken("rotated@example.com")).not.toBe(token);
      expect((await callRoute(unsubscribeLoader, `/unsubscribe?token=${token}`)).status).toBe(200);
      withSecrets(fresh);
      expect((await callRoute(unsubscribeLoader, `/unsubscribe?token=${token}`)).status).toBe(400);
    } finally {
      withSecrets(old ?? "");
    }
  });

  it("sends an unsubscribed address no notification, but still the codes it asks for", async () => {
    // One queued before the address unsubscribed (say, while the SMTP server was down).
    expect(await enqueue(notification("quiet@example.com", "Queued before"))).toBe("queued");
    await callRoute(
      unsubscribeAction,
      formRequest(`/unsubscribe?token=${unsubscribeToken("quiet@example.com")}`, {
        "List-Unsubscribe": "One-Click",
      }),
    );
    expect(await enqueue(notification("Quiet@example.com"))).toBe("unsubscribed");
    expect(await enqueue(code("quiet@example.com"))).toBe("queued");
    expect(await worker().runOnce()).toBe(2);
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Your confirmation link"]);
    expect((await rows()).map((row) => [row.subject, row.status])).toEqual([
      ["Queued before", "skipped"],
      ["Your confirmation link", "sent"],
    ]);
  });

  it("sends the contact form's sender a receipt that relays nothing they typed: subject, date, reference, what happens next", async () => {
    // The form stores its receipt at the real time.
    now = new Date(Date.now() + 1_000);
    const answer = await callRoute(
      contactAction,
      formRequest("/contact", {
        name: "Rosa <i>Diaz</i>",
        email: "rosa@example.com",
        subject: "Your account is suspended",
        message: "Sign in at https://phish.example/login to restore it.\nSecond line & more.",
      }),
      { clientIp: `198.51.100.${engine === "sqlite" ? 60 : 61}` },
    );
    expect(answer).toMatchObject({ status: 302, location: "/contact" });
    const stored = await handle.db
      .selectFrom("contact_messages")
      .select(["id", "created_at"])
      .where("email", "=", "rosa@example.com")
      .executeTakeFirstOrThrow();
    const reference = `C-${String(stored.id).padStart(6, "0")}`;
    expect(await worker().runOnce()).toBe(1);
    const [receipt] = smtp.received;
    expect(receipt?.to).toEqual(["rosa@example.com"]);
    expect(receipt?.parsed.subject).toBe(`We received your message (${reference})`);
    const text = receipt?.parsed.text ?? "";
    expect(text).toContain(`Its reference is ${reference}.`);
    expect(text).toContain(formatDateTime(stored.created_at));
    expect(text).toContain(`we ${replyAim}, at this address.`);
    for (const part of [text, receipt?.parsed.html ?? "", receipt?.parsed.subject ?? ""]) {
      for (const typed of ["Rosa", "Diaz", "suspended", "phish.example", "Sign in", "Second line"])
        expect(part).not.toContain(typed);
    }
    expect(header(receipt?.parsed, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });
});

describe.each(engines)("without SMTP_URL, on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  it("writes each message to DATA_DIR/outbox/ as a parseable .eml file and logs its recipient and subject only", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-files-"));
    const log = recordingLog();
    const worker = createOutboxWorker({
      db: handle.db,
      engine,
      transport: createMailTransport(
        { smtpUrl: undefined, mailFrom: "hello@spotlight.test", dataDir },
        log,
      ),
      log,
    });
    await handle.db
      .transaction()
      .execute((trx) => enqueueMail(trx, notification("file@example.com")));
    expect(await worker.runOnce()).toBe(1);

    const folder = outboxFolder(dataDir);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(folder, files[0] ?? "");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(readFileSync(file));
    const [row] = await handle.db.selectFrom("mail_outbox").selectAll().execute();
    expect(row?.status).toBe("sent");
    expect(parsed.messageId).toBe(`<${row?.message_id}>`);
    expect(parsed.to).toMatchObject({ text: "file@example.com" });
    expect(parsed.subject).toBe("Your movement was published");
    expect(parsed.text).toContain("It is live.");
    expect(parsed.html).toContain("It is live.");
    expect(header(parsed, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    const written = log.lines.filter((line) => line.details.event === "mail_written");
    expect(written).toEqual([
      {
        level: "info",
        details: {
          event: "mail_written",
          to: "file@example.com",
          subject: "Your movement was published",
          file,
        },
        message: "e-mail written to the outbox folder (SMTP_URL is not set)",
      },
    ]);
    // No line carries the body or the unsubscribe token.
    const token = row?.list_unsubscribe?.split("token=")[1] ?? "missing";
    for (const line of log.lines) {
      expect(JSON.stringify(line)).not.toContain("It is live");
      expect(JSON.stringify(line)).not.toContain(token);
    }
  });
});
