import { describe, expect, it } from "vitest";
import { nextAttemptAt, retryDelayMs, retryWindowMs } from "./schedule";

const minute = 60_000;
const hour = 60 * minute;

describe("the outbox's retry schedule", () => {
  it("retries within a minute, then waits twice as long each time, up to two hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20].map(retryDelayMs)).toEqual([
      0.5 * minute,
      1 * minute,
      2 * minute,
      4 * minute,
      8 * minute,
      16 * minute,
      32 * minute,
      64 * minute,
      2 * hour,
      2 * hour,
      2 * hour,
    ]);
  });

  it("gives the time of the next attempt from the clock it is given", () => {
    const now = new Date("2026-11-23T10:00:00.000Z");
    expect(nextAttemptAt(1, now)?.toISOString()).toBe("2026-11-23T10:00:30.000Z");
    expect(nextAttemptAt(3, now)?.toISOString()).toBe("2026-11-23T10:02:00.000Z");
  });

  it("keeps trying for at least 24 hours, then gives up", () => {
    // Follow one message that never gets through, on a clock that jumps to each attempt.
    const start = new Date("2026-11-23T10:00:00.000Z");
    let now = start;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(attempts, now);
      if (!next) break;
      now = next;
    }
    const triedFor = now.getTime() - start.getTime();
    expect(triedFor).toBeGreaterThanOrEqual(retryWindowMs);
    // Not much more than a day: the last wait is two hours at most.
    expect(triedFor).toBeLessThan(retryWindowMs + 2 * hour);
    // 30 s + 1 + 2 + ... + 64 min is 2 h 7.5 min; then 2-hour waits until the day is covered.
    expect(attempts).toBe(20);
  });
});
