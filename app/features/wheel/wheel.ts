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

/** The next resting rotation: 5 to 9 full turns plus a random angle, never on a boundary. */
export function nextRotation(current: number, random: () => number = Math.random): number {
  const turns = 5 + Math.floor(random() * 5);
  let extra = random() * 360;
  const within = extra % segmentAngle;
  if (within < 3) extra += 3;
  else if (within > segmentAngle - 3) extra -= 3;
  const base = current - (current % 360);
  return base + turns * 360 + extra;
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
