import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { getDb, getDbHandle } from "~db";
import type { Company, Database } from "~db/schema";
import { likePattern } from "~/lib/sql";
import { nameKey } from "~db/name-key";
import { isUniqueViolation } from "~db/unique-violation";
import { validationErrorToast } from "~/lib/form-state";
import { refuse, type Saved } from "~/lib/submission.server";
import {
  countCap,
  facetNames,
  facets,
  nationwide,
  type DirectoryFilters,
  type Facet,
} from "./directory";
import type { CompanyField } from "./fields";
import { fromKey, listingStart } from "./listing-markers.server";
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

/** Every column of a company (PostgreSQL's companies.facets, an index's words, is not one). */
export const companyColumns = [
  "id",
  "created_at",
  "status",
  "name",
  "name_key",
  "website",
  "description",
  "industry",
  "location",
  "employee_count",
  "logo_url",
  "company_updated_at",
  "average_rating",
  "review_count",
  "is_demo",
] as const satisfies readonly (keyof Company)[];

/** A page of the directory. */
export interface DirectoryPage {
  companies: CompanyCard[];
  /** The number of matches, or countCap + 1 when there are more than countCap (`exact` false). */
  total: number;
  exact: boolean;
  /** Whether a next page has companies. */
  hasNext: boolean;
}

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
export type Filter = [Facet, string];

/** The active filters, in the facets' order. */
export function activeFilters(filters: DirectoryFilters): Filter[] {
  return facetNames.flatMap((facet): Filter[] => {
    const value = filters[facet];
    return value ? [[facet, value]] : [];
  });
}

/** The stored values a filter accepts: a state also finds the companies serving the nation. */
function acceptedValues([facet, value]: Filter): string[] {
  return facet === "state" && value !== nationwide.value ? [value, nationwide.value] : [value];
}

/** Whether company `id` has the filter's value: one look-up of its table's primary key. */
function hasChoice(filter: Filter, id: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from ${sql.table(choiceTables[filter[0]])}
    where company_id = ${id} and value in (${sql.join(acceptedValues(filter))}))`;
}

/** `query` narrowed to the companies that pass every filter, tested row by row. */
function narrowed(query: CompaniesQuery, filters: Filter[]): CompaniesQuery {
  return filters.reduce(
    (narrow, filter) => narrow.where(hasChoice(filter, sql.ref("companies.id"))),
    query,
  );
}

/**
 * SQLite: the filters as a query of companies_facets (migration 0019), whose words are each
 * listed company's choices ("specialtyit", "statetx"). The values come from the directory's
 * lists (parseFilters), so each word is letters and digits only.
 */
function facetsMatch(filters: Filter[]): string {
  return filters
    .map((filter) => {
      const words = acceptedValues(filter).map((value) =>
        `${filter[0]}${value.replaceAll("-", "")}`.toLowerCase(),
      );
      return `(${words.join(" OR ")})`;
    })
    .join(" AND ");
}

/** PostgreSQL: the filters as conditions on companies.facets (migration 0019), its GIN index. */
function facetsConditions(filters: Filter[]): RawBuilder<boolean>[] {
  return filters.map((filter) => {
    const words = acceptedValues(filter).map((value) => `${filter[0]}:${value}`);
    return words.length === 1
      ? sql<boolean>`facets @> ${words}::text[]`
      : sql<boolean>`facets && ${words}::text[]`;
  });
}

/** Whether a company's name, industry or location holds `search`, ignoring case. */
function holds(search: string) {
  const pattern = likePattern(search);
  return sql<boolean>`(${sql.join(
    ["name", "industry", "location"].map(
      (column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
    ),
    sql` or `,
  )})`;
}

/**
 * A search's or filters' matches: `ids`, a subquery (in parentheses) of their ids found through
 * the indexes (a search's trigram index, the filters' index of choices), and `ordered`, the same
 * companies as a query that walks companies_listing in the directory's order and tests each
 * row. On PostgreSQL `ids` also gives each match's sort key (`sortKeys`), read from the rows its
 * search already visits; SQLite's indexes give ids alone. `whole`: `ids` is a search of SQLite's
 * trigram index, which gives every match at once, so one statement can keep them all, count
 * them and sort them (listCompanies).
 */
export function directoryMatches(
  search: string,
  filters: Filter[],
): { ids: RawBuilder<unknown>; sortKeys: boolean; whole: boolean; ordered: CompaniesQuery } {
  const db = getDb();
  const approved = db.selectFrom("companies").where("status", "=", "approved");
  if (!search && !filters.length) {
    // The whole directory (facet counts of an unfiltered page: facet-counts.server.ts).
    return { ids: sql`${approved.select("id")}`, sortKeys: false, whole: false, ordered: approved };
  }

  if (getDbHandle().engine === "postgres") {
    // One statement over companies: the planner combines the trigram indexes (pg_trgm) that
    // serve this LIKE as it is with the GIN index of facets.
    const query = facetsConditions(filters).reduce(
      (narrow, condition) => narrow.where(condition),
      search ? approved.where(holds(search)) : approved,
    );
    return {
      ids: sql`${query.select(["id", sql<string>`lower(name)`.as("sort_key")])}`,
      sortKeys: true,
      whole: false,
      ordered: query,
    };
  }

  const facets = filters.length
    ? sql`select rowid as id from companies_facets where companies_facets match ${facetsMatch(filters)}`
    : undefined;
  if (search && Array.from(search).length >= trigramLength) {
    // companies_search and companies_facets hold listed companies only.
    const found = sql`select rowid as id from companies_search
      where companies_search match ${ftsPhrase(search)}`;
    return {
      ids: sql`(${facets ? sql`${found} intersect ${facets}` : found})`,
      sortKeys: false,
      whole: true,
      ordered: narrowed(approved.where("id", "in", sql<number>`(${found})`), filters),
    };
  }
  if (search) {
    // One or two characters: tested in companies_listing, which holds the three lowered columns.
    const query = narrowed(approved.where(holds(search)), filters);
    return { ids: sql`${query.select("id")}`, sortKeys: false, whole: false, ordered: query };
  }
  // Filters alone: a common one (a state) walks better testing each row than with all its
  // matches kept (17,600 for Texas at 100,000: 4.9 ms against 3.1).
  return {
    ids: sql`(${facets})`,
    sortKeys: false,
    whole: false,
    ordered: narrowed(approved, filters),
  };
}

/**
 * One page of the companies `query` selects, by name (ignoring case) then id, walking
 * companies_listing (status, lower(name), id) in that order until the page is complete: quick
 * when matches are common. One more than a page is read, to tell whether a next page exists.
 */
async function walkedPage(query: CompaniesQuery, offset: number) {
  const rows = await query
    .select(cardColumns)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .limit(companiesPageSize + 1)
    .offset(offset)
    .execute();
  return { companies: rows.slice(0, companiesPageSize), hasNext: rows.length > companiesPageSize };
}

/**
 * Approved companies, ordered by name, matching the search (case-insensitive) on name, industry
 * or location, and each filter (a specialty, a service, a state served).
 *
 * The whole directory is counted exactly. A search's or filters' matches are collected through
 * the indexes, at most countCap + 1 of them, in one statement that counts them and, when there
 * are no more than countCap, sorts them for the page. More than that are common enough to walk
 * companies_listing to, which a second statement does; the count then says "more than
 * countCap". So no request reads more than about countCap matches, whatever the directory's size.
 */
export async function listCompanies(
  search: string,
  page: number,
  filters: DirectoryFilters = {},
): Promise<DirectoryPage> {
  const offset = (page - 1) * companiesPageSize;
  const active = activeFilters(filters);
  if (!search && !active.length) {
    const db = getDb();
    const listed = db.selectFrom("companies").where("status", "=", "approved");
    // Kept by triggers (migrations 0020 and 0033): one row instead of a count of every company,
    // and the version of the listing's order that the deep pages' markers must have.
    const size = await db
      .selectFrom("directory_size")
      .select(["listed", "order_version"])
      .where("id", "=", 1)
      .executeTakeFirst();
    const start = await listingStart(db, Number(size?.order_version ?? 0), offset);
    const { companies } = await walkedPage(
      start.after ? fromKey(listed, start.after) : listed,
      start.skip,
    );
    return exactPage(companies, Number(size?.listed ?? 0));
  }
  const { ids, sortKeys, whole, ordered } = directoryMatches(search, active);
  /** The statements' end: the count, and the page's cards (none: one row of nulls). */
  const cardsOfPage = sql`select counted.total, ${sql.join(
    cardColumns.map((column) => sql.ref(`c.${column}`)),
  )}
    from counted left join page on true left join companies as c on c.id = page.id
    order by page.sort_key, page.id`;
  if (whole) {
    // A common search without filters: its page is found by walking the directory in order,
    // when its matches come soon enough (walkedSearch).
    if (!active.length) {
      const walked = await walkedSearch(search, offset, cardsOfPage);
      if (walked) return walked;
    }
    // SQLite's full-text indexes give every match at once (a few milliseconds for 10,000):
    // kept, counted to countCap + 1, and sorted by name through companies_name_by_id
    // (migration 0034), all in one statement, so the matches are found once. A page of more
    // than countCap matches reads one more company, to tell whether a next page exists.
    const { rows } = await sql<{ total: number | string } & Nullable<CompanyCard>>`
      with matches as materialized (select * from ${ids} as found),
      counted as (select count(*) as total from (select 1 from matches limit ${countCap + 1})),
      page as (select id, lower(name) as sort_key from companies indexed by companies_name_by_id
        where id in (select * from matches)
        order by sort_key, id
        limit case when (select total from counted) <= ${countCap} then ${companiesPageSize}
          else ${companiesPageSize + 1} end
        offset ${offset})
      ${cardsOfPage}`.execute(getDb());
    const { total, found } = countedCards(rows);
    return total > countCap
      ? {
          companies: found.slice(0, companiesPageSize),
          total,
          exact: false,
          hasNext: found.length > companiesPageSize,
        }
      : exactPage(found, total);
  }
  const counted = sql<{ total: number | string } & Nullable<CompanyCard>>`
    with matches as materialized (select * from ${ids} as found limit ${countCap + 1}),
    counted as (select count(*) as total from matches),
    page as (select id, sort_key from (${
      sortKeys
        ? sql`select id, sort_key from matches`
        : sql`select id, lower(name) as sort_key from companies
          where id in (select * from matches)`
    }) as keyed where (select total from counted) <= ${countCap}
      order by sort_key, id limit ${companiesPageSize} offset ${offset})
    ${cardsOfPage}`;
  const { rows } = await withBitmapsOnly(counted);
  const { total, found } = countedCards(rows);
  if (total > countCap) {
    const page =
      search && getDbHandle().engine === "postgres"
        ? await postgresSearchPage(search, active, ordered, offset)
        : await walkedPage(ordered, offset);
    return { ...page, total, exact: false };
  }
  return exactPage(found, total);

  /** A page of `total` matches counted to the end. */
  function exactPage(companies: CompanyCard[], total: number): DirectoryPage {
    return { companies, total, exact: true, hasNext: offset + companiesPageSize < total };
  }
}

/**
 * How many companies of the directory's order a common search's page walks before it sorts its
 * matches instead (walkedSearch, postgresSearchPage): enough to fill the page when at least about
 * one company in twenty matches, spread through the order.
 */
function walkBound(offset: number): number {
  return 2_000 + 20 * (offset + companiesPageSize + 1);
}

/**
 * PostgreSQL: a page of a search (and filters) with more than countCap matches. Walking
 * companies_listing in order to the page tests each company's row, and matches that cluster late
 * in the order ("quill..." at 100,000 companies) took 60,000 rows and 100 ms to reach. So the walk
 * stops after 2,000 + 20 x (offset + 26) companies, and a page it does not fill is sorted from
 * the matches the trigram indexes give (5 to 15 ms), as a rare search's page is. The walk is
 * ordered by the subquery's own sort_key, whose order PostgreSQL knows: ordered by lower(name)
 * again, it sorted every company the walk read before taking the first 26.
 */
async function postgresSearchPage(
  search: string,
  filters: Filter[],
  ordered: CompaniesQuery,
  offset: number,
): Promise<{ companies: CompanyCard[]; hasNext: boolean }> {
  const bound = walkBound(offset);
  const columns = sql.join(cardColumns.map((column) => sql.ref(column)));
  const conditions = [holds(search), ...facetsConditions(filters)];
  const { rows: walked } = await sql<CompanyCard>`select ${columns}
    from (select *, lower(name) as sort_key from companies where status = 'approved'
      order by lower(name), id limit ${bound}) as companies
    where ${sql.join(conditions, sql` and `)}
    order by sort_key, id limit ${companiesPageSize + 1} offset ${offset}`.execute(getDb());
  const rows =
    walked.length > companiesPageSize
      ? walked
      : (
          await withBitmapsOnly(
            sql<CompanyCard>`${ordered
              .select(cardColumns)
              .orderBy(sql`lower(name)`)
              .orderBy("id")
              .limit(companiesPageSize + 1)
              .offset(offset)}`,
          )
        ).rows;
  return { companies: rows.slice(0, companiesPageSize), hasNext: rows.length > companiesPageSize };
}

/** Whether `text` is ASCII only, whose case SQLite's LIKE and lower() fold as FTS5 does. */
function isAscii(text: string): boolean {
  return !/[^\p{ASCII}]/u.test(text);
}

/**
 * SQLite, a search of three characters or more without filters: its page when it has more than
 * countCap matches found early in the directory's order, else undefined (listCompanies sorts its
 * matches instead). It counts the matches to countCap + 1 as the full-text index streams them,
 * then walks companies_listing in order, testing each company's three lowered columns with LIKE,
 * for at most `bound` companies: a page of "bridge" (8% of the directory) at 100,000 companies
 * in 0.1 ms, where collecting its 8,000 matches to walk or sort took 2 to 5 ms. Matches that
 * cluster late in the order ("quill...") are sorted instead: walking to them cost 6 ms.
 *
 * LIKE folds the case of ASCII letters only, and FTS5 of every letter: so the search must be
 * ASCII, and a company whose lowered columns hold other characters is asked of the full-text
 * index itself, so that both ways find the same companies.
 */
async function walkedSearch(
  search: string,
  offset: number,
  cardsOfPage: RawBuilder<unknown>,
): Promise<DirectoryPage | undefined> {
  if (!isAscii(search)) return undefined;
  const phrase = ftsPhrase(search);
  const pattern = likePattern(search);
  const bound = walkBound(offset);
  const keys = ["sort_key", "industry_key", "location_key"].map((key) => sql.ref(key));
  const { rows } = await sql<{ total: number | string } & Nullable<CompanyCard>>`
    with counted as (select count(*) as total from (select 1 from companies_search
      where companies_search match ${phrase} limit ${countCap + 1})),
    page as (select id, sort_key from (select id, lower(name) as sort_key,
        lower(industry) as industry_key, lower(location) as location_key
      from companies where status = 'approved' order by lower(name), id
      limit case when (select total from counted) > ${countCap} then ${bound} else 0 end) as listed
      where ${sql.join(
        keys.map((key) => sql`${key} like ${pattern} escape '\\'`),
        sql` or `,
      )} or ((${sql.join(
        keys.map((key) => sql`length(${key}) <> octet_length(${key})`),
        sql` or `,
      )}) and exists (select 1 from companies_search
          where companies_search match ${phrase} and rowid = listed.id))
      limit ${companiesPageSize + 1} offset ${offset})
    ${cardsOfPage}`.execute(getDb());
  const { total, found } = countedCards(rows);
  if (total <= countCap || found.length <= companiesPageSize) return undefined;
  return { companies: found.slice(0, companiesPageSize), total, exact: false, hasNext: true };
}

/**
 * Runs a statement that collects matches through the indexes up to countCap + 1. Told that it
 * may stop at the 1,001st match, PostgreSQL's planner prefers reading the table, or
 * companies_listing, in order to the indexes' bitmaps, not knowing that testing three lowered
 * columns row after row costs far more than it assumes: 20 to 25 ms instead of 5 for a common
 * search at 100,000 companies, and which of them it picks changed with each ANALYZE. So, for
 * this statement, bitmaps only (in its own transaction). SQLite: as it is.
 */
export async function withBitmapsOnly<Row>(statement: RawBuilder<Row>) {
  if (getDbHandle().engine !== "postgres") return statement.execute(getDb());
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true),
        set_config('enable_indexscan', 'off', true)`.execute(trx);
      return statement.execute(trx);
    });
}

/** The count and the cards of a statement ending in cardsOfPage (listCompanies). */
function countedCards(rows: ({ total: number | string } & Nullable<CompanyCard>)[]) {
  return {
    total: Number(rows[0]?.total ?? 0),
    found: rows.flatMap(({ total: _total, ...card }) =>
      card.id === null ? [] : [card as CompanyCard],
    ),
  };
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
    .select(companyColumns)
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

/**
 * The listed companies without a specialty, which no specialty filter finds (for the
 * moderators: decision 0028): the first `limit` by name, and how many there are.
 */
export async function companiesWithoutSpecialty(limit = 20) {
  const unclassified = getDb()
    .selectFrom("companies")
    .where("status", "=", "approved")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("company_specialties")
            .select("company_id")
            .whereRef("company_specialties.company_id", "=", "companies.id"),
        ),
      ),
    );
  const [companies, counted] = await Promise.all([
    unclassified
      .select(["id", "name", "industry"])
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .limit(limit)
      .execute(),
    unclassified
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { companies, total: Number(counted.n) };
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
