import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { UNSAFE_AssetsManifest as AssetsManifest } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bootLoader,
  bootModuleSource,
  bootSetup,
  bootUrl,
  parseBootPath,
} from "../app/components/layout/boot-module";
import { serveBootModules } from "./boot-modules";

/** A build's manifest, as React Router writes it, with a root, a page and a nested page. */
function route(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    path: id,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/assets/${id.replace("/", "-")}.js`,
    imports: ["/assets/shell.js"],
    ...extra,
  };
}
const manifest = {
  entry: { module: "/assets/entry.client.js", imports: ["/assets/shell.js"] },
  routes: {
    root: route("root"),
    "routes/company": route("routes/company", {
      parentId: "root",
      imports: ["/assets/shell.js", "/assets/stars.js"],
    }),
    "routes/home": route("routes/home", { parentId: "root", index: true }),
    "routes/xray": route("routes/xray", {
      parentId: "root",
      clientLoaderModule: "/assets/xray-client-loader.js",
    }),
  },
  url: "/assets/manifest-abc123.js",
  version: "abc123",
} as unknown as AssetsManifest;

describe("a boot module's address", () => {
  it("names the build and the routes, and reads back as the same routes", () => {
    const routes = { matched: ["root", "routes/company"], known: ["routes/home", "root"] };
    const url = bootUrl(manifest, { ...routes, known: [...routes.known, "routes/company"] });
    // Ids sorted: root 0, routes/company 1, routes/home 2, routes/xray 3.
    expect(url).toBe("/_boot/abc123/0.1-0.1.2.js");
    expect(parseBootPath(manifest, url)).toEqual({
      matched: ["root", "routes/company"],
      known: ["root", "routes/company", "routes/home"],
    });
  });

  it("without lazy discovery names only the page's routes", () => {
    const url = bootUrl(manifest, { matched: ["root", "routes/xray"], known: null });
    expect(url).toBe("/_boot/abc123/0.3.js");
    expect(parseBootPath(manifest, url)).toEqual({ matched: ["root", "routes/xray"], known: null });
  });

  it.each([
    ["another build", "/_boot/def456/0.1-0.1.2.js"],
    ["a route the build does not have", "/_boot/abc123/0.4-0.js"],
    ["a place that is not a number", "/_boot/abc123/0.x!-0.js"],
    ["an empty list", "/_boot/abc123/-0.js"],
    ["three parts", "/_boot/abc123/0-0-0.js"],
    ["another file type", "/_boot/abc123/0.1.css"],
    ["a deeper path", "/_boot/abc123/0/1.js"],
    ["no file", "/_boot/abc123/"],
    ["another prefix", "/assets/abc123/0.js"],
    ["routes that do not start at the root", "/_boot/abc123/1-0.1.js"],
    ["a route after one that is not its parent", "/_boot/abc123/0.1.2-0.1.2.js"],
    ["a page's route the browser would not know", "/_boot/abc123/0.1-0.2.js"],
  ])("names no routes for %s", (_case, url) => {
    expect(parseBootPath(manifest, url)).toBeNull();
  });
});

describe("a boot module's setup", () => {
  it("preloads the entry and each route's chunks and imports, once each, and inlines the known routes", () => {
    const setup = bootSetup(manifest, {
      matched: ["root", "routes/xray"],
      known: ["root", "routes/home", "routes/xray"],
    });
    expect(setup.preloads).toEqual([
      "/assets/entry.client.js",
      "/assets/shell.js",
      "/assets/root.js",
      "/assets/xray-client-loader.js",
      "/assets/routes-xray.js",
    ]);
    expect(setup.routes).toEqual([
      { id: "root", chunks: ["/assets/root.js"] },
      { id: "routes/xray", chunks: ["/assets/xray-client-loader.js", "/assets/routes-xray.js"] },
    ]);
    expect(setup.manifestModule).toBeNull();
    expect(Object.keys((setup.manifest as AssetsManifest).routes)).toEqual([
      "root",
      "routes/home",
      "routes/xray",
    ]);
    expect(setup.entry).toBe("/assets/entry.client.js");
  });

  it("without lazy discovery loads the whole manifest as a module, first", () => {
    const setup = bootSetup(manifest, { matched: ["root"], known: null });
    expect(setup.manifestModule).toBe(manifest.url);
    expect(setup.manifest).toBeNull();
    expect(setup.preloads[0]).toBe(manifest.url);
  });

  it("is imported by the page's inline script, which names only its address", () => {
    const url = bootUrl(manifest, { matched: ["root"], known: ["root"] });
    const loader = bootLoader(url);
    expect(loader.startsWith(`const go=()=>import("${url}");\n`)).toBe(true);
    expect(loader).toContain('"first-contentful-paint"');
    expect(bootLoader("/_boot/</script>.js")).not.toMatch(/<\/script/i);
  });

  it("cannot close a script element or open a comment, whatever the manifest holds", () => {
    const odd = {
      ...manifest,
      routes: { root: route("root", { module: "/assets/</script><!--x.js" }) },
    } as unknown as AssetsManifest;
    const source = bootModuleSource(bootSetup(odd, { matched: ["root"], known: ["root"] }));
    expect(source).not.toMatch(/<\/script|<!--/i);
  });
});

describe("serveBootModules", () => {
  let server: Server | undefined;
  let origin = "";
  beforeAll(async () => {
    const app = express();
    app.get("/_boot/{*splat}", serveBootModules(manifest));
    app.use((_req, res) => {
      res.status(418).send("fell through");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server?.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("answers a module of this build as JavaScript cached for good, the same each time", async () => {
    const url = bootUrl(manifest, {
      matched: ["root", "routes/home"],
      known: ["root", "routes/home"],
    });
    const bodies = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(origin + url, {
        headers: { "Accept-Encoding": "gzip, deflate, br" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // Compressed once per process.
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      bodies.push(await response.text());
    }
    expect(bodies[0]).toBe(
      bootModuleSource(
        bootSetup(manifest, { matched: ["root", "routes/home"], known: ["root", "routes/home"] }),
      ),
    );
    expect(bodies[1]).toBe(bodies[0]);
    const head = await fetch(origin + url, { method: "HEAD" });
    expect(head.status).toBe(200);
    const plain = await fetch(origin + url, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(bodies[0]);
  });

  it("answers 404, not cached, for another build's module or an address naming no route", async () => {
    for (const url of ["/_boot/def456/0-0.js", "/_boot/abc123/9z-0.js", "/_boot/abc123/x"]) {
      const response = await fetch(origin + url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("cache-control"), url).toBe("no-store");
      expect(await response.text(), url).toBe("Not found\n");
    }
  });
});
