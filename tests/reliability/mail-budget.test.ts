import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "../../db";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { insertListedCompany, newPostgresDatabase } from "../support/test-db";
import {
  newStorage,
  requireBuild,
  startApp,
  type AppProcess,
  type Storage,
  workerPids,
} from "./app-process";

// Issue 26, one inbox as a target, as processes: `npm start`'s cluster with two workers, each
// with its own outbox sender, a real SMTP server on 127.0.0.1, and 40 actions anyone can take
// with someone's address (assessment starts, contact messages, movements, reviews) sent at once
// from 4 client addresses. The inbox gets its budget of 5, however the requests are spread
// over the workers; the rest is held back, logged without the address.

beforeAll(requireBuild);

const running: AppProcess[] = [];
const servers: TestSmtpServer[] = [];
afterEach(async () => {
  for (const app of running.splice(0)) if (app.child.exitCode === null) app.child.kill("SIGKILL");
  for (const smtp of servers.splice(0)) await smtp.stop();
});

async function until(what: string, done: () => Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${seconds} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function withDb<T>(
  storage: Storage,
  work: (db: ReturnType<typeof openDb>["db"]) => Promise<T>,
) {
  const handle = openDb(storage);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const victim = "target@example.com";

/** The form posts anyone can make with the victim's address, by kind. */
function forms(companyId: number): Record<string, [string, Record<string, string>]> {
  return {
    assessment: [
      "/assessment",
      { intent: "start", name: "Stranger", email: victim, company: "X", designation: "Y" },
    ],
    contact: [
      "/contact",
      { name: "Stranger", email: victim, subject: "Hello", message: "Mail someone else, please." },
    ],
    movement: [
      "/submit",
      {
        name: "Someone Else",
        newRole: "Recruiter",
        company: "Quillmark",
        description: "A movement whose submitter address belongs to someone else.",
        submitterEmail: victim,
      },
    ],
    review: [
      `/company/${companyId}`,
      {
        relationship: "placed",
        rating: "4",
        title: "A review in someone's name",
        body: "Written with an address that belongs to someone else.",
        reviewerEmail: victim,
      },
    ],
  };
}

const engines = {
  sqlite: async () => newStorage(),
  postgres: async () => newStorage(await newPostgresDatabase("budget")),
};

describe.each(Object.entries(engines))("on %s", (_engine, makeStorage) => {
  test("40 actions from 4 addresses at one inbox, two workers: 5 e-mails arrive, the rest is held and logged", async () => {
    const smtp = await startTestSmtpServer();
    servers.push(smtp);
    const storage = await makeStorage();
    const app = await startApp(storage, {
      entry: "build/bin/cluster.js",
      env: { WEB_CONCURRENCY: "2", SMTP_URL: smtp.url },
    });
    running.push(app);
    // /healthz answers once one worker listens; the burst is meant for both.
    await until("both workers to listen", async () => workerPids(app).length === 2);
    const companyId = await withDb(storage, (db) => insertListedCompany(db, "Budget Staffing"));
    const posts = Object.values(forms(companyId));
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const [path, fields] = posts[i % posts.length] ?? posts[0]!;
        const response = await fetch(`${app.origin}${path}`, {
          method: "POST",
          body: new URLSearchParams(fields),
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: app.origin,
            "X-Forwarded-For": `10.26.0.${(i % 4) + 1}`,
          },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    // Stored (302), refused by the form's own rate limit (429), or, when the database cannot
    // answer within its limits on a machine this loaded (the browser tests run beside), refused
    // with the values kept (503): never a crash, and never a sixth e-mail.
    for (const status of answers) expect([302, 429, 503]).toContain(status);
    expect(answers.filter((status) => status === 302).length).toBeGreaterThanOrEqual(5);

    await until("the outbox to be sent", () =>
      withDb(storage, async (db) => {
        const waiting = await db
          .selectFrom("mail_outbox")
          .select("id")
          .where("status", "=", "queued")
          .execute();
        return waiting.length === 0;
      }),
    );
    expect(smtp.received.filter((mail) => mail.to[0] === victim)).toHaveLength(5);
    // Ten starts for the address in flight, over two workers: one unconfirmed attempt lives.
    const attempts = await withDb(storage, (db) =>
      db.selectFrom("assessment_attempts").select("id").where("email", "=", victim).execute(),
    );
    expect(attempts).toHaveLength(1);
    const held = await withDb(storage, (db) => db.selectFrom("mail_held").select("id").execute());
    expect(held.length).toBeGreaterThan(0);
    const logged = app.log().filter((line) => line.event === "mail_held");
    expect(logged).toHaveLength(held.length);
    for (const line of logged) expect(JSON.stringify(line)).not.toContain(victim);
    // Both workers answered some of the 40.
    const workers = new Set(
      app
        .log()
        .filter((line) => line.msg === "request" && line.method === "POST")
        .map((line) => line.worker)
        .filter((worker) => worker !== undefined),
    );
    expect(workers.size).toBe(2);
  }, 90_000);
});
