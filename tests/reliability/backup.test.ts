// Issue 34: a backup made while the site takes submissions restores into a working site. On
// each engine: a load of movement submissions runs; `npm run db:backup` is run in the middle of
// it, as an operator runs it; the backup is restored with `npm run db:restore` into a fresh
// DATA_DIR (and, on PostgreSQL, a fresh database); a site started on it has every submission
// acknowledged before the backup began, lists them to a moderator who signs in with the
// restored account, and publishes the same signing key. (That the scheduled backups come from
// one process of a cluster is tested with the cluster of server/metrics.integration.test.ts.)
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { openDb } from "../../db";
import { engines, newPostgresDatabase } from "../support/test-db";
import {
  addModerator,
  movementFields,
  newStorage,
  postMovement,
  isStoredAnswer,
  requireBuild,
  secondStep,
  sessionSecret,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

requireBuild();
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const running: AppProcess[] = [];
afterAll(() => {
  for (const app of running) if (app.child.exitCode === null) app.child.kill("SIGKILL");
});

/**
 * `npm run db:<command>` as an operator runs it, on `storage`; what it printed. A process of
 * its own, waited for without stopping this one: the load goes on while it runs.
 */
async function operator(storage: Storage, args: string[], backupDir: string): Promise<string> {
  try {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/backup.ts", ...args],
      {
        cwd: root,
        encoding: "utf8",
        env: {
          PATH: process.env.PATH,
          DATA_DIR: storage.dataDir,
          BACKUP_DIR: backupDir,
          SESSION_SECRET: sessionSecret,
          ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
        },
      },
    );
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`scripts/backup.ts ${args.join(" ")} failed:\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}

async function signIn(app: AppProcess, email: string, password: string): Promise<string> {
  const post = (pathname: string, fields: Record<string, string>, cookie = "") =>
    fetch(`${app.origin}${pathname}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: app.origin,
        "X-Forwarded-For": visitorIp(9999),
        Cookie: cookie,
      },
    });
  const first = await post("/admin/login", { email, password });
  await first.arrayBuffer();
  const cookie = first.headers.get("set-cookie")?.split(";")[0];
  if (first.status !== 302 || !cookie) throw new Error(`sign-in answered ${first.status}`);
  return secondStep(
    email,
    cookie,
    (pathname, sent) =>
      fetch(`${app.origin}${pathname}`, { redirect: "manual", headers: { Cookie: sent } }),
    (pathname, fields, sent) => post(pathname, fields, sent),
  );
}

/** The names of every pending movement the workspace lists, page by page. */
async function pendingNames(app: AppProcess, cookie: string): Promise<Set<string>> {
  const names = new Set<string>();
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const response = await fetch(`${app.origin}/admin?view=movements&page=${page}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const match of html.matchAll(/Durable (load-\d+)/g)) names.add(match[1]!);
    // "Page 1 of 9", as React writes it: text parts apart, with a marker between them.
    const text = html.replaceAll("<!-- -->", "");
    pages = Number(/Page \d+ of (\d+)/.exec(text)?.[1] ?? 1);
  }
  return names;
}

describe.each(engines)("a backup under load on %s", (engine) => {
  test("restores into a working site with every submission acknowledged before it began", async () => {
    const databaseUrl = engine === "postgres" ? await newPostgresDatabase("backup") : undefined;
    const storage = newStorage(databaseUrl);
    const backupDir = mkdtempSync(path.join(tmpdir(), "spotlight-backups-"));
    const moderator = "keeper@example.com";
    const password = addModerator(storage, moderator);
    const app = await startApp(storage);
    running.push(app);
    // The moderator sets up two-factor before the backup: the restored account signs in with it.
    await signIn(app, moderator, password);
    const publishedKey = await (await fetch(`${app.origin}/.well-known/jwks.json`)).text();

    // The load: 4 visitors at a time, each submission from an address of its own.
    const acknowledged: { key: string; at: number }[] = [];
    let next = 0;
    let stop = false;
    const visitor = async () => {
      while (!stop && next < 400) {
        const n = (next += 1);
        const key = `load-${n}`;
        const answer = await postMovement(app.origin, movementFields(key), visitorIp(n));
        await answer.arrayBuffer();
        if (isStoredAnswer(answer)) acknowledged.push({ key, at: Date.now() });
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, visitor));
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupBegan = Date.now();
    const made = /Backup made: (\S+) \(/.exec(await operator(storage, ["backup"], backupDir))?.[1];
    // The load went on while the backup was made.
    expect(acknowledged.filter((item) => item.at > backupBegan).length).toBeGreaterThan(0);
    // Some more after it, then the load stops.
    const after = acknowledged.length + 4;
    while (acknowledged.length < after) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await load;
    expect(made).toBeDefined();

    // Restored into a fresh folder (and database), by the operator's command.
    const restoredStorage = newStorage(
      engine === "postgres" ? await newPostgresDatabase("restored") : undefined,
    );
    expect(await operator(restoredStorage, ["restore", made!], backupDir)).toContain("Restored ");
    const restored = await startApp(restoredStorage);
    running.push(restored);

    const before = acknowledged.filter((item) => item.at <= backupBegan).map((item) => item.key);
    expect(before.length).toBeGreaterThanOrEqual(8);
    const handle = openDb(restoredStorage);
    try {
      const rows = await handle.db
        .selectFrom("movement_submissions")
        .select("name")
        .where("name", "like", "Durable load-%")
        .execute();
      const stored = new Set(rows.map((row) => row.name.replace("Durable ", "")));
      for (const key of before) expect(stored, key).toContain(key);
    } finally {
      await handle.close();
    }
    // The site serves them: the restored moderator signs in and finds each one in the queue.
    const cookie = await signIn(restored, moderator, password);
    const listed = await pendingNames(restored, cookie);
    for (const key of before) expect(listed, key).toContain(key);
    // The signing key came back with the data: certificates issued before still verify.
    expect(await (await fetch(`${restored.origin}/.well-known/jwks.json`)).text()).toBe(
      publishedKey,
    );

    app.child.kill("SIGTERM");
    restored.child.kill("SIGTERM");
    await Promise.all([app.exited, restored.exited]);
  }, 90_000);
});
