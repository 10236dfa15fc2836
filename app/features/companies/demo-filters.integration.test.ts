import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../../db";
import * as specialtyFromIndustry from "../../../db/migrations/0025_specialty_from_industry";
import { seedDemoData } from "../../../db/seed";
import { demoCompanies } from "../../../db/seed-data";
import { engines, openTestDb } from "../../../tests/support/test-db";
import { companiesWithoutSpecialty, listCompanies, saveCompanyChoices } from "./companies.server";
import { countCap, facetNames, facets, type DirectoryFilters } from "./directory";
import { facetCounts } from "./facet-counts.server";

// Issue 28, item 1 (decision 0028): the demo firms are found by the filters, each option's
// count is the number of companies its filter lists, and companies stored before the filters
// get a specialty from their industry.

/** Every company the directory lists for `search` and `filters`, following "Next page". */
async function listed(search: string, filters: DirectoryFilters) {
  const names: string[] = [];
  let page = await listCompanies(search, 1, filters);
  names.push(...page.companies.map((company) => company.name));
  for (let next = 2; page.hasNext; next++) {
    page = await listCompanies(search, next, filters);
    names.push(...page.companies.map((company) => company.name));
  }
  return { total: page.total, exact: page.exact, names };
}

describe.each(engines)("the demo directory's filters on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
    await seedDemoData(handle.db);
    // A firm serving the nation, which every state's filter also finds (and one state too).
    const { id } = await handle.db
      .insertInto("companies")
      .values({
        created_at: new Date().toISOString(),
        name: "Coastline Nationwide Staffing",
        name_key: "coastlinenationwide",
        status: "approved",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await saveCompanyChoices(handle.db, id, {
      specialties: ["it"],
      services: ["direct-hire"],
      states: ["US", "NC"],
    });
  });
  afterAll(() => handle.close());

  it("find every demo company through at least one option", async () => {
    const found = new Set<string>();
    for (const facet of facetNames)
      for (const { value } of facets[facet].choices)
        for (const name of (await listed("", { [facet]: value })).names) found.add(name);
    for (const { name } of demoCompanies) expect(found, name).toContain(name);
    expect((await listed("", { specialty: "it" })).names).toContain("Quillmark Tech Staffing");
  });

  // With no search and a search, with no filter and with filters (whose own facet's options
  // replace the value chosen, keeping the others).
  const contexts: [string, DirectoryFilters][] = [
    ["", {}],
    ["staffing", {}],
    ["", { specialty: "it", state: "NC" }],
    ["tal", { service: "temporary" }],
    ["staffing", { state: "TX" }],
  ];
  it.each(contexts)(
    "count, for every option of every filter, the companies its filter lists (search %j, filters %j)",
    async (search, filters) => {
      const counts = await facetCounts(search, filters, await listed(search, filters));
      let nonZero = 0;
      for (const facet of facetNames) {
        const shown = counts[facet];
        expect(shown, facet).toBeDefined();
        for (const { value } of facets[facet].choices) {
          const applied = await listed(search, { ...filters, [facet]: value });
          expect(applied.exact).toBe(true);
          expect({ facet, value, count: shown?.[value] ?? 0 }).toEqual({
            facet,
            value,
            count: applied.total,
          });
          expect(applied.names).toHaveLength(applied.total);
          if (applied.total) nonZero += 1;
        }
      }
      // The demo set is varied enough that several options of each context find companies.
      expect(nonZero).toBeGreaterThan(3);
    },
  );

  it("give no counts when the listing has more matches than it counts", async () => {
    const none = { specialty: undefined, service: undefined, state: undefined };
    expect(await facetCounts("", {}, { exact: false, total: countCap + 1 })).toEqual(none);
    // The whole directory is counted exactly, and may still be more than countCap.
    expect(await facetCounts("", {}, { exact: true, total: countCap + 1 })).toEqual(none);
  });

  it("migration 0025 gives a specialty from the industry to companies without one, and takes back only that", async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    await specialtyFromIndustry.down(db);
    const add = async (name: string, industry: string | null) =>
      (
        await handle.db
          .insertInto("companies")
          .values({
            created_at: new Date().toISOString(),
            name,
            name_key: name.toLowerCase().replace(/\W/g, ""),
            industry,
            status: "approved",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const itFirm = await add("Older IT Firm", "IT Staffing");
    const both = await add("Older Money Firm", "Finance & Accounting / Banking");
    const chosen = await add("Older Chosen Firm", "Healthcare Staffing");
    await handle.db
      .insertInto("company_specialties")
      .values({ company_id: chosen, value: "education" })
      .execute();
    const none = await add("Older Federal Firm", "Government Contracting");
    const edited = await add("Older Edited Firm", "Legal Staffing");

    await specialtyFromIndustry.up(db);
    const specialties = async (id: number) =>
      (
        await handle.db
          .selectFrom("company_specialties")
          .select("value")
          .where("company_id", "=", id)
          .orderBy("value")
          .execute()
      ).map((row) => row.value);
    expect(await specialties(itFirm)).toEqual(["it"]);
    expect(await specialties(both)).toEqual(["finance-accounting"]);
    expect(await specialties(chosen)).toEqual(["education"]);
    expect(await specialties(none)).toEqual([]);
    expect(await specialties(edited)).toEqual(["legal"]);
    expect((await listed("older", { specialty: "it" })).names).toEqual(["Older IT Firm"]);
    expect((await companiesWithoutSpecialty()).companies.map((c) => c.name)).toContain(
      "Older Federal Firm",
    );

    // A moderator's edit replaces the choices (as saveCompanyChoices does): the down step
    // leaves a value chosen since, even one equal to what the up step added.
    await handle.db.deleteFrom("company_specialties").where("company_id", "=", edited).execute();
    await handle.db
      .insertInto("company_specialties")
      .values([
        { company_id: edited, value: "legal" },
        { company_id: edited, value: "administrative" },
      ])
      .execute();
    await specialtyFromIndustry.down(db);
    expect(await specialties(itFirm)).toEqual([]);
    expect(await specialties(both)).toEqual([]);
    expect(await specialties(chosen)).toEqual(["education"]);
    expect(await specialties(edited)).toEqual(["administrative", "legal"]);
    // The demo companies' own choices (the seed's) are untouched.
    expect((await listed("", { specialty: "it" })).names).toContain("Quillmark Tech Staffing");
    await specialtyFromIndustry.up(db);
  });

  it("list for the moderators the listed companies that have no specialty", async () => {
    const { companies, total } = await companiesWithoutSpecialty();
    expect(total).toBe(companies.length);
    for (const company of companies) {
      const held = await handle.db
        .selectFrom("company_specialties")
        .select("value")
        .where("company_id", "=", company.id)
        .execute();
      expect(held).toEqual([]);
    }
    expect(companies.map((c) => c.name)).not.toContain("Quillmark Tech Staffing");
  });
});
