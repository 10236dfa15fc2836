// The report's sections for issue 35 (long-tail performance): the long tail under load, the
// crawl, compression and the workers' memory and start-up. Render cost and HTML size are in
// report.ts's render section.
import { todaysCode } from "./baseline";
import { phone, compressionGoals, type CompressionResult } from "./compression";
import { crawlConnections, crawlGoals, crawlSampleEvery, crawlWarmup, crawlWindow } from "./crawl";
import { engineNames } from "./growth";
import type { LoadResult } from "./load";
import {
  longtailConnections,
  longtailGoals,
  longtailTerms,
  longtailWorkers,
  type LongtailOptions,
} from "./longtail";
import { idleMs, memoryGoals, memoryStarts, memoryWorkers, type MemoryResult } from "./memory";
import { megabytes } from "./processes";
import { ms, table, verdict, type Finding, type Section, type SummaryRow } from "./report-kit";
import type { EngineCrawl, EngineLongtail } from "./tail";

const today = `today's build (${todaysCode.commit.slice(0, 7)}, ${todaysCode.date})`;
const rate = (value: number) => Math.round(value).toLocaleString("en-US");
const percent = (value: number) => `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)} %`;
const failures = (result: Pick<LoadResult, "errors" | "timeouts" | "unexpected" | "statuses">) =>
  result.errors || result.unexpected
    ? `; ${result.errors} errors${result.timeouts ? ` (${result.timeouts} timeouts)` : ""}, ${result.unexpected} unexpected (${Object.entries(
        result.statuses,
      )
        .map(([code, count]) => `${code}: ${count}`)
        .join(", ")})`
    : "";

export function longtailSection(
  engines: EngineLongtail[],
  options: LongtailOptions,
  summary: SummaryRow[],
  findings: Finding[],
): Section {
  const rows = engines.flatMap((measured) =>
    measured.rows.map((row) => [
      engineNames[measured.engine],
      `GET ${row.pattern}`,
      row.variety,
      `${rate(row.today.rps)} (p99 ${ms(row.today.p99)})`,
      rate(row.current.rps),
      ms(row.current.p50),
      ms(row.current.p99),
      `${row.current.errors} / ${row.current.unexpected}`,
      `${row.speedup.toFixed(2)}x`,
      verdict(row.pass),
    ]),
  );
  for (const measured of engines) {
    const engine = engineNames[measured.engine];
    for (const row of measured.rows) {
      summary.push({
        target: `${engine}: GET ${row.pattern} uncached at ${longtailConnections} connections ≥ ${longtailGoals.speedup}x today's requests/s, p99 ≤ ${longtailGoals.p99Ms} ms`,
        result: `${rate(row.current.rps)} vs ${rate(row.today.rps)} requests/s (${row.speedup.toFixed(2)}x), p99 ${ms(row.current.p99)}${failures(row.current)}`,
        pass: row.pass,
      });
      if (!row.pass) {
        const misses = [
          row.speedup < longtailGoals.speedup
            ? `${row.speedup.toFixed(2)}x today's requests/s (${rate(row.current.rps)} against ${rate(row.today.rps)}), below ${longtailGoals.speedup}x`
            : "",
          row.current.p99 > longtailGoals.p99Ms
            ? `p99 ${ms(row.current.p99)}, over ${longtailGoals.p99Ms} ms`
            : "",
          row.current.clean ? "" : `errors or unexpected answers${failures(row.current)}`,
          row.today.requests ? "" : "today's build answered no request: no ratio to compare",
        ].filter(Boolean);
        findings.push({
          target: `Long tail (${engine}): GET ${row.pattern}`,
          evidence: `${misses.join("; ")}. Addresses: ${row.variety}.`,
          plan: "Profile one worker under this load with the page cache off (`node --cpu-prof build/bin/index.js`, PAGE_CACHE=off) and cut what takes the most per request: the loaders' queries (EXPLAIN them at this size), React's render of the page's components, the HTML's size (section 4), the compression (section 8).",
        });
      }
    }
  }
  const size = engines[0]?.companies.toLocaleString("en-US") ?? "?";
  return {
    title: "6. Long tail: pages rendered for each request, under load",
    method: `Issue 35's long tail: the pages a visitor asks for that no one asked for in the last moment, so that no cache has them. One directory per engine (the demo set and fictional companies, ${size} listed), seeded once by today's code and served first by ${today}, then by the current build (which migrates it forward as it starts), never both at once; the same addresses in the same order for both. Each server is the production build as \`npm start\` runs it (\`node build/bin/cluster.js\`) with ${longtailWorkers} workers (\`WEB_CONCURRENCY=${longtailWorkers}\`) and \`PAGE_CACHE=off\`, so every request renders its page (loaders, React, compression). autocannon, ${longtailConnections} connections asking for compression as Chromium does (\`Accept-Encoding: gzip, deflate, br\`), ${options.warmupSeconds} s warm-up then ${options.seconds} s measured per page, one page at a time; each request takes the next address (autocannon's \`setupRequest\`): a company's page over the whole directory, a page of the directory over all its pages (deep pages included), a search among ${longtailTerms.length} terms that are parts of the fictional names, the seeded approved movements in turn. Target (current build): at least ${longtailGoals.speedup} times today's requests per second with a p99 of at most ${longtailGoals.p99Ms} ms, and no errors. "Errors" are connection errors and timeouts (10 s) / answers other than 2xx. autocannon runs in the bench's process on the same machine, so client and server share its CPU.`,
    tables: [
      table(
        [
          "Engine",
          "Page",
          "Addresses",
          "Today req/s",
          "Current req/s",
          "p50",
          "p99",
          "Errors",
          "Speed-up",
          `≥ ${longtailGoals.speedup}x, p99 ≤ ${longtailGoals.p99Ms} ms`,
        ],
        rows,
      ),
    ],
    notes: [],
  };
}

export function crawlSection(
  engines: EngineCrawl[],
  summary: SummaryRow[],
  findings: Finding[],
): Section {
  const builds = (measured: EngineCrawl) => [
    ...(measured.today ? [["today", measured.today] as const] : []),
    ["current", measured.current] as const,
  ];
  const latencyRows = engines.flatMap((measured) =>
    builds(measured).map(([build, run]) => [
      engineNames[measured.engine],
      build === "today" ? "today's" : "current",
      run.requests.toLocaleString("en-US"),
      `${run.seconds.toFixed(1)} s`,
      rate(run.rps),
      ms(run.p50),
      ms(run.p99),
      run.timeouts ? `${run.errors} (${run.timeouts} timeouts)` : run.errors,
      run.unexpected,
      build === "today" ? "not a target" : verdict(run.latencyPass),
    ]),
  );
  const memoryRows = engines.flatMap((measured) =>
    builds(measured).flatMap(([build, run]) =>
      run.workers.map((worker) => [
        engineNames[measured.engine],
        build === "today" ? "today's" : "current",
        worker.pid,
        megabytes(worker.first),
        megabytes(worker.last),
        megabytes(worker.peak),
        percent(worker.growth) + (worker.gone ? " (gone before the end)" : ""),
        worker.windows.map((bytes) => (bytes / 1e6).toFixed(0)).join(", "),
        build === "today"
          ? "not a target"
          : verdict(!worker.gone && worker.windows.length > 0 && worker.growth < crawlGoals.growth),
      ]),
    ),
  );
  for (const measured of engines) {
    const engine = engineNames[measured.engine];
    const run = measured.current;
    summary.push({
      target: `${engine}: crawl of ${measured.urls.toLocaleString("en-US")} company pages (${measured.companies.toLocaleString("en-US")} listed) at ${crawlConnections} connections: p99 ≤ ${crawlGoals.p99Ms} ms, no errors`,
      result: `p99 ${ms(run.p99)}, ${rate(run.rps)} requests/s${failures(run)}${run.requests < measured.urls ? `; ${run.requests} answered of ${measured.urls}` : ""}${measured.today ? ` (today's: p99 ${ms(measured.today.p99)})` : ""}`,
      pass: run.latencyPass,
    });
    summary.push({
      target: `${engine}: each worker's memory over the crawl (last ${crawlWindow.toLocaleString("en-US")} answers vs first) grows < ${crawlGoals.growth * 100} %`,
      result:
        run.workers
          .map(
            (worker) =>
              `worker ${worker.pid} ${megabytes(worker.first)} → ${megabytes(worker.last)} (${percent(worker.growth)})${worker.gone ? " gone" : ""}`,
          )
          .join("; ") || "no worker found",
      pass: run.memoryPass,
    });
    if (!run.latencyPass) {
      findings.push({
        target: `Crawl (${engine}): latency`,
        evidence: `p99 ${ms(run.p99)} against ${crawlGoals.p99Ms} ms (p50 ${ms(run.p50)}, ${rate(run.rps)} requests/s)${failures(run)}.`,
        plan: "A company page's render under 20 connections: profile a worker during the crawl (`node --cpu-prof`), look for a query that grows with the directory (EXPLAIN the company page's loader at this size) and for time spent outside the render (garbage collection shows in the profile).",
      });
    }
    if (!run.memoryPass) {
      findings.push({
        target: `Crawl (${engine}): workers' memory`,
        evidence: run.workers
          .map(
            (worker) =>
              `worker ${worker.pid}: ${worker.windows.map((bytes) => (bytes / 1e6).toFixed(0)).join(", ")} MB per ${crawlWindow.toLocaleString("en-US")} answers (${percent(worker.growth)})${worker.gone ? ", gone before the end" : ""}`,
          )
          .join("; "),
        plan: "Memory that keeps growing with each new address is something kept per address: the page cache (server/page-cache.ts keeps up to 500 pages per worker, which fill during the first windows and should then stay level), a cache in a loader or in React Router, a map keyed by the URL. Take two heap snapshots of one worker some thousand pages apart (`node --inspect`, or `v8.writeHeapSnapshot()` on a signal) and compare what grew.",
      });
    }
  }
  return {
    title: "7. Crawl: every company page once",
    method: `A crawler's visit: ${engines[0]?.urls.toLocaleString("en-US") ?? "?"} distinct /company/{id} addresses, scattered over a directory of ${engines[0]?.companies.toLocaleString("en-US") ?? "?"} listed companies (the long tail's, section 6), each requested once (autocannon's \`amount\`, each request taking the next address) at ${crawlConnections} connections, asking for compression as Chromium does. The server is the production build with ${longtailWorkers} workers and the page cache on, as served (every address is new, so each is rendered; the cache fills with them). Before the crawl, up to ${crawlWarmup} other company pages warm the JIT. After every ${crawlSampleEvery} answers, each worker's resident memory (VmRSS in /proc/<pid>/status; the workers are the children of the cluster's primary) is read; the samples of each window of ${crawlWindow.toLocaleString("en-US")} answers are averaged, and the last window's mean is compared with the first's. ${engines.some((measured) => measured.today) ? "Today's build crawls the same addresses first, for comparison; the" : "The"} targets are the current build's: p99 ≤ ${crawlGoals.p99Ms} ms with no error and no answer other than 2xx, and every worker's memory growth under ${crawlGoals.growth * 100} %. 1 MB = 1,000,000 bytes.`,
    tables: [
      table(
        [
          "Engine",
          "Build",
          "Pages",
          "Time",
          "req/s",
          "p50",
          "p99",
          "Errors",
          "Unexpected",
          `p99 ≤ ${crawlGoals.p99Ms} ms`,
        ],
        latencyRows,
      ),
      table(
        [
          "Engine",
          "Build",
          "Worker",
          `First ${crawlWindow.toLocaleString("en-US")}`,
          `Last ${crawlWindow.toLocaleString("en-US")}`,
          "Peak",
          "Growth",
          `MB per ${crawlWindow.toLocaleString("en-US")} answers`,
          `< ${crawlGoals.growth * 100} %`,
        ],
        memoryRows,
      ),
    ],
    notes: [],
  };
}

export function compressionSection(
  compression: CompressionResult,
  summary: SummaryRow[],
  findings: Finding[],
): Section {
  const rows = compression.pages.flatMap((page) =>
    page.rows.map((row) => [
      `${page.path} (${page.html.toLocaleString("en-US")} bytes)`,
      row.label + (row.extra ? " (not in the table's set)" : ""),
      row.bytes.toLocaleString("en-US"),
      `${row.cpuMs.toFixed(3)} ms`,
      `${row.lcpCostMs.toFixed(1)} ms`,
      [
        row.chosen ? "**server's choice**" : "",
        row.label === page.cheapest ? `cheapest within ${compressionGoals.lcpMs} ms` : "",
      ]
        .filter(Boolean)
        .join(", "),
    ]),
  );
  for (const page of compression.pages) {
    const chosen = page.rows.find((row) => row.chosen);
    const cheapest = page.rows.find((row) => row.label === page.cheapest);
    summary.push({
      target: `${page.path}: the server's compression for a one-off page costs < ${compressionGoals.lcpMs} ms of a phone's LCP over the smallest option, and is the cheapest such (CPU, within ${compressionGoals.cpuSlackMs} ms)`,
      result: chosen
        ? `${chosen.label}: +${chosen.lcpCostMs.toFixed(1)} ms, ${chosen.cpuMs.toFixed(3)} ms CPU; cheapest within: ${cheapest ? `${cheapest.label} ${cheapest.cpuMs.toFixed(3)} ms` : "none"}`
        : `the server sent ${page.chosen ?? "nothing recognised"}`,
      pass: page.pass,
    });
    if (!page.pass) {
      findings.push({
        target: `Compression: ${page.path}`,
        evidence: chosen
          ? `The server sends ${chosen.label} (+${chosen.lcpCostMs.toFixed(1)} ms of LCP, ${chosen.cpuMs.toFixed(3)} ms CPU); ${cheapest ? `${cheapest.label} stays within ${compressionGoals.lcpMs} ms of LCP for ${cheapest.cpuMs.toFixed(3)} ms CPU` : `no option stays within ${compressionGoals.lcpMs} ms`}.`
          : `The server's answer (${page.chosen}) is none of the options tried (Brotli 0 to 11 as server/compress.ts sets it up, gzip 1 to 9).`,
        plan: "Set server/compress.ts's `fast` effort to the cheapest option within the LCP budget in the table above, and check it again here (the table moves with the HTML's size).",
      });
    }
  }
  return {
    title: "8. Compression that pays, for pages rendered once",
    method: `A page rendered for one visitor is compressed once and sent once (server/compress.ts, effort \`fast\`), so its compression's CPU time is paid on every such request, while the bytes it saves pay on the visitor's network. The current build runs with \`PAGE_CACHE=off\` (every page one-off) and one worker on the data of sections 1 to 3. For each page, its HTML is fetched uncompressed (\`Accept-Encoding: identity\`) and compressed in the bench's process with node:zlib's synchronous calls, Brotli with the server's settings (text mode, the body's size as hint): ${compression.samples} rounds after 20 warm-up ones, the options taking turns; the CPU column is the median time of one compression. The LCP cost is the extra bytes over the smallest option, downloaded at the bench's phone's speed (bench/lighthouse.ts runs Lighthouse's default mobile settings: simulated slow 4G, ${phone.rttMs} ms round trips and ${phone.throughputKbps / 1024} Mbps down, which Lighthouse counts as ${phone.throughputKbps} x 1,024 bits per second): bytes x 8 / ${(phone.throughputKbps * 1024).toLocaleString("en-US")} bits/s. The extra bytes could cost a further round trip when they cross a TCP congestion window; that is not counted. The server's choice is read from what it sends a browser (\`Accept-Encoding: gzip, deflate, br\`): its body decompressed and compressed again at each quality until the bytes are identical. Target, on each page: the chosen option's LCP cost under ${compressionGoals.lcpMs} ms, and its CPU time within ${compressionGoals.cpuSlackMs} ms of the cheapest option whose LCP cost is under ${compressionGoals.lcpMs} ms.`,
    tables: [
      table(["Page (uncompressed)", "Option", "Bytes", "CPU (median)", "LCP cost", "Note"], rows),
    ],
    notes: [
      `For a client that takes gzip only, the server sent: ${compression.pages.map((page) => `${page.path} ${page.chosenGzip}`).join(", ")}.`,
    ],
  };
}

export function memorySection(
  memory: MemoryResult,
  summary: SummaryRow[],
  findings: Finding[],
): Section {
  const builds = [
    [`today's (${todaysCode.commit.slice(0, 7)})`, memory.today],
    ["current", memory.current],
  ] as const;
  summary.push({
    target: `An idle worker's resident memory ≤ ${memoryGoals.rssRatio * 100} % of today's (${todaysCode.commit.slice(0, 7)}, ${todaysCode.date}; mean of ${memoryWorkers} workers x ${memoryStarts} starts)`,
    result: `${megabytes(memory.current.meanRss)} vs ${megabytes(memory.today.meanRss)} (${(memory.rssRatio * 100).toFixed(0)} %)`,
    pass: memory.rssPass,
  });
  summary.push({
    target: `Start-up, spawn to the first answered /healthz ≤ ${memoryGoals.startupRatio}x today's (${todaysCode.commit.slice(0, 7)}, ${todaysCode.date}; median of ${memoryStarts})`,
    result: `${memory.current.startupMedian.toFixed(0)} ms vs ${memory.today.startupMedian.toFixed(0)} ms (${memory.startupRatio.toFixed(2)}x)`,
    pass: memory.startupPass,
  });
  if (!memory.rssPass) {
    findings.push({
      target: "Idle worker's memory",
      evidence: `${megabytes(memory.current.meanRss)} against ${megabytes(memory.today.meanRss)} for today's build (${(memory.rssRatio * 100).toFixed(0)} %; target ≤ ${memoryGoals.rssRatio * 100} %).`,
      plan: "See what a worker loads before its first request: `node --heap-prof build/bin/index.js` or a heap snapshot right after /healthz answers; modules loaded at start that a request may never need (PDF, images, fonts, the assessment's bank) can load on first use.",
    });
  }
  if (!memory.startupPass) {
    findings.push({
      target: "Start-up time",
      evidence: `${memory.current.startupMedian.toFixed(0)} ms against ${memory.today.startupMedian.toFixed(0)} ms for today's build (${memory.startupRatio.toFixed(2)}x; target ≤ ${memoryGoals.startupRatio}x).`,
      plan: "Time the primary's and a worker's start (`node --cpu-prof build/bin/cluster.js`): migrations, the modules each loads, anything done before listening.",
    });
  }
  return {
    title: "9. Workers: idle memory and start-up",
    method: `Both builds, ${today} and the current one, are started as \`npm start\` runs it (\`node build/bin/cluster.js\`) with ${memoryWorkers} workers on a SQLite data folder of its own holding the demo set (seeded by that build's own code). One unmeasured start of each first (the OS's file cache), then ${memoryStarts} starts of each, in turns. Start-up is the time from spawning the primary to the first GET /healthz that answers 200, asked every 20 ms; ${idleMs / 1000} s after that, with no request meanwhile, each worker's resident memory (VmRSS in /proc/<pid>/status; the workers are the primary's children) is read. Targets: the mean idle worker at most ${memoryGoals.rssRatio * 100} % of today's; the median start-up at most ${memoryGoals.startupRatio} times today's (10 % for noise). 1 MB = 1,000,000 bytes.`,
    tables: [
      table(
        ["Build", "Start-ups", "Median", "Idle workers (each start)", "Mean worker"],
        builds.map(([label, build]) => [
          label,
          build.startups.map((value) => `${value.toFixed(0)} ms`).join(", "),
          `${build.startupMedian.toFixed(0)} ms`,
          build.workers.map((start) => start.map(megabytes).join(" + ")).join("; "),
          megabytes(build.meanRss),
        ]),
      ),
    ],
    notes: [],
  };
}
