import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { freePort } from "../support/free-port";

const root = path.resolve(import.meta.dirname, "../..");

/** These tests run the production build, as `npm start` serves it. */
export function requireBuild() {
  if (
    !existsSync(path.join(root, "build/server/index.js")) ||
    !existsSync(path.join(root, "build/bin/index.js"))
  ) {
    throw new Error("The reliability tests run the production build: run `npm run build` first.");
  }
}

/** The servers' SESSION_SECRET: a test signs a cookie with it as the server does. */
export const sessionSecret = "reliability-secret-0123456789abcdef0123456789";

export interface Storage {
  dataDir: string;
  databaseUrl?: string;
}

export function newStorage(databaseUrl?: string): Storage {
  return { dataDir: mkdtempSync(path.join(tmpdir(), "spotlight-reliability-")), databaseUrl };
}

/** The production server's entries, as `npm run build` compiles them. */
type Entry = "build/bin/index.js" | "build/bin/cluster.js";

export interface AppProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote, standard output and error. */
  output(): string;
  /** The process's log, one JSON object a line. */
  log(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the production server on a free port of 127.0.0.1, without waiting for it. Its drain
 * on SIGTERM is shortened to half a second unless a test asks for another.
 */
export async function spawnApp(
  storage: Storage,
  {
    drainSeconds = 0.5,
    env = {},
    entry = "build/bin/index.js",
  }: {
    drainSeconds?: number;
    /** More variables, or other values. */ env?: Record<string, string>;
    /** The compiled server (scripts/build-server.ts); cluster.js runs it as `npm start` does, on
     * WEB_CONCURRENCY workers. */
    entry?: Entry;
  } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: "info",
      // Each simulated visitor sends an address of its own, so that per-address limits apply
      // to it alone.
      TRUST_PROXY: "1",
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    origin,
    child,
    exited,
    output: () => output,
    log: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * Starts the production server on a free port of 127.0.0.1 and waits until it is healthy, or,
 * with `until: "answering"`, until it answers /healthz at all (a server started on a database
 * that cannot be written is not healthy).
 */
export async function startApp(
  storage: Storage,
  {
    until = "healthy",
    drainSeconds,
    env,
    entry,
  }: {
    until?: "healthy" | "answering";
    drainSeconds?: number;
    env?: Record<string, string>;
    entry?: Entry;
  } = {},
): Promise<AppProcess> {
  const app = await spawnApp(storage, { drainSeconds, env, entry });
  const startedBy = Date.now() + 30_000;
  while (Date.now() < startedBy) {
    if (app.child.exitCode !== null)
      throw new Error(`the server exited at start:\n${app.output()}`);
    const ready = await fetch(`${app.origin}/healthz`).then(
      (response) => until === "answering" || response.ok,
      () => false,
    );
    if (ready) return app;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  app.child.kill("SIGKILL");
  throw new Error(`the server did not become ${until} within 30 seconds:\n${app.output()}`);
}

/** `npm run moderator -- add EMAIL`, as an operator runs it; the password it generated. */
export function addModerator(storage: Storage, email: string): string {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/moderator.ts", "add", email],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        DATA_DIR: storage.dataDir,
        DATABASE_URL: storage.databaseUrl,
        SESSION_SECRET: sessionSecret,
        LOG_LEVEL: "silent",
      },
    },
  );
  const password = /Password \(shown only now[^)]*\): (\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !password)
    throw new Error(`could not add the moderator:\n${result.stdout}${result.stderr}`);
  return password;
}

/** A movement that passes validation, told apart from every other by its key. */
export function movementFields(key: string): Record<string, string | string[]> {
  return {
    name: `Durable ${key}`,
    newRole: "Director of Recruiting",
    company: "Quillmark Tech Staffing",
    description: `Promoted after three record years leading the IT desk (${key}).`,
    submitterEmail: `${key}@example.com`,
    tags: ["Promotion", "ITStaffing"],
  };
}

/** Posts the movement form as a browser would, from the given visitor address. */
export async function postMovement(
  origin: string,
  fields: Record<string, string | string[]>,
  visitorIp: string,
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return fetch(`${origin}/submit`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": visitorIp,
    },
  });
}

/** The success answer of the movement form: back to the form, with the success toast. */
export function isStoredAnswer(response: Response): boolean {
  return response.status === 302 && response.headers.get("location") === "/submit?submitted=1";
}

export function visitorIp(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The log lines of one request (by its X-Request-Id), once its request line (the last) is written. */
export async function requestLines(
  app: AppProcess,
  reqId: string,
): Promise<Record<string, unknown>[]> {
  await expect
    .poll(() => app.log().some((line) => line.reqId === reqId && line.msg === "request"))
    .toBe(true);
  return app.log().filter((line) => line.reqId === reqId);
}

/** The TOTP secret each account set up through `secondStep`, by its e-mail. */
const totpSecrets = new Map<string, string>();

/**
 * The sign-in's second step over HTTP (issue 33), after the password step gave `cookie`: an
 * account without two-factor sets it up from the secret its set-up page shows (kept for its
 * next sign-ins); one with it enters the code, or the next step's when this step's code was
 * used already. `get` and `post` send the caller's requests (straight, or through a proxy).
 * The signed-in cookie ("ss_session=...").
 */
export async function secondStep(
  email: string,
  cookie: string,
  get: (path: string, cookie: string) => Promise<Response>,
  post: (path: string, fields: Record<string, string>, cookie: string) => Promise<Response>,
): Promise<string> {
  const page = await (await get("/admin/two-factor", cookie)).text();
  const shown = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page)?.[1];
  if (shown) totpSecrets.set(email, shown.replace(/\s/g, ""));
  const secret = totpSecrets.get(email);
  if (!secret) throw new Error(`no two-factor secret known for ${email}`);
  for (const stepsAhead of [0, 1]) {
    const code = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: Date.now() + stepsAhead * 30_000,
    });
    const answer = await post("/admin/two-factor", { code }, cookie);
    const body = await answer.text();
    const signedIn = answer.headers.get("set-cookie")?.split(";")[0];
    if ((answer.status === 302 || answer.status === 200) && signedIn) return signedIn;
    if (!(answer.status === 401 && body.includes("already used")))
      throw new Error(`second step answered ${answer.status}`);
  }
  throw new Error("second step: both codes were used");
}

/** Waits until `done`, checking every 50 ms; fails after `seconds`, naming `what`. */
export async function until(what: string, done: () => boolean, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${seconds} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pid of every worker a cluster's primary has seen listening. */
export function workerPids(app: AppProcess): number[] {
  return app
    .log()
    .filter((line) => line.primary === true && line.msg === "worker listening")
    .map((line) => Number(line.pid));
}

/** The cluster's workers (by number) that answered these requests, from their log lines. */
export async function workersThatAnswered(
  app: AppProcess,
  requestIds: string[],
): Promise<Set<number>> {
  const ids = new Set(requestIds);
  const lines = () =>
    app.log().filter((line) => line.msg === "request" && ids.has(`${line.reqId}`));
  // A worker writes its line as the response ends: it may reach the stream a moment later.
  await until("a log line for every request", () => lines().length === ids.size, 5);
  return new Set(lines().map((line) => Number(line.worker)));
}

function killIfAlive(pid: number) {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Gone already.
  }
}

/** Stops a cluster at once: its workers first (killing the primary alone would leave them). */
export function stopCluster(app: AppProcess | undefined): void {
  if (!app) return;
  for (const pid of workerPids(app)) killIfAlive(pid);
  if (app.child.exitCode === null) app.child.kill("SIGKILL");
}
