import { describe, expect, it } from "vitest";
import { wheelCategories } from "~/content/wheel-categories";
import { wheelTips } from "~/content/wheel-tips";
import {
  boundaryMargin,
  nextRotation,
  pickTip,
  resultMessage,
  segmentAngle,
  segmentCount,
  segmentUnderPointer,
} from "./wheel";

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

/** A small seeded generator (mulberry32), so every run checks the same "random" spins. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the landing falls inside its segment, in degrees from the segment's start. */
const withinSegment = (rotation: number) => (((rotation % 360) + 360) % 360) % segmentAngle;

describe("nextRotation", () => {
  it("turns at least 5 full turns even when the wheel stands at 300° (the old shortfall)", () => {
    // Old code: from 300° with the lowest draws the wheel stopped at 1803°, 1503° away.
    expect(nextRotation(300, () => 0) - 300).toBeGreaterThanOrEqual(5 * 360);
    expect(nextRotation(359.5, () => 0) - 359.5).toBeGreaterThanOrEqual(5 * 360);
  });
  it("turns less than 10 full turns with the highest draws", () => {
    expect(nextRotation(0, () => 0.999999) - 0).toBeLessThan(10 * 360);
    expect(nextRotation(2.5, () => 0.999999) - 2.5).toBeLessThan(10 * 360);
  });
  it("over many seeded spin sequences: 5 to 9 full turns plus under one more, never near a boundary", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seeded(seed);
      let rotation = 0;
      for (let spin = 0; spin < 200; spin++) {
        const next = nextRotation(rotation, random);
        const turned = next - rotation;
        expect(turned).toBeGreaterThanOrEqual(5 * 360);
        expect(turned).toBeLessThan(10 * 360);
        expect(withinSegment(next)).toBeGreaterThanOrEqual(boundaryMargin - 1e-6);
        expect(withinSegment(next)).toBeLessThanOrEqual(segmentAngle - boundaryMargin + 1e-6);
        rotation = next;
      }
    }
  });
  it("lands on every segment, and everywhere inside one, about equally often", () => {
    const random = seeded(2026);
    const spins = 16_000;
    const segments = new Array<number>(segmentCount).fill(0);
    // 13 bands of 3° between the margins (3° to 42°).
    const bands = new Array<number>(13).fill(0);
    let rotation = 0;
    for (let i = 0; i < spins; i++) {
      rotation = nextRotation(rotation, random);
      segments[segmentUnderPointer(rotation)]! += 1;
      const band = Math.min(12, Math.floor((withinSegment(rotation) - boundaryMargin) / 3));
      bands[band]! += 1;
    }
    for (const count of segments) expect(Math.abs(count - spins / 8)).toBeLessThan(spins / 8 / 10);
    for (const count of bands) expect(Math.abs(count - spins / 13)).toBeLessThan(spins / 13 / 5);
  });
});

describe("resultMessage", () => {
  it("uses the spec's message for the seven prizes", () => {
    expect(resultMessage("Resume Tip")).toBe("Congrats! You have won a Resume Tip");
    expect(resultMessage("Fun Fact")).toBe("Congrats! You have won a Fun Fact");
    for (const category of wheelCategories.filter((c) => c !== "Try Again")) {
      expect(resultMessage(category)).toBe(`Congrats! You have won a ${category}`);
    }
  });
  it("reads naturally on Try Again, with no prize claimed", () => {
    expect(resultMessage("Try Again")).toBe("You landed on Try Again!");
  });
  it('uses "a" only before categories that start with a consonant sound', () => {
    for (const category of wheelCategories) expect(category).not.toMatch(/^[AEIOU]/i);
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
