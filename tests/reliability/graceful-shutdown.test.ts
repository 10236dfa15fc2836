import { get } from "node:http";
import { afterEach, beforeAll, expect, test } from "vitest";
import { newStorage, requireBuild, startApp, type AppProcess } from "./app-process";

// SIGTERM under load, as a load balancer sees it: visitors keep arriving on new connections
// until the balancer's health check fails, then go elsewhere. Closing the listener at once
// reset the connections still waiting in the accept queue; now the server drains first.

beforeAll(requireBuild);

let app: AppProcess | undefined;
afterEach(() => {
  if (app?.child.exitCode === null) app.child.kill("SIGKILL");
});

type Outcome = { status: number; connection?: string } | { error: string };

/** One GET on a connection of its own (no keep-alive), as many clients and proxies send. */
function getAlone(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
      response.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      );
    }).on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

test("SIGTERM under load: /healthz fails first, every visitor sent before that is answered, nothing is reset, the process exits 0", async () => {
  // The drain is long enough for the health check to be answered on a busy machine (every
  // answer waits behind up to `visitors` others), short enough for a quick test.
  app = await startApp(newStorage(), { drainSeconds: 2 });
  const { origin } = app;
  const visitors = 16;
  const signalAfter = 80;

  // The load balancer: sends visitors while its health check passes.
  let healthy = true;
  const checks: Outcome[] = [];
  const healthCheck = (async () => {
    while (healthy) {
      const outcome = await getAlone(`${origin}/healthz`);
      checks.push(outcome);
      if (!("status" in outcome) || outcome.status !== 200) healthy = false;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const answers: Outcome[] = [];
  let signalled = false;
  const load = Array.from({ length: visitors }, async () => {
    while (healthy) {
      const outcome = await getAlone(`${origin}/about`);
      answers.push(outcome);
      if (answers.length >= signalAfter && !signalled) {
        signalled = true;
        app!.child.kill("SIGTERM");
      }
    }
  });
  await Promise.all([...load, healthCheck]);

  // The health check failed with an answer, 503, not with a refused or reset connection.
  expect(signalled).toBe(true);
  expect(checks.at(-1)).toEqual({ status: 503, connection: "close" });
  // Every visitor sent was answered in full: no reset, no hang-up, no refusal.
  expect(answers.filter((outcome) => !("status" in outcome) || outcome.status !== 200)).toEqual([]);
  expect(answers.length).toBeGreaterThanOrEqual(signalAfter);

  expect(await app.exited).toEqual({ code: 0, signal: null });
  const events = app.log().map((entry) => entry.msg);
  expect(events).toEqual(
    expect.arrayContaining(["shutting down", "stopped listening", "database closed"]),
  );
  expect(events.indexOf("stopped listening")).toBeGreaterThan(events.indexOf("shutting down"));
  expect(app.log().find((entry) => entry.msg === "shutting down")).toMatchObject({
    signal: "SIGTERM",
    drainSeconds: 2,
  });
  // Once the drain was over, the server stopped listening: a new visitor is refused.
  expect(await getAlone(`${origin}/about`)).toEqual({ error: "ECONNREFUSED" });
}, 60_000);
