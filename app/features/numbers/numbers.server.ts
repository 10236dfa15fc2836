import { getDb } from "~db";
import type { SiteCounts } from "./numbers";

/**
 * The site's four counts, read in one statement from two rows that triggers keep (decision
 * 0026's directory_size and migration 0024's site_counts), so the cost does not grow with the
 * data. Nothing is kept between requests: the page cache already keeps the pages that show them
 * (decision 0016), so a saved change reaches these numbers as soon as the rest of those pages.
 */
export async function siteCounts(): Promise<SiteCounts> {
  const row = await getDb()
    .selectFrom(["site_counts", "directory_size"])
    .select([
      "site_counts.movements",
      "directory_size.listed as companies",
      "site_counts.certificates",
      "site_counts.reviews",
    ])
    .where("site_counts.id", "=", 1)
    .where("directory_size.id", "=", 1)
    .executeTakeFirst();
  return {
    movements: Number(row?.movements ?? 0),
    companies: Number(row?.companies ?? 0),
    certificates: Number(row?.certificates ?? 0),
    reviews: Number(row?.reviews ?? 0),
  };
}
