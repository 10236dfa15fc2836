// `npm start`'s primary process: serves the site on every core with Node's cluster. Each worker
// runs server/index.ts as it is; this process only prepares what the workers share, starts them,
// restarts one that dies, and stops them all together. `npm run dev` runs server/index.ts alone.
import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { initEnvOrExit, type Env } from "../app/lib/env.server";
import { openDb } from "../db";
import { DataDirError } from "../db/data-dir";
import { migrateToLatest } from "../db/migrate";
import { startBackupSchedule } from "./backup-schedule";
import { answerWorkersMetrics } from "./metrics-cluster";

/** A worker that exits before it listens, or sooner than this after, has failed at start. How
 * long a start takes (seconds on a busy machine) does not count. */
const startupMs = 10_000;
/** After this many failures at start in a row, restarting is hopeless (a port taken, a database
 * that refuses every connection): the primary gives up, so a supervisor sees the failure. */
const maxFailuresAtStart = 5;
/** The first restart waits this long; each further failure at start doubles it. */
const firstBackOffMs = 200;
/** A worker that has not exited this long after its drain and its own 10-second deadline is
 * stuck: it is killed, and the primary exits 1. */
const stopGraceMs = 15_000;

// Validated here, once, before any worker exists: a bad value stops `npm start` with one message,
// not one per worker. This also makes the cookie-signing secret on a fresh machine, so that the
// workers all read the same one instead of each writing its own.
const env: Env = initEnvOrExit();
const { logger: baseLogger } = await import("../app/lib/logger.server");
// The primary's own lines say so; lines about a worker name it as `worker`, as its own lines do.
const logger = baseLogger.child({ primary: true });

// Migrations run here, once: workers starting together would race to run the same one.
try {
  const database = openDb({ ...env, log: logger });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ migrations: applied }, "database migrated");
  } finally {
    await database.close();
  }
} catch (error) {
  // As server/index.ts: a database file gone from a folder that held one is not replaced.
  if (error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  logger.fatal({ err: error }, "could not migrate the database");
  process.exit(1);
}

// BACKUP_EVERY: this process alone makes the scheduled backups (server/backup-schedule.ts).
const stopBackups = env.backupEveryMs
  ? startBackupSchedule({ ...env, backupEveryMs: env.backupEveryMs }, logger)
  : undefined;

// Workers inherit this process's standard output and error (one log stream) and its environment.
// Compiled (build/bin/cluster.js, as `npm start` runs it), the workers run build/bin/index.js on
// Node alone; from source, server/index.ts with this process's options (tsx's loader).
const compiled = import.meta.filename.endsWith(".js");
cluster.setupPrimary({
  exec: path.join(import.meta.dirname, compiled ? "index.js" : "index.ts"),
  ...(compiled ? { execArgv: [] } : {}),
});

// METRICS_TOKEN: the worker asked for /metrics asks this process, which gathers every worker's.
if (env.metricsToken) await answerWorkersMetrics();

/** Every running worker, with when it began listening (undefined: not yet). */
const running = new Map<Worker, number | undefined>();
const pendingRestarts = new Set<NodeJS.Timeout>();
let failuresAtStart = 0;
let stopping: NodeJS.Signals | undefined;
let stoppedUncleanly = false;

/** Each worker's slot, 1 to WEB_CONCURRENCY, which its replacement takes over (WORKER_SLOT). */
const slots = new Map<Worker, number>();

function fork(slot: number): Worker {
  // /metrics labels a worker's series by its slot, not its id: a replacement continues the
  // series (a counter that restarts from 0 is a reset Prometheus understands), and a worker
  // dying now and then makes no new series.
  const worker = cluster.fork({ WORKER_SLOT: String(slot) });
  running.set(worker, undefined);
  slots.set(worker, slot);
  return worker;
}

cluster.on("listening", (worker) => {
  running.set(worker, Date.now());
  logger.info({ worker: worker.id, pid: worker.process.pid }, "worker listening");
});

cluster.on("exit", (worker, code, signal) => {
  const since = running.get(worker);
  running.delete(worker);
  const facts = { worker: worker.id, pid: worker.process.pid, code, signal };
  if (stopping) {
    // Killed by the signal itself counts as stopped: a worker still starting has no handler yet.
    if (code !== 0 && signal !== stopping) stoppedUncleanly = true;
    logger.info(facts, "worker stopped");
    if (running.size === 0) allStopped();
    return;
  }
  const failedAtStart = since === undefined || Date.now() - since < startupMs;
  failuresAtStart = failedAtStart ? failuresAtStart + 1 : 0;
  if (failuresAtStart >= maxFailuresAtStart) {
    logger.fatal(
      { ...facts, failuresAtStart },
      `workers keep exiting before they have listened for ${startupMs / 1000} seconds: giving up`,
    );
    for (const other of running.keys()) other.process.kill("SIGKILL");
    process.exit(1);
  }
  const backOffMs = firstBackOffMs * 2 ** Math.max(0, failuresAtStart - 1);
  logger.error({ ...facts, restartInMs: backOffMs }, "worker exited unexpectedly: restarting");
  const restart = setTimeout(() => {
    pendingRestarts.delete(restart);
    const replacement = fork(slots.get(worker) ?? 1);
    slots.delete(worker);
    logger.info(
      { worker: replacement.id, pid: replacement.process.pid, replaces: worker.id },
      "worker restarted",
    );
  }, backOffMs);
  pendingRestarts.add(restart);
});

function allStopped() {
  if (stoppedUncleanly) {
    logger.error({ signal: stopping }, "all workers stopped, not all of them cleanly");
    process.exit(1);
  }
  logger.info({ signal: stopping }, "all workers stopped");
  process.exit(0);
}

/**
 * Passes the signal on to every worker, which drains and stops as server/shutdown.ts describes,
 * and exits once they all have. A second signal changes nothing (the workers ignore it too).
 */
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = signal;
  stopBackups?.();
  for (const restart of pendingRestarts) clearTimeout(restart);
  pendingRestarts.clear();
  logger.info({ signal, workers: running.size }, "shutting down the workers");
  if (running.size === 0) return allStopped();
  for (const worker of running.keys()) worker.process.kill(signal);
  const drainMs = signal === "SIGTERM" ? env.shutdownDrainSeconds * 1000 : 0;
  setTimeout(() => {
    logger.error(
      { workers: [...running.keys()].map((worker) => worker.id) },
      "workers still running long after the signal: killing them",
    );
    for (const worker of running.keys()) worker.process.kill("SIGKILL");
    process.exit(1);
  }, drainMs + stopGraceMs).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

const workers = Array.from({ length: env.webConcurrency }, (_, index) => fork(index + 1));
logger.info(
  {
    workers: workers.map((worker) => ({ worker: worker.id, pid: worker.process.pid })),
    url: `http://${env.host}:${env.port}`,
  },
  `started ${env.webConcurrency} workers`,
);
