/**
 * Render cost: the median time the production server takes to answer GET / when nothing is
 * cached (measured from the client, so it includes the local round trip), one request at a time, so that no request waits for another. The server it measures
 * is started with PAGE_CACHE=off (server/page-cache.ts), so every request renders the page
 * anew: the loaders' queries, React's render and the compression, as a visitor's first
 * request after a change pays them.
 */
export interface RenderResult {
  path: string;
  samples: number;
  /** The median of each round, in order; the last is the result. */
  rounds: number[];
  median: number;
  p90: number;
  /** Today's median before this work (see `renderBaseline`), and the target: at most half. */
  baseline: typeof renderBaseline;
  target: number;
  pass: boolean;
}

/**
 * GET / measured by this part on commit a0d020e (23 Nov 2026, before the page cache and the
 * render work of issue 16), on this 2-core machine with 10,000 companies: 300 sequential
 * requests after 30 warm-up ones, three rounds: 25.0, 20.6 and 19.2 ms as the JIT warmed; the
 * last, the fastest, is the baseline, so the target (half of it) is the strictest.
 */
export const renderBaseline = { commit: "a0d020e", date: "2026-11-23", median: 19.2 };

/** Rounds of sequential requests after the warm-up; the last one is the result. */
export const renderRounds = 3;

// Chromium's header, so compression costs what it costs for a visitor.
const acceptEncoding = "gzip, deflate, br";

export async function runRender(
  origin: string,
  samples: number,
  log: (line: string) => void,
): Promise<RenderResult> {
  const path = "/";
  const once = async () => {
    const start = performance.now();
    const response = await fetch(origin + path, { headers: { "accept-encoding": acceptEncoding } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - start;
  };
  // As the baseline was measured: 30 warm-up requests, then three rounds of `samples`; the
  // last round counts (the JIT has warmed by then, as it had for the baseline's figure).
  for (let i = 0; i < 30; i++) await once();
  const rounds: number[][] = [];
  for (let round = 0; round < renderRounds; round++) {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await once());
    rounds.push(times.sort((a, b) => a - b));
  }
  const at = (times: number[], q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const times = rounds.at(-1) as number[];
  const median = at(times, 0.5);
  const target = renderBaseline.median / 2;
  log(
    `  GET ${path} uncached: rounds ${rounds.map((round) => at(round, 0.5).toFixed(1)).join(", ")} ms; last: median ${median.toFixed(1)} ms, p90 ${at(times, 0.9).toFixed(1)} ms (target ≤ ${target.toFixed(1)} ms)`,
  );
  return {
    path,
    samples,
    rounds: rounds.map((round) => at(round, 0.5)),
    median,
    p90: at(times, 0.9),
    baseline: renderBaseline,
    target,
    pass: median <= target,
  };
}
