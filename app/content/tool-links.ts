// The eight free tools' names and paths: a small module, so that a tool page's "More free tools"
// list does not bring every tool's description into the browser (tools.ts has those).

export type ToolCategory = "calculator" | "recruiter";

export interface ToolLink {
  path: string;
  name: string;
  category: ToolCategory;
}

/** The eight free tools, in the order the tools hub shows them. */
export const toolLinks: readonly ToolLink[] = [
  { path: "/gratuity-calculator", name: "Gratuity Calculator", category: "calculator" },
  {
    path: "/simple-interest-calculator",
    name: "Simple Interest Calculator",
    category: "calculator",
  },
  { path: "/sip-calculator", name: "SIP Calculator", category: "calculator" },
  {
    path: "/compound-interest-calculator",
    name: "Compound Interest Calculator",
    category: "calculator",
  },
  { path: "/swp-calculator", name: "SWP Calculator", category: "calculator" },
  { path: "/time-zone-converter", name: "Time Zone Converter", category: "recruiter" },
  { path: "/xray-search-builder", name: "X-Ray Search Builder", category: "recruiter" },
  { path: "/boolean-search-builder", name: "Boolean Search Builder", category: "recruiter" },
];
