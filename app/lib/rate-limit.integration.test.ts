import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { engines, openTestDb } from "../../tests/support/test-db";
import { consumeLimits, sweepEveryHits, sweepSettled } from "./rate-limit.server";

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
});
