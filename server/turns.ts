import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * How long one turn of the event loop may spend starting requests, in milliseconds. A turn
 * always starts at least one; cheap requests (a static file, a cached page) share a turn, and a
 * page that renders for several milliseconds has a turn of its own.
 */
export const turnBudgetMs = 1;

/**
 * Starts requests in the order they arrived, a turn of the event loop at a time, instead of as
 * soon as Node.js reads them.
 *
 * Node.js reads every connection that has a request waiting, then starts each request at once,
 * but accepts at most one new connection per turn of its event loop (libuv; with the cluster,
 * one per worker's reply to the primary). When a worker is saturated, a turn is as long as all
 * the requests it read: 25 connections at 8 ms a page make a 200 ms turn, and a visitor whose
 * connection arrives then waits one such turn for each connection ahead of it. The bench saw
 * the last of 50 connections wait 3 to 7 seconds for its first answer while the others were
 * served every 200 ms.
 *
 * Here a request that arrives waits in line, and each turn starts the first in line, then more
 * while the turn has spent less than `budgetMs`. A turn stays about as long as one page, so new
 * connections are accepted between pages, and everyone waits their turn in arrival order. A
 * request whose visitor left while it waited is not started.
 */
export function inTurn(
  listener: RequestListener,
  { budgetMs = turnBudgetMs, now = () => performance.now() } = {},
): RequestListener {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(turn);
  };

  function turn() {
    scheduled = false;
    const start = now();
    try {
      do {
        const next = waiting.shift();
        if (!next) break;
        const [request, response] = next;
        if (request.socket.destroyed) continue;
        listener(request, response);
      } while (now() - start < budgetMs);
    } finally {
      schedule();
    }
  }

  return (request, response) => {
    waiting.push([request, response]);
    schedule();
  };
}
