import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { chromiumPath } from "./page-weight";
import { repoRoot } from "./server";

export interface Machine {
  date: string;
  commit: string;
  /** Files that differ from the commit (other work in the checkout counts too). */
  changedFiles: number;
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** 1, 5 and 15 minute load averages when the bench started: other work skews the numbers. */
  loadAverage: number[];
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: repoRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

export function describeMachine(): Machine {
  const osRelease = (() => {
    try {
      return /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1];
    } catch {
      return undefined;
    }
  })();
  const status = run("git", ["status", "--porcelain"]);
  return {
    date: new Date().toISOString(),
    commit: run("git", ["rev-parse", "--short", "HEAD"]),
    changedFiles: status === "unknown" || status === "" ? 0 : status.split("\n").length,
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${osRelease ?? os.type()} (${os.platform()} ${os.release()}, ${os.arch()})`,
    node: process.version,
    chromium: run(chromiumPath, ["--version"]),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}
