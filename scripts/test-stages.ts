/** A stage of `npm test` and how long it took. */
export interface StageTime {
  name: string;
  ms: number;
}

/** The whole suite's budget on this two-core machine (DEVELOPERS.md). */
export const suiteBudgetMs = 15 * 60_000;

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * The stages' times so far, one line each, and their total against the budget:
 *
 *   npm test: stage times (m:ss)
 *     typecheck     0:31
 *     ...
 *     total         9:12 of 15:00
 */
export function stageReport(times: readonly StageTime[], failed: string | null): string {
  const total = times.reduce((sum, stage) => sum + stage.ms, 0);
  const width = Math.max(...times.map((stage) => stage.name.length), "total".length) + 2;
  const lines = times.map(
    (stage) =>
      `  ${stage.name.padEnd(width)}${minutes(stage.ms).padStart(6)}${stage.name === failed ? "  failed" : ""}`,
  );
  const over = total > suiteBudgetMs ? "  OVER BUDGET" : "";
  return [
    "npm test: stage times (m:ss)",
    ...lines,
    `  ${"total".padEnd(width)}${minutes(total).padStart(6)} of ${minutes(suiteBudgetMs)}${over}`,
  ].join("\n");
}
