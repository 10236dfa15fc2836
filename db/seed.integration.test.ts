import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDb } from "../tests/support/test-db";
import type { DbHandle } from "./index";
import { seedDemoData } from "./seed";
import { demoCompanies } from "./seed-data";

describe.each(engines)("the demo set on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  it("adds at least 30 approved demo companies without ratings, and a few movements, once", async () => {
    expect(await seedDemoData(handle.db)).toEqual({
      companies: demoCompanies.length,
      movements: 6,
    });
    expect(await seedDemoData(handle.db)).toEqual({ companies: 0, movements: 0 });
    const companies = await handle.db.selectFrom("companies").selectAll().execute();
    expect(companies.length).toBeGreaterThanOrEqual(30);
    for (const company of companies) {
      expect(company).toMatchObject({
        status: "approved",
        is_demo: 1,
        average_rating: 0,
        review_count: 0,
      });
    }
    const tags = await handle.db.selectFrom("movement_tags").select("tag").execute();
    expect(tags.length).toBeGreaterThan(0);
  });
});
