import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ServerMemo } from "~/lib/server-markup";
import { shareMovementMailto, type SiteConfig } from "~/lib/site";
import { isCurrentPage, LayoutLink } from "./layout-link";
import { Logo } from "./logo";
import { headerLinks } from "./nav-links";

export function Header({ site }: { site: SiteConfig }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The mobile menu is a <details> element, so it opens without JavaScript; with
  // JavaScript it also closes after a navigation and on Escape. Not at hydration: a visitor
  // may have opened it before the scripts arrived.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  function closeMenu(focusToggle: boolean) {
    if (!menu.current?.open) return;
    menu.current.open = false;
    if (focusToggle) menu.current.querySelector("summary")?.focus();
  }

  const current = headerLinks.find((link) => isCurrentPage(location.pathname, link.to))?.to;
  return (
    <ServerMemo cacheKey={`header ${current ?? ""} ${JSON.stringify(site)}`}>
      <header className="site-header">
        <div className="site-header-bar">
          <LayoutLink to="/" className="shrink-0 rounded-md" aria-label="Staffing Spotlight, home">
            <Logo />
          </LayoutLink>

          {/* One list of links (issue 35: not a second copy for phones). From 1280 px (xl) up the
            eight links, the logo and the share buttons fit one line, where the page's column stops
            growing; below that the links drop down under the "Menu" toggle (decision 0011). The
            toggle is a <details> element, so it opens without JavaScript; the list after it is
            shown while it is open (peer-open). With JavaScript the menu also closes after a
            navigation and on Escape. */}
          <div
            className="site-nav-slot"
            onKeyDown={(event) => {
              if (event.key === "Escape") closeMenu(true);
            }}
          >
            <details ref={menu} className="group peer xl:hidden">
              <summary className="menu-toggle">
                <Icon name="menu" aria-hidden="true" className="size-5 group-open:hidden" />
                <Icon name="x" aria-hidden="true" className="hidden size-5 group-open:block" />
                Menu
              </summary>
            </details>
            <nav
              aria-label="Main"
              className="site-nav"
              onClick={(event) => {
                if ((event.target as HTMLElement).closest("a")) closeMenu(false);
              }}
            >
              <ul className="site-nav-list">
                {headerLinks.map((link) => (
                  <li key={link.to}>
                    <LayoutLink
                      to={link.to}
                      className="nav-link"
                      aria-current={link.to === current ? "page" : undefined}
                    >
                      {link.label}
                    </LayoutLink>
                  </li>
                ))}
              </ul>
              <LayoutLink to="/submit" className="nav-share">
                <Icon name="send" aria-hidden="true" />
                Share Movement
              </LayoutLink>
              <a href={shareMovementMailto(site)} className="nav-share-mail">
                <Icon name="mail" aria-hidden="true" />
                Share by e-mail
              </a>
            </nav>
          </div>

          {/* 'Share Movement' opens the form everywhere; e-mail is the second choice (decision 0011). */}
          <div className="header-actions">
            <LayoutLink to="/submit" className="header-share">
              <Icon name="send" aria-hidden="true" />
              Share Movement
            </LayoutLink>
            <a href={shareMovementMailto(site)} title="Share by e-mail" className="header-mail">
              <Icon name="mail" aria-hidden="true" />
              <span className="sr-only">Share by e-mail</span>
            </a>
          </div>
        </div>
      </header>
    </ServerMemo>
  );
}
