import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { verifyLookupRule } from "../../app/features/assessment/verify-lookup.server";
import { newPostgresDatabase } from "../support/test-db";
import {
  newStorage,
  requireBuild,
  startApp,
  type AppProcess,
  until,
  workerPids,
} from "./app-process";

// Issue 28, item 6, as processes: /verify's lookup counts each reference looked up against the
// visitor's address. 40 lookups sent at once from one address to `npm start`'s cluster of two
// workers: exactly the limit's 20 are looked up (404, no such certificate), the rest refused.

beforeAll(requireBuild);

const running: AppProcess[] = [];
afterEach(() => {
  for (const app of running.splice(0)) if (app.child.exitCode === null) app.child.kill("SIGKILL");
});

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const engines = {
  sqlite: async () => newStorage(),
  postgres: async () => newStorage(await newPostgresDatabase("lookup")),
};

describe.each(Object.entries(engines))("on %s", (_engine, makeStorage) => {
  test("40 lookups at once from one address, two workers: 20 are looked up, 20 refused", async () => {
    const app = await startApp(await makeStorage(), {
      entry: "build/bin/cluster.js",
      env: { WEB_CONCURRENCY: "2" },
    });
    running.push(app);
    // /healthz answers once one worker listens; the burst is meant for both.
    await until("both workers to listen", () => workerPids(app).length === 2);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const guess = `SS-2026-01-GUESS-AAAA${alphabet[i % 32]}${alphabet[Math.floor(i / 32)]}`;
        const response = await fetch(`${app.origin}/verify?reference=${guess}`, {
          redirect: "manual",
          headers: { "X-Forwarded-For": "10.28.0.6" },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(verifyLookupRule.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - verifyLookupRule.points);
    const workers = new Set(
      app
        .log()
        .filter((line) => line.msg === "request" && String(line.url ?? "").startsWith("/verify"))
        .map((line) => line.worker)
        .filter((worker) => worker !== undefined),
    );
    expect(workers.size).toBe(2);
  }, 90_000);
});
