import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BackupError, postgresProgram, redactUrl } from "./backup";

describe("PostgreSQL's client programs", () => {
  it("are taken from the newest of Debian's server versions, then from the PATH", () => {
    const root = mkdtempSync(path.join(tmpdir(), "spotlight-pg-"));
    for (const version of ["9", "15", "13"]) {
      mkdirSync(path.join(root, version, "bin"), { recursive: true });
      writeFileSync(path.join(root, version, "bin", "pg_dump"), "");
    }
    expect(postgresProgram("pg_dump", { debianRoot: root, searchPath: "" })).toBe(
      path.join(root, "15", "bin", "pg_dump"),
    );
    const onPath = mkdtempSync(path.join(tmpdir(), "spotlight-path-"));
    writeFileSync(path.join(onPath, "pg_restore"), "");
    expect(postgresProgram("pg_restore", { debianRoot: root, searchPath: onPath })).toBe(
      path.join(onPath, "pg_restore"),
    );
  });

  it("say what to install when missing", () => {
    const nowhere = { debianRoot: "/nonexistent/postgresql", searchPath: "/nonexistent/bin" };
    expect(() => postgresProgram("pg_dump", nowhere)).toThrow(BackupError);
    expect(() => postgresProgram("pg_dump", nowhere)).toThrow(
      /pg_dump was not found .* apt-get install postgresql-client/,
    );
  });

  it("never print a password given in the URL", () => {
    expect(redactUrl('connection to "postgres://app:s3cret@db:5432/site" failed')).toBe(
      'connection to "postgres://app:***@db:5432/site" failed',
    );
  });
});
