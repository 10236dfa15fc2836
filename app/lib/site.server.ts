import { getEnv } from "./env.server";
import { siteHashtag, siteName, type SiteConfig } from "./site";

export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  return {
    name: siteName,
    hashtag: siteHashtag,
    url: env.siteUrl,
    contactEmail: env.contactEmail,
    linkedinUrl: env.linkedinUrl,
  };
}
