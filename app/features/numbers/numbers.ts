import { formatCount } from "~/lib/numbers";

/**
 * The site's numbers (home and about pages), counted from the database by numbers.server.ts:
 * what each one counts, and when it is shown. Issue 27: no figure is typed in or padded.
 */

/** Below this, a count is not shown: the block says what is true instead (a young site). */
export const shownFrom = 10;

export interface SiteCounts {
  /** Approved movements: the feed's. */
  movements: number;
  /** Listed (approved) companies: the directory's size. */
  companies: number;
  /** Certificates passed and issued with a reference, not revoked: those /verify calls valid. */
  certificates: number;
  /** Approved reviews of listed companies: those a company's profile shows. */
  reviews: number;
}

/** A count as shown, exactly, with US digit grouping ("1,234"), once it reaches shownFrom. */
export function shownCount(count: number): string | null {
  return count >= shownFrom ? formatCount(count) : null;
}
