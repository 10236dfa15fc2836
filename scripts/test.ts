// `npm test`: every stage in turn, each one's time printed as it ends, and the whole at the end.
// It stops at the first stage that fails, with that stage's exit code. The budget is 15 minutes
// on a two-core machine (DEVELOPERS.md); a run over it says so.
import { spawnSync } from "node:child_process";
import { stageReport, type StageTime } from "./test-stages";

const stages: [name: string, command: string][] = [
  ["set-up", "tsx scripts/test-setup.ts"],
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["build", "npm run build"],
  ["unit", "npm run test:unit"],
  ["integration", "npm run test:integration"],
  ["reliability", "npm run test:reliability"],
  ["browser", "npm run test:e2e"],
];

const times: StageTime[] = [];
for (const [name, command] of stages) {
  const started = performance.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  times.push({ name, ms: performance.now() - started });
  const failed = result.status !== 0;
  console.log(`\n${stageReport(times, failed ? name : null)}\n`);
  if (failed) process.exit(result.status ?? 1);
}
