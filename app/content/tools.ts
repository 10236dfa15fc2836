export type ToolCategory = "calculator" | "recruiter";

export interface ToolSummary {
  path: string;
  name: string;
  description: string;
  category: ToolCategory;
}

/** The eight free tools, in the order the tools hub shows them. */
export const tools: readonly ToolSummary[] = [
  {
    path: "/gratuity-calculator",
    name: "Gratuity Calculator",
    description:
      "Estimate your gratuity in India under the Code on Social Security, 2020, which replaced the Payment of Gratuity Act: permanent and fixed-term staff.",
    category: "calculator",
  },
  {
    path: "/simple-interest-calculator",
    name: "Simple Interest Calculator",
    description:
      "Find the interest and total amount on a principal for any rate and period in years, months or days.",
    category: "calculator",
  },
  {
    path: "/sip-calculator",
    name: "SIP Calculator",
    description:
      "See what a monthly systematic investment plan could grow to: amount invested, estimated returns and total value.",
    category: "calculator",
  },
  {
    path: "/compound-interest-calculator",
    name: "Compound Interest Calculator",
    description:
      "Work out interest compounded yearly, half-yearly, quarterly, monthly or daily on any principal.",
    category: "calculator",
  },
  {
    path: "/swp-calculator",
    name: "SWP Calculator",
    description:
      "Plan a systematic withdrawal: how much you withdraw, what remains, and how long your corpus lasts.",
    category: "calculator",
  },
  {
    path: "/time-zone-converter",
    name: "Time Zone Converter",
    description:
      "Convert interview and call times between India and US time zones, with daylight saving handled for you.",
    category: "recruiter",
  },
  {
    path: "/xray-search-builder",
    name: "X-Ray Search Builder",
    description:
      "Build Google X-Ray queries that find candidate profiles on LinkedIn, GitHub and four more sites by title, skills and location, with exclusions.",
    category: "recruiter",
  },
  {
    path: "/boolean-search-builder",
    name: "Boolean Search Builder",
    description:
      "Turn titles and keywords into a clean Boolean string for LinkedIn, job boards or your ATS.",
    category: "recruiter",
  },
];
