import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import * as directoryFilters from "../../db/migrations/0017_directory_filters";
import * as specialtyFromIndustry from "../../db/migrations/0025_specialty_from_industry";
import { nameKey } from "../../db/name-key";
import { action as adminAction } from "./admin";
import { loader as companiesLoader } from "./companies";
import { loader as companyLoader } from "./company";
import { action as companyAction } from "./submit-company";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { signedInModerator } from "../../tests/support/moderator";
import { engines, openTestDb } from "../../tests/support/test-db";
import { companyChoices, saveCompanyChoices } from "~/features/companies/companies.server";
import { parseFilters, type DirectoryFilters } from "~/features/companies/directory";
import { companiesPageSize } from "~/features/companies/schema";

type FormAnswer = {
  errors: Record<string, string>;
  values: Record<string, unknown>;
  toast?: { title: string };
  conflict?: { kind: string; href?: string };
};

interface Seeded {
  name: string;
  location: string;
  specialties: string[];
  services: string[];
  states: string[];
  status?: "approved" | "pending" | "rejected";
}

// Enough companies for two pages of most filters, with every combination's meaning known.
const specialtyCycle = [["it"], ["healthcare", "it"], ["legal"], ["it", "engineering"], []];
const serviceCycle = [["temporary", "direct-hire"], ["direct-hire"], ["rpo"], ["temp-to-hire"]];
// ["TX", "US"]: stored so only by hand (the form keeps the nation alone), counted once all the same.
const stateCycle = [["TX"], ["US"], ["CA", "NY"], ["TX", "OH"], [], ["OH"], ["TX", "US"]];
const cities = ["Austin, TX", "Bridgeport, CT", "Denver, CO"];
const seeded: Seeded[] = Array.from({ length: 90 }, (_, i) => ({
  name: `Filter Firm ${String(i).padStart(2, "0")} ${i % 2 ? "Talent" : "Staffing"}`,
  location: cities[i % cities.length] as string,
  specialties: specialtyCycle[i % specialtyCycle.length] as string[],
  services: serviceCycle[i % serviceCycle.length] as string[],
  states: stateCycle[i % stateCycle.length] as string[],
  status: i % 15 === 7 ? "pending" : i % 15 === 11 ? "rejected" : "approved",
}));

const filterCases: [string, string, DirectoryFilters][] = [
  ["specialty=it", "", { specialty: "it" }],
  ["specialty=legal", "", { specialty: "legal" }],
  ["service=direct-hire", "", { service: "direct-hire" }],
  ["service=msp", "", { service: "msp" }],
  ["state=TX", "", { state: "TX" }],
  ["state=WY", "", { state: "WY" }],
  ["state=US", "", { state: "US" }],
  [
    "specialty=it&service=direct-hire&state=TX",
    "",
    { specialty: "it", service: "direct-hire", state: "TX" },
  ],
  ["q=talent&specialty=it", "talent", { specialty: "it" }],
  ["q=austin&state=OH&service=temp-to-hire", "austin", { state: "OH", service: "temp-to-hire" }],
  ["q=bridgeport&specialty=healthcare", "bridgeport", { specialty: "healthcare" }],
  ["q=nothing-like-it&specialty=it", "nothing-like-it", { specialty: "it" }],
];

/** The filters' meaning worked out in JavaScript: approved, matching, by name. */
function expected(q: string, filters: DirectoryFilters): string[] {
  return seeded
    .filter((c) => (c.status ?? "approved") === "approved")
    .filter((c) => !q || [c.name, c.location].some((t) => t.toLowerCase().includes(q)))
    .filter((c) => !filters.specialty || c.specialties.includes(filters.specialty))
    .filter((c) => !filters.service || c.services.includes(filters.service))
    .filter((c) => !filters.state || c.states.includes(filters.state) || c.states.includes("US"))
    .map((c) => c.name)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}

/** Every page of the directory at `query`, through its loader. */
async function allPages(query: string) {
  const first = await companiesLoader(routeArgs(`/companies?${query}`));
  const names = first.companies.map((c) => c.name);
  let last = first;
  for (let page = 2; last.hasNext; page++) {
    last = await companiesLoader(routeArgs(`/companies?${query}&page=${page}`));
    expect(last.total).toBe(first.total);
    names.push(...last.companies.map((c) => c.name));
  }
  if (first.exact) expect(last.page).toBe(first.pages);
  return { total: first.total, names, pages: first.pages };
}

describe.each(engines)("the directory's fields, filters and duplicate rule on %s", (engine) => {
  let handle: DbHandle;
  let cookie = "";
  beforeAll(async () => {
    handle = await openTestDb(engine);
    const now = new Date().toISOString();
    for (const company of seeded) {
      const { id } = await handle.db
        .insertInto("companies")
        .values({
          created_at: now,
          name: company.name,
          name_key: nameKey(company.name),
          location: company.location,
          status: company.status ?? "approved",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await saveCompanyChoices(handle.db, id, company);
    }
    cookie = await signedInModerator("dir-mod@example.com", "198.51.100.90");
  });
  afterAll(() => handle.close());

  describe("filters", () => {
    it.each(filterCases)(
      "%s lists what the filters mean, page by page",
      async (query, q, filters) => {
        const want = expected(q, filters);
        const got = await allPages(query);
        expect(got).toEqual({
          total: want.length,
          names: want,
          pages: Math.max(1, Math.ceil(want.length / companiesPageSize)),
        });
      },
    );

    it("pages through a filter of more than one page, and keeps the filters in the page links' data", async () => {
      const want = expected("", { specialty: "it" });
      expect(want.length).toBeGreaterThan(companiesPageSize);
      const second = await companiesLoader(routeArgs("/companies?specialty=it&page=2"));
      expect(second.filters).toEqual({ specialty: "it" });
      expect(second.companies.map((c) => c.name)).toEqual(
        want.slice(companiesPageSize, 2 * companiesPageSize),
      );
      const beyond = await companiesLoader(routeArgs("/companies?specialty=it&page=99"));
      expect(beyond).toMatchObject({ companies: [], total: want.length });
    });

    it("ignores unknown or repeated values rather than failing", async () => {
      expect(parseFilters(new URLSearchParams("specialty=astrology&state=ZZ&service="))).toEqual(
        {},
      );
      const all = await companiesLoader(routeArgs("/companies?specialty=astrology&state=tx"));
      expect(all.filters).toEqual({});
      expect(all.total).toBe(expected("", {}).length);
      const first = await companiesLoader(routeArgs("/companies?state=TX&state=CA"));
      expect(first.total).toBe(expected("", { state: "TX" }).length);
    });
  });

  it("gives the same pages when the matches are rare among many companies (fetched by id, then sorted)", async () => {
    // A thousand companies with no choices: most filters now match under 1 in 20 companies.
    await handle.db
      .insertInto("companies")
      .values(
        Array.from({ length: 1_000 }, (_, i) => ({
          created_at: new Date().toISOString(),
          name: `Filler ${i} Co`,
          name_key: `filler${i}`,
          location: "Nowhere",
          status: "approved" as const,
        })),
      )
      .execute();
    for (const [query, q, filters] of filterCases) {
      const want = expected(q, filters);
      expect({ query, ...(await allPages(query)) }).toEqual({
        query,
        total: want.length,
        names: want,
        pages: Math.max(1, Math.ceil(want.length / companiesPageSize)),
      });
    }
  });

  describe("the add form", () => {
    const base = { name: "Choice Staffing", website: "", description: "", logo_url: "" };

    it("stores specialties, services and states, and the profile shows them once approved", async () => {
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", {
          ...base,
          specialties: ["legal", "it", "it"],
          services: ["payrolling", "temporary"],
          states: ["NY", "CA"],
        }),
        { clientIp: "198.51.100.91" },
      );
      expect(result).toMatchObject({ status: 302, location: "/companies?submitted=1" });
      const { id } = await handle.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", "Choice Staffing")
        .executeTakeFirstOrThrow();
      expect((await companyChoices([id])).get(id)).toEqual({
        specialties: ["it", "legal"],
        services: ["temporary", "payrolling"],
        states: ["CA", "NY"],
      });
      await handle.db
        .updateTable("companies")
        .set({ status: "approved" })
        .where("id", "=", id)
        .execute();
      const profile = await companyLoader(routeArgs("/", { params: { id: String(id) } }));
      expect(profile.company).toMatchObject({
        specialties: ["it", "legal"],
        services: ["temporary", "payrolling"],
        states: ["CA", "NY"],
      });
      const filtered = await companiesLoader(
        routeArgs("/companies?q=choice&state=NY&service=payrolling"),
      );
      expect(filtered.companies.map((c) => c.name)).toEqual(["Choice Staffing"]);
    });

    it("stores Nationwide alone when states are ticked with it, and nothing when none is ticked", async () => {
      await callRoute(
        companyAction,
        formRequest("/submit-company", {
          ...base,
          name: "Everywhere Staffing",
          states: ["TX", "US", "OH"],
        }),
        { clientIp: "198.51.100.92" },
      );
      await callRoute(
        companyAction,
        formRequest("/submit-company", { ...base, name: "Plain Staffing" }),
        { clientIp: "198.51.100.92" },
      );
      const rows = await handle.db
        .selectFrom("companies")
        .select(["id", "name"])
        .where("name", "in", ["Everywhere Staffing", "Plain Staffing"])
        .orderBy("name")
        .execute();
      const choices = await companyChoices(rows.map((row) => row.id));
      expect(rows.map((row) => choices.get(row.id))).toEqual([
        { specialties: [], services: [], states: ["US"] },
        { specialties: [], services: [], states: [] },
      ]);
    });

    it.each([
      ["specialties", ["it", "astrology"], "Please choose specialties from the list"],
      ["services", ["temporary", "forever"], "Please choose services from the list"],
      ["states", ["TX", "Texas"], "Please choose states from the list"],
    ])("refuses %s %j with a message, keeping every value", async (field, bad, message) => {
      const sent = {
        ...base,
        name: "Kept Values Staffing",
        description: "Kept.",
        specialties: ["it", "legal"],
        services: ["rpo"],
        states: ["TX", "OH"],
        [field]: bad,
      };
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", sent),
        {
          clientIp: "198.51.100.93",
        },
      );
      expect(result.status).toBe(400);
      expect(result.data?.errors).toEqual({ [field]: message });
      expect(result.data?.values).toMatchObject(sent);
      const stored = await handle.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", "Kept Values Staffing")
        .execute();
      expect(stored).toEqual([]);
    });
  });

  describe("the moderators' edit", () => {
    const act = (fields: Record<string, string | string[]>) => {
      const request = formRequest("/admin", fields);
      request.headers.set("Cookie", cookie);
      return callRoute<{ errors?: Record<string, string>; toast?: { title: string } }>(
        adminAction,
        request,
      );
    };

    it("replaces a pending company's choices as it approves it, and refuses unknown ones", async () => {
      const { id } = await handle.db
        .insertInto("companies")
        .values({
          created_at: new Date().toISOString(),
          name: "Edit Me Staffing",
          name_key: "editmestaffing",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await saveCompanyChoices(handle.db, id, {
        specialties: ["it"],
        services: ["msp"],
        states: ["WA"],
      });
      const edit = {
        intent: "decide",
        subject: "company",
        id: String(id),
        decision: "approve",
        edit: "1",
        name: "Edit Me Staffing",
        specialties: ["education", "skilled-trades"],
        services: ["direct-hire"],
        states: ["DC", "MD"],
      };
      const refused = await act({ ...edit, services: ["direct-hire", "bogus"] });
      expect(refused.status).toBe(400);
      expect(refused.data?.errors?.services).toBe("Please choose services from the list");
      expect((await companyChoices([id])).get(id)?.services).toEqual(["msp"]);

      const done = await act(edit);
      expect(done.status).toBe(302);
      expect((await companyChoices([id])).get(id)).toEqual({
        specialties: ["education", "skilled-trades"],
        services: ["direct-hire"],
        states: ["DC", "MD"],
      });
      const listed = await companiesLoader(
        routeArgs("/companies?specialty=skilled-trades&state=MD"),
      );
      expect(listed.companies.map((c) => c.name)).toEqual(["Edit Me Staffing"]);
    });
  });

  describe("duplicates", () => {
    let acmeId = 0;
    beforeAll(async () => {
      const result = await callRoute(
        companyAction,
        formRequest("/submit-company", {
          name: "Acme Staffing",
          website: "",
          description: "",
          logo_url: "",
        }),
        { clientIp: "198.51.100.94" },
      );
      expect(result.status).toBe(302);
      const row = await handle.db
        .updateTable("companies")
        .set({ status: "approved" })
        .where("name", "=", "Acme Staffing")
        .returning("id")
        .executeTakeFirstOrThrow();
      acmeId = row.id;
    });

    it.each([
      "Acme Staffing, Inc.",
      "ACME STAFFING LLC",
      "Acme Staffing, L.L.C.",
      "The Acme Staffing",
      "acme-staffing corp.",
      "Acme Staffing Co., Ltd.",
      "  acme   staffing!  ",
    ])("refuses %j as Acme Staffing, offering its profile", async (name) => {
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", { name, website: "", description: "", logo_url: "" }),
        { clientIp: `198.51.100.${95 + (name.length % 5)}` },
      );
      expect(result.status).toBe(409);
      expect(result.data?.errors.name).toBe("This company is already listed.");
      expect(result.data?.conflict).toEqual({ kind: "company-listed", href: `/company/${acmeId}` });
      expect(result.data?.values).toMatchObject({ name });
    });

    it.each(["Acme Group", "Acme Staffing Partners", "Acme Talent", "Acme"])(
      "takes %j as a different firm",
      async (name) => {
        const result = await callRoute(
          companyAction,
          formRequest("/submit-company", { name, website: "", description: "", logo_url: "" }),
          { clientIp: `198.51.100.${110 + name.length}` },
        );
        expect(result).toMatchObject({ status: 302, location: "/companies?submitted=1" });
      },
    );

    it("finds a waiting company by the same rule", async () => {
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", {
          name: "The Acme Group, Inc.",
          website: "",
          description: "",
          logo_url: "",
        }),
        { clientIp: "198.51.100.130" },
      );
      expect(result.status).toBe(409);
      expect(result.data?.conflict).toEqual({ kind: "company-pending" });
    });

    it("refuses a moderator's rename to a listed company's name by the same rule", async () => {
      const { id } = await handle.db
        .insertInto("companies")
        .values({
          created_at: new Date().toISOString(),
          name: "Acme Stafing",
          name_key: "acmestafing",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const request = formRequest("/admin", {
        intent: "decide",
        subject: "company",
        id: String(id),
        decision: "approve",
        edit: "1",
        name: "Acme Staffing, Inc.",
      });
      request.headers.set("Cookie", cookie);
      const result = await callRoute<{ errors?: Record<string, string> }>(adminAction, request);
      expect(result.status).toBe(409);
      expect(result.data?.errors?.name).toBe(
        "Another company with this name is already listed or waiting for review.",
      );
    });
  });

  it("migration 0017 gives every company its new key, keeping both of two that it makes one", async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    // Taken back in order: 0025's record of the specialties it added refers to 0017's table.
    await specialtyFromIndustry.down(db);
    await directoryFilters.down(db);
    const at = new Date().toISOString();
    const add = async (name: string, status: "approved" | "pending" | "rejected") =>
      (
        await handle.db
          .insertInto("companies")
          .values({
            created_at: at,
            name,
            status,
            name_key: name.toLowerCase().replace(/\s+/g, ""),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const listed = await add("Backfill Staffing", "approved");
    const twin = await add("Backfill Staffing, Inc.", "approved");
    const waiting = await add("The Lantern Group", "pending");
    const turnedDown = await add("Backfill Staffing LLC", "rejected");
    await directoryFilters.up(db);
    await specialtyFromIndustry.up(db);
    const keys = await handle.db
      .selectFrom("companies")
      .select(["id", "name_key"])
      .where("id", "in", [listed, twin, waiting, turnedDown])
      .orderBy("id")
      .execute();
    expect(keys.map((row) => row.name_key)).toEqual([
      "backfillstaffing",
      `backfillstaffing#${twin}`,
      "lanterngroup",
      "backfillstaffing",
    ]);
    const note = await handle.db
      .selectFrom("audit_log")
      .select(["action", "reason"])
      .where("subject_type", "=", "company")
      .where("subject_id", "=", twin)
      .executeTakeFirstOrThrow();
    expect(note.reason).toContain(`Same name as company ${listed}`);
    // The tables are back, and the unique index holds on the new keys.
    expect(await companyChoices([listed])).toEqual(
      new Map([[listed, { specialties: [], services: [], states: [] }]]),
    );
    await expect(
      sql`insert into companies (created_at, name, name_key, status)
        values (${at}, 'Backfill Staffing Corp', 'backfillstaffing', 'pending')`.execute(db),
    ).rejects.toThrow();
  });
});
