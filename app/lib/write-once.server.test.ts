import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeOnce } from "./write-once.server";

// Several processes make the same secret at once on a fresh machine (the cluster's workers, the
// test runners side by side): each must read a whole file, and all the same one.

const folder = mkdtempSync(path.join(tmpdir(), "write-once-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("writeOnce", () => {
  it("keeps the first content, answers it to later writers, and leaves no draft", () => {
    const file = path.join(folder, "one", "secret.json");
    expect(writeOnce(file, "first\n")).toBe("first\n");
    expect(writeOnce(file, "second\n")).toBe("first\n");
    expect(readFileSync(file, "utf8")).toBe("first\n");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(["secret.json"]);
  });

  it("gives 8 processes racing for one file the same, whole content", async () => {
    const file = path.join(folder, "race", "secret.json");
    // Each process waits for the same moment, so that they write at once, not as each starts.
    const startAt = Date.now() + 3000;
    const script = `
      const { writeOnce } = await import(${JSON.stringify(new URL("./write-once.server.ts", import.meta.url).href)});
      const mine = JSON.stringify({ pid: process.pid, pad: "x".repeat(200000) });
      while (Date.now() < ${startAt});
      process.stdout.write(writeOnce(${JSON.stringify(file)}, mine));
    `;
    const answers = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(
              process.execPath,
              ["--import", "tsx", "--input-type=module", "--eval", script],
              { stdio: ["ignore", "pipe", "inherit"] },
            );
            let output = "";
            child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
            child.once("error", reject);
            child.once("exit", (code) =>
              code === 0 ? resolve(output) : reject(new Error(`exit ${code}`)),
            );
          }),
      ),
    );
    const stored = readFileSync(file, "utf8");
    expect(() => JSON.parse(stored)).not.toThrow();
    expect(new Set(answers)).toEqual(new Set([stored]));
    expect(readdirSync(path.dirname(file))).toEqual(["secret.json"]);
  });
});
