import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely, type Updateable } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { getDbHandle, openDb, setDb, type DbHandle } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import * as companySearch from "../../../db/migrations/0005_company_search";
import type { CompaniesTable, SubmissionStatus } from "../../../db/schema";
import { engines, openTestDb } from "../../../tests/support/test-db";
import { listCompanies } from "./companies.server";
import { countCap } from "./directory";
import { companiesPageSize } from "./schema";

interface Row {
  name: string;
  industry?: string | null;
  location?: string | null;
  status?: SubmissionStatus;
}

async function addCompanies(db: DbHandle["db"], rows: Row[]): Promise<number[]> {
  const inserted = await db
    .insertInto("companies")
    .values(
      rows.map((row, i) => ({
        created_at: new Date().toISOString(),
        name: row.name,
        name_key: `${row.name.toLowerCase().replace(/\s/g, "")}-${i}-${randomBytes(4).toString("hex")}`,
        industry: row.industry ?? null,
        location: row.location ?? null,
        status: row.status ?? "approved",
      })),
    )
    .returning("id")
    .execute();
  return inserted.map((row) => row.id);
}

/** Every page of a search, following "Next page", with the total each page reported. */
async function allPages(search: string) {
  const first = await listCompanies(search, 1);
  const names = first.companies.map((c) => c.name);
  let last = first;
  let page = 1;
  while (last.hasNext) {
    last = await listCompanies(search, ++page);
    expect(last).toMatchObject({ total: first.total, exact: first.exact });
    names.push(...last.companies.map((c) => c.name));
  }
  if (first.exact) expect(page).toBe(Math.max(1, Math.ceil(first.total / companiesPageSize)));
  expect(await listCompanies(search, page + 1)).toMatchObject({ companies: [], hasNext: false });
  return { total: first.total, exact: first.exact, names };
}

/** What the directory says of `matches` companies: their number, or "more than countCap". */
function counted(matches: number) {
  return matches > countCap
    ? { total: countCap + 1, exact: false }
    : { total: matches, exact: true };
}

/**
 * The search's meaning, worked out in JavaScript from every stored company: approved ones
 * whose name, industry or location holds the search (ignoring case), by name then id.
 */
async function expected(search: string): Promise<string[]> {
  const rows = await getDbHandle()
    .db.selectFrom("companies")
    .select(["id", "name", "industry", "location"])
    .where("status", "=", "approved")
    .execute();
  const needle = search.toLowerCase();
  return rows
    .filter((row) =>
      [row.name, row.industry, row.location].some((text) =>
        (text ?? "").toLowerCase().includes(needle),
      ),
    )
    .sort((a, b) => {
      const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    })
    .map((row) => row.name);
}

async function expectSameAsMeaning(search: string) {
  const want = await expected(search);
  const got = await allPages(search);
  expect({ search, ...got }).toEqual({ search, ...counted(want.length), names: want });
}

describe.each(engines)("company search on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
    await addCompanies(handle.db, [
      {
        name: "Cedarbridge Clinical Staffing",
        industry: "Healthcare Staffing",
        location: "Austin, TX",
      },
      { name: "Northwind Talent", industry: "Light Industrial", location: "Cambridge, MA" },
      { name: "Quarry Point Search", industry: "IT Staffing", location: "Columbus, OH" },
      { name: "100% Placement", industry: "Executive Search", location: "Denver, CO" },
      { name: "Under_score Talent", industry: null, location: null },
      { name: 'Say "Hi" Staffing', industry: "Creative & Marketing", location: "Miami, FL" },
      { name: "Star*Talent", industry: "IT Staffing", location: "Tampa, FL" },
      { name: "R AND D Partners", industry: "Engineering Staffing", location: "Boston, MA" },
      { name: "NEAR(by) Staffing", industry: "Light Industrial", location: "Dallas, TX" },
      { name: "Twenty-Four Seven Staffing", industry: "Hospitality", location: "Orlando, FL" },
      { name: "Time: Staffing", industry: "Office", location: "Raleigh, NC" },
      { name: "Caret^Up Talent", industry: "Legal Staffing", location: "Seattle, WA" },
      { name: "{name} OR NOT Group", industry: "Finance", location: "Newark, NJ" },
      { name: "Pending Bridge Staffing", industry: "Healthcare Staffing", status: "pending" },
      { name: "Rejected Bridge Staffing", industry: "Healthcare Staffing", status: "rejected" },
      { name: "Removed Bridge Staffing", industry: "Healthcare Staffing", status: "removed" },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("finds a search inside a word of the name, the industry or the location, ignoring case", async () => {
    const cases: [string, string[]][] = [
      ["bridge", ["Cedarbridge Clinical Staffing", "Northwind Talent"]],
      ["DARBRI", ["Cedarbridge Clinical Staffing"]],
      ["ealthc", ["Cedarbridge Clinical Staffing"]],
      ["hT InDuS", ["NEAR(by) Staffing", "Northwind Talent"]],
      ["olumbu", ["Quarry Point Search"]],
      ["bridge, ma", ["Northwind Talent"]],
    ];
    for (const [search, names] of cases) {
      expect((await allPages(search)).names, search).toEqual(names);
      await expectSameAsMeaning(search);
    }
  });

  it("finds a search of one or two characters", async () => {
    expect((await allPages("%")).names).toEqual(["100% Placement"]);
    expect((await allPages("_")).names).toEqual(["Under_score Talent"]);
    expect((await allPages("^")).names).toEqual(["Caret^Up Talent"]);
    for (const search of ["x", "T", "br", "FL", "e_", ": ", "zq"])
      await expectSameAsMeaning(search);
  });

  it("takes % and _ literally", async () => {
    expect((await allPages("0% p")).names).toEqual(["100% Placement"]);
    expect((await allPages("r_sc")).names).toEqual(["Under_score Talent"]);
    expect((await allPages("a%t")).total).toBe(0);
    expect((await allPages("n_w")).total).toBe(0);
    for (const search of ["0%", "%%%", "___", "r_s", "\\", "\\%", "10\\"]) {
      await expectSameAsMeaning(search);
    }
  });

  it("never fails on quotes or full-text query syntax, and matches them literally", async () => {
    const cases: [string, string[]][] = [
      ['"Hi"', ['Say "Hi" Staffing']],
      ['y "h', ['Say "Hi" Staffing']],
      ["r*t", ["Star*Talent"]],
      [" AND ", ["R AND D Partners"]],
      ["NEAR(", ["NEAR(by) Staffing"]],
      ["y-f", ["Twenty-Four Seven Staffing"]],
      ["time:", ["Time: Staffing"]],
      ["^up", ["Caret^Up Talent"]],
      ["{name}", ["{name} OR NOT Group"]],
      ["or not", ["{name} OR NOT Group"]],
    ];
    for (const [search, names] of cases) {
      expect((await allPages(search)).names, search).toEqual(names);
    }
    const syntax = [
      '"',
      '""',
      '"""',
      "*",
      "a*",
      "AND",
      "OR",
      "NOT",
      "NEAR(a b)",
      "NEAR(",
      "-",
      "-staff",
      "name:",
      "name:bridge",
      "^",
      "^bri",
      "(",
      ")",
      "()",
      "{",
      "}",
      "+",
      ":",
      "'",
      "'; drop table companies; --",
      "a OR b",
      "bri*",
      '"bridge',
      'bridge"',
      "col:umn",
    ];
    for (const search of syntax) await expectSameAsMeaning(search);
  });

  it("leaves out pending, rejected and removed companies", async () => {
    expect((await allPages("bridge staffing")).total).toBe(0);
    expect((await allPages("pending")).total).toBe(0);
    await expectSameAsMeaning("staffing");
  });

  it("follows every change to a company: approval, renaming, moderation, deletion", async () => {
    const [id] = await addCompanies(handle.db, [
      { name: "Juniperwick Talent", industry: "Logistics & Warehouse", status: "pending" },
    ]);
    if (id === undefined) throw new Error("not inserted");
    const update = (values: Updateable<CompaniesTable>) =>
      handle.db.updateTable("companies").set(values).where("id", "=", id).execute();

    expect((await allPages("juniperwick")).total).toBe(0);
    await update({ status: "approved" });
    expect((await allPages("juniperwick")).names).toEqual(["Juniperwick Talent"]);
    expect((await allPages("warehouse")).names).toEqual(["Juniperwick Talent"]);

    await update({
      name: "Yarrowmere Talent",
      industry: "Energy & Utilities",
      location: "Houston, TX",
    });
    expect((await allPages("juniperwick")).total).toBe(0);
    expect((await allPages("warehouse")).total).toBe(0);
    expect((await allPages("yarrowmere")).names).toEqual(["Yarrowmere Talent"]);
    expect((await allPages("houston")).names).toEqual(["Yarrowmere Talent"]);

    await update({ average_rating: 4.5, review_count: 2 });
    expect((await allPages("yarrowmere")).names).toEqual(["Yarrowmere Talent"]);

    await update({ status: "removed" });
    expect((await allPages("yarrowmere")).total).toBe(0);
    await update({ status: "approved" });
    expect((await allPages("yarrowmere")).total).toBe(1);
    await update({ status: "rejected", name: "Yarrowmere Rejected" });
    expect((await allPages("yarrowmere")).total).toBe(0);
    await update({ status: "approved" });
    expect((await allPages("yarrowmere rej")).names).toEqual(["Yarrowmere Rejected"]);

    await handle.db.deleteFrom("companies").where("id", "=", id).execute();
    expect((await allPages("yarrowmere")).total).toBe(0);
    await expectSameAsMeaning("talent");
  });

  it("orders by name ignoring case, then by id, page by page", async () => {
    await addCompanies(handle.db, [
      { name: "zulu Ordered" },
      { name: "Alpha Ordered" },
      { name: "alpha Ordered" },
      { name: "ALPHA Ordered" },
      { name: "Bravo Ordered" },
      ...Array.from({ length: 30 }, (_, i) => ({
        name: `Mike ${String(29 - i).padStart(2, "0")} Ordered`,
      })),
    ]);
    const { total, names } = await allPages("ordered");
    expect(total).toBe(35);
    expect(names.slice(0, 4)).toEqual([
      "Alpha Ordered",
      "alpha Ordered",
      "ALPHA Ordered",
      "Bravo Ordered",
    ]);
    expect(names.at(-1)).toBe("zulu Ordered");
    const second = await listCompanies("ordered", 2);
    expect(second.companies.map((c) => c.name)).toEqual([
      "Mike 20 Ordered",
      "Mike 21 Ordered",
      "Mike 22 Ordered",
      "Mike 23 Ordered",
      "Mike 24 Ordered",
      "Mike 25 Ordered",
      "Mike 26 Ordered",
      "Mike 27 Ordered",
      "Mike 28 Ordered",
      "Mike 29 Ordered",
      "zulu Ordered",
    ]);
    await expectSameAsMeaning("ordered");
    await expectSameAsMeaning("");
  });

  it("gives the same pages whether a search's matches are common or rare", async () => {
    const parts = ["Oak", "Elm", "Ash", "Fir", "Yew"];
    await addCompanies(handle.db, [
      ...Array.from({ length: 1_100 }, (_, i) => ({
        name: `${parts[i % 5]}haven ${String((i * 7) % 1_100).padStart(4, "0")} Crowd`,
        industry: i % 2 ? "Crowd Staffing" : "Other",
        location: i % 3 ? "Springfield, IL" : null,
      })),
      ...Array.from({ length: 40 }, (_, i) => ({
        name: `${parts[i % 5]}hollow ${String((i * 13) % 40).padStart(2, "0")} Rarely`,
      })),
      { name: "Zulu Rarely" },
      { name: "zulu rarely" },
      { name: "ZULU RARELY" },
    ]);
    // Of some 1,200 companies, "crowd" matches 1,100 and "oakhaven" 220: common, read in
    // name order; "rarely" (two pages, names sorting late) and "haven 000" rare, sorted.
    for (const search of [
      "crowd",
      "haven",
      "oakhaven",
      "crowd staffing",
      "field, il",
      "0 c",
      "rarely",
      "yewhollow",
      "haven 000",
      "9",
      "ly",
    ]) {
      await expectSameAsMeaning(search);
    }
    // 1,100 matches: counted as "1,000+", and every page still reached by "Next page".
    const last = await listCompanies("crowd", Math.ceil(1_100 / companiesPageSize));
    expect(last).toMatchObject({ total: countCap + 1, exact: false, hasNext: false });
    expect(last.companies).toHaveLength(1_100 % companiesPageSize);
    const rare = await listCompanies("rarely", 2);
    expect(rare.total).toBe(43);
    expect(rare.companies.map((c) => c.name)).toEqual([
      ...[0, 5, 10, 15, 20, 25, 30, 35].map(
        (n) => `Oakhollow ${String(n).padStart(2, "0")} Rarely`,
      ),
      ...[2, 7, 12, 17, 22, 27, 32, 37].map(
        (n) => `Yewhollow ${String(n).padStart(2, "0")} Rarely`,
      ),
      "Zulu Rarely",
      "zulu rarely",
      "ZULU RARELY",
    ]);
  });

  it("gives the same pages whether a common search's matches come early or late in the order", async () => {
    // "kite": 1,100 matches after 3,000 companies that do not match. Its first pages are too far
    // into the order to walk to, so they are sorted from the matches; deeper pages allow a
    // longer walk and are walked (walkedSearch on SQLite, postgresSearchPage on PostgreSQL).
    // "yak": 1,100 matches spread among them, walked.
    await addCompanies(
      handle.db,
      Array.from({ length: 3_000 }, (_, i) => ({
        name: `Alder ${String(i).padStart(4, "0")}${i % 3 ? "" : " Yak"}`,
      })),
    );
    await addCompanies(
      handle.db,
      Array.from({ length: 1_100 }, (_, i) => ({
        name: `Zulu Kite ${String((i * 7) % 1_100).padStart(4, "0")}`,
        location: i % 10 ? null : "Yakima, WA",
      })),
    );
    if (engine === "sqlite") {
      // The Kelvin sign folds to "k" in SQLite's full-text index, not in its LIKE or lower():
      // a walk asks the index about a company with such a letter, so both ways find it. It
      // sorts first of the matches, so every walked page has walked past it.
      await addCompanies(handle.db, [{ name: "Alder \u212Aite" }]);
    }
    await expectSameAsMeaning("kite");
    await expectSameAsMeaning("yak");
    await expectSameAsMeaning("ulu kite 00");
  });

  it("ignores the case of letters beyond ASCII in searches of three characters or more", async () => {
    await addCompanies(handle.db, [{ name: "École Émeraude Staffing", location: "Montréal, QC" }]);
    expect((await allPages("ÉCOLE")).names).toEqual(["École Émeraude Staffing"]);
    expect((await allPages("émeraude")).names).toEqual(["École Émeraude Staffing"]);
    expect((await allPages("MONTRÉAL")).names).toEqual(["École Émeraude Staffing"]);
    // Accents still count: "ecole" is another word.
    expect((await allPages("ecole")).total).toBe(0);
  });

  it("makes the companies stored before the migration searchable", async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    await companySearch.down(db);
    await addCompanies(handle.db, [
      { name: "Kestrelmark Before Migration", industry: "Pharma" },
      { name: "Hidden Before Migration", status: "pending" },
    ]);
    await companySearch.up(db);
    expect((await allPages("before migration")).names).toEqual(["Kestrelmark Before Migration"]);
    for (const search of ["strelmark", "bridge", "staffing", "ha", "crowd"]) {
      await expectSameAsMeaning(search);
    }
  });
});

describe("company search on postgres without the pg_trgm extension", () => {
  it("migrates, and searches by reading every company", async () => {
    const adminUrl = new URL(inject("postgresUrl"));
    const suffix = randomBytes(6).toString("hex");
    const [database, role] = [`test_${suffix}`, `app_${suffix}`];
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    // May use the database and create tables, but not extensions (which need CREATE on it).
    await admin.query(`create role ${role} login`);
    await admin.query(`create database ${database}`);
    await admin.query(`revoke create on database ${database} from public`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const owner = new pg.Client({ connectionString: url.toString() });
    await owner.connect();
    await owner.query(`grant create on schema public to ${role}`);
    await owner.end();
    url.username = role;

    const handle = openDb({
      dataDir: mkdtempSync(path.join(tmpdir(), "spotlight-test-")),
      databaseUrl: url.toString(),
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await migrateToLatest(handle.db)).toContain("0005_company_search");
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/no trigram indexes/);
      const { rows } = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where tablename = 'companies'`.execute(handle.db);
      expect(rows.map((row) => row.indexname)).toContain("companies_listing");
      expect(rows.map((row) => row.indexname)).not.toContain("companies_name_trigrams");

      setDb(handle);
      await addCompanies(handle.db, [
        { name: "Cedarbridge Clinical Staffing", industry: "Healthcare Staffing" },
        { name: "Northwind Talent", location: "Cambridge, MA" },
        { name: "Pending Bridge", status: "pending" },
      ]);
      expect((await allPages("BRIDGE")).names).toEqual([
        "Cedarbridge Clinical Staffing",
        "Northwind Talent",
      ]);
    } finally {
      warn.mockRestore();
      setDb(undefined);
      await handle.close();
    }
  });
});
