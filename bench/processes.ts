// A server's processes as Linux shows them in /proc: the cluster's workers and their memory.
import { readdirSync, readFileSync } from "node:fs";

/** The children of `pid` (for the cluster's primary: its workers), from each of its threads. */
export function childPids(pid: number): number[] {
  const children = new Set<number>();
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  for (const task of tasks) {
    try {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of listed.split(/\s+/).filter(Boolean)) children.add(Number(child));
    } catch {
      // the thread ended meanwhile
    }
  }
  return [...children].sort((a, b) => a - b);
}

/** Resident memory (VmRSS) of `pid` in bytes; undefined once the process is gone. */
export function residentBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Waits until the primary `pid` has `count` children (its workers), or `timeoutMs` has passed. */
export async function waitForWorkers(
  pid: number,
  count: number,
  timeoutMs = 30_000,
): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let pids = childPids(pid);
  while (pids.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    pids = childPids(pid);
  }
  if (pids.length < count) {
    throw new Error(`the server's primary (${pid}) has ${pids.length} workers, not ${count}`);
  }
  return pids;
}

/** Bytes as "97.3 MB" (1 MB = 1,000,000 bytes, as the report's KB). */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
