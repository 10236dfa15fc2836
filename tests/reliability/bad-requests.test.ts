import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "../../app/features/moderation/password.server";
import { openDb } from "../../db";
import {
  newStorage,
  requireBuild,
  secondStep,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// Requests the app cannot understand, sent byte for byte to the production server. Each of
// these used to be answered 500 with a stack trace in the log; each is now a 4xx with a page
// and one info-level line, and the server goes on serving.

let app: AppProcess;
let storage: Storage;
let host: string;

beforeAll(async () => {
  requireBuild();
  storage = newStorage();
  app = await startApp(storage);
  host = new URL(app.origin).host;
}, 60_000);
afterAll(() => {
  if (app?.child.exitCode === null) app.child.kill("SIGKILL");
});

/**
 * Sends `head` (the request line and headers, without the blank line) on a connection of its
 * own and resolves with the whole answer once the server closes the connection. A server that
 * closes with bytes of the request still unread ends in a reset: what arrived is what counts.
 */
function raw(head: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve) => {
    const { port } = new URL(app.origin);
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      const [headers = "", body = ""] = received.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(headers)?.[1] ?? 0), headers, body });
    });
  });
}

const close = "Connection: close";

describe("requests that cannot be understood", () => {
  test.each([
    ["TRACE", `TRACE / HTTP/1.1\r\nHost: HOST\r\n${close}`],
    ["OPTIONS *", `OPTIONS * HTTP/1.1\r\nHost: HOST\r\n${close}`],
    ["PUT", `PUT /contact HTTP/1.1\r\nHost: HOST\r\nContent-Length: 0\r\n${close}`],
    ["DELETE", `DELETE /submit HTTP/1.1\r\nHost: HOST\r\n${close}`],
    ["PROPFIND", `PROPFIND / HTTP/1.1\r\nHost: HOST\r\n${close}`],
    ["CONNECT", `CONNECT other.example:443 HTTP/1.1\r\nHost: other.example:443`],
  ])("%s: 405 with the methods the site answers", async (_name, head) => {
    const answer = await raw(head.replace("HOST", host));
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
  });

  test.each([
    ["no Host (HTTP/1.1)", `GET / HTTP/1.1\r\n${close}`],
    ["no Host (HTTP/1.0)", "GET /about HTTP/1.0"],
    ["an empty Host", `GET / HTTP/1.1\r\nHost:\r\n${close}`],
    ["a Host with spaces", `GET / HTTP/1.1\r\nHost: a b\r\n${close}`],
    ["a Host with a user name", `GET / HTTP/1.1\r\nHost: user@other.example\r\n${close}`],
    ["a Host with a path", `GET / HTTP/1.1\r\nHost: other.example/x\r\n${close}`],
    ["a Host with an impossible port", `GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n${close}`],
    ["two Hosts", `GET / HTTP/1.1\r\nHost: HOST\r\nHost: other.example\r\n${close}`],
    ["an absolute-form target", `GET http://other.example/ HTTP/1.1\r\nHost: HOST\r\n${close}`],
    [
      "a garbled forwarded host",
      `GET / HTTP/1.1\r\nHost: HOST\r\nX-Forwarded-Host: a b\r\n${close}`,
    ],
    [
      "a forwarded host with an impossible port",
      `GET / HTTP/1.1\r\nHost: HOST\r\nX-Forwarded-Host: a.example, b.example:99999\r\n${close}`,
    ],
    [
      "a garbled forwarded protocol",
      `GET / HTTP/1.1\r\nHost: HOST\r\nX-Forwarded-Proto: a b\r\n${close}`,
    ],
  ])("%s: 400 with a page", async (_name, head) => {
    const answer = await raw(head.replace("HOST", host));
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/\r\nContent-Type: text\/html/i);
    expect(answer.body).toContain("This request could not be understood");
  });

  test("a request Node.js cannot parse: 400; an address longer than it reads: 431", async () => {
    expect((await raw(`GET / HTTP/1.1\r\nHost ${host}`)).status).toBe(400);
    expect((await raw(`GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: ${host}`)).status).toBe(431);
  });

  test("each is logged at info level as a bad_request with its reason, and none as an error", async () => {
    const sent = [
      ["method", `TRACE / HTTP/1.1\r\nHost: ${host}`],
      ["target", `GET http://other.example/ HTTP/1.1\r\nHost: ${host}`],
      ["host", "GET / HTTP/1.1\r\nHost:"],
      ["forwarded", `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Proto: a b`],
    ];
    for (const [reason, head] of sent) {
      await raw(`${head}\r\nX-Request-Id: bad-${reason}\r\n${close}`);
      await expect
        .poll(() => app.log().filter((line) => line.reqId === `bad-${reason}`))
        .toEqual([
          expect.objectContaining({ level: 30, event: "bad_request", reason }),
          expect.objectContaining({ level: 30, msg: "request", status: expect.any(Number) }),
        ]);
    }
    // Refused by Node.js before a request exists: logged without a request id.
    await raw(`GET / HTTP/1.1\r\nHost ${host}`);
    await raw(`GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: ${host}`);
    await expect
      .poll(() => app.log().filter((line) => line.event === "bad_request" && !line.reqId))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 30, reason: "malformed" }),
          expect.objectContaining({ level: 30, reason: "too_large" }),
        ]),
      );
    expect(app.log().filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  test("well-formed requests are still answered as before", async () => {
    for (const target of [host, `[::1]:${new URL(app.origin).port}`, "staffing.example"]) {
      const answer = await raw(`GET /about HTTP/1.1\r\nHost: ${target}\r\n${close}`);
      expect(answer.status, target).toBe(200);
    }
    const forwarded = await raw(
      `HEAD / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: staffing.example\r\nX-Forwarded-Proto: https\r\n${close}`,
    );
    expect(forwarded.status).toBe(200);
  });
});

describe("the moderators' sign-in with a line break in ?next=", () => {
  const email = "next@example.com";
  const password = "a long moderator passphrase";

  beforeAll(async () => {
    const handle = openDb(storage);
    await handle.db
      .insertInto("moderators")
      .values({
        created_at: new Date().toISOString(),
        email,
        password_hash: await hashPassword(password),
      })
      .execute();
    await handle.close();
  });

  const hostile = ["/admin/%0d%0aSet-Cookie:%20x=1", "/admin/%00", "/admin/%E2%80%A8"];

  test("signing in goes to the workspace, not to a 500", async () => {
    for (const [i, next] of hostile.entries()) {
      const response = await fetch(`${app.origin}/admin/login?next=${next}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email, password }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: app.origin,
          "X-Forwarded-For": visitorIp(6000 + i),
        },
      });
      expect(response.status, next).toBe(302);
      // The second step first (issue 33), then the workspace itself.
      expect(response.headers.get("location"), next).toBe("/admin/two-factor?next=%2Fadmin");
    }
  });

  test("a signed-in moderator sent to the sign-in page goes to the workspace", async () => {
    const signIn = await fetch(`${app.origin}/admin/login`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email, password }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: app.origin,
        "X-Forwarded-For": visitorIp(6100),
      },
    });
    const pending = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(pending).toMatch(/^ss_session=/);
    const headers = { Origin: app.origin, "X-Forwarded-For": visitorIp(6100) };
    const cookie = await secondStep(
      email,
      pending,
      (path, sent) => fetch(`${app.origin}${path}`, { headers: { ...headers, Cookie: sent } }),
      (path, fields, sent) =>
        fetch(`${app.origin}${path}`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams(fields),
          headers: {
            ...headers,
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: sent,
          },
        }),
    );
    for (const next of hostile) {
      const response = await fetch(`${app.origin}/admin/login?next=${next}`, {
        redirect: "manual",
        headers: { Cookie: cookie },
      });
      expect(response.status, next).toBe(302);
      expect(response.headers.get("location"), next).toBe("/admin");
    }
  });
});
