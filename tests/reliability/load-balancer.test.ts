import { afterAll, beforeAll, expect, test } from "vitest";
import { openDb } from "../../db";
import { freePort } from "../support/free-port";
import { startNginx, type TestNginx } from "../support/nginx";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { newPostgresDatabase } from "../support/test-db";
import {
  addModerator,
  isStoredAnswer,
  movementFields,
  newStorage,
  postMovement,
  requireBuild,
  secondStep,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// "Running on several machines" (README), for real: two app processes (server/index.ts, as on
// two machines) against one PostgreSQL, behind nginx from Debian, round-robin. Every request
// goes through nginx; which process answered it is read from the processes' own logs, by the
// request's X-Request-Id. The tests run in order on the same processes; the last one kills one.

const moderatorEmail = "mod@example.com";

let storage: Storage;
let smtp: TestSmtpServer;
let apps: AppProcess[] = [];
let nginx: TestNginx;
/** Where visitors reach the site: nginx. */
let site: string;
let moderatorPassword: string;

beforeAll(async () => {
  requireBuild();
  storage = newStorage(await newPostgresDatabase("balancer"));
  smtp = await startTestSmtpServer();
  const nginxPort = await freePort();
  site = `http://127.0.0.1:${nginxPort}`;
  const env = {
    SITE_URL: site,
    SMTP_URL: smtp.url,
    // Two hops in front of each app: nginx, and before it the proxy this test plays, which
    // sends each simulated visitor's address in X-Forwarded-For (nginx appends its client's,
    // 127.0.0.1). With one nginx and real visitors, TRUST_PROXY is 1.
    TRUST_PROXY: "2",
  };
  // One after the other: the first migrates the new database.
  apps = [await startApp(storage, { env }), await startApp(storage, { env })];
  moderatorPassword = addModerator(storage, moderatorEmail);
  nginx = await startNginx({
    upstreams: apps.map((app) => Number(new URL(app.origin).port)),
    port: nginxPort,
  });
}, 90_000);

afterAll(async () => {
  await nginx?.stop();
  for (const app of apps) if (app.child.exitCode === null) app.child.kill("SIGKILL");
  await smtp?.stop();
});

/** Which app process (0 or 1) answered: the one whose log has the response's request id. */
async function servedBy(response: Response): Promise<number> {
  const id = response.headers.get("x-request-id");
  if (!id) throw new Error(`no X-Request-Id on an answer ${response.status}`);
  const marker = `"reqId":"${id}"`;
  const deadline = Date.now() + 3_000;
  for (;;) {
    const index = apps.findIndex((app) => app.output().includes(marker));
    if (index >= 0) return index;
    // A process writes the line as it answers; the test reads its output a moment later.
    if (Date.now() > deadline) throw new Error(`no log line of request ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site}${pathname}`, { redirect: "manual", headers });
}

function post(
  pathname: string,
  fields: Record<string, string>,
  visitor: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${site}${pathname}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site,
      "X-Forwarded-For": visitor,
      ...headers,
    },
  });
}

async function withDb<T>(read: (handle: ReturnType<typeof openDb>) => Promise<T>): Promise<T> {
  const handle = openDb(storage);
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

async function signIn(): Promise<string> {
  const response = await post(
    "/admin/login",
    { email: moderatorEmail, password: moderatorPassword },
    visitorIp(1),
  );
  await response.arrayBuffer();
  expect(response.status).toBe(302);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  expect(cookie).toMatch(/^ss_session=./);
  return secondStep(
    moderatorEmail,
    cookie!,
    (path, sent) => get(path, { Cookie: sent }),
    (path, fields, sent) => post(path, fields, visitorIp(1), { Cookie: sent }),
  );
}

test("a moderator signed in through one process stays signed in on both", async () => {
  const cookie = await signIn();
  const servers = new Set<number>();
  for (let i = 0; i < 4; i += 1) {
    const response = await get("/admin", { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(moderatorEmail);
    servers.add(await servedBy(response));
  }
  expect(servers).toEqual(new Set([0, 1]));
  // Without the cookie, the same page sends a visitor to the sign-in form.
  const visitor = await get("/admin");
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get("location")).toMatch(/^\/admin\/login/);
});

test("a visitor's limit of 3 movements a minute holds across both processes", async () => {
  const statuses = [];
  const servers = new Set<number>();
  for (let i = 0; i < 6; i += 1) {
    const response = await postMovement(site, movementFields(`limited-${i}`), visitorIp(2));
    await response.arrayBuffer();
    statuses.push(response.status);
    servers.add(await servedBy(response));
  }
  expect(statuses).toEqual([302, 302, 302, 429, 429, 429]);
  expect(servers).toEqual(new Set([0, 1]));
  const stored = await withDb((handle) =>
    handle.db
      .selectFrom("movement_submissions")
      .select("name")
      .where("name", "like", "Durable limited-%")
      .execute(),
  );
  expect(stored.map((row) => row.name).sort()).toEqual(
    [0, 1, 2].map((i) => `Durable limited-${i}`),
  );
});

test("each e-mail stored by an action is delivered once, although both processes send", async () => {
  const recipients = [0, 1, 2, 3].map((i) => `outbox-${i}@example.com`);
  const servers = new Set<number>();
  for (const [i, recipient] of recipients.entries()) {
    const response = await post(
      "/contact",
      {
        name: `Sender ${i}`,
        email: recipient,
        subject: `Question ${i}`,
        message: `A question about listings (${i}).`,
      },
      visitorIp(300 + i),
    );
    await response.arrayBuffer();
    expect(response.status).toBe(302);
    servers.add(await servedBy(response));
  }
  expect(servers).toEqual(new Set([0, 1]));

  const receivedBy = (recipient: string) =>
    smtp.received.filter((mail) => mail.to.includes(recipient)).length;
  const deadline = Date.now() + 30_000;
  while (!recipients.every((recipient) => receivedBy(recipient) > 0)) {
    if (Date.now() > deadline) throw new Error("the receipts were not delivered within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Both outbox workers look for e-mails every 2 seconds: give each a few more rounds in which
  // it could send one again.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(recipients.map(receivedBy)).toEqual([1, 1, 1, 1]);
  const rows = await withDb((handle) =>
    handle.db
      .selectFrom("mail_outbox")
      .select(["recipient", "status"])
      .where("recipient", "in", recipients)
      .execute(),
  );
  expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
  const sentLines = apps.flatMap((app) => app.log().filter((line) => line.event === "mail_sent"));
  const messageIds = sentLines.map((line) => line.messageId);
  expect(new Set(messageIds).size).toBe(messageIds.length);
}, 60_000);

/**
 * Requests every page in turn, each twice in a row (nginx's round-robin sends the two to both
 * processes), through nginx, from the approval's answer on: every request that began more than
 * a second after that answer must show `text`, and it goes on until each page has been served
 * that way by both processes.
 */
async function expectFreshEverywhere(pages: string[], text: string, approvedAt: number) {
  const after: { page: string; shows: boolean; at: number; server: number }[] = [];
  const servedBoth = (page: string) =>
    new Set(after.filter((r) => r.page === page).map((r) => r.server)).size === 2;
  const deadline = approvedAt + 20_000;
  while (!pages.every(servedBoth)) {
    if (performance.now() > deadline)
      throw new Error(`not every page was served by both processes: ${JSON.stringify(after)}`);
    for (const page of pages) {
      for (let twice = 0; twice < 2; twice += 1) {
        const at = performance.now() - approvedAt;
        const response = await get(page);
        const shows = response.status === 200 && (await response.text()).includes(text);
        if (at >= 1000)
          after.push({ page, shows, at: Math.round(at), server: await servedBy(response) });
      }
    }
  }
  expect(
    after.filter((request) => !request.shows),
    `requests without "${text}" that began more than 1 s after the approval's answer (at: ms after it; server: process)`,
  ).toEqual([]);
}

test("a moderator's approval is on every public page within 1 second, whichever process serves it", async () => {
  const cookie = await signIn();
  const movement = movementFields("fresh");
  const company = { name: "Northwind Freshness Staffing", description: "IT staffing." };
  expect(isStoredAnswer(await postMovement(site, movement, visitorIp(400)))).toBe(true);
  const companyAnswer = await post("/submit-company", company, visitorIp(401));
  expect(companyAnswer.status).toBe(302);
  const [movementId, companyId] = await withDb(async (handle) => [
    (
      await handle.db
        .selectFrom("movement_submissions")
        .select("id")
        .where("name", "=", movement.name as string)
        .executeTakeFirstOrThrow()
    ).id,
    (
      await handle.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", company.name)
        .executeTakeFirstOrThrow()
    ).id,
  ]);

  const movementPages = ["/", "/movements", `/movements/${movementId}`];
  const companyPages = ["/companies", `/company/${companyId}`];
  // Both processes have the pages as they were before (kept for up to 800 ms): pending items
  // are not public.
  for (let i = 0; i < 2; i += 1) {
    for (const page of [...movementPages, ...companyPages]) {
      const response = await get(page);
      const body = await response.text();
      expect(body).not.toContain(movement.name);
      expect(body).not.toContain(company.name);
    }
  }

  const approve = async (subject: string, id: number) => {
    const response = await post(
      "/admin",
      { intent: "decide", subject, id: String(id), decision: "approve" },
      visitorIp(1),
      { Cookie: cookie },
    );
    await response.arrayBuffer();
    expect([200, 302, 303]).toContain(response.status);
    return performance.now();
  };
  await expectFreshEverywhere(
    movementPages,
    movement.name as string,
    await approve("movement", movementId),
  );
  await expectFreshEverywhere(companyPages, company.name, await approve("company", companyId));
}, 60_000);

test("one process killed with SIGKILL mid-load: every acknowledged submission is stored once, none lost", async () => {
  const [victim] = apps;
  const submissionsLogged = () =>
    apps.map(
      (app) => app.log().filter((line) => line.msg === "request" && line.url === "/submit").length,
    );
  const loggedBefore = submissionsLogged();
  const total = 200;
  const killAfter = 60;
  const acknowledged: string[] = [];
  const refused: string[] = [];
  /** nginx lost the app mid-request (502): it may have been stored just before the kill. */
  const unknown: string[] = [];
  let answered = 0;
  let answeredAfterKill = 0;
  let killed = false;

  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const key = `load-${i}`;
      const response = await postMovement(site, movementFields(key), visitorIp(10_000 + i));
      await response.arrayBuffer();
      if (isStoredAnswer(response)) acknowledged.push(`Durable ${key}`);
      else if (response.status === 429 || response.status === 503) refused.push(`Durable ${key}`);
      else if (response.status === 502) unknown.push(`Durable ${key}`);
      else expect.fail(`submission ${i} answered ${response.status}`);
      answered += 1;
      if (killed) answeredAfterKill += 1;
      if (answered === killAfter) {
        killed = true;
        victim!.child.kill("SIGKILL");
      }
    }),
  );
  expect((await victim!.exited).signal).toBe("SIGKILL");
  // The kill came midway, and the survivor answered what followed.
  expect(answeredAfterKill).toBeGreaterThan(0);
  expect(acknowledged.length).toBeGreaterThan(total / 2);

  const names = await withDb(async (handle) =>
    (
      await handle.db
        .selectFrom("movement_submissions")
        .select("name")
        .where("name", "like", "Durable load-%")
        .execute()
    ).map((row) => row.name),
  );
  // Nothing twice, nothing acknowledged lost, nothing refused stored.
  expect(names.length - new Set(names).size).toBe(0);
  const stored = new Set(names);
  expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  expect(refused.filter((name) => stored.has(name))).toEqual([]);
  expect(names.filter((name) => !acknowledged.includes(name) && !unknown.includes(name))).toEqual(
    [],
  );
  // Both processes took a share of the load.
  const loggedAfter = submissionsLogged();
  expect(loggedAfter[0]).toBeGreaterThan(loggedBefore[0]!);
  expect(loggedAfter[1]).toBeGreaterThan(loggedBefore[1]!);
}, 60_000);
