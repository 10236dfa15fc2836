/** A stage of `npm test`, how long it took, and whether it ran beside others. */
export interface StageTime {
  name: string;
  ms: number;
  parallel?: boolean;
}

/** The whole suite's budget on this two-core machine. */
export const suiteBudgetMs = 15 * 60_000;

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * The stages' times so far, one line each (those that ran beside others marked "||"), and the
 * time the run has taken against the budget:
 *
 *   npm test: stage times (m:ss)
 *     typecheck     0:31 ||
 *     ...
 *     total         9:12 of 15:00
 */
export function stageReport(
  times: readonly StageTime[],
  wallMs: number,
  failed: string | null,
): string {
  const width = Math.max(...times.map((stage) => stage.name.length), "total".length) + 2;
  const lines = times.map(
    (stage) =>
      `  ${stage.name.padEnd(width)}${minutes(stage.ms).padStart(6)}${stage.parallel ? " ||" : ""}${stage.name === failed ? "  failed" : ""}`,
  );
  const over = wallMs > suiteBudgetMs ? "  OVER BUDGET" : "";
  return [
    "npm test: stage times (m:ss; || ran beside the others of its phase)",
    ...lines,
    `  ${"total".padEnd(width)}${minutes(wallMs).padStart(6)} of ${minutes(suiteBudgetMs)}${over}`,
  ].join("\n");
}
