import { matchRoutes, type RouteObject } from "react-router";

/** What the route manifest of a React Router build says of each route (ServerBuild["routes"]). */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}
export type RouteManifest = Record<string, RouteEntry | undefined>;

/** The labels of requests that no page's route answers. */
export const fixedRoutes = {
  health: "/healthz",
  metrics: "/metrics",
  /** Hashed scripts and styles, and the few files outside assets/ (the icon, the manifest). */
  static: "static",
  /** An address no route takes (the "not found" page), or one that cannot be decoded. */
  unmatched: "unmatched",
} as const;

/** The manifest's flat list as the nested routes matchRoutes takes, each knowing its path. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  const entries = Object.values(manifest).filter((entry) => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => {
        const children = childrenOf(entry.id);
        const base = { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive };
        return entry.index ? { ...base, index: true } : { ...base, children };
      });
  return childrenOf(undefined);
}

/** Distinct addresses whose label is kept: enough for every page of a busy site's minute. */
const maxRemembered = 1000;

/**
 * Names each request by the pattern of the route that answers it (`/company/:id`, never
 * `/company/42`), so that the request metrics have one series per page of the site, not one per
 * address a visitor or a crawler can make up. A client-side navigation's data (`/company/42.data`)
 * is its route's pattern with `.data` (the home page's: `/_root.data`, as React Router asks).
 */
export function routeLabeller(manifest: RouteManifest): (path: string) => string {
  const routes = routeTree(manifest);
  // matchRoutes ranks every route again at each call: the label of an address already seen is
  // kept (the oldest forgotten first), as the same pages are asked for again and again.
  const remembered = new Map<string, string>();

  function patternOf(path: string): string | undefined {
    const matches = matchRoutes(routes, path);
    const last = matches?.at(-1)?.route;
    // The catch-all route ("*") is the site's page for an address it does not have.
    if (!matches || !last || last.path === "*" || last.path?.endsWith("/*")) return undefined;
    const segments = matches.flatMap((match) => (match.route.path ? [match.route.path] : []));
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  }

  function label(path: string): string {
    if (path === fixedRoutes.health || path === fixedRoutes.metrics) return path;
    if (path.startsWith("/assets/")) return fixedRoutes.static;
    try {
      // React Router warns on the console about an address it cannot decode; it is no page.
      decodeURIComponent(path);
    } catch {
      return fixedRoutes.unmatched;
    }
    const data = path.endsWith(".data");
    const page = data ? (path === "/_root.data" ? "/" : path.slice(0, -".data".length)) : path;
    const pattern = patternOf(page);
    if (pattern !== undefined)
      return data ? `${pattern === "/" ? "/_root" : pattern}.data` : pattern;
    // A name with an extension that no route takes is a file of build/client (or is missing).
    return /\/[^/]*\.[a-z0-9]+$/i.test(page) ? fixedRoutes.static : fixedRoutes.unmatched;
  }

  return (path) => {
    let known = remembered.get(path);
    if (known === undefined) {
      known = label(path);
      if (remembered.size >= maxRemembered)
        remembered.delete(remembered.keys().next().value as string);
      remembered.set(path, known);
    }
    return known;
  };
}
