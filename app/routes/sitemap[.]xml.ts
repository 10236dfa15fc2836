import { listedCompanyIds } from "~/features/companies/companies.server";
import { publishedMovementIds } from "~/features/movements/feed.server";
import { publicPages } from "~/lib/pages";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { renderSitemap } from "~/lib/sitemap";

export async function loader() {
  const site = getSiteConfig();
  const [companyIds, movementIds] = await Promise.all([listedCompanyIds(), publishedMovementIds()]);
  const companies = companyIds.map((id) => ({ path: `/company/${id}`, priority: 0.6 }));
  const movements = movementIds.map((id) => ({ path: `/movements/${id}`, priority: 0.6 }));
  const xml = renderSitemap(
    [...publicPages, ...companies, ...movements].map((page) => ({
      url: absoluteUrl(site, page.path),
      priority: page.priority,
    })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
