import { toolLinks, type ToolLink } from "./tool-links";

export type { ToolCategory } from "./tool-links";

export interface ToolSummary extends ToolLink {
  description: string;
}

const descriptions: Record<string, string> = {
  "/gratuity-calculator":
    "Estimate your gratuity in India under the Code on Social Security, 2020, which replaced the Payment of Gratuity Act: permanent and fixed-term staff.",
  "/simple-interest-calculator":
    "Find the interest and total amount on a principal for any rate and period in years, months or days.",
  "/sip-calculator":
    "See what a monthly systematic investment plan could grow to: amount invested, estimated returns and total value.",
  "/compound-interest-calculator":
    "Work out interest compounded yearly, half-yearly, quarterly, monthly or daily on any principal.",
  "/swp-calculator":
    "Plan a systematic withdrawal: how much you withdraw, what remains, and how long your corpus lasts.",
  "/time-zone-converter":
    "Convert interview and call times between India and US time zones, with daylight saving handled for you.",
  "/xray-search-builder":
    "Build Google X-Ray queries that find candidate profiles on LinkedIn, GitHub and four more sites by title, skills and location, with exclusions.",
  "/boolean-search-builder":
    "Turn titles and keywords into a clean Boolean string for LinkedIn, job boards or your ATS.",
};

/** The eight free tools, in the order the tools hub shows them, with what each one does. */
export const tools: readonly ToolSummary[] = toolLinks.map((tool) => ({
  ...tool,
  description: descriptions[tool.path] ?? "",
}));
