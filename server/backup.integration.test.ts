import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines, newPostgresDatabase, openTestDb } from "../tests/support/test-db";
import { nextBackupAt, scheduledBackup } from "./backup-schedule";
import { getEnv } from "../app/lib/env.server";
import {
  BackupError,
  listBackups,
  makeBackup,
  readBackupStatus,
  type BackupSource,
} from "../db/backup";
import { openDb, type DbHandle } from "../db";
import { restoreBackup } from "../db/restore";

const newFolder = (name: string) => mkdtempSync(path.join(tmpdir(), `spotlight-${name}-`));

async function contactSubjects(handle: DbHandle): Promise<string[]> {
  const rows = await handle.db
    .selectFrom("contact_messages")
    .select("subject")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.subject);
}

async function addMessage(handle: DbHandle, subject: string): Promise<void> {
  await handle.db
    .insertInto("contact_messages")
    .values({
      created_at: new Date().toISOString(),
      name: "Pat Backup",
      email: "pat@example.com",
      subject,
      message: "Kept in the backup.",
    })
    .execute();
}

describe.each(engines)("backups on %s", (engine) => {
  let handle: DbHandle;
  let source: BackupSource;
  const quiet = { info: vi.fn(), error: vi.fn() };

  beforeAll(async () => {
    handle = await openTestDb(engine);
    const env = getEnv();
    // The keys as a fresh machine makes them in DATA_DIR (here: stand-ins of the same names).
    writeFileSync(path.join(env.dataDir, "secrets.json"), '{"sessionSecrets":["kept"]}\n');
    writeFileSync(path.join(env.dataDir, "credential-key.json"), '{"kty":"OKP"}\n');
    source = {
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      backupDir: newFolder("backups"),
      sessionSecretFromEnv: false,
      credentialKeyFromEnv: false,
    };
    await addMessage(handle, "before the backup");
  });
  afterAll(() => handle.close());

  it("restores a backup, keys and all, into an empty target; refuses one that holds data unless forced", async () => {
    const backup = await makeBackup(source, "manual");
    expect(path.basename(backup.path)).toMatch(/^manual-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(readdirSync(backup.path).sort()).toEqual(
      [
        engine === "sqlite" ? "app.db" : "app.dump",
        "backup.json",
        "credential-key.json",
        "secrets.json",
      ].sort(),
    );
    expect(backup.bytes).toBeGreaterThan(0);
    // Written after the backup: not in it.
    await addMessage(handle, "after the backup");

    const target = {
      dataDir: newFolder("restored"),
      databaseUrl: engine === "postgres" ? await newPostgresDatabase("restored") : undefined,
    };
    const restored = await restoreBackup(backup.path, target);
    expect(restored.keys.sort()).toEqual(["credential-key.json", "secrets.json"]);
    expect(readFileSync(path.join(target.dataDir, "secrets.json"), "utf8")).toContain("kept");
    const copy = openDb(target);
    try {
      expect(await contactSubjects(copy)).toEqual(["before the backup"]);
    } finally {
      await copy.close();
    }

    // Once it holds data, the same target is refused, and nothing in it changes...
    const written = openDb(target);
    try {
      await addMessage(written, "written on the restored site");
      if (engine === "postgres")
        await sql`create table from_a_newer_migration (id integer)`.execute(written.db);
    } finally {
      await written.close();
    }
    await expect(restoreBackup(backup.path, target)).rejects.toThrow(
      engine === "sqlite" ? /already holds a database or keys.*--force/s : /is not empty.*--force/s,
    );
    const refused = openDb(target);
    try {
      expect(await contactSubjects(refused)).toEqual([
        "before the backup",
        "written on the restored site",
      ]);
    } finally {
      await refused.close();
    }
    // ...unless the operator says --force: then it holds the backup, and only the backup (on
    // PostgreSQL, not even a table a newer migration made); what it replaced is kept aside.
    const forced = await restoreBackup(backup.path, target, { force: true });
    const again = openDb(target);
    try {
      expect(await contactSubjects(again)).toEqual(["before the backup"]);
      if (engine === "postgres") {
        const { rows } = await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_name = 'from_a_newer_migration'`.execute(again.db);
        expect(rows).toEqual([]);
      }
    } finally {
      await again.close();
    }
    if (engine === "sqlite") {
      // The replaced database, kept aside with its log, still holds what was written on it.
      const aside = new SQLite(forced.keptAside!, { readonly: true, fileMustExist: true });
      try {
        const subjects = aside.prepare("select subject from contact_messages").pluck().all();
        expect(subjects).toContain("written on the restored site");
      } finally {
        aside.close();
      }
    }
    expect(
      readdirSync(target.dataDir).filter((name) => name.startsWith("secrets.json.before-restore-")),
    ).toHaveLength(1);
  });

  it("refuses a backup of the other engine, and a folder that holds none", async () => {
    const backup = await makeBackup(source, "manual");
    const other =
      engine === "sqlite"
        ? { dataDir: newFolder("other"), databaseUrl: "postgres://nobody@127.0.0.1:1/none" }
        : { dataDir: newFolder("other"), databaseUrl: undefined };
    await expect(restoreBackup(backup.path, other)).rejects.toThrow(BackupError);
    await expect(restoreBackup(newFolder("empty"), other)).rejects.toThrow(
      /holds neither app.db nor app.dump/,
    );
  });

  it("says what it does not hold when the keys come from the environment", async () => {
    const backup = await makeBackup(
      { ...source, sessionSecretFromEnv: true, credentialKeyFromEnv: true },
      "manual",
    );
    expect(backup.notes.join(" ")).toMatch(/SESSION_SECRET comes from the environment/);
    expect(backup.notes.join(" ")).toMatch(/CREDENTIAL_SIGNING_KEY comes from the environment/);
    const manifest = JSON.parse(readFileSync(path.join(backup.path, "backup.json"), "utf8")) as {
      notes: string[];
    };
    expect(manifest.notes).toEqual(backup.notes);
  });

  it("keeps the newest BACKUP_KEEP scheduled backups, never a manual one, and notes each outcome", async () => {
    const backupDir = newFolder("rotation");
    const env = { ...getEnv(), backupDir, backupKeep: 2 };
    const manual = await makeBackup({ ...source, backupDir }, "manual");
    const times = [1, 2, 3, 4].map((hour) => new Date(Date.UTC(2026, 10, 29, hour)));
    for (const at of times) expect(await scheduledBackup(env, quiet, at)).toBeDefined();
    expect(listBackups(backupDir, "scheduled").map((item) => item.at)).toEqual(times.slice(2));
    expect(existsSync(manual.path)).toBe(true);
    expect(quiet.info).toHaveBeenLastCalledWith(
      expect.objectContaining({ event: "backup_made", deleted: [expect.stringContaining("T02-")] }),
      "backup made",
    );
    expect(readBackupStatus(backupDir).lastMade?.at).toBe(times[3]?.toISOString());

    // Due BACKUP_EVERY after the newest, or at once when that time has passed.
    const hour = 3_600_000;
    expect(nextBackupAt(backupDir, hour, Date.UTC(2026, 10, 29, 4, 10))).toBe(
      Date.UTC(2026, 10, 29, 5),
    );
    expect(nextBackupAt(backupDir, hour, Date.UTC(2026, 10, 29, 6))).toBe(
      Date.UTC(2026, 10, 29, 6),
    );

    // A failure is logged at error level and noted; the last backup made is kept in the note.
    const broken = {
      ...env,
      dataDir: newFolder("no-database"),
      databaseUrl: engine === "postgres" ? "postgres://nobody@127.0.0.1:1/none" : undefined,
    };
    expect(await scheduledBackup(broken, quiet, new Date(Date.UTC(2026, 10, 29, 5)))).toBe(
      undefined,
    );
    expect(quiet.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: "backup_failed" }),
      expect.stringMatching(/^backup failed: /),
    );
    const status = readBackupStatus(backupDir);
    expect(status.lastFailed?.at).toBe(new Date(Date.UTC(2026, 10, 29, 5)).toISOString());
    expect(status.lastMade?.at).toBe(times[3]?.toISOString());
    expect(readdirSync(backupDir).filter((name) => name.startsWith(".partial"))).toEqual([]);
  });
});
