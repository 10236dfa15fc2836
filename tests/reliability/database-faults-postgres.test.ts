import pg from "pg";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import {
  isStoredAnswer,
  movementFields,
  newStorage,
  postMovement,
  requireBuild,
  startApp,
  visitorIp,
  type AppProcess,
} from "./app-process";

// Issue 13, on PostgreSQL: the server as a process while its database server drops its
// connections, stops and starts again, and freezes. A cluster of this file's own, since the
// tests stop it. Each test asserts that the process stays up, that the visitor is answered 503
// with what they typed, that nothing answered with success is lost, and that the server
// recovers by itself.

let cluster: PostgresCluster;
let app: AppProcess;
let visitor = 0;
/** Every movement the server answered with success, in order. */
const acknowledged: string[] = [];

beforeAll(async () => {
  requireBuild();
  cluster = await startPostgresCluster({ fast: false });
  app = await startApp(newStorage(cluster.url));
}, 60_000);
afterAll(() => {
  if (app?.child.exitCode === null) app.child.kill("SIGKILL");
  cluster?.destroy();
});

/** Runs one statement as the cluster's superuser, on a connection of its own. */
async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function submit(key: string): Promise<Response> {
  visitor += 1;
  return postMovement(app.origin, movementFields(key), visitorIp(visitor));
}

async function submitStored(key: string) {
  const response = await submit(key);
  expect(isStoredAnswer(response), `${key}: ${response.status}`).toBe(true);
  acknowledged.push(`Durable ${key}`);
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

async function health() {
  const response = await fetch(`${app.origin}/healthz`);
  return { ...((await response.json()) as Record<string, unknown>), http: response.status };
}

/** The process is up, healthy again, and has every acknowledged movement, each once. */
async function expectRecovered() {
  expect(app.child.exitCode).toBeNull();
  await expect.poll(async () => (await health()).http, { timeout: 15_000 }).toBe(200);
  const rows = await admin<{ name: string }>("select name from movement_submissions order by id");
  expect(rows.map((row) => row.name)).toEqual(acknowledged);
}

const lostConnections = () =>
  app.log().filter((line) => line.event === "database_connection_lost").length;

describe("PostgreSQL faults", () => {
  test("backends terminated, idle and in use: the process stays up and the next submission is stored", async () => {
    await submitStored("before-terminate");
    const terminate = (condition: string) =>
      admin(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = 'postgres' and pid <> pg_backend_pid() and backend_type = 'client backend'
        ${condition}`);

    // Idle: the pool's connections drop between requests.
    const before = lostConnections();
    await terminate("");
    await expect.poll(lostConnections, { timeout: 10_000 }).toBeGreaterThan(before);
    await submitStored("after-idle");

    // In use: a save waits for a table lock when its connection is cut.
    const locker = new pg.Client({ connectionString: cluster.url });
    await locker.connect();
    onTestFinished(() => locker.end());
    await locker.query("begin");
    await locker.query("lock table movement_submissions in exclusive mode");
    const waiting = submit("in-use");
    await expect
      .poll(
        async () =>
          (
            await admin(
              "select pid from pg_stat_activity where datname = 'postgres' and wait_event_type = 'Lock'",
            )
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);
    await terminate("and wait_event_type = 'Lock'");
    await expectKeptValues(await waiting, "in-use");
    await locker.query("rollback");

    await submitStored("in-use");
    await expectRecovered();
  }, 60_000);

  test("the database server stopped and started again: 503 while it is down, the server recovers by itself", async () => {
    cluster.stop("fast");
    let down = true;
    onTestFinished(() => {
      if (down) cluster.start();
    });
    await expectKeptValues(await submit("while-down"), "while-down");
    expect(await health()).toMatchObject({ http: 503, problem: "unreachable" });
    // A page whose data cannot be read is unavailable for now, not broken.
    const page = await fetch(`${app.origin}/movements`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(app.child.exitCode).toBeNull();

    cluster.start();
    down = false;
    await expectRecovered();
    await submitStored("while-down");
    await expectRecovered();
  }, 60_000);

  test("the database server frozen: requests end within the timeouts, with 503, and the server recovers once it resumes", async () => {
    const processes = cluster.processes();
    const signal = (name: NodeJS.Signals) => {
      for (const pid of processes) {
        try {
          process.kill(pid, name);
        } catch {
          // A backend that ended meanwhile.
        }
      }
    };
    signal("SIGSTOP");
    onTestFinished(() => signal("SIGCONT"));

    // The form's write is given up after the query timeout (6 s), /healthz after 2 s.
    const frozen = submit("frozen");
    expect(await health()).toMatchObject({ http: 503, problem: "timeout" });
    await expectKeptValues(await frozen, "frozen");
    expect(app.child.exitCode).toBeNull();

    signal("SIGCONT");
    await expectRecovered();
    await submitStored("frozen");
    await expectRecovered();
  }, 60_000);
});
