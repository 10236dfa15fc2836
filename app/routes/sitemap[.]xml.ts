import { publicPages } from "~/lib/pages";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { renderSitemap } from "~/lib/sitemap";

export function loader() {
  const site = getSiteConfig();
  const xml = renderSitemap(
    publicPages.map((page) => ({ url: absoluteUrl(site, page.path), priority: page.priority })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
