import type { MetaDescriptor } from "react-router";
import { absoluteUrl, siteName, type SiteConfig } from "./site";

interface SeoInput {
  /** Page title without the site name; omit for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  type?: "website" | "article";
  /** The page's own share card (a 1200 x 630 PNG) in place of the site's image. */
  image?: ShareImage;
}

/** A page's own 1200 x 630 PNG for link previews, and what it shows in words. */
export interface ShareImage {
  /** Path of the image, e.g. "/movements/12/card/0123456789abcdef.png". */
  path: string;
  alt: string;
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

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function seo(
  input: SeoInput,
  matches: readonly (MatchWithData | undefined)[],
): MetaDescriptor[] {
  return seoTags(input, siteFromMatches(matches));
}

/**
 * The same tags, for a loader that knows the site itself (getSiteConfig) and hands the page
 * finished tags: their code then stays on the server, out of the page's JavaScript.
 */
export function seoTags(input: SeoInput, site: SiteConfig | undefined): MetaDescriptor[] {
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (site) {
    const url = absoluteUrl(site, input.path);
    const image = absoluteUrl(site, input.image?.path ?? ogImagePath);
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      ...(input.image ? [{ property: "og:image:type", content: "image/png" }] : []),
      {
        property: "og:image:alt",
        content: input.image?.alt ?? `${siteName}: Celebrating Staffing Success Stories`,
      },
      { name: "twitter:image", content: image },
    );
    if (input.image) tags.push({ name: "twitter:image:alt", content: input.image.alt });
  }
  return tags;
}
