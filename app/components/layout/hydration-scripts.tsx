import { useContext, useState } from "react";
import {
  matchRoutes,
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { scriptJson } from "~/lib/script-json";
import { bootLoader, bootUrl } from "./boot-module";
import { layoutPaths } from "./nav-links";

/**
 * React Router's <Scripts>, except that the page is painted before any of its script is fetched,
 * and that what <Scripts> inlines in every page is a module that pages of the same routes share.
 *
 * <Scripts> puts a modulepreload link for each of the page's ten or so modules in the <head> and
 * imports them from an inline module script that also carries the route manifest: on a phone's
 * connection the modules share the bandwidth with the stylesheet, and the first paint waits for
 * them (Lighthouse: LCP 1.9 s against 0.9 s on the pages without script). Here a small inline
 * module script waits for the first contentful paint, then imports the page's boot module
 * (boot-module.ts: /_boot/{version}/{routes}.js, cached for good), which adds the preload links
 * and imports the route modules and the entry, as <Scripts> would have. Until then the page is the
 * server's HTML, whose links and forms work without JavaScript.
 *
 * Written against React Router 7.18 (the version is pinned): it reads the same contexts as
 * <Scripts>, sets the same globals (`__reactRouterContext`, `__reactRouterManifest`,
 * `__reactRouterRouteModules`) and marks the scripts as rendered, so that the server streams the
 * loaders' data after them. hydration-scripts.integration.test.ts renders pages of the build with
 * this and with the stock <Scripts> and compares what each sets: an upgrade that changes
 * <Scripts> fails the tests, not the site. Both inline scripts are the same for every visitor of
 * a URL and carry the response's nonce, so the page cache can allow them by hash; the boot module
 * is allowed as the site's own script ('self'). In development (Vite's HMR) the stock <Scripts>
 * is used.
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
      : { context: " ", boot: " " },
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
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.boot }}
      />
    </>
  );
}

type Framework = NonNullable<React.ContextType<typeof FrameworkContext>>;
type DataRouter = NonNullable<React.ContextType<typeof DataRouterContext>>;
type RouterState = NonNullable<React.ContextType<typeof DataRouterStateContext>>;

/**
 * The server's two scripts: the context React Router hydrates from (with the stream its loaders'
 * data follows in), and the module script that imports the page's boot module after the first
 * paint.
 */
function serverScripts(
  { manifest, serverHandoffString, renderMeta, routeDiscovery, ssr }: Framework,
  { router, staticContext }: DataRouter,
  routerState: RouterState,
): { context: string; boot: string } {
  markScriptsRendered(renderMeta);
  if (typeof manifest.sri === "object") {
    throw new Error("<HydrationScripts> does not add subresource integrity; use <Scripts>.");
  }
  const context = staticContext
    ? `(c=>{c.stream=new ReadableStream({start(s){c.streamController=s}}).pipeThrough(new TextEncoderStream())})(window.__reactRouterContext = ${withoutOffFlags(serverHandoffString)});`
    : " ";
  const matched = routerState.matches.map((match) => match.route.id);
  const lazyDiscovery = routeDiscovery.mode === "lazy" && ssr;
  const boot = bootUrl(manifest, {
    matched,
    known: lazyDiscovery ? knownRoutes(manifest.version, matched, router) : null,
  });
  return { context, boot: bootLoader(boot) };
}

let handoff: { from: string; to: string } | undefined;

/**
 * The context's JSON without the future flags that are off (all of React Router 7.18's, as
 * this site sets none): the browser's React Router reads each flag as on or not, so a flag
 * that is absent is one that is off, and the page is 250 bytes lighter (issue 35).
 * hydration-scripts.integration.test.ts compares the context with the stock one's, off flags
 * aside. The string is the same for every page of a build: it is worked out once.
 */
function withoutOffFlags(serverHandoffString: string | undefined): string | undefined {
  if (serverHandoffString === undefined) return undefined;
  if (handoff?.from === serverHandoffString) return handoff.to;
  const context = JSON.parse(serverHandoffString) as { future?: Record<string, unknown> };
  if (context.future) {
    context.future = Object.fromEntries(
      Object.entries(context.future).filter(([, value]) => value !== false),
    );
  }
  handoff = { from: serverHandoffString, to: scriptJson(context) };
  return handoff.to;
}

/** What <Scripts> tells the server's render: the loaders' data may now stream after it. */
function markScriptsRendered(renderMeta: { didRenderScripts?: boolean } | undefined) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

type Router = DataRouter["router"];

/**
 * The routes the browser needs before it asks the server for more (React Router's lazy route
 * discovery): those of the page and of each parent path, as <Scripts> inlines them, and those of
 * the pages the layout links to (nav-links.ts: layoutPaths), whose links are not discovered.
 */
function knownRoutes(version: string, matched: string[], router: Router): string[] {
  const ids = new Set(matched);
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  segments.pop();
  const paths: string[] = [...layoutPaths];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) {
    for (const id of routeIdsAt(router, version, path)) ids.add(id);
  }
  return [...ids];
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
