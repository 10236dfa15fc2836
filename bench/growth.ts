import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { listCompanies } from "../app/features/companies/companies.server";
import { setDb } from "../db";
import type { Database } from "../db/schema";
import { prepareDatabase } from "./seed";
import { makeTempDir, removeDir, startServer } from "./server";

export interface Timing {
  median: number;
  p90: number;
}

export interface QueryTiming {
  sql: string;
  parameters: readonly unknown[];
  /** Median milliseconds inside SQLite, measured in the bench process. */
  median: number;
}

export interface GrowthPoint {
  size: number;
  /** Companies the search matches at this size. */
  matches: number;
  /** Whole request, as a visitor's browser would wait for it (ms). */
  companies: Timing;
  search: Timing;
  /** The same loader's queries timed without HTTP and rendering. */
  queries: { companies: QueryTiming[]; search: QueryTiming[] };
}

export interface GrowthResult {
  term: string;
  samples: number;
  points: GrowthPoint[];
  /** EXPLAIN QUERY PLAN of each query at the largest size. */
  plans: { label: string; sql: string; plan: string[] }[];
  /** Time at the largest size over time at the smallest. */
  ratios: { companies: number; search: number };
  pass: boolean;
}

function timing(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9) };
}

async function timeRequests(url: string, samples: number): Promise<Timing> {
  const once = async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  return timing(times);
}

/**
 * Runs the directory's own loader query (listCompanies) in this process against the
 * database file, capturing each SQL statement and its time through Kysely's log, so a slow
 * page can be traced to the statement that makes it slow.
 */
async function timeQueries(
  file: string,
  term: string,
  samples: number,
): Promise<{
  companies: QueryTiming[];
  search: QueryTiming[];
  matches: number;
  explain: (sql: string, parameters: readonly unknown[]) => string[];
  close: () => Promise<void>;
}> {
  const sqlite = new SQLite(file, { readonly: true });
  let captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === "query") {
        captured.push({
          sql: event.query.sql,
          parameters: event.query.parameters,
          ms: event.queryDurationMillis,
        });
      }
    },
  });
  const readOnly = () => Promise.reject(new Error("the bench reads this database only"));
  setDb({
    db,
    engine: "sqlite",
    client: sqlite,
    close: () => db.destroy(),
    withWriteLock: readOnly,
    probe: readOnly,
  });

  const measure = async (search: string) => {
    await listCompanies(search, 1); // warm-up
    const runs: (typeof captured)[] = [];
    let total = 0;
    for (let i = 0; i < samples; i++) {
      captured = [];
      total = (await listCompanies(search, 1)).total;
      runs.push(captured);
    }
    const first = runs[0] ?? [];
    const queries = first.map((query, index) => ({
      sql: query.sql,
      parameters: query.parameters,
      median: timing(runs.map((run) => run[index]?.ms ?? 0)).median,
    }));
    return { queries, total };
  };
  const companies = await measure("");
  const search = await measure(term);
  return {
    companies: companies.queries,
    search: search.queries,
    matches: search.total,
    explain: (sql, parameters) =>
      sqlite
        .prepare(`explain query plan ${sql}`)
        .all(...parameters)
        .map((row) => String((row as { detail?: unknown }).detail)),
    close: async () => {
      setDb(undefined);
      await db.destroy();
    },
  };
}

/**
 * For each size: a fresh data folder with that many approved companies, its own server, and
 * `samples` sequential requests (after five warm-ups) for /companies and for a search.
 */
export async function runGrowth(
  options: { appDir: string; sizes: number[]; samples: number; term: string; firstPort: number },
  log: (line: string) => void,
): Promise<GrowthResult> {
  const points: GrowthPoint[] = [];
  let plans: GrowthResult["plans"] = [];
  for (const [index, size] of options.sizes.entries()) {
    const dataDir = makeTempDir(`growth-${size}`);
    try {
      await prepareDatabase(dataDir, { demo: false, companies: size });
      const queries = await timeQueries(
        path.join(dataDir, "app.db"),
        options.term,
        Math.min(options.samples, 15),
      );
      if (index === options.sizes.length - 1) {
        plans = [
          ...queries.companies.map((q, i) => ({ label: `/companies, query ${i + 1}`, ...q })),
          ...queries.search.map((q, i) => ({ label: `search, query ${i + 1}`, ...q })),
        ].map(({ label, sql, parameters }) => ({
          label,
          sql,
          plan: queries.explain(sql, parameters),
        }));
      }
      await queries.close();

      const server = await startServer(options.appDir, options.firstPort + index, dataDir);
      try {
        const companies = await timeRequests(`${server.origin}/companies`, options.samples);
        const search = await timeRequests(
          `${server.origin}/companies?q=${encodeURIComponent(options.term)}`,
          options.samples,
        );
        points.push({
          size,
          matches: queries.matches,
          companies,
          search,
          queries: { companies: queries.companies, search: queries.search },
        });
        log(
          `  ${String(size).padStart(7)} companies: /companies ${companies.median.toFixed(1)} ms, search ${search.median.toFixed(1)} ms (${queries.matches} matches); queries ${queries.companies.map((q) => q.median.toFixed(1)).join(" + ")} ms / ${queries.search.map((q) => q.median.toFixed(1)).join(" + ")} ms`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      removeDir(dataDir);
    }
  }
  const first = points[0];
  const last = points[points.length - 1];
  const ratios = {
    companies: first && last ? last.companies.median / first.companies.median : 0,
    search: first && last ? last.search.median / first.search.median : 0,
  };
  return {
    term: options.term,
    samples: options.samples,
    points,
    plans,
    ratios,
    pass: points.length > 1 && ratios.companies <= 2 && ratios.search <= 2,
  };
}
