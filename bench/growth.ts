import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogConfig } from "kysely";
import pg from "pg";
import { listCompanies } from "../app/features/companies/companies.server";
import {
  facetNames,
  nationwide,
  parseFilters,
  type DirectoryFilters,
} from "../app/features/companies/directory";
import { likePattern } from "../app/lib/sql";
import { getDb, setDb, type Engine } from "../db";
import type { Database } from "../db/schema";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { prepareDatabase } from "./seed";
import { makeTempDir, removeDir, startServer } from "./server";

export const engineNames: Record<Engine, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

/** The growth target (decision 0008): the largest size within this many times the smallest. */
export const growthTarget = 2;

export interface Timing {
  median: number;
  p90: number;
  /** Answers the page cache gave (X-Page-Cache: hit), of the samples. */
  cacheHits: number;
}

export interface QueryTiming {
  sql: string;
  parameters: readonly unknown[];
  /** Median milliseconds inside the database (PostgreSQL: with the local round trip), measured in the bench process. */
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

export const pages = ["companies", "search", "filtered", "filteredSearch"] as const;
export type Page = (typeof pages)[number];

export interface GrowthPoint {
  size: number;
  /** Companies the search matches at this size. */
  matches: number;
  /** Companies the filters match (filtered, filteredSearch) at this size. */
  filteredMatches: { filtered: number; filteredSearch: number };
  /**
   * Whole request, as a visitor's browser would wait for it (ms), the same address each time:
   * after the first, mostly answered by the page cache (server/page-cache.ts, 800 ms).
   */
  companies: Timing;
  search: Timing;
  filtered: Timing;
  filteredSearch: Timing;
  /**
   * The same pages rendered on every request (loaders, so the database, and React): each
   * address carries a parameter of its own that the page ignores, so the page cache misses,
   * as it does for a visitor whose page nobody asked for in the last 800 ms.
   */
  rendered: Record<Page, Timing>;
  /** The same loader's queries timed without HTTP and rendering. */
  queries: Record<Page, QueryTiming[]>;
}

export interface GrowthResult {
  engine: Engine;
  term: string;
  samples: number;
  points: GrowthPoint[];
  /** EXPLAIN QUERY PLAN (SQLite) or EXPLAIN ANALYZE (PostgreSQL) of each query at the largest size. */
  plans: { label: string; sql: string; plan: string[] }[];
  /** Time at the largest size over time at the smallest. */
  ratios: Record<Page, number>;
  /** The same for the pages rendered on every request. */
  renderedRatios: Record<Page, number>;
  /** Every ratio within the target, as served (page cache on) and rendered every time. */
  pass: boolean;
}

function timing(values: number[], cacheHits = 0): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), cacheHits };
}

/**
 * The same page on each size's server, `samples` times, taking turns: one request to each
 * server, then the next round. The machine's speed drifts (other processes, the CPU's clock,
 * the page cache of the OS), and timing one size after the other made the ratio between sizes
 * move by half a millisecond or more between runs; in turns, each size meets the same drift.
 * `fresh`: each request's address gets a parameter of its own, so that it is rendered.
 */
async function timeInTurns(urls: string[], samples: number, fresh = false): Promise<Timing[]> {
  let sent = 0;
  const hits = urls.map(() => 0);
  const once = async (url: string, index: number) => {
    const address = fresh ? `${url}${url.includes("?") ? "&" : "?"}fresh=${sent++}` : url;
    const start = performance.now();
    const response = await fetch(address, { headers: { "accept-encoding": "gzip, deflate, br" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    if (response.headers.get("x-page-cache") === "hit") hits[index]! += 1;
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) for (const [index, url] of urls.entries()) await once(url, index);
  hits.fill(0);
  const times: number[][] = urls.map(() => []);
  for (let i = 0; i < samples; i++) {
    for (const [index, url] of urls.entries()) times[index]!.push(await once(url, index));
  }
  return times.map((values, index) => timing(values, hits[index]));
}

/** The app's database for the bench process, read only, logging each statement to `log`. */
function openReader(
  target: { engine: "sqlite"; file: string } | { engine: "postgres"; url: string },
  log: LogConfig,
) {
  const reader =
    target.engine === "sqlite" ? sqliteReader(target.file, log) : postgresReader(target.url, log);
  const readOnly = () => Promise.reject(new Error("the bench reads this database only"));
  setDb({
    db: reader.db,
    engine: target.engine,
    client: reader.client,
    close: () => reader.db.destroy(),
    withWriteLock: readOnly,
    probe: readOnly,
  });
  return reader;
}

function sqliteReader(file: string, log: LogConfig) {
  const sqlite = new SQLite(file, { readonly: true });
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log }),
    client: sqlite,
    explain: async (sql: string, parameters: readonly unknown[]) =>
      sqlite
        .prepare(`explain query plan ${sql}`)
        .all(...parameters)
        .map((row) => String((row as { detail?: unknown }).detail)),
  };
}

function postgresReader(url: string, log: LogConfig) {
  // One connection: listCompanies runs its statements one after another.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }),
    client: pool,
    explain: async (sql: string, parameters: readonly unknown[]) => {
      // The count's statement runs with bitmaps only (listCompanies): explained so too.
      const client = await pool.connect();
      try {
        await client.query("begin");
        if (sql.includes("with matches as materialized")) {
          await client.query(
            "select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)",
          );
        }
        const { rows } = await client.query<{ "QUERY PLAN": string }>(
          `explain (analyze, costs off) ${sql}`,
          [...parameters],
        );
        return rows.map((row) => row["QUERY PLAN"]);
      } finally {
        await client.query("rollback");
        client.release();
      }
    },
  };
}

/**
 * Runs the directory's own loader query (listCompanies) in this process against the
 * database, capturing each SQL statement and its time through Kysely's log, so a slow
 * page can be traced to the statement that makes it slow.
 */
async function timeQueries(
  target: Parameters<typeof openReader>[0],
  term: string,
  samples: number,
): Promise<{
  queries: Record<Page, QueryTiming[]>;
  matches: number;
  filteredMatches: GrowthPoint["filteredMatches"];
  explain: (sql: string, parameters: readonly unknown[]) => Promise<string[]>;
  close: () => Promise<void>;
}> {
  let captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const { db, explain } = openReader(target, (event) => {
    // A transaction's begin, commit and settings are not the directory's statements.
    if (
      event.level === "query" &&
      !/^\s*(begin|commit|rollback|select set_config)\b/i.test(event.query.sql)
    ) {
      captured.push({
        sql: event.query.sql,
        parameters: event.query.parameters,
        ms: event.queryDurationMillis,
      });
    }
  });

  const measure = async (search: string, filterQuery = "") => {
    const filters = parseFilters(new URLSearchParams(filterQuery));
    await listCompanies(search, 1, filters); // warm-up
    const runs: (typeof captured)[] = [];
    for (let i = 0; i < samples; i++) {
      captured = [];
      await listCompanies(search, 1, filters);
      runs.push(captured);
    }
    const first = runs[0] ?? [];
    const queries = first.map((query, index) => ({
      sql: query.sql,
      parameters: query.parameters,
      median: timing(runs.map((run) => run[index]?.ms ?? 0)).median,
    }));
    // The page says "1,000+" beyond countCap: the bench counts every match itself, untimed.
    return { queries, total: await countMatches(search, filters) };
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
    explain,
    close: async () => {
      setDb(undefined);
      await db.destroy();
    },
  };
}

/**
 * Every approved company matching `search` (name, industry or location, ignoring case) and
 * `filters`, counted by reading them all: the bench's own measure of selectivity.
 */
async function countMatches(search: string, filters: DirectoryFilters): Promise<number> {
  const pattern = likePattern(search);
  let query = getDb().selectFrom("companies").where("status", "=", "approved");
  if (search) {
    query = query.where(
      sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(industry) like ${pattern}
        escape '\\' or lower(location) like ${pattern} escape '\\')`,
    );
  }
  for (const facet of facetNames) {
    const value = filters[facet];
    if (!value) continue;
    const values =
      facet === "state" && value !== nationwide.value ? [value, nationwide.value] : [value];
    const table = {
      specialty: "company_specialties",
      service: "company_services",
      state: "company_states",
    }[facet];
    query = query.where(
      sql<boolean>`exists (select 1 from ${sql.table(table)} where company_id = companies.id
        and value in (${sql.join(values)}))`,
    );
  }
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Where each size's database lives: a data folder's SQLite file, or a database in a cluster. */
interface Databases {
  /** Creates an empty database for `size`; the server's DATABASE_URL, if any. */
  create(size: number): Promise<string | undefined>;
  drop(size: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: one throwaway cluster (tests/support/postgres-cluster.ts, as the integration tests
 * start) for the run, a database per size. Without fsync, which makes seeding quick and does
 * not touch the timed pages: they only read.
 */
export async function postgresDatabases(prefix = "growth"): Promise<Databases> {
  const cluster = await startPostgresCluster({ fast: true });
  // Stopped and deleted even if the bench ends early (an error, Ctrl-C).
  const destroy = () => cluster.destroy();
  process.on("exit", destroy);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlOf = (size: number) => {
    const url = new URL(cluster.url);
    url.pathname = `/${prefix}_${size}`;
    return url.toString();
  };
  return {
    async create(size) {
      await admin(`drop database if exists ${prefix}_${size}`);
      await admin(`create database ${prefix}_${size}`);
      return urlOf(size);
    },
    drop: (size) => admin(`drop database if exists ${prefix}_${size}`),
    async close() {
      process.off("exit", destroy);
      destroy();
    },
  };
}

const sqliteDatabases: Databases = {
  create: async () => undefined,
  drop: async () => {},
  close: async () => {},
};

/**
 * For each size: a fresh data folder (and, on PostgreSQL, a fresh database) with that many
 * approved companies and its own server; then, with every size's server running, `samples`
 * sequential requests per size (after five warm-ups), the sizes taking turns, for /companies, a
 * search and two filtered pages.
 */
export async function runGrowth(
  options: {
    appDir: string;
    engine: Engine;
    sizes: number[];
    samples: number;
    term: string;
    firstPort: number;
  },
  log: (line: string) => void,
): Promise<GrowthResult> {
  const points: GrowthPoint[] = [];
  const plans: GrowthResult["plans"] = [];
  const databases = options.engine === "postgres" ? await postgresDatabases() : sqliteDatabases;
  const prepared: {
    size: number;
    dataDir: string;
    databaseUrl: string | undefined;
    queries: Awaited<ReturnType<typeof timeQueries>>;
  }[] = [];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // Each size's database, and its statements timed in this process, one size after another.
    for (const [index, size] of options.sizes.entries()) {
      const dataDir = makeTempDir(`growth-${size}`);
      const databaseUrl = await databases.create(size);
      await prepareDatabase(dataDir, { demo: false, companies: size, databaseUrl });
      const queries = await timeQueries(
        databaseUrl
          ? { engine: "postgres", url: databaseUrl }
          : { engine: "sqlite", file: path.join(dataDir, "app.db") },
        options.term,
        Math.min(options.samples, 15),
      );
      prepared.push({ size, dataDir, databaseUrl, queries });
      if (index === options.sizes.length - 1) {
        const { companies, search, filtered, filteredSearch } = queries.queries;
        const labelled = [
          ...companies.map((q, i) => ({ label: `/companies, query ${i + 1}`, ...q })),
          ...search.map((q, i) => ({ label: `search, query ${i + 1}`, ...q })),
          ...filtered.map((q, i) => ({ label: `filters, query ${i + 1}`, ...q })),
          ...filteredSearch.map((q, i) => ({ label: `filtered search, query ${i + 1}`, ...q })),
        ];
        for (const { label, sql, parameters } of labelled) {
          plans.push({ label, sql, plan: await queries.explain(sql, parameters) });
        }
      }
      await queries.close();
    }

    // Then a server per size, all at once, and each page timed on them in turns.
    for (const [index, { dataDir, databaseUrl }] of prepared.entries()) {
      servers.push(
        await startServer(
          options.appDir,
          options.firstPort + index,
          dataDir,
          databaseUrl ? { DATABASE_URL: databaseUrl } : {},
        ),
      );
    }
    const q = `q=${encodeURIComponent(options.term)}`;
    const paths: Record<Page, string> = {
      companies: "/companies",
      search: `/companies?${q}`,
      filtered: `/companies?${growthFilters.filtered}`,
      filteredSearch: `/companies?${q}&${growthFilters.filteredSearch}`,
    };
    const time = async (fresh: boolean) => {
      const timings = servers.map(() => ({}) as Record<Page, Timing>);
      for (const page of pages) {
        const measured = await timeInTurns(
          servers.map((server) => `${server.origin}${paths[page]}`),
          options.samples,
          fresh,
        );
        for (const [index, timingOfSize] of measured.entries())
          timings[index]![page] = timingOfSize;
      }
      return timings;
    };
    const served = await time(false);
    const rendered = await time(true);
    for (const [index, { size, queries }] of prepared.entries()) {
      const servedHere = served[index]!;
      const renderedHere = rendered[index]!;
      points.push({
        size,
        matches: queries.matches,
        filteredMatches: queries.filteredMatches,
        ...servedHere,
        rendered: renderedHere,
        queries: queries.queries,
      });
      const sums = (page: Page) =>
        queries.queries[page].map((query) => query.median.toFixed(1)).join(" + ");
      const renders = pages.map((page) => renderedHere[page].median.toFixed(1)).join(" / ");
      const { companies, search, filtered, filteredSearch } = servedHere;
      log(
        `  ${engineNames[options.engine]} ${String(size).padStart(7)} companies: /companies ${companies.median.toFixed(1)} ms, search ${search.median.toFixed(1)} ms (${queries.matches} matches), filters ${filtered.median.toFixed(1)} ms (${queries.filteredMatches.filtered}), filtered search ${filteredSearch.median.toFixed(1)} ms (${queries.filteredMatches.filteredSearch}); rendered each time ${renders} ms; queries ${sums("companies")} / ${sums("search")} / ${sums("filtered")} / ${sums("filteredSearch")} ms`,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    for (const { size, dataDir } of prepared) {
      removeDir(dataDir);
      await databases.drop(size);
    }
    await databases.close();
  }
  const first = points[0];
  const last = points[points.length - 1];
  const ratio = (timing: (point: GrowthPoint) => Timing) =>
    first && last ? timing(last).median / timing(first).median : 0;
  const ratios = Object.fromEntries(
    pages.map((page) => [page, ratio((point) => point[page])]),
  ) as Record<Page, number>;
  const renderedRatios = Object.fromEntries(
    pages.map((page) => [page, ratio((point) => point.rendered[page])]),
  ) as Record<Page, number>;
  return {
    engine: options.engine,
    term: options.term,
    samples: options.samples,
    points,
    plans,
    ratios,
    renderedRatios,
    pass:
      points.length > 1 &&
      [...Object.values(ratios), ...Object.values(renderedRatios)].every(
        (value) => value <= growthTarget,
      ),
  };
}
