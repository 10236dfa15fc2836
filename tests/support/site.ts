import type { SiteConfig } from "~/lib/site";

/** A site's configuration for tests that render what shows it (the layout, the home page). */
export const testSite: SiteConfig = {
  name: "Staffing Spotlight",
  hashtag: "StaffingSpotlight",
  url: "https://staffingspotlight.example",
  contactEmail: "hello@staffingspotlight.example",
  linkedinUrl: "https://www.linkedin.com/company/staffing-spotlight",
};
