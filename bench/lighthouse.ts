import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { chromiumArgs, chromiumPath } from "./page-weight";
import { killOnExit, makeTempDir, removeDir, repoRoot } from "./server";

/**
 * Not a target: a page that sends no script, run alongside so that the hydrated pages'
 * metrics can be read against a page without any (same machine, same moment).
 */
export const referencePath = "/about";

export const lighthousePaths = [
  "/",
  "/companies",
  "/submit",
  "/assessment",
  "/sip-calculator",
  "/boolean-search-builder",
];

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export const targets: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Largest contentful paint, at most (ms): the median over a page's runs. */
export const lcpTargetMs = 1200;

const metricIds = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

// Only the parts of Lighthouse's JSON report that the bench reads.
const reportSchema = z.object({
  environment: z.object({ benchmarkIndex: z.number() }).partial().optional(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.record(
    z.string(),
    z.object({
      score: z.number().nullable(),
      auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
    }),
  ),
  audits: z.record(
    z.string(),
    z.object({
      title: z.string(),
      score: z.number().nullable(),
      scoreDisplayMode: z.string(),
      displayValue: z.string().optional(),
      numericValue: z.number().optional(),
      // Shapes vary by audit (a list, a tree, a chart): read loosely, see describeItems.
      details: z.object({ items: z.unknown() }).partial().optional(),
    }),
  ),
});

/** A few words on what an audit found (the console error, the element, the issue), for the report. */
function describeItems(items: unknown): string {
  if (!Array.isArray(items)) return "";
  const records = items.filter(
    (item): item is Record<string, unknown> => typeof item === "object" && item !== null,
  );
  const texts = records.slice(0, 2).map((item) => {
    const node = z
      .object({ snippet: z.string().optional(), selector: z.string().optional() })
      .safeParse(item.node);
    const text = [item.issueType, item.description, item.text, item.href, item.source]
      .filter((value): value is string => typeof value === "string" && value !== "")
      .concat(node.success ? [node.data.snippet ?? node.data.selector ?? ""] : [])
      .filter(Boolean)
      .join(" ");
    return text.replace(/\s+/g, " ").slice(0, 140);
  });
  return texts.filter(Boolean).join("; ");
}

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<(typeof metricIds)[number], string>;
  /** Largest contentful paint in ms, as Lighthouse's simulation estimates it. */
  lcpMs: number;
  /** Scored audits that did not fully pass, by category (performance: its weighted ones). */
  failing: Record<Category, string[]>;
  /** Lighthouse's own CPU speed probe: lower means a busier or slower machine. */
  benchmarkIndex: number;
}

export interface LighthousePage {
  path: string;
  /** The script-free reference page, outside the targets. */
  reference: boolean;
  runs: LighthouseRun[];
  errors: string[];
  /** Medians over the runs; undefined when no run succeeded. */
  scores?: Record<Category, number>;
  /** The metrics of the run whose performance score is the median. */
  metrics?: LighthouseRun["metrics"];
  /** The median largest contentful paint over the runs (ms). */
  lcpMs?: number;
  benchmarkIndex?: number;
  failing?: LighthouseRun["failing"];
  pass: boolean;
}

const lighthouseCli = path.join(repoRoot, "node_modules/lighthouse/cli/index.js");
let chromePortOffset = 0;

/** One Lighthouse run with its default mobile settings (simulated throttling). */
async function runOnce(url: string): Promise<LighthouseRun> {
  const dir = makeTempDir("lighthouse");
  const reportFile = path.join(dir, "report.json");
  // Lighthouse's Chrome gets a debugging port in the range this bench may use.
  const port = 4240 + (chromePortOffset++ % 20);
  try {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        "--output=json",
        `--output-path=${reportFile}`,
        `--only-categories=${categories.join(",")}`,
        `--port=${port}`,
        "--quiet",
        `--chrome-flags=--headless ${chromiumArgs.join(" ")} --user-data-dir=${path.join(dir, "profile")}`,
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "pipe"],
        // Its own process group, so a hung run is killed together with its Chrome.
        detached: true,
      },
    );
    killOnExit(child, true);
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // it has just ended by itself
      }
    }, 120_000);
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    clearTimeout(timer);
    if (code !== 0) {
      const reason = /\(([A-Z_]+)\)/.exec(stderr)?.[1] ?? stderr.trim().split("\n").pop();
      throw new Error(`lighthouse exited with ${code}: ${reason}`);
    }

    const parsed = reportSchema.safeParse(JSON.parse(readFileSync(reportFile, "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`unexpected report shape at ${issue?.path.join(".")}: ${issue?.message}`);
    }
    const report = parsed.data;
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}`);
    // A page whose own stylesheet or scripts failed (e.g. replaced by a rebuild mid-run) scores
    // as a different page: such a run is not counted.
    const requests = z
      .array(z.object({ url: z.string(), statusCode: z.number() }))
      .safeParse(report.audits["network-requests"]?.details?.items);
    const broken = requests.success
      ? requests.data.filter((request) => request.statusCode >= 400)
      : [];
    if (broken.length) {
      throw new Error(
        `${broken.length} requests failed, e.g. ${new URL(broken[0]?.url ?? url).pathname} ${broken[0]?.statusCode}`,
      );
    }
    const scores = {} as Record<Category, number>;
    const failing = {} as Record<Category, string[]>;
    for (const category of categories) {
      const result = report.categories[category];
      if (result?.score == null) throw new Error(`no ${category} score`);
      scores[category] = Math.round(result.score * 100);
      failing[category] = result.auditRefs
        .filter((ref) => category !== "performance" || ref.weight > 0)
        .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
        .filter(
          ({ audit }) =>
            audit &&
            audit.score !== null &&
            audit.score < (category === "performance" ? 0.9 : 1) &&
            (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric"),
        )
        .map(({ id, audit }) => {
          const found = category === "performance" ? "" : describeItems(audit?.details?.items);
          const value = audit?.displayValue ? ` (${audit.displayValue})` : "";
          return `${id}${value}${found ? `: ${found}` : ""}`;
        });
    }
    const metrics = {} as LighthouseRun["metrics"];
    for (const id of metricIds) metrics[id] = report.audits[id]?.displayValue ?? "?";
    const lcpMs =
      report.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY;
    return {
      scores,
      metrics,
      lcpMs,
      failing,
      benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
    };
  } finally {
    removeDir(dir);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

function summarise(page: LighthousePage): void {
  if (!page.runs.length) return;
  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    scores[category] = median(page.runs.map((run) => run.scores[category]));
  }
  page.scores = scores;
  const byPerformance = [...page.runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middleRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as LighthouseRun;
  page.metrics = middleRun.metrics;
  page.benchmarkIndex = median(page.runs.map((run) => run.benchmarkIndex));
  page.lcpMs = median(page.runs.map((run) => run.lcpMs));
  // A failing audit seen in any run is worth knowing about.
  const failing = {} as Record<Category, string[]>;
  for (const category of categories) {
    const ids = new Map<string, string>();
    for (const run of page.runs) {
      for (const item of run.failing[category]) ids.set(item.split(/[ :]/)[0] as string, item);
    }
    failing[category] = [...ids.values()];
  }
  page.failing = failing;
  page.pass =
    categories.every((category) => scores[category] >= targets[category]) &&
    page.lcpMs <= lcpTargetMs;
}

/**
 * Lighthouse on each page, round by round (every page once, then again), up to `maxRuns`
 * rounds while another round still fits in `budgetSeconds`: the median of three when the
 * machine is quiet, fewer when it is busy. A failed run (NO_NAVSTART now and then) is retried once.
 */
export async function runLighthouse(
  origin: string,
  options: { maxRuns: number; budgetSeconds: number },
  log: (line: string) => void,
): Promise<{ pages: LighthousePage[]; rounds: number }> {
  const pages: LighthousePage[] = [...lighthousePaths, referencePath].map((p) => ({
    path: p,
    reference: p === referencePath,
    runs: [],
    errors: [],
    pass: false,
  }));
  const started = Date.now();
  let attempts = 0;
  let rounds = 0;
  for (let round = 1; round <= options.maxRuns; round++) {
    const elapsed = Date.now() - started;
    const perRun = attempts ? elapsed / attempts : 0;
    if (round > 1 && elapsed + perRun * pages.length > options.budgetSeconds * 1000) break;
    rounds = round;
    for (const page of pages) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        attempts += 1;
        try {
          const run = await runOnce(origin + page.path);
          page.runs.push(run);
          log(
            `  round ${round} ${page.path.padEnd(24)} ${categories.map((c) => `${c} ${run.scores[c]}`).join("  ")}`,
          );
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          page.errors.push(`round ${round}, attempt ${attempt}: ${message}`);
          log(
            `  round ${round} ${page.path.padEnd(24)} failed (${message})${attempt === 1 ? ", retrying" : ""}`,
          );
        }
      }
    }
  }
  for (const page of pages) summarise(page);
  return { pages, rounds };
}
