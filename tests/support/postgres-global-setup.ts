import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server for integration tests: each test file makes its own database. */
    postgresUrl: string;
  }
}

function findPostgresBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => path.join(base, v, "bin"))
    .find((bin) => existsSync(path.join(bin, "initdb")));
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the run (or uses TEST_DATABASE_URL),
 * and stops and deletes it afterwards. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user. Tests never skip PostgreSQL: without a server, they fail.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "The PostgreSQL tests need a PostgreSQL server: install Debian's postgresql package or set TEST_DATABASE_URL.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : command,
      asRoot ? ["-u", "postgres", "--", command, ...args] : args,
      {
        cwd: "/",
        stdio: "pipe",
      },
    );
  const dataDir = mkdtempSync(path.join(tmpdir(), "pgdata-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  run(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  run(path.join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(dataDir, "server.log"),
    "-w",
    "-t",
    "30",
    "-o",
    `-p ${port} -k '' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
