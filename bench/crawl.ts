// Issue 35, a crawl: every company page once, as a search engine's crawler asks for them, at a
// steady 20 connections, with each worker's resident memory followed from start to end.
import autocannon from "autocannon";
import { acceptEncoding, drain, toResult } from "./load";
import { childPids, residentBytes } from "./processes";
import type { BenchServer } from "./server";

/** The targets: p99 ≤ 150 ms, no error, each worker within 10 % of its first memory. */
export const crawlGoals = { p99Ms: 150, growth: 0.1 };
export const crawlConnections = 20;
/** Memory is compared between windows of this many answers (the first and the last). */
export const crawlWindow = 1_000;
/** Each worker's memory is read after every this many answers, and averaged per window. */
export const crawlSampleEvery = 100;
/** Requests before the crawl, to company pages outside it, so its first ones meet a warm JIT. */
export const crawlWarmup = 500;

export interface WorkerMemory {
  pid: number;
  /** Mean resident memory (bytes) over each window of `crawlWindow` answers, in order. */
  windows: number[];
  first: number;
  last: number;
  peak: number;
  /** The last window's mean over the first's, less one. */
  growth: number;
  /** The worker was gone before the crawl ended (restarted by the primary). */
  gone: boolean;
}

export interface CrawlRun {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  unexpected: number;
  statuses: Record<string, number>;
  workers: WorkerMemory[];
  /** Every answer 2xx, none failed. */
  clean: boolean;
  /** Clean, p99 within the goal. */
  latencyPass: boolean;
  /** Every worker's growth within the goal. */
  memoryPass: boolean;
}

function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

/**
 * Requests each of `paths` once at `crawlConnections` connections (autocannon's `amount`; each
 * request takes the next address). Before it, `warmup` other addresses; after every
 * `crawlSampleEvery` answers, each worker's VmRSS is read from /proc.
 */
export async function runCrawl(
  server: BenchServer,
  paths: string[],
  warmup: string[],
  log: (line: string) => void,
): Promise<CrawlRun> {
  const fire = (list: string[]) => {
    let next = 0;
    return autocannon({
      url: server.origin,
      connections: Math.min(crawlConnections, list.length),
      amount: list.length,
      timeout: 10,
      headers: { "accept-encoding": acceptEncoding },
      requests: [
        {
          method: "GET",
          path: list[0],
          // Each address once; past the end (never sent: `amount` stops first) the last again.
          setupRequest: (request) => ({
            ...request,
            path: list[Math.min(next++, list.length - 1)],
          }),
        },
      ],
    });
  };
  if (warmup.length) await fire(warmup.slice(0, crawlWarmup));
  await drain(server.origin);

  const pids = childPids(server.pid);
  if (!pids.length) throw new Error(`no workers under the server's primary (${server.pid})`);
  const samples = pids.map(() => [] as number[][]);
  const gone = pids.map(() => false);
  let answered = 0;
  let lastAnswer = 0;
  const sample = () => {
    const window = Math.floor((answered - 1) / crawlWindow);
    for (const [index, pid] of pids.entries()) {
      const bytes = residentBytes(pid);
      if (bytes === undefined) {
        gone[index] = true;
        continue;
      }
      (samples[index]![window] ??= []).push(bytes);
    }
  };
  const started = performance.now();
  const run = fire(paths);
  run.on("response", () => {
    answered += 1;
    lastAnswer = performance.now();
    if (answered % crawlSampleEvery === 0 || answered === paths.length) sample();
  });
  const result = toResult(
    { label: "crawl", method: "GET", path: "/company/{id}", expect: "2xx" },
    await run,
  );
  // Up to the last answer: autocannon reports its result at its next one-second tick.
  const seconds = ((lastAnswer || performance.now()) - started) / 1000;
  const workers = pids.map((pid, index): WorkerMemory => {
    const windows = (samples[index] ?? []).filter(Boolean).map(mean);
    const first = windows[0] ?? 0;
    const last = windows.at(-1) ?? 0;
    return {
      pid,
      windows,
      first,
      last,
      peak: Math.max(0, ...(samples[index] ?? []).flat()),
      growth: first ? last / first - 1 : 0,
      gone: gone[index] ?? false,
    };
  });
  const clean = result.clean && result.requests === paths.length;
  const crawl: CrawlRun = {
    requests: result.requests,
    seconds,
    rps: result.requests / seconds,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected: result.unexpected,
    statuses: result.statuses,
    workers,
    clean,
    latencyPass: clean && result.p99 <= crawlGoals.p99Ms,
    memoryPass:
      workers.length > 0 &&
      workers.every(
        (worker) => !worker.gone && worker.windows.length > 0 && worker.growth < crawlGoals.growth,
      ),
  };
  log(
    `    ${paths.length.toLocaleString("en-US")} company pages in ${seconds.toFixed(1)} s (${crawl.rps.toFixed(0)} req/s): p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, unexpected ${result.unexpected}`,
  );
  for (const worker of workers) {
    log(
      `      worker ${worker.pid}: ${(worker.first / 1e6).toFixed(1)} → ${(worker.last / 1e6).toFixed(1)} MB (${worker.growth >= 0 ? "+" : ""}${(worker.growth * 100).toFixed(1)} %; per ${crawlWindow.toLocaleString("en-US")}: ${worker.windows.map((bytes) => (bytes / 1e6).toFixed(0)).join(", ")} MB)${worker.gone ? " GONE before the end" : ""}`,
    );
  }
  return crawl;
}
