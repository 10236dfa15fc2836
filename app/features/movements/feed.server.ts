import { sql } from "kysely";
import { getDb } from "~db";
import { nameKey } from "~db/name-key";
import { likePattern } from "~/lib/sql";

export const feedPageSize = 12;

export interface FeedMovement {
  id: number;
  name: string;
  previousRole: string | null;
  newRole: string;
  company: string;
  previousCompany: string | null;
  location: string | null;
  description: string;
  createdAt: string;
  tags: string[];
  /** The company's directory profile, when it is listed there. */
  companyId: number | null;
  /** "Confirmed by {first name}" on {date}: the featured person confirmed it (issue 31). */
  confirmed: { by: string; at: string } | null;
}

async function withTagsAndCompanies(
  rows: {
    id: number;
    name: string;
    previous_role: string | null;
    new_role: string;
    company: string;
    previous_company: string | null;
    location: string | null;
    description: string;
    created_at: string;
    person_confirmed_at: string | null;
    person_confirmed_name: string | null;
  }[],
): Promise<FeedMovement[]> {
  if (!rows.length) return [];
  const db = getDb();
  const tags = await db
    .selectFrom("movement_tags")
    .select(["movement_id", "tag"])
    .where(
      "movement_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("tag")
    .execute();
  const keys = [...new Set(rows.map((row) => nameKey(row.company)))];
  // Found by name alone, the status checked here: with both in the query, SQLite's planner
  // picks the status index and reads every approved company (4.5 ms at 10,000) instead of the
  // few the names match.
  const companies = await db
    .selectFrom("companies")
    .select(["id", "name_key", "status"])
    .where("name_key", "in", keys)
    .execute();
  const companyIds = new Map(
    companies
      .filter((company) => company.status === "approved")
      .map((company) => [company.name_key, company.id]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    previousRole: row.previous_role,
    newRole: row.new_role,
    company: row.company,
    previousCompany: row.previous_company,
    location: row.location,
    description: row.description,
    createdAt: row.created_at,
    tags: tags.filter((tag) => tag.movement_id === row.id).map((tag) => tag.tag),
    companyId: companyIds.get(nameKey(row.company)) ?? null,
    confirmed:
      row.person_confirmed_at && row.person_confirmed_name
        ? { by: row.person_confirmed_name, at: row.person_confirmed_at }
        : null,
  }));
}

const columns = [
  "movement_submissions.id",
  "name",
  "previous_role",
  "new_role",
  "company",
  "previous_company",
  "location",
  "description",
  "created_at",
  "person_confirmed_at",
  "person_confirmed_name",
] as const;

/**
 * The approved movements that match a search (name, company or new role) and carry a tag (either
 * may be "").
 */
function approvedMovements(search: string, tag: string) {
  let query = getDb().selectFrom("movement_submissions").where("status", "=", "approved");
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or(
        ["name", "company", "new_role"].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (tag) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("movement_tags")
          .select("movement_tags.tag")
          .whereRef("movement_tags.movement_id", "=", "movement_submissions.id")
          .where(sql<boolean>`lower(movement_tags.tag) = ${tag.toLowerCase()}`),
      ),
    );
  }
  return query;
}

/** The newest first, `limit` of them after skipping `offset`. */
async function newestOf(query: ReturnType<typeof approvedMovements>, limit: number, offset = 0) {
  const rows = await query
    .select([...columns])
    .orderBy("created_at", "desc")
    .orderBy("movement_submissions.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return withTagsAndCompanies(rows);
}

/** A page of the feed, and how many movements match in all. */
export async function listMovements(
  search: string,
  tag: string,
  page: number,
  pageSize = feedPageSize,
) {
  const query = approvedMovements(search, tag);
  const [{ total } = { total: 0 }] = await query
    .select((eb) => eb.fn.countAll<string | number>().as("total"))
    .execute();
  return {
    movements: await newestOf(query, pageSize, (page - 1) * pageSize),
    total: Number(total),
  };
}

/**
 * The newest approved movements (carrying `tag`, unless it is ""), for the home page and the RSS
 * feed, which show no count: one statement fewer than a page of the feed.
 */
export async function latestMovements(tag: string, limit: number) {
  return newestOf(approvedMovements("", tag), limit);
}

export async function findApprovedMovement(id: number): Promise<FeedMovement | undefined> {
  const row = await getDb()
    .selectFrom("movement_submissions")
    .select([...columns])
    .where("movement_submissions.id", "=", id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return row ? (await withTagsAndCompanies([row]))[0] : undefined;
}

/** Whether the person a movement was about took it down (its page then answers 410). */
export async function wasTakenDown(id: number): Promise<boolean> {
  const row = await getDb()
    .selectFrom("movement_submissions")
    .select("id")
    .where("id", "=", id)
    .where("status", "=", "removed")
    .where("taken_down_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The most used tags of approved movements, for the feed's filter. */
export async function popularTags(limit = 12): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("movement_tags")
    .innerJoin("movement_submissions", "movement_submissions.id", "movement_tags.movement_id")
    .where("movement_submissions.status", "=", "approved")
    .select(["movement_tags.tag", (eb) => eb.fn.countAll<string | number>().as("uses")])
    .groupBy("movement_tags.tag")
    .orderBy("uses", "desc")
    .orderBy("movement_tags.tag")
    .limit(limit)
    .execute();
  return rows.map((row) => row.tag);
}

/** Ids of every published movement, for the sitemap. */
export async function publishedMovementIds(): Promise<number[]> {
  const rows = await getDb()
    .selectFrom("movement_submissions")
    .select("id")
    .where("status", "=", "approved")
    .orderBy("id")
    .limit(50_000)
    .execute();
  return rows.map((row) => row.id);
}
