import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { Database } from "../../db/schema";
import { siteCookies } from "~/content/cookies";
import { mailBudget } from "~/content/mail-budget";
import { verifyPageData } from "~/features/assessment/verify-page.server";
import { erasedKey } from "~/lib/erased-address.server";
import { holds } from "~/features/your-data/held.server";
import { enqueueMail } from "~/lib/mail/outbox.server";
import { isUnsubscribed } from "~/lib/mail/unsubscribe.server";
import { erasedReason } from "~/content/retention";
import { personalTables } from "~/features/your-data/tables";
import { passAttempt, startVerified } from "../../tests/support/assessment-code";
import { insertCompletion } from "../../tests/support/completions";
import { addListedCompany } from "../../tests/support/companies";
import { signedInModerator } from "../../tests/support/moderator";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as contactAction } from "./contact";
import { action as eraseAction, loader as eraseLoader } from "./your-data.erase";
import { loader as exportLoader } from "./your-data.export[.]json";
import { action as openAction, loader as openLoader } from "./your-data.open";
import { action as homeAction, loader as homeLoader } from "./your-data";

// Issue 34: people's own data. An address asks for a link (every address gets the same answer,
// within its inbox's budget); the link, an hour and once, opens a session that lists everything
// held for the address, downloads it as JSON and erases it: every row goes or is anonymised,
// published reviews and movements leave (the site's counts follow), a certificate is revoked and
// keeps its reference, rate-limit counters and the audit log keep a keyed hash.

const linkPattern = /\/your-data\/open\?token=([A-Za-z0-9_-]{43})/;
const ana = "ana.erase@example.com";
/** A column that holds an e-mail address or something made from an IP address. */
const personalColumn = /email|recipient|started_from|ip_address/;

type Held = { held: { address: string; groups: { title: string; items: string[] }[] } | null };
type Erased = { state: string; lines: string[] };

describe.each(engines)("your data on %s", (engine) => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  let ip = 0;
  let session = "";
  let company = 0;
  let reference = "";

  const nextIp = () => `198.51.100.${(ip += 1)}`;
  const askForLink = (email: string, clientIp = nextIp()) =>
    callRoute(homeAction, formRequest("/your-data", { intent: "request", email }), { clientIp });
  /** The token in the newest link e-mailed to `email`. */
  const latestToken = async (email: string) => {
    const rows = await db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("recipient", "=", email)
      .where("subject", "=", "Your link to your data at Staffing Spotlight")
      .orderBy("id", "desc")
      .execute();
    return linkPattern.exec(rows[0]?.text_body ?? "")?.[1] ?? "";
  };
  const press = (token: string) =>
    callRoute<{ state: string }>(openAction, formRequest("/your-data/open", { token }));
  const withSession = (path: string, cookie = session) =>
    new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
  const postWithSession = (path: string, fields: Record<string, string>, cookie = session) => {
    const request = formRequest(path, fields);
    request.headers.set("Cookie", cookie);
    return request;
  };
  /** A session for `email`, through the form, the e-mail and the button. */
  const openSession = async (email: string) => {
    expect(await askForLink(email)).toMatchObject({
      status: 302,
      location: "/your-data?link=sent",
    });
    const opened = await press(await latestToken(email));
    expect(opened).toMatchObject({ status: 302, location: "/your-data" });
    return opened.setCookie?.split(";")[0] ?? "";
  };
  const counts = () =>
    db
      .selectFrom("site_counts")
      .select(["movements", "reviews", "certificates"])
      .executeTakeFirstOrThrow()
      .then((row) => ({
        movements: Number(row.movements),
        reviews: Number(row.reviews),
        certificates: Number(row.certificates),
      }));
  const movement = (fields: {
    name: string;
    status: "approved" | "pending";
    submitter: string | null;
    featured: string | null;
  }) =>
    db
      .insertInto("movement_submissions")
      .values({
        created_at: new Date().toISOString(),
        status: fields.status,
        name: fields.name,
        previous_role: null,
        new_role: "Recruiter",
        company: "Quillmark",
        previous_company: null,
        location: null,
        description: "A move worth celebrating.",
        submitter_name: fields.submitter ? "Ana Erase" : null,
        submitter_email: fields.submitter,
        featured_email: fields.featured,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const review = (email: string, rating: number) =>
    db
      .insertInto("company_reviews")
      .values({
        created_at: new Date().toISOString(),
        company_id: company,
        status: "approved",
        rating,
        title: "Straight answers",
        body: "They told us the truth about the market.",
        reviewer_name: null,
        reviewer_email: email,
        confirmed_at: new Date().toISOString(),
        confirm_token_hash: null,
        relationship: "client",
        approved_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((row) => row.id);

  /** Every row of every table whose text, in any column, holds `needle` (letter case aside). */
  async function rowsHolding(needle: string) {
    const found: Record<string, number> = {};
    for (const table of await handle.db.introspection.getTables()) {
      if (table.name.startsWith("kysely_")) continue;
      for (const column of table.columns) {
        if (!/^(text|varchar|bpchar|char)/i.test(column.dataType)) continue;
        const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(
          table.name,
        )} where lower(${sql.ref(column.name)}) like ${`%${needle}%`}`.execute(db);
        const n = Number(rows[0]?.n ?? 0);
        if (n) found[`${table.name}.${column.name}`] = n;
      }
    }
    return found;
  }

  beforeAll(async () => {
    handle = await openTestDb(engine);
    db = handle.db;
    useSiteUrl("https://spotlight.test");
    company = await addListedCompany(db, "Northwind Staffing", "https://northwind.example");

    // Everything an address can leave behind, each through the site where that is cheap.
    await review(ana, 1);
    const otherReview = await review("someone@example.com", 5);
    await movement({ name: "Someone Else", status: "approved", submitter: ana, featured: null });
    await movement({ name: "Pending Person", status: "pending", submitter: ana, featured: null });
    const aboutAna = await movement({
      name: "Ana Erase",
      status: "approved",
      submitter: null,
      featured: ana,
    });
    // A correction Ana suggested through her link; and a movement someone typed her address
    // into, never published (it may be about someone else): she learns it exists, not what it says.
    await db
      .insertInto("movement_corrections")
      .values({
        movement_id: aboutAna,
        created_at: new Date().toISOString(),
        status: "pending",
        decided_at: null,
        name: "Ana Erase",
        previous_role: null,
        new_role: "Senior Recruiter",
        company: "Quillmark",
        previous_company: null,
        location: null,
        description: "A move worth celebrating.",
        note: "My title is Senior Recruiter.",
      })
      .execute();
    await movement({
      name: "Mistyped Person",
      status: "pending",
      submitter: "friend@example.com",
      featured: ana,
    });
    expect(
      await callRoute(
        contactAction,
        formRequest("/contact", {
          name: "Ana Erase",
          email: ana,
          subject: "A question",
          message: "When is the next community event?",
        }),
        { clientIp: nextIp() },
      ),
    ).toMatchObject({ status: 302 });
    const cookie = await startVerified(db, {
      name: "Ana Erase",
      email: ana,
      company: "Quillmark",
      designation: "Recruiter",
    });
    expect((await passAttempt(db, ana, cookie)).status).toBe(302);
    reference =
      (
        await db
          .selectFrom("assessment_completions")
          .select("reference")
          .where("email", "=", ana)
          .executeTakeFirstOrThrow()
      ).reference ?? "";
    await insertCompletion(db, { email: ana, createdAt: new Date(Date.now() - 86_400_000) });
    const at = new Date().toISOString();
    await db
      .insertInto("assessment_code_failures")
      .values({ email: ana, created_at: at })
      .execute();
    const { id: claimId } = await db
      .insertInto("company_claims")
      .values({
        company_id: company,
        created_at: at,
        status: "confirmed",
        name: "Ana Erase",
        job_title: "Head of Talent",
        email: ana,
        token_hash: null,
        confirmed_at: at,
        revoked_at: null,
        revoked_reason: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("review_replies")
      .values({
        review_id: otherReview,
        company_id: company,
        claim_id: claimId,
        created_at: at,
        published_body: "Thank you for the kind words.",
        published_at: at,
        pending_body: null,
        submitted_at: null,
        rejected_at: null,
        rejected_reason: null,
      })
      .execute();
    await db
      .insertInto("mail_held")
      .values({ created_at: at, category: "code", recipient: ana, subject: "Held back" })
      .execute();
    // Someone else's claim, which a moderator revoked in words that quote Ana's address.
    await db
      .insertInto("company_claims")
      .values({
        company_id: company,
        created_at: at,
        status: "revoked",
        name: "Other Claimant",
        job_title: "Recruiter",
        email: "other.claimant@example.com",
        token_hash: null,
        confirmed_at: at,
        revoked_at: at,
        revoked_reason: `Same person as ${ana}`,
      })
      .execute();
    await db.insertInto("mail_unsubscribes").values({ email: ana, created_at: at }).execute();
    await db
      .insertInto("audit_log")
      .values({
        created_at: at,
        moderator_id: null,
        action: "reject",
        subject_type: "review",
        subject_id: 1,
        reason: `Written from ${ana.toUpperCase()}, a competitor`,
      })
      .execute();
    // A moderator's account and invitation at the same address: shown, never erased here.
    await signedInModerator(ana, "203.0.113.90");
    await db
      .insertInto("moderator_invitations")
      .values({
        email: ana,
        role: "moderator",
        token_hash: "c".repeat(64),
        invited_by: null,
        created_at: at,
        expires_at: at,
        accepted_at: at,
        revoked_at: null,
      })
      .execute();
    session = await openSession(ana);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("names every table that holds an e-mail or IP address, in the migrated schema", async () => {
    const tables = await handle.db.introspection.getTables();
    const holding = tables
      .filter(
        (table) =>
          table.name === "rate_limits" ||
          table.columns.some((column) => personalColumn.test(column.name)),
      )
      .map((table) => table.name)
      .sort();
    // A table added later with an address is either exported and erased, or fails here.
    expect(holding).toEqual(Object.keys(personalTables).sort());
  });

  it("answers every address alike, and sends each a link", async () => {
    const unknown = "never-seen@example.com";
    expect(await askForLink(unknown)).toMatchObject({
      status: 302,
      location: "/your-data?link=sent",
    });
    expect(await latestToken(unknown)).not.toBe("");
    const refused = await askForLink("not an address");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: { email: "Please enter a valid email address" },
      values: { email: "not an address" },
    });
  });

  it("lists every kind of row, and the JSON download holds each", async () => {
    const page = await callRoute<Held>(homeLoader, withSession("/your-data"));
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data?.held?.address).toBe(ana);
    const emptyGroups = page.data?.held?.groups.filter((group) => !group.items.length);
    expect(emptyGroups).toEqual([]);

    const download = await callRoute(exportLoader, withSession("/your-data/export.json"));
    expect(download.status).toBe(200);
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(download.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="staffing-spotlight-your-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const response = await exportLoader(routeArgs(withSession("/your-data/export.json")));
    const exported = (await response.json()) as Record<string, unknown>;
    expect(exported.address).toBe(ana);
    for (const [table, handling] of Object.entries(personalTables))
      for (const section of handling.sections) {
        const value = exported[section];
        expect(value, `${table}: ${section}`).toBeTruthy();
        if (Array.isArray(value)) expect(value.length, `${table}: ${section}`).toBeGreaterThan(0);
      }
    expect(exported).toMatchObject({
      movementsSubmitted: [{ name: "Someone Else" }, { name: "Pending Person" }],
      movementsAboutYou: [
        {
          name: "Ana Erase",
          sharedByYou: false,
          corrections: [{ newRole: "Senior Recruiter", note: "My title is Senior Recruiter." }],
        },
        { status: "pending", detailsWithheld: expect.stringContaining("not published") },
      ],
      reviews: [{ company: "Northwind Staffing", rating: 1 }],
      certificates: [{ reference, passed: true }, { passed: false }],
      mailPreferences: { notifications: "unsubscribed" },
      moderatorAccount: {
        role: "owner",
        sessions: expect.arrayContaining([expect.objectContaining({ ipAddress: "203.0.113.90" })]),
      },
    });
    expect(JSON.stringify(exported)).not.toContain("Mistyped Person");
    // Never a token or a hash that acts: only what the person sent and what was done with it.
    expect(JSON.stringify(exported)).not.toMatch(/token|password|totp/i);
  });

  it("erases after one confirmation: no row holds the address, published content leaves, counts follow", async () => {
    const before = await counts();
    expect((await callRoute(eraseLoader, withSession("/your-data/erase"))).data).toEqual({
      address: ana,
    });
    const unconfirmed = await callRoute(
      eraseAction,
      postWithSession("/your-data/erase", { confirm: "" }),
    );
    expect(unconfirmed).toMatchObject({ status: 400, data: { state: "unconfirmed" } });

    const erased = await callRoute<Erased>(
      eraseAction,
      postWithSession("/your-data/erase", { confirm: "yes" }),
    );
    expect(erased.status).toBe(200);
    expect(erased.data?.state).toBe("erased");
    expect(erased.data?.lines).toEqual([
      "removed 3 career movements",
      "took your name and address off 1 published career movement you shared",
      "removed 1 review",
      "deleted 1 contact message",
      "deleted 1 assessment attempt",
      "deleted 1 assessment result not passed",
      "revoked 1 certificate, keeping only the reference",
      "ended 1 claim of a company profile",
      expect.stringMatching(/^deleted the records of \d+ e-mails to you$/),
      "kept your unsubscribe, under a keyed hash instead of your address",
      expect.stringMatching(/^replaced your address with a keyed hash in \d+ rate-limit counters$/),
      "deleted your requests to see your data",
    ]);
    expect(erased.setCookie).toContain(`${siteCookies.yourData.name}=`);
    expect(erased.setCookie).toContain("Max-Age=0");

    // Only a moderator's own account and invitation keep the address (an owner closes them).
    const kept = Object.entries(personalTables)
      .filter(([, handling]) => handling.erase === "kept")
      .map(([table]) => table);
    const left = Object.keys(await rowsHolding(ana)).map((column) => column.split(".")[0]);
    expect(left.filter((table) => !kept.includes(table as never))).toEqual([]);
    expect(new Set(left)).toEqual(new Set(["moderators", "moderator_invitations"]));

    // One published movement and one review fewer; the certificate no longer counts.
    expect(await counts()).toEqual({
      movements: before.movements - 1,
      reviews: before.reviews - 1,
      certificates: before.certificates - 1,
    });
    expect(
      await db
        .selectFrom("companies")
        .select(["review_count", "average_rating"])
        .where("id", "=", company)
        .executeTakeFirstOrThrow(),
    ).toEqual({ review_count: 1, average_rating: 5 });
    // The movement Ana shared about someone else stays published, without her.
    expect(
      await db
        .selectFrom("movement_submissions")
        .select(["name", "status", "submitter_name", "submitter_email"])
        .execute(),
    ).toEqual([
      { name: "Someone Else", status: "approved", submitter_name: null, submitter_email: null },
    ]);
    // The certificate's reference says "revoked", with the erase's reason.
    const certificate = await db
      .selectFrom("assessment_completions")
      .select(["revoked_reason", "company_name"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(certificate).toEqual({ revoked_reason: erasedReason, company_name: "" });
    const page = await verifyPageData(reference);
    expect(page).toMatchObject({ certificate: { revoked: expect.any(String) } });
    // The claim is revoked; the reply published under it stays, under the company's name.
    // Another's claim, revoked in words that quoted Ana's address, keeps the keyed hash instead.
    expect(
      await db
        .selectFrom("company_claims")
        .select(["status", "revoked_reason", "name"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { status: "revoked", revoked_reason: erasedReason, name: "" },
      {
        status: "revoked",
        revoked_reason: `Same person as ${erasedKey(ana)}`,
        name: "Other Claimant",
      },
    ]);
    expect(await db.selectFrom("review_replies").select("published_body").execute()).toEqual([
      { published_body: "Thank you for the kind words." },
    ]);
    // Counters and the audit log keep the keyed hash in place of the address.
    const keyed = erasedKey(ana);
    const counters = await db.selectFrom("rate_limits").select("key").execute();
    expect(counters.filter((row) => row.key.endsWith(keyed)).length).toBeGreaterThan(0);
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "subject_key", "reason"])
      .orderBy("id")
      .execute();
    expect(audit).toContainEqual({
      action: "reject",
      subject_key: null,
      reason: `Written from ${keyed}, a competitor`,
    });
    expect(audit.at(-1)).toMatchObject({
      action: "erased-by-person",
      subject_key: keyed,
      reason: expect.stringMatching(new RegExp(`^${erasedReason}: `)),
    });

    // The session is over: the page asks for a link again, the download and the erase refuse.
    const home = await callRoute<Held & { ended: boolean }>(homeLoader, withSession("/your-data"));
    expect(home.data).toMatchObject({ held: null, ended: true });
    expect(await callRoute(exportLoader, withSession("/your-data/export.json"))).toMatchObject({
      status: 302,
      location: "/your-data",
    });
    expect((await callRoute(eraseLoader, withSession("/your-data/erase"))).data).toEqual({
      address: null,
    });
    const again = await callRoute(
      eraseAction,
      postWithSession("/your-data/erase", { confirm: "yes" }),
    );
    expect(again).toMatchObject({ status: 302, location: "/your-data" });
    expect(
      await db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "erased-by-person")
        .execute(),
    ).toHaveLength(1);
  });

  it("after an erase, the inbox stays protected: its budget keeps counting, unsubscribed stays so", async () => {
    // The last day's budgeted e-mails stay as traces with nothing of Ana in them.
    const traces = await db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject", "text_body", "status"])
      .where("budget_key", "=", erasedKey(ana))
      .execute();
    expect(traces.length).toBeGreaterThan(0);
    for (const trace of traces)
      expect(trace).toMatchObject({ recipient: "", subject: "", text_body: "" });
    // A stranger's budgeted e-mails to her: only what is left of the hour's budget is queued.
    const outcomes: string[] = [];
    for (let i = 0; i < mailBudget.perHour; i += 1)
      outcomes.push(
        await db.transaction().execute((trx) =>
          enqueueMail(trx, {
            to: ana,
            category: "code",
            cause: "anyone",
            subject: "A code",
            greeting: "Hello,",
            blocks: [{ kind: "paragraph", text: "A code someone asked for." }],
          }),
        ),
      );
    expect(outcomes.filter((outcome) => outcome === "queued")).toHaveLength(
      Math.max(0, mailBudget.perHour - traces.length),
    );
    expect(outcomes.filter((outcome) => outcome === "held")).toHaveLength(
      Math.min(mailBudget.perHour, traces.length),
    );
    // She had unsubscribed from notifications: still so, under the keyed hash alone.
    expect(await isUnsubscribed(db, ana)).toBe(true);
    expect(
      await db.selectFrom("mail_unsubscribes").select("email").where(holds("email", ana)).execute(),
    ).toEqual([]);
  });

  it("refuses an expired, a used and a tampered link; opening the page uses nothing", async () => {
    const bo = "bo.links@example.com";
    await askForLink(bo);
    const token = await latestToken(bo);
    const shown = await callRoute<{ state: string }>(openLoader, `/your-data/open?token=${token}`);
    expect(shown).toMatchObject({ status: 200, data: { state: "open" }, setCookie: null });

    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await press(tampered)).toMatchObject({ status: 400, data: { state: "invalid" } });
    expect(await press("not a token")).toMatchObject({ status: 400, data: { state: "invalid" } });

    // Pressed twice at once: one session, one refusal.
    const [first, second] = await Promise.all([press(token), press(token)]);
    expect([first.status, second.status].sort()).toEqual([302, 409]);
    expect(await press(token)).toMatchObject({ status: 409, data: { state: "used" } });
    expect((await callRoute(openLoader, `/your-data/open?token=${token}`)).data).toMatchObject({
      state: "used",
    });

    await handle.db.deleteFrom("rate_limits").execute();
    await askForLink(bo);
    const late = await latestToken(bo);
    await db
      .updateTable("your_data_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("used_at", "is", null)
      .execute();
    expect(await press(late)).toMatchObject({ status: 410, data: { state: "expired" } });
  });

  it("a session shows its own address only, and ends when asked", async () => {
    const cy = "cy.session@example.com";
    await handle.db.deleteFrom("rate_limits").execute();
    const cookie = await openSession(cy);
    const page = await callRoute<Held>(homeLoader, withSession("/your-data", cookie));
    expect(page.data?.held?.address).toBe(cy);
    const forged = await callRoute<Held>(
      homeLoader,
      withSession("/your-data", `${siteCookies.yourData.name}=${"A".repeat(43)}`),
    );
    expect(forged.data?.held).toBeNull();
    const ended = await callRoute(
      homeAction,
      postWithSession("/your-data", { intent: "end" }, cookie),
    );
    expect(ended).toMatchObject({ status: 302, location: "/your-data" });
    expect(ended.setCookie).toContain("Max-Age=0");
    expect((await callRoute<Held>(homeLoader, withSession("/your-data", cookie))).data?.held).toBe(
      null,
    );
  });

  it("stays within the inbox's budget: past it, the same answer and nothing sent", async () => {
    const dee = "dee.budget@example.com";
    for (let i = 0; i < mailBudget.perHour + 2; i += 1) {
      await handle.db.deleteFrom("rate_limits").execute();
      expect(await askForLink(dee)).toMatchObject({
        status: 302,
        location: "/your-data?link=sent",
      });
    }
    const sent = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", dee)
      .execute();
    expect(sent).toHaveLength(mailBudget.perHour);
    const held = await db
      .selectFrom("mail_held")
      .select("id")
      .where("recipient", "=", dee)
      .execute();
    expect(held).toHaveLength(2);
    // A link that was never sent is not stored either.
    const links = await db
      .selectFrom("your_data_links")
      .select("id")
      .where("email", "=", dee)
      .execute();
    expect(links).toHaveLength(mailBudget.perHour);
  });

  it("30 requests at once for one address: 3 are taken, each from its own client address", async () => {
    const eve = "eve.flight@example.com";
    await handle.db.deleteFrom("rate_limits").execute();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => askForLink(eve, `203.0.113.${100 + i}`)),
    );
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(27);
    const sent = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", eve)
      .execute();
    expect(sent).toHaveLength(3);
  });
});
