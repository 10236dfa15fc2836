import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  noteSavedChange,
  runInRequestScope,
  watchSavedChange,
} from "../app/lib/request-scope.server";
import { chooseEncoding, compressResponses } from "./compress";
import { createPageCache, inlineScriptHashes, pageMaxAgeMs, policyForKeptPage } from "./page-cache";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br;q=0", "gzip"],
    ["br;q=0, *;q=0.5", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["*", "br"],
    ["gzip;q=0, br;q=0", "identity"],
  ])("%j gives %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("inlineScriptHashes and policyForKeptPage", () => {
  const html = [
    '<script nonce="abc">window.a = 1;</script>',
    '<script type="module" nonce="abc">import("/assets/x.js");</script>',
    '<script src="/assets/y.js"></script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script nonce="abc">window.a = 1;</script>',
  ].join("");

  it("hashes every inline script of the page a browser would run, once each, and no src or data block", () => {
    expect(inlineScriptHashes(html, "abc")).toEqual([
      sha("window.a = 1;"),
      sha('import("/assets/x.js");'),
    ]);
  });

  it("hashes no script that lacks the page's own nonce: one injected into the page stays refused", () => {
    const injected = [
      '<script nonce="abc">window.own = 1;</script>',
      "<script>alert(1)</script>",
      '<script nonce="other">alert(2)</script>',
      "<script nonce>alert(3)</script>",
      "<script data-x=' nonce=\"abc\"'>alert(4)</script>",
      '<script nonce="abcd">alert(5)</script>',
      "<script nonce=abc>window.bare = 1;</script>",
    ].join("");
    expect(inlineScriptHashes(injected, "abc")).toEqual([
      sha("window.own = 1;"),
      sha("window.bare = 1;"),
    ]);
    expect(policyForKeptPage("script-src 'self' 'nonce-abc'", injected)).toBe(
      `script-src 'self' ${sha("window.own = 1;")} ${sha("window.bare = 1;")}`,
    );
  });

  it("replaces the nonce in the policy by the hashes, leaving the rest", () => {
    const policy =
      "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'unsafe-inline'";
    expect(policyForKeptPage(policy, html)).toBe(
      `default-src 'self';script-src 'self' ${sha("window.a = 1;")} ${sha('import("/assets/x.js");')};style-src 'self' 'unsafe-inline'`,
    );
  });
});

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/**
 * An app shaped like the real one: compression, then the cache, then pages that count how often
 * they are rendered and carry a nonce-based policy, as server/index.ts and React Router do.
 */
async function start() {
  let clock = 0;
  const renders = new Map<string, number>();
  const cache = createPageCache({
    personalCookies: ["ss_toast"],
    watchSavedChange,
    now: () => clock,
  });
  const app = express();
  // As server/request-log.ts does: each request in a scope of its own.
  app.use((_req, _res, next) => runInRequestScope("test", () => next()));
  let nonce = 0;
  app.use((_req, res, next) => {
    nonce += 1;
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-n${nonce}'`);
    next();
  });
  app.use(compressResponses());
  app.use(cache.middleware);
  let release: (() => void) | undefined;
  app.get("/{*splat}", (req, res) => {
    renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
    const answer = () => {
      const count = renders.get(req.path);
      if (req.path === "/toast") res.setHeader("Set-Cookie", "ss_toast=; Max-Age=0");
      if (req.path === "/private") res.setHeader("Cache-Control", "private, no-store");
      if (req.path === "/missing") res.status(404);
      res
        .type("html")
        .send(
          `<html><script nonce="n${nonce}">window.n = ${count};</script><p>render ${count} of ${req.path}</p>${"x".repeat(2000)}</html>`,
        );
    };
    if (req.path === "/slow") release = answer;
    else answer();
  });
  // "/saved" saves a change; the others store nothing, whatever they answer.
  app.post("/{*splat}", (req, res) => {
    if (req.path === "/saved") noteSavedChange();
    res.status(req.path === "/refused" ? 400 : 303).end();
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, { headers });
    return { response, text: await response.text() };
  };
  return {
    origin,
    get,
    renders: (path: string) => renders.get(path) ?? 0,
    advance: (ms: number) => (clock += ms),
    releaseSlow: () => release?.(),
    cache,
  };
}

describe("the page cache", () => {
  it("renders a page once and sends the kept copy, compressed, with the scripts' hashes", async () => {
    const app = await start();
    const first = await app.get("/", { "accept-encoding": "br" });
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(first.response.headers.get("content-security-policy")).toBe(
      "script-src 'self' 'nonce-n1'",
    );
    const second = await app.get("/", { "accept-encoding": "br" });
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.text).toBe(first.text);
    expect(app.renders("/")).toBe(1);
    // The kept page's policy allows its own inline script by hash, and no nonce.
    expect(second.response.headers.get("content-security-policy")).toBe(
      `script-src 'self' ${sha("window.n = 1;")}`,
    );
    // Raw bytes: Brotli for one client, gzip for another, each a valid encoding of the page.
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        import("node:http").then(({ get }) =>
          get(`${app.origin}/`, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          }).on("error", reject),
        );
      });
    const br = await raw("br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(first.text);
    const gzip = await raw("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(first.text);
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(first.text);
    expect(app.renders("/")).toBe(1);
  });

  it("keeps a page for less than a second from the start of its rendering", async () => {
    const app = await start();
    await app.get("/a");
    app.advance(pageMaxAgeMs / 2 - 1);
    expect((await app.get("/a")).response.headers.get("x-page-cache")).toBe("hit");
    // Past half its age the next request renders it again.
    app.advance(1);
    expect((await app.get("/a")).text).toContain("render 2 of /a");
    app.advance(pageMaxAgeMs / 2 - 1);
    expect((await app.get("/a")).text).toContain("render 2 of /a");
    // Never sent once it is pageMaxAgeMs old, whatever the traffic.
    app.advance(pageMaxAgeMs);
    expect((await app.get("/a")).text).toContain("render 3 of /a");
    expect(pageMaxAgeMs).toBeLessThan(1000);
  });

  it("lets go of expired pages as new ones are kept: a crawl's pages, each asked for once, do not pile up", async () => {
    const app = await start();
    for (let page = 0; page < 40; page++) {
      await app.get(`/crawl/${page}`);
      app.advance(pageMaxAgeMs / 4);
    }
    // Only the pages rendered within the last pageMaxAgeMs are still held.
    expect(app.cache.size()).toBeLessThanOrEqual(5);
    expect(app.cache.size()).toBeGreaterThan(0);
  });

  it("never answers a request that carries a visitor's cookie from the cache, nor keeps its page", async () => {
    const app = await start();
    await app.get("/p", { cookie: "other=1; ss_toast=hello" });
    await app.get("/p", { cookie: "ss_toast=hello" });
    expect(app.renders("/p")).toBe(2);
    expect(app.cache.size()).toBe(0);
    // A cookie the site does not set makes no difference.
    await app.get("/p", { cookie: "other=1" });
    expect((await app.get("/p")).response.headers.get("x-page-cache")).toBe("hit");
  });

  it("never keeps an answer that sets a cookie, is private, or is not a 200 page", async () => {
    const app = await start();
    for (const path of ["/toast", "/private", "/missing"]) {
      await app.get(path);
      await app.get(path);
      expect(app.renders(path), path).toBe(2);
    }
    expect(app.cache.size()).toBe(0);
  });

  it("forgets every page when this process saves a change, not after a post that saved nothing", async () => {
    const app = await start();
    await app.get("/");
    await fetch(`${app.origin}/refused`, { method: "POST" });
    expect((await app.get("/")).response.headers.get("x-page-cache")).toBe("hit");
    // Answered below 400, and nothing saved: the pages stay.
    await fetch(`${app.origin}/nothing`, { method: "POST", redirect: "manual" });
    expect((await app.get("/")).response.headers.get("x-page-cache")).toBe("hit");
    await fetch(`${app.origin}/saved`, { method: "POST", redirect: "manual" });
    expect((await app.get("/")).text).toContain("render 2 of /");
  });

  it("lets requests for a page being rendered wait for it instead of rendering it again", async () => {
    const app = await start();
    const first = app.get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const others = Array.from({ length: 10 }, () => app.get("/slow"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    app.releaseSlow();
    const answers = await Promise.all([first, ...others]);
    expect(app.renders("/slow")).toBe(1);
    for (const answer of answers) expect(answer.text).toContain("render 1 of /slow");
  });

  it("answers HEAD from a kept page without its body", async () => {
    const app = await start();
    await app.get("/h");
    const head = await fetch(`${app.origin}/h`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(await head.text()).toBe("");
    expect(app.renders("/h")).toBe(1);
  });
});
