// Issue 35, workers as built JavaScript: an idle worker's resident memory and the time from
// spawning the cluster's primary to its first answered /healthz, today's build against the
// current one, started in turns on data of their own.
import { prepareDatabase } from "./seed";
import { seedWithBaseline } from "./baseline";
import { megabytes, residentBytes, waitForWorkers } from "./processes";
import { makeTempDir, removeDir, startServer } from "./server";

/** The targets: an idle worker at most half of today's; start-up no slower (10 % noise). */
export const memoryGoals = { rssRatio: 0.5, startupRatio: 1.1 };
export const memoryWorkers = 2;
/** Measured starts per build; the medians are compared. */
export const memoryStarts = 3;
/** How long the server stays idle after /healthz answers before its workers' memory is read. */
export const idleMs = 5_000;
/** /healthz is asked this often while a server starts: the start-up time's grain (ms). */
const pollMs = 20;

export interface BuildMemory {
  /** Each start's time from spawn to the first 200 from /healthz (ms), in order. */
  startups: number[];
  startupMedian: number;
  /** Each start's workers' VmRSS after the idle seconds (bytes). */
  workers: number[][];
  /** The mean over every worker of every start. */
  meanRss: number;
}

export interface MemoryResult {
  today: BuildMemory;
  current: BuildMemory;
  rssRatio: number;
  startupRatio: number;
  rssPass: boolean;
  startupPass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each build on a SQLite data folder of its own with the demo set (seeded by its own code, so
 * today's build never meets a newer migration), one unmeasured start each (the OS's file cache,
 * any first-run work), then `memoryStarts` starts of each in turns: today's, current, today's...
 */
export async function runMemory(
  appDir: string,
  baselineDir: string,
  port: number,
  log: (line: string) => void,
): Promise<MemoryResult> {
  const todayData = makeTempDir("memory-today");
  const currentData = makeTempDir("memory-current");
  try {
    await seedWithBaseline(baselineDir, todayData, { demo: true, companies: 0 });
    await prepareDatabase(currentData, { demo: true, companies: 0 });
    const builds = {
      today: { dir: baselineDir, data: todayData, label: "today's build" },
      current: { dir: appDir, data: currentData, label: "current build" },
    };
    type Start = { startup: number; rss: number[] };
    const start = async (build: keyof typeof builds, measured: boolean): Promise<Start> => {
      const { dir, data, label } = builds[build];
      const server = await startServer(
        dir,
        port,
        data,
        { WEB_CONCURRENCY: String(memoryWorkers) },
        { pollMs },
      );
      try {
        const pids = await waitForWorkers(server.pid, memoryWorkers);
        await new Promise((resolve) => setTimeout(resolve, idleMs));
        const rss = pids.map((pid) => residentBytes(pid) ?? 0);
        if (measured) {
          log(
            `  ${label}: started in ${server.startupMs.toFixed(0)} ms; idle workers ${rss.map(megabytes).join(", ")}`,
          );
        }
        return { startup: server.startupMs, rss };
      } finally {
        await server.stop();
      }
    };
    await start("today", false);
    await start("current", false);
    const runs: Record<"today" | "current", Start[]> = { today: [], current: [] };
    for (let i = 0; i < memoryStarts; i++) {
      runs.today.push(await start("today", true));
      runs.current.push(await start("current", true));
    }
    const summarise = (list: Start[]): BuildMemory => {
      const all = list.flatMap((run) => run.rss);
      return {
        startups: list.map((run) => run.startup),
        startupMedian: median(list.map((run) => run.startup)),
        workers: list.map((run) => run.rss),
        meanRss: all.reduce((sum, value) => sum + value, 0) / (all.length || 1),
      };
    };
    const today = summarise(runs.today);
    const current = summarise(runs.current);
    const rssRatio = today.meanRss ? current.meanRss / today.meanRss : 0;
    const startupRatio = today.startupMedian ? current.startupMedian / today.startupMedian : 0;
    const result: MemoryResult = {
      today,
      current,
      rssRatio,
      startupRatio,
      rssPass: current.meanRss > 0 && rssRatio <= memoryGoals.rssRatio,
      startupPass: startupRatio > 0 && startupRatio <= memoryGoals.startupRatio,
    };
    log(
      `  idle worker: ${megabytes(current.meanRss)} vs today's ${megabytes(today.meanRss)} (${(rssRatio * 100).toFixed(0)} %, target ≤ ${memoryGoals.rssRatio * 100} %): ${result.rssPass ? "pass" : "FAIL"}`,
    );
    log(
      `  start-up (median of ${memoryStarts}): ${current.startupMedian.toFixed(0)} ms vs today's ${today.startupMedian.toFixed(0)} ms (${startupRatio.toFixed(2)}x, target ≤ ${memoryGoals.startupRatio}x): ${result.startupPass ? "pass" : "FAIL"}`,
    );
    return result;
  } finally {
    removeDir(todayData);
    removeDir(currentData);
  }
}
