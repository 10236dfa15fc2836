import { useMatches } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ServerMemo } from "~/lib/server-markup";
import { mailto, postRemovalMailto, type SiteConfig } from "~/lib/site";
import { LayoutLink } from "./layout-link";
import { Logo } from "./logo";
import { footerLinks } from "./nav-links";

/** What a route's `handle` says to be shown with only the footer's last line. */
export const compactFooterHandle = { compactFooter: true } as const;

/**
 * The moderators' pages are a tool, not a page to browse from: their footer is its last line, so
 * that a page of a queue stays within three screens on a phone (moderation-desk.spec.ts).
 */
export function useCompactFooter() {
  return useMatches().some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      "compactFooter" in match.handle &&
      match.handle.compactFooter === true,
  );
}

export function Footer({ site, compact = false }: { site: SiteConfig; compact?: boolean }) {
  const year = new Date().getFullYear();
  const notice = (
    <div className="border-t border-white/10">
      <p className="site-footer-notice">
        © {year} {site.name}. An independent community platform, not affiliated with any company it
        mentions.
      </p>
    </div>
  );
  // The same for every visitor: rendered once for each form, year and site (ServerMemo).
  const cacheKey = `footer ${compact} ${year} ${JSON.stringify(site)}`;
  if (compact) {
    return (
      <ServerMemo cacheKey={cacheKey}>
        <footer className="surface-dark mt-10 bg-brand-950 text-slate-300">{notice}</footer>
      </ServerMemo>
    );
  }
  return (
    <ServerMemo cacheKey={cacheKey}>
      <footer className="surface-dark mt-16 bg-brand-950 text-slate-300">
        <div className="site-footer-grid">
          <div>
            <Logo inverted />
            <p className="mt-4 max-w-xs text-sm leading-6">
              An independent community that celebrates the people of US staffing and recruitment:
              their promotions, new roles and leadership moves.
            </p>
            <p className="mt-4 text-sm">#{site.hashtag}</p>
          </div>
          <nav aria-label="Footer">
            <h2 className="text-sm font-semibold text-white">Explore</h2>
            <ul className="site-footer-links">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <LayoutLink to={link.to} className="link-on-dark">
                    {link.label}
                  </LayoutLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="text-sm font-semibold text-white">Get in touch</h2>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <a href={postRemovalMailto(site)} className="link-on-dark-icon">
                  <Icon name="mail" aria-hidden="true" />
                  Post Removal
                </a>
              </li>
              <li>
                {/* Issue 34: see, download or erase what the site holds for an address. */}
                <LayoutLink to="/your-data" className="link-on-dark-icon">
                  <Icon name="user-round" aria-hidden="true" />
                  Your data
                </LayoutLink>
              </li>
              <li>
                <a href={mailto(site.contactEmail)} className="link-on-dark-icon">
                  <Icon name="mail" aria-hidden="true" />
                  {site.contactEmail}
                </a>
              </li>
              <li>
                <a
                  href={site.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="link-on-dark-icon"
                >
                  <Icon name="external-link" aria-hidden="true" />
                  Staffing Spotlight on LinkedIn
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </div>
        </div>
        {notice}
      </footer>
    </ServerMemo>
  );
}
