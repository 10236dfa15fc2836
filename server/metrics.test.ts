import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { rateLimitRefusals } from "../app/lib/rate-limit-refusals";
import { faultKind } from "../db/faults";
import { bearerMatches, createMetrics, type MetricsOptions } from "./metrics";
import { askPrimaryForMetrics, type PrimaryChannel } from "./metrics-cluster";
import type { DatabaseGauges } from "./metrics-database";

const token = "0123456789abcdef-metrics";

describe("bearerMatches", () => {
  test("takes the token as a bearer token, the scheme in any case", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  test("refuses a missing header, another token, another scheme, or more than a token", () => {
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches("", token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token} ${token}`, token)).toBe(false);
  });
});

const gauges: DatabaseGauges = {
  outbox: { queued: 2, sent: 5, failed: 1, skipped: 0 },
  oldestQueuedSeconds: 90,
  pending: { movements: 3, reviews: 0 },
};

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** An app as server/index.ts mounts the metrics, with a page at /company/:id, on 127.0.0.1. */
async function serve(options: Partial<MetricsOptions> = {}) {
  const warnings: unknown[] = [];
  const metrics = await createMetrics({
    token,
    readDatabase: async () => gauges,
    logger: { warn: (details: unknown) => warnings.push(details) } as MetricsOptions["logger"],
    ...options,
  });
  metrics.useRoutes({
    root: { id: "root", path: "" },
    company: { id: "company", parentId: "root", path: "company/:id" },
    "not-found": { id: "not-found", parentId: "root", path: "*" },
  });
  const app = express();
  app.use(metrics.countRequests);
  app.get("/metrics", metrics.endpoint);
  app.get("/company/:id", (_req, res) => {
    res.send("a company");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = async () => {
    metrics.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  const scrape = () =>
    fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  return { origin, metrics, scrape, warnings };
}

describe("GET /metrics", () => {
  test("answers 401 with WWW-Authenticate: Bearer without the right token", async () => {
    const { origin } = await serve();
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer not-the-token-at-all" },
    ];
    for (const headers of attempts) {
      const answer = await fetch(`${origin}/metrics`, { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toBe("Bearer");
      expect(await answer.text()).not.toContain("staffing_spotlight");
    }
  });

  test("counts requests by route pattern and status, and shows the database's gauges", async () => {
    const { origin, scrape } = await serve();
    for (const id of [1, 2, 3]) await fetch(`${origin}/company/${id}`);
    await fetch(`${origin}/nowhere`);
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain(
      'staffing_spotlight_http_requests_total{method="GET",route="/company/:id",status="200"} 3',
    );
    expect(text).toContain(
      'staffing_spotlight_http_requests_total{method="GET",route="unmatched",status="404"} 1',
    );
    expect(text).toContain(
      'staffing_spotlight_http_request_duration_seconds_count{method="GET",route="/company/:id"} 3',
    );
    expect(text).not.toMatch(/route="\/company\/\d/);
    expect(text).toContain('staffing_spotlight_outbox_messages{status="queued"} 2');
    expect(text).toContain("staffing_spotlight_outbox_oldest_queued_seconds 90");
    expect(text).toContain('staffing_spotlight_moderation_pending{queue="movements"} 3');
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  test("counts rate-limit refusals by rule, and each database fault once", async () => {
    const { scrape } = await serve();
    rateLimitRefusals.publish({ rule: "movement" });
    rateLimitRefusals.publish({ rule: "movement" });
    const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    // Asked about by the driver, then by the error handler: one fault.
    faultKind(busy);
    faultKind(busy);
    faultKind(Object.assign(new Error("gone"), { code: "ECONNREFUSED" }));
    faultKind(new Error("a bug, not a fault"));
    const text = await (await scrape()).text();
    expect(text).toContain('staffing_spotlight_rate_limit_refusals_total{rule="movement"} 2');
    expect(text).toContain('staffing_spotlight_database_errors_total{kind="busy"} 1');
    expect(text).toContain('staffing_spotlight_database_errors_total{kind="unreachable"} 1');
  });

  test("counts page cache hits and misses, both shown from the start", async () => {
    const { metrics, scrape } = await serve();
    expect(await (await scrape()).text()).toContain(
      'staffing_spotlight_page_cache_lookups_total{result="hit"} 0',
    );
    metrics.countPageCache("miss");
    metrics.countPageCache("hit");
    metrics.countPageCache("hit");
    const text = await (await scrape()).text();
    expect(text).toContain('staffing_spotlight_page_cache_lookups_total{result="hit"} 2');
    expect(text).toContain('staffing_spotlight_page_cache_lookups_total{result="miss"} 1');
  });

  test("leaves the database's gauges out, and says why, when the database cannot be read", async () => {
    const unreachable = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const { scrape, warnings } = await serve({ readDatabase: () => Promise.reject(unreachable) });
    const answer = await scrape();
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain("staffing_spotlight_http_requests_total");
    expect(text).not.toContain("staffing_spotlight_outbox_messages");
    expect(text).toContain('staffing_spotlight_database_errors_total{kind="unreachable"} 1');
    expect(warnings).toEqual([expect.objectContaining({ fault: "unreachable" })]);
  });

  test("answers 503, not never, when the primary cannot gather the workers' metrics", async () => {
    const { scrape } = await serve({
      askPrimary: () => Promise.reject(new Error("the primary did not answer")),
    });
    const answer = await scrape();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
  });

  test("in a cluster worker, serves what the primary gathered", async () => {
    const { scrape } = await serve({
      askPrimary: async () => "# HELP from_the_primary Every worker's.\nfrom_the_primary 7\n",
    });
    const text = await (await scrape()).text();
    expect(text).toContain("from_the_primary 7");
    expect(text).toContain('staffing_spotlight_outbox_messages{status="sent"} 5');
  });
});

/** A worker's channel to a primary that answers each ask with `reply`, or never. */
function primaryThatAnswers(reply?: (id: number) => object): PrimaryChannel {
  const channel = new EventEmitter();
  return {
    send(message, callback) {
      callback(null);
      if (reply) setImmediate(() => channel.emit("message", reply(message.id)));
    },
    on: (event, listener) => channel.on(event, listener),
    off: (event, listener) => channel.off(event, listener),
  };
}

describe("askPrimaryForMetrics", () => {
  test("resolves with the primary's text for this ask", async () => {
    const primary = primaryThatAnswers((id) => ({
      type: "staffing-spotlight:metrics-answer",
      id,
      text: "all 2\n",
    }));
    expect(await askPrimaryForMetrics(primary, 1_000)).toBe("all 2\n");
  });

  test("rejects when the primary could not gather them (a worker died mid-scrape)", async () => {
    const primary = primaryThatAnswers((id) => ({
      type: "staffing-spotlight:metrics-answer",
      id,
      error: "Operation timed out.",
    }));
    await expect(askPrimaryForMetrics(primary, 1_000)).rejects.toThrow("Operation timed out.");
  });

  test("rejects once the time is up when the primary does not answer", async () => {
    await expect(askPrimaryForMetrics(primaryThatAnswers(), 20)).rejects.toThrow("did not answer");
  });
});
