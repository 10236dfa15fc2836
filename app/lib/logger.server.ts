import pino from "pino";
import { getEnv } from "./env.server";
import { currentRequestId } from "./request-scope.server";

/**
 * One structured JSON line per event, on standard output. A line logged while a request is
 * handled carries the request's id (`reqId`), whichever code logs it: the error page shows the
 * same id, so a visitor's report leads to the request's lines.
 */
export const logger = pino({
  level: getEnv().logLevel,
  base: { service: "staffing-spotlight" },
  mixin() {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
});
