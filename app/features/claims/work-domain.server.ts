import freeMailDomains from "email-providers";
import { getDomain, getHostname } from "tldts";
import { isDisposableAddress } from "~/features/assessment/disposable";

// Whose address may claim a company's profile (issue 32): one at the company's own domain. The
// address's registrable domain (the part a company buys: "acme.com", "acme.co.uk",
// "acme.wixsite.com") must be the website's, read with the public-suffix list (tldts, private
// suffixes included, so a site on a shared host is its own domain and the host's address is
// nobody's). Free and disposable mail providers are refused from kept lists (email-providers,
// disposable-email-domains-js), never a hand-written one.

const freeMail: ReadonlySet<string> = new Set(freeMailDomains);
const options = { allowPrivateDomains: true } as const;

export const noWebsiteMessage =
  "This company has no website on its profile yet, so we cannot check a work address against it. A moderator can add the website: write to us through the contact page.";
export const freeMailMessage =
  "Please use your work e-mail at the company's own domain: addresses at free mail providers cannot claim a profile.";
export const disposableMessage =
  "Please use your work e-mail at the company's own domain: disposable addresses cannot claim a profile.";
export const otherDomainMessage = (domain: string) =>
  `Please use your work e-mail at ${domain}, the domain of the company's website.`;

/** The registrable domain of a website as typed ("https://www.acme.co.uk/jobs" → "acme.co.uk"). */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  const hostname = getHostname(website.includes("://") ? website : `https://${website}`);
  return hostname ? getDomain(hostname, options) : null;
}

function addressDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * Why this address cannot claim a company whose website is `website`, or null when it can: its
 * domain is the website's registrable domain or a subdomain of it.
 */
export function workAddressProblem(email: string, website: string | null): string | null {
  const site = websiteDomain(website);
  if (!site) return noWebsiteMessage;
  const host = addressDomain(email);
  const domain = getDomain(host, options);
  if (isDisposableAddress(email)) return disposableMessage;
  if (freeMail.has(host) || (domain && freeMail.has(domain))) return freeMailMessage;
  if (!domain || domain !== site) return otherDomainMessage(site);
  return null;
}

/** Whether a company with this website can be claimed at all. */
export function canBeClaimed(website: string | null): boolean {
  const site = websiteDomain(website);
  return site !== null && !freeMail.has(site);
}
