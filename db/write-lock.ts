import { busyDelay, DatabaseUnavailableError, isBusy } from "./faults";

/**
 * One writer at a time, in arrival order, each waiting until its deadline at most. A waiter
 * waits on a promise, so the event loop serves other requests meanwhile.
 */
export class WriteMutex {
  #held = false;
  #waiters: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  /** Resolves with the function that releases the lock; rejects (busy) at the deadline. */
  lock(deadline: number): Promise<() => void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.#releaser());
        },
        timer: setTimeout(
          () => {
            this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
            reject(
              new DatabaseUnavailableError(
                "busy",
                "the database stayed locked by other writes of this process",
              ),
            );
          },
          Math.max(0, deadline - Date.now()),
        ),
      };
      this.#waiters.push(waiter);
    });
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next.grant();
      else this.#held = false;
    };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (a synchronous SQLite call) until it is not refused as busy, waiting a little
 * longer after each refusal, on a timer; past the deadline, the database counts as unavailable.
 */
export async function retryWhileBusy<T>(attempt: () => T, deadline: number): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnavailableError("busy", "the database stayed locked by another writer", {
          cause: error,
        });
      }
      await sleep(Math.min(busyDelay(failures), left));
    }
  }
}
