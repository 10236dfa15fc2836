// `npm test`: every stage, each one's time printed as it ends, and the whole at the end. Stages
// of one phase run at the same time: they share no files or ports, and none of them measures
// time (the checks beside the build; then the unit, integration and server-process tests, which
// mostly wait on databases and server processes). The browser tests run alone, last.
// It stops after the first phase with a failed stage, with that stage's exit code. The budget
// is 15 minutes on a two-core machine; a run over it says so.
import { spawn } from "node:child_process";
import { stageReport, type StageTime } from "./test-stages";

const phases: [name: string, command: string][][] = [
  [["set-up", "tsx scripts/test-setup.ts"]],
  [
    ["typecheck", "npm run typecheck"],
    ["lint", "npm run lint"],
    ["build", "npm run build"],
  ],
  [
    ["unit", "npm run test:unit"],
    ["integration", "npm run test:integration"],
    ["reliability", "npm run test:reliability"],
  ],
  [["browser", "npm run test:e2e"]],
];

interface Outcome {
  name: string;
  ms: number;
  code: number;
}

/**
 * Runs a stage. Alone in its phase, its output streams as it comes; beside others, it is kept
 * and printed whole when the stage ends, so that two stages' lines never mix.
 */
function run(name: string, command: string, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name, ms: performance.now() - started, code: code ?? 1 });
    });
  });
}

const times: StageTime[] = [];
let wall = 0;
for (const phase of phases) {
  const started = performance.now();
  const outcomes = await Promise.all(
    phase.map(([name, command]) => run(name, command, phase.length === 1)),
  );
  wall += performance.now() - started;
  times.push(...outcomes.map(({ name, ms }) => ({ name, ms, parallel: phase.length > 1 })));
  const failed = outcomes.find((outcome) => outcome.code !== 0);
  console.log(`\n${stageReport(times, wall, failed?.name ?? null)}\n`);
  if (failed) process.exit(failed.code);
}
