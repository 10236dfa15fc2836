import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";

/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem. It must name an
 * expiry date; a rolling year keeps it current for as long as the site runs.
 */
export function loader() {
  const site = getSiteConfig();
  const expires = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const body = [
    `Contact: mailto:${site.contactEmail}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${absoluteUrl(site, "/.well-known/security.txt")}`,
    `Policy: ${absoluteUrl(site, "/website-policies")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
