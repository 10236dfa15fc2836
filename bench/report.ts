import { todaysCode } from "./baseline";
import type { CompressionResult } from "./compression";
import {
  engineNames,
  growthFilters,
  growthTarget,
  type GrowthPoint,
  type GrowthResult,
  type Page,
} from "./growth";
import { categories, lcpTargetMs, targets, type LighthousePage } from "./lighthouse";
import { loadGoals, type LoadOptions, type LoadResult } from "./load";
import type { LongtailOptions } from "./longtail";
import type { MemoryResult } from "./memory";
import { htmlLimits, renderRatio, type RenderResult, type RenderTiming } from "./render";
import type { Machine } from "./machine";
import { jsBudgetBytes, kb, scriptFreePaths, type PageWeightResult } from "./page-weight";
import {
  ms,
  plain,
  table,
  verdict,
  type Finding,
  type Section,
  type SummaryRow,
} from "./report-kit";
import { compressionSection, crawlSection, longtailSection, memorySection } from "./report-tail";
import type { EngineCrawl, EngineLongtail } from "./tail";

export const parts = [
  "weight",
  "lighthouse",
  "load",
  "render",
  "growth",
  "longtail",
  "crawl",
  "compression",
  "memory",
] as const;
export type Part = (typeof parts)[number];

export interface BenchResults {
  machine: Machine;
  parts: Part[];
  /** Each part's seconds, and those of the work parts share (today's build, a large directory). */
  seconds: Record<string, number>;
  totalSeconds: number;
  /** 1, 5 and 15 minute load averages when the bench ended. */
  loadAverageEnd?: number[];
  /** Fictional companies on the server that weight, Lighthouse and load use. */
  directorySize: number;
  weight?: PageWeightResult;
  lighthouse?: { pages: LighthousePage[]; rounds: number; maxRuns: number };
  load?: { results: LoadResult[]; staticBytes: number; options: LoadOptions };
  render?: RenderResult;
  /** One result per database engine measured. */
  growth?: GrowthResult[];
  /** Issue 35, one result per engine. */
  longtail?: { engines: EngineLongtail[]; options: LongtailOptions };
  crawl?: { engines: EngineCrawl[] };
  compression?: CompressionResult;
  memory?: MemoryResult;
}

function weightSection(results: BenchResults, summary: SummaryRow[], findings: Finding[]): Section {
  const weight = results.weight as PageWeightResult;
  const routes = weight.routes;
  const rows = routes.map((route) => [
    route.path + (route.note ? ` (${route.note})` : ""),
    route.error ? `error: ${route.error}` : route.status,
    kb(route.bytes.html),
    kb(route.bytes.css),
    kb(route.bytes.js),
    kb(route.bytes.other),
    kb(route.transfer),
    `${route.requests} (${route.jsRequests} JS)`,
    verdict(route.pass),
  ]);
  const scriptFree = routes.filter((route) => route.scriptFree);
  const freeRows = scriptFree.map((route) => {
    const check = route.scriptFree;
    if (!check) return [];
    return [
      route.path,
      `${kb(route.bytes.js)}, ${route.jsRequests} requests`,
      check.executableScripts,
      check.modulePreloads,
      check.jsRequestsWithoutJs,
      check.dataBlocks,
      check.menuOpens ? `opens, ${check.menuLinks} links` : "**does not open**",
      `${Math.round(check.textWithoutJs * 100)}%`,
      verdict(check.pass),
    ];
  });

  const worst = [...routes].sort((a, b) => b.bytes.js - a.bytes.js)[0];
  const overBudget = routes.filter((route) => route.bytes.js > jsBudgetBytes);
  summary.push({
    target: `No route over ${kb(jsBudgetBytes)} of compressed JavaScript on first load`,
    result: worst
      ? `${overBudget.length} of ${routes.length} routes over; heaviest ${worst.path}: ${kb(worst.bytes.js)}${overBudget.length ? "" : ` (${kb(jsBudgetBytes - worst.bytes.js)} to spare)`}`
      : "no routes measured",
    pass: overBudget.length === 0 && routes.every((route) => !route.error),
  });
  const freePassing = scriptFree.filter((route) => route.scriptFree?.pass);
  summary.push({
    target: `${scriptFreePaths.join(", ")} send no script; menu works without it`,
    result: `${freePassing.length} of ${scriptFreePaths.length} pages`,
    pass: freePassing.length === scriptFreePaths.length,
  });

  if (overBudget.length) {
    // Chunks every hydrated route loads (the framework's share) versus the routes' own.
    const hydrated = routes.filter((route) => route.scripts.length);
    const sizes = new Map(hydrated.flatMap((route) => route.scripts.map((s) => [s.url, s.bytes])));
    const shared = [...sizes.keys()].filter((url) =>
      hydrated.every((route) => route.scripts.some((script) => script.url === url)),
    );
    const sharedBytes = shared.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
    const name = (url: string) => url.replace("/assets/", "");
    const listed = (urls: string[]) =>
      urls
        .sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))
        .slice(0, 4)
        .map((url) => `${name(url)} ${kb(sizes.get(url) ?? 0)}`)
        .join(", ");
    const own = [...sizes.keys()].filter((url) => !shared.includes(url));
    const heaviest = [...overBudget].sort((a, b) => b.bytes.js - a.bytes.js)[0];
    findings.push({
      target: "JavaScript budget",
      evidence: `${overBudget.length} routes over ${kb(jsBudgetBytes)}: ${overBudget.map((route) => `${route.path} ${kb(route.bytes.js)}`).join(", ")}. Every hydrated route loads the same ${shared.length} chunks, ${kb(sharedBytes)} (${Math.round((sharedBytes / jsBudgetBytes) * 100)}% of the budget), the largest ${listed([...shared])}; the largest route chunks are ${listed(own)}.${heaviest ? ` The heaviest route, ${heaviest.path}, loads ${heaviest.jsRequests} scripts.` : ""}`,
      plan: `${
        sharedBytes >= jsBudgetBytes
          ? `The chunks every hydrated route loads already weigh ${kb(sharedBytes)}, more than the budget, so no hydrated route can pass until they shrink; React's client and React Router are most of them.`
          : `The chunks every hydrated route loads take ${Math.round((sharedBytes / jsBudgetBytes) * 100)}% of the budget, leaving ${kb(jsBudgetBytes - sharedBytes)} for a route's own code.`
      } Options for the app owner: (1) serve more routes that need no interaction without script, as the four policy pages are (e.g. /tools, /movements, a movement page, the 404 page); (2) load on first use what only some visits need: the toast library if the root still loads it on every route, Zod in the forms chunk (the browser can wait for the first input before validating), the assessment's logic; (3) look through the shared chunks for code that need not ship (\`npx vite-bundle-visualizer\`). If the budget is to hold for hydrated routes too, record that decision: with React 19 and React Router it leaves little room.`,
    });
  }
  for (const route of scriptFree) {
    const check = route.scriptFree;
    if (!check || check.pass) continue;
    const problems = [
      check.executableScripts ? `${check.executableScripts} <script> elements` : "",
      check.modulePreloads ? `${check.modulePreloads} modulepreload links` : "",
      route.jsRequests ? `${route.jsRequests} script requests (${kb(route.bytes.js)})` : "",
      check.jsRequestsWithoutJs ? `${check.jsRequestsWithoutJs} script requests with JS off` : "",
      check.menuOpens ? "" : "the menu does not open without JavaScript",
      check.textWithoutJs < 0.98
        ? `only ${Math.round(check.textWithoutJs * 100)}% of the text without JavaScript`
        : "",
    ].filter(Boolean);
    findings.push({
      target: `${route.path} without script`,
      evidence: problems.join("; "),
      plan: "Render this route without React Router's <Scripts> (no hydration), keeping the <details> menu, which needs no script.",
    });
  }

  return {
    title: "1. Page weight on first load",
    method: `Each public route in app/routes.ts (admin pages, the RSS feed, robots.txt and the sitemap left out; detail pages with a seeded company and movement) is loaded once in ${results.machine.chromium.replace(/ built on .*/, "")} through playwright-core, in a fresh browser context (cold cache) at a phone's size (390x844), until the network is idle (so route modules and the route manifest that load after hydration count too). Bytes are the compressed response bodies as received (Chrome DevTools Protocol: \`loadingFinished.encodedDataLength\` less the response headers), with the browser's own \`Accept-Encoding\` (the server answers with Brotli); "transfer" adds the headers. 1 KB = 1,000 bytes. For ${scriptFreePaths.join(", ")} a second load with JavaScript disabled checks that the served HTML holds no executable \`<script>\` (JSON-LD data blocks are listed but allowed) and no \`modulepreload\`, that no script is requested, that the main content's text is as long as with JavaScript, and that the header's \`<details>\` menu opens on a click and shows its links.`,
    tables: [
      table(
        ["Route", "Status", "HTML", "CSS", "JS", "Other", "Transfer", "Requests", "JS ≤ 120 KB"],
        rows,
      ),
      table(
        [
          "Script-free page",
          "JS (JS on)",
          "<script>",
          "modulepreload",
          "JS requests (JS off)",
          "JSON-LD",
          "Menu without JS",
          "Text without JS",
          "Result",
        ],
        freeRows,
      ),
    ],
    notes: weight.skipped.length ? [`Not measured: ${weight.skipped.join(", ")}.`] : [],
  };
}

const advice: Record<(typeof categories)[number], string> = {
  performance:
    "Lighthouse simulates a mid-range phone on slow 4G. The script-free reference page shows what the HTML and the stylesheet alone cost; the rest of a hydrated page's first paint is its JavaScript (section 1), so less script per route, or none where a page needs no interaction, moves the metrics listed. CPU contention lowers this score (see the CPU index), so confirm on a quiet machine before acting.",
  accessibility: "Fix the audits listed; Lighthouse's HTML report names each element.",
  "best-practices":
    "Fix the audits listed. A console error or a Content Security Policy issue on a page with forms can come from Zod's eval probe (Zod 4 tries `new Function` once, which the CSP blocks and reports); `z.config({ jitless: true })` in the browser avoids it. A 404 means a missing file.",
  seo: 'Fix the audits listed; e.g. link-text wants links that say where they go, not "Read more".',
};

/** 1234 ms as "1.23 s". */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function lighthouseSection(
  results: BenchResults,
  summary: SummaryRow[],
  findings: Finding[],
): Section {
  const lighthouse = results.lighthouse as NonNullable<BenchResults["lighthouse"]>;
  const { rounds, maxRuns } = lighthouse;
  const pages = lighthouse.pages.filter((page) => !page.reference);
  const reference = lighthouse.pages.find((page) => page.reference);
  const rows = lighthouse.pages.map((page) => {
    const s = page.scores;
    const m = page.metrics;
    return [
      page.reference ? `${page.path} (reference: no script)` : page.path,
      s ? s.performance : "error",
      s ? s.accessibility : "",
      s ? s["best-practices"] : "",
      s ? s.seo : "",
      m?.["first-contentful-paint"] ?? "",
      page.lcpMs === undefined ? "" : seconds(page.lcpMs),
      m?.["total-blocking-time"] ?? "",
      m?.["cumulative-layout-shift"] ?? "",
      page.benchmarkIndex === undefined ? "" : Math.round(page.benchmarkIndex),
      page.runs.length,
      page.reference ? "not a target" : verdict(page.pass),
    ];
  });
  for (const category of categories) {
    const scored = pages.filter((page) => page.scores);
    const low = scored.filter((page) => (page.scores?.[category] ?? 0) < targets[category]);
    const worst = [...scored].sort(
      (a, b) => (a.scores?.[category] ?? 0) - (b.scores?.[category] ?? 0),
    )[0];
    summary.push({
      target: `Lighthouse ${category} ≥ ${targets[category]} on ${pages.length} pages`,
      result: worst
        ? `lowest ${worst.scores?.[category]} (${worst.path}); ${low.length} below`
        : "no successful run",
      pass: scored.length === pages.length && low.length === 0,
    });
    if (low.length) {
      const compare =
        category === "performance" && reference?.scores && reference.metrics
          ? ` For comparison, ${reference.path}, which sends no script, scored ${reference.scores.performance} with first contentful paint ${reference.metrics["first-contentful-paint"]} and total blocking time ${reference.metrics["total-blocking-time"]} in the same rounds: the gap is what a hydrated page's scripts cost in Lighthouse's simulation.`
          : "";
      findings.push({
        target: `Lighthouse ${category}: ${low.map((page) => `${page.path} ${page.scores?.[category]}`).join(", ")}`,
        evidence:
          low
            .map((page) => {
              const failing = page.failing?.[category] ?? [];
              return `${page.path}: ${failing.length ? failing.join("; ") : "no single audit failed outright"}.`;
            })
            .join(" ") + compare,
        plan: advice[category],
      });
    }
  }
  const timed = pages.filter((page) => page.lcpMs !== undefined);
  const slow = timed.filter((page) => (page.lcpMs as number) > lcpTargetMs);
  const slowest = [...timed].sort((a, b) => (b.lcpMs as number) - (a.lcpMs as number))[0];
  summary.push({
    target: `Lighthouse largest contentful paint ≤ ${(lcpTargetMs / 1000).toFixed(1)} s on ${pages.length} pages (median of the runs)`,
    result: slowest
      ? `slowest ${seconds(slowest.lcpMs as number)} (${slowest.path}); ${slow.length} over${reference?.lcpMs === undefined ? "" : `; ${reference.path} without script ${seconds(reference.lcpMs)}`}`
      : "no successful run",
    pass: timed.length === pages.length && slow.length === 0,
  });
  if (slow.length) {
    findings.push({
      target: `Lighthouse largest contentful paint: ${slow.map((page) => `${page.path} ${seconds(page.lcpMs as number)}`).join(", ")}`,
      evidence: `Over ${seconds(lcpTargetMs)} in the median run.${reference?.lcpMs === undefined ? "" : ` ${reference.path}, which sends no script, took ${seconds(reference.lcpMs)} in the same rounds.`}`,
      plan: "A hydrated page's first paint should wait for its HTML and stylesheet only: check that no script is fetched before it (app/components/layout/hydration-scripts.tsx) and that the largest element is in the server's HTML.",
    });
  }
  const errors = lighthouse.pages.flatMap((page) =>
    page.errors.map((error) => `${page.path}: ${error}`),
  );
  return {
    title: "2. Lighthouse (mobile)",
    method: `Lighthouse 12 (the npm package's CLI) with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) against the production server on 127.0.0.1, using the system Chromium headless. Pages are run round by round; up to ${maxRuns} rounds while another fits the time budget (${rounds} this time). Scores and LCP are the medians over the runs; the other metrics are those of the median-performance run. A failed run (NO_NAVSTART now and then) is retried once, and so is a run in which one of the page's own files failed to load. Audits below par list any seen in any run. ${reference ? `${reference.path}, a page without script, runs alongside as a reference, outside the targets.` : ""} "CPU index" is Lighthouse's own speed probe of the machine (median over the runs); a low one means a busy machine and slower metrics.`,
    tables: [
      table(
        [
          "Page",
          "Perf",
          "A11y",
          "Best pr.",
          "SEO",
          "FCP",
          "LCP",
          "TBT",
          "CLS",
          "CPU index",
          "Runs",
          "Targets",
        ],
        rows,
      ),
    ],
    notes: errors.length ? [`Failed runs: ${errors.join("; ")}.`] : [],
  };
}

function loadSection(results: BenchResults, summary: SummaryRow[], findings: Finding[]): Section {
  const {
    results: targets,
    staticBytes,
    options,
  } = results.load as NonNullable<BenchResults["load"]>;
  const rows = targets.map((target) => [
    `${target.method} ${target.path}${target.ceiling ? " (ceiling)" : ""}`,
    Math.round(target.rps),
    ms(target.p50),
    ms(target.p99),
    target.timeouts ? `${target.errors} (${target.timeouts} timeouts)` : target.errors,
    target.unexpected,
    Object.entries(target.statuses)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", "),
    target.ceiling ? "1.00" : target.ratio.toFixed(2),
    verdict(target.pass),
  ]);
  const failing = targets.filter((target) => !target.clean);
  summary.push({
    target: `Load at ${options.connections} connections: no errors`,
    result: failing.length
      ? `${failing.length} of ${targets.length} targets had errors or unexpected statuses`
      : `none in ${targets.reduce((sum, target) => sum + target.requests, 0)} requests`,
    pass: failing.length === 0,
  });
  const ceiling = targets.find((target) => target.ceiling);
  for (const target of targets) {
    if (target.ceiling) continue;
    const post = target.method === "POST";
    summary.push({
      target: post
        ? `${target.method} ${target.path} at least ${loadGoals.submitRps} requests/s (its rate before issue 16)`
        : `GET ${target.path}: at least ${loadGoals.ratio * 100} % of the static file's requests/s, p99 ≤ ${loadGoals.p99Ms} ms`,
      result: post
        ? `${Math.round(target.rps)} requests/s (p99 ${ms(target.p99)})`
        : `${Math.round(target.rps)} vs ${Math.round(ceiling?.rps ?? 0)} requests/s (${Math.round(target.ratio * 100)} %), p99 ${ms(target.p99)}`,
      pass: target.pass,
    });
    if (target.clean && !target.pass) {
      findings.push({
        target: `Load: ${target.method} ${target.path}`,
        evidence: post
          ? `${Math.round(target.rps)} requests/s against the goal of ${loadGoals.submitRps}.`
          : `${Math.round(target.ratio * 100)} % of the static file's rate with a p99 of ${ms(target.p99)}, against ${loadGoals.ratio * 100} % and ${loadGoals.p99Ms} ms.`,
        plan: "Compare with the load average above (a busy machine lowers every figure); if it persists on a quiet machine, profile the route under load (`node --cpu-prof`).",
      });
    }
  }
  for (const target of failing) {
    findings.push({
      target: `Load: ${target.method} ${target.path}`,
      evidence: target.requests
        ? `${target.errors} connection errors (${target.timeouts} of them timeouts after 10 s), ${target.unexpected} answers outside ${target.expect} (${JSON.stringify(target.statuses)}).`
        : `No request completed within the ${options.seconds} s run: at ${options.connections} connections each one waited longer than the run lasted.`,
      plan: target.requests
        ? "Read the server's log for the failing status; a 429 means the bench hit a rate limit it should not, a 5xx a server fault."
        : "Re-run on a quiet machine (see the load average above) or with a longer --seconds; if it persists, the route's server time needs profiling.",
    });
  }
  return {
    title: "3. Load",
    method: `autocannon ${options.connections} connections, ${options.warmupSeconds} s warm-up then ${options.seconds} s measured per target, one target at a time, against the production server as \`npm start\` runs it (Node's cluster, one worker per core: ${results.machine.cores}; NODE_ENV=production, LOG_LEVEL=warn, SQLite, the page cache on) on 127.0.0.1 with ${results.directorySize.toLocaleString("en-US")} fictional companies plus the demo set, requesting compression as Chromium does (\`Accept-Encoding: gzip, deflate, br\`). autocannon runs in the bench's process on the same 2-core machine, so client and server share the CPU. The ceiling is the same server sending a static file (express.static) with the home page's HTML (${staticBytes.toLocaleString("en-US")} bytes, so it compresses alike); "vs ceiling" is each target's requests per second over the ceiling's. POST /submit sends a valid movement each time with its own e-mail and its own X-Forwarded-For address (the server trusts one proxy), so the 3-a-minute limits per e-mail and per address never refuse one; a stored submission answers 302. Errors are connection errors and timeouts (no answer within 10 s); "unexpected" counts answers outside 2xx (pages) or 3xx (the post).`,
    tables: [
      table(
        [
          "Target",
          "req/s",
          "p50",
          "p99",
          "Errors",
          "Unexpected",
          "Statuses",
          "vs ceiling",
          "Result",
        ],
        rows,
      ),
    ],
    notes: [],
  };
}

function renderSection(results: BenchResults, summary: SummaryRow[], findings: Finding[]): Section {
  const render = results.render as RenderResult;
  const { today, current, companyPath } = render;
  const before = `${todaysCode.date}, ${todaysCode.commit.slice(0, 7)}`;
  const timed = [
    ["/", "home", render.homePass],
    [companyPath, "company", render.companyPass],
  ] as const;
  summary.push({
    target: `Median server time for GET / with nothing cached ≤ half of ${render.baseline.median.toFixed(1)} ms (${render.baseline.date}, ${render.baseline.commit})`,
    result: `${current.home.median.toFixed(1)} ms (target ≤ ${render.target.toFixed(1)} ms; ${Math.round((current.home.median / render.baseline.median) * 100)} % of before)`,
    pass: render.pass,
  });
  for (const [path, key, pass] of timed) {
    const limit = today[key].median * renderRatio;
    summary.push({
      target: `Median server time for GET ${key === "home" ? "/" : "/company/{id}"} with nothing cached ≤ half of today's (${before}, measured in the same run)`,
      result: `${current[key].median.toFixed(1)} ms vs today's ${today[key].median.toFixed(1)} ms (${Math.round((current[key].median / today[key].median) * 100)} %; target ≤ ${limit.toFixed(1)} ms)`,
      pass,
    });
    if (!pass) {
      findings.push({
        target: `Render: GET ${path} with nothing cached`,
        evidence: `Median ${current[key].median.toFixed(1)} ms over the last ${render.samples} sequential requests, against ${limit.toFixed(1)} ms (half of today's ${today[key].median.toFixed(1)} ms).`,
        plan: "Profile one worker under sequential requests (`node --cpu-prof build/bin/index.js` with PAGE_CACHE=off) and cut what takes the most: the loaders' queries, React's render (fewer, lighter components; less HTML, see the table below), the compression (section 8).",
      });
    }
  }
  if (!render.pass && render.homePass) {
    findings.push({
      target: "Render: GET / with nothing cached (issue 16)",
      evidence: `Median ${current.home.median.toFixed(1)} ms over the last ${render.samples} sequential requests, against ${render.target.toFixed(1)} ms.`,
      plan: "Profile one worker under sequential requests (`node --cpu-prof build/bin/index.js` with PAGE_CACHE=off) and cut what takes the most: queries without an index, the render, the compression.",
    });
  }
  const html = [
    ["/", "home", htmlLimits.home, render.homeHtmlPass],
    [companyPath, "company", htmlLimits.company, render.companyHtmlPass],
  ] as const;
  for (const [path, key, limit, pass] of html) {
    summary.push({
      target: `GET ${key === "home" ? "/" : "/company/{id}"}: HTML ≤ ${limit.toLocaleString("en-US")} bytes uncompressed`,
      result: `${current.html[key].toLocaleString("en-US")} bytes (today's ${today.html[key].toLocaleString("en-US")})`,
      pass,
    });
    if (!pass) {
      findings.push({
        target: `HTML size: GET ${path}`,
        evidence: `${current.html[key].toLocaleString("en-US")} bytes uncompressed against ${limit.toLocaleString("en-US")} (today's ${today.html[key].toLocaleString("en-US")}).`,
        plan: "Save the page (`curl -H 'accept-encoding: identity'`) and see what its bytes are: long utility-class lists repeated per card (a component class in app/app.css), inline SVG icons repeated (one <symbol> and <use>), the route data React Router inlines for hydration (less data in the loader), markup a script-free page does not need.",
      });
    }
  }
  const rounds = (timing: RenderTiming) =>
    timing.rounds.map((round) => round.toFixed(1)).join(", ") + " ms";
  const rows = timed.flatMap(([path, key, pass]) => [
    [
      `GET ${path}`,
      `today's (${todaysCode.commit.slice(0, 7)})`,
      rounds(today[key]),
      `${today[key].median.toFixed(1)} ms`,
      `${today[key].p90.toFixed(1)} ms`,
      "",
      "",
    ],
    [
      `GET ${path}`,
      "current",
      rounds(current[key]),
      `${current[key].median.toFixed(1)} ms`,
      `${current[key].p90.toFixed(1)} ms`,
      `≤ ${(today[key].median * renderRatio).toFixed(1)} ms${key === "home" ? ` and ≤ ${render.target.toFixed(1)} ms` : ""}`,
      key === "home" ? `${verdict(pass)}; ${verdict(render.pass)}` : verdict(pass),
    ],
  ]);
  return {
    title: "4. Render cost and HTML size",
    method: `A data folder of its own, seeded by today's code (${before}: its demo set and ${results.directorySize.toLocaleString("en-US")} fictional companies), copied for the current build (which migrates its copy forward); both builds serve at once, each a production server started with \`PAGE_CACHE=off\` and one worker (\`WEB_CONCURRENCY=1\`, as the single process measured before issue 16) so that every request renders the page anew (loaders, React's render, compression). Each answers GET / and then GET ${companyPath} (a seeded company's page) one request at a time, compressed as Chromium asks, the two builds taking turns of 25 requests (today's, the current's, today's...) so that a change of the machine's speed during the run falls on both alike: 30 warm-up requests each, then ${current.home.rounds.length} rounds of ${render.samples} each, of which the last counts (the JIT has warmed by then). The time is the whole request as the bench's client sees it on 127.0.0.1. Targets: each page's median at most ${renderRatio * 100} % of today's, measured in the same run; and, from issue 16, GET / at most half of ${render.baseline.median.toFixed(1)} ms (its last round before issue 16: rounds of 25.0, 20.6 and 19.2 ms; commit ${render.baseline.commit}, ${render.baseline.date}). The HTML sizes are each page's body as the same servers send it uncompressed (\`Accept-Encoding: identity\`).`,
    tables: [
      table(["Page", "Build", "Rounds (median)", "Median", "p90", "Target", "Result"], rows),
      table(
        ["Page", "Today's HTML", "Current HTML", "Target", "Result"],
        html.map(([path, key, limit, pass]) => [
          `GET ${path}`,
          `${today.html[key].toLocaleString("en-US")} bytes`,
          `${current.html[key].toLocaleString("en-US")} bytes`,
          `≤ ${limit.toLocaleString("en-US")} bytes`,
          verdict(pass),
        ]),
      ),
    ],
    notes: [],
  };
}

function growthSection(
  growth: GrowthResult,
  number: string,
  summary: SummaryRow[],
  findings: Finding[],
): Section {
  const engine = engineNames[growth.engine];
  const queryTime = (queries: { median: number }[]) =>
    queries.map((query) => query.median.toFixed(2)).join(" + ") + " ms";
  const rows = growth.points.map((point) => [
    point.size.toLocaleString("en-US"),
    `${ms(point.companies.median)} (p90 ${ms(point.companies.p90)})`,
    `${ms(point.search.median)} (p90 ${ms(point.search.p90)})`,
    point.matches.toLocaleString("en-US"),
    queryTime(point.queries.companies),
    queryTime(point.queries.search),
    `${ms(point.filtered.median)} (${point.filteredMatches.filtered.toLocaleString("en-US")})`,
    `${ms(point.filteredSearch.median)} (${point.filteredMatches.filteredSearch.toLocaleString("en-US")})`,
  ]);
  const first = growth.points[0];
  const last = growth.points[growth.points.length - 1];
  const label = `${last?.size.toLocaleString("en-US")} vs ${first?.size.toLocaleString("en-US")}`;
  const pages = [
    ["companies", "/companies"],
    ["search", `Search "${growth.term}"`],
    ["filtered", `Filters ${growthFilters.filtered}`],
    ["filteredSearch", `Search "${growth.term}" with ${growthFilters.filteredSearch}`],
  ] as const;
  const passes = (ratio: number) => growth.points.length > 1 && ratio <= growthTarget;
  // Each page as served (the page cache on: after the first request, mostly its copy) and
  // rendered on every request (the database read each time).
  const ways = [
    ["served", (point: GrowthPoint, page: Page) => point[page], growth.ratios],
    ["rendered", (point: GrowthPoint, page: Page) => point.rendered[page], growth.renderedRatios],
  ] as const;
  for (const [way, , ratios] of ways) {
    for (const [page, name] of pages) {
      summary.push({
        target: `${engine}: ${name} (${way}) at 100,000 within ${growthTarget}x of 100`,
        result: `${label}: ${ratios[page].toFixed(1)}x`,
        pass: passes(ratios[page]),
      });
    }
  }
  // Each page's median at each size, its ratio and the verdict: the target with its figures.
  const targetTable = table(
    [
      `${engine}: page`,
      "As",
      ...growth.points.map((point) => point.size.toLocaleString("en-US")),
      "Ratio",
      "Target",
      "Verdict",
    ],
    ways.flatMap(([way, timing, ratios]) =>
      pages.map(([page, name]) => [
        name,
        way === "served"
          ? `served (cache hits ${growth.points.map((point) => point[page].cacheHits).join(", ")} of ${growth.samples})`
          : "rendered each time",
        ...growth.points.map((point) => ms(timing(point, page).median)),
        `${ratios[page].toFixed(2)}x`,
        `≤ ${growthTarget}x`,
        verdict(passes(ratios[page])),
      ]),
    ),
  );

  const plans = growth.plans.map(
    (plan) =>
      `- ${plan.label}: \`${plan.sql.replace(/\s+/g, " ")}\`\n  plan: ${plan.plan.map((line) => `\`${line}\``).join(", ")}`,
  );
  if (!growth.pass && first && last) {
    const missed = ways.flatMap(([way, timing, ratios]) =>
      pages
        .filter(([page]) => !passes(ratios[page]))
        .map(([page, name]) => ({ way, timing, ratios, page, name })),
    );
    findings.push({
      target: `Directory growth (${engine})`,
      evidence: `${missed
        .map(
          ({ way, timing, ratios, page, name }) =>
            `${name} (${way}): ${ms(timing(first, page).median)} at ${first.size.toLocaleString("en-US")} companies, ${ms(timing(last, page).median)} at ${last.size.toLocaleString("en-US")} (${ratios[page].toFixed(1)}x); its statements in the bench's process ${queryTime(first.queries[page])} → ${queryTime(last.queries[page])}`,
        )
        .join(
          "; ",
        )}. Each statement's ${growth.engine === "postgres" ? "EXPLAIN ANALYZE" : "EXPLAIN QUERY PLAN"} at ${last.size.toLocaleString("en-US")} companies is under the tables.`,
      plan:
        growth.engine === "postgres"
          ? `A search's or filters' count stops at 1,001 matches ("1,000+", decision 0026), but PostgreSQL builds each index's bitmap whole before it reads a row: a search's trigram bitmap and a common filter value's GIN bitmap (companies.facets) grow with the directory, about 2 ms each at 100,000, and a search's matches are then rechecked in the heap until the count stops. The unfiltered list still counts every listed company (an index-only scan). And the filtered pages' baseline at 100 companies is a page of 0 or 1 cards, against 24 at 100,000: rendering and receiving 24 cards costs some 4 ms more. To try next: a count of the whole directory kept by triggers; lighter cards (a lucide icon costs about as much to render as the rest of a card).`
          : `A search's or filters' count stops at 1,001 matches ("1,000+", decision 0026); a search with a filter still intersects the search's trigram matches with the filter's whole list in companies_facets (FTS5 gives each in full) before it stops, and the unfiltered list counts every listed company. The filtered pages' baseline at 100 companies is a page of 0 or 1 cards, against 24 at 100,000: rendering and receiving 24 cards costs some 4 ms more. To try next: a count of the whole directory kept by triggers; lighter cards.`,
    });
  }
  return {
    title: `${number}. Growth of the directory: ${engine}`,
    method: `For each size a fresh ${growth.engine === "postgres" ? "database in a throwaway PostgreSQL 15 cluster (one per run, as the integration tests start; batched inserts in one transaction, then VACUUM ANALYZE)" : "data folder"} gets that many approved fictional companies (one transaction; names like "Cedarbridge Clinical Staffing" from 153,600 distinct combinations in 30 cities; the search "${growth.term}" matches ${last ? `${((last.matches / last.size) * 100).toFixed(1)}%` : "a few per cent"} of them, a realistic selectivity), and its own production server, all sizes' servers running together. Each page gets 5 warm-up requests, then ${growth.samples} sequential requests (one at a time, compressed as a browser asks) per size, the sizes taking turns request by request, so that a drift in the machine's speed meets every size alike; the table gives the median and 90th percentile of the whole request. These are served as a visitor gets them, the page cache on (server/page-cache.ts): after the first request, mostly its copy of under 800 ms (the cache hits are counted). So each page is timed again rendered on every request, each address with a parameter of its own that the page ignores, as for a visitor whose page nobody asked for in the last 800 ms: loaders (the database) and React every time. The ${engine} columns time the directory's own query function (listCompanies, first page) in the bench's process against the same database, per statement (count + page), median of up to 15 calls, to separate the database's share from rendering's. Target: 100,000 companies within twice the time of 100.`,
    tables: [
      table(
        [
          "Companies",
          "/companies",
          `Search "${growth.term}"`,
          "Matches",
          `${engine}: /companies`,
          `${engine}: search`,
          `Filters ${growthFilters.filtered} (matches)`,
          `Search with ${growthFilters.filteredSearch} (matches)`,
        ],
        rows,
      ),
      targetTable,
    ],
    notes: [
      `Time at the largest size over the smallest: /companies ${growth.ratios.companies.toFixed(1)}x, search ${growth.ratios.search.toFixed(1)}x, filters ${growth.ratios.filtered.toFixed(1)}x, filtered search ${growth.ratios.filteredSearch.toFixed(1)}x.`,
      `Query plans at ${last?.size.toLocaleString("en-US")} companies (${growth.engine === "postgres" ? "EXPLAIN ANALYZE" : "EXPLAIN QUERY PLAN"}):\n\n${plans.join("\n")}`,
    ],
  };
}

export function render(results: BenchResults): { markdown: string; text: string } {
  const summary: SummaryRow[] = [];
  const findings: Finding[] = [];
  const sections: Section[] = [];
  if (results.weight) sections.push(weightSection(results, summary, findings));
  if (results.lighthouse) sections.push(lighthouseSection(results, summary, findings));
  if (results.load) sections.push(loadSection(results, summary, findings));
  if (results.render) sections.push(renderSection(results, summary, findings));
  for (const [index, growth] of (results.growth ?? []).entries()) {
    const number = (results.growth?.length ?? 0) > 1 ? `5${"abcdefgh"[index]}` : "5";
    sections.push(growthSection(growth, number, summary, findings));
  }
  if (results.longtail?.engines.length) {
    const { engines, options } = results.longtail;
    sections.push(longtailSection(engines, options, summary, findings));
  }
  if (results.crawl?.engines.length) {
    sections.push(crawlSection(results.crawl.engines, summary, findings));
  }
  if (results.compression) {
    sections.push(compressionSection(results.compression, summary, findings));
  }
  if (results.memory) sections.push(memorySection(results.memory, summary, findings));

  const m = results.machine;
  const summaryTable = table(
    ["Target", "Result", "Verdict"],
    summary.map((row) => [row.target, row.result, verdict(row.pass)]),
  );
  const machineTable = table(
    ["What", "Value"],
    [
      ["Date", m.date],
      [
        "Commit",
        `${m.commit}${m.changedFiles ? ` + ${m.changedFiles} changed files (dirty)` : ""}`,
      ],
      ["CPU", `${m.cpu}, ${m.cores} cores`],
      ["Memory", `${m.memoryGb} GB`],
      ["OS", m.os],
      ["Node", m.node],
      ["Chromium", m.chromium],
      ["Load average at start", m.loadAverage.join(", ")],
      ["Load average at end", results.loadAverageEnd?.join(", ") ?? "not recorded"],
      [
        "Bench time",
        `${Math.round(results.totalSeconds)} s (${Object.entries(results.seconds)
          .map(([part, seconds]) => `${part} ${Math.round(seconds)} s`)
          .join(", ")}), after the build`,
      ],
    ],
  );

  const md: string[] = [
    "# Performance",
    "",
    "Written by `npm run bench` (bench/run.ts); do not edit by hand, re-run it. Run one part with",
    `\`npm run bench -- --only=${parts.join(",")}\` (a partial run prints its tables but`,
    "leaves this file alone unless `--write` is given).",
    "",
    `Parts in this run: ${results.parts.join(", ")}.`,
    "",
    "## Where these numbers come from",
    "",
    machineTable.markdown,
    "",
    "Absolute numbers depend on the machine and on whatever else it is doing (a high load",
    "average above means other work shared the CPU); compare ratios and runs from one machine.",
    "Every server runs the build that `npm run bench` has just made, copied to a temporary",
    "folder first, so a rebuild elsewhere in the checkout cannot change it halfway through.",
    "",
    `Issue 35's figures (sections 4 and 6 to 9) compare it with today's code: commit`,
    `${todaysCode.commit.slice(0, 7)} (${todaysCode.date}, before the issue's work; bench/baseline.ts), which the`,
    "bench builds itself (`git archive`, this checkout's node_modules, React Router's build and",
    "scripts/build-server.ts), keeps in the system's temporary folder for the next runs, and starts",
    "exactly as the current build, in the same run, on the same machine and the same data.",
    "",
    "## Summary",
    "",
    summaryTable.markdown,
    "",
  ];
  for (const section of sections) {
    md.push(`## ${section.title}`, "", section.method, "");
    for (const t of section.tables) md.push(t.markdown, "");
    for (const note of section.notes) md.push(note, "");
  }
  md.push("## Missed targets: explanation and plan", "");
  if (!findings.length) md.push("Every target was met.", "");
  for (const finding of findings) {
    md.push(
      `### ${finding.target}`,
      "",
      `Evidence: ${finding.evidence}`,
      "",
      `Plan: ${finding.plan}`,
      "",
    );
  }

  const text: string[] = [];
  for (const section of sections) {
    text.push("", section.title);
    for (const t of section.tables) text.push(plain(t.text), "");
  }
  text.push("Summary", plain(summaryTable.text));
  if (findings.length) {
    text.push("", "Missed targets:");
    for (const finding of findings) text.push(`  - ${finding.target}: ${plain(finding.evidence)}`);
  }
  return { markdown: `${md.join("\n").trimEnd()}\n`, text: text.join("\n") };
}
