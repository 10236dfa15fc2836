// Issue 35's long tail and crawl share one large directory per engine, seeded once by today's
// code: today's build is measured on it first, then the current build (which migrates it
// forward as it starts), never both servers at once.
import type { Engine } from "../db";
import { seedWithBaseline } from "./baseline";
import { crawlWarmup, runCrawl, type CrawlRun } from "./crawl";
import { engineNames, postgresDatabases } from "./growth";
import type { LoadResult } from "./load";
import {
  compareLongtail,
  longtailTargets,
  longtailWorkers,
  measureLongtail,
  scatter,
  type LongtailOptions,
  type LongtailRow,
} from "./longtail";
import { readSeeded } from "./seed";
import { makeTempDir, removeDir, startServer } from "./server";

export interface TailOptions extends LongtailOptions {
  appDir: string;
  baselineDir: string;
  engine: Engine;
  /** Fictional companies besides the demo set. */
  companies: number;
  crawlUrls: number;
  /** Whether today's build crawls too, for comparison (the targets are the current build's). */
  crawlToday: boolean;
  longtail: boolean;
  crawl: boolean;
  port: number;
}

export interface EngineLongtail {
  engine: Engine;
  /** Approved companies in the directory (the demo set's included). */
  companies: number;
  rows: LongtailRow[];
  pass: boolean;
}

export interface EngineCrawl {
  engine: Engine;
  companies: number;
  urls: number;
  /** Absent when the run left it out (--crawl-builds=current). */
  today?: CrawlRun;
  current: CrawlRun;
}

export interface EngineTail {
  seedSeconds: number;
  longtail?: EngineLongtail;
  crawl?: EngineCrawl;
}

/** A start may migrate the whole directory (the current build, on today's data). */
const startTimeoutMs = 600_000;

export async function runTail(
  options: TailOptions,
  log: (line: string) => void,
  timed: <T>(part: "longtail" | "crawl", work: () => Promise<T>) => Promise<T>,
): Promise<EngineTail> {
  const engine = engineNames[options.engine];
  const databases = options.engine === "postgres" ? await postgresDatabases("tail") : undefined;
  const dataDir = makeTempDir(`tail-${options.engine}`);
  try {
    const databaseUrl = await databases?.create(options.companies);
    log(
      `\nSeeding ${engine} with today's code: the demo set and ${options.companies.toLocaleString("en-US")} companies...`,
    );
    const seedStart = performance.now();
    await seedWithBaseline(options.baselineDir, dataDir, {
      demo: true,
      companies: options.companies,
      databaseUrl,
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`  seeded in ${seedSeconds.toFixed(0)} s`);
    const directory = await readSeeded(dataDir, databaseUrl);
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
    const targets = longtailTargets(directory);
    // The crawl's addresses: `crawlUrls` distinct companies, scattered over the directory; the
    // warm-up's, others after them in the same order.
    const order = scatter(directory.companyIds.length);
    const crawlPaths = (from: number, count: number) =>
      Array.from(
        { length: Math.max(0, Math.min(count, directory.companyIds.length - from)) },
        (_, i) => `/company/${directory.companyIds[order(from + i)]}`,
      );
    const crawlList = crawlPaths(0, options.crawlUrls);
    if (options.crawl && crawlList.length < options.crawlUrls) {
      throw new Error(
        `--crawl-urls=${options.crawlUrls} is more than the ${directory.companyIds.length} companies listed`,
      );
    }
    const warmupList = crawlPaths(options.crawlUrls, crawlWarmup);

    const measured: Record<"today" | "current", { longtail?: LoadResult[]; crawl?: CrawlRun }> = {
      today: {},
      current: {},
    };
    for (const build of ["today", "current"] as const) {
      const appDir = build === "today" ? options.baselineDir : options.appDir;
      const name = build === "today" ? "today's build" : "current build";
      if (options.longtail) {
        await timed("longtail", async () => {
          log(`  ${engine}, ${name}: ${longtailWorkers} workers, PAGE_CACHE=off`);
          const server = await startServer(
            appDir,
            options.port,
            dataDir,
            { ...env, PAGE_CACHE: "off", WEB_CONCURRENCY: String(longtailWorkers) },
            { timeoutMs: startTimeoutMs },
          );
          try {
            measured[build].longtail = await measureLongtail(server.origin, targets, options, log);
          } finally {
            await server.stop();
          }
        });
      }
      if (options.crawl && (build === "current" || options.crawlToday)) {
        await timed("crawl", async () => {
          log(`  ${engine}, ${name}: crawl, ${longtailWorkers} workers, page cache on`);
          const server = await startServer(
            appDir,
            options.port,
            dataDir,
            { ...env, WEB_CONCURRENCY: String(longtailWorkers) },
            { timeoutMs: startTimeoutMs },
          );
          try {
            measured[build].crawl = await runCrawl(server, crawlList, warmupList, log);
          } finally {
            await server.stop();
          }
        });
      }
    }
    const result: EngineTail = { seedSeconds };
    const companies = directory.companyIds.length;
    const { today, current } = measured;
    if (today.longtail && current.longtail) {
      const rows = compareLongtail(targets, today.longtail, current.longtail);
      result.longtail = {
        engine: options.engine,
        companies,
        rows,
        pass: rows.every((row) => row.pass),
      };
      for (const row of rows) {
        log(
          `  ${engine} GET ${row.pattern}: ${row.current.rps.toFixed(0)} vs today's ${row.today.rps.toFixed(0)} req/s (${row.speedup.toFixed(2)}x), p99 ${row.current.p99} ms: ${row.pass ? "pass" : "FAIL"}`,
        );
      }
    }
    if (current.crawl) {
      result.crawl = {
        engine: options.engine,
        companies,
        urls: crawlList.length,
        today: today.crawl,
        current: current.crawl,
      };
    }
    return result;
  } finally {
    removeDir(dataDir);
    await databases?.close();
  }
}
