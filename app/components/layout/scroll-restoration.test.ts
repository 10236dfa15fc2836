import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { restoreScrollScript, scrollPositionsKey } from "./scroll-restoration";

/** Runs the page's inline script against a window of its own: history, storage and scrollTo. */
function run(state: unknown, stored: string | null) {
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  const storage = new Map<string, string>(stored === null ? [] : [[scrollPositionsKey, stored]]);
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: vi.fn((key: string) => storage.delete(key)),
  };
  const scrollTo = vi.fn();
  const console = { error: vi.fn() };
  runInNewContext(restoreScrollScript, { history, sessionStorage, scrollTo, console, Math, JSON });
  return { history, sessionStorage, scrollTo, console, storage };
}

describe("the scroll restoration script", () => {
  it("gives a fresh history entry a key, as React Router's does, and scrolls nowhere", () => {
    const { history, scrollTo } = run(null, null);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls to the position stored for the entry's key", () => {
    const { history, scrollTo } = run({ key: "abc" }, JSON.stringify({ abc: 840, other: 12 }));
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 840);
  });

  it("leaves the page where it is when nothing, or no number, is stored for the key", () => {
    expect(run({ key: "abc" }, JSON.stringify({ other: 12 })).scrollTo).not.toHaveBeenCalled();
    expect(run({ key: "abc" }, JSON.stringify({ abc: "840" })).scrollTo).not.toHaveBeenCalled();
  });

  it("drops stored positions it cannot read, and says so in the console", () => {
    const { sessionStorage, console, storage, scrollTo } = run({ key: "abc" }, "{not json");
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(sessionStorage.removeItem).toHaveBeenCalledWith(scrollPositionsKey);
    expect(storage.has(scrollPositionsKey)).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("is the key React Router keeps its positions under", () => {
    // React Router does not export the key: it is read from the version installed.
    const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
    const keys = readdirSync(dist)
      .filter((file) => file.endsWith(".mjs"))
      .flatMap((file) => [
        ...readFileSync(path.join(dist, file), "utf8").matchAll(
          /SCROLL_RESTORATION_STORAGE_KEY = "([^"]+)"/g,
        ),
      ])
      .map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set([scrollPositionsKey]));
  });
});
