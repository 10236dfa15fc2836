import { sql } from "kysely";
import { getDb } from "../../../db";
import type { Company } from "../../../db/schema";
import { likePattern } from "~/lib/sql";
import { nameKey } from "./name-key";
import { companiesPageSize, type CompanyInput } from "./schema";

export type CompanyCard = Pick<
  Company,
  | "id"
  | "name"
  | "description"
  | "industry"
  | "location"
  | "logo_url"
  | "average_rating"
  | "review_count"
  | "is_demo"
>;

/** Approved companies, ordered by name, matching the search (case-insensitive) on name, industry or location. */
export async function listCompanies(
  search: string,
  page: number,
): Promise<{ companies: CompanyCard[]; total: number }> {
  const db = getDb();
  let query = db.selectFrom("companies").where("status", "=", "approved");
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or(
        ["name", "industry", "location"].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [{ total } = { total: 0 }] = await query
    .select((eb) => eb.fn.countAll<string | number>().as("total"))
    .execute();
  const companies = await query
    .select([
      "id",
      "name",
      "description",
      "industry",
      "location",
      "logo_url",
      "average_rating",
      "review_count",
      "is_demo",
    ])
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .limit(companiesPageSize)
    .offset((page - 1) * companiesPageSize)
    .execute();
  return { companies, total: Number(total) };
}

export async function findApprovedCompany(id: number): Promise<Company | undefined> {
  return getDb()
    .selectFrom("companies")
    .selectAll()
    .where("id", "=", id)
    .where("status", "=", "approved")
    .executeTakeFirst();
}

/** A pending or approved company with the same name (ignoring case and spacing), if any. */
export async function findSameCompany(name: string) {
  return getDb()
    .selectFrom("companies")
    .select(["id", "status"])
    .where("name_key", "=", nameKey(name))
    .where("status", "in", ["approved", "pending"])
    .orderBy("status")
    .executeTakeFirst();
}

/** Stores a company for moderation; it is listed once approved. */
export async function createCompany(input: CompanyInput): Promise<number> {
  const { id } = await getDb()
    .insertInto("companies")
    .values({
      ...input,
      name_key: nameKey(input.name),
      created_at: new Date().toISOString(),
      status: "pending",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Ids of every listed company, for the sitemap. */
export async function listedCompanyIds(): Promise<number[]> {
  const rows = await getDb()
    .selectFrom("companies")
    .select("id")
    .where("status", "=", "approved")
    .orderBy("id")
    .limit(50_000)
    .execute();
  return rows.map((row) => row.id);
}
