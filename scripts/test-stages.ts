/** A stage of `npm test`, how long it took, whether it ran beside others, and whether it failed. */
export interface StageTime {
  name: string;
  ms: number;
  parallel?: boolean;
  failed?: boolean;
}

/** The whole suite's budget on this two-core machine. */
export const suiteBudgetMs = 15 * 60_000;

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * The stages' times so far, one line each in the order they ended (those that ran beside
 * another marked "||"), the stages still running ("..."), those not run (yet, or at all after
 * a failure: "-"), and the time the run has taken against the budget:
 *
 *   npm test: stage times (m:ss; || ran beside other stages)
 *     typecheck     0:31 ||
 *     ...
 *     total         9:12 of 15:00
 */
export function stageReport(
  times: readonly StageTime[],
  wallMs: number,
  notRun: readonly string[] = [],
  running: readonly string[] = [],
): string {
  const names = [...times.map((stage) => stage.name), ...running, ...notRun, "total"];
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const lines = times.map(
    (stage) =>
      `  ${stage.name.padEnd(width)}${minutes(stage.ms).padStart(6)}${stage.parallel ? " ||" : ""}${stage.failed ? "  failed" : ""}`,
  );
  const waiting = [
    ...running.map((name) => `  ${name.padEnd(width)}${"...".padStart(6)}`),
    ...notRun.map((name) => `  ${name.padEnd(width)}${"-".padStart(6)}`),
  ];
  const over = wallMs > suiteBudgetMs ? "  OVER BUDGET" : "";
  return [
    "npm test: stage times (m:ss; || ran beside other stages; ... running; - not run)",
    ...lines,
    ...waiting,
    `  ${"total".padEnd(width)}${minutes(wallMs).padStart(6)} of ${minutes(suiteBudgetMs)}${over}`,
  ].join("\n");
}
