import {
  chmodSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirError, markerFileName, prepareDataDir, rescuePath } from "./data-dir";

const mode = (target: string) => statSync(target).mode & 0o777;
const freshParent = () => mkdtempSync(path.join(tmpdir(), "spotlight-data-dir-"));

describe("prepareDataDir", () => {
  it("creates the folder for its owner only, an empty database file 0600 and the marker", () => {
    const dataDir = path.join(freshParent(), "data");
    const file = prepareDataDir(dataDir);
    expect(file).toBe(path.join(dataDir, "app.db"));
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(path.join(dataDir, markerFileName))).toBe(0o600);
  });

  it("tightens a folder and database files that others could read", () => {
    const dataDir = freshParent();
    chmodSync(dataDir, 0o755);
    for (const name of ["app.db", "app.db-wal", "app.db-shm"]) {
      writeFileSync(path.join(dataDir, name), "", { mode: 0o644 });
    }
    prepareDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    for (const name of ["app.db", "app.db-wal", "app.db-shm"]) {
      expect(mode(path.join(dataDir, name)), name).toBe(0o600);
    }
  });

  it("starts on a folder with a database and no marker (made before the marker existed)", () => {
    const dataDir = freshParent();
    writeFileSync(path.join(dataDir, "app.db"), "");
    prepareDataDir(dataDir);
    expect(existsSync(path.join(dataDir, markerFileName))).toBe(true);
  });

  it("refuses a folder whose marker says it held a database that is gone, naming both files", () => {
    const dataDir = freshParent();
    prepareDataDir(dataDir);
    const file = path.join(dataDir, "app.db");
    const marker = path.join(dataDir, markerFileName);
    writeFileSync(file, ""); // still there: fine
    prepareDataDir(dataDir);

    rmSync(file);
    expect(() => prepareDataDir(dataDir)).toThrow(DataDirError);
    expect(() => prepareDataDir(dataDir)).toThrow(`${file} is missing`);
    expect(() => prepareDataDir(dataDir)).toThrow(`delete ${marker}`);
    // Nothing was created in its place.
    expect(existsSync(file)).toBe(false);
  });

  it("names the copy the server saved when the file disappeared", () => {
    const dataDir = freshParent();
    prepareDataDir(dataDir);
    const file = path.join(dataDir, "app.db");
    const copy = rescuePath(dataDir, new Date("2026-11-23T10:20:30.456Z"));
    renameSync(file, copy);
    expect(copy).toBe(path.join(dataDir, "app.db.rescued-2026-11-23T10-20-30-456Z"));
    expect(() => prepareDataDir(dataDir)).toThrow(`mv ${copy} ${file}`);
  });
});
