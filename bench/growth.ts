import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { listCompanies } from "../app/features/companies/companies.server";
import { parseFilters } from "../app/features/companies/directory";
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

/**
 * The directory's filters as a staffing buyer uses them (decision 0023): a specialty, a service
 * and a state together, and a search narrowed by a specialty.
 */
export const growthFilters = {
  filtered: "specialty=it&service=direct-hire&state=TX",
  filteredSearch: "specialty=healthcare",
} as const;

type Page = "companies" | "search" | "filtered" | "filteredSearch";

export interface GrowthPoint {
  size: number;
  /** Companies the search matches at this size. */
  matches: number;
  /** Companies the filters match (filtered, filteredSearch) at this size. */
  filteredMatches: { filtered: number; filteredSearch: number };
  /** Whole request, as a visitor's browser would wait for it (ms). */
  companies: Timing;
  search: Timing;
  filtered: Timing;
  filteredSearch: Timing;
  /** The same loader's queries timed without HTTP and rendering. */
  queries: Record<Page, QueryTiming[]>;
}

export interface GrowthResult {
  term: string;
  samples: number;
  points: GrowthPoint[];
  /** EXPLAIN QUERY PLAN of each query at the largest size. */
  plans: { label: string; sql: string; plan: string[] }[];
  /** Time at the largest size over time at the smallest. */
  ratios: Record<Page, number>;
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
  queries: Record<Page, QueryTiming[]>;
  matches: number;
  filteredMatches: GrowthPoint["filteredMatches"];
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

  const measure = async (search: string, filterQuery = "") => {
    const filters = parseFilters(new URLSearchParams(filterQuery));
    await listCompanies(search, 1, filters); // warm-up
    const runs: (typeof captured)[] = [];
    let total = 0;
    for (let i = 0; i < samples; i++) {
      captured = [];
      total = (await listCompanies(search, 1, filters)).total;
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
  const filtered = await measure("", growthFilters.filtered);
  const filteredSearch = await measure(term, growthFilters.filteredSearch);
  return {
    queries: {
      companies: companies.queries,
      search: search.queries,
      filtered: filtered.queries,
      filteredSearch: filteredSearch.queries,
    },
    matches: search.total,
    filteredMatches: { filtered: filtered.total, filteredSearch: filteredSearch.total },
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
        const { companies, search, filtered, filteredSearch } = queries.queries;
        plans = [
          ...companies.map((q, i) => ({ label: `/companies, query ${i + 1}`, ...q })),
          ...search.map((q, i) => ({ label: `search, query ${i + 1}`, ...q })),
          ...filtered.map((q, i) => ({ label: `filters, query ${i + 1}`, ...q })),
          ...filteredSearch.map((q, i) => ({ label: `filtered search, query ${i + 1}`, ...q })),
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
        const q = `q=${encodeURIComponent(options.term)}`;
        const search = await timeRequests(`${server.origin}/companies?${q}`, options.samples);
        const filtered = await timeRequests(
          `${server.origin}/companies?${growthFilters.filtered}`,
          options.samples,
        );
        const filteredSearch = await timeRequests(
          `${server.origin}/companies?${q}&${growthFilters.filteredSearch}`,
          options.samples,
        );
        points.push({
          size,
          matches: queries.matches,
          filteredMatches: queries.filteredMatches,
          companies,
          search,
          filtered,
          filteredSearch,
          queries: queries.queries,
        });
        const sums = (page: Page) =>
          queries.queries[page].map((query) => query.median.toFixed(1)).join(" + ");
        log(
          `  ${String(size).padStart(7)} companies: /companies ${companies.median.toFixed(1)} ms, search ${search.median.toFixed(1)} ms (${queries.matches} matches), filters ${filtered.median.toFixed(1)} ms (${queries.filteredMatches.filtered}), filtered search ${filteredSearch.median.toFixed(1)} ms (${queries.filteredMatches.filteredSearch}); queries ${sums("companies")} / ${sums("search")} / ${sums("filtered")} / ${sums("filteredSearch")} ms`,
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
  const ratio = (page: Page) => (first && last ? last[page].median / first[page].median : 0);
  const ratios: Record<Page, number> = {
    companies: ratio("companies"),
    search: ratio("search"),
    filtered: ratio("filtered"),
    filteredSearch: ratio("filteredSearch"),
  };
  return {
    term: options.term,
    samples: options.samples,
    points,
    plans,
    ratios,
    pass: points.length > 1 && Object.values(ratios).every((value) => value <= 2),
  };
}
