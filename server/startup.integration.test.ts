import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("server start-up", () => {
  it("stops with a message naming the variable when the environment is invalid", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATA_DIR: "/nonexistent/never-created" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT: expected a whole number from 1 to 65535");
  });
});
