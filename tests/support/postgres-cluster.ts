import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

function findPostgresBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => path.join(base, v, "bin"))
    .find((bin) => existsSync(path.join(bin, "initdb")));
}

export interface PostgresCluster {
  /** The cluster's `postgres` database, as its superuser. */
  url: string;
  /** Starts the server again after stop(), on the same port and data. */
  start(): void;
  /** Stops the server: "fast" ends every session (as a restart or failover does). */
  stop(mode?: "fast" | "immediate"): void;
  /** The server's processes: the postmaster first, then its children (backends, workers). */
  processes(): number[];
  /** Stops the server and deletes its data. */
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1, TCP only (for the tests, and for the growth
 * bench's PostgreSQL part: bench/growth.ts). PostgreSQL refuses to run as root, so
 * as root the server runs as the `postgres` user. `fast` trades durability for speed (no fsync):
 * for tests that never crash the machine, and never for tests of what a crash keeps.
 */
export async function startPostgresCluster({ fast }: { fast: boolean }): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "The PostgreSQL tests and the growth bench need a PostgreSQL server: install Debian's postgresql package (the tests also take TEST_DATABASE_URL).",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : command,
      asRoot ? ["-u", "postgres", "--", command, ...args] : args,
      { cwd: "/", stdio: "pipe" },
    );
  const dataDir = mkdtempSync(path.join(tmpdir(), "pgdata-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  run(path.join(bin, "initdb"), [
    ...["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"],
    "--no-sync",
  ]);
  const options = [
    `-p ${port} -k '' -c listen_addresses=127.0.0.1`,
    ...(fast ? ["-c fsync=off -c synchronous_commit=off -c full_page_writes=off"] : []),
  ].join(" ");
  const pgCtl = (...args: string[]) => run(path.join(bin, "pg_ctl"), ["-D", dataDir, ...args]);
  const start = () =>
    pgCtl("-l", path.join(dataDir, "server.log"), "-w", "-t", "30", "-o", options, "start");
  const stop = (mode: "fast" | "immediate" = "fast") => pgCtl("-m", mode, "-w", "stop");
  start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    processes() {
      const postmaster = Number(
        readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
      );
      const children = readdirSync("/proc")
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            // /proc/PID/stat: "pid (name) state ppid ..."; the name may hold spaces.
            const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
            return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
          } catch {
            return false;
          }
        })
        .map(Number);
      return [postmaster, ...children];
    },
    destroy() {
      try {
        stop("immediate");
      } catch {
        // Already stopped.
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
