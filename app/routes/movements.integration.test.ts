import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { SubmissionStatus } from "../../db/schema";
import { routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { loader as movementLoader } from "./movement";
import { loader as feedLoader } from "./movements";
import { loader as rssLoader } from "./movements-rss[.]xml";

describe.each(engines)("the movements feed on %s", (engine) => {
  let handle: DbHandle;
  const ids: Record<string, number> = {};

  async function add(
    name: string,
    status: SubmissionStatus,
    daysAgo: number,
    tags: string[],
    company = "Quillmark Tech Staffing",
  ) {
    const { id } = await handle.db
      .insertInto("movement_submissions")
      .values({
        created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        status,
        name,
        previous_role: null,
        new_role: `${name.split(" ")[0]}'s New Role`,
        company,
        previous_company: null,
        location: "Austin, TX",
        description: `${name} <moved> & grew.`,
        submitter_name: null,
        submitter_email: "hidden@example.com",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (tags.length)
      await handle.db
        .insertInto("movement_tags")
        .values(tags.map((tag) => ({ movement_id: id, tag })))
        .execute();
    ids[name] = id;
  }

  beforeAll(async () => {
    handle = await openTestDb(engine);
    await handle.db
      .insertInto("companies")
      .values({
        name: "Quillmark Tech Staffing",
        name_key: "quillmarktechstaffing",
        status: "approved",
        created_at: new Date().toISOString(),
      })
      .execute();
    await add("Older Approved", "approved", 3, ["Promotion"]);
    await add("Newest Approved", "approved", 1, ["Leadership", "Promotion"], "Other Firm");
    await add("Pending One", "pending", 0, ["Promotion"]);
    await add("Rejected One", "rejected", 0, ["Promotion"]);
    await add("Removed One", "removed", 0, []);
  });
  afterAll(() => handle.close());

  it("lists only approved movements, newest first, without e-mails", async () => {
    const feed = await feedLoader(routeArgs("/movements"));
    expect(feed.movements.map((m) => m.name)).toEqual(["Newest Approved", "Older Approved"]);
    expect(JSON.stringify(feed)).not.toContain("hidden@example.com");
    expect(feed.tags).toEqual(["Promotion", "Leadership"]);
  });

  it("searches name, company and new role, and filters by tag (ignoring case)", async () => {
    expect(
      (await feedLoader(routeArgs("/movements?q=other%20firm"))).movements.map((m) => m.name),
    ).toEqual(["Newest Approved"]);
    expect((await feedLoader(routeArgs("/movements?q=OLDER"))).total).toBe(1);
    expect((await feedLoader(routeArgs("/movements?q=Newest%27s%20new%20role"))).total).toBe(1);
    expect((await feedLoader(routeArgs("/movements?q=pending"))).total).toBe(0);
    expect(
      (await feedLoader(routeArgs("/movements?tag=leadership"))).movements.map((m) => m.name),
    ).toEqual(["Newest Approved"]);
    expect((await feedLoader(routeArgs("/movements?tag=Promotion&q=older"))).total).toBe(1);
  });

  it("opens an approved movement, linking its company's profile, and 404s anything else", async () => {
    const page = await movementLoader(
      routeArgs("/", { params: { id: String(ids["Older Approved"]) } }),
    );
    expect(page.movement).toMatchObject({ name: "Older Approved", tags: ["Promotion"] });
    expect(page.movement.companyId).toEqual(expect.any(Number));
    for (const name of ["Pending One", "Rejected One", "Removed One"]) {
      await expect(
        movementLoader(routeArgs("/", { params: { id: String(ids[name]) } })),
      ).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
  });

  it("publishes RSS, escaped, and per tag", async () => {
    const response = await rssLoader(routeArgs("/movements/rss.xml"));
    expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("Older Approved &lt;moved&gt; &amp; grew.");
    expect(xml).not.toContain("Pending One");
    const tagged = await (await rssLoader(routeArgs("/movements/rss.xml?tag=Leadership"))).text();
    expect(tagged.match(/<item>/g)).toHaveLength(1);
    expect(tagged).toContain("<category>Leadership</category>");
  });
});
