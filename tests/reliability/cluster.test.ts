import { get, request } from "node:http";
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { Secret, TOTP } from "otpauth";
import { createCookie } from "react-router";
import { openDb } from "../../db";
import { siteCookies } from "../../app/content/cookies";
import { newLinkToken } from "../../app/lib/link-token.server";
import { freePort } from "../support/free-port";
import { newPostgresDatabase } from "../support/test-db";
import {
  addModerator,
  newStorage,
  requireBuild,
  sessionSecret,
  spawnApp,
  startApp,
  stopCluster,
  until,
  workerPids,
  workersThatAnswered,
  type AppProcess,
  type Storage,
} from "./app-process";

// `npm start` as processes: server/cluster.ts (what scripts/start.ts starts once the build is
// fresh) with two workers on SQLite, its default (and on PostgreSQL for the sign-in limits). Which worker answered a request is read from
// the one log stream: the request's X-Request-Id leads to its log line, which names its worker.

beforeAll(requireBuild);

const running: AppProcess[] = [];
afterEach(() => {
  for (const app of running.splice(0)) stopCluster(app);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The primary's lines: about itself and about each worker. */
const primaryLines = (app: AppProcess) => app.log().filter((line) => line.primary === true);

/**
 * Starts the cluster with two workers and waits until both are listening. It is stopped after
 * the test, unless `shared` (by several tests, which stop it themselves: `stopCluster`).
 */
async function startCluster(
  storage: Storage = newStorage(),
  { shared = false }: { shared?: boolean } = {},
): Promise<AppProcess> {
  const app = await startApp(storage, {
    entry: "build/bin/cluster.js",
    env: { WEB_CONCURRENCY: "2" },
  });
  if (!shared) running.push(app);
  await until("both workers to listen", () => workerPids(app).length === 2);
  return app;
}

/** Waits until `done()` holds, checking every 50 ms; fails after `seconds`. */
/**
 * GET on a connection of its own (fetch would keep one connection alive, and so one worker):
 * the status and the request's id.
 */
function getOnce(url: string): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          requestId: String(response.headers["x-request-id"]),
        }),
      );
    }).on("error", reject);
  });
}

test("both workers answer; a worker killed with SIGKILL is replaced, and the site answers meanwhile", async () => {
  const app = await startCluster();
  const first = [];
  for (let i = 0; i < 8; i += 1) first.push(await getOnce(`${app.origin}/about`));
  expect(first.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  expect(
    await workersThatAnswered(
      app,
      first.map((answer) => answer.requestId),
    ),
  ).toEqual(new Set([1, 2]));

  // The primary migrated the fresh database once, before it forked; the workers did not.
  expect(app.log().filter((line) => line.msg === "database migrated")).toEqual([
    expect.objectContaining({ primary: true }),
  ]);

  const [victim, survivor] = workerPids(app);
  process.kill(victim!, "SIGKILL");
  await until("the primary to see the worker die", () =>
    primaryLines(app).some((line) => line.msg === "worker exited unexpectedly: restarting"),
  );
  // Until the replacement listens, the other worker answers every request alone.
  const meanwhile = [];
  const deadline = Date.now() + 30_000;
  while (workerPids(app).length < 3) {
    meanwhile.push(await getOnce(`${app.origin}/about`));
    if (Date.now() > deadline) throw new Error("no replacement worker listening after 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(meanwhile.length).toBeGreaterThan(0);
  expect(meanwhile.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(isAlive(victim!)).toBe(false);
  expect(isAlive(survivor!)).toBe(true);

  const exited = primaryLines(app).find(
    (line) => line.msg === "worker exited unexpectedly: restarting",
  );
  expect(exited).toMatchObject({ pid: victim, signal: "SIGKILL" });
  expect(primaryLines(app).find((line) => line.msg === "worker restarted")).toMatchObject({
    worker: 3,
    replaces: exited?.worker,
  });

  // The replacement takes its share again.
  const after = [];
  for (let i = 0; i < 8; i += 1) after.push(await getOnce(`${app.origin}/about`));
  expect(after.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  const answeredAfter = await workersThatAnswered(
    app,
    after.map((answer) => answer.requestId),
  );
  expect(answeredAfter.has(3)).toBe(true);
  expect(answeredAfter.size).toBe(2);
  expect(app.child.exitCode).toBeNull();
}, 60_000);

test("SIGTERM to the primary: every worker drains and exits, then the primary exits 0", async () => {
  const app = await startCluster();
  const pids = workerPids(app);
  app.child.kill("SIGTERM");
  // The drain (half a second here) is each worker's: /healthz fails while pages are answered.
  expect(await app.exited).toEqual({ code: 0, signal: null });
  expect(pids.filter(isAlive)).toEqual([]);

  const log = app.log();
  for (const worker of [1, 2]) {
    const own = log.filter((line) => line.worker === worker && line.primary !== true);
    expect(own.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["shutting down", "stopped listening", "database closed"]),
    );
    expect(own.find((line) => line.msg === "shutting down")).toMatchObject({
      signal: "SIGTERM",
      drainSeconds: 0.5,
    });
  }
  expect(primaryLines(app).map((line) => line.msg)).toEqual(
    expect.arrayContaining(["shutting down the workers", "worker stopped", "all workers stopped"]),
  );
  expect(primaryLines(app).filter((line) => line.msg === "worker stopped")).toEqual([
    expect.objectContaining({ code: 0 }),
    expect.objectContaining({ code: 0 }),
  ]);
  // The primary's last line comes after every worker's.
  expect(log.at(-1)).toMatchObject({ primary: true, msg: "all workers stopped" });
}, 60_000);

test("a bad WEB_CONCURRENCY stops the start with one message, before any worker", async () => {
  for (const value of ["0", "many"]) {
    const app = await spawnApp(newStorage(), {
      entry: "build/bin/cluster.js",
      env: { WEB_CONCURRENCY: value },
    });
    running.push(app);
    expect(await app.exited).toEqual({ code: 1, signal: null });
    expect(app.output()).toBe(
      "Invalid environment variable(s):\n  WEB_CONCURRENCY: expected a whole number of worker processes from 1 to 64\n",
    );
  }
  // Another bad variable is reported once too, by the primary, not once by each worker.
  const app = await spawnApp(newStorage(), {
    entry: "build/bin/cluster.js",
    env: { WEB_CONCURRENCY: "3", LOG_LEVEL: "loud" },
  });
  running.push(app);
  expect(await app.exited).toEqual({ code: 1, signal: null });
  expect(app.output().match(/Invalid environment variable/g)).toHaveLength(1);
  expect(app.output()).toContain("LOG_LEVEL");
});

test("workers that keep failing at start (their port is taken): the primary gives up with exit 1", async () => {
  const port = await freePort();
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(port, "127.0.0.1", resolve));
  try {
    const app = await spawnApp(newStorage(), {
      entry: "build/bin/cluster.js",
      env: { WEB_CONCURRENCY: "2", PORT: String(port) },
    });
    running.push(app);
    expect(await app.exited).toEqual({ code: 1, signal: null });
    const lines = primaryLines(app);
    expect(
      lines.filter((line) => line.msg === "worker exited unexpectedly: restarting"),
    ).toHaveLength(4);
    expect(lines.at(-1)).toMatchObject({ level: 60, failuresAtStart: 5 });
    // Each restart waited longer than the one before.
    const waits = lines
      .filter((line) => line.msg === "worker exited unexpectedly: restarting")
      .map((line) => Number(line.restartInMs));
    expect(waits).toEqual([200, 400, 800, 1600]);
    // Nothing is left running.
    const started = lines.find((line) => line.msg === "started 2 workers")?.workers as {
      pid: number;
    }[];
    const forked = [
      ...started.map((worker) => worker.pid),
      ...lines.filter((line) => line.msg === "worker restarted").map((line) => Number(line.pid)),
    ];
    // Five failures took five workers; a sixth was forked if the last back-off (1.6 s) ended
    // before the fifth failure, which depends on how fast a worker fails.
    expect(forked.length).toBeGreaterThanOrEqual(5);
    await until("every worker to be gone", () => forked.every((pid) => !isAlive(pid)), 5);
  } finally {
    squatter.close();
  }
}, 60_000);

/** POST of a form on a connection of its own, from `visitor`: the status, its id and the page. */
function postOnce(
  url: string,
  fields: Record<string, string>,
  visitor: string,
  cookie?: string,
): Promise<{
  status: number;
  requestId: string;
  body: string;
  retryAfter: string | undefined;
  location: string | undefined;
  setCookie: string | undefined;
}> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          // The form's own origin, as a browser sends it (server/security.ts refuses others).
          Origin: new URL(url).origin,
          "X-Forwarded-For": visitor,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        let page = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (page += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            requestId: String(response.headers["x-request-id"]),
            body: page,
            retryAfter: response.headers["retry-after"],
            location: response.headers.location,
            setCookie: response.headers["set-cookie"]?.[0],
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const engines = {
  sqlite: async () => newStorage(),
  postgres: async () => newStorage(await newPostgresDatabase("guessing")),
};

// The limits' tests share one cluster per engine: each uses accounts, companies and client
// addresses of its own, and starting a cluster (and a PostgreSQL database) costs seconds.
describe.each(Object.entries(engines))("on %s", (_engine, makeStorage) => {
  let storage: Storage;
  let app: AppProcess;
  beforeAll(async () => {
    storage = await makeStorage();
    app = await startCluster(storage, { shared: true });
  }, 60_000);
  afterAll(() => {
    if (app) stopCluster(app);
  });

  test("40 wrong passwords at once for one account from one address, over both workers: 5 are checked, 35 refused as locked", async () => {
    const email = "guarded@example.com";
    const password = addModerator(storage, email);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postOnce(
          `${app.origin}/admin/login`,
          { email, password: `wrong guess ${i}` },
          "203.0.113.50",
        ),
      ),
    );
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    for (const answer of guesses)
      expect(answer.body).toContain(
        answer.status === 401
          ? "The e-mail or password is incorrect."
          : "Too many failed sign-ins. Please try again in 15 minutes.",
      );
    // Both processes took guesses: the limit held across them.
    expect(
      await workersThatAnswered(
        app,
        guesses.map((answer) => answer.requestId),
      ),
    ).toEqual(new Set([1, 2]));
    // The moderator, from another address, still signs in.
    const moderator = await postOnce(
      `${app.origin}/admin/login`,
      { email, password },
      "198.51.100.50",
    );
    expect(moderator.status).toBe(302);
  }, 60_000);

  test("a moderator's second step over both workers: one code sent 30 times at once signs in once; one invitation accepted 30 times at once makes one account", async () => {
    const email = "second-step@example.com";
    const password = addModerator(storage, email);
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const invited = "invited@example.com";
    const { token, hash } = newLinkToken();
    const handle = openDb({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    const now = new Date();
    try {
      await handle.db
        .updateTable("moderators")
        .set({ totp_secret: secret, totp_enabled_at: now.toISOString() })
        .where("email", "=", email)
        .execute();
      await handle.db
        .insertInto("moderator_invitations")
        .values({
          email: invited,
          role: "moderator",
          token_hash: hash,
          invited_by: null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        })
        .execute();
    } finally {
      await handle.close();
    }
    const visitor = "198.51.100.60";
    const first = await postOnce(`${app.origin}/admin/login`, { email, password }, visitor);
    expect(first.status).toBe(302);
    const cookie = first.setCookie?.split(";")[0] ?? "";
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
    const codes = await Promise.all(
      Array.from({ length: 30 }, () =>
        postOnce(`${app.origin}/admin/two-factor`, { code }, visitor, cookie),
      ),
    );
    // One answer signs in (to the workspace). Every other finds the code used (a wrong guess,
    // counted: after the pair's fifth, the rest are refused as locked), or the sign-in already
    // complete (back to the password).
    const signedIn = codes.filter(
      (answer) => answer.status === 302 && answer.location === "/admin",
    );
    expect(signedIn).toHaveLength(1);
    const refusal = (answer: (typeof codes)[number]) =>
      answer.status === 401
        ? /already used/.test(answer.body)
        : answer.status === 429
          ? /Too many failed sign-ins/.test(answer.body)
          : answer.status === 302 && (answer.location ?? "").startsWith("/admin/login");
    expect(codes.filter((answer) => answer !== signedIn[0] && !refusal(answer))).toEqual([]);
    expect(
      await workersThatAnswered(
        app,
        codes.map((answer) => answer.requestId),
      ),
    ).toEqual(new Set([1, 2]));

    const strong = "violet anchor quietly juggles 48 lanterns";
    const acceptances = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postOnce(
          `${app.origin}/admin/invitation?token=${token}`,
          { token, password: strong, confirmPassword: strong },
          `198.51.100.${100 + i}`,
        ),
      ),
    );
    expect(
      acceptances.filter(
        (answer) => answer.status === 302 && answer.location === "/admin/two-factor",
      ),
    ).toHaveLength(1);
    const check = openDb({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      const accounts = await check.db
        .selectFrom("moderators")
        .select("id")
        .where("email", "=", invited)
        .execute();
      expect(accounts).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 90_000);

  test("'Your data' over both workers: 30 link requests at once for one address, 3 sent; one link pressed 30 times opens one session; 30 erases at once erase once", async () => {
    const email = "flight.data@example.com";
    const requests = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postOnce(`${app.origin}/your-data`, { intent: "request", email }, `203.0.113.${150 + i}`),
      ),
    );
    expect(requests.filter((answer) => answer.status === 302)).toHaveLength(3);
    expect(requests.filter((answer) => answer.status === 429)).toHaveLength(27);
    const handle = openDb({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      const sent = await handle.db
        .selectFrom("your_data_links")
        .select("id")
        .where("email", "=", email)
        .execute();
      expect(sent).toHaveLength(3);

      // A link of its own (its token known to the test), pressed 30 times at once.
      const { token, hash } = newLinkToken();
      const now = new Date();
      await handle.db
        .insertInto("your_data_links")
        .values({
          token_hash: hash,
          email,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
          used_at: null,
        })
        .execute();
      const presses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postOnce(`${app.origin}/your-data/open`, { token }, `198.51.100.${150 + i}`),
        ),
      );
      const opened = presses.filter((answer) => answer.setCookie?.startsWith("ss_your_data="));
      expect(opened).toHaveLength(1);
      expect(await handle.db.selectFrom("your_data_sessions").select("id").execute()).toHaveLength(
        1,
      );

      const cookie = opened[0]!.setCookie!.split(";")[0]!;
      const erases = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postOnce(
            `${app.origin}/your-data/erase`,
            { confirm: "yes" },
            `192.0.2.${150 + i}`,
            cookie,
          ),
        ),
      );
      expect(erases.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(
        await handle.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "erased-by-person")
          .execute(),
      ).toHaveLength(1);
      expect(
        await workersThatAnswered(
          app,
          [...presses, ...erases].map((answer) => answer.requestId),
        ),
      ).toEqual(new Set([1, 2]));
    } finally {
      await handle.close();
    }
  }, 60_000);

  test("a company's forms over both workers: 30 claims at once from one address, 3 taken; 30 flags at once on one review, one kept", async () => {
    // The app has migrated the database: the company, its representative and a review, written
    // beside it as the claim's and sign-in's own tests make them.
    const handle = openDb({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    const now = new Date().toISOString();
    const { token, hash } = newLinkToken();
    try {
      const company = await handle.db
        .insertInto("companies")
        .values({
          created_at: now,
          status: "approved",
          name: "Acme Staffing",
          name_key: "acmestaffing",
          website: "https://acme-staffing.com/",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const claim = await handle.db
        .insertInto("company_claims")
        .values({
          company_id: company.id,
          created_at: now,
          status: "confirmed",
          name: "Jo Rivera",
          job_title: "Head of Talent",
          email: "jo@acme-staffing.com",
          token_hash: null,
          confirmed_at: now,
          revoked_at: null,
          revoked_reason: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await handle.db
        .insertInto("representative_sessions")
        .values({
          id: hash,
          claim_id: claim.id,
          created_at: now,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          ended_at: null,
        })
        .execute();
      const review = await handle.db
        .insertInto("company_reviews")
        .values({
          created_at: now,
          company_id: company.id,
          status: "approved",
          rating: 2,
          title: "Slow feedback",
          body: "We waited weeks.",
          reviewer_name: null,
          reviewer_email: "client@example.org",
          relationship: "client",
          confirmed_at: now,
          confirm_token_hash: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postOnce(
            `${app.origin}/company/${company.id}/claim`,
            { name: "Sam Lee", jobTitle: "Recruiter", email: `flight${i}@acme-staffing.com` },
            "203.0.113.60",
          ),
        ),
      );
      expect(claims.filter((answer) => answer.status === 302)).toHaveLength(3);
      const refused = claims.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(27);
      for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(
        await workersThatAnswered(
          app,
          claims.map((answer) => answer.requestId),
        ),
      ).toEqual(new Set([1, 2]));
      const stored = await handle.db
        .selectFrom("company_claims")
        .select("email")
        .where("email", "like", "flight%")
        .execute();
      expect(stored).toHaveLength(3);

      const cookie = (
        await createCookie(siteCookies.company.name, { secrets: [sessionSecret] }).serialize(token)
      ).split(";")[0];
      const flags = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postOnce(
            `${app.origin}/for-companies/reviews/${review.id}`,
            { intent: "flag", reason: "conflict-of-interest" },
            `198.51.100.${i + 1}`,
            cookie,
          ),
        ),
      );
      expect(flags.filter((answer) => answer.status === 302)).toHaveLength(1);
      expect(flags.filter((answer) => answer.status === 409)).toHaveLength(29);
      expect(
        await workersThatAnswered(
          app,
          flags.map((answer) => answer.requestId),
        ),
      ).toEqual(new Set([1, 2]));
      const kept = await handle.db
        .selectFrom("review_flags")
        .select("reason")
        .where("review_id", "=", review.id)
        .execute();
      expect(kept).toEqual([{ reason: "conflict-of-interest" }]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
