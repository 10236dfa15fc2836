import { useContext, useState } from "react";
import {
  matchRoutes,
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { scriptJson } from "~/lib/script-json";

/**
 * React Router's <Scripts>, except that the page is painted before any of its script is fetched.
 *
 * <Scripts> puts a modulepreload link for each of the page's ten or so modules in the <head> and
 * imports them from an inline module script: on a phone's connection they share the bandwidth
 * with the stylesheet, and the first paint waits for them (Lighthouse: LCP 1.9 s against 0.9 s
 * on the pages without script). Here the same inline module script first waits for the first
 * contentful paint (the browser's paint timing; at most 10 s, and the next frame where paint
 * timing is missing or the tab is hidden), then adds the preload links and imports the route modules and the
 * entry, as <Scripts> would have. Until then the page is the server's HTML, whose links and
 * forms work without JavaScript.
 *
 * Written against React Router 7.18 (the version is pinned): it reads the same contexts as
 * <Scripts>, sets the same globals (`__reactRouterContext`, `__reactRouterManifest`,
 * `__reactRouterRouteModules`) and marks the scripts as rendered, so that the server streams the
 * loaders' data after them. hydration-scripts.integration.test.ts renders pages of the build with
 * this and with the stock <Scripts> and compares what each sets: an upgrade that changes
 * <Scripts> fails the tests, not the site. Both scripts are the same for every visitor of a URL and carry the
 * response's nonce, so the page cache can allow them by hash. In development (Vite's HMR) the
 * stock <Scripts> is used.
 */
export function HydrationScripts({ nonce }: { nonce?: string }) {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const routerState = useContext(DataRouterStateContext);
  if (!framework || !dataRouter || !routerState) {
    throw new Error("<HydrationScripts> renders inside React Router's framework mode only.");
  }
  // Rendered once, as <Scripts> does: a client-side navigation keeps the document's scripts. In
  // the browser they are never rebuilt (suppressHydrationWarning keeps the server's text), so
  // the code that builds them is in the server's bundle only (import.meta.env.SSR).
  const [scripts] = useState(() =>
    import.meta.env.SSR && !import.meta.env.DEV
      ? serverScripts(framework, dataRouter, routerState)
      : { context: " ", modules: " " },
  );
  // Vite's development server needs its HMR client, which the stock <Scripts> imports first.
  if (import.meta.env.DEV) return <Scripts nonce={nonce} />;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.context }}
      />
      <script
        nonce={nonce}
        type="module"
        async
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.modules }}
      />
    </>
  );
}

type Framework = NonNullable<React.ContextType<typeof FrameworkContext>>;
type DataRouter = NonNullable<React.ContextType<typeof DataRouterContext>>;
type RouterState = NonNullable<React.ContextType<typeof DataRouterStateContext>>;

/**
 * The server's two scripts: the context React Router hydrates from (with the stream its loaders'
 * data follows in), and the module script that loads the page's modules after the first paint.
 */
function serverScripts(
  { manifest, serverHandoffString, renderMeta, routeDiscovery, ssr }: Framework,
  { router, staticContext }: DataRouter,
  routerState: RouterState,
): { context: string; modules: string } {
  markScriptsRendered(renderMeta);
  if (typeof manifest.sri === "object") {
    throw new Error("<HydrationScripts> does not add subresource integrity; use <Scripts>.");
  }
  const context = staticContext
    ? `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
    : " ";
  const matches = routerState.matches;
  const routes = matches.map((match) => {
    const entry = manifest.routes[match.route.id];
    if (!entry) throw new Error(`Route ${match.route.id} is not in the manifest`);
    const chunks = [
      entry.clientActionModule,
      entry.clientLoaderModule,
      entry.clientMiddlewareModule,
      entry.hydrateFallbackModule,
      entry.module,
    ].filter((chunk): chunk is string => !!chunk);
    return { id: match.route.id, chunks, imports: entry.imports ?? [] };
  });
  // What <Scripts> preloads: the entry, and each route's own chunks and what they import.
  const preloads = [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.flatMap((route) => [...route.chunks, ...route.imports]),
    ]),
  ];
  const lazyDiscovery = routeDiscovery.mode === "lazy" && ssr;
  const setup = {
    preloads: lazyDiscovery ? preloads : [manifest.url, ...preloads],
    manifestModule: lazyDiscovery ? null : manifest.url,
    manifest: lazyDiscovery ? partialManifest(manifest, router) : null,
    routes: routes.map(({ id, chunks }) => ({ id, chunks })),
    entry: manifest.entry.module,
  };
  const modules = `const s = ${scriptJson(setup)};
await new Promise((go) => { if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go, 0)); new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); } }).observe({ type: "paint", buffered: true }); setTimeout(go, 10000); });
for (const href of s.preloads) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }
if (s.manifestModule) await import(s.manifestModule); else window.__reactRouterManifest = s.manifest;
const modules = await Promise.all(s.routes.map(async (route) => { const parts = await Promise.all(route.chunks.map((chunk) => import(chunk))); return [route.id, parts.length === 1 ? parts[0] : Object.assign({}, ...parts)]; }));
window.__reactRouterRouteModules = Object.fromEntries(modules);
import(s.entry);`;
  return { context, modules };
}

/** What <Scripts> tells the server's render: the loaders' data may now stream after it. */
function markScriptsRendered(renderMeta: { didRenderScripts?: boolean } | undefined) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

type Manifest = Framework["manifest"];
type Router = DataRouter["router"];

/**
 * The routes the browser needs before it asks the server for more (React Router's lazy route
 * discovery): those of the page and of each parent path, as <Scripts> inlines them.
 */
function partialManifest({ sri: _sri, ...manifest }: Manifest, router: Router) {
  const ids = new Set(router.state.matches.map((match) => match.route.id));
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) {
    for (const id of routeIdsAt(router, manifest.version, path)) ids.add(id);
  }
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  return { ...manifest, routes, sri: _sri ? true : undefined };
}

// The routes matching a parent path, by build and path: matching ranks every route of the app
// each time, a third of a millisecond of each render. A few hundred paths at most are kept.
const idsAtPath = new Map<string, string[]>();

function routeIdsAt(router: Router, version: string, path: string): string[] {
  const key = `${version} ${path}`;
  let ids = idsAtPath.get(key);
  if (!ids) {
    if (idsAtPath.size >= 500) idsAtPath.clear();
    const matches = matchRoutes(router.routes, path, router.basename || "/") ?? [];
    ids = matches.map((match) => match.route.id);
    idsAtPath.set(key, ids);
  }
  return ids;
}
