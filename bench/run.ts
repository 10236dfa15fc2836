// `npm run bench`: builds, then measures page weight, Lighthouse, load and the directory's
// growth against the production server, prints the tables and writes docs/performance.md.
// `npm run bench -- --only=weight,load` runs some parts; see `--help` for the rest.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import type { Engine } from "../db";
import { prepareBaseline } from "./baseline";
import { runCompression } from "./compression";
import { engineNames, runGrowth } from "./growth";
import { runLighthouse } from "./lighthouse";
import { runLoad } from "./load";
import { runRender } from "./render";
import { describeMachine } from "./machine";
import { runMemory } from "./memory";
import { measurePageWeight } from "./page-weight";
import { parts, render, type BenchResults, type Part } from "./report";
import { prepareDatabase } from "./seed";
import { makeTempDir, removeDir, repoRoot, snapshotApp, startServer } from "./server";
import { runTail } from "./tail";

const usage = `usage: npm run bench -- [options]
  --only=PARTS            comma-separated: ${parts.join(",")} (default: all)
  --write                 write docs/performance.md after a partial run too
  --companies=N           fictional companies for weight, Lighthouse, load, render, compression
                          (10000)
  --connections=N         load: concurrent connections (50)
  --seconds=N             load: measured seconds per target (10)
  --render-samples=N      render: sequential requests per page and round, nothing cached (300)
  --warmup=N              load, longtail: warm-up seconds per target (3)
  --longtail-seconds=N    longtail: measured seconds per page and build (as --seconds)
  --crawl-companies=N     longtail, crawl: fictional companies in their directory (100000)
  --crawl-urls=N          crawl: distinct company pages, each requested once (20000)
  --crawl-builds=LIST     crawl: today,current (both; today's is for comparison only)
  --compression-samples=N compression: timed compressions per option and page (200)
  --lighthouse-runs=N     Lighthouse: at most N runs per page (3)
  --lighthouse-budget=S   Lighthouse: start another round only if it fits in S seconds (300)
  --growth-sizes=LIST     growth: directory sizes (100,1000,10000,100000)
  --growth-samples=N      growth: sequential requests per page and size (30)
  --engines=LIST          growth, longtail, crawl: databases to measure, sqlite,postgres (both;
                          PostgreSQL in a throwaway cluster, as the integration tests start)
  --search=TERM           the search used by load and growth (bridge)`;

// Ports: 4200 the main server, 4201+ one per growth size, 4240-4259 Lighthouse's Chrome,
// 4260 and 4264 the render part's two (today's and the current build's, at once), 4261
// compression's, 4262 the long tail's and the crawl's, 4263 the memory part's (one server at a
// time on each of the others).
const mainPort = 4200;
const renderPorts = { today: 4260, current: 4264 };
const compressionPort = 4261;
const tailPort = 4262;
const memoryPort = 4263;
const growthFirstPort = 4201;

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    write: { type: "boolean", default: false },
    companies: { type: "string", default: "10000" },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    "render-samples": { type: "string", default: "300" },
    warmup: { type: "string", default: "3" },
    "longtail-seconds": { type: "string" },
    "crawl-companies": { type: "string", default: "100000" },
    "crawl-urls": { type: "string", default: "20000" },
    "crawl-builds": { type: "string", default: "today,current" },
    "compression-samples": { type: "string", default: "200" },
    "lighthouse-runs": { type: "string", default: "3" },
    "lighthouse-budget": { type: "string", default: "300" },
    "growth-sizes": { type: "string", default: "100,1000,10000,100000" },
    "growth-samples": { type: "string", default: "30" },
    engines: { type: "string", default: "sqlite,postgres" },
    search: { type: "string", default: "bridge" },
    help: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function count(name: string, value: string | undefined, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) fail(`--${name} must be a whole number ≥ ${min}`);
  return number;
}

function engineList(value: string): Engine[] {
  const listed = value.split(",").map((engine) => engine.trim());
  const known = Object.keys(engineNames) as Engine[];
  const wrong = listed.filter((engine) => !(known as string[]).includes(engine));
  if (wrong.length || !value.trim()) fail(`--engines: unknown engine(s) ${wrong.join(", ")}`);
  return known.filter((engine) => listed.includes(engine));
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const selected = values.only ? values.only.split(",").map((part) => part.trim()) : [...parts];
const unknown = selected.filter((part) => !(parts as readonly string[]).includes(part));
if (unknown.length || !selected.length) fail(`unknown part(s): ${unknown.join(", ")}`);
const chosen = parts.filter((part) => selected.includes(part));
const options = {
  companies: count("companies", values.companies, 0),
  connections: count("connections", values.connections, 1),
  seconds: count("seconds", values.seconds, 1),
  renderSamples: count("render-samples", values["render-samples"], 1),
  warmup: count("warmup", values.warmup, 0),
  longtailSeconds: count("longtail-seconds", values["longtail-seconds"] ?? values.seconds, 1),
  crawlCompanies: count("crawl-companies", values["crawl-companies"], 1),
  crawlUrls: count("crawl-urls", values["crawl-urls"], 1),
  compressionSamples: count("compression-samples", values["compression-samples"], 1),
  lighthouseRuns: count("lighthouse-runs", values["lighthouse-runs"], 1),
  lighthouseBudget: count("lighthouse-budget", values["lighthouse-budget"], 0),
  growthSizes: (values["growth-sizes"] ?? "").split(",").map((s) => count("growth-sizes", s, 1)),
  growthSamples: count("growth-samples", values["growth-samples"], 1),
  engines: engineList(values.engines ?? ""),
  search: (values.search ?? "").trim() || fail("--search must not be empty"),
};
if (options.growthSizes.length > 30) fail("--growth-sizes: at most 30 sizes (one port each)");
const crawlBuilds = (values["crawl-builds"] ?? "").split(",").map((build) => build.trim());
if (crawlBuilds.some((build) => build !== "today" && build !== "current")) {
  fail("--crawl-builds: today, current or both");
}
if (!crawlBuilds.includes("current")) fail("--crawl-builds: the targets are the current build's");
if (options.crawlUrls > options.crawlCompanies) {
  fail("--crawl-urls: at most --crawl-companies (each company page is asked for once)");
}

const log = (line: string) => console.log(line);
const started = performance.now();
const results: BenchResults = {
  machine: describeMachine(),
  parts: chosen,
  seconds: {},
  totalSeconds: 0,
  directorySize: options.companies,
};

/** Runs one part's work, adding its seconds to the part's (the long tail and the crawl take
 * turns, engine by engine). */
async function timed<T>(part: Part | string, work: () => Promise<T>): Promise<T> {
  log(`\n${part}:`);
  const start = performance.now();
  try {
    return await work();
  } finally {
    results.seconds[part] = (results.seconds[part] ?? 0) + (performance.now() - start) / 1000;
  }
}

log(
  `Bench of ${results.machine.commit} on ${results.machine.cpu} (${results.machine.cores} cores), load average ${results.machine.loadAverage.join(", ")}`,
);

/** Weight, Lighthouse and load share one server with the demo set and a large directory;
 * compression uses the same data. */
async function runOnMainServer(appDir: string): Promise<void> {
  const dataDir = makeTempDir("main");
  try {
    log(`Seeding the demo set and ${options.companies.toLocaleString("en-US")} companies...`);
    const ids = await prepareDatabase(dataDir, { demo: true, companies: options.companies });
    if (!ids) throw new Error("the demo set was not seeded");
    if (chosen.includes("compression")) {
      // Its own server with the page cache off: every page is rendered and compressed for one
      // request (server/compress.ts's `fast`), as a one-off page is.
      const oneOff = await startServer(appDir, compressionPort, dataDir, {
        PAGE_CACHE: "off",
        WEB_CONCURRENCY: "1",
      });
      try {
        const paths = ["/", `/company/${ids.companyId}`, "/companies"];
        results.compression = await timed("compression", () =>
          runCompression(oneOff.origin, paths, options.compressionSamples, log),
        );
      } finally {
        await oneOff.stop();
      }
    }
    if (!chosen.some((part) => ["weight", "lighthouse", "load"].includes(part))) return;
    const server = await startServer(appDir, mainPort, dataDir);
    try {
      // First requests compile templates and warm the JIT; no part should measure that.
      for (const route of ["/", "/companies", "/submit", "/assessment", "/sip-calculator"]) {
        for (let i = 0; i < 3; i++) await (await fetch(server.origin + route)).arrayBuffer();
      }
      if (chosen.includes("weight")) {
        results.weight = await timed("weight", () => measurePageWeight(server.origin, ids, log));
      }
      if (chosen.includes("lighthouse")) {
        const maxRuns = options.lighthouseRuns;
        const lighthouse = await timed("lighthouse", () =>
          runLighthouse(server.origin, { maxRuns, budgetSeconds: options.lighthouseBudget }, log),
        );
        results.lighthouse = { ...lighthouse, maxRuns };
      }
      if (chosen.includes("load")) {
        const loadOptions = {
          connections: options.connections,
          seconds: options.seconds,
          warmupSeconds: options.warmup,
          searchTerm: options.search,
        };
        const load = await timed("load", () =>
          runLoad(appDir, server.origin, ids, loadOptions, log),
        );
        results.load = { ...load, options: loadOptions };
      }
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}

const appDir = await snapshotApp();
try {
  // Today's code (issue 35's baseline), built once and kept between runs.
  const baselineDir = chosen.some((part) =>
    ["render", "longtail", "crawl", "memory"].includes(part),
  )
    ? await timed("today's build", () => prepareBaseline(log))
    : undefined;
  if (chosen.includes("render") && baselineDir) {
    const renderOptions = {
      appDir,
      baselineDir,
      companies: options.companies,
      samples: options.renderSamples,
      ports: renderPorts,
    };
    results.render = await timed("render", () => runRender(renderOptions, log));
  }
  if (chosen.some((part) => ["weight", "lighthouse", "load", "compression"].includes(part))) {
    await runOnMainServer(appDir);
  }
  if (chosen.includes("memory") && baselineDir) {
    results.memory = await timed("memory", () => runMemory(appDir, baselineDir, memoryPort, log));
  }
  if (chosen.includes("growth")) {
    results.growth = await timed("growth", async () => {
      const measured = [];
      for (const engine of options.engines) {
        measured.push(
          await runGrowth(
            {
              appDir,
              engine,
              sizes: options.growthSizes,
              samples: options.growthSamples,
              term: options.search,
              firstPort: growthFirstPort,
            },
            log,
          ),
        );
      }
      return measured;
    });
  }
  const longtail = chosen.includes("longtail");
  const crawl = chosen.includes("crawl");
  if ((longtail || crawl) && baselineDir) {
    const longtailOptions = { seconds: options.longtailSeconds, warmupSeconds: options.warmup };
    if (longtail) results.longtail = { engines: [], options: longtailOptions };
    if (crawl) results.crawl = { engines: [] };
    for (const engine of options.engines) {
      const measured = await runTail(
        {
          ...longtailOptions,
          appDir,
          baselineDir,
          engine,
          companies: options.crawlCompanies,
          crawlUrls: options.crawlUrls,
          crawlToday: crawlBuilds.includes("today"),
          longtail,
          crawl,
          port: tailPort,
        },
        log,
        timed,
      );
      results.seconds["long-tail data"] =
        (results.seconds["long-tail data"] ?? 0) + measured.seedSeconds;
      if (measured.longtail) results.longtail?.engines.push(measured.longtail);
      if (measured.crawl) results.crawl?.engines.push(measured.crawl);
    }
  }
} finally {
  removeDir(appDir);
}

results.totalSeconds = (performance.now() - started) / 1000;
results.loadAverageEnd = os.loadavg().map((value) => Math.round(value * 100) / 100);
log(`Load average at the end: ${results.loadAverageEnd.join(", ")}`);
const { markdown, text } = render(results);
console.log(text);
const partial = chosen.length < parts.length;
if (!partial || values.write) {
  const file = path.join(repoRoot, "docs/performance.md");
  // Formatted as `npm run lint` expects, so a fresh report never fails the lint.
  const config = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(markdown, { ...config, filepath: file }));
  log(`\nWrote ${path.relative(repoRoot, file)} (${Math.round(results.totalSeconds)} s).`);
} else {
  log("\nPartial run: docs/performance.md left as it was (add --write to write it).");
}
