import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import type { LayoutPath } from "./nav-links";

/**
 * A link of the layout to one of its pages (nav-links.ts: layoutPaths), whose route the browser
 * knows from the start: React Router need not discover it, so the link carries no
 * `data-discover` attribute.
 */
export function LayoutLink(props: Omit<LinkProps, "to" | "discover"> & { to: LayoutPath }) {
  return <Link {...props} discover="none" />;
}

/** LayoutLink as a NavLink, which marks the current page (aria-current). */
export function LayoutNavLink(props: Omit<NavLinkProps, "to" | "discover"> & { to: LayoutPath }) {
  return <NavLink {...props} discover="none" />;
}
