// `npm test`: every stage, each one's time printed as it ends, and the whole at the end.
//
// The machine has two cores and the suite keeps them busy, so what decides its time is that no
// core waits: a stage starts as soon as the stages it needs have ended, beside whatever else is
// running. The checks, the build and the unit tests start together; the integration tests once
// the unit tests are done and the build is there, and the reliability tests beside them once
// the build is; the browser tests, which alone keep both cores busy for most of the run, once
// those are done. The checks yield the cores (nice) to the others and take what they leave
// idle. The reliability tests do not: their servers must start and answer within a test's
// limit, which a niced process beside the browser tests missed (CI, stop 38). Stages share no
// files or ports, and none of them measures time.
//
// After a stage fails no other stage starts; those running finish, and the run exits with the
// first failure's code. The budget is 15 minutes on a two-core machine; a run over it says so.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stageReport, type StageTime } from "./test-stages";

// Every stage's temporary files (databases, mail, PostgreSQL clusters, nginx, browser profiles)
// go into one folder of this run, through TMPDIR, which Node's tmpdir() and the tools it starts
// read; the folder is removed when the run ends, so a test that leaves its own behind leaves
// nothing on the machine (runs had left thousands of folders in /tmp). It is open as /tmp is
// (sticky, 1777): PostgreSQL and nginx run as their own users and must reach their folders
// inside, and the set-up's apt-get writes its temporary files as its own user too.
const runTmp = mkdtempSync(path.join(tmpdir(), "spotlight-npm-test-"));
chmodSync(runTmp, 0o1777);
process.env.TMPDIR = runTmp;
process.on("exit", () => rmSync(runTmp, { recursive: true, force: true }));

interface Stage {
  name: string;
  command: string;
  /** The stages that must have ended (and passed) before this one starts. */
  after: string[];
  /** Its output as it comes (the long browser stage), rather than whole when it ends. */
  stream?: boolean;
  /**
   * Off the critical path (build, unit, integration, reliability, browser): it yields the cores
   * to that path (`nice`), and takes what the path leaves idle.
   */
  yields?: boolean;
}

const stages: Stage[] = [
  { name: "set-up", command: "tsx scripts/test-setup.ts", after: [], stream: true },
  { name: "typecheck", command: "npm run typecheck", after: ["set-up"], yields: true },
  { name: "lint", command: "npm run lint", after: ["set-up"], yields: true },
  { name: "build", command: "npm run build", after: ["set-up"] },
  { name: "unit", command: "npm run test:unit", after: ["set-up"] },
  // Some integration tests render pages with the production build (tests/support/built-app.ts).
  { name: "integration", command: "npm run test:integration", after: ["unit", "build"] },
  // Server processes of its own, started and killed against limits of 30 to 60 s: it keeps its
  // full share of the cores, beside the integration tests rather than the browser's. Three files
  // at a time (package.json): its longest files mostly wait on their servers, and with two the
  // stage was the sum of its files over two, on the critical path to the browser's.
  { name: "reliability", command: "npm run test:reliability", after: ["build"] },
  {
    name: "browser",
    command: "npm run test:e2e",
    after: ["build", "integration", "reliability"],
    stream: true,
  },
];

interface Outcome {
  name: string;
  startedAt: number;
  endedAt: number;
  code: number;
}

const began = performance.now();

/** Runs a stage; a stage that does not stream prints its output whole when it ends. */
function run(stage: Stage): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const command =
      stage.yields && process.platform === "linux" ? `nice -n 10 ${stage.command}` : stage.command;
    const child = spawn(command, {
      shell: true,
      stdio: stage.stream ? "inherit" : ["ignore", "pipe", "pipe"],
      env: stage.stream
        ? process.env
        : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (!stage.stream)
        process.stdout.write(`\n── ${stage.name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name: stage.name, startedAt, endedAt: performance.now(), code: code ?? 1 });
    });
  });
}

const ended = new Map<string, Outcome>();
const running = new Map<string, Promise<Outcome>>();
let failed: Outcome | undefined;

function report(): string {
  const outcomes = [...ended.values()];
  const times: StageTime[] = outcomes.map((outcome) => ({
    name: outcome.name,
    ms: outcome.endedAt - outcome.startedAt,
    // Ran beside another stage for at least a moment.
    parallel: outcomes.some(
      (other) =>
        other !== outcome && other.startedAt < outcome.endedAt && outcome.startedAt < other.endedAt,
    ),
    failed: outcome.code !== 0,
  }));
  const notRun = stages
    .filter((stage) => !ended.has(stage.name) && !running.has(stage.name))
    .map((stage) => stage.name);
  return stageReport(times, performance.now() - began, notRun, [...running.keys()]);
}

for (;;) {
  if (!failed) {
    for (const stage of stages) {
      if (ended.has(stage.name) || running.has(stage.name)) continue;
      if (!stage.after.every((name) => ended.get(name)?.code === 0)) continue;
      running.set(stage.name, run(stage));
    }
  }
  if (running.size === 0) break;
  const outcome = await Promise.race(running.values());
  running.delete(outcome.name);
  ended.set(outcome.name, outcome);
  if (outcome.code !== 0) failed ??= outcome;
  console.log(`\n${report()}\n`);
}
if (failed) process.exit(failed.code);
