import { mkdtempSync, readdirSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb, type DbHandle, type Engine } from "../db";
import {
  isStoredAnswer,
  movementFields,
  newStorage,
  postMovement,
  requireBuild,
  startApp,
  stopCluster,
  until,
  visitorIp,
  workerPids,
  workersThatAnswered,
  type AppProcess,
  type Storage,
} from "../tests/reliability/app-process";
import { engines, insertListedCompany, newPostgresDatabase } from "../tests/support/test-db";

// GET /metrics as `npm start` serves it: the compiled cluster with two workers, over HTTP, on
// each engine. Which worker answered a request is read from the one log stream (the request's
// X-Request-Id leads to its line, which names its worker). Each engine's cluster is started once
// and shared by the tests, each of which compares a scrape before and after what it does.

beforeAll(requireBuild);

const token = "metrics-test-token-0123456789abcdef";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET on a connection of its own (a kept-alive one would reach one worker only). */
function getOnce(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    }).on("error", reject);
  });
}

/** The value of the sample of `name` whose labels include `labels`, summed; 0 when none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split("\n")) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/gi)].map(([, k, v]) => [k, v]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value))
      total += Number(match[3]);
  }
  return total;
}

test("without METRICS_TOKEN, /metrics answers 404 to everyone", async () => {
  const app = await startApp(newStorage());
  try {
    for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const answer = await getOnce(`${app.origin}/metrics`, headers);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("staffing_spotlight");
    }
  } finally {
    stopCluster(app);
  }
});

const storageOf: Record<Engine, () => Promise<Storage>> = {
  sqlite: async () => newStorage(),
  postgres: async () => newStorage(await newPostgresDatabase("metrics")),
};

describe.each(engines)("GET /metrics with two workers on %s", (engine) => {
  let app: AppProcess;
  let handle: DbHandle;
  // On SQLite the same cluster also makes its scheduled backups (issue 34), every second.
  const backupDir = mkdtempSync(path.join(tmpdir(), "spotlight-metrics-backups-"));
  beforeAll(async () => {
    const storage = await storageOf[engine]();
    app = await startApp(storage, {
      entry: "build/bin/cluster.js",
      env: {
        WEB_CONCURRENCY: "2",
        METRICS_TOKEN: token,
        ...(engine === "sqlite"
          ? { BACKUP_DIR: backupDir, BACKUP_EVERY: "1s", BACKUP_KEEP: "2" }
          : {}),
      },
    });
    await until("both workers to listen", () => workerPids(app).length === 2);
    handle = openDb(storage);
  });
  afterAll(async () => {
    stopCluster(app);
    await handle?.close();
  });

  const scrape = async () => {
    const answer = await getOnce(`${app.origin}/metrics`, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  test("answers 401 with WWW-Authenticate: Bearer without the token, or with another", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token.slice(0, -1)}x` },
      { Authorization: `Basic ${Buffer.from(`x:${token}`).toString("base64")}` },
    ];
    for (const headers of attempts) {
      const answer = await getOnce(`${app.origin}/metrics`, headers);
      expect(answer.status).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe("Bearer");
      expect(answer.body).not.toContain("staffing_spotlight");
    }
  });

  test("reports the process, request, cache, limit, database, outbox and moderation metrics", async () => {
    const text = await scrape();
    for (const name of [
      "process_cpu_user_seconds_total",
      "nodejs_heap_size_used_bytes",
      "staffing_spotlight_http_requests_total",
      "staffing_spotlight_http_request_duration_seconds",
      "staffing_spotlight_page_cache_lookups_total",
      "staffing_spotlight_rate_limit_refusals_total",
      "staffing_spotlight_database_errors_total",
      "staffing_spotlight_outbox_messages",
      "staffing_spotlight_outbox_oldest_queued_seconds",
      "staffing_spotlight_moderation_pending",
    ]) {
      expect(text).toContain(`# HELP ${name} `);
    }
    // Once for the cluster, not once for each worker.
    expect(text.match(/^# HELP staffing_spotlight_outbox_messages /gm)).toHaveLength(1);
  });

  test("sums both workers' requests to /company/:id and their page cache hits and misses", async () => {
    const company = await insertListedCompany(handle.db, `Metrics Staffing ${engine}`);
    const before = await scrape();
    const sent = 12;
    // At once, so that each worker keeps the page its first request renders and sends it to the
    // requests waiting for it.
    const answers = await Promise.all(
      Array.from({ length: sent }, () => getOnce(`${app.origin}/company/${company}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(sent).fill(200));
    const workers = await workersThatAnswered(
      app,
      answers.map((answer) => String(answer.headers["x-request-id"])),
    );
    // Each worker answered some of them.
    expect(new Set(workers)).toEqual(new Set([1, 2]));

    const after = await scrape();
    const route = { method: "GET", route: "/company/:id", status: "200" };
    const requests = "staffing_spotlight_http_requests_total";
    expect(sample(after, requests, route) - sample(before, requests, route)).toBe(sent);
    // Each worker's series is its own, labelled by its slot.
    for (const worker of ["1", "2"])
      expect(
        sample(after, requests, { ...route, worker }) -
          sample(before, requests, { ...route, worker }),
        `worker ${worker}`,
      ).toBeGreaterThan(0);
    expect(after).not.toMatch(new RegExp(`route="/company/${company}`));
    const duration = "staffing_spotlight_http_request_duration_seconds_count";
    const timed = { method: "GET", route: "/company/:id" };
    expect(sample(after, duration, timed) - sample(before, duration, timed)).toBe(sent);

    const lookups = "staffing_spotlight_page_cache_lookups_total";
    for (const result of ["hit", "miss"]) {
      const told = answers.filter((answer) => answer.headers["x-page-cache"] === result).length;
      expect(sample(after, lookups, { result }) - sample(before, lookups, { result })).toBe(told);
    }
    expect(answers.some((answer) => answer.headers["x-page-cache"] === "hit")).toBe(true);
  });

  test("reports the outbox's e-mails by status and how long the oldest waiting one has waited", async () => {
    const before = await scrape();
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const mail = (status: "queued" | "failed", n: number) => ({
      created_at: hourAgo,
      message_id: `metrics-${engine}-${n}@test`,
      category: "code" as const,
      recipient: "someone@example.com",
      subject: "Waiting",
      text_body: "",
      html_body: "",
      list_unsubscribe: null,
      status,
      // Not due for a day: the outbox worker leaves the queued one waiting.
      next_attempt_at: new Date(Date.now() + 86_400_000).toISOString(),
      claimed_until: null,
      claim_token: null,
      last_error: status === "failed" ? "550 no such user" : null,
      sent_at: null,
      budget_key: null,
    });
    await handle.db
      .insertInto("mail_outbox")
      .values([mail("queued", 1), mail("failed", 2)])
      .execute();

    const after = await scrape();
    const outbox = "staffing_spotlight_outbox_messages";
    // Read once for the cluster: two workers adding up the same rows would say 2.
    for (const status of ["queued", "failed"]) {
      expect(sample(after, outbox, { status }) - sample(before, outbox, { status })).toBe(1);
    }
    const oldest = sample(after, "staffing_spotlight_outbox_oldest_queued_seconds");
    expect(oldest).toBeGreaterThanOrEqual(3600);
    expect(oldest).toBeLessThan(2 * 3600);
  });

  test("counts a rate-limit refusal, and the movements waiting for a moderator", async () => {
    const before = await scrape();
    // The movement form takes 3 a minute from one address: the fourth is refused.
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await postMovement(app.origin, movementFields(`metrics-${engine}-${i}`), visitorIp(3400)),
      );
    }
    expect(answers.map((answer) => (isStoredAnswer(answer) ? "stored" : answer.status))).toEqual([
      "stored",
      "stored",
      "stored",
      429,
    ]);

    const after = await scrape();
    const refusals = "staffing_spotlight_rate_limit_refusals_total";
    const rule = { rule: "movement" };
    expect(sample(after, refusals, rule) - sample(before, refusals, rule)).toBe(1);
    const pending = "staffing_spotlight_moderation_pending";
    const queue = { queue: "movements" };
    expect(sample(after, pending, queue) - sample(before, pending, queue)).toBe(3);
  });

  test("counts a moderator's sign-in refused by its lock among the refusals", async () => {
    const before = await scrape();
    // Five wrong guesses for one account from one address lock the pair: of 7 sent at once,
    // 5 are checked and 2 refused.
    const guesses = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        fetch(`${app.origin}/admin/login`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({ email: "nobody@example.com", password: `guess ${i}` }),
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: app.origin,
            "X-Forwarded-For": visitorIp(3500),
          },
        }).then(async (answer) => (await answer.arrayBuffer(), answer.status)),
      ),
    );
    expect(guesses.filter((status) => status === 429)).toHaveLength(2);
    const after = await scrape();
    const refusals = "staffing_spotlight_rate_limit_refusals_total";
    const rule = { rule: "moderator-sign-in" };
    expect(sample(after, refusals, rule) - sample(before, refusals, rule)).toBe(2);
  });

  test("a worker that dies is replaced in its slot: its series continue, none is added", async () => {
    const restarts = () => app.log().filter((line) => line.msg === "worker restarted").length;
    const before = restarts();
    const [first] = workerPids(app);
    process.kill(first!, "SIGKILL");
    await until("the worker's replacement", () => restarts() > before);
    await until("the replacement listening", () => workerPids(app).length >= 3);
    // Until it listens and answers the primary, a scrape may be refused (503): ask again.
    let text = "";
    for (let tries = 0; tries < 50 && !text; tries += 1) {
      const answer = await getOnce(`${app.origin}/metrics`, { Authorization: `Bearer ${token}` });
      if (answer.status === 200) text = answer.body;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Every worker reports its memory, requests or not: slots 1 and 2, and no third.
    const slots = new Set(
      [...text.matchAll(/^process_resident_memory_bytes\{[^}]*worker="(\d+)"/gm)].map(
        (match) => match[1],
      ),
    );
    expect([...slots].sort()).toEqual(["1", "2"]);
    expect(text).not.toMatch(/worker="3"/);
  });

  if (engine === "sqlite")
    test("BACKUP_EVERY: the primary alone makes the scheduled backups, and keeps BACKUP_KEEP", async () => {
      await until(
        "three scheduled backups",
        () => app.log().filter((line) => line.event === "backup_made").length >= 3,
      );
      const made = app.log().filter((line) => line.event === "backup_made");
      // Two workers, one schedule: every backup is the primary's.
      expect(made.every((line) => line.primary === true && !("worker" in line))).toBe(true);
      // A new backup is renamed into place a moment before the oldest goes: wait out that moment.
      const kept = () => readdirSync(backupDir).filter((name) => name.startsWith("scheduled-"));
      await until("the rotation", () => kept().length <= 2);
      expect(kept().length).toBeGreaterThanOrEqual(1);
      expect(made.flatMap((line) => line.deleted as string[]).length).toBeGreaterThan(0);
    });

  test("never writes the token to the log", () => {
    expect(app.output()).not.toContain(token);
    expect(app.log().some((line) => line.url === "/metrics")).toBe(true);
  });
});
