import { getSiteConfig } from "~/lib/site.server";
import { absoluteUrl } from "~/lib/site";

export function loader() {
  const site = getSiteConfig();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "",
    `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
