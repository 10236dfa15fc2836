// The second half of `npm run build`: the Express server (server/index.ts, server/cluster.ts and
// what they import from app/ and db/) compiled to plain JavaScript in build/bin/, so that
// production processes start on Node alone. Run through tsx, every module a process loads,
// node_modules included, passed through tsx's loader hooks: about two seconds of CPU more per
// start and a fatter worker (decision 0036). Packages stay external: Node loads them itself.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** Where the compiled entries land, named as their sources: index.js and cluster.js. */
export const serverBinDir = path.join(root, "build/bin");

export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ["server/index.ts", "server/cluster.ts"],
    outdir: serverBinDir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    // Both entries load the same modules (the logger, the environment, the database); one copy.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    tsconfig: path.join(root, "tsconfig.json"),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
