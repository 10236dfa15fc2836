import { runInNewContext } from "node:vm";
import { createElement, type ReactNode } from "react";
import { Scripts, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { renderDocument, withBuiltApp } from "../../../tests/support/built-app";
import { bootModuleSource, bootSetup, parseBootPath } from "./boot-module";
import { layoutPaths } from "./nav-links";

// HydrationScripts (hydration-scripts.tsx) stands in for React Router's <Scripts>, reading its
// UNSAFE_ contexts. This test renders pages of the production build twice, once as built (with
// HydrationScripts) and once with the root's Layout giving the stock <Scripts> instead, and
// compares what the two leave for the browser: the globals (__reactRouterContext and the data
// streamed after it), the modules preloaded and imported, each route's chunks, the route
// manifest and the entry. An upgrade of React Router that changes what <Scripts> sets fails here,
// at the first difference, before it can break a page.

const built = withBuiltApp();

/** The root's Layout with React Router's own <Scripts>, as its documentation shows it. */
function StockLayout({ children }: { children: ReactNode }) {
  return createElement("html", null, createElement("body", null, children, createElement(Scripts)));
}

function withStockScripts(original: ServerBuild): ServerBuild {
  const root = original.routes.root;
  if (!root) throw new Error("The build has no root route");
  return {
    ...original,
    routes: {
      ...original.routes,
      root: { ...root, module: { ...root.module, Layout: StockLayout } },
    },
  };
}

async function render(serverBuild: ServerBuild, url: string): Promise<string> {
  const response = await renderDocument(serverBuild, url);
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The inline scripts of a document, in order, with their attributes. */
function scriptsOf(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
    module: /type="module"/.test(attributes ?? ""),
    body: body ?? "",
  }));
}

/** What a document's context script sets: window.__reactRouterContext, its stream aside. */
function contextGlobal(html: string) {
  const script = scriptsOf(html).find((item) =>
    item.body.includes("window.__reactRouterContext ="),
  );
  if (!script) throw new Error("No script sets window.__reactRouterContext");
  const window: Record<string, unknown> = {};
  runInNewContext(script.body, { window, ReadableStream, TextEncoderStream });
  const { stream, streamController, ...rest } = window.__reactRouterContext as Record<
    string,
    unknown
  >;
  expect(stream, "the context's stream").toBeInstanceOf(ReadableStream);
  expect(streamController, "the stream's controller").toBeDefined();
  return rest;
}

interface Manifest {
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;
}

/** A route's path as a layout link names it, for a route under the root. */
const pathOf = (route: Manifest["routes"][string]) =>
  route.id === "root" ? "root" : route.index ? "/" : `/${route.path ?? ""}`;

const withoutFuture = ({ future: _future, ...rest }: Record<string, unknown>) => rest;

/** The flags of React Router's `future` that are on (true or any other value but false). */
const onFlags = (future: unknown) =>
  Object.fromEntries(
    Object.entries(future as Record<string, unknown>).filter(([, value]) => value !== false),
  );

/** The scripts that stream the loaders' data after the context script: the same in both. */
const streamedData = (html: string) =>
  scriptsOf(html)
    .filter((item) => item.body.includes("streamController"))
    .filter((item) => !item.body.includes("window.__reactRouterContext ="))
    .map((item) => item.body);

interface Loaded {
  /** Every module the page fetches before it runs: preloaded or imported. */
  preloads: string[];
  manifestModule: string | null;
  manifest: unknown;
  routes: { id: string; chunks: string[] }[];
  entry: string;
}

/** What the stock <Scripts> loads: its preload links and its module script, read statement by statement. */
function stockLoads(html: string): Loaded {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    ([, href]) => href ?? "",
  );
  const script = scriptsOf(html).find(
    (item) => item.module && item.body.includes("__reactRouterRouteModules"),
  );
  if (!script) throw new Error("No module script sets window.__reactRouterRouteModules");
  const source = script.body;
  const bare = [...source.matchAll(/^import ("[^"]+");?$/gm)].map(([, url]) =>
    JSON.parse(url ?? ""),
  );
  expect(bare.length, "a bare import: the manifest module, or none").toBeLessThanOrEqual(1);
  const bindings = new Map(
    [...source.matchAll(/import \* as (\w+) from ("[^"]+");/g)].map(([, name, url]) => [
      name ?? "",
      JSON.parse(url ?? "") as string,
    ]),
  );
  const merged = new Map(
    [...source.matchAll(/const (\w+) = \{([^}]*)\};/g)].map(([, name, parts]) => [
      name ?? "",
      (parts ?? "").split(",").map((part) => part.trim().replace(/^\.\.\./, "")),
    ]),
  );
  const modulesMatch = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(source);
  if (!modulesMatch) throw new Error("The route modules' global is not set as expected");
  const routes = (modulesMatch[1] ?? "").split(",").map((pair) => {
    const [id, variable] = pair.split(/:(?=\w+$)/);
    const names = merged.get(variable ?? "") ?? [variable ?? ""];
    return {
      id: JSON.parse(id ?? "") as string,
      chunks: names.map((name) => {
        const url = bindings.get(name);
        if (!url) throw new Error(`No import binds ${name}`);
        return url;
      }),
    };
  });
  const manifestMatch =
    /window\.__reactRouterManifest = (\{[\s\S]*?\});\n\s*window\.__reactRouterRouteModules/.exec(
      source,
    );
  const entryMatch = /\nimport\(("[^"]+")\);\s*$/.exec(source);
  if (!entryMatch) throw new Error("The entry is not imported as expected");
  return {
    preloads,
    manifestModule: bare[0] ?? null,
    manifest: manifestMatch ? JSON.parse(manifestMatch[1] ?? "") : null,
    routes,
    entry: JSON.parse(entryMatch[1] ?? ""),
  };
}

/**
 * What HydrationScripts loads: the setup its boot module carries, the module made as the server
 * answers its address (server/boot-modules.ts).
 */
function shimLoads(serverBuild: ServerBuild, html: string): Loaded {
  expect(html, "no preload link before the first paint").not.toContain('rel="modulepreload"');
  const modules = scriptsOf(html).filter((item) => item.module);
  expect(modules, "one module script, which imports the boot module").toHaveLength(1);
  const address = /^const go=\(\)=>import\("([^"]+)"\);\n/.exec(modules[0]?.body ?? "")?.[1];
  if (!address) throw new Error("The module script does not import a boot module");
  const routes = parseBootPath(serverBuild.assets, address);
  if (!routes) throw new Error(`The boot module's address names no routes: ${address}`);
  const source = bootModuleSource(bootSetup(serverBuild.assets, routes));
  const setup = /^const s = (.*);\n/.exec(source);
  if (!setup) throw new Error("The setup of the boot module is not where expected");
  // The setup carries exactly what the page loads: the same shape as <Scripts>' reading.
  return JSON.parse(setup[1] ?? "") as Loaded;
}

describe("HydrationScripts sets what React Router's <Scripts> sets", () => {
  // The home page, a page with a client loader (its own chunk), and a page with a path parameter.
  for (const url of ["/", "/xray-search-builder?jobTitle=Recruiter", "/companies?page=2"]) {
    it(`on ${url}`, async () => {
      const [shim, stock] = await Promise.all([
        render(built(), url),
        render(withStockScripts(built()), url),
      ]);
      // The same context, except that ours leaves out the future flags that are off: the
      // browser reads a flag as on or not. Every flag the stock context turns on is on in ours.
      const ourContext = contextGlobal(shim);
      const theirContext = contextGlobal(stock);
      expect(withoutFuture(ourContext)).toEqual(withoutFuture(theirContext));
      expect(ourContext.future).toEqual(onFlags(theirContext.future));
      expect(Object.keys(theirContext.future as object).length, "flags").toBeGreaterThan(0);
      expect(streamedData(shim)).toEqual(streamedData(stock));
      const ours = shimLoads(built(), shim);
      const theirs = stockLoads(stock);
      expect(new Set(ours.preloads)).toEqual(new Set(theirs.preloads));
      expect(ours.preloads).toHaveLength(theirs.preloads.length);
      expect(ours.manifestModule).toBe(theirs.manifestModule);
      // The same manifest, with the routes of the pages the layout links to, which the browser
      // knows from the start (its links are not discovered): no other route is added.
      const { routes: ourRoutes, ...ourManifest } = ours.manifest as Manifest;
      const { routes: theirRoutes, ...theirManifest } = theirs.manifest as Manifest;
      expect(ourManifest).toEqual(theirManifest);
      expect(ourRoutes).toMatchObject(theirRoutes);
      const added = Object.values(ourRoutes).filter((route) => !(route.id in theirRoutes));
      const addedPaths = added.map((route) => (route.index ? "/" : `/${route.path ?? ""}`));
      expect(added.every((route) => route.parentId === "root")).toBe(true);
      expect(new Set([...addedPaths, ...Object.values(theirRoutes).map(pathOf)])).toEqual(
        new Set([...layoutPaths, ...Object.values(theirRoutes).map(pathOf)]),
      );
      expect(ours.routes).toEqual(theirs.routes);
      expect(ours.entry).toBe(theirs.entry);
      // Something to compare: the page has routes beside the root, and modules to load.
      expect(theirs.routes.length).toBeGreaterThan(1);
      expect(theirs.preloads.length).toBeGreaterThan(2);
    });
  }
});
