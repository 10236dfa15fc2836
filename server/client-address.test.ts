import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../app/lib/env.server";
import { takeClientAddress } from "./client-address";

/** An app set up as server/index.ts sets it up for TRUST_PROXY, answering with `req.ip`. */
async function addressSeen(trustProxy: string, forwardedFor?: string): Promise<string> {
  const app = express();
  app.set("trust proxy", parseEnv({ TRUST_PROXY: trustProxy }).trustProxy);
  takeClientAddress(app);
  app.get("/", (req, res) => {
    res.type("text").send(req.ip ?? "none");
  });
  const server: Server = app.listen(0, "127.0.0.1");
  try {
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor },
    });
    return await response.text();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

// The test's requests come from 127.0.0.1, the socket's address.
describe("the client's address (req.ip) under TRUST_PROXY", () => {
  it("is the socket's address when no proxy is trusted, whatever the header says", async () => {
    expect(await addressSeen("false", "203.0.113.9")).toBe("127.0.0.1");
  });

  it("is the address a trusted proxy was given", async () => {
    expect(await addressSeen("1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("loopback", "2001:db8::7")).toBe("2001:db8::7");
    expect(await addressSeen("10.0.0.0/8, 127.0.0.0/8", "203.0.113.9")).toBe("203.0.113.9");
  });

  it("is never a value that is not an IP address: the nearest valid hop stands", async () => {
    // A client that reaches the port directly, with the number of proxies trusted.
    expect(await addressSeen("1", "not-an-ip-123")).toBe("127.0.0.1");
    expect(await addressSeen("true", "203.0.113.9:4711")).toBe("127.0.0.1");
    expect(await addressSeen("1", "")).toBe("127.0.0.1");
    // Two trusted hops: the walk stops at the one that is not an address.
    expect(await addressSeen("2", "not-an-ip-123, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("2", "198.51.100.4, <script>")).toBe("127.0.0.1");
    expect(await addressSeen("127.0.0.1", "not-an-ip-123")).toBe("127.0.0.1");
  });

  it("with a list, trusts only the proxies it names: what a client wrote before them is not taken", async () => {
    // The proxy (127.0.0.1) appended the address it saw; the visitor wrote the first one.
    expect(await addressSeen("127.0.0.1", "198.51.100.66, 203.0.113.9")).toBe("203.0.113.9");
    // A client whose own address is not a listed proxy names no one.
    expect(await addressSeen("10.0.0.0/8", "203.0.113.9")).toBe("127.0.0.1");
  });
});
