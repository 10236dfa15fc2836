// `npm run db:backup` and `npm run db:restore FILE [--force]` (db/backup.ts, db/restore.ts).
// They read the environment as the server does (DATA_DIR, DATABASE_URL, BACKUP_DIR...) without
// writing anything to DATA_DIR: a restore's target must stay as the operator left it.
import { EnvError, parseEnv } from "../app/lib/env.server";
import { BackupError, makeBackup, recordBackupOutcome } from "../db/backup";
import { restoreBackup } from "../db/restore";

const usage = "usage: npm run db:backup | npm run db:restore -- FILE [--force]";
const [command, ...rest] = process.argv.slice(2);
const force = rest.includes("--force");
const file = rest.find((arg) => !arg.startsWith("--"));
// `npm run db:restore FILE --force` hands --force to npm itself (npm_config_force), which
// .npmrc or NPM_CONFIG_FORCE also set: only the script's own argument forces a restore.
if (command === "restore" && !force && process.env.npm_config_force === "true") {
  console.error(
    "npm took --force for itself, so the restore did not see it. To replace a target that holds data, run: npm run db:restore -- FILE --force",
  );
  process.exit(2);
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

try {
  const env = parseEnv(process.env);
  if (command === "backup") {
    const at = new Date();
    try {
      const backup = await makeBackup(
        {
          dataDir: env.dataDir,
          databaseUrl: env.databaseUrl,
          backupDir: env.backupDir,
          sessionSecretFromEnv: env.sessionSecrets !== undefined,
          credentialKeyFromEnv: env.credentialSigningKey !== undefined,
        },
        "manual",
        at,
      );
      recordBackupOutcome(env.backupDir, { made: backup });
      console.log(`Backup made: ${backup.path} (${megabytes(backup.bytes)}, ${backup.engine}).`);
      if (backup.keys.length)
        console.log(`With the keys a restore needs: ${backup.keys.join(", ")}.`);
      for (const note of backup.notes) console.log(note);
      console.log(
        "Copy this folder off this machine (it holds e-mail addresses, password hashes and the keys): a backup on the same disk is lost with it.",
      );
    } catch (error) {
      recordBackupOutcome(env.backupDir, {
        failed: error instanceof Error ? error.message : String(error),
        kind: "manual",
        at,
      });
      throw error;
    }
  } else if (command === "restore" && file) {
    const restored = await restoreBackup(
      file,
      { dataDir: env.dataDir, databaseUrl: env.databaseUrl },
      { force },
    );
    console.log(
      `Restored ${restored.from} into ${restored.engine === "sqlite" ? env.dataDir : "the database at DATABASE_URL"}.`,
    );
    if (restored.keys.length)
      console.log(`Keys restored into ${env.dataDir}: ${restored.keys.join(", ")}.`);
    if (restored.keptAside)
      console.log(`The database it replaced is kept at ${restored.keptAside}.`);
    console.log("Start the site (npm start): it applies any newer migrations first.");
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
