import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { DbHandle } from "../db";
import { faultKind } from "../db/faults";

/** How long a check waits for its write: well under a load balancer's usual 5 seconds. */
const probeTimeoutMs = 2_000;

/**
 * GET /healthz: 200 when the database takes a write (one row, health_probe) within 2 seconds;
 * else 503 and what is wrong (`problem`: busy, read-only, disk-full, file-missing, timeout,
 * unreachable, io, or error). A database that can be read but not written is not healthy: every
 * form would fail. Logged when the answer changes, not at each check.
 */
export function healthCheck(database: DbHandle, logger: Logger): RequestHandler {
  let failing = false;
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.probe(probeTimeoutMs);
      if (failing) {
        failing = false;
        logger.info(
          { event: "database_recovered" },
          "health check: the database takes writes again",
        );
      }
      res.json({ status: "ok", database: database.engine });
    } catch (error) {
      const problem = faultKind(error) ?? "error";
      if (!failing) {
        failing = true;
        logger.error(
          { err: error, event: "database_unhealthy", problem },
          "health check: the database cannot be written",
        );
      }
      res.status(503).json({ status: "error", database: database.engine, problem });
    }
  };
}
