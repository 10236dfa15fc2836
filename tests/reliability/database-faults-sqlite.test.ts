import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { openDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import {
  isStoredAnswer,
  movementFields,
  newStorage,
  postMovement,
  requireBuild,
  spawnApp,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// Issue 13, on SQLite: the server as a process, its database file locked by another process,
// read-only, and deleted under it. Each test asserts that the process stays up, that the visitor
// is answered 503 with what they typed, that nothing answered with success is lost, and that the
// server recovers.

beforeAll(requireBuild);

const running: AppProcess[] = [];
async function start(storage: Storage, until?: "healthy" | "answering") {
  const app = await startApp(storage, { until });
  running.push(app);
  return app;
}
afterEach(() => {
  for (const app of running.splice(0)) if (app.child.exitCode === null) app.child.kill("SIGKILL");
});

const databaseFile = (storage: Storage) => path.join(storage.dataDir, "app.db");

/** The names of the stored movements, read straight from the file. */
function storedNames(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare("select name from movement_submissions order by id").all();
    return rows.map((row) => (row as { name: string }).name);
  } finally {
    db.close();
  }
}

/** A movement refused because the database failed: 503, the spec's toast, the values kept. */
async function expectKeptValues(response: Response, key: string) {
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain("There was an error submitting your movement. Please try again.");
  for (const value of [`Durable ${key}`, `${key}@example.com`, `leading the IT desk (${key})`]) {
    expect(html).toContain(value);
  }
}

/** Posts a movement and expects it stored (a redirect with the success toast). */
async function submitStored(app: AppProcess, key: string, visitor: number) {
  const response = await postMovement(app.origin, movementFields(key), visitorIp(visitor));
  expect(isStoredAnswer(response), `${key}: ${response.status}`).toBe(true);
}

/** A request's answer, and whether it has come yet. */
function track(answer: Promise<Response>) {
  const tracked = { settled: false, answer };
  void answer.finally(() => (tracked.settled = true)).catch(() => {});
  return tracked;
}

async function health(app: AppProcess) {
  const response = await fetch(`${app.origin}/healthz`);
  return { ...((await response.json()) as Record<string, unknown>), http: response.status };
}

const events = (app: AppProcess, event: string) => app.log().filter((line) => line.event === event);

describe("SQLite faults", () => {
  test("a write lock held by another process: other pages answer at once, the waiting write gets 503 with its values, a write that outlasts the lock is stored", async () => {
    const storage = newStorage();
    const app = await start(storage);
    await submitStored(app, "before", 1);

    const other = new Database(databaseFile(storage));
    other.exec("BEGIN IMMEDIATE");
    const release = () => other.inTransaction && other.exec("ROLLBACK");
    onTestFinished(() => {
      release();
      other.close();
    });

    const blocked = track(postMovement(app.origin, movementFields("blocked"), visitorIp(2)));
    // A page that reads no data, and one that reads, while that write waits for the lock.
    for (const page of ["/disclaimer", "/movements"]) {
      expect((await fetch(`${app.origin}${page}`)).status, page).toBe(200);
    }
    expect(blocked.settled).toBe(false);
    expect(await health(app)).toMatchObject({ http: 503, problem: "busy" });
    // The write gives up after its wait (5 s), with a 503 and the form as typed.
    await expectKeptValues(await blocked.answer, "blocked");

    const waiting = track(postMovement(app.origin, movementFields("waited"), visitorIp(3)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waiting.settled).toBe(false);
    release();
    expect(isStoredAnswer(await waiting.answer)).toBe(true);

    expect(app.child.exitCode).toBeNull();
    expect(await health(app)).toMatchObject({ http: 200, status: "ok" });
    expect(storedNames(databaseFile(storage))).toEqual(["Durable before", "Durable waited"]);
  }, 60_000);

  test("a read-only database file: reads go on, writes get 503 with their values, and writing resumes once the file is writable", async () => {
    const storage = newStorage();
    const prepared = openDb(storage);
    await migrateToLatest(prepared.db);
    await prepared.close();
    // Root may write any file whatever its mode: the immutable attribute stops even root.
    const asRoot = process.getuid?.() === 0;
    const setReadOnly = (readOnly: boolean) => {
      if (asRoot) execFileSync("chattr", [readOnly ? "+i" : "-i", databaseFile(storage)]);
      else chmodSync(databaseFile(storage), readOnly ? 0o400 : 0o600);
    };
    setReadOnly(true);
    onTestFinished(() => setReadOnly(false));

    const app = await start(storage, "answering");
    expect(await health(app)).toMatchObject({ http: 503, problem: "read-only" });
    expect((await fetch(`${app.origin}/movements`)).status).toBe(200);
    await expectKeptValues(
      await postMovement(app.origin, movementFields("refused"), visitorIp(4)),
      "refused",
    );

    setReadOnly(false);
    await expect.poll(async () => (await health(app)).http).toBe(200);
    await submitStored(app, "stored", 5);
    expect(app.child.exitCode).toBeNull();
    expect(storedNames(databaseFile(storage))).toEqual(["Durable stored"]);
  }, 60_000);

  test("the database file deleted under the server: no write is acknowledged, a copy is saved, a restart is refused until the file is restored", async () => {
    const storage = newStorage();
    const app = await start(storage);
    await submitStored(app, "first", 10);
    await submitStored(app, "second", 11);
    const file = databaseFile(storage);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });

    await expectKeptValues(
      await postMovement(app.origin, movementFields("after"), visitorIp(12)),
      "after",
    );
    expect(await health(app)).toMatchObject({ http: 503, problem: "file-missing" });
    expect((await fetch(`${app.origin}/movements`)).status).toBe(200);
    await expectKeptValues(
      await postMovement(app.origin, movementFields("again"), visitorIp(13)),
      "again",
    );
    await expect.poll(() => events(app, "database_rescued"), { timeout: 10_000 }).toHaveLength(1);
    expect(events(app, "database_file_lost")).toEqual([
      expect.objectContaining({ level: 50, file, replaced: false }),
    ]);
    expect(app.child.exitCode).toBeNull();
    app.child.kill("SIGTERM");
    expect(await app.exited).toEqual({ code: 0, signal: null });

    // A restart would have made an empty database: it is refused, with what to do.
    const refused = await spawnApp(storage);
    running.push(refused);
    expect((await refused.exited).code).toBe(1);
    const marker = path.join(storage.dataDir, ".initialized");
    expect(refused.output()).toContain(`The database file ${file} is missing`);
    expect(refused.output()).toContain(`delete ${marker}`);
    expect(existsSync(file)).toBe(false);

    // Restored as the message says, from the copy the server saved: nothing acknowledged is lost.
    const [copy, ...others] = readdirSync(storage.dataDir).filter((name) =>
      name.startsWith("app.db.rescued-"),
    );
    expect(others).toEqual([]);
    expect(refused.output()).toContain(`mv ${path.join(storage.dataDir, copy!)} ${file}`);
    renameSync(path.join(storage.dataDir, copy!), file);
    const restored = await start(storage);
    expect(storedNames(file)).toEqual(["Durable first", "Durable second"]);
    await submitStored(restored, "after", 14);
    expect(storedNames(file)).toEqual(["Durable first", "Durable second", "Durable after"]);
  }, 90_000);
});
