import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { BadRequestReason } from "./bad-requests";
import { connectionLimits, createHttpServer, type ConnectionLimits } from "./http-server";

// The server's limits at work, on a real socket. The timeouts are shortened here so that a
// test waits a fraction of a second, not the production 10 and 30 seconds.
const short: ConnectionLimits = {
  headersTimeout: 200,
  requestTimeout: 400,
  connectionsCheckingInterval: 50,
  keepAliveTimeout: 5_000,
  maxConnections: 3,
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server that reads each request's body and answers "ok", and the refusals it reported. */
async function start(limits = short) {
  const refused: BadRequestReason[] = [];
  const server = createHttpServer(
    (req, res) => {
      req.resume();
      req.on("end", () => res.end(`ok ${req.headers.host ?? "(no host)"}`));
    },
    (reason) => refused.push(reason),
    limits,
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  return { port: (server.address() as AddressInfo).port, refused, connections };
}

/**
 * Opens a connection, writes `text`, and resolves with all it received once it is closed. A
 * connection the server closes with bytes still unread ends in a reset, which is not an error
 * here: what was received is what counts.
 */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      if (text) socket.write(text);
    });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => resolve(received));
  });
}

describe("createHttpServer", () => {
  it("answers a request whose body stalls with 408 and closes its connection", async () => {
    const { port, refused } = await start();
    const answer = await exchange(
      port,
      "POST /contact HTTP/1.1\r\nHost: a.test\r\nContent-Length: 100\r\n\r\nname=only-a-part",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain("Connection: close");
    expect(refused).toEqual(["timeout"]);
  });

  it("answers headers that never finish with 408", async () => {
    const { port, refused } = await start();
    const answer = await exchange(port, "GET / HTTP/1.1\r\nHost: a.test\r\nX-Slow: 1\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(refused).toEqual(["timeout"]);
  });

  it("closes a connection that never sends a byte, without logging it", async () => {
    const { port, refused } = await start();
    expect(await exchange(port, "")).toMatch(/^HTTP\/1\.1 408 /);
    expect(refused).toEqual([]);
  });

  it("answers an unparsable request with 400, and over-long headers with 431", async () => {
    const { port, refused } = await start();
    expect(await exchange(port, "GET / HTTP/1.1\r\nHost a.test\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 400 Bad Request\r\n/,
    );
    expect(
      await exchange(port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: a.test\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 431 /);
    expect(refused).toEqual(["malformed", "too_large"]);
  });

  it("answers CONNECT with 405 and the methods it allows", async () => {
    const { port, refused } = await start();
    const answer = await exchange(port, "CONNECT a.test:443 HTTP/1.1\r\nHost: a.test:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain("Allow: GET, HEAD, POST\r\n");
    expect(refused).toEqual(["method"]);
  });

  it("lets a request without Host through to the app, which answers it with a page", async () => {
    const { port } = await start();
    const answer = await exchange(port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*ok \(no host\)$/);
  });

  it("closes connections over the cap at once, and serves those within it", async () => {
    const { port, connections } = await start();
    const open = Array.from({ length: short.maxConnections }, () =>
      exchange(port, "GET / HTTP/1.1\r\nHost: a.test\r\nContent-Length: 4\r\n\r\n"),
    );
    // The server holds all of them, each waiting for the rest of its body.
    await expect.poll(connections).toBe(short.maxConnections);
    expect(await exchange(port, "GET / HTTP/1.1\r\nHost: a.test\r\n\r\n")).toBe("");
    for (const answer of await Promise.all(open)) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("starts with the production limits and serves a request", async () => {
    const { port } = await start(connectionLimits);
    expect(
      await exchange(port, "GET / HTTP/1.1\r\nHost: a.test\r\nConnection: close\r\n\r\n"),
    ).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*ok a\.test$/);
  });
});
