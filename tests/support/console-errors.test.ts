import { describe, expect, it } from "vitest";
import { watchConsoleErrors } from "./console-errors";

describe("a test that writes to console.error fails", () => {
  it("with every message, once, and passes each message on", () => {
    const printed: unknown[][] = [];
    const fakeConsole = { error: (...args: unknown[]) => void printed.push(args) };
    const watcher = watchConsoleErrors(fakeConsole);
    expect(() => watcher.check("here")).not.toThrow();

    fakeConsole.error("Submission failed:", { code: 42 });
    fakeConsole.error("second");
    expect(printed).toEqual([["Submission failed:", { code: 42 }], ["second"]]);
    expect(() => watcher.check("during this test")).toThrow(
      /^console\.error was called 2 time\(s\) during this test\.[^\n]*\n {2}Submission failed: \{ code: 42 \}\n {2}second$/,
    );
    expect(() => watcher.check("during this test")).not.toThrow();

    watcher.restore();
    fakeConsole.error("after restore");
    expect(() => watcher.check("here")).not.toThrow();
  });

  it("here too: the setup file watches this test file's console", () => {
    expect(console.error.name).toBe("recordConsoleError");
  });
});
