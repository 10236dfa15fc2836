/**
 * Editorial content for the five free Indian-rupee calculator pages: one module per page,
 * so that each page downloads only its own article.
 *
 * Every worked example in them was checked against the exact formula the page
 * computes, so the figures shown to readers match what the calculator returns
 * for the same inputs. Amounts use Indian digit grouping (lakh = 1,00,000;
 * crore = 1,00,00,000).
 */

export interface Faq {
  question: string;
  answer: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** Where a page's facts come from, and when they were last checked against them. */
export interface Sources {
  heading: string;
  note: string;
  links: { label: string; href: string }[];
  /** The date of the last review, YYYY-MM-DD. */
  reviewed: string;
}

export interface CalculatorContent {
  /** <title> without the site name, e.g. "SIP Calculator: Estimate Mutual Fund SIP Returns" (max 60 chars) */
  title: string;
  /** meta description, 120-160 characters */
  description: string;
  /** the page's h1 */
  heading: string;
  /** one paragraph under the h1 */
  intro: string;
  /** "What is ...?" explanation */
  explanation: ContentSection;
  /** the formula in words and symbols; `expression` is a plain-text formula line, legend explains each symbol */
  formula: { heading: string; expression: string; legend: string[] };
  /** a worked example whose numbers are EXACTLY what the formula below gives (verify with node) */
  example: ContentSection;
  /** numbered how-to steps (4-6), referring to the page's input labels given below */
  howTo: string[];
  /** 4-6 advantages of using the calculator */
  advantages: string[];
  /** extra sections (may be empty) */
  sections: ContentSection[];
  faqs: Faq[];
  /** Required where the page states law or tax rules people act on. */
  sources?: Sources;
}
