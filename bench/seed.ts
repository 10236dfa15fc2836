import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { nameKey } from "../db/name-key";
import { openDb, type DbHandle } from "../db";
import { migrateToLatest } from "../db/migrate";
import { seedDemoData } from "../db/seed";
import {
  nationwide,
  serviceChoices,
  specialtyChoices,
  stateChoices,
} from "../app/features/companies/directory";

// Fictional name parts. Every combination is distinct (40 x 20 x 16 x 12 = 153,600 names),
// and each second part appears in about one name in twenty, so a search for one of them
// (e.g. "bridge", also in "Cambridge, MA") selects some 8% of the directory: a realistic,
// not a degenerate, search.
// prettier-ignore
export const firstParts = [
  "Quill", "Lark", "Iron", "Veyra", "Ash", "Bright", "Cedar", "Copper", "Crest", "Elm",
  "Falcon", "Glen", "Harbor", "Juniper", "Keystone", "Lumen", "Maple", "North", "Oak", "Pine",
  "Quarry", "Sable", "Summit", "Thorn", "Umber", "Vantage", "Willow", "Yarrow", "Zephyr", "Amber",
  "Birch", "Cobalt", "Delta", "Ember", "Fern", "Granite", "Hollow", "Indigo", "Jasper", "Kestrel",
];
// prettier-ignore
export const secondParts = [
  "bridge", "field", "stone", "wood", "gate", "brook", "point", "view", "haven", "crest",
  "ford", "mark", "line", "well", "path", "wick", "more", "ton", "ridge", "vale",
];
// Each name's specialty word, its industry, and its specialty in the directory's list.
const specialties = [
  ["Tech", "IT Staffing", "it"],
  ["Clinical", "Healthcare Staffing", "healthcare"],
  ["Industrial", "Light Industrial", "light-industrial"],
  ["Executive", "Executive Search", "executive-search"],
  ["Nursing", "Healthcare Staffing", "healthcare"],
  ["Engineering", "Engineering Staffing", "engineering"],
  ["Finance", "Accounting & Finance", "finance-accounting"],
  ["Legal", "Legal Staffing", "legal"],
  ["Creative", "Creative & Marketing", "sales-marketing"],
  ["Logistics", "Logistics & Warehouse", "logistics"],
  ["Energy", "Energy & Utilities", "skilled-trades"],
  ["Pharma", "Life Sciences", "scientific-clinical"],
  ["Hospitality", "Hospitality Staffing", "administrative"],
  ["Education", "Education Staffing", "education"],
  ["Public Sector", "Government Contracting", "administrative"],
  ["Office", "Administrative Staffing", "administrative"],
] as const;
// prettier-ignore
const suffixes = [
  "Staffing", "Talent", "Search", "Partners", "Workforce Solutions", "Recruiting",
  "Group", "Associates", "Consulting", "Resources", "Personnel", "Careers",
];
// prettier-ignore
const cities = [
  "Austin, TX", "Dallas, TX", "Houston, TX", "Nashville, TN", "Columbus, OH", "Chicago, IL",
  "Atlanta, GA", "Charlotte, NC", "Denver, CO", "Phoenix, AZ", "Seattle, WA", "Portland, OR",
  "Boston, MA", "Cambridge, MA", "New York, NY", "Newark, NJ", "Philadelphia, PA",
  "Pittsburgh, PA", "Minneapolis, MN", "Kansas City, MO", "St. Louis, MO", "Tampa, FL",
  "Miami, FL", "Orlando, FL", "Raleigh, NC", "Salt Lake City, UT", "San Diego, CA",
  "San Jose, CA", "Los Angeles, CA", "Detroit, MI",
];
const sizes = ["1-10", "11-50", "51-200", "201-500", "501-1,000", "1,001-5,000"];

const combinations = firstParts.length * secondParts.length * specialties.length * suffixes.length;
// A step coprime with the number of combinations visits each one once, in a scattered order,
// so that a small directory is not all "Quill..." names.
const step = 7_919;

export interface BenchCompany {
  name: string;
  /** The directory's lists: a company's specialties, services and states served. */
  specialties: string[];
  services: string[];
  states: string[];
  industry: string;
  location: string;
  description: string;
  website: string;
  employeeCount: string;
}

/** The i-th fictional company; the same i always gives the same company. */
export function benchCompany(i: number): BenchCompany {
  let code = (i * step) % combinations;
  const pick = <T>(list: readonly T[]): T => {
    const item = list[code % list.length] as T;
    code = Math.floor(code / list.length);
    return item;
  };
  const first = pick(firstParts);
  const second = pick(secondParts);
  const [specialty, industry, listed] = pick(specialties);
  const suffix = pick(suffixes);
  const brand = `${first}${second}`;
  const location = cities[(i * 13) % cities.length] as string;
  const value = (list: readonly { value: string }[], n: number) =>
    (list[n % list.length] as { value: string }).value;
  // About one in three has a second specialty; one to three services; one in ten serves the
  // nation, the others their city's state and, for half of them, one to two more.
  const extraSpecialty = i % 3 === 0 ? [value(specialtyChoices, i * 7)] : [];
  const services = [value(serviceChoices, i), ...(i % 2 ? [value(serviceChoices, i * 5 + 2)] : [])];
  if (i % 5 === 0) services.push(value(serviceChoices, i * 3 + 1));
  const states = i % 10 === 0 ? [nationwide.value] : [location.slice(-2)];
  if (i % 10 && i % 2) states.push(value(stateChoices, i * 11));
  if (i % 10 && i % 4 === 1) states.push(value(stateChoices, i * 17));
  return {
    name: `${brand} ${specialty} ${suffix}`,
    specialties: [...new Set([listed, ...extraSpecialty])],
    services: [...new Set(services)],
    states: [...new Set(states)],
    industry,
    location,
    description: `${brand} places ${specialty.toLowerCase()} professionals on contract, contract-to-hire and direct-hire assignments with employers around ${location}. Its recruiters specialise in ${industry.toLowerCase()} and run a dedicated team for high-volume and hard-to-fill roles.`,
    website: `https://${brand.toLowerCase()}-${i}.example.com`,
    employeeCount: sizes[i % sizes.length] as string,
  };
}

const companyColumns = `created_at, status, name, name_key, website, description, industry,
  location, employee_count, logo_url, is_demo`;
const choiceLists = [
  ["company_specialties", "specialties"],
  ["company_services", "services"],
  ["company_states", "states"],
] as const;
const firstCreatedAt = Date.UTC(2023, 0, 1);

/** The i-th company's column values, in the order of `companyColumns` less the constant ones. */
function companyRow(i: number, company: BenchCompany): string[] {
  return [
    new Date(firstCreatedAt + i * 60_000).toISOString(),
    company.name,
    nameKey(company.name),
    company.website,
    company.description,
    company.industry,
    company.location,
    company.employeeCount,
  ];
}

/**
 * Inserts `count` approved fictional companies in one transaction (fast even for 100,000).
 * A listed name is unique (migration 0007): the one fictional name that is also a demo
 * company's (Quillmark Tech Staffing, the 47,561st) is left out when the demo set is there.
 */
export function insertCompanies(sqlite: SQLite.Database, count: number): void {
  const insert = sqlite.prepare(
    `insert into companies (${companyColumns})
     values (?, 'approved', ?, ?, ?, ?, ?, ?, ?, null, 1)
     on conflict do nothing returning id`,
  );
  const lists = choiceLists.map(
    ([table, field]) =>
      [sqlite.prepare(`insert into ${table} (company_id, value) values (?, ?)`), field] as const,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const company = benchCompany(i);
      const row = insert.get(...companyRow(i, company)) as { id: number } | undefined;
      if (!row) continue;
      for (const [statement, field] of lists)
        for (const choice of company[field]) statement.run(row.id, choice);
    }
  })();
  // No ANALYZE: the app never runs it, so the planner sees what it sees in production.
}

/**
 * The same companies in PostgreSQL, in one transaction of batches: each batch is one insert per
 * table, its rows passed as one array per column (unnest), so 100,000 companies take seconds.
 * Then VACUUM ANALYZE, as autovacuum would have done on a server that grew to this size: the
 * planner's statistics and the visibility map (index-only scans) are a live server's. Before
 * it, VACUUM FULL of companies: the triggers of migration 0019 update each company's facets as
 * each of its three lists is inserted, which leaves three dead versions of every row, four
 * times the table; a server that grew a company at a time reuses that room for the next ones
 * (autovacuum), so its table stays about as compact as the rewritten one. Its own connection,
 * without the app's statement time limits (db/postgres.ts).
 */
async function insertCompaniesPostgres(databaseUrl: string, count: number): Promise<void> {
  const batchSize = 5_000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    for (let from = 0; from < count; from += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, count - from) }, (_, n) => {
        const company = benchCompany(from + n);
        return { company, row: companyRow(from + n, company) };
      });
      const columns = batch[0]?.row.map((_, c) => batch.map(({ row }) => row[c])) ?? [];
      const { rows } = await client.query<{ id: number; website: string }>(
        `insert into companies (${companyColumns})
         select c, 'approved', n, k, w, d, i, l, e, null, 1
         from unnest(${columns.map((_, c) => `$${c + 1}::text[]`).join(", ")})
           as t(c, n, k, w, d, i, l, e)
         on conflict do nothing returning id, website`,
        columns,
      );
      const byWebsite = new Map(batch.map(({ company }) => [company.website, company]));
      for (const [table, field] of choiceLists) {
        const ids: number[] = [];
        const values: string[] = [];
        for (const { id, website } of rows) {
          for (const value of byWebsite.get(website)?.[field] ?? []) {
            ids.push(id);
            values.push(value);
          }
        }
        await client.query(
          `insert into ${table} (company_id, value) select * from unnest($1::int[], $2::text[])`,
          [ids, values],
        );
      }
    }
    await client.query("commit");
    await client.query("vacuum full companies");
    await client.query("vacuum analyze");
  } finally {
    // Ending the connection rolls back a transaction left open by an error.
    await client.end();
  }
}

export interface SeededIds {
  companyId: number;
  movementId: number;
}

/**
 * Creates the server's database in `dataDir`, or in the PostgreSQL database `databaseUrl`
 * (migrations run first, as the server would), adds
 * the project's demo set when asked (for real /company/:id and /movements/:id pages) and
 * `companies` fictional companies.
 */
export async function prepareDatabase(
  dataDir: string,
  options: { demo: boolean; companies: number; databaseUrl?: string },
): Promise<SeededIds | undefined> {
  const handle: DbHandle = openDb({ dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateToLatest(handle.db);
    if (options.demo) await seedDemoData(handle.db);
    if (options.databaseUrl) {
      await insertCompaniesPostgres(options.databaseUrl, options.companies);
    } else {
      insertCompanies(handle.client as SQLite.Database, options.companies);
    }
    if (!options.demo) return undefined;
    const company = await handle.db
      .selectFrom("companies")
      .select("id")
      .where("status", "=", "approved")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const movement = await handle.db
      .selectFrom("movement_submissions")
      .select("id")
      .where("status", "=", "approved")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    return { companyId: company.id, movementId: movement.id };
  } finally {
    await handle.close();
  }
}

/** What a seeded database holds for the long-tail parts: every listed company and movement. */
export interface SeededDirectory {
  /** Approved companies' ids, in order. */
  companyIds: number[];
  /** Approved movements' ids, in order (the demo set's). */
  movementIds: number[];
}

/**
 * Reads the ids straight from the database (SQLite read only, or its own PostgreSQL
 * connection), without the app's code: the data may have been seeded by another commit's.
 */
export async function readSeeded(dataDir: string, databaseUrl?: string): Promise<SeededDirectory> {
  const companies = "select id from companies where status = 'approved' order by id";
  const movements = "select id from movement_submissions where status = 'approved' order by id";
  if (!databaseUrl) {
    const sqlite = new SQLite(path.join(dataDir, "app.db"), { readonly: true });
    try {
      const ids = (statement: string) =>
        (sqlite.prepare(statement).all() as { id: number }[]).map((row) => row.id);
      return { companyIds: ids(companies), movementIds: ids(movements) };
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = async (statement: string) =>
      (await client.query<{ id: number }>(statement)).rows.map((row) => Number(row.id));
    return { companyIds: await ids(companies), movementIds: await ids(movements) };
  } finally {
    await client.end();
  }
}
