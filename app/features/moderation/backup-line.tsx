import { formatDateTime } from "~/lib/dates";
import type { BackupView } from "./backups.server";

const megabytes = (bytes: number) =>
  bytes < 1_048_576
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * A failed backup, or none made for twice the schedule's interval, on every view of the
 * workspace until a backup is made again.
 */
export function BackupFailure({ backup }: { backup: BackupView }) {
  if (!backup.lastFailed && !backup.overdue) return null;
  return (
    <p className="mt-1 text-sm font-medium text-red-800" data-testid="backup-failure">
      {backup.lastFailed
        ? `The last backup failed (${formatDateTime(backup.lastFailed.at)}): ${backup.lastFailed.error}`
        : `No backup since ${formatDateTime(backup.lastMade!.at)}, though one is due every ${backup.every}: see the server's log.`}
    </p>
  );
}

/**
 * The outbox view's line on backups (README, "Backups and restore"): the last backup's time and
 * size, and the schedule, or that the server makes none itself.
 */
export function BackupLine({ backup }: { backup: BackupView }) {
  return (
    <p className="mt-4 text-sm text-slate-600" data-testid="backup-status">
      {backup.lastMade
        ? `Last backup: ${formatDateTime(backup.lastMade.at)}, ${megabytes(backup.lastMade.bytes)}.`
        : "No backup made yet."}
      {backup.every
        ? ` Every ${backup.every}, the last ${backup.keep} kept.`
        : " Backups are not scheduled (BACKUP_EVERY)."}
    </p>
  );
}
