import { createHash, timingSafeEqual } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type * as PromClient from "prom-client";
import { rateLimitRefusals, type RateLimitRefusal } from "../app/lib/rate-limit-refusals";
import { databaseFaults, faultKind, type DatabaseFault } from "../db/faults";
import { offerMetricsToPrimary } from "./metrics-cluster";
import type { DatabaseGauges } from "./metrics-database";
import { routeLabeller, type RouteManifest } from "./metrics-routes";

/**
 * Whether an Authorization header carries `token` as its bearer token. Both are hashed first, so
 * that the comparison takes as long whatever was sent (timingSafeEqual needs equal lengths), and
 * neither how much of the token a guess got right nor its length shows in the time of the answer.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1];
  if (given === undefined) return false;
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The gauges read from the database, in a registry of their own: only the process that answers
 * the scrape reads them, once, rather than every worker reading the same rows and the primary
 * adding them up.
 */
function databaseGaugeRegistry(
  { Gauge, Registry }: typeof PromClient,
  read: () => Promise<DatabaseGauges>,
) {
  const registry = new Registry();
  const outbox = new Gauge({
    name: "staffing_spotlight_outbox_messages",
    help: "E-mails in the outbox, by status: queued (waiting to be sent), sent, failed (given up after 24 hours of retries), skipped (the address unsubscribed).",
    labelNames: ["status"],
    registers: [registry],
  });
  const oldest = new Gauge({
    name: "staffing_spotlight_outbox_oldest_queued_seconds",
    help: "How long the oldest e-mail still waiting in the outbox has waited, in seconds; 0 when none waits.",
    registers: [registry],
  });
  const pending = new Gauge({
    name: "staffing_spotlight_moderation_pending",
    help: "Items waiting for a moderator, by queue: movements, companies, reviews (confirmed by their writer), contact (new messages), replies, flags, proposals, corrections.",
    labelNames: ["queue"],
    registers: [registry],
  });
  return {
    /** The gauges as text, read now. Rejects when the database cannot be read. */
    async metrics(): Promise<string> {
      const values = await read();
      for (const [status, n] of Object.entries(values.outbox)) outbox.set({ status }, n);
      oldest.set(values.oldestQueuedSeconds);
      for (const [queue, n] of Object.entries(values.pending)) pending.set({ queue }, n);
      return registry.metrics();
    },
  };
}

/** Methods as labelled: any other (OPTIONS, PUT, a made-up one) is "other", so they stay few. */
const labelledMethods = new Set(["GET", "HEAD", "POST"]);

export interface MetricsOptions {
  /** METRICS_TOKEN, which a scrape must send as its bearer token. */
  token: string;
  /** What /metrics reads from the database at each scrape (server/metrics-database.ts). */
  readDatabase: () => Promise<DatabaseGauges>;
  logger: Pick<Logger, "warn">;
  /** In a cluster worker: asks the primary for every worker's metrics (askPrimaryForMetrics in
   * server/metrics-cluster.ts). A process alone serves its own. */
  askPrimary?: () => Promise<string>;
  /** A cluster worker's slot (WORKER_SLOT), which labels its series. */
  workerSlot?: string;
}

/**
 * This process's metrics for Prometheus (GET /metrics): the default process metrics, requests by
 * route pattern and status, the page cache, rate-limit refusals and database faults, counted in
 * each process and summed over the cluster's workers; and, read once at each scrape, the outbox
 * and the moderation queues.
 *
 * prom-client (about 13 MB of memory) is loaded here, so only when METRICS_TOKEN is set: a
 * worker of a site without metrics never loads it (issue 35).
 */
export async function createMetrics({
  token,
  readDatabase,
  logger,
  askPrimary,
  workerSlot,
}: MetricsOptions) {
  const client = await import("prom-client");
  const { collectDefaultMetrics, Counter, Histogram, Registry } = client;
  const registry = new Registry();
  // A cluster worker's series carry its slot (server/cluster.ts): summed over workers they
  // would fall when one restarts, which Prometheus would take for a reset of the sum and count
  // the others' totals again. Per slot, a restart is the one series' reset. Sum by slot to
  // see the site.
  if (workerSlot) registry.setDefaultLabels({ worker: workerSlot });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "staffing_spotlight_http_requests_total",
    help: "Requests answered, by method, route pattern (such as /company/:id) and status.",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "staffing_spotlight_http_request_duration_seconds",
    help: "How long requests took to answer, in seconds, by method and route pattern.",
    labelNames: ["method", "route"],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "staffing_spotlight_page_cache_lookups_total",
    help: "Public pages asked for, by result: hit (sent from the page cache) or miss (rendered).",
    labelNames: ["result"],
    registers: [registry],
  });
  for (const result of ["hit", "miss"]) pageCache.inc({ result }, 0);
  const refusals = new Counter({
    name: "staffing_spotlight_rate_limit_refusals_total",
    help: "Form submissions and look-ups refused because a rate limit was reached, by the limit's name.",
    labelNames: ["rule"],
    registers: [registry],
  });
  const faults = new Counter({
    name: "staffing_spotlight_database_errors_total",
    help: "Database faults met (the database busy, unreachable, read-only, full, timed out...), by kind; each answered with a 503 or logged.",
    labelNames: ["kind"],
    registers: [registry],
  });
  const database = databaseGaugeRegistry(client, readDatabase);

  const countRefusal = (message: unknown) =>
    refusals.inc({ rule: (message as RateLimitRefusal).rule });
  // An error is asked about more than once on its way to an answer (the driver, the route, the
  // error handler): it is one fault.
  const counted = new WeakSet<object>();
  const countFault = (message: unknown) => {
    const { error, kind } = message as DatabaseFault;
    if (counted.has(error)) return;
    counted.add(error);
    faults.inc({ kind });
  };
  subscribe(rateLimitRefusals.name, countRefusal);
  subscribe(databaseFaults.name, countFault);
  if (askPrimary) await offerMetricsToPrimary(registry);

  // Until the build's routes are known (in development, until its first page), no page matches;
  // the health check, /metrics and files still have their names.
  let routes: RouteManifest = {};
  let label = routeLabeller(routes);

  /** Counts each request and its time, once answered; mounted before any other middleware. */
  const countRequests: RequestHandler = (req, res, next) => {
    const started = performance.now();
    const path = req.path;
    const method = labelledMethods.has(req.method) ? req.method : "other";
    res.once("finish", () => {
      const route = label(path);
      requests.inc({ method, route, status: String(res.statusCode) });
      duration.observe({ method, route }, (performance.now() - started) / 1000);
    });
    next();
  };

  async function gather(): Promise<string> {
    let fromDatabase = "";
    try {
      fromDatabase = await database.metrics();
    } catch (error) {
      // The rest still tells what is wrong: the database's gauges are left out of this scrape,
      // and the fault, counted first, is in it.
      logger.warn(
        { err: error, fault: faultKind(error) },
        "metrics: could not read the outbox and the moderation queues",
      );
    }
    const processes = askPrimary ? await askPrimary() : await registry.metrics();
    return `${processes.trimEnd()}\n\n${fromDatabase}`;
  }

  /** GET /metrics: 401 without the right bearer token; 503 when the workers' metrics cannot be gathered. */
  const endpoint: RequestHandler = async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain");
      res.send("This address needs the metrics token as a bearer token.\n");
      return;
    }
    try {
      const text = await gather();
      res.set("Content-Type", registry.contentType).send(text);
    } catch (error) {
      logger.warn({ err: error }, "metrics: could not gather the workers' metrics");
      res.status(503).set("Retry-After", "5").type("text/plain");
      res.send("The metrics could not be gathered from every worker. Try again.\n");
    }
  };

  return {
    countRequests,
    /** The routes of the React Router build, by whose patterns requests are labelled (in
     * development, given again at each request: a new build is labelled anew). */
    useRoutes(manifest: RouteManifest) {
      if (manifest === routes) return;
      routes = manifest;
      label = routeLabeller(manifest);
    },
    countPageCache: (result: "hit" | "miss") => pageCache.inc({ result }),
    endpoint,
    registry,
    /** Stops listening for refusals and faults (tests that make more than one). */
    close() {
      unsubscribe(rateLimitRefusals.name, countRefusal);
      unsubscribe(databaseFaults.name, countFault);
    },
  };
}
