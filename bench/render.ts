/**
 * Render cost: the median time the production server takes to answer GET / when nothing is
 * cached, one request at a time, so that no request waits for another. The server it measures
 * is started with PAGE_CACHE=off (server/page-cache.ts), so every request renders the page
 * anew: the loaders' queries, React's render and the compression, as a visitor's first
 * request after a change pays them.
 */
export interface RenderResult {
  path: string;
  samples: number;
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
  for (let i = 0; i < 30; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const median = at(0.5);
  const target = renderBaseline.median / 2;
  log(
    `  GET ${path} uncached: median ${median.toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms (target ≤ ${target.toFixed(1)} ms)`,
  );
  return {
    path,
    samples,
    median,
    p90: at(0.9),
    baseline: renderBaseline,
    target,
    pass: median <= target,
  };
}
