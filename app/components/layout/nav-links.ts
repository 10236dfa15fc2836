/**
 * Every page the layout (header and footer) links to. Their routes are in the manifest a page's
 * boot module starts from (hydration-scripts.tsx: knownRoutes), so the layout's links need no
 * lazy route discovery: LayoutLink renders them without React Router's `data-discover`
 * attribute, 20 bytes a link and 18 links a page (issue 35: lighter HTML). The type keeps a
 * layout link to these paths.
 */
export const layoutPaths = [
  "/",
  "/about",
  "/posting-policy",
  "/companies",
  "/movements",
  "/assessment",
  "/tools",
  "/contact",
  "/submit",
  "/disclaimer",
  "/website-policies",
  "/your-data",
] as const;

export type LayoutPath = (typeof layoutPaths)[number];

/**
 * The header's links: the spec's six in the spec's order, with the site's two main
 * destinations, movements and the certification, beside the directory (decision 0011). Before
 * issue 31 those two were reachable only from inside pages.
 */
export const headerLinks: readonly { to: LayoutPath; label: string }[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/posting-policy", label: "Posting Policy" },
  { to: "/companies", label: "Companies" },
  { to: "/movements", label: "Movements" },
  { to: "/assessment", label: "Certification" },
  { to: "/tools", label: "Tools & Calculators" },
  { to: "/contact", label: "Contact" },
];

/** The footer's page links, in the spec's order. */
export const footerLinks: readonly { to: LayoutPath; label: string }[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/submit", label: "Submit Movement" },
  { to: "/movements", label: "Career Movements" },
  { to: "/contact", label: "Contact" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/posting-policy", label: "Posting Policy" },
  { to: "/website-policies", label: "Website Policies" },
];
