import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { tools, type ToolCategory } from "~/content/tools";
import { absoluteUrl } from "~/lib/site";
import { seo } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/tools";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Free Tools & Calculators",
      path: "/tools",
      description:
        "Free gratuity, simple interest, SIP, compound interest and SWP calculators, a time zone converter, and X-Ray and Boolean search builders for recruiters.",
    },
    matches,
  );

const icons: Record<string, IconName> = {
  "/gratuity-calculator": "gift",
  "/simple-interest-calculator": "percent",
  "/sip-calculator": "piggy-bank",
  "/compound-interest-calculator": "trending-up",
  "/swp-calculator": "wallet",
  "/time-zone-converter": "clock",
  "/xray-search-builder": "search",
  "/boolean-search-builder": "landmark",
};

const groups: { category: ToolCategory; heading: string; text: string }[] = [
  {
    category: "calculator",
    heading: "Financial calculators",
    text: "Amounts in rupees with Indian digit grouping, worked out the moment you press calculate.",
  },
  {
    category: "recruiter",
    heading: "Recruiter tools",
    text: "Schedule across time zones and build sourcing strings without memorizing operators.",
  },
];

export default function Tools() {
  const site = useSite();
  const shareUrl = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(absoluteUrl(site, "/tools"))}`;
  return (
    <>
      <PageHeader eyebrow="Free for everyone" title="Tools & Calculators">
        <p>
          Eight free tools for staffing professionals and job seekers. No sign-up, no downloads,
          nothing to pay.
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {groups.map((group) => (
          <section
            key={group.category}
            aria-labelledby={`${group.category}-heading`}
            className="pt-12"
          >
            <h2
              id={`${group.category}-heading`}
              className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
            >
              {group.category === "calculator" ? (
                <Icon name="calculator" aria-hidden="true" className="size-6 text-brand-700" />
              ) : (
                <Icon name="search" aria-hidden="true" className="size-6 text-brand-700" />
              )}
              {group.heading}
            </h2>
            <p className="mt-2 text-slate-600">{group.text}</p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {tools
                .filter((tool) => tool.category === group.category)
                .map((tool) => {
                  const icon = icons[tool.path] ?? "calculator";
                  return (
                    <li key={tool.path}>
                      <PageLink to={tool.path} className="group card card-link">
                        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                          <Icon name={icon} aria-hidden="true" className="size-5" />
                        </span>
                        <span className="mt-4 font-semibold text-slate-900 group-hover:text-brand-800">
                          {tool.name}
                        </span>
                        <span className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                          {tool.description}
                        </span>
                        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                          Open tool
                          <Icon
                            name="arrow-right"
                            aria-hidden="true"
                            className="transition group-hover:translate-x-0.5"
                          />
                        </span>
                      </PageLink>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}

        <section
          aria-labelledby="tools-community-heading"
          className="mt-16 grid gap-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm md:grid-cols-2 md:items-center"
        >
          <div>
            <h2 id="tools-community-heading" className="text-xl font-bold text-slate-900">
              Spread the word
            </h2>
            <p className="mt-2 text-slate-600">
              Know a recruiter who would use these? Share the tools, follow us on LinkedIn, or tell
              us which tool we should build next.
            </p>
          </div>
          <ul className="flex flex-wrap gap-3 md:justify-end">
            <li>
              <a
                href={shareUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("secondary")}
              >
                <Icon name="external-link" aria-hidden="true" />
                Share on LinkedIn
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a
                href={site.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("secondary")}
              >
                <Icon name="external-link" aria-hidden="true" />
                Follow on LinkedIn
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <PageLink to="/contact" className={buttonClass("primary")}>
                <Icon name="mail" aria-hidden="true" />
                Contact Us
              </PageLink>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
