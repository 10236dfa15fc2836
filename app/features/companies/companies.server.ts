import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { getDb, getDbHandle } from "~db";
import type { Company, Database } from "~db/schema";
import { likePattern } from "~/lib/sql";
import { nameKey } from "~db/name-key";
import { isUniqueViolation } from "~db/unique-violation";
import { validationErrorToast } from "~/lib/form-state";
import { refuse, type Saved } from "~/lib/submission.server";
import { facetNames, facets, nationwide, type DirectoryFilters, type Facet } from "./directory";
import type { CompanyField } from "./fields";
import {
  alreadyListedMessage,
  awaitingReviewMessage,
  companiesPageSize,
  type CompanyInput,
} from "./schema";

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

const cardColumns = [
  "id",
  "name",
  "description",
  "industry",
  "location",
  "logo_url",
  "average_rating",
  "review_count",
  "is_demo",
] as const;

type CompaniesQuery = SelectQueryBuilder<Database, "companies", object>;
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * One page of the companies `query` selects, by name (ignoring case) then id. `walk`: read
 * companies_listing (status, lower(name), id) in that order until the page is complete, which
 * is quick when matches are common; otherwise fetch every match and sort them, which is quick
 * when they are few. (Walking for rare matches whose names sort late would read nearly the
 * whole index: PostgreSQL, guessing the matches spread evenly, would often do just that.)
 */
function cardsPage(query: CompaniesQuery, offset: number, walk: boolean): Promise<CompanyCard[]> {
  if (walk) {
    return query
      .select(cardColumns)
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .limit(companiesPageSize)
      .offset(offset)
      .execute();
  }
  return getDb()
    .with(
      (cte) => cte("matches").materialized(),
      () => query.select(cardColumns),
    )
    .selectFrom("matches")
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .limit(companiesPageSize)
    .offset(offset)
    .execute();
}

/** Matches this share of the directory (by id range) or more are common enough to walk to. */
const commonMatches = 1 / 20;
// SQLite's trigram index (migration 0005) can only match searches of 3 characters or more.
const trigramLength = 3;

/** The search as one FTS5 phrase: every character literal, quotes doubled. */
function ftsPhrase(search: string): string {
  return `"${search.replaceAll('"', '""')}"`;
}

/** Each facet's table of values. */
const choiceTables = {
  specialty: "company_specialties",
  service: "company_services",
  state: "company_states",
} as const satisfies Record<Facet, string>;

/** A filter: a facet and the one value asked for. */
type Filter = [Facet, string];

/** The stored values a filter accepts: a state also finds the companies serving the nation. */
function accepted([facet, value]: Filter) {
  return sql.join(
    facet === "state" && value !== nationwide.value ? [value, nationwide.value] : [value],
  );
}

/** Whether company `id` has the filter's value: one look-up of its table's primary key. */
function hasChoice(filter: Filter, id: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from ${sql.table(choiceTables[filter[0]])}
    where company_id = ${id} and value in (${accepted(filter)}))`;
}

/** `query` narrowed to the companies that pass every filter. */
function narrowed(query: CompaniesQuery, filters: Filter[]): CompaniesQuery {
  return filters.reduce(
    (narrow, filter) => narrow.where(hasChoice(filter, sql.ref("companies.id"))),
    query,
  );
}

function allOf(conditions: RawBuilder<boolean>[]) {
  return conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
}

/** A directory's size and its matches' number. */
interface Counted {
  total: number;
  /** The highest company id, a cheap measure of the directory's size. */
  maxId: number;
}

/**
 * A directory's matches: as a query to walk companies_listing with (`ordered`) and one to fetch
 * them by id with (`unordered`), and `count`, which counts them and reads the highest company
 * id. Each count starts from the fewest rows an index gives (a search's text index, or the
 * rarest filter's (value, company_id) index) and tests the rest row by row. On PostgreSQL,
 * whose planner orders the filters by its own statistics, the filters are not counted first,
 * and a filtered directory is counted and paged in one statement from `ids` (postgresPage).
 */
async function directoryMatches(
  search: string,
  filters: Filter[],
): Promise<{
  ordered: CompaniesQuery;
  unordered: CompaniesQuery;
  /** The matches' ids, a subquery (for postgresPage). */
  ids: RawBuilder<unknown>;
  count(): Promise<Counted>;
}> {
  const db = getDb();
  const postgres = getDbHandle().engine === "postgres";
  const approved = db.selectFrom("companies").where("status", "=", "approved");
  const counted =
    (query: RawBuilder<{ total: number | string; max_id: number | null }>) =>
    async (): Promise<Counted> => {
      const { rows } = await query.execute(db);
      return { total: Number(rows[0]?.total ?? 0), maxId: Number(rows[0]?.max_id ?? 0) };
    };
  const maxId = sql`(select max(id) from companies)`;

  if (!search) {
    // SQLite: the rarest filter leads (its index range counted first: a few thousand entries at
    // most). PostgreSQL: the first leads, and its planner joins the rest in the order it judges.
    const sizes =
      filters.length > 1 && !postgres
        ? (
            await sql<Record<string, number | string>>`select ${sql.join(
              filters.map(
                (filter, i) =>
                  sql`(select count(*) from ${sql.table(choiceTables[filter[0]])}
                    where value in (${accepted(filter)})) as ${sql.ref(`n${i}`)}`,
              ),
            )}`.execute(db)
          ).rows[0]
        : undefined;
    const size = (i: number) => Number(sizes?.[`n${i}`] ?? 0);
    const lead = filters.reduce((best, _, i) => (size(i) < size(best) ? i : best), 0);
    const leading = filters[lead] as Filter;
    const rest = filters.filter((_, i) => i !== lead);
    const id = sql.ref("d.company_id");
    // A company listed under the state and the nation is counted once, by its state's row.
    const once =
      leading[0] === "state" && leading[1] !== nationwide.value
        ? [
            sql<boolean>`(d.value <> ${nationwide.value} or not exists (select 1 from company_states
              where company_id = d.company_id and value = ${leading[1]}))`,
          ]
        : [];
    // Approval is tested last, through companies_listed_ids: an index, not the table.
    const ids = sql`select d.company_id from ${sql.table(choiceTables[leading[0]])} as d
      where d.value in (${accepted(leading)})
      ${allOf([...once, ...rest.map((filter) => hasChoice(filter, id))])}
      and exists (select 1 from companies as c where c.id = d.company_id and c.status = 'approved')`;
    return {
      ordered: narrowed(approved, filters),
      unordered: db.selectFrom("companies").where("id", "in", sql<number>`(${ids})`),
      ids,
      count: counted(sql`select count(*) as total, ${maxId} as max_id from (${ids}) as d`),
    };
  }

  if (!postgres && Array.from(search).length >= trigramLength) {
    // companies_search holds approved companies only, so it counts the matches on its own.
    const match = sql<boolean>`companies_search match ${ftsPhrase(search)}`;
    const passing = allOf(
      filters.map((filter) => hasChoice(filter, sql.ref("companies_search.rowid"))),
    );
    const matches = sql<number>`(select rowid from companies_search where ${match} ${passing})`;
    return {
      ordered: narrowed(
        approved.where(
          "id",
          "in",
          sql<number>`(select rowid from companies_search where ${match})`,
        ),
        filters,
      ),
      // Without a status condition SQLite fetches the matches by id instead of walking.
      unordered: db.selectFrom("companies").where("id", "in", matches),
      ids: sql`${matches}`,
      count: counted(sql`select count(*) as total, ${maxId} as max_id
        from companies_search where ${match} ${passing}`),
    };
  }

  // PostgreSQL's trigram indexes (pg_trgm) serve this LIKE as it is.
  const pattern = likePattern(search);
  const query = narrowed(
    approved.where((eb) =>
      eb.or(
        ["name", "industry", "location"].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    ),
    filters,
  );
  return {
    ordered: query,
    unordered: query,
    ids: sql`${query.select("id")}`,
    async count() {
      const count = await query
        .select((eb) => [
          eb.fn.countAll<string | number>().as("total"),
          eb.selectFrom("companies").select(eb.fn.max("id").as("id")).as("max_id"),
        ])
        .executeTakeFirst();
      return { total: Number(count?.total ?? 0), maxId: Number(count?.max_id ?? 0) };
    },
  };
}

/**
 * PostgreSQL: the matches counted and, when rare, their page fetched and sorted, in one
 * statement, so that they are found once instead of once for the count and again for the page
 * (at 100,000 companies finding them is most of the cost: its planner joins whole index ranges).
 * Common matches walk companies_listing afterwards, as on SQLite. The page's order and the
 * threshold (commonMatches) are cardsPage's and listCompanies'.
 */
async function postgresPage(
  ordered: CompaniesQuery,
  ids: RawBuilder<unknown>,
  offset: number,
): Promise<{ companies: CompanyCard[]; total: number }> {
  const { rows } = await sql<
    { total: number | string; max_id: number | null } & Nullable<CompanyCard>
  >`with matches (id) as materialized (${ids}),
    counted as (select count(*) as total, (select max(id) from companies) as max_id
      from matches),
    page as (select id, lower(name) as sort_key from companies
      where id in (select id from matches)
      and (select total from counted) < (select max_id from counted) * ${commonMatches}::float8
      order by sort_key, id limit ${companiesPageSize} offset ${offset})
    select counted.total, counted.max_id,
      ${sql.join(cardColumns.map((column) => sql.ref(`c.${column}`)))}
    from counted left join page on true left join companies as c on c.id = page.id
    order by page.sort_key, page.id`.execute(getDb());
  const total = Number(rows[0]?.total ?? 0);
  const maxId = Number(rows[0]?.max_id ?? 0);
  if (offset >= total) return { companies: [], total };
  if (total >= maxId * commonMatches) {
    return { companies: await cardsPage(ordered, offset, true), total };
  }
  const companies = rows.flatMap(({ total: _total, max_id: _maxId, ...card }) =>
    card.id === null ? [] : [card as CompanyCard],
  );
  return { companies, total };
}

/**
 * Approved companies, ordered by name, matching the search (case-insensitive) on name, industry
 * or location, and each filter (a specialty, a service, a state served).
 */
export async function listCompanies(
  search: string,
  page: number,
  filters: DirectoryFilters = {},
): Promise<{ companies: CompanyCard[]; total: number }> {
  const offset = (page - 1) * companiesPageSize;
  const active = facetNames.flatMap((facet): Filter[] => {
    const value = filters[facet];
    return value ? [[facet, value]] : [];
  });
  if (!search && !active.length) {
    const listed = getDb().selectFrom("companies").where("status", "=", "approved");
    const [{ total } = { total: 0 }] = await listed
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .execute();
    return { companies: await cardsPage(listed, offset, true), total: Number(total) };
  }
  const { ordered, unordered, ids, count } = await directoryMatches(search, active);
  if (getDbHandle().engine === "postgres" && active.length) {
    return postgresPage(ordered, ids, offset);
  }
  const { total, maxId } = await count();
  if (offset >= total) return { companies: [], total };
  const common = total >= maxId * commonMatches;
  return { companies: await cardsPage(common ? ordered : unordered, offset, common), total };
}

/** A company's specialties, services and states served, each in its list's order. */
export type CompanyChoices = Record<(typeof facets)[Facet]["field"], string[]>;

/** The choices of each of `ids`' companies (none: empty lists). */
export async function companyChoices(ids: number[]): Promise<Map<number, CompanyChoices>> {
  const found = new Map<number, CompanyChoices>(
    ids.map((id) => [id, { specialties: [], services: [], states: [] }]),
  );
  if (!ids.length) return found;
  const db = getDb();
  const rows = await db
    .selectFrom("company_specialties")
    .select(["company_id", "value", sql<Facet>`'specialty'`.as("facet")])
    .where("company_id", "in", ids)
    .unionAll(
      db
        .selectFrom("company_services")
        .select(["company_id", "value", sql<Facet>`'service'`.as("facet")])
        .where("company_id", "in", ids),
    )
    .unionAll(
      db
        .selectFrom("company_states")
        .select(["company_id", "value", sql<Facet>`'state'`.as("facet")])
        .where("company_id", "in", ids),
    )
    .execute();
  for (const facet of facetNames) {
    const { field, choices } = facets[facet];
    for (const [id, choicesOf] of found) {
      const values = new Set(
        rows.filter((row) => row.company_id === id && row.facet === facet).map((row) => row.value),
      );
      choicesOf[field] = choices
        .filter((choice) => values.has(choice.value))
        .map((choice) => choice.value);
    }
  }
  return found;
}

/** Stores a company's choices in place of those it had: in the caller's transaction. */
export async function saveCompanyChoices(
  trx: Kysely<Database>,
  id: number,
  choices: CompanyChoices,
): Promise<void> {
  for (const facet of facetNames) {
    const table = choiceTables[facet];
    await trx.deleteFrom(table).where("company_id", "=", id).execute();
    const values = choices[facets[facet].field];
    if (values.length)
      await trx
        .insertInto(table)
        .values(values.map((value) => ({ company_id: id, value })))
        .execute();
  }
}

export async function findApprovedCompany(
  id: number,
): Promise<(Company & CompanyChoices) | undefined> {
  const company = await getDb()
    .selectFrom("companies")
    .selectAll()
    .where("id", "=", id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (!company) return undefined;
  const choices = (await companyChoices([id])).get(id);
  return choices && { ...company, ...choices };
}

/**
 * A pending or approved company with the same name (ignoring case, spacing, punctuation, a
 * leading "The" and legal forms: db/name-key.ts), if any: one look-up of companies_name_key.
 */
async function findSameCompany(name: string) {
  return getDb()
    .selectFrom("companies")
    .select(["id", "status"])
    .where("name_key", "=", nameKey(name))
    .where("status", "in", ["approved", "pending"])
    .orderBy("status")
    .executeTakeFirst();
}

/** The answer to a company already listed, or already waiting for review: a 409. */
async function sameCompanyRefusal(name: string) {
  const same = await findSameCompany(name);
  if (!same) return undefined;
  const listed = same.status === "approved";
  return refuse<CompanyField>({
    status: 409,
    toast: validationErrorToast,
    errors: { name: listed ? alreadyListedMessage : awaitingReviewMessage },
    conflict: listed
      ? { kind: "company-listed", href: `/company/${same.id}` }
      : { kind: "company-pending" },
  });
}

/**
 * The company form's save: a company already listed, or already waiting for review, is a
 * conflict (told on the name field, with a link to the listed one); otherwise it is stored for
 * moderation and listed once approved. Of two posts that pass the check at once, the unique
 * index companies_one_per_name (migration 0007) stores one; the other gets the same conflict.
 */
export async function submitCompany(input: CompanyInput): Promise<Saved<CompanyField>> {
  const conflict = await sameCompanyRefusal(input.name);
  if (conflict) return conflict;
  const { specialties, services, states, ...company } = input;
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        const { id } = await trx
          .insertInto("companies")
          .values({
            ...company,
            name_key: nameKey(input.name),
            created_at: new Date().toISOString(),
            status: "pending",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await saveCompanyChoices(trx, id, { specialties, services, states });
      });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await sameCompanyRefusal(input.name);
    if (raced) return raced;
    throw error;
  }
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
