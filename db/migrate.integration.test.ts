import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDb } from "../tests/support/test-db";
import { isPostgres } from "./engine";
import type { DbHandle } from "./index";
import * as dropStatusName from "./migrations/0006_drop_companies_status_name";
import * as oneOfEach from "./migrations/0007_one_of_each";
import * as reviewConfirmation from "./migrations/0011_review_confirmation";
import * as assessmentEmailCode from "./migrations/0012_assessment_email_code";
import * as attemptAddress from "./migrations/0014_attempt_address";
import * as mailBudget from "./migrations/0022_mail_budget";
import * as featuredPerson from "./migrations/0027_featured_person";
import * as companyClaims from "./migrations/0028_company_claims";
import * as representativeSignIn from "./migrations/0029_representative_sign_in";
import * as companyAnswers from "./migrations/0030_company_answers";
import * as moderatorAccounts from "./migrations/0031_moderator_accounts";
import * as yourData from "./migrations/0032_your_data";
import * as directoryOrder from "./migrations/0033_directory_order_version";
import type { Database } from "./schema";
import { isUniqueViolation } from "./unique-violation";

async function companyIndexes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`
        select indexname as name from pg_indexes where tablename = 'companies'`.execute(db)
    : await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'companies'`.execute(db);
  return rows.map((row) => row.name);
}

describe.each(engines)("migrations on %s", (engine) => {
  let handle: DbHandle;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    handle = await openTestDb(engine);
    db = handle.db as unknown as Kysely<unknown>;
  });
  afterAll(() => handle.close());

  it("keep companies_listing and drop the redundant companies_status_name (decision 0008)", async () => {
    const indexes = await companyIndexes(db);
    expect(indexes).toContain("companies_listing");
    expect(indexes).not.toContain("companies_status_name");
  });

  it("0027 can be taken back and applied again: every column and table it adds goes", async () => {
    await featuredPerson.down(db);
    await featuredPerson.up(db);
    const typed = handle.db as Kysely<Database>;
    const row = await typed
      .insertInto("movement_submissions")
      .values({
        created_at: new Date().toISOString(),
        name: "Round Trip",
        new_role: "Recruiter",
        company: "Trip Staffing",
        description: "Migrated twice.",
        previous_role: null,
        previous_company: null,
        location: null,
        submitter_name: null,
        submitter_email: null,
        featured_email: "trip@example.com",
        person_confirmed_name: "Round",
      })
      .returning(["featured_is_submitter", "person_confirmed_name"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ featured_is_submitter: 0, person_confirmed_name: "Round" });
    await typed.deleteFrom("movement_submissions").where("name", "=", "Round Trip").execute();
  });

  it("0028 can be taken back and applied again; one standing representative per company and address", async () => {
    // 0030 adds columns to company_claims: taken back first, and applied again after.
    await companyAnswers.down(db);
    await companyClaims.down(db);
    await companyClaims.up(db);
    await companyAnswers.up(db);
    const typed = handle.db as Kysely<Database>;
    const claim = {
      company_id: 1,
      created_at: new Date().toISOString(),
      name: "Jo Rivera",
      job_title: "Head of Talent",
      email: "jo@acme.example",
      token_hash: null,
      confirmed_at: null,
      revoked_at: null,
      revoked_reason: null,
    };
    await typed
      .insertInto("company_claims")
      .values({ ...claim, status: "pending" })
      .execute();
    await typed
      .insertInto("company_claims")
      .values({ ...claim, status: "confirmed" })
      .execute();
    const twice = await typed
      .insertInto("company_claims")
      .values({ ...claim, status: "confirmed" })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(twice)).toBe(true);
    await typed.deleteFrom("company_claims").execute();
  });

  it("0029 can be taken back and applied again", async () => {
    await representativeSignIn.down(db);
    await representativeSignIn.up(db);
    const typed = handle.db as Kysely<Database>;
    const at = new Date().toISOString();
    await typed
      .insertInto("representative_links")
      .values({
        token_hash: "a".repeat(64),
        claim_id: 1,
        created_at: at,
        expires_at: at,
        used_at: null,
      })
      .execute();
    await typed
      .insertInto("representative_sessions")
      .values({ id: "b".repeat(64), claim_id: 1, created_at: at, expires_at: at, ended_at: null })
      .execute();
    await typed.deleteFrom("representative_links").execute();
    await typed.deleteFrom("representative_sessions").execute();
  });

  it("0030 can be taken back and applied again; one reply per review, one proposal waiting per company", async () => {
    await companyAnswers.down(db);
    await companyAnswers.up(db);
    const typed = handle.db as Kysely<Database>;
    const at = new Date().toISOString();
    const reply = { review_id: 1, company_id: 1, claim_id: 1, created_at: at };
    await typed.insertInto("review_replies").values(reply).execute();
    await expect(typed.insertInto("review_replies").values(reply).execute()).rejects.toThrow();
    const proposal = {
      company_id: 1,
      claim_id: 1,
      created_at: at,
      status: "pending" as const,
      proposed: "{}",
      previous: "{}",
    };
    await typed.insertInto("profile_proposals").values(proposal).execute();
    await expect(
      typed.insertInto("profile_proposals").values(proposal).execute(),
    ).rejects.toThrow();
    await typed
      .insertInto("profile_proposals")
      .values({ ...proposal, status: "approved" })
      .execute();
    await typed.deleteFrom("review_replies").execute();
    await typed.deleteFrom("profile_proposals").execute();
  });

  it("0031 makes every account an owner and ends every session (all sign in again with two factors); it can be taken back and applied again", async () => {
    await moderatorAccounts.down(db);
    const at = new Date().toISOString();
    await sql`insert into moderators (created_at, email, password_hash) values (${at}, 'before-0031@example.com', 'scrypt$x')`.execute(
      db,
    );
    const { rows } = await sql<{
      id: number;
    }>`select id from moderators where email = 'before-0031@example.com'`.execute(db);
    const id = Number(rows[0]?.id);
    await sql`insert into moderator_sessions (id, moderator_id, created_at, last_seen_at) values (${"c".repeat(64)}, ${id}, ${at}, ${at})`.execute(
      db,
    );
    await moderatorAccounts.up(db);
    const typed = handle.db as Kysely<Database>;
    expect(
      await typed
        .selectFrom("moderators")
        .select(["role", "totp_enabled_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ role: "owner", totp_enabled_at: null });
    const session = await typed
      .selectFrom("moderator_sessions")
      .select("revoked_at")
      .where("id", "=", "c".repeat(64))
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    await typed.deleteFrom("moderator_sessions").where("moderator_id", "=", id).execute();
    await typed.deleteFrom("moderators").where("id", "=", id).execute();
  });

  it("0032 can be taken back and applied again; a session goes with its link", async () => {
    await yourData.down(db);
    await yourData.up(db);
    const typed = handle.db as Kysely<Database>;
    const at = new Date().toISOString();
    const link = await typed
      .insertInto("your_data_links")
      .values({
        token_hash: "d".repeat(64),
        email: "ana@example.com",
        created_at: at,
        expires_at: at,
        used_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await typed
      .insertInto("your_data_sessions")
      .values({
        id: "e".repeat(64),
        link_id: link.id,
        created_at: at,
        expires_at: at,
        ended_at: null,
      })
      .execute();
    // One link, one token: a second row with the same hash is refused.
    const again = typed
      .insertInto("your_data_links")
      .values({
        token_hash: "d".repeat(64),
        email: "bo@example.com",
        created_at: at,
        expires_at: at,
        used_at: null,
      })
      .execute();
    await expect(again).rejects.toSatisfy(isUniqueViolation);
    await typed.deleteFrom("your_data_links").where("id", "=", link.id).execute();
    expect(await typed.selectFrom("your_data_sessions").select("id").execute()).toEqual([]);
  });

  it("0033 can be taken back and applied again; the order's version follows every change to the listing's order, and nothing else", async () => {
    await directoryOrder.down(db);
    await directoryOrder.up(db);
    const typed = handle.db as Kysely<Database>;
    const version = async () =>
      Number(
        (
          await typed
            .selectFrom("directory_size")
            .select("order_version")
            .where("id", "=", 1)
            .executeTakeFirstOrThrow()
        ).order_version,
      );
    const at = new Date().toISOString();
    const before = await version();
    const { id } = await typed
      .insertInto("companies")
      .values({ created_at: at, name: "Order Staffing", name_key: "order-0033", status: "pending" })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Pending: not listed, the order is the same; a rating is not the order either.
    expect(await version()).toBe(before);
    await typed.updateTable("companies").set({ status: "approved" }).where("id", "=", id).execute();
    expect(await version()).toBe(before + 1);
    await typed.updateTable("companies").set({ review_count: 3 }).where("id", "=", id).execute();
    expect(await version()).toBe(before + 1);
    await typed.updateTable("companies").set({ name: "Order Two" }).where("id", "=", id).execute();
    expect(await version()).toBe(before + 2);
    await typed.deleteFrom("companies").where("id", "=", id).execute();
    expect(await version()).toBeGreaterThan(before + 2);
  });

  it("can take the drop back", async () => {
    await dropStatusName.down(db);
    expect(await companyIndexes(db)).toContain("companies_status_name");
    await dropStatusName.up(db);
    expect(await companyIndexes(db)).not.toContain("companies_status_name");
  });
  it("0007 merges duplicates kept before it, then refuses new ones (and can be taken back)", async () => {
    const typed = handle.db as Kysely<Database>;
    await oneOfEach.down(db);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    const company = async (status: "pending" | "approved" | "rejected", minute: number) =>
      (
        await typed
          .insertInto("companies")
          .values({
            created_at: at(minute),
            status,
            name: "Twin Staffing",
            name_key: "twinstaffing",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const olderPending = await company("pending", 1);
    const listed = await company("approved", 2);
    const laterListed = await company("approved", 3);
    const rejected = await company("rejected", 4);
    const review = async (companyId: number, email: string, rating: number) =>
      (
        await typed
          .insertInto("company_reviews")
          .values({
            created_at: at(10),
            company_id: companyId,
            status: "approved",
            rating,
            title: "Review",
            body: "A review of more than twenty characters.",
            reviewer_name: null,
            reviewer_email: email,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    await review(listed, "both@example.com", 5);
    const stays = await review(laterListed, "both@example.com", 2);
    const moves = await review(laterListed, "only@example.com", 4);

    const attempt = async (token: string) =>
      (
        await typed
          .insertInto("assessment_attempts")
          .values({
            created_at: at(0),
            token,
            full_name: "Twin",
            email: "twin@example.com",
            company_name: "Twin Staffing",
            designation: "Recruiter",
            question_ids: "[]",
            deadline_at: at(30),
            scenario_ids: "[]",
            // Completed, so started with its code: one address may have many such attempts.
            verified_at: at(0),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const completion = async (attemptId: number, minute: number) =>
      (
        await typed
          .insertInto("assessment_completions")
          .values({
            created_at: at(minute),
            attempt_id: attemptId,
            full_name: "Twin",
            email: "twin@example.com",
            company_name: "Twin Staffing",
            designation: "Recruiter",
            score: 80,
            total_questions: 25,
            certificate_type: null,
            section2_q1: "x",
            section2_q2: "x",
            section2_q3: "x",
            section2_q7_positions: "x",
            section2_q8_geographies: "x",
            passed: 0,
            reference: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const shownAttempt = await attempt("twin-shown");
    const earlier = await completion(shownAttempt, 20);
    const shown = await completion(shownAttempt, 21);
    await typed
      .updateTable("assessment_attempts")
      .set({ completion_id: shown })
      .where("id", "=", shownAttempt)
      .execute();
    const plainAttempt = await attempt("twin-plain");
    const oldest = await completion(plainAttempt, 22);
    const newer = await completion(plainAttempt, 23);

    await oneOfEach.up(db);

    const companies = await typed
      .selectFrom("companies")
      .select(["id", "status", "average_rating", "review_count"])
      .where("name_key", "=", "twinstaffing")
      .orderBy("id")
      .execute();
    expect(companies).toEqual([
      { id: olderPending, status: "rejected", average_rating: 0, review_count: 0 },
      { id: listed, status: "approved", average_rating: 4.5, review_count: 2 },
      { id: laterListed, status: "removed", average_rating: 2, review_count: 1 },
      { id: rejected, status: "rejected", average_rating: 0, review_count: 0 },
    ]);
    const reviews = await typed
      .selectFrom("company_reviews")
      .select(["id", "company_id"])
      .where("id", "in", [stays, moves])
      .orderBy("id")
      .execute();
    expect(reviews).toEqual([
      { id: stays, company_id: laterListed },
      { id: moves, company_id: listed },
    ]);
    const audit = await typed
      .selectFrom("audit_log")
      .select(["moderator_id", "action", "subject_id", "reason"])
      .where("subject_type", "=", "company")
      .orderBy("subject_id")
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ moderator_id: null, action: "reject", subject_id: olderPending }),
      expect.objectContaining({ moderator_id: null, action: "remove", subject_id: laterListed }),
    ]);
    expect(audit[0]?.reason).toContain(`Duplicate of company ${listed}`);
    const completions = await typed
      .selectFrom("assessment_completions")
      .select(["id", "attempt_id"])
      .where("id", "in", [earlier, shown, oldest, newer])
      .orderBy("id")
      .execute();
    expect(completions).toEqual([
      { id: earlier, attempt_id: null },
      { id: shown, attempt_id: shownAttempt },
      { id: oldest, attempt_id: plainAttempt },
      { id: newer, attempt_id: null },
    ]);

    const refused = async (insert: Promise<unknown>) =>
      expect(
        isUniqueViolation(
          await insert.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ).toBe(true);
    await refused(company("pending", 5));
    await refused(completion(plainAttempt, 24));
    expect(await company("rejected", 6)).toBeGreaterThan(rejected);

    await oneOfEach.down(db);
    expect(await company("pending", 7)).toBeGreaterThan(rejected);
    await typed.deleteFrom("companies").where("created_at", "=", at(7)).execute();
    await oneOfEach.up(db);
    await refused(company("pending", 8));
  });

  it("0011 counts reviews stored before it as confirmed, and takes one confirmed review per company and address", async () => {
    const typed = handle.db as Kysely<Database>;
    const at = new Date(Date.UTC(2026, 0, 2)).toISOString();
    const { id: companyId } = await typed
      .insertInto("companies")
      .values({ created_at: at, status: "approved", name: "Confirm Co", name_key: "confirmco" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const fields = {
      company_id: companyId,
      status: "pending" as const,
      rating: 4,
      title: "Review",
      body: "A review of more than twenty characters.",
      reviewer_name: null,
      reviewer_email: "early@example.com",
    };
    await reviewConfirmation.down(db);
    // Written as the code before 0011 wrote it: no confirmation columns.
    const { id: early } = await (db as Kysely<Database>)
      .insertInto("company_reviews")
      .values({ ...fields, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reviewConfirmation.up(db);
    const stored = await typed
      .selectFrom("company_reviews")
      .select(["confirmed_at", "confirm_token_hash"])
      .where("id", "=", early)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ confirmed_at: at, confirm_token_hash: null });

    // An unconfirmed duplicate may wait; confirming it is refused by the index.
    const { id: later } = await typed
      .insertInto("company_reviews")
      .values({ ...fields, created_at: at, confirm_token_hash: "a".repeat(64) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const confirming = await typed
      .updateTable("company_reviews")
      .set({ confirmed_at: at })
      .where("id", "=", later)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(confirming)).toBe(true);
    await typed.deleteFrom("company_reviews").where("company_id", "=", companyId).execute();
  });

  it("0012 counts attempts started before it as started with a code, and its down deletes unverified ones", async () => {
    const typed = handle.db as Kysely<Database>;
    const at = new Date(Date.UTC(2026, 0, 3)).toISOString();
    const attempt = {
      full_name: "Early Candidate",
      email: "early-candidate@example.com",
      company_name: "Quillmark",
      designation: "Recruiter",
      question_ids: "[]",
      deadline_at: at,
      scenario_ids: "[]",
      created_at: at,
    };
    // 0014's and 0022's indexes name verified_at: undone first, as a migration down to 0011 would.
    await mailBudget.down(db);
    await attemptAddress.down(db);
    await assessmentEmailCode.down(db);
    // Written as the code before 0012 wrote it: no code columns.
    const { id } = await (db as Kysely<Database>)
      .insertInto("assessment_attempts")
      .values({ ...attempt, token: "before-0012" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await assessmentEmailCode.up(db);
    expect(
      await typed
        .selectFrom("assessment_attempts")
        .select(["verified_at", "code_hash", "code_tries", "code_resends"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ verified_at: at, code_hash: null, code_tries: 0, code_resends: "[]" });

    await typed
      .insertInto("assessment_attempts")
      .values({ ...attempt, token: "awaiting-code", code_hash: "b".repeat(64) })
      .execute();
    await assessmentEmailCode.down(db);
    const left = await sql<{ token: string }>`
      select token from assessment_attempts where email = ${attempt.email}`.execute(db);
    expect(left.rows.map((row) => row.token)).toEqual(["before-0012"]);
    await assessmentEmailCode.up(db);
    await attemptAddress.up(db);
    await mailBudget.up(db);
    await typed.deleteFrom("assessment_attempts").where("email", "=", attempt.email).execute();
  });

  it("0022 keeps an address's latest unconfirmed attempt only, then refuses a second one", async () => {
    const typed = handle.db as Kysely<Database>;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 4, 0, minute)).toISOString();
    const attempt = (token: string, minute: number, verified: boolean) => ({
      full_name: "Padded Candidate",
      email: "padded@example.com",
      company_name: "Quillmark",
      designation: "Recruiter",
      question_ids: "[]",
      deadline_at: at(minute + 30),
      scenario_ids: "[]",
      created_at: at(minute),
      token,
      verified_at: verified ? at(minute) : null,
    });
    await mailBudget.down(db);
    await typed
      .insertInto("assessment_attempts")
      .values([
        attempt("confirmed", 0, true),
        attempt("first-unconfirmed", 1, false),
        attempt("second-unconfirmed", 2, false),
        attempt("latest-unconfirmed", 3, false),
      ])
      .execute();
    await mailBudget.up(db);
    const left = await typed
      .selectFrom("assessment_attempts")
      .select("token")
      .where("email", "=", "padded@example.com")
      .orderBy("id")
      .execute();
    expect(left.map((row) => row.token)).toEqual(["confirmed", "latest-unconfirmed"]);
    const second = await typed
      .insertInto("assessment_attempts")
      .values(attempt("another-unconfirmed", 4, false))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(second)).toBe(true);
    await typed
      .deleteFrom("assessment_attempts")
      .where("email", "=", "padded@example.com")
      .execute();
  });
});
