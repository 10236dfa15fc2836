// The three recruiter tool pages' articles: one module per page, so that each page downloads
// only its own article.

export interface Faq {
  question: string;
  answer: string;
}

export interface ToolContent {
  /** The page <title>, without the site name. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  /** Numbered steps that use the labels shown on the page. */
  howTo: string[];
  tips: string[];
  faqs: Faq[];
}
