import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");

export interface BenchServer {
  origin: string;
  port: number;
  dataDir: string;
  /** The cluster's primary; its children are the workers (bench/processes.ts). */
  pid: number;
  /** From spawning the primary to the first GET /healthz that answered 200 (ms). */
  startupMs: number;
  /** Everything the server wrote, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

// Processes still running when the bench ends (an error, Ctrl-C) are killed here, so no
// stray server or browser outlives the run.
const cleanups = new Set<() => void>();
process.on("exit", () => {
  for (const cleanup of cleanups) cleanup();
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => process.exit(130));
}

/** Kills `child` (and its process group when it leads one) if the bench exits first. */
export function killOnExit(child: ChildProcess, group = false): void {
  const cleanup = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(group ? -child.pid : child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  cleanups.add(cleanup);
  child.once("exit", () => cleanups.delete(cleanup));
}

/**
 * Starts `command` as the leader of a process group of its own (so that a bench that dies takes
 * its children with it, killOnExit), keeping everything it writes for an error message.
 */
export function spawnKept(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): { child: ChildProcess; output(): string } {
  const child = spawn(command, args, {
    ...options,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  killOnExit(child, true);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

// Temporary folders still there at exit (after an error or Ctrl-C) are removed too.
const tempDirs = new Set<string>();
process.on("exit", () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

export function makeTempDir(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** True when build/ in `root` is complete: the server build and every client asset it names. */
export function buildIsComplete(root: string): boolean {
  const serverDir = path.join(root, "build/server");
  if (!existsSync(path.join(serverDir, "index.js"))) return false;
  if (!existsSync(path.join(root, "build/bin/cluster.js"))) return false;
  // The server build may be split into chunks; the asset manifest sits in one of them.
  const code = readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(serverDir, file), "utf8"))
    .join("\n");
  // "/assets/..." are client files the pages name; "./assets/..." the server's own chunks.
  const named = (pattern: RegExp) => [...new Set(code.match(pattern) ?? [])].map((m) => m.slice(1));
  const client = named(/["'`]\/assets\/[\w.-]+\.(?:js|css)/g);
  const serverChunks = named(/["'`]\.\/assets\/[\w.-]+\.js/g);
  return (
    client.some((asset) => asset.includes("entry.client")) &&
    client.every((asset) => existsSync(path.join(root, "build/client", asset))) &&
    serverChunks.every((chunk) => existsSync(path.join(serverDir, chunk)))
  );
}

/**
 * Copies what the production server runs (its code, the build, package.json and tsconfig.json;
 * node_modules is linked) to a temporary folder. Other work in this checkout may rebuild build/
 * at any time; the bench then still measures one consistent build, and its static test file
 * never lands in the shared build/.
 */
export async function snapshotApp(): Promise<string> {
  for (let attempt = 1; attempt <= 20; attempt++) {
    if (buildIsComplete(repoRoot)) {
      const dir = makeTempDir("app");
      try {
        for (const entry of ["server", "app", "db", "build", "package.json", "tsconfig.json"]) {
          cpSync(path.join(repoRoot, entry), path.join(dir, entry), { recursive: true });
        }
        symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
        if (buildIsComplete(dir)) return dir;
      } catch {
        // A build started while copying (files vanished): try again below.
      }
      removeDir(dir);
    }
    // Another build is writing build/ right now: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error(
    "build/ stayed incomplete for 60 s (another build running?); run `npm run bench` again",
  );
}

/** Refuses a port something else listens on: /healthz would otherwise answer from the wrong server. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(new Error(`port ${port} is in use; the bench uses ports 4200-4299`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/**
 * Starts the production build as `npm start` does (`node build/bin/cluster.js`, in the
 * snapshot `appDir`: a worker per core)
 * on 127.0.0.1 with its own data folder, and resolves once GET /healthz answers 200. TRUST_PROXY=1 lets the load test
 * give each POST its own X-Forwarded-For address, so the per-address rate limit is not what
 * it measures.
 */
export async function startServer(
  appDir: string,
  port: number,
  dataDir: string,
  /** More variables, e.g. PAGE_CACHE=off for the render part. */
  extraEnv: Record<string, string> = {},
  options: {
    /** How often /healthz is asked while the server starts (ms): the start-up time's grain. */
    pollMs?: number;
    /** How long a start may take (a migration of a large database takes its time). */
    timeoutMs?: number;
  } = {},
): Promise<BenchServer> {
  const { pollMs = 250, timeoutMs = 60_000 } = options;
  await assertPortFree(port);
  const origin = `http://127.0.0.1:${port}`;
  // As `npm start` serves: the cluster's primary and one worker per core (WEB_CONCURRENCY
  // unset), unless the caller asks for a count.
  const spawnedAt = performance.now();
  // The primary leads a process group of its own, so that a bench that dies takes the workers
  // with it.
  const { child, output } = spawnKept(process.execPath, ["build/bin/cluster.js"], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      // No load balancer waits on this server's health: stop() needs no drain.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...extraEnv,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const server: BenchServer = {
    origin,
    port,
    dataDir,
    pid: child.pid ?? 0,
    startupMs: 0,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    }
    const status = await fetch(`${origin}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      server.startupMs = performance.now() - spawnedAt;
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  await server.stop();
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}
