import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { initEnv } from "../../app/lib/env.server";
import { unsubscribeToken } from "../../app/lib/mail/unsubscribe.server";
import {
  movementFields,
  newStorage,
  requestLines,
  requireBuild,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// One request, found again: the production server as a process, read through its log. Every
// line a request logs carries the id that the response sends back in X-Request-Id, and an
// error page quotes it.

let app: AppProcess;
let storage: Storage;

beforeAll(async () => {
  requireBuild();
  storage = newStorage();
  app = await startApp(storage);
}, 60_000);
afterAll(() => {
  if (app?.child.exitCode === null) app.child.kill("SIGKILL");
});

const linesOf = (reqId: string) => requestLines(app, reqId);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  test("each line of a request carries the id sent back in X-Request-Id, and nothing else of the request", async () => {
    const response = await fetch(`${app.origin}/no/such/page?ref=ids`, {
      headers: {
        Cookie: "ss_toast=cookie-secret-4711",
        Authorization: "Bearer token-secret-0815",
        "X-Forwarded-For": visitorIp(301),
      },
    });
    expect(response.status).toBe(404);
    const reqId = response.headers.get("x-request-id") ?? "";
    expect(reqId).toMatch(uuid);
    const lines = await linesOf(reqId);
    expect(lines).toEqual([
      expect.objectContaining({ event: "not_found", path: "/no/such/page?ref=ids", level: 40 }),
      expect.objectContaining({ msg: "request", level: 30 }),
    ]);
    // The request line is compact: no headers, so no cookie and no authorization.
    const { level, time, service, msg, ...request } = lines[1]!;
    expect({ level, service, msg, time: typeof time }).toEqual({
      level: 30,
      service: "staffing-spotlight",
      msg: "request",
      time: "number",
    });
    expect(request).toEqual({
      reqId,
      method: "GET",
      url: "/no/such/page?ref=ids",
      status: 404,
      responseTime: expect.any(Number),
    });
    const text = JSON.stringify(app.log());
    expect(text).not.toContain("cookie-secret-4711");
    expect(text).not.toContain("token-secret-0815");
  });

  test("a security event logged deep in the app carries the id, with its own fields", async () => {
    const response = await fetch(`${app.origin}/submit`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ ...movementFields("ids-bot"), company_fax: "555-0100" } as Record<
        string,
        string
      >),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: app.origin,
        "X-Forwarded-For": visitorIp(302),
      },
    });
    expect(response.status).toBe(302);
    const reqId = response.headers.get("x-request-id") ?? "";
    const lines = await linesOf(reqId);
    expect(lines).toEqual([
      expect.objectContaining({ event: "honeypot", form: "movement", level: 40 }),
      expect.objectContaining({ method: "POST", url: "/submit", status: 302 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("ids-bot@example.com");
  });

  test("a short, plain X-Request-Id from a proxy is kept; any other is replaced", async () => {
    const kept = await fetch(`${app.origin}/about`, { headers: { "X-Request-Id": "lb-7f3a.9_Z" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.9_Z");
    expect(await linesOf("lb-7f3a.9_Z")).toEqual([
      expect.objectContaining({ url: "/about", status: 200 }),
    ]);
    for (const forged of ["a".repeat(65), '"},{"level":60', "id with spaces", ""]) {
      const response = await fetch(`${app.origin}/about`, {
        headers: { "X-Request-Id": forged },
      });
      const reqId = response.headers.get("x-request-id") ?? "";
      expect(reqId, forged).toMatch(uuid);
      expect(await linesOf(reqId), forged).toHaveLength(1);
    }
  });
});

describe("unsubscribe", () => {
  test("a post from another site is refused with a warning before the app, never an error line", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const response = await fetch(`${app.origin}/unsubscribe?token=anything`, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { Origin: origin, "X-Forwarded-For": visitorIp(304) },
      });
      expect(response.status, origin).toBe(403);
      expect(await response.text()).toContain("This form was sent from another site");
      const reqId = response.headers.get("x-request-id") ?? "";
      expect(await linesOf(reqId), origin).toEqual([
        expect.objectContaining({ event: "cross_site_post", origin, level: 40 }),
        expect.objectContaining({ msg: "request", status: 403, level: 30 }),
      ]);
    }
  });

  test("a one-click unsubscribe (RFC 8058), posted by a mail provider without an Origin, works", async () => {
    // The token, made as the server makes it: the same secret (app-process.ts).
    initEnv({
      SESSION_SECRET: "reliability-secret-0123456789abcdef0123456789",
      DATA_DIR: storage.dataDir,
    });
    const email = "one-click@example.com";
    const response = await fetch(
      `${app.origin}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`,
      {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { "X-Forwarded-For": visitorIp(305) },
      },
    );
    expect(response.status).toBe(200);
    const reqId = response.headers.get("x-request-id") ?? "";
    expect((await linesOf(reqId)).filter((line) => Number(line.level) >= 50)).toEqual([]);
    const db = new Database(path.join(storage.dataDir, "app.db"), { readonly: true });
    const rows = db.prepare("select email from mail_unsubscribes").all();
    db.close();
    expect(rows).toEqual([{ email }]);
  });
});

describe("errors", () => {
  test("a thrown 404 or 405 is an answer, not an error", async () => {
    for (const [pathname, method, status] of [
      ["/company/999999", "GET", 404],
      ["/movements/999999", "GET", 404],
      ["/about", "POST", 405],
    ] as const) {
      const response = await fetch(`${app.origin}${pathname}`, {
        method,
        headers: { Origin: app.origin, "X-Forwarded-For": visitorIp(303) },
      });
      expect(response.status, pathname).toBe(status);
      const reqId = response.headers.get("x-request-id") ?? "";
      expect(await linesOf(reqId), pathname).toEqual([
        expect.objectContaining({ msg: "request", status }),
      ]);
    }
  });

  test("a loader that throws logs the error with the method, address and id, and the error page quotes the id", async () => {
    // The directory's table disappears under the running server: its loader now throws.
    const rename = (from: string, to: string) => {
      const db = new Database(path.join(storage.dataDir, "app.db"));
      db.exec(`alter table ${from} rename to ${to}`);
      db.close();
    };
    rename("companies", "companies_gone");
    onTestFinished(() => rename("companies_gone", "companies"));

    const response = await fetch(`${app.origin}/companies?q=staff`);
    expect(response.status).toBe(500);
    const reqId = response.headers.get("x-request-id") ?? "";
    expect(reqId).toMatch(uuid);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain(`Reference: ${reqId}`);

    const lines = await linesOf(reqId);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "route error",
        method: "GET",
        url: "/companies?q=staff",
        err: expect.objectContaining({ message: expect.stringContaining("no such table") }),
      }),
      expect.objectContaining({ msg: "request", status: 500 }),
    ]);

    // The same through a client-side navigation's data request.
    const data = await fetch(`${app.origin}/companies.data`);
    expect(data.status).toBe(500);
    const dataId = data.headers.get("x-request-id") ?? "";
    expect(await linesOf(dataId)).toEqual([
      expect.objectContaining({ level: 50, msg: "route error", url: "/companies.data" }),
      expect.objectContaining({ msg: "request", status: 500 }),
    ]);
  });

  test("once the server listens, no line is logged outside a request", () => {
    const log = app.log();
    const listening = log.findIndex((line) => line.msg === "listening");
    expect(listening).toBeGreaterThan(-1);
    expect(log.slice(listening + 1).filter((line) => typeof line.reqId !== "string")).toEqual([]);
  });
});
