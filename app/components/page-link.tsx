import { useEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import { layoutPaths } from "./layout/nav-links";

/**
 * A link to a page of this site, as a plain `<a>` that React Router discovers
 * (`data-discover`, as its `<Link>` renders). React Router's `<Link>` runs a dozen hooks per
 * link, on the server for every page and again in the browser while the page hydrates; a page
 * holds up to 60 links (issue 35: render cost). One listener for the whole document
 * (usePageLinkNavigation, in the root layout) opens them in the page, as `<Link>` would.
 *
 * `to` is a path from the site's root ("/companies?page=2"), as every link of the site is. For a
 * page only: a file the browser should download or open as it is (a PDF, a CSV, the RSS
 * feed) is a plain `<a>` without `data-discover`. A link that needs what only `<Link>` does
 * (preventScrollReset, state, replace) stays a `<Link>`.
 */
export function PageLink({
  to,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  return <a {...props} href={to} data-discover="true" />;
}

const layoutPathSet: ReadonlySet<string> = new Set(layoutPaths);

/** The parts of a click that decide whether the page takes it over. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: unknown;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * Where a click on one of the site's page links should take the page, or undefined when the
 * browser should handle the click itself. As React Router's `<Link>` decides
 * (shouldProcessLinkClick): a plain left click with no modifier key, on a link without another
 * target or `download`, to a page on this site: a PageLink (`data-discover`) or a layout link
 * (layout-link.tsx: one of layoutPaths). A click already taken (another handler, or a `<Link>`,
 * whose own handler runs first) is left alone.
 */
export function pageLinkDestination(event: LinkClick, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const closest = (event.target as { closest?: (selector: string) => unknown } | null)?.closest;
  const anchor = closest?.call(event.target, "a[href]") as AnchorLike | null | undefined;
  if (!anchor) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) {
    return undefined;
  }
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return undefined;
  if (!anchor.hasAttribute("data-discover") && !layoutPathSet.has(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Opens the site's page links in the page (a client-side navigation), once it has hydrated. A
 * link to the page already shown replaces its history entry, as `<Link>` does.
 */
export function usePageLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const destination = pageLinkDestination(event, window.location.origin);
      if (destination === undefined) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(destination, { replace: destination === pathname + search + hash });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
