import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../../db";
import * as directoryFacets from "../../../db/migrations/0019_directory_facets";
import * as directorySize from "../../../db/migrations/0020_directory_size";
import * as directoryOrder from "../../../db/migrations/0033_directory_order_version";
import { engines, openTestDb } from "../../../tests/support/test-db";
import { listCompanies, saveCompanyChoices, type CompanyChoices } from "./companies.server";
import { parseFilters } from "./directory";
import { countCap } from "./directory";

// The filters' index (migration 0019, decision 0026): kept in step with every change to a
// company's choices and status, filled for the companies stored before it, and a count that
// stops at countCap + 1. The whole directory's count, kept by triggers (migration 0020).

type Status = "approved" | "pending" | "rejected";

/** Every company the directory lists at `query` ("state=TX&q=bridge"), following "Next page". */
async function listed(query: string) {
  const params = new URLSearchParams(query);
  const search = params.get("q") ?? "";
  const filters = parseFilters(params);
  const first = await listCompanies(search, 1, filters);
  const names = first.companies.map((company) => company.name);
  let last = first;
  for (let page = 2; last.hasNext; page++) {
    last = await listCompanies(search, page, filters);
    expect(last).toMatchObject({ total: first.total, exact: first.exact });
    names.push(...last.companies.map((company) => company.name));
  }
  return { total: first.total, exact: first.exact, names };
}

describe.each(engines)("the directory's filters index on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  async function add(name: string, status: Status, choices: Partial<CompanyChoices> = {}) {
    const { id } = await handle.db
      .insertInto("companies")
      .values({
        created_at: new Date().toISOString(),
        name,
        name_key: name.toLowerCase().replace(/\W/g, ""),
        location: "Austin, TX",
        status,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await saveCompanyChoices(handle.db, id, {
      specialties: [],
      services: [],
      states: [],
      ...choices,
    });
    return id;
  }

  it("follows each change to a company's choices and status", async () => {
    const id = await add("Kestrel Step Staffing", "pending", {
      specialties: ["legal"],
      services: ["rpo"],
      states: ["WY"],
    });
    const found = async (query: string) => (await listed(query)).names;
    expect(await found("specialty=legal&service=rpo&state=WY")).toEqual([]);

    await handle.db
      .updateTable("companies")
      .set({ status: "approved" })
      .where("id", "=", id)
      .execute();
    expect(await found("specialty=legal&service=rpo&state=WY")).toEqual(["Kestrel Step Staffing"]);
    expect(await found("q=kestrel&state=WY")).toEqual(["Kestrel Step Staffing"]);

    // A moderator's edit replaces the choices: the old ones no longer find it.
    await saveCompanyChoices(handle.db, id, {
      specialties: ["education"],
      services: ["msp"],
      states: ["US"],
    });
    expect(await found("specialty=legal")).toEqual([]);
    expect(await found("state=WY&specialty=education&service=msp")).toEqual([
      "Kestrel Step Staffing",
    ]);
    expect(await found("q=step staffing&state=VT")).toEqual(["Kestrel Step Staffing"]);

    // A choice removed on its own.
    await handle.db.deleteFrom("company_services").where("company_id", "=", id).execute();
    expect(await found("service=msp")).toEqual([]);
    expect(await found("specialty=education")).toEqual(["Kestrel Step Staffing"]);

    await handle.db
      .updateTable("companies")
      .set({ status: "rejected" })
      .where("id", "=", id)
      .execute();
    expect(await found("specialty=education")).toEqual([]);
    await handle.db
      .updateTable("companies")
      .set({ status: "approved" })
      .where("id", "=", id)
      .execute();
    expect(await found("specialty=education")).toEqual(["Kestrel Step Staffing"]);

    await handle.db.deleteFrom("companies").where("id", "=", id).execute();
    expect(await found("specialty=education")).toEqual([]);
    expect(await found("state=VT")).toEqual([]);
  });

  it("counts more than a thousand matches as more, and still reaches every page in order", async () => {
    const count = countCap + 30;
    const names = Array.from(
      { length: count },
      (_, i) => `Crowd ${String((i * 7) % count).padStart(4, "0")} Ohio`,
    );
    const ids = (
      await handle.db
        .insertInto("companies")
        .values(
          names.map((name) => ({
            created_at: new Date().toISOString(),
            name,
            name_key: name.toLowerCase().replace(/\W/g, ""),
            location: "Columbus, OH",
            status: "approved" as const,
          })),
        )
        .returning("id")
        .execute()
    ).map((row) => row.id);
    // In two statements, as a batch would arrive: every other company is also in healthcare.
    await handle.db
      .insertInto("company_states")
      .values(ids.map((id) => ({ company_id: id, value: "OH" })))
      .execute();
    await handle.db
      .insertInto("company_specialties")
      .values(ids.filter((_, i) => i % 2).map((id) => ({ company_id: id, value: "healthcare" })))
      .execute();
    const sorted = [...names].sort();

    expect(await listed("state=OH")).toEqual({ total: countCap + 1, exact: false, names: sorted });
    expect(await listed("q=crowd&state=OH")).toEqual({
      total: countCap + 1,
      exact: false,
      names: sorted,
    });
    const healthcare = names.filter((_, i) => i % 2).sort();
    expect(await listed("state=OH&specialty=healthcare")).toEqual({
      total: healthcare.length,
      exact: true,
      names: healthcare,
    });
    expect(await listed("q=crowd 00&specialty=healthcare")).toEqual({
      total: healthcare.filter((name) => name.includes("Crowd 00")).length,
      exact: true,
      names: healthcare.filter((name) => name.includes("Crowd 00")),
    });
  });

  it("keeps the whole directory's count equal to the listed companies through every change", async () => {
    const counted = async () => {
      const row = await handle.db
        .selectFrom("companies")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("status", "=", "approved")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const shown = async () => {
      const page = await listCompanies("", 1);
      expect(page.exact).toBe(true);
      return page.total;
    };
    const before = await counted();
    expect(await shown()).toBe(before);

    // A batch in one statement, listed and not.
    const ids = (
      await handle.db
        .insertInto("companies")
        .values(
          (["approved", "approved", "pending", "rejected", "approved"] as const).map(
            (status, i) => ({
              created_at: new Date().toISOString(),
              name: `Size Check ${i}`,
              name_key: `sizecheck${i}`,
              status,
            }),
          ),
        )
        .returning("id")
        .execute()
    ).map((row) => row.id);
    expect(await shown()).toBe(before + 3);

    const [first, second, waiting, turnedDown] = ids as [number, number, number, number];
    const status = (id: number, value: Status) =>
      handle.db.updateTable("companies").set({ status: value }).where("id", "=", id).execute();
    await status(waiting, "approved");
    await status(first, "rejected");
    await status(second, "approved"); // no change
    await handle.db
      .updateTable("companies")
      .set({ average_rating: 4.5, review_count: 2 })
      .where("id", "in", ids)
      .execute();
    expect(await shown()).toBe(before + 3);
    await status(turnedDown, "pending");
    await handle.db.deleteFrom("companies").where("id", "in", [second, turnedDown]).execute();
    expect(await shown()).toBe(before + 2);
    expect(await shown()).toBe(await counted());

    // Migration 0020 starts from the companies already listed (0033, which adds to its table,
    // is taken back first and applied again after it, in the migrations' order).
    const db = handle.db as unknown as Kysely<unknown>;
    await directoryOrder.down(db);
    await directorySize.down(db);
    await add("Size Before Migration", "approved");
    await directorySize.up(db);
    await directoryOrder.up(db);
    expect(await shown()).toBe(await counted());
    expect(await shown()).toBe(before + 3);
  });

  it("migration 0019 indexes the choices of the companies stored before it, listed ones only", async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    await directoryFacets.down(db);
    await add("Before Facets Listed", "approved", { specialties: ["logistics"], states: ["ND"] });
    await add("Before Facets Waiting", "pending", { specialties: ["logistics"], states: ["ND"] });
    await directoryFacets.up(db);
    expect((await listed("specialty=logistics&state=ND")).names).toEqual(["Before Facets Listed"]);
    expect((await listed("q=before facets&specialty=logistics")).names).toEqual([
      "Before Facets Listed",
    ]);
  });
});
