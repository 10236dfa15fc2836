import { confirmedText } from "~/features/movements/confirmed-text";
import { latestMovements } from "~/features/movements/feed.server";
import { searchParam } from "~/lib/params";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/movements-rss[.]xml";

/** RSS 2.0 of the latest approved movements; `?tag=` narrows it to one tag. */
export async function loader({ request }: Route.LoaderArgs) {
  const site = getSiteConfig();
  // Cleaned as the feed page's tag is: half an emoji could not go through encodeURIComponent.
  const tag = searchParam(new URL(request.url), "tag");
  const movements = await latestMovements(tag, 50);
  const feedUrl = absoluteUrl(
    site,
    tag ? `/movements/rss.xml?tag=${encodeURIComponent(tag)}` : "/movements/rss.xml",
  );
  const items = movements
    .map((movement) => {
      const link = absoluteUrl(site, `/movements/${movement.id}`);
      return [
        "    <item>",
        `      <title>${escapeXml(`${movement.name}: ${movement.newRole} at ${movement.company}`)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(movement.createdAt).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(
          movement.confirmed
            ? `${confirmedText(movement.confirmed)}. ${movement.description}`
            : movement.description,
        )}</description>`,
        ...movement.tags.map((item) => `      <category>${escapeXml(item)}</category>`),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(tag ? `Staffing Spotlight: #${tag} movements` : "Staffing Spotlight: career movements")}</title>
    <link>${escapeXml(absoluteUrl(site, "/movements"))}</link>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />
    <description>Promotions, new roles and leadership changes in US staffing and recruitment.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
