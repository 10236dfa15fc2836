import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";
import { freePort } from "../support/free-port";
import { newStorage, requireBuild } from "./app-process";

// `npm start` itself (scripts/start.ts under tsx, as package.json runs it): the build is fresh,
// so it serves the compiled cluster at once. The raw HTML has the hero, an unknown path is one
// JSON log line, and SIGTERM ends the primary and its workers with exit 0.
// (Moved from the browser tests: nothing here needs a browser.)

const root = path.resolve(import.meta.dirname, "../..");

test("npm start serves the hero in the raw HTML, logs an unknown path as one JSON line, and exits 0 on SIGTERM", async () => {
  requireBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: newStorage().dataDir,
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "2",
      // Nothing balances load in front of this server: half a second of drain will do.
      SHUTDOWN_DRAIN_SECONDS: "0.5",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const log = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    // No build ran: the one in place is newer than its sources.
    expect(output).not.toContain("Building the site");

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Celebrating Staffing Success Stories");

    const missing = await fetch(`${origin}/no/such/page?ref=test`);
    expect(missing.status).toBe(404);
    await expect
      .poll(() => log().filter((entry) => entry.event === "not_found"))
      .toEqual([expect.objectContaining({ path: "/no/such/page?ref=test", level: 40 })]);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"signal":"SIGTERM"');
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}, 90_000);
