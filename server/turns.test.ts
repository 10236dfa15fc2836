import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { inTurn } from "./turns";

/** A request as the listener sees it, named for the test: only its connection's state matters. */
type Named = IncomingMessage & { name: string };

const nameOf = (req: IncomingMessage) => (req as Named).name;

/** Sends requests named `names` to `listener`, in order; those in `gone` have lost their visitor. */
function sendNamed(
  names: readonly string[],
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  gone: readonly string[] = [],
) {
  for (const name of names) {
    const req = { name, socket: { destroyed: gone.includes(name) } } as unknown as Named;
    listener(req, {} as ServerResponse);
  }
}

/**
 * A listener that notes when each request starts and when what it left for the event loop runs.
 * Each request takes `cost` ms by inTurn's clock, against a budget of 1 ms.
 */
function recording(events: string[], cost: number) {
  let clock = 0;
  return inTurn(
    (req) => {
      const name = nameOf(req);
      events.push(`start ${name}`);
      clock += cost;
      // What the request leaves for the loop (I/O, a timer, a new connection).
      setImmediate(() => events.push(`after ${name}`));
    },
    { budgetMs: 1, now: () => clock },
  );
}

/** Resolves after the event loop has run the turns already queued (and those they queue). */
const turnsDone = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("inTurn", () => {
  it("starts requests in the order they arrived, none before the next turn", async () => {
    const started: string[] = [];
    sendNamed(
      ["a", "b", "c"],
      inTurn((req) => started.push(nameOf(req))),
    );
    expect(started).toEqual([]);
    await turnsDone();
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("gives a request that outlasts the budget a turn of its own, so what it queued runs before the next", async () => {
    const events: string[] = [];
    // Each request takes 5 ms, over the 1 ms budget.
    sendNamed(["a", "b", "c"], recording(events, 5));
    await turnsDone();
    expect(events).toEqual(["start a", "after a", "start b", "after b", "start c", "after c"]);
  });

  it("lets cheap requests share a turn", async () => {
    const events: string[] = [];
    // A clock that never moves: every request is free.
    sendNamed(["a", "b", "c"], recording(events, 0));
    await turnsDone();
    expect(events).toEqual(["start a", "start b", "start c", "after a", "after b", "after c"]);
  });

  it("does not start a request whose visitor left while it waited", async () => {
    const started: string[] = [];
    sendNamed(
      ["a", "b", "c"],
      inTurn((req) => started.push(nameOf(req))),
      ["b"],
    );
    await turnsDone();
    expect(started).toEqual(["a", "c"]);
  });

  it("keeps serving after a long line, and after requests arrive during a turn", async () => {
    const started: number[] = [];
    let clock = 0;
    const listener = inTurn(
      (req) => {
        const n = Number(nameOf(req));
        started.push(n);
        clock += 0.01;
        // A request that arrives while another is being served joins the end of the line.
        if (n === 10) sendNamed(["5000"], listener);
      },
      { budgetMs: 1, now: () => clock },
    );
    sendNamed(
      Array.from({ length: 3000 }, (_, n) => String(n)),
      listener,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toHaveLength(3001);
    expect(started.slice(0, 3000)).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    expect(started.at(-1)).toBe(5000);
    sendNamed(["6000"], listener);
    await turnsDone();
    expect(started.at(-1)).toBe(6000);
  });
});
