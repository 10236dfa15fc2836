import { describe, expect, it } from "vitest";
import { wheelCategories } from "~/content/wheel-categories";
import { wheelTips } from "~/content/wheel-tips";
import { nextRotation, pickTip, segmentUnderPointer } from "./wheel";

describe("segmentUnderPointer", () => {
  it("maps every segment: turning the wheel by -(i x 45 + 22.5)° puts segment i under the pointer", () => {
    for (let i = 0; i < 8; i++) {
      const rotation = 360 * 6 - (i * 45 + 22.5);
      expect(segmentUnderPointer(rotation)).toBe(i);
    }
  });
  it("at rest the pointer is over segment 0, and a quarter turn clockwise brings segment 6", () => {
    expect(segmentUnderPointer(0)).toBe(0);
    expect(segmentUnderPointer(90 + 1)).toBe(5);
    expect(segmentUnderPointer(90 - 1)).toBe(6);
  });
});

describe("nextRotation", () => {
  it("adds 5 to 9 full turns plus an angle", () => {
    const lowest = nextRotation(0, () => 0);
    const highest = nextRotation(0, () => 0.999);
    expect(lowest).toBeGreaterThanOrEqual(5 * 360);
    expect(highest).toBeLessThan(10 * 360);
  });
  it("never stops on a boundary between segments", () => {
    for (let i = 0; i < 200; i++) {
      const within = nextRotation(720) % 45;
      expect(within).toBeGreaterThanOrEqual(3);
      expect(within).toBeLessThanOrEqual(42);
    }
  });
});

describe("tips", () => {
  it("has 8 categories of 10 distinct tips", () => {
    expect(wheelCategories).toHaveLength(8);
    for (const category of wheelCategories) {
      expect(new Set(wheelTips[category]).size).toBe(10);
    }
  });
  it("never picks the same tip twice in a row", () => {
    const tips = wheelTips["Resume Tip"];
    let previous: string | null = null;
    for (let i = 0; i < 100; i++) {
      const tip = pickTip(tips, previous);
      expect(tip).not.toBe(previous);
      previous = tip;
    }
  });
});
