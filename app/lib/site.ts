/** The site's identity. Fixed parts live here; the deployable parts come from the environment. */
export const siteName = "Staffing Spotlight";
export const siteHashtag = "StaffingSpotlight";
export const siteTagline = "Celebrating Staffing Success Stories";

export interface SiteConfig {
  name: string;
  hashtag: string;
  /** Public origin without a trailing slash, e.g. https://staffingspotlight.com */
  url: string;
  contactEmail: string;
  linkedinUrl: string;
}

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export function absoluteUrl(site: Pick<SiteConfig, "url">, path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** A published movement's page and its LinkedIn share link (the page's button; the approval e-mail). */
export function movementShareLinks(
  site: Pick<SiteConfig, "url" | "hashtag">,
  movement: { id: number; name: string; newRole: string; company: string },
): { url: string; linkedIn: string } {
  const url = absoluteUrl(site, `/movements/${movement.id}`);
  const text = `Congratulations to ${movement.name} on the new role as ${movement.newRole} at ${movement.company}! ${url} #${site.hashtag}`;
  return {
    url,
    linkedIn: `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(text)}`,
  };
}

const shareMovementBody = `Hello Staffing Spotlight team,

I would like to share a career movement:

Name:
New role:
Company:
Previous role and company (optional):
Location (optional):
A few words about the move:
Link to the announcement (optional):

Thank you!`;

/** The 'Share Movement' mail link: subject 'Share Movement' and a short template to fill in. */
export function shareMovementMailto(site: Pick<SiteConfig, "contactEmail">): string {
  return `${mailto(site.contactEmail, "Share Movement")}&body=${encodeURIComponent(shareMovementBody)}`;
}

const postRemovalBody = `Hello Staffing Spotlight team,

Please remove the following post:

Link to the post:
Your name:
Reason (optional):

Thank you.`;

/** The 'Post Removal' mail link. */
export function postRemovalMailto(site: Pick<SiteConfig, "contactEmail">): string {
  return `${mailto(site.contactEmail, "Post Removal Request")}&body=${encodeURIComponent(postRemovalBody)}`;
}
