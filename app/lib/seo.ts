import type { MetaDescriptor } from "react-router";
import { absoluteUrl, siteName, type SiteConfig } from "./site";

interface SeoInput {
  /** Page title without the site name; omit for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  type?: "website" | "article";
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The site config from the root loader, as seen by a route's `meta` function. */
export function siteFromMatches(
  matches: readonly (MatchWithData | undefined)[],
): SiteConfig | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return (root as { site?: SiteConfig } | undefined)?.site;
}

export const ogImagePath = "/og-image.png";

/** Title, description, canonical URL, Open Graph tags and X's card type for one page. */
export function seo(
  input: SeoInput,
  matches: readonly (MatchWithData | undefined)[],
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const title = input.title
    ? `${input.title} | ${siteName}`
    : `${siteName}: Celebrating Staffing Success Stories`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:locale", content: "en_US" },
    // X reads a card's title, description and image from the Open Graph tags when its own
    // twitter:title, twitter:description and twitter:image are absent (X's "Cards markup"
    // reference: the Open Graph fallback), so those are not sent twice (issue 35: lighter HTML).
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (site) {
    const url = absoluteUrl(site, input.path);
    const image = absoluteUrl(site, ogImagePath);
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: `${siteName}: Celebrating Staffing Success Stories` },
    );
  }
  return tags;
}
