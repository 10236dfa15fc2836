import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "../../db";
import { engines, openTestDb } from "../../tests/support/test-db";
import {
  consumeLimits,
  limiterFor,
  reserve,
  sweepEveryHits,
  sweepSettled,
} from "./rate-limit.server";

describe.each(engines)("rate-limit counters on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  const rows = async () =>
    Number(
      (
        await handle.db
          .selectFrom("rate_limits")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("deletes counters whose window has ended, so the table does not grow with every post", async () => {
    const rule = { name: "sweep_test", points: 3, durationSeconds: 60 };
    let visitor = 0;
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < sweepEveryHits; i++)
        await consumeLimits(rule, [`visitor-${(visitor += 1)}`]);
      // A minute later: every window so far has ended.
      await handle.db
        .updateTable("rate_limits")
        .set({ expire: Date.now() - 1000 })
        .execute();
    }
    // 5 rounds of new visitors; without the sweep, every one of them would still have a row.
    expect(visitor).toBe(5 * sweepEveryHits);
    await sweepSettled();
    expect(await rows()).toBeLessThanOrEqual(sweepEveryHits);
  });

  it("keeps the counters still running: a sweep lifts no limit", async () => {
    const busy = { name: "sweep_busy", points: 2, durationSeconds: 60 };
    expect(await consumeLimits(busy, ["busy"])).toEqual({ limited: false });
    expect(await consumeLimits(busy, ["busy"])).toEqual({ limited: false });
    const others = { name: "sweep_others", points: 3, durationSeconds: 60 };
    for (let i = 0; i < sweepEveryHits; i++) await consumeLimits(others, [`other-${i}`]);
    await sweepSettled();
    expect(await consumeLimits(busy, ["busy"])).toMatchObject({ limited: true });
  });

  it("gives a reserved point back in the window it was counted in only", async () => {
    const limiter = limiterFor({ name: "give_back", points: 5, durationSeconds: 60 });
    const locked = <T>(work: () => Promise<T>) => handle.withWriteLock(work);
    const count = async (key: string) => (await limiter.get(key))?.consumedPoints ?? 0;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = Date.now();
      const first = await locked(() => reserve(limiter, "a"));
      expect((await locked(() => reserve(limiter, "a"))).points).toBe(2);
      await locked(() => first.giveBack());
      expect(await count("a")).toBe(1);

      // Counted at the end of a window, given back once a new window has begun: the new window
      // keeps its count.
      const late = await locked(() => reserve(limiter, "b"));
      vi.setSystemTime(start + 61_000);
      await locked(() => reserve(limiter, "b"));
      await locked(() => late.giveBack());
      expect(await count("b")).toBe(1);

      // Given back after its window ended, before another began: the next window starts at 1,
      // not below.
      const ended = await locked(() => reserve(limiter, "c"));
      vi.setSystemTime(start + 122_000);
      await locked(() => ended.giveBack());
      expect((await locked(() => reserve(limiter, "c"))).points).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
