// Issue 35, the long tail: pages a visitor asks for that nobody asked for in the last moment,
// rendered for each request (PAGE_CACHE=off), under load, on today's build and on the current
// one, one after the other on the same data.
import autocannon from "autocannon";
import { companiesPageSize } from "../app/features/companies/schema";
import { acceptEncoding, drain, toResult, type LoadResult } from "./load";
import { firstParts, secondParts, type SeededDirectory } from "./seed";

/** The targets: at least 2.5 times today's requests per second, with a p99 ≤ 250 ms. */
export const longtailGoals = { speedup: 2.5, p99Ms: 250 };

/** The load: 50 connections on a server of 2 workers with the page cache off. */
export const longtailConnections = 50;
export const longtailWorkers = 2;

/** Searches a visitor makes: parts of the fictional names (bench/seed.ts), a few per cent each. */
export const longtailTerms = [...secondParts.slice(0, 3), ...firstParts.slice(0, 3)].map((term) =>
  term.toLowerCase(),
);

export type LongtailKey = "home" | "company" | "page" | "search" | "movement";

export interface LongtailTarget {
  key: LongtailKey;
  /** The address pattern, e.g. /company/{id}. */
  pattern: string;
  /** How the address varies from one request to the next. */
  variety: string;
  /** The n-th request's address. */
  path(n: number): string;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * n → an index below `length`, scattered: n times a step coprime with `length`, so the first
 * `length` requests visit every index once, far apart rather than in order.
 */
export function scatter(length: number): (n: number) => number {
  let step = 7_919;
  while (length > 1 && gcd(step, length) !== 1) step += 2;
  return (n) => (length ? (n * step) % length : 0);
}

/** The five pages of the issue, each address varied over the seeded directory. */
export function longtailTargets(directory: SeededDirectory): LongtailTarget[] {
  const { companyIds, movementIds } = directory;
  if (!companyIds.length || !movementIds.length) {
    throw new Error("the long tail needs approved companies and movements (the demo set)");
  }
  const company = scatter(companyIds.length);
  const pages = Math.max(1, Math.ceil(companyIds.length / companiesPageSize));
  const page = scatter(pages);
  return [
    { key: "home", pattern: "/", variety: "the same address", path: () => "/" },
    {
      key: "company",
      pattern: "/company/{id}",
      variety: `${companyIds.length.toLocaleString("en-US")} companies, scattered`,
      path: (n) => `/company/${companyIds[company(n)]}`,
    },
    {
      key: "page",
      pattern: "/companies?page={n}",
      variety: `pages 1 to ${pages.toLocaleString("en-US")}, scattered`,
      path: (n) => `/companies?page=${page(n) + 1}`,
    },
    {
      key: "search",
      pattern: "/companies?q={term}",
      variety: `${longtailTerms.length} terms in turn (${longtailTerms.join(", ")})`,
      path: (n) => `/companies?q=${encodeURIComponent(longtailTerms[n % longtailTerms.length]!)}`,
    },
    {
      key: "movement",
      pattern: "/movements/{id}",
      variety: `${movementIds.length} approved movements in turn`,
      path: (n) => `/movements/${movementIds[n % movementIds.length]}`,
    },
  ];
}

export interface LongtailOptions {
  seconds: number;
  warmupSeconds: number;
}

/** One build's run of each target: a warm-up, then the measured seconds, as load.ts does. */
export async function measureLongtail(
  origin: string,
  targets: LongtailTarget[],
  options: LongtailOptions,
  log: (line: string) => void,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    // One sequence per target and build, from its start: both builds get the same addresses.
    let n = 0;
    const fire = (seconds: number) =>
      autocannon({
        url: origin,
        connections: longtailConnections,
        duration: seconds,
        timeout: 10,
        headers: { "accept-encoding": acceptEncoding },
        requests: [
          {
            method: "GET",
            path: target.path(0),
            setupRequest: (request) => ({ ...request, path: target.path(n++) }),
          },
        ],
      });
    if (options.warmupSeconds) await fire(options.warmupSeconds);
    await drain(origin);
    const result = toResult(
      { label: target.key, method: "GET", path: target.pattern, expect: "2xx" },
      await fire(options.seconds),
    );
    results.push(result);
    log(
      `    GET ${target.pattern.padEnd(20)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  unexpected ${result.unexpected}`,
    );
  }
  return results;
}

export interface LongtailRow {
  key: LongtailKey;
  pattern: string;
  variety: string;
  today: LoadResult;
  current: LoadResult;
  /** Current requests per second over today's. */
  speedup: number;
  /** Current: no errors, at least `speedup` times today's rate, and its p99 within the goal. */
  pass: boolean;
}

export function compareLongtail(
  targets: LongtailTarget[],
  today: LoadResult[],
  current: LoadResult[],
): LongtailRow[] {
  return targets.map((target, index) => {
    const before = today[index] as LoadResult;
    const now = current[index] as LoadResult;
    const speedup = before.rps > 0 ? now.rps / before.rps : Number.POSITIVE_INFINITY;
    return {
      key: target.key,
      pattern: target.pattern,
      variety: target.variety,
      today: before,
      current: now,
      speedup,
      pass:
        now.clean &&
        before.requests > 0 &&
        speedup >= longtailGoals.speedup &&
        now.p99 <= longtailGoals.p99Ms,
    };
  });
}
