import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { initEnvOrExit, type Env } from "../app/lib/env.server";
import { watchSavedChange } from "../app/lib/request-scope.server";
import { createMailTransport } from "../app/lib/mail/transport.server";
import { createOutboxWorker } from "../app/lib/mail/worker.server";
import { openDb, setDb, type DbHandle } from "../db";
import { DataDirError } from "../db/data-dir";
import { migrateToLatest } from "../db/migrate";
import { startBackupSchedule } from "./backup-schedule";
import { serveBootModules } from "./boot-modules";
import { refuseBadRequests, type BadRequestReason } from "./bad-requests";
import { limitRequestBody } from "./body-limit";
import { takeClientAddress } from "./client-address";
import { compressResponses } from "./compress";
import { healthCheck } from "./health";
import { projectRoot } from "./project-root";
import { siteCookies } from "../app/content/cookies";
import { bootPrefix } from "../app/components/layout/boot-module";
import { createHttpServer } from "./http-server";
import { createMetrics } from "./metrics";
import { askPrimaryForMetrics } from "./metrics-cluster";
import { readDatabaseGauges } from "./metrics-database";
import { outboxRoundWork } from "./outbox-rounds";
import { createPageCache } from "./page-cache";
import { plainPage } from "./plain-page";
import { servePrecompressed } from "./precompressed";
import { loggedUrl, requestLog } from "./request-log";
import { cspNonce, refuseCrossSitePosts, securityHeaders } from "./security";
import { gracefulShutdown } from "./shutdown";

const env: Env = initEnvOrExit();
// The logger reads the environment, so it is loaded only once the environment is valid.
const { logger } = await import("../app/lib/logger.server");

let database: DbHandle;
try {
  database = openDb({ ...env, log: logger });
} catch (error) {
  // The database file is gone from a folder that held one: starting would replace it with an
  // empty one. The message says how to restore it, or how to start afresh on purpose.
  if (error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
setDb(database);
// Under `npm start`, server/cluster.ts migrates once before it forks: workers starting together
// must not race to run the same migration.
const migratedByClusterPrimary = cluster.isWorker;
if (!migratedByClusterPrimary) {
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  // Likewise the scheduled backups: the primary makes them, or this process when it runs alone.
  if (env.backupEveryMs) startBackupSchedule({ ...env, backupEveryMs: env.backupEveryMs }, logger);
}

// The outbox worker sends the e-mails that actions store (app/lib/mail), in every process.
const outbox = createOutboxWorker({
  db: database.db,
  engine: database.engine,
  transport: createMailTransport(env, logger),
  log: logger,
  leaseMs: env.mailLeaseSeconds * 1000,
  beforeRound: outboxRoundWork(database.db),
});
outbox.start();

const development = env.nodeEnv === "development";
const shutdown = gracefulShutdown({
  logger,
  drainSeconds: env.shutdownDrainSeconds,
  closeDatabase: () => database.close(),
  stopWorkers: () => outbox.stop(),
});
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.trustProxy);
takeClientAddress(app);
// METRICS_TOKEN opens GET /metrics (server/metrics.ts). Requests are counted from here on, hashed
// assets included; without the token nothing is counted and the address is not served.
const metrics = env.metricsToken
  ? await createMetrics({
      token: env.metricsToken,
      readDatabase: () => readDatabaseGauges(database.db),
      logger,
      askPrimary: cluster.isWorker ? () => askPrimaryForMetrics() : undefined,
      workerSlot: cluster.isWorker ? process.env.WORKER_SLOT : undefined,
    })
  : undefined;
if (metrics) app.use(metrics.countRequests);

// Hashed scripts and styles come first, with the few headers a script or stylesheet needs: the
// page policies (CSP, framing, referrer) apply to documents, and sending them with each of a
// page's 30 small files would add a kilobyte to each. File names under assets/ carry a content
// hash, so they are cached for good and never revalidated; they go out as the build compressed
// them (Brotli 11 or gzip 9).
const root = projectRoot();
const clientDir = path.join(root, "build/client");
const productionBuild = development
  ? undefined
  : ((await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild);
if (productionBuild) {
  const assetsDir = path.join(clientDir, "assets");
  const assetHeaders: express.RequestHandler = (_req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    next();
  };
  app.use(
    "/assets",
    assetHeaders,
    servePrecompressed(assetsDir, "public, max-age=31536000, immutable"),
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      etag: false,
      lastModified: false,
    }),
  );
  // Each page's boot module, made from the build's route manifest (server/boot-modules.ts).
  app.get(`${bootPrefix}{*splat}`, assetHeaders, serveBootModules(productionBuild.assets));
}

// From here on, each request has an id (the X-Request-Id header) on every line it logs.
app.use(requestLog(logger));
app.use(cspNonce);
app.use(securityHeaders({ https: env.siteUrl.startsWith("https:"), development }));
app.use(shutdown.whileDraining);
app.get("/healthz", healthCheck(database, logger));

// After /healthz, which some load balancers ask for in HTTP/1.0 without a Host.
const logBadRequest = (reason: BadRequestReason) =>
  logger.info({ event: "bad_request", reason }, "request not understood");
app.use(refuseBadRequests(logBadRequest));
app.use(compressResponses());
app.use(limitRequestBody);
app.use(
  refuseCrossSitePosts((origin) =>
    logger.warn({ event: "cross_site_post", origin }, "form post from another site refused"),
  ),
);
// Before the page cache, so that a scrape is never kept. The request log names its address only,
// never the Authorization header that carries the token.
if (metrics) app.get("/metrics", metrics.endpoint);
// Public pages are the same for every visitor: kept for under a second and sent to everyone
// (server/page-cache.ts). PAGE_CACHE=off renders every request, as the bench's render part does.
if (env.pageCache && !development) {
  app.use(
    createPageCache({
      personalCookies: Object.values(siteCookies).map((c) => c.name),
      watchSavedChange,
      countLookup: metrics?.countPageCache,
    }).middleware,
  );
}

let build: ServerBuild | (() => Promise<ServerBuild>);
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = async () => {
    const current = (await viteServer.ssrLoadModule(
      "virtual:react-router/server-build",
    )) as ServerBuild;
    metrics?.useRoutes(current.routes);
    return current;
  };
} else {
  build = productionBuild as ServerBuild;
  metrics?.useRoutes(build.routes);
  // The few files outside assets/ (the icon, the web manifest...) have a file name; a page's
  // address has none, so a page's request does not first cost a look at the disk.
  const serveFile = express.static(clientDir, { maxAge: "1h", index: false });
  const fileName = /\.[a-z0-9]+$/i;
  app.use((req, res, next) =>
    fileName.test(req.path) && !req.path.endsWith(".data") ? serveFile(req, res, next) : next(),
  );
}

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: env.nodeEnv,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? "unknown",
      requestId: String(req.id),
      dataRequest: req.path.endsWith(".data"),
    }),
  }),
);

// What reaches here failed before the app could answer: an address that cannot be decoded
// (e.g. "/movements/%") is the visitor's mistake, anything else ours.
const badAddressPage = plainPage(
  "Address not valid",
  "This address is not valid",
  "The link you followed has characters that do not make a web address. Please check it, or start again from the home page.",
);
const serverErrorPage = (reference?: string) =>
  plainPage(
    "Something went wrong",
    "Something went wrong",
    "Sorry, this page could not be shown. Please try again in a moment.",
    reference,
  );
app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown }).status;
  if (error instanceof URIError || status === 400) {
    logger.warn(
      { event: "bad_address", path: loggedUrl(req.originalUrl) },
      "address could not be decoded",
    );
    res.status(400).type("html").send(badAddressPage);
    return;
  }
  logger.error(
    { err: error, method: req.method, path: loggedUrl(req.originalUrl) },
    "request failed",
  );
  // Requests for hashed assets are answered before they are given an id.
  res
    .status(500)
    .type("html")
    .send(serverErrorPage(req.id ? String(req.id) : undefined));
});

const server = createHttpServer(app, logBadRequest);
const startFailed = (error: Error) => {
  logger.fatal({ err: error }, "could not start the server");
  process.exit(1);
};
server.once("error", startFailed);
server.listen(env.port, env.host, () => {
  // Once listening, an error (a connection the system could not accept) is logged, not fatal.
  server.off("error", startFailed);
  server.on("error", (error) => logger.error({ err: error }, "server error"));
  logger.info({ url: `http://${env.host}:${env.port}`, siteUrl: env.siteUrl }, "listening");
});

// SIGTERM drains first (server/shutdown.ts); SIGINT stops listening at once. `on`, not `once`: a
// second signal must not kill the process mid-drain (Ctrl-C reaches a cluster worker both from
// the terminal and from its primary); begin() ignores it.
process.on("SIGTERM", () => shutdown.begin(server, "SIGTERM"));
process.on("SIGINT", () => shutdown.begin(server, "SIGINT"));
