import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { runInRequestScope } from "../app/lib/request-scope.server";

// A proxy's or load balancer's id is kept, so that its log and ours name a request alike; but
// only a short, plain one: anything else could forge or garble our log lines.
const forwardedId = /^[A-Za-z0-9._-]{1,64}$/;

/** This request's id: the incoming `X-Request-Id` when it is short and plain, else a new UUID. */
function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && forwardedId.test(incoming) ? incoming : randomUUID();
}

/** Query parameters whose value is a secret: a link's token (review confirmation, unsubscribe). */
const secretParam = /token|code|secret|password|key/i;

/**
 * The URL as the log shows it: the path and the query, with the value of each parameter that
 * carries a secret replaced by "[redacted]". A log is read by more people, and kept longer, than
 * the links that were e-mailed to one person.
 */
export function loggedUrl(originalUrl: string): string {
  const query = originalUrl.indexOf("?");
  if (query === -1) return originalUrl;
  const params = new URLSearchParams(originalUrl.slice(query + 1));
  let redacted = false;
  for (const name of new Set(params.keys())) {
    if (!secretParam.test(name)) continue;
    params.set(name, "[redacted]");
    redacted = true;
  }
  return redacted ? `${originalUrl.slice(0, query)}?${params.toString()}` : originalUrl;
}

/**
 * Gives each request an id, sends it back as `X-Request-Id`, and logs one line when the request
 * is answered: id, method, address (its secrets redacted), status and response time, never
 * headers (so no cookie or authorization). Everything the request runs afterwards logs with its id (see the logger's
 * mixin). `/healthz` gets an id but no line: load balancers ask for it every few seconds.
 */
export function requestLog(logger: Logger): RequestHandler {
  const line = (req: Request, res: Response, responseTime: number) => ({
    reqId: req.id,
    method: req.method,
    url: loggedUrl(req.originalUrl),
    status: res.statusCode,
    responseTime,
  });
  const httpLogger = pinoHttp<Request, Response>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // `req.log` names the request by method and address only; the id comes from the mixin.
    serializers: {
      req: ({ method, url }: { method: string; url: string }) => ({ method, url: loggedUrl(url) }),
    },
    quietResLogger: true,
    autoLogging: { ignore: (req) => req.originalUrl === "/healthz" },
    customSuccessObject: (req, res, { responseTime }: { responseTime: number }) =>
      line(req, res, responseTime),
    customSuccessMessage: (_req, res) => (res.writableEnded ? "request" : "request aborted"),
    // A 500 is logged as an error where it happens (handleError, the Express error handler);
    // its request line stays one line like the others.
    customErrorObject: (req, res, _error, { responseTime }: { responseTime: number }) =>
      line(req, res, responseTime),
    customErrorMessage: (_req, res) => (res.writableEnded ? "request" : "request aborted"),
  });
  return (req, res, next) =>
    httpLogger(req, res, () => runInRequestScope(String(req.id), () => next()));
}
