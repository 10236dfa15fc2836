/**
 * The header's links: the spec's six in the spec's order, with the site's two main
 * destinations, movements and the certification, beside the directory (decision 0011). Before
 * issue 31 those two were reachable only from inside pages.
 */
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/posting-policy", label: "Posting Policy" },
  { to: "/companies", label: "Companies" },
  { to: "/movements", label: "Movements" },
  { to: "/assessment", label: "Certification" },
  { to: "/tools", label: "Tools & Calculators" },
  { to: "/contact", label: "Contact" },
] as const;

/** The footer's page links, in the spec's order. */
export const footerLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/submit", label: "Submit Movement" },
  { to: "/movements", label: "Career Movements" },
  { to: "/contact", label: "Contact" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/posting-policy", label: "Posting Policy" },
  { to: "/website-policies", label: "Website Policies" },
] as const;
