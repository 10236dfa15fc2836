import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontMetrics } from "./font-metrics.server";

const interDir = path.dirname(
  createRequire(import.meta.url).resolve("@expo-google-fonts/inter/package.json"),
);
const font = readFileSync(path.join(interDir, "400Regular", "Inter_400Regular.ttf"));

describe("fontMetrics (Inter Regular)", () => {
  const metrics = fontMetrics(font);

  it("is a TrueType file, which resvg reads", () => {
    expect(font.readUInt32BE(0)).toBe(0x00010000);
  });

  it("adds the advance widths of the characters, in proportion to the size", () => {
    const narrow = metrics.width("i", 100);
    const wide = metrics.width("W", 100);
    expect(narrow).toBeGreaterThan(15);
    expect(narrow).toBeLessThan(35);
    expect(wide).toBeGreaterThan(80);
    expect(wide).toBeLessThan(110);
    expect(metrics.width("iW", 100)).toBeCloseTo(narrow + wide, 6);
    expect(metrics.width("W", 50)).toBeCloseTo(wide / 2, 6);
  });

  it("knows which characters it draws", () => {
    expect(metrics.draws("A".codePointAt(0)!)).toBe(true);
    expect(metrics.draws("Ж".codePointAt(0)!)).toBe(true);
    expect(metrics.draws("王".codePointAt(0)!)).toBe(false);
  });

  it("refuses a file that is not a font", () => {
    expect(() => fontMetrics(Buffer.alloc(64))).toThrow(/Not a TrueType or OpenType font/);
  });
});
