import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { spawnServer, waitUntilHealthy } from "./support";

// These tests start the server exactly as `npm start` does (scripts/start.ts), on a port of
// their own, and read its log lines.
const port = Number(process.env.E2E_PORT ?? 3999) - 1;
const origin = `http://127.0.0.1:${port}`;

function startServer() {
  return spawnServer("scripts/start.ts", {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "staffing-spotlight-start-")),
    LOG_LEVEL: "info",
    // Nothing balances load in front of this server: half a second of drain on SIGTERM will do.
    SHUTDOWN_DRAIN_SECONDS: "0.5",
  });
}

const waitUntilUp = () => waitUntilHealthy(origin);

// Each test starts a cluster of its own: under the whole suite that takes up to a minute.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("npm start serves the hero in the raw HTML and logs an unknown path as one JSON line", async () => {
  const { child, lines } = startServer();
  try {
    await waitUntilUp();
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Celebrating Staffing Success Stories");

    const missing = await fetch(`${origin}/no/such/page?ref=test`);
    expect(missing.status).toBe(404);
    await expect
      .poll(() =>
        lines()
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.event === "not_found"),
      )
      .toEqual([expect.objectContaining({ path: "/no/such/page?ref=test", level: 40 })]);
  } finally {
    child.kill("SIGKILL");
  }
});

test("on SIGTERM the server finishes and exits cleanly", async () => {
  const { child, lines } = startServer();
  await waitUntilUp();
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(lines().some((line) => line.includes('"signal":"SIGTERM"'))).toBe(true);
});
