// `npm start`: build the site when the build is missing or older than its sources, then serve it
// on every core (server/cluster.ts, compiled to build/bin/cluster.js; WEB_CONCURRENCY workers).
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, serverBinDir } from "./build-server";

const root = path.resolve(import.meta.dirname, "..");
// The last file the build writes (scripts/build-server.ts runs after React Router's build).
const buildMarker = path.join(serverBinDir, "index.js");
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

function newestMtime(target: string): number {
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

export function buildIsStale(): boolean {
  const built = newestMtime(buildMarker);
  return built === 0 || inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

if (buildIsStale()) {
  console.log("Building the site (the build is missing or older than its sources)...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  await buildServer();
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(serverBinDir, "cluster.js")).href);
