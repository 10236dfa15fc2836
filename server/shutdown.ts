import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** How long requests still open after the server stopped listening may take to finish. */
const finishWithinMs = 10_000;

/**
 * Stopping without cutting anyone off. Closing the listener at once, as the server did before,
 * resets every connection still waiting in the kernel's accept queue: under load, dozens of
 * visitors (or a proxy) saw errors although nothing they had been answered was lost. So, on
 * SIGTERM:
 * 1. Drain: `/healthz` answers 503, so that a load balancer stops sending visitors here, while
 *    the server still accepts connections and answers every request as usual, each with
 *    `Connection: close` so that kept-alive connections move on. (SIGINT, Ctrl-C in a terminal
 *    or a process manager's stop, skips this step: no load balancer is waiting on it.)
 * 2. Stop listening: the requests in flight finish; idle connections are closed as they fall
 *    idle; requests still open 10 seconds later are cut off.
 * 3. Close the database and exit. The outbox worker stops looking for e-mails when the server
 *    stops listening; an e-mail being sent is sent (or its attempt recorded) before the database
 *    closes, if that takes no more than the same 10 seconds.
 */
export function gracefulShutdown({
  logger,
  drainSeconds,
  closeDatabase,
  stopWorkers,
}: {
  logger: Logger;
  drainSeconds: number;
  closeDatabase: () => Promise<void>;
  /** Background work that uses the database (the outbox worker): stopped before it closes. */
  stopWorkers: () => Promise<void>;
}) {
  let draining = false;

  /** Goes before `/healthz`, so that it fails from the moment the drain starts. */
  const whileDraining: RequestHandler = (req, res, next) => {
    if (!draining) return next();
    res.set("Connection", "close");
    if (!/^\/healthz\/?$/.test(req.path)) return next();
    res.status(503).set("Cache-Control", "no-store").json({ status: "draining" });
  };

  function stopListening(server: Server) {
    logger.info("stopped listening");
    // An e-mail being sent finishes first, but the database does not wait for it longer than
    // for requests: the outbox's claim then runs out and the e-mail is sent again later.
    let workersLate: NodeJS.Timeout | undefined;
    const workersStopped = Promise.race([
      stopWorkers().finally(() => clearTimeout(workersLate)),
      new Promise<void>((resolve) => {
        workersLate = setTimeout(() => {
          logger.warn(
            "an e-mail was still being sent 10 seconds after the server stopped listening",
          );
          resolve();
        }, finishWithinMs);
        workersLate.unref();
      }),
    ]);
    const deadline = setTimeout(() => {
      logger.warn(
        "requests still open 10 seconds after the server stopped listening: closing them",
      );
      server.closeAllConnections();
    }, finishWithinMs);
    deadline.unref();
    server.close(async () => {
      clearTimeout(deadline);
      try {
        await workersStopped;
        await closeDatabase();
        logger.info("database closed");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "could not close the database");
        process.exit(1);
      }
    });
    // close() closes the idle kept-alive connections; these close the rest as they fall idle.
    // Node.js counts a connection whose first request has not arrived yet as busy, not idle,
    // so that request is still answered.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }

  /** Starts the shutdown on `signal`; another signal while it runs changes nothing. */
  function begin(server: Server, signal: NodeJS.Signals) {
    if (draining) return;
    draining = true;
    const seconds = signal === "SIGTERM" ? drainSeconds : 0;
    logger.info({ signal, drainSeconds: seconds }, "shutting down");
    setTimeout(() => stopListening(server), seconds * 1000);
  }

  return { whileDraining, begin };
}
