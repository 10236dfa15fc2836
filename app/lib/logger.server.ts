import cluster from "node:cluster";
import pino from "pino";
import { getEnv } from "./env.server";
import { currentRequestId } from "./request-scope.server";

/**
 * One structured JSON line per event, on standard output. A line logged while a request is
 * handled carries the request's id (`reqId`), whichever code logs it: the error page shows the
 * same id, so a visitor's report leads to the request's lines. Under `npm start` the workers of
 * server/cluster.ts share the primary's standard output: a worker's lines carry its number
 * (`worker`, as the primary's lines about it name it), so the one stream can be told apart.
 */
export const logger = pino(
  {
    level: getEnv().logLevel,
    base: {
      service: "staffing-spotlight",
      ...(cluster.isWorker && cluster.worker ? { worker: cluster.worker.id } : {}),
    },
    mixin() {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  },
  // Written at once, a line per write: pino's default stream batches lines written while a
  // write is under way into one larger write, which other processes' lines on the same output
  // can split, and which can land after the lines a process writes as it exits.
  pino.destination({ dest: 1, sync: true }),
);
