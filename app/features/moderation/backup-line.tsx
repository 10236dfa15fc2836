import { formatDateTime } from "~/lib/dates";
import type { BackupView } from "./backups.server";

const megabytes = (bytes: number) =>
  bytes < 1_048_576
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * One line under the account's: the last backup's time and size, a failure after it in words
 * an operator acts on, or that the server makes none itself (README, "Backups and restore").
 */
export function BackupLine({ backup }: { backup: BackupView }) {
  const schedule = backup.every ? ` Every ${backup.every}, the last ${backup.keep} kept.` : "";
  return (
    <div className="mt-1 text-sm text-slate-600" data-testid="backup-status">
      {backup.lastFailed ? (
        <p className="font-medium text-red-800">
          The last backup failed ({formatDateTime(backup.lastFailed.at)}): {backup.lastFailed.error}
        </p>
      ) : null}
      <p>
        {backup.lastMade
          ? `Last backup: ${formatDateTime(backup.lastMade.at)}, ${megabytes(backup.lastMade.bytes)}.`
          : "No backup made yet."}
        {backup.every ? schedule : " Backups are not scheduled (BACKUP_EVERY)."}
      </p>
    </div>
  );
}
