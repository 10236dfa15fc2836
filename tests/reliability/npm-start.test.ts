import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { freePort } from "../support/free-port";
import { newStorage, requireBuild } from "./app-process";

// `npm start` itself (scripts/start.mjs on Node alone, as package.json runs it): the build is
// fresh, so it serves the compiled cluster at once, with no TypeScript loader in the primary or
// its workers (issue 35). The raw HTML has the hero, an unknown path is one JSON log line, and
// SIGTERM ends the primary and its workers with exit 0.
// (Moved from the browser tests: nothing here needs a browser.)

const root = path.resolve(import.meta.dirname, "../..");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** A process's command line, as Linux shows it. */
const commandLine = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);

test("npm start serves the hero in the raw HTML, logs an unknown path as one JSON line, and exits 0 on SIGTERM", async () => {
  requireBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const [command, ...args] = packageJson.scripts.start!.split(" ");
  expect(command).toBe("node");
  const child = spawn(process.execPath, args, {
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
    // Node alone: the primary runs the script with no loader, and its only children are the two
    // workers, which run the compiled server.
    expect(commandLine(child.pid!).slice(1)).toEqual(["scripts/start.mjs"]);
    const listening = () =>
      log()
        .filter((line) => line.primary === true && line.msg === "worker listening")
        .map((line) => Number(line.pid));
    await expect.poll(() => listening().length, { timeout: 30_000 }).toBe(2);
    const workers = listening();
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8");
    expect(children.trim().split(" ").map(Number).sort()).toEqual([...workers].sort());
    for (const worker of workers)
      expect(commandLine(worker).slice(1)).toEqual([path.join(root, "build/bin/index.js")]);

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
