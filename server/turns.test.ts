import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { inTurn } from "./turns";

/** A request as the listener sees it: only its connection's state matters here. */
function request(name: string, destroyed = false) {
  return {
    name,
    request: { socket: { destroyed } } as unknown as IncomingMessage,
    response: {} as ServerResponse,
  };
}

/** Sends requests named `names` to `listener`, in order, and returns each request's name. */
function sendNamed(
  names: readonly string[],
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  gone: readonly string[] = [],
) {
  const byRequest = new Map<IncomingMessage, string>();
  for (const name of names) {
    const { request: req, response } = request(name, gone.includes(name));
    byRequest.set(req, name);
    listener(req, response);
  }
  return byRequest;
}

/** Resolves after the event loop has run the turns already queued (and those they queue). */
const turnsDone = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("inTurn", () => {
  it("starts requests in the order they arrived, none before the next turn", async () => {
    const started: string[] = [];
    const names = new Map<IncomingMessage, string>();
    const listener = inTurn((req) => started.push(names.get(req) ?? "?"));
    for (const [req, name] of sendNamed(["a", "b", "c"], listener)) names.set(req, name);
    expect(started).toEqual([]);
    await turnsDone();
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("gives a request that outlasts the budget a turn of its own, so what it queued runs before the next", async () => {
    const events: string[] = [];
    // A clock that says each request took 5 ms, over the 1 ms budget.
    let clock = 0;
    const names = new Map<IncomingMessage, string>();
    const listener = inTurn(
      (req) => {
        const name = names.get(req) ?? "?";
        events.push(`start ${name}`);
        clock += 5;
        // What the request leaves for the loop (I/O, a timer, a new connection) runs before the
        // next request starts.
        setImmediate(() => events.push(`after ${name}`));
      },
      { budgetMs: 1, now: () => clock },
    );
    for (const [req, name] of sendNamed(["a", "b", "c"], listener)) names.set(req, name);
    await turnsDone();
    expect(events).toEqual(["start a", "after a", "start b", "after b", "start c", "after c"]);
  });

  it("lets cheap requests share a turn", async () => {
    const events: string[] = [];
    const names = new Map<IncomingMessage, string>();
    const listener = inTurn(
      (req) => {
        const name = names.get(req) ?? "?";
        events.push(`start ${name}`);
        setImmediate(() => events.push(`after ${name}`));
      },
      // A clock that never moves: every request is free.
      { budgetMs: 1, now: () => 0 },
    );
    for (const [req, name] of sendNamed(["a", "b", "c"], listener)) names.set(req, name);
    await turnsDone();
    expect(events).toEqual(["start a", "start b", "start c", "after a", "after b", "after c"]);
  });

  it("does not start a request whose visitor left while it waited", async () => {
    const started: string[] = [];
    const names = new Map<IncomingMessage, string>();
    const listener = inTurn((req) => started.push(names.get(req) ?? "?"));
    for (const [req, name] of sendNamed(["a", "b", "c"], listener, ["b"])) names.set(req, name);
    await turnsDone();
    expect(started).toEqual(["a", "c"]);
  });

  it("keeps serving after a long line, and after requests arrive during a turn", async () => {
    const started: number[] = [];
    const numbers = new Map<IncomingMessage, number>();
    let clock = 0;
    const add = (n: number) => {
      const { request: req, response } = request(String(n));
      numbers.set(req, n);
      listener(req, response);
    };
    const listener = inTurn(
      (req) => {
        const n = numbers.get(req) ?? -1;
        started.push(n);
        clock += 0.01;
        // A request that arrives while another is being served joins the end of the line.
        if (n === 10) add(5000);
      },
      { budgetMs: 1, now: () => clock },
    );
    for (let n = 0; n < 3000; n += 1) add(n);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toHaveLength(3001);
    expect(started.slice(0, 3000)).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    expect(started.at(-1)).toBe(5000);
    add(6000);
    await turnsDone();
    expect(started.at(-1)).toBe(6000);
  });
});
