import type { AnchorHTMLAttributes } from "react";
import type { LayoutPath } from "./nav-links";

/**
 * A link of the layout to one of its pages (nav-links.ts: layoutPaths), as a plain `<a>` that
 * the root's listener opens in the page (page-link.tsx: usePageLinkNavigation). Their routes
 * are in the manifest a page starts from (hydration-scripts.tsx: knownRoutes), so unlike a
 * PageLink it carries no `data-discover`: 20 bytes a link, 25 links a page (issue 35).
 */
export function LayoutLink({
  to,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: LayoutPath }) {
  return <a {...props} href={to} />;
}

/** Whether `pathname` is the page `to`, as NavLink's `end` decides it (case and a trailing slash
 * aside): the header marks that link with aria-current. */
export function isCurrentPage(pathname: string, to: LayoutPath): boolean {
  return pathname.replace(/(.)\/+$/, "$1").toLowerCase() === to;
}
