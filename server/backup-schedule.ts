// BACKUP_EVERY: the running server backs itself up (issue 34, decision 0041). One process does
// it: the cluster's primary under `npm start` (server/cluster.ts), or the server itself when it
// runs alone. The next backup is due BACKUP_EVERY after the newest scheduled one in BACKUP_DIR,
// so a restart neither skips one nor makes an extra; after each, all but the newest
// BACKUP_KEEP scheduled backups are deleted. Each is logged; a failure at error level, and both
// are noted for the moderators' workspace (db/backup.ts, last-backup.json).
import type { Env } from "../app/lib/env.server";
import type { Logger } from "pino";
import {
  listBackups,
  makeBackup,
  recordBackupOutcome,
  rotateBackups,
  type Backup,
} from "../db/backup";

/** setTimeout's longest wait; a longer one (BACKUP_EVERY=30d) is waited in parts. */
const longestTimerMs = 2 ** 31 - 1;

/** After a failure, the next try comes this soon (or BACKUP_EVERY, if sooner). */
const retryMs = 10 * 60_000;

type ScheduleEnv = Pick<
  Env,
  "dataDir" | "databaseUrl" | "backupDir" | "backupKeep" | "credentialSigningKey"
>;

/** One scheduled backup, its record and the rotation; never throws (a failure is logged). */
export async function scheduledBackup(
  env: ScheduleEnv,
  logger: Pick<Logger, "info" | "error">,
  at = new Date(),
): Promise<Backup | undefined> {
  const started = performance.now();
  try {
    const backup = await makeBackup(
      {
        dataDir: env.dataDir,
        databaseUrl: env.databaseUrl,
        backupDir: env.backupDir,
        // The environment's SESSION_SECRET, if any (the parsed one is also made when missing).
        sessionSecretFromEnv: Boolean(process.env.SESSION_SECRET?.trim()),
        credentialKeyFromEnv: env.credentialSigningKey !== undefined,
      },
      "scheduled",
      at,
    );
    recordBackupOutcome(env.backupDir, { made: backup });
    const deleted = rotateBackups(env.backupDir, env.backupKeep);
    logger.info(
      {
        event: "backup_made",
        path: backup.path,
        bytes: backup.bytes,
        ms: Math.round(performance.now() - started),
        deleted,
      },
      "backup made",
    );
    return backup;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ event: "backup_failed", err: error }, `backup failed: ${message}`);
    try {
      recordBackupOutcome(env.backupDir, { failed: message, kind: "scheduled", at });
    } catch (recordError) {
      logger.error({ err: recordError }, "could not note the failed backup for the workspace");
    }
    return undefined;
  }
}

/** When the next scheduled backup is due: BACKUP_EVERY after the newest, or now. */
export function nextBackupAt(backupDir: string, everyMs: number, now = Date.now()): number {
  const newest = listBackups(backupDir, "scheduled").at(-1);
  return newest ? Math.max(now, newest.at.getTime() + everyMs) : now;
}

/** Starts the schedule; the returned function stops it (a backup under way finishes). */
export function startBackupSchedule(
  env: ScheduleEnv & { backupEveryMs: number },
  logger: Pick<Logger, "info" | "error">,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const wait = (dueAt: number) => {
    if (stopped) return;
    const ms = Math.min(Math.max(0, dueAt - Date.now()), longestTimerMs);
    timer = setTimeout(() => {
      if (Date.now() < dueAt) return wait(dueAt);
      void scheduledBackup(env, logger).then((made) =>
        wait(
          made
            ? nextBackupAt(env.backupDir, env.backupEveryMs)
            : Date.now() + Math.min(retryMs, env.backupEveryMs),
        ),
      );
    }, ms);
    // The schedule alone keeps no process alive.
    timer.unref();
  };
  const first = nextBackupAt(env.backupDir, env.backupEveryMs);
  logger.info(
    {
      event: "backup_schedule",
      every: env.backupEveryMs / 1000,
      keep: env.backupKeep,
      next: new Date(first).toISOString(),
      dir: env.backupDir,
    },
    "backups scheduled",
  );
  wait(first);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
