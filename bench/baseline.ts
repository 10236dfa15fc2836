// Today's code, as issue 35 measures against it: the commit before the work, built once
// into a folder of its own (kept between bench runs) and started exactly as the current build.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsComplete, makeTempDir, removeDir, repoRoot, spawnKept } from "./server";

/**
 * "Today's code" for issue 35 (long-tail performance): the commit before its work began. The
 * long-tail, crawl, render, HTML-size and worker-memory figures are compared with this build,
 * measured in the same run on the same machine.
 */
export const todaysCode = {
  commit: "ebe3c7760c23a23aa58587b502d93043e63cb00a",
  date: "2026-11-29",
} as const;

export const shortCommit = todaysCode.commit.slice(0, 7);

/** Where the built baseline is kept between runs: one folder per commit. */
export const baselineDir = path.join(os.tmpdir(), `bench-baseline-${todaysCode.commit}`);

function git(args: string[], options: { input?: Buffer } = {}): Buffer {
  return execFileSync("git", ["-C", repoRoot, ...args], {
    stdio: ["pipe", "pipe", "pipe"],
    maxBuffer: 512 * 1024 * 1024,
    ...options,
  });
}

/** Runs `command` in `cwd`, its output kept for an error message; rejects on a non-zero exit. */
async function run(command: string, args: string[], cwd: string): Promise<string> {
  const { child, output } = spawnKept(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production" },
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) {
    throw new Error(`${[command, ...args].join(" ")} failed (${code}) in ${cwd}:\n${output()}`);
  }
  return output();
}

/**
 * The same dependencies or none: node_modules is the checkout's, so the commit's package-lock.json
 * must be the checkout's.
 */
function assertSameDependencies(): void {
  try {
    git(["cat-file", "-e", `${todaysCode.commit}^{commit}`]);
  } catch {
    throw new Error(
      `today's code (${todaysCode.commit}, ${todaysCode.date}) is not in this clone's history: fetch it (\`git fetch --unshallow\`, or fetch that commit) and run the bench again.`,
    );
  }
  const theirs = git(["show", `${todaysCode.commit}:package-lock.json`]).toString();
  const ours = readFileSync(path.join(repoRoot, "package-lock.json"), "utf8");
  if (theirs !== ours) {
    throw new Error(
      `package-lock.json differs from today's code (${shortCommit}, ${todaysCode.date}): the bench builds that commit with this checkout's node_modules, which would not be its dependencies. Install the commit's dependencies in a clone and build it there, or measure against a newer baseline (bench/baseline.ts).`,
    );
  }
}

/**
 * The built baseline: from the cache when it is there and complete, else `git archive` of the
 * commit into a temporary folder, node_modules linked to the checkout's, React Router's build
 * then the server's, and the folder renamed into the cache (so a build cut short is never
 * taken for a finished one). Resolves to the folder, which startServer runs like a snapshot.
 */
export async function prepareBaseline(log: (line: string) => void): Promise<string> {
  assertSameDependencies();
  if (buildIsComplete(baselineDir)) {
    log(`Today's code (${shortCommit}, ${todaysCode.date}): built, in ${baselineDir}`);
    return baselineDir;
  }
  log(`Building today's code (${shortCommit}, ${todaysCode.date}) into ${baselineDir}...`);
  const started = performance.now();
  const dir = makeTempDir("baseline-build");
  git(["archive", "--format=tar", "-o", path.join(dir, "source.tar"), todaysCode.commit]);
  const source = path.join(dir, "source");
  execFileSync("mkdir", [source]);
  execFileSync("tar", ["-xf", path.join(dir, "source.tar"), "-C", source]);
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(source, "node_modules"), "dir");
  await run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], source);
  await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/build-server.ts"], source);
  if (!buildIsComplete(source)) throw new Error(`the build of ${shortCommit} is incomplete`);
  rmSync(baselineDir, { recursive: true, force: true });
  renameSync(source, baselineDir);
  removeDir(dir);
  log(`  built in ${Math.round((performance.now() - started) / 1000)} s`);
  return baselineDir;
}

/**
 * Seeds `dataDir` (or the PostgreSQL database `databaseUrl`) with today's code's own bench seed
 * (bench/seed.ts of that commit, run by tsx in the baseline's folder): its migrations, its demo
 * set and `companies` fictional companies. Today's server refuses a database that a newer
 * migration has touched (Kysely: "corrupted migrations"), so data both builds serve is made by
 * today's code; the current build migrates it forward when it starts, after today's is done.
 */
export async function seedWithBaseline(
  dir: string,
  dataDir: string,
  options: { demo: boolean; companies: number; databaseUrl?: string },
): Promise<void> {
  const entry = path.join(dir, "bench-baseline-seed.ts");
  if (!existsSync(entry)) {
    writeFileSync(
      entry,
      `// Written by the current bench (bench/baseline.ts): seeds with this commit's bench/seed.ts.
import { prepareDatabase } from "./bench/seed";
const [dataDir, demo, companies, databaseUrl] = process.argv.slice(2);
await prepareDatabase(dataDir!, {
  demo: demo === "1",
  companies: Number(companies),
  databaseUrl: databaseUrl || undefined,
});
`,
    );
  }
  await run(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      entry,
      dataDir,
      options.demo ? "1" : "0",
      String(options.companies),
      options.databaseUrl ?? "",
    ],
    dir,
  );
}
