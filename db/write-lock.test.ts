import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "./faults";
import { retryWhileBusy, WriteMutex } from "./write-lock";

const busy = () => Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
const later = (ms: number) => Date.now() + ms;

describe("WriteMutex", () => {
  it("lets writers in one at a time, in the order they came", async () => {
    const mutex = new WriteMutex();
    const order: string[] = [];
    const first = await mutex.lock(later(1000));
    const second = mutex.lock(later(1000)).then((release) => {
      order.push("second");
      return release;
    });
    const third = mutex.lock(later(1000)).then((release) => {
      order.push("third");
      release();
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    first();
    first(); // a second release of the same turn changes nothing
    (await second)();
    await third;
    expect(order).toEqual(["second", "third"]);
  });

  it("gives up at the deadline with a busy fault, and the queue moves on", async () => {
    const mutex = new WriteMutex();
    const held = await mutex.lock(later(1000));
    const refused = await mutex.lock(later(20)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseUnavailableError);
    expect((refused as DatabaseUnavailableError).kind).toBe("busy");
    const next = mutex.lock(later(1000));
    held();
    (await next)();
  });
});

describe("retryWhileBusy", () => {
  it("tries again while the lock is held elsewhere, and returns the answer", async () => {
    let attempts = 0;
    const answer = await retryWhileBusy(() => {
      attempts += 1;
      if (attempts < 4) throw busy();
      return "stored";
    }, later(5000));
    expect({ answer, attempts }).toEqual({ answer: "stored", attempts: 4 });
  });

  it("throws any other error at once", async () => {
    let attempts = 0;
    const failure = retryWhileBusy(() => {
      attempts += 1;
      throw new Error("no such table: companies");
    }, later(5000));
    await expect(failure).rejects.toThrow("no such table");
    expect(attempts).toBe(1);
  });

  it("past the deadline, the database is unavailable (busy), with SQLite's error as the cause", async () => {
    const failure = await retryWhileBusy(() => {
      throw busy();
    }, later(30)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect(failure).toMatchObject({ kind: "busy", cause: { code: "SQLITE_BUSY" } });
  });
});
