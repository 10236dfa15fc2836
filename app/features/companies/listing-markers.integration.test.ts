import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../../db";
import { engines, openTestDb } from "../../../tests/support/test-db";
import { listCompanies } from "./companies.server";
import { markerStep } from "./listing-markers.server";
import { companiesPageSize } from "./schema";

const companies = markerStep * 3 + 37;
const lastPage = Math.ceil(companies / companiesPageSize);

/** A name per company, in an order unlike their ids, with repeats (the id breaks the tie). */
function nameOf(n: number): string {
  const first = ["Oak", "birch", "Cedar", "elm", "Maple", "pine", "Alder"][n % 7];
  return `${first} ${String((n * 7_919) % 613).padStart(3, "0")} Staffing`;
}

/** The page as it read before the markers: every approved company skipped by OFFSET. */
async function pageByOffset(db: DbHandle["db"], page: number): Promise<number[]> {
  const rows = await db
    .selectFrom("companies")
    .select("id")
    .where("status", "=", "approved")
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .limit(companiesPageSize)
    .offset((page - 1) * companiesPageSize)
    .execute();
  return rows.map((row) => row.id);
}

async function expectPagesAsByOffset(db: DbHandle["db"], pages: number[]) {
  for (const page of pages) {
    const listed = await listCompanies("", page);
    expect({ page, ids: listed.companies.map((c) => c.id) }).toEqual({
      page,
      ids: await pageByOffset(db, page),
    });
  }
}

// Pages around each marker, the first and the last, and one past the end.
const probes = [1, 2, 20, 21, 22, 41, 42, 43, 62, 63, lastPage - 1, lastPage, lastPage + 1];

describe.each(engines)("the directory's deep pages on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
    const now = new Date().toISOString();
    await handle.db
      .insertInto("companies")
      .values(
        Array.from({ length: companies }, (_, n) => ({
          created_at: now,
          name: nameOf(n),
          name_key: `listing-marker-${n}`,
          status: n % 11 === 5 ? ("pending" as const) : ("approved" as const),
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("are the pages OFFSET gives, before and after the order changes", async () => {
    await expectPagesAsByOffset(handle.db, probes);

    // A company that sorts first moves every later one a place on.
    await handle.db
      .insertInto("companies")
      .values({
        created_at: new Date().toISOString(),
        name: "AAA First Staffing",
        name_key: "listing-marker-first",
        status: "approved",
      })
      .execute();
    await expectPagesAsByOffset(handle.db, probes);

    // A rename moves one company from the start to the end.
    const early = await pageByOffset(handle.db, 2);
    await handle.db
      .updateTable("companies")
      .set({ name: "Zz Renamed Staffing" })
      .where("id", "=", early[0]!)
      .execute();
    await expectPagesAsByOffset(handle.db, probes);

    // An approval, a removal and a deletion.
    await handle.db
      .updateTable("companies")
      .set({ status: "approved" })
      .where("name_key", "=", "listing-marker-5")
      .execute();
    await handle.db
      .updateTable("companies")
      .set({ status: "removed" })
      .where("id", "=", early[1]!)
      .execute();
    await handle.db.deleteFrom("companies").where("id", "=", early[2]!).execute();
    await expectPagesAsByOffset(handle.db, probes);
  });

  it("are right for many deep pages asked at once", async () => {
    const pages = Array.from({ length: 30 }, (_, i) => lastPage - i);
    const listed = await Promise.all(pages.map((page) => listCompanies("", page)));
    for (const [i, page] of pages.entries()) {
      expect(listed[i]!.companies.map((c) => c.id)).toEqual(await pageByOffset(handle.db, page));
    }
  });
});
