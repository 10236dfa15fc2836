import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBackupOutcome, type Backup } from "~db/backup";
import type { DbHandle } from "~db";
import { getEnv, initEnv } from "~/lib/env.server";
import { loader as adminLoader } from "./admin";
import { signedInModerator } from "../../tests/support/moderator";
import { callRoute } from "../../tests/support/route";
import { openTestDb } from "../../tests/support/test-db";
import { BackupFailure, BackupLine } from "~/features/moderation/backup-line";
import { backupView, type BackupView } from "~/features/moderation/backups.server";

// Issue 34: the workspace shows the last backup's time and size, and a failure after it.
describe("the workspace's backup line", () => {
  let handle: DbHandle;
  let cookie = "";
  beforeAll(async () => {
    handle = await openTestDb("sqlite");
    const env = getEnv();
    initEnv({
      DATA_DIR: env.dataDir,
      SESSION_SECRET: env.sessionSecrets[0],
      LOG_LEVEL: "silent",
      BACKUP_EVERY: "24h",
      BACKUP_KEEP: "5",
    });
    cookie = await signedInModerator("backups@example.com", "203.0.113.90", "moderator");
  });
  afterAll(() => handle.close());

  const workspaceBackup = async () => {
    const request = new Request("http://localhost/admin", { headers: { Cookie: cookie } });
    const result = await callRoute<{ backup: BackupView }>(adminLoader, request);
    expect(result.status).toBe(200);
    return result.data!.backup;
  };
  const text = (backup: BackupView) =>
    renderToStaticMarkup(
      <>
        <BackupFailure backup={backup} />
        <BackupLine backup={backup} />
      </>,
    )
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&#x27;", "'");

  it("shows the schedule before any backup, then the last one made, then a failure after it", async () => {
    const { backupDir } = getEnv();
    expect(await workspaceBackup()).toEqual({ every: "24h", keep: 5 });
    expect(text(await workspaceBackup())).toContain(
      "No backup made yet. Every 24h, the last 5 kept.",
    );

    const made: Backup = {
      path: `${backupDir}/scheduled-2026-11-29T03-00-00-000Z`,
      at: "2026-11-29T03:00:00.000Z",
      kind: "scheduled",
      engine: "sqlite",
      bytes: 3_250_000,
      keys: [],
      notes: [],
    };
    recordBackupOutcome(backupDir, { made });
    expect(text(await workspaceBackup())).toContain(
      "Last backup: Nov 29, 2026, 3:00 AM UTC, 3.1 MB. Every 24h, the last 5 kept.",
    );

    recordBackupOutcome(backupDir, {
      failed: "pg_dump failed (exit 1): connection refused",
      kind: "scheduled",
      at: new Date("2026-11-30T03:00:00.000Z"),
    });
    const failed = text(await workspaceBackup());
    expect(failed).toContain(
      "The last backup failed (Nov 30, 2026, 3:00 AM UTC): pg_dump failed (exit 1): connection refused",
    );
    expect(failed).toContain("Last backup: Nov 29, 2026, 3:00 AM UTC, 3.1 MB.");

    // None made for twice the interval: said on every view, though nothing failed.
    recordBackupOutcome(backupDir, { made });
    const late = backupView(Date.parse("2026-12-01T03:00:01.000Z"));
    expect(late.overdue).toBe(true);
    expect(text(late)).toContain(
      "No backup since Nov 29, 2026, 3:00 AM UTC, though one is due every 24h: see the server's log.",
    );
    expect(backupView(Date.parse("2026-12-01T02:59:59.000Z")).overdue).toBeUndefined();

    // The next backup made clears it.
    recordBackupOutcome(backupDir, {
      made: { ...made, at: "2026-11-30T04:00:00.000Z", bytes: 900 },
    });
    expect(text(await workspaceBackup())).not.toContain("failed");
    expect(text(await workspaceBackup())).toContain("Nov 30, 2026, 4:00 AM UTC, 1 KB.");
  });

  it("says when the server makes no backups itself", () => {
    expect(text({ keep: 7 })).toContain(
      "No backup made yet. Backups are not scheduled (BACKUP_EVERY).",
    );
  });
});
