import { tools } from "~/content/tools";

/** Every public, indexable page, for the sitemap. Pages with parameters are listed by their own features. */
export const publicPages: readonly { path: string; priority: number }[] = [
  { path: "/", priority: 1.0 },
  { path: "/about", priority: 0.8 },
  { path: "/submit", priority: 0.7 },
  { path: "/movements", priority: 0.9 },
  { path: "/companies", priority: 0.9 },
  { path: "/submit-company", priority: 0.5 },
  { path: "/contact", priority: 0.6 },
  { path: "/assessment", priority: 0.8 },
  { path: "/tools", priority: 0.8 },
  ...tools.map((tool) => ({ path: tool.path, priority: 0.8 })),
  { path: "/disclaimer", priority: 0.3 },
  { path: "/posting-policy", priority: 0.5 },
  { path: "/website-policies", priority: 0.3 },
];
