import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "../../db";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { newPostgresDatabase } from "../support/test-db";
import {
  newStorage,
  requireBuild,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// The outbox as processes: without SMTP_URL, e-mails written to DATA_DIR/outbox/ as `npm start`
// does on a fresh clone; a server killed while it sends an e-mail; two servers over one
// PostgreSQL. The contact form's receipt is the e-mail; a real SMTP server receives it.

beforeAll(requireBuild);

const running: AppProcess[] = [];
const servers: TestSmtpServer[] = [];
async function start(storage: Storage, env: Record<string, string>) {
  const app = await startApp(storage, { env });
  running.push(app);
  return app;
}
async function smtpServer() {
  const smtp = await startTestSmtpServer();
  servers.push(smtp);
  return smtp;
}
afterEach(async () => {
  for (const app of running.splice(0)) if (app.child.exitCode === null) app.child.kill("SIGKILL");
  for (const smtp of servers.splice(0)) await smtp.stop();
});

/** Waits until `done()` holds, checking every 100 ms; fails after `seconds`. */
async function until(what: string, done: () => boolean | Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${seconds} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Posts the contact form as a browser would, from the given visitor address. */
async function postContact(origin: string, key: string, visitor: string) {
  const response = await fetch(`${origin}/contact`, {
    method: "POST",
    body: new URLSearchParams({
      name: `Sender ${key}`,
      email: `${key}@example.com`,
      subject: `Question ${key}`,
      message: `A question about listings (${key}).`,
    }),
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": visitor,
    },
  });
  await response.arrayBuffer();
  expect(response.status).toBe(302);
}

async function outboxStatuses(storage: Storage) {
  const handle = openDb(storage);
  try {
    const rows = await handle.db.selectFrom("mail_outbox").select("status").execute();
    return rows.map((row) => row.status);
  } finally {
    await handle.close();
  }
}

const engines = {
  sqlite: async () => newStorage(),
  postgres: async () => newStorage(await newPostgresDatabase("outbox")),
};

test("without SMTP_URL, each e-mail is a .eml file in DATA_DIR/outbox/ and one log line without its body", async () => {
  const storage = newStorage();
  const app = await start(storage, {});
  await postContact(app.origin, "written", visitorIp(50));
  const folder = path.join(storage.dataDir, "outbox");
  const files = () => (existsSync(folder) ? readdirSync(folder) : []);
  await until("the receipt to be written", () => files().length === 1);
  const [file] = files();
  expect(file).toMatch(/\.eml$/);
  const mail = await simpleParser(readFileSync(path.join(folder, file ?? "")));
  expect(mail.subject).toMatch(/^We received your message \(C-\d{6}\)$/);
  expect(mail.text).toMatch(/Its reference is C-\d{6}\./);
  expect((mail.to as AddressObject).value[0]?.address).toBe("written@example.com");
  // Private like the database: only the server's user may read it.
  expect(statSync(path.join(folder, file ?? "")).mode & 0o777).toBe(0o600);
  const lines = app.log().filter((line) => line.event === "mail_written");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ to: "written@example.com", subject: mail.subject });
  expect(JSON.stringify(lines[0])).not.toContain("A question about listings");
}, 60_000);

describe.each(Object.entries(engines))("on %s", (_engine, makeStorage) => {
  test("a server killed while it sends an e-mail: the e-mail arrives after the restart, once", async () => {
    const smtp = await smtpServer();
    const storage = await makeStorage();
    // A claim of 3 s instead of 120: how long a killed sender's e-mail waits for another.
    const env = { SMTP_URL: smtp.url, NODE_ENV: "test", MAIL_TEST_LEASE_SECONDS: "3" };
    const app = await start(storage, env);

    smtp.hold(true);
    await postContact(app.origin, "killed", visitorIp(1));
    await until("the server to be sending the receipt", () => smtp.held() === 1);
    app.child.kill("SIGKILL");
    expect((await app.exited).signal).toBe("SIGKILL");
    smtp.hold(false);
    expect(smtp.received).toEqual([]);

    await start(storage, env);
    await until("the receipt to arrive", () => smtp.received.length > 0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["killed@example.com"]]);
    await until("the outbox to record it", async () =>
      (await outboxStatuses(storage)).every((status) => status === "sent"),
    );
    expect(smtp.received).toHaveLength(1);
  }, 90_000);
});

test("two servers over one PostgreSQL send each e-mail once", async () => {
  const smtp = await smtpServer();
  const storage = await engines.postgres();
  const env = { SMTP_URL: smtp.url };
  const apps = await Promise.all([start(storage, env), start(storage, env)]);
  const total = 12;
  for (let i = 0; i < total; i += 1)
    await postContact(apps[i % 2]?.origin ?? "", `pair${i}`, visitorIp(100 + i));
  await until("every receipt to arrive", () => smtp.received.length >= total);

  // Stopped with SIGTERM, each server finishes the send it is in before it exits: after that,
  // every send either server made has arrived.
  for (const app of apps) app.child.kill("SIGTERM");
  for (const app of apps) expect((await app.exited).code).toBe(0);
  const ids = smtp.received.map((mail) => mail.parsed.messageId);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(total);
  const sentLines = apps.flatMap((app) => app.log().filter((line) => line.event === "mail_sent"));
  expect(sentLines).toHaveLength(total);
  expect(await outboxStatuses(storage)).toEqual(Array.from({ length: total }, () => "sent"));
}, 120_000);
