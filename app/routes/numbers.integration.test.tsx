import { sql, type Kysely } from "kysely";
import { signInFully } from "../../tests/support/moderator";
import type { ComponentType } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import * as siteCountsMigration from "../../db/migrations/0024_site_counts";
import { nameKey } from "../../db/name-key";
import { createModerator } from "~/features/moderation/auth.server";
import { shownFrom } from "~/features/numbers/numbers";
import { runInRequestScope, watchSavedChange } from "~/lib/request-scope.server";
import { getSiteConfig } from "~/lib/site.server";
import { callRoute, formRequest } from "../../tests/support/route";
import { renderedText } from "../../tests/support/render";
import { engines, openTestDb } from "../../tests/support/test-db";
import About, { loader as aboutLoader } from "./about";
import { action as adminAction } from "./admin";
import Home, { loader as homeLoader } from "./home";

// Issue 27: the home and about pages' numbers come from the data, exactly, and only what a
// visitor can see is counted; below `shownFrom` a block says something true instead.

type Status = "approved" | "pending" | "rejected" | "removed";
const now = new Date().toISOString();
const early = {
  movements: "A new community: be among the first to share a movement",
  companies: "A young directory: suggest a staffing company",
  certificates: "Be among the first to earn the certificate",
  reviews: "Be among the first to review a company",
};

/** A route's page as the server renders it with `loaderData`, under the root's data: its text. */
const pageText = (Page: ComponentType<{ loaderData: unknown }>, loaderData: unknown) =>
  renderedText("/", () => <Page loaderData={loaderData} />, { site: getSiteConfig() });

const homeText = async () =>
  pageText(Home as ComponentType<{ loaderData: unknown }>, await homeLoader());
const aboutText = async () =>
  pageText(About as ComponentType<{ loaderData: unknown }>, await aboutLoader());

describe.each(engines)("the site's numbers on %s", (engine) => {
  let handle: DbHandle;
  let cookie = "";
  let serial = 0;

  const movement = async (status: Status) => {
    serial += 1;
    return handle.db
      .insertInto("movement_submissions")
      .values({
        created_at: now,
        status,
        name: `Person ${serial}`,
        new_role: "Recruiter",
        company: "Acme",
        description: "Moved.",
        submitter_email: `s${serial}@example.com`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  };
  const company = async (status: Status) => {
    serial += 1;
    const name = `Numbers Firm ${serial}`;
    return handle.db
      .insertInto("companies")
      .values({ created_at: now, status, name, name_key: nameKey(name) })
      .returning("id")
      .executeTakeFirstOrThrow();
  };
  const review = async (companyId: number, status: Status) => {
    serial += 1;
    return handle.db
      .insertInto("company_reviews")
      .values({
        created_at: now,
        company_id: companyId,
        status,
        rating: 4,
        title: "Good partner",
        body: "They kept every promise.",
        reviewer_email: `r${serial}@example.com`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  };
  const certificate = async (passed: boolean, revoked = false) => {
    serial += 1;
    return handle.db
      .insertInto("assessment_completions")
      .values({
        created_at: now,
        full_name: `Holder ${serial}`,
        email: `h${serial}@example.com`,
        company_name: "Acme",
        designation: "Recruiter",
        score: passed ? 20 : 10,
        total_questions: 25,
        certificate_type: passed ? "standard" : null,
        section2_q1: "An answer of twenty chars",
        section2_q2: "An answer of twenty chars",
        section2_q3: "An answer of twenty chars",
        section2_q7_positions: "IT",
        section2_q8_geographies: "US",
        passed: passed ? 1 : 0,
        reference: passed ? `SS-NUM-${serial}` : null,
        revoked_at: revoked ? now : null,
        revoked_reason: revoked ? "Issued in error" : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  };

  /** What a full count of the visible data says, to hold the kept counts against. */
  const counted = async () => {
    const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
      Number((await query.execute(handle.db)).rows[0]?.n);
    return {
      movements: await count(
        sql`select count(*) as n from movement_submissions where status = 'approved'`,
      ),
      companies: await count(sql`select count(*) as n from companies where status = 'approved'`),
      certificates: await count(sql`select count(*) as n from assessment_completions
        where passed = 1 and reference is not null and revoked_at is null`),
      reviews: await count(sql`select count(*) as n from company_reviews as r
        join companies as c on c.id = r.company_id
        where r.status = 'approved' and c.status = 'approved'`),
    };
  };

  /** Posts a moderator's decision as the server would, in a request scope of its own. */
  const decide = (subject: "movement" | "company", id: number) =>
    runInRequestScope("numbers-test", async () => {
      const savedChange = watchSavedChange();
      const request = formRequest("/admin", {
        intent: "decide",
        subject,
        id: String(id),
        decision: "approve",
      });
      request.headers.set("Cookie", cookie);
      const result = await callRoute(adminAction, request);
      return { status: result.status, savedChange: savedChange() };
    });

  const listed: number[] = [];
  let pendingMovement = 0;
  let pendingCompany = 0;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    await createModerator("numbers-mod@example.com", "correct horse battery staple");
    const signedIn = await signInFully(
      "numbers-mod@example.com",
      "correct horse battery staple",
      "198.51.100.70",
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    cookie = signedIn.setCookie.split(";")[0] ?? "";
  });
  afterAll(() => handle.close());

  it("on an empty site, shows no number and no padding: each block says something true instead", async () => {
    expect((await homeLoader()).counts).toEqual({
      movements: 0,
      companies: 0,
      certificates: 0,
      reviews: 0,
    });
    for (const text of [await homeText(), await aboutText()]) {
      for (const sentence of Object.values(early)) expect(text).toContain(sentence);
      expect(text).not.toMatch(/\d\+/);
      expect(text).not.toMatch(/Partner Companies|Community Members|Staffing Professionals/);
    }
  });

  it(`counts only what visitors see, and below ${shownFrom} shows the sentence, not the number`, async () => {
    const below = shownFrom - 1;
    for (let i = 0; i < below; i++) listed.push((await company("approved")).id);
    const unlisted = await company("rejected");
    pendingCompany = (await company("pending")).id;
    await company("removed");
    for (let i = 0; i < below; i++) await movement("approved");
    pendingMovement = (await movement("pending")).id;
    await movement("rejected");
    await movement("removed");
    for (let i = 0; i < below; i++) await certificate(true);
    await certificate(false);
    await certificate(true, true);
    for (let i = 0; i < below; i++) await review(listed[i % listed.length] as number, "approved");
    await review(listed[0] as number, "pending");
    await review(listed[1] as number, "rejected");
    await review(listed[2] as number, "removed");
    await review(unlisted.id, "approved");
    await review(pendingCompany, "approved");

    const want = { movements: below, companies: below, certificates: below, reviews: below };
    expect(await counted()).toEqual(want);
    expect((await homeLoader()).counts).toEqual(want);
    expect((await aboutLoader()).counts).toEqual(want);
    const text = await homeText();
    for (const sentence of Object.values(early)) expect(text).toContain(sentence);
    expect(text).not.toContain(`${below} Movements`);
  });

  it(`shows each count, exact and grouped, once it reaches ${shownFrom}; a moderator's approval changes it with the page cache's invalidation`, async () => {
    // The 10th movement and company come through the moderators' decisions, which note a saved
    // change (the page cache forgets its pages); the next render reads the new counts.
    expect(await decide("movement", pendingMovement)).toEqual({ status: 302, savedChange: true });
    expect(await decide("company", pendingCompany)).toEqual({ status: 302, savedChange: true });
    // The pending company's approved review shows with the company: the 10th review.
    await certificate(true);

    const want = { movements: 10, companies: 10, certificates: 10, reviews: 10 };
    expect(await counted()).toEqual(want);
    expect((await homeLoader()).counts).toEqual(want);
    const home = await homeText();
    for (const label of [
      "Movements Celebrated",
      "Companies Listed",
      "Certificates Issued",
      "Reviews Published",
    ]) {
      expect(home).toContain(`${label} 10 `);
    }
    for (const sentence of Object.values(early)) expect(home).not.toContain(sentence);
    const about = await aboutText();
    expect(about).toContain("Career Movements Celebrated 10 ");
    expect(about).toContain("Reviews Published 10 ");
    expect(about).not.toMatch(/\d\+|Partner Companies|Community Love/);

    // Past a thousand: en-US grouping, no padding.
    await sql`insert into movement_submissions (created_at, status, name, new_role, company, description)
      select ${now}, 'approved', 'Bulk', 'Recruiter', 'Acme', 'Moved.'
      from movement_submissions as m, (select 1 as k union all select 2 union all select 3) as t,
        (select 1 as k union all select 2 union all select 3 union all select 4) as u
      where m.status = 'approved'`.execute(handle.db);
    // 10 approved before, 10 x 12 = 120 added: 130. Again, from 130: 130 + 1,560 = 1,690.
    await sql`insert into movement_submissions (created_at, status, name, new_role, company, description)
      select ${now}, 'approved', 'Bulk', 'Recruiter', 'Acme', 'Moved.'
      from movement_submissions as m, (select 1 as k union all select 2 union all select 3) as t,
        (select 1 as k union all select 2 union all select 3 union all select 4) as u
      where m.status = 'approved'`.execute(handle.db);
    expect((await homeLoader()).counts.movements).toBe(1_690);
    expect(await homeText()).toContain("Movements Celebrated 1,690 ");
  });

  it("follows every change that hides or shows what is counted, as a full count does", async () => {
    const before = await counted();
    // A listed company with approved reviews is unlisted: it and its reviews leave the counts.
    const [first, second] = listed as [number, number];
    await handle.db
      .updateTable("companies")
      .set({ status: "removed" })
      .where("id", "=", first)
      .execute();
    const unlisted = await counted();
    expect(unlisted.companies).toBe(before.companies - 1);
    expect(unlisted.reviews).toBeLessThan(before.reviews);
    expect((await homeLoader()).counts).toEqual(unlisted);
    // Listed again, they are back.
    await handle.db
      .updateTable("companies")
      .set({ status: "approved" })
      .where("id", "=", first)
      .execute();
    expect((await homeLoader()).counts).toEqual(before);
    // A listed company deleted: its reviews go with it.
    await handle.db.deleteFrom("companies").where("id", "=", second).execute();
    // A review rejected after approval, a movement removed, a certificate revoked, one deleted.
    const approvedReview = await handle.db
      .selectFrom("company_reviews")
      .select("id")
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable("company_reviews")
      .set({ status: "rejected" })
      .where("id", "=", approvedReview.id)
      .execute();
    await sql`update movement_submissions set status = 'removed'
      where id = (select min(id) from movement_submissions where status = 'approved')`.execute(
      handle.db,
    );
    await sql`update assessment_completions set revoked_at = ${now}
      where id = (select min(id) from assessment_completions where passed = 1 and revoked_at is null)`.execute(
      handle.db,
    );
    await sql`delete from assessment_completions
      where id = (select max(id) from assessment_completions where passed = 1 and revoked_at is null)`.execute(
      handle.db,
    );
    const after = await counted();
    expect(after.certificates).toBe(before.certificates - 2);
    expect(after.movements).toBe(before.movements - 1);
    expect(after.reviews).toBeLessThan(before.reviews);
    expect((await homeLoader()).counts).toEqual(after);
  });

  it("migration 0024 fills its counts from the data stored before it", async () => {
    const stored = await counted();
    const db = handle.db as unknown as Kysely<unknown>;
    await siteCountsMigration.down(db);
    await siteCountsMigration.up(db);
    expect((await aboutLoader()).counts).toEqual(stored);
  });
});
