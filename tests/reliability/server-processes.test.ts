import { request as httpRequest } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "../../db";
import { newPostgresDatabase } from "../support/test-db";
import {
  isStoredAnswer,
  movementFields,
  newStorage,
  postMovement,
  requireBuild,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// The server as a process: killed mid-write, run twice over one PostgreSQL, and stopped with
// SIGTERM while a request is in flight. Real HTTP against the production build.

beforeAll(requireBuild);

const running: AppProcess[] = [];
async function start(storage: Storage) {
  const app = await startApp(storage);
  running.push(app);
  return app;
}
afterEach(() => {
  for (const app of running.splice(0)) if (app.child.exitCode === null) app.child.kill("SIGKILL");
});

/** Every stored movement's name with its number of tags, read straight from the database. */
async function storedMovements(storage: Storage) {
  const handle = openDb(storage);
  try {
    const rows = await handle.db
      .selectFrom("movement_submissions as m")
      .leftJoin("movement_tags as t", "t.movement_id", "m.id")
      .select(["m.name", (eb) => eb.fn.count<number>("t.tag").as("tags")])
      .groupBy(["m.id", "m.name"])
      .execute();
    return rows.map((row) => ({ name: row.name, tags: Number(row.tags) }));
  } finally {
    await handle.close();
  }
}

const engines = {
  sqlite: async () => newStorage(),
  postgres: async () => newStorage(await newPostgresDatabase("reliability")),
};

describe.each(Object.entries(engines))("on %s", (_engine, makeStorage) => {
  test("500 concurrent submissions, SIGKILL midway: every answered success is stored exactly once, every refusal never", async () => {
    const storage = await makeStorage();
    const app = await start(storage);
    const total = 500;
    const killAfter = 150;
    const succeeded: string[] = [];
    // A burst this size may outlast the write lock's 5-second wait on a slow disk: those posts
    // are refused with 503 and the values kept, an honest answer as long as none is stored.
    const refused: string[] = [];
    let answered = 0;
    let killed = false;

    const submissions = Array.from({ length: total }, async (_, i) => {
      const key = `run${i}`;
      try {
        const response = await postMovement(app.origin, movementFields(key), visitorIp(i + 1));
        await response.arrayBuffer();
        if (isStoredAnswer(response)) succeeded.push(`Durable ${key}`);
        else if (response.status === 503) refused.push(`Durable ${key}`);
        else expect.fail(`submission ${i} answered ${response.status}`);
      } catch (error) {
        // Only a request cut off by the kill may fail.
        if (!killed) throw error;
        return;
      }
      answered += 1;
      if (answered === killAfter) {
        killed = true;
        app.child.kill("SIGKILL");
      }
    });
    await Promise.all(submissions);
    expect((await app.exited).signal).toBe("SIGKILL");
    expect(succeeded.length + refused.length).toBeGreaterThanOrEqual(killAfter);
    expect(succeeded.length).toBeGreaterThan(refused.length);
    // The kill came midway: some submissions were cut off, unanswered.
    expect(succeeded.length + refused.length).toBeLessThan(total);

    const restarted = await start(storage);
    expect((await fetch(`${restarted.origin}/healthz`)).status).toBe(200);
    const stored = await storedMovements(storage);
    const names = stored.map((row) => row.name);
    // Nothing twice, and nothing half-written: each movement has both its tags.
    expect(new Set(names).size).toBe(names.length);
    expect(stored.filter((row) => row.tags !== 2)).toEqual([]);
    const storedNames = new Set(names);
    expect(succeeded.filter((name) => !storedNames.has(name))).toEqual([]);
    expect(refused.filter((name) => storedNames.has(name))).toEqual([]);

    // The restarted server takes submissions again.
    const after = await postMovement(
      restarted.origin,
      movementFields("after-restart"),
      visitorIp(9999),
    );
    expect(isStoredAnswer(after)).toBe(true);
  }, 120_000);

  test("on SIGTERM the server drains, then refuses new connections, finishes the request in flight and closes the database", async () => {
    const storage = await makeStorage();
    const app = await start(storage);

    // A form post whose body is still arriving when the signal comes.
    const body = new URLSearchParams(
      movementFields("in-flight") as Record<string, string>,
    ).toString();
    const half = Math.floor(body.length / 2);
    const request = httpRequest(`${app.origin}/submit`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        Origin: app.origin,
        "X-Forwarded-For": visitorIp(4242),
      },
    });
    const answer = new Promise<{ status: number; location?: string }>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, half));
    // Give the server time to take the request and start reading its body.
    await new Promise((resolve) =>
      request.once("socket", (socket) => socket.once("connect", resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    app.child.kill("SIGTERM");
    // Once the drain is over and the server has stopped listening, a new visitor cannot
    // connect...
    await expect
      .poll(
        () =>
          fetch(`${app.origin}/healthz`).then(
            () => "accepted",
            () => "refused",
          ),
        { timeout: 10_000 },
      )
      .toBe("refused");
    // ...but the visitor already sending is answered in full, and the submission is stored.
    request.end(body.slice(half));
    expect(await answer).toEqual({ status: 302, location: "/submit?submitted=1" });
    expect(await app.exited).toEqual({ code: 0, signal: null });
    const events = app.log().map((entry) => entry.msg);
    expect(events).toContain("shutting down");
    expect(events).toContain("stopped listening");
    expect(events).toContain("database closed");
    expect(events.some((msg) => String(msg).startsWith("requests still open"))).toBe(false);
    if (!storage.databaseUrl) {
      // A cleanly closed SQLite database leaves no write-ahead log behind.
      expect(existsSync(path.join(storage.dataDir, "app.db-wal"))).toBe(false);
    }
    expect((await storedMovements(storage)).map((row) => row.name)).toEqual(["Durable in-flight"]);
  }, 60_000);
});

describe("two app processes on one PostgreSQL", () => {
  test("rate limits hold across both, and no submission is lost", async () => {
    const storage = newStorage(await newPostgresDatabase("reliability"));
    const [first, second] = [await start(storage), await start(storage)];
    const origins = [first.origin, second.origin];

    // One address, alternating between the processes: 3 a minute in all, not 3 each.
    const sameAddress = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await postMovement(
        origins[i % 2]!,
        movementFields(`address-${i}`),
        visitorIp(70_000),
      );
      sameAddress.push(response.status);
    }
    expect(sameAddress).toEqual([302, 302, 302, 429, 429, 429]);

    // One e-mail address from different visitors, alternating: the same.
    const sameEmail = [];
    for (let i = 0; i < 6; i += 1) {
      const fields = { ...movementFields(`email-${i}`), submitterEmail: "shared@example.com" };
      const response = await postMovement(origins[i % 2]!, fields, visitorIp(71_000 + i));
      sameEmail.push(response.status);
    }
    expect(sameEmail).toEqual([302, 302, 302, 429, 429, 429]);
    const limitEvents = [...first.log(), ...second.log()].filter(
      (entry) => entry.event === "rate_limited",
    );
    expect(limitEvents).toHaveLength(6);
    expect(limitEvents.every((entry) => entry.rule === "movement")).toBe(true);

    // 300 distinct visitors at once, split over both processes: all stored, once.
    const keys = Array.from({ length: 300 }, (_, i) => `both-${i}`);
    const statuses = await Promise.all(
      keys.map(async (key, i) => {
        const response = await postMovement(
          origins[i % 2]!,
          movementFields(key),
          visitorIp(80_000 + i),
        );
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 302)).toEqual([]);

    const names = (await storedMovements(storage)).map((row) => row.name).sort();
    const expected = [
      ...[0, 1, 2].map((i) => `Durable address-${i}`),
      ...[0, 1, 2].map((i) => `Durable email-${i}`),
      ...keys.map((key) => `Durable ${key}`),
    ].sort();
    expect(names).toEqual(expected);
  }, 120_000);
});

describe("security events", () => {
  test("are logged without the secrets and personal data that caused them", async () => {
    const storage = newStorage();
    const app = await start(storage);
    const secretPassword = "correct horse battery staple 93";
    const botFields = { ...movementFields("bot"), company_fax: "555-0100" };
    const bot = await postMovement(app.origin, botFields, visitorIp(5001));
    // A bot is answered as a person would be, so that it learns nothing.
    expect(isStoredAnswer(bot)).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${app.origin}/admin/login`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email: "nobody@example.com", password: secretPassword }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: app.origin,
          "X-Forwarded-For": visitorIp(5002),
        },
      });
      expect(response.status).toBe(401);
    }

    await expect
      .poll(() => app.log().filter((entry) => entry.event === "sign_in_failed").length)
      .toBe(2);
    const log = app.log();
    expect(log.filter((entry) => entry.event === "honeypot")).toEqual([
      expect.objectContaining({ form: "movement", level: 40 }),
    ]);
    expect(log.filter((entry) => entry.event === "sign_in_failed")).toEqual([
      expect.objectContaining({ address: visitorIp(5002), knownAccount: false, failures: 1 }),
      expect.objectContaining({ address: visitorIp(5002), knownAccount: false, failures: 2 }),
    ]);
    const text = JSON.stringify(log);
    expect(text).not.toContain(secretPassword);
    expect(text).not.toContain("nobody@example.com");
    expect(text).not.toContain("bot@example.com");
    expect(await storedMovements(storage)).toEqual([]);
  }, 60_000);
});
