import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "~db/schema";

/**
 * Markers in the directory's order (approved companies by lower(name), then id), so that a deep
 * page of /companies seeks to its place instead of skipping every company before it (issue 35).
 *
 * A page at offset 50,000 read 50,000 entries of companies_listing to skip them (5 to 9 ms at
 * 100,000 companies on SQLite, more on PostgreSQL); crawlers ask for every page. The marker
 * before an offset is the company at a multiple of `markerStep`: the page seeks to it through
 * the index and skips fewer than `markerStep` companies more.
 *
 * Markers are kept per process and per database, with the order's version they were read at:
 * directory_size.order_version, which triggers bump whenever a listed company is added, removed
 * or renamed (migration 0033). A page whose version differs drops them and reads them again, so
 * a moderator's decision is reflected at once. They are read lazily, only as deep as pages are
 * asked for, continuing from the last one known.
 */
export const markerStep = 500;

/** A company's place in the order: its lower(name) and id. */
export type ListingKey = readonly [sortKey: string, id: number];

interface Markers {
  version: number;
  /** keys[i] is the company at offset i * markerStep. */
  keys: ListingKey[];
  /** True once the end of the listing was reached: no more markers exist. */
  complete: boolean;
  /** The read in progress, which concurrent pages wait for instead of reading again. */
  extending?: Promise<void>;
}

const byDatabase = new WeakMap<Kysely<Database>, Markers>();

/** The companies of `query` from `after` on (itself included), in the listing's order. */
export function fromKey<O>(
  query: SelectQueryBuilder<Database, "companies", O>,
  after: ListingKey,
): SelectQueryBuilder<Database, "companies", O> {
  const [sortKey, id] = after;
  // Written so that both engines seek through companies_listing (status, lower(name), id): the
  // first condition is the index's range; SQLite does not seek on a row value's comparison.
  return query
    .where(sql<boolean>`lower(name) >= ${sortKey}`)
    .where(sql<boolean>`(lower(name) > ${sortKey} or id >= ${id})`);
}

/** Reads markers until `wanted` of them are known or the listing ends. */
async function extend(db: Kysely<Database>, markers: Markers, wanted: number): Promise<void> {
  while (!markers.complete && markers.keys.length < wanted) {
    const last = markers.keys.at(-1);
    // From the last marker (offset 0 with none), one marker's stretch at a time: every
    // markerStep-th key of the next rows, read through the index only.
    const base = db
      .selectFrom("companies")
      .where("status", "=", "approved")
      .select([sql<string>`lower(name)`.as("sort_key"), "id"]);
    const rows = await (last ? fromKey(base, last).offset(markerStep) : base)
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .limit(1)
      .execute();
    const row = rows[0];
    if (!row) {
      markers.complete = true;
      return;
    }
    markers.keys.push([row.sort_key, Number(row.id)]);
    // Each marker is a read of its own; between every twenty, other requests get their turn.
    if (markers.keys.length % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Where the page at `offset` starts: the marker to seek from (none: the listing's start) and how
 * many companies after it to skip. `version` is directory_size.order_version, read with the page.
 */
export async function listingStart(
  db: Kysely<Database>,
  version: number,
  offset: number,
): Promise<{ after?: ListingKey; skip: number }> {
  const index = Math.floor(offset / markerStep);
  if (index === 0) return { skip: offset };
  let markers = byDatabase.get(db);
  if (!markers || markers.version !== version) {
    markers = { version, keys: [], complete: false };
    byDatabase.set(db, markers);
  }
  while (markers.keys.length <= index && !markers.complete) {
    if (!markers.extending) {
      const current = markers;
      current.extending = extend(db, current, index + 1).finally(() => {
        current.extending = undefined;
      });
    }
    await markers.extending;
  }
  const marker = markers.keys[index];
  // Past the listing's end: the plain offset gives the same empty page.
  if (!marker) return { skip: offset };
  return { after: marker, skip: offset - index * markerStep };
}
