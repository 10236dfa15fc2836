import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ServerMemo } from "~/lib/server-markup";
import { shareMovementMailto, siteTagline, type SiteConfig } from "~/lib/site";

// The home page's sections that are the same for every visitor: each is rendered once on the
// server and kept (ServerMemo, issue 35), keyed by the site's configuration they show.
// home-sections.test.tsx holds each to the HTML React renders for it anew.

/** The hero: the tagline and the ways to share a movement. */
export function HomeHero({ site }: { site: SiteConfig }) {
  return (
    <ServerMemo cacheKey={`home hero ${JSON.stringify(site)}`}>
      <section className="surface-dark relative overflow-hidden bg-brand-950 text-white">
        <div aria-hidden="true" className="hero-glow" />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="hero-badge">
            <Icon name="sparkles" aria-hidden="true" className="text-accent-300" />
            The community for US staffing and recruitment
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{siteTagline}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-indigo-100">
            Promotions, new roles and leadership changes: we put the recruiters, account managers
            and leaders who keep America working in the spotlight they have earned.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {/* The spec's button opened an e-mail; it opens the form, with e-mail beside it (decision 0011). */}
            <PageLink to="/submit" className={buttonClass("accent", "lg")}>
              <Icon name="send" aria-hidden="true" className="size-5" />
              Share a Movement
            </PageLink>
            <a href={shareMovementMailto(site)} className={buttonClass("ghostOnDark", "lg")}>
              <Icon name="mail" aria-hidden="true" className="size-5" />
              Share by e-mail
            </a>
            <PageLink to="/about" className={buttonClass("ghostOnDark", "lg")}>
              <Icon name="info" aria-hidden="true" className="size-5" />
              Learn About
            </PageLink>
          </div>
        </div>
      </section>
    </ServerMemo>
  );
}

const hashtags = [
  "Leadership",
  "NewRole",
  "Promotion",
  "TalentAcquisition",
  "StaffingUpdates",
  "StaffingSpotlight",
];

/** "Trending in our community": the hashtags the community posts under. */
export function TrendingHashtags() {
  return (
    <ServerMemo cacheKey="home hashtags">
      <section aria-labelledby="hashtags-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2
          id="hashtags-heading"
          className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600"
        >
          Trending in our community
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {hashtags.map((tag) => (
            <li key={tag} className="hashtag-pill">
              {`#${tag}`}
            </li>
          ))}
        </ul>
      </section>
    </ServerMemo>
  );
}

/** "Latest updates on LinkedIn": the company page, its posts and the hashtag's feed. */
export function LinkedInUpdates({ site }: { site: SiteConfig }) {
  const updates = [
    {
      title: "Follow our company page",
      text: "Follow us on LinkedIn for community news. Every movement our moderators approve is published in the feed on this site, which you can also follow by RSS.",
      href: site.linkedinUrl,
    },
    {
      title: "Browse recent posts",
      text: "Catch up on this week's promotions, appointments and new roles in US staffing.",
      href: `${site.linkedinUrl}/posts/`,
    },
    {
      title: `Explore #${site.hashtag}`,
      text: "See what the community is posting under our hashtag, and tag your own milestones.",
      href: `https://www.linkedin.com/feed/hashtag/${site.hashtag.toLowerCase()}/`,
    },
  ];
  return (
    <ServerMemo cacheKey={`home updates ${JSON.stringify(site)}`}>
      <section aria-labelledby="updates-heading" className="page-section py-8">
        <h2 id="updates-heading" className="section-title">
          Latest updates on LinkedIn
        </h2>
        <p className="mt-2 text-slate-600">
          We post every celebrated movement on our LinkedIn page. Join the conversation there.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {updates.map((update) => (
            <li key={update.title}>
              <a
                href={update.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group card card-link"
              >
                <span className="card-link-title">
                  {update.title}
                  <Icon name="external-link" aria-hidden="true" />
                  <span className="sr-only"> (opens LinkedIn in a new tab)</span>
                </span>
                <span className="mt-2 text-sm leading-6 text-slate-600">{update.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </ServerMemo>
  );
}
