// `npm start`: build the site when the build is missing or older than its sources, then serve it
// on every core (server/cluster.ts, compiled to build/bin/cluster.js; WEB_CONCURRENCY workers).
// Plain JavaScript run by Node alone: the primary process holds no TypeScript loader (tsx), and
// neither do the workers it forks (issue 35). Only the build, when one is needed, runs tsx, in a
// child process of its own.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// The last file the build writes (scripts/build-server.ts runs after React Router's build).
const buildMarker = path.join(root, "build/bin/index.js");
const inputs = [
  "app",
  "server",
  "db",
  "scripts/build-server.ts",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** The newest modification time under `target`, in milliseconds; 0 when it does not exist. */
function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  // Tests sit beside the code they test, and are not built.
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function buildIsStale() {
  const built = newestMtime(buildMarker);
  return built === 0 || inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Runs a package's JavaScript entry with this Node; exits as it did when it fails. */
function run(script, args) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (buildIsStale()) {
  console.log("Building the site (the build is missing or older than its sources)...");
  // As `npm run build`: React Router's build, then the Express server's (scripts/build-server.ts).
  run("node_modules/@react-router/dev/bin.js", ["build"]);
  run("node_modules/tsx/dist/cli.mjs", ["scripts/build-server.ts"]);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "build/bin/cluster.js")).href);
