import { readBackupStatus } from "~db/backup";
import { getEnv } from "~/lib/env.server";

/** What the workspace says about backups (issue 34): the schedule, the last made and failed. */
export interface BackupView {
  /** BACKUP_EVERY in words ("24h"), or undefined when the server makes none itself. */
  every?: string;
  keep: number;
  lastMade?: { at: string; bytes: number };
  /** The last failure, when it came after the last backup made. */
  lastFailed?: { at: string; error: string };
  /** Scheduled, yet none made for twice the interval: a backup that hangs, or a primary that
   * stopped making them, says nothing else. */
  overdue?: boolean;
}

// In hours at most, as BACKUP_EVERY is mostly written ("24h", not "1d").
const units = [
  [3_600_000, "h"],
  [60_000, "m"],
  [1000, "s"],
] as const;

function inWords(ms: number): string {
  const [size, unit] = units.find(([size]) => ms % size === 0) ?? units[2];
  return `${ms / size}${unit}`;
}

export function backupView(now = Date.now()): BackupView {
  const env = getEnv();
  const status = readBackupStatus(env.backupDir);
  return {
    ...(env.backupEveryMs ? { every: inWords(env.backupEveryMs) } : {}),
    keep: env.backupKeep,
    ...(status.lastMade
      ? { lastMade: { at: status.lastMade.at, bytes: status.lastMade.bytes } }
      : {}),
    ...(status.lastFailed && (!status.lastMade || status.lastFailed.at > status.lastMade.at)
      ? { lastFailed: { at: status.lastFailed.at, error: status.lastFailed.error } }
      : {}),
    ...(env.backupEveryMs &&
    status.lastMade &&
    now - Date.parse(status.lastMade.at) > 2 * env.backupEveryMs
      ? { overdue: true }
      : {}),
  };
}
