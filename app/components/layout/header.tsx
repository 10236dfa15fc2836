import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { shareMovementMailto, type SiteConfig } from "~/lib/site";
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

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md" aria-label="Staffing Spotlight, home">
          <Logo />
        </Link>

        {/* One list of links (issue 35: not a second copy for phones). From 1280 px (xl) up the
            eight links, the logo and the share buttons fit one line, where the page's column stops
            growing; below that the links drop down under the "Menu" toggle (decision 0011). The
            toggle is a <details> element, so it opens without JavaScript; the list after it is
            shown while it is open (peer-open). With JavaScript the menu also closes after a
            navigation and on Escape. */}
        <div
          className="flex flex-1 justify-end xl:justify-center"
          onKeyDown={(event) => {
            if (event.key === "Escape") closeMenu(true);
          }}
        >
          <details ref={menu} className="group peer xl:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
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
            <ul className="space-y-1 xl:flex xl:items-center xl:space-y-0">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to="/submit"
              className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 lg:hidden"
            >
              <Icon name="send" aria-hidden="true" className="size-4" />
              Share Movement
            </Link>
            <a
              href={shareMovementMailto(site)}
              className="mt-1 flex items-center justify-center gap-2 rounded-lg px-4 py-3 font-medium text-brand-700 underline underline-offset-2 hover:bg-slate-100 lg:hidden"
            >
              <Icon name="mail" aria-hidden="true" className="size-4" />
              Share by e-mail
            </a>
          </nav>
        </div>

        {/* 'Share Movement' opens the form everywhere; e-mail is the second choice (decision 0011). */}
        <div className="hidden shrink-0 items-center gap-2 lg:flex">
          <Link
            to="/submit"
            className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <Icon name="send" aria-hidden="true" className="size-4" />
            Share Movement
          </Link>
          <a
            href={shareMovementMailto(site)}
            title="Share by e-mail"
            className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-brand-700 hover:bg-slate-100 hover:text-brand-900"
          >
            <Icon name="mail" aria-hidden="true" className="size-4" />
            <span className="sr-only">Share by e-mail</span>
          </a>
        </div>
      </div>
    </header>
  );
}
