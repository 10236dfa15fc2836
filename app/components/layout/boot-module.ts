import type { UNSAFE_AssetsManifest as AssetsManifest } from "react-router";
import { scriptJson } from "~/lib/script-json";

/**
 * A page's boot module: what React Router's <Scripts> would inline in every page (the route
 * manifest the browser starts from, the modules to preload and import), served instead as a
 * small module that every page of the same routes shares, cached for good (issue 35: 2.5 to 4 KB
 * less HTML on each page). Its address names the build and the routes, so any worker of the same
 * build can answer it, and a new build never meets an old copy:
 *
 *   /_boot/{version}/{matched}-{known}.js
 *
 * `matched` are the page's routes, root first, and `known` the routes the browser knows before it
 * asks the server for more (React Router's lazy route discovery: the page's and those of each
 * parent path), each route by its place (base 36) in the manifest's ids, sorted. Without lazy
 * discovery there is no `-{known}`: the whole manifest is a module of its own (`manifest.url`).
 */
export const bootPrefix = "/_boot/";

/** What the module sets up: the same shape as what <Scripts> inlines, statement by statement. */
export interface BootSetup {
  preloads: string[];
  manifestModule: string | null;
  manifest: unknown;
  routes: { id: string; chunks: string[] }[];
  entry: string;
}

/** The routes the boot module loads: the page's, and, with lazy discovery, those known. */
export interface BootRoutes {
  matched: string[];
  /** null: no lazy discovery (the whole manifest is loaded). */
  known: string[] | null;
}

const orders = new WeakMap<AssetsManifest, { ids: string[]; places: Map<string, string> }>();

/** The manifest's route ids in a fixed order, and each id's place in it (base 36). */
function routeOrder(manifest: AssetsManifest) {
  let order = orders.get(manifest);
  if (!order) {
    const ids = Object.keys(manifest.routes).sort();
    order = { ids, places: new Map(ids.map((id, index) => [id, index.toString(36)])) };
    orders.set(manifest, order);
  }
  return order;
}

function placesOf(manifest: AssetsManifest, ids: string[]): string {
  const { places } = routeOrder(manifest);
  return ids
    .map((id) => {
      const place = places.get(id);
      if (place === undefined) throw new Error(`Route ${id} is not in the manifest`);
      return place;
    })
    .join(".");
}

/** The address of the boot module for these routes of this build. */
export function bootUrl(manifest: AssetsManifest, { matched, known }: BootRoutes): string {
  const key = known
    ? `${placesOf(manifest, matched)}-${placesOf(manifest, [...new Set(known)].sort())}`
    : placesOf(manifest, matched);
  return `${bootPrefix}${manifest.version}/${key}.js`;
}

const place = /^[0-9a-z]{1,3}$/;

/**
 * The routes a boot module's address names, or null when it names none of this build's: another
 * build's version, or a place no route has. Each list is checked, not trusted: the address is
 * anybody's to ask for.
 */
export function parseBootPath(manifest: AssetsManifest, pathname: string): BootRoutes | null {
  if (!pathname.startsWith(bootPrefix)) return null;
  const [version, file, ...rest] = pathname.slice(bootPrefix.length).split("/");
  if (version !== manifest.version || !file?.endsWith(".js") || rest.length) return null;
  const parts = file.slice(0, -".js".length).split("-");
  if (parts.length > 2) return null;
  const { ids } = routeOrder(manifest);
  const read = (list: string): string[] | null => {
    const places = list.split(".");
    if (places.length > ids.length || !places.every((p) => place.test(p))) return null;
    const named = places.map((p) => ids[parseInt(p, 36)]);
    return named.every((id) => id !== undefined) ? (named as string[]) : null;
  };
  const matched = read(parts[0] ?? "");
  const known = parts[1] === undefined ? null : read(parts[1]);
  if (!matched || (parts[1] !== undefined && !known)) return null;
  // A page's routes are a chain from the root, each the parent of the next, and the browser
  // knows each of them.
  const chained = matched.every((id, index) =>
    index === 0 ? id === "root" : manifest.routes[id]?.parentId === matched[index - 1],
  );
  if (!chained || (known && !matched.every((id) => known.includes(id)))) return null;
  return { matched, known };
}

/** What <Scripts> would set up for these routes: the preloads, the manifest and the chunks. */
export function bootSetup({ sri, ...manifest }: AssetsManifest, routes: BootRoutes): BootSetup {
  const matched = routes.matched.map((id) => {
    const entry = manifest.routes[id];
    if (!entry) throw new Error(`Route ${id} is not in the manifest`);
    const chunks = [
      entry.clientActionModule,
      entry.clientLoaderModule,
      entry.clientMiddlewareModule,
      entry.hydrateFallbackModule,
      entry.module,
    ].filter((chunk): chunk is string => !!chunk);
    return { id, chunks, imports: entry.imports ?? [] };
  });
  // What <Scripts> preloads: the entry, and each route's own chunks and what they import.
  const preloads = [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...matched.flatMap((route) => [...route.chunks, ...route.imports]),
    ]),
  ];
  const known = routes.known;
  return {
    preloads: known ? preloads : [manifest.url, ...preloads],
    manifestModule: known ? null : manifest.url,
    manifest: known
      ? {
          ...manifest,
          routes: Object.fromEntries(known.map((id) => [id, manifest.routes[id]])),
          sri: sri ? true : undefined,
        }
      : null,
    routes: matched.map(({ id, chunks }) => ({ id, chunks })),
    entry: manifest.entry.module,
  };
}

/**
 * The page's inline module script, which imports its boot module once the page is painted: on a
 * phone's connection the page's modules would otherwise share the bandwidth with the stylesheet,
 * and the first paint would wait for them. It waits for the first contentful paint (the browser's
 * paint timing; at most 10 s, and the next frame where paint timing is missing or the tab is
 * hidden).
 */
export function bootLoader(url: string): string {
  // Written short, as a minifier would: it is in every page's HTML.
  return `const go=()=>import(${scriptJson(url)});
if(document.visibilityState=="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))requestAnimationFrame(()=>setTimeout(go,0));
else{const w=setTimeout(go,1e4);new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();clearTimeout(w);go()}}).observe({type:"paint",buffered:true})}`;
}

/**
 * The boot module's source: it adds the preload links and imports the route modules and the
 * entry, as <Scripts> would have.
 */
export function bootModuleSource(setup: BootSetup): string {
  return `const s = ${scriptJson(setup)};
for (const href of s.preloads) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }
if (s.manifestModule) await import(s.manifestModule); else window.__reactRouterManifest = s.manifest;
const modules = await Promise.all(s.routes.map(async (route) => { const parts = await Promise.all(route.chunks.map((chunk) => import(chunk))); return [route.id, parts.length === 1 ? parts[0] : Object.assign({}, ...parts)]; }));
window.__reactRouterRouteModules = Object.fromEntries(modules);
import(s.entry);
`;
}
