import type { WheelCategory } from "~/content/wheel-categories";

export const segmentCount = 8;
export const segmentAngle = 360 / segmentCount;
export const spinDurationMs = 5000;

/**
 * Segment i spans [i x 45°, (i + 1) x 45°) clockwise from the top. After the wheel has turned
 * `rotation` degrees clockwise, the fixed pointer at the top is over this segment.
 */
export function segmentUnderPointer(rotation: number): number {
  const pointerAngle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(pointerAngle / segmentAngle) % segmentCount;
}

/** Degrees kept clear on each side of a boundary, so the pointer is never between two segments. */
export const boundaryMargin = 3;

/**
 * The next resting rotation. The wheel turns 5 to 9 full turns from where it stands, plus
 * the part of a turn that brings it to a landing angle chosen uniformly at random among the
 * angles at least `boundaryMargin` degrees from a boundary: so it always turns at least 5
 * full turns and less than 10, and every segment is equally likely.
 */
export function nextRotation(current: number, random: () => number = Math.random): number {
  const turns = 5 + Math.floor(random() * 5);
  const segment = Math.floor(random() * segmentCount);
  const landing =
    segment * segmentAngle + boundaryMargin + random() * (segmentAngle - 2 * boundaryMargin);
  const toLanding = (((landing - current) % 360) + 360) % 360;
  return current + turns * 360 + toLanding;
}

/** The message above the tip: the spec's, except where "won a Try Again" would read oddly. */
export function resultMessage(category: WheelCategory): string {
  return category === "Try Again"
    ? "You landed on Try Again!"
    : `Congrats! You have won a ${category}`;
}

/** A random tip, never the one shown just before. */
export function pickTip(
  tips: readonly string[],
  previous: string | null,
  random: () => number = Math.random,
): string {
  const choices = tips.length > 1 ? tips.filter((tip) => tip !== previous) : tips;
  return choices[Math.floor(random() * choices.length)] ?? "";
}
