import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, setDb, type DbHandle } from "../../db";
import type { DbLog } from "../../db/log";
import { createModerator } from "~/features/moderation/auth.server";
import { startVerified } from "../../tests/support/assessment-code";
import { freePort } from "../../tests/support/free-port";
import { callRoute, formRequest, type RouteResult } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as loginAction } from "./admin.login";
import { action as assessmentAction } from "./assessment";
import { action as reviewAction } from "./company";
import { action as contactAction } from "./contact";
import { action as movementAction } from "./submit";
import { action as companyAction } from "./submit-company";

// Issue 13, finding 4: every form answers a database that cannot be written with 503, its
// failure toast from the spec and the values as typed, whether the rate limit's count, a read
// before the save, or the save fails. On SQLite the database file is deleted under the open
// handle (writes are refused, reads go on); on PostgreSQL nothing listens at its address.

type FormAnswer = {
  values: Record<string, unknown>;
  toast?: { type?: string; title: string; description?: string };
};

const fields = {
  movement: {
    name: "Jordan Ellis",
    newRole: "Director of Recruiting",
    company: "Quillmark Tech Staffing",
    description: "Jordan was promoted after three record years leading the IT desk.",
    submitterEmail: "jordan@example.com",
    tags: ["Promotion", "ITStaffing"],
  },
  company: {
    name: "Unwritten Staffing Co",
    description: "A company typed while the disk was full",
    specialties: ["it", "healthcare"],
    services: ["direct-hire"],
    states: ["TX", "OK"],
  },
  contact: { name: "Kim", email: "kim@example.com", subject: "Hello", message: "Typed with care" },
  review: {
    relationship: "client",
    rating: "4",
    title: "Great to work with",
    body: "Responsive recruiters who understood our roles.",
    reviewerName: "Sam",
    reviewerEmail: "sam@example.com",
  },
  welcome: {
    intent: "start",
    name: "Jane Doe",
    email: "jane@example.com",
    company: "Quillmark",
    designation: "Recruiter",
  },
  section2: {
    intent: "section2",
    scenario1: "A considered answer of more than twenty characters, number one.",
    scenario2: "A considered answer of more than twenty characters, number two.",
    scenario3: "A considered answer of more than twenty characters, number three.",
    positions: "Nurses and therapists",
    geographies: "Ohio, Kentucky and Indiana",
  },
};

/** What the visitor typed: the fields without the button's intent. */
function typed(sent: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(sent).filter(([name]) => name !== "intent"));
}

function expectFailedForm(
  result: RouteResult<FormAnswer>,
  toast: { title: string; description?: string },
  values: Record<string, unknown>,
) {
  expect(result.status).toBe(503);
  expect(result.data?.toast).toMatchObject({ type: "error", ...toast });
  expect(result.data?.values).toEqual(values);
}

describe.each(engines)("every form while the database cannot be written, on %s", (engine) => {
  const logged: { details: object; message: string }[] = [];
  const log: DbLog = {
    error: (details, message) => logged.push({ details, message }),
    warn: (details, message) => logged.push({ details, message }),
  };
  let handle: DbHandle;
  let broken: DbHandle | undefined;
  let companyId = 0;
  let attemptCookie = "";
  const moderator = { email: "mod@example.com", password: "a long moderator passphrase" };

  beforeAll(async () => {
    handle = await openTestDb(engine, log);
    companyId = (
      await handle.db
        .insertInto("companies")
        .values({
          name: "Reviewed Co",
          name_key: "reviewedco",
          status: "approved",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await createModerator(moderator.email, moderator.password);
    attemptCookie = await startVerified(handle.db, {
      name: fields.welcome.name,
      email: "section2@example.com",
      company: fields.welcome.company,
      designation: fields.welcome.designation,
    });
    await handle.db
      .updateTable("assessment_attempts")
      .set({ questions_closed_at: new Date().toISOString() })
      .execute();

    if (engine === "sqlite") {
      const file = (handle.client as SQLite.Database).name;
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    } else {
      broken = openDb({
        dataDir: mkdtempSync(path.join(tmpdir(), "spotlight-gone-")),
        databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/gone`,
        log,
      });
      setDb(broken);
    }
  });
  afterAll(async () => {
    await broken?.close();
    await handle.close();
  });

  it("the movement form", async () => {
    const result = await callRoute<FormAnswer>(
      movementAction,
      formRequest("/submit", fields.movement),
      { clientIp: "198.51.100.1" },
    );
    expectFailedForm(
      result,
      {
        title: "Submission failed",
        description: "There was an error submitting your movement. Please try again.",
      },
      fields.movement,
    );
  });

  it("the company form", async () => {
    const result = await callRoute<FormAnswer>(
      companyAction,
      formRequest("/submit-company", fields.company),
      { clientIp: "198.51.100.2" },
    );
    expectFailedForm(
      result,
      { title: "Error", description: "Failed to submit company. Please try again." },
      fields.company,
    );
  });

  it("the contact form", async () => {
    const result = await callRoute<FormAnswer>(
      contactAction,
      formRequest("/contact", fields.contact),
      { clientIp: "198.51.100.3" },
    );
    expectFailedForm(
      result,
      {
        title: "Submission failed",
        description: "There was an error sending your message. Please try again.",
      },
      fields.contact,
    );
  });

  it("a company review, also when the company itself cannot be read", async () => {
    const result = await callRoute<FormAnswer>(
      reviewAction,
      formRequest(`/company/${companyId}`, fields.review),
      { params: { id: String(companyId) }, clientIp: "198.51.100.4" },
    );
    expectFailedForm(
      result,
      {
        title: "Submission failed",
        description: "There was an error submitting your review. Please try again.",
      },
      fields.review,
    );
  });

  it("the assessment's welcome step", async () => {
    const result = await callRoute<FormAnswer>(
      assessmentAction,
      formRequest("/assessment", fields.welcome),
    );
    expectFailedForm(result, { title: "Failed to start the assessment" }, typed(fields.welcome));
  });

  it("the assessment's section 2, also when the attempt itself cannot be read", async () => {
    const request = formRequest("/assessment", fields.section2);
    request.headers.set("Cookie", attemptCookie);
    const result = await callRoute<FormAnswer>(assessmentAction, request);
    expectFailedForm(result, { title: "Failed to save assessment data" }, typed(fields.section2));
  });

  it("the moderators' sign-in, without sending the password back", async () => {
    const result = await callRoute<FormAnswer>(
      loginAction,
      formRequest("/admin/login", moderator),
      { clientIp: "198.51.100.5" },
    );
    expectFailedForm(
      result,
      { title: "Signing in is not possible right now. Please try again in a minute." },
      { email: moderator.email },
    );
  });

  it("stored nothing, and reported a deleted SQLite file once", async () => {
    // Read through the first handle: on SQLite, from the file it still has open; on PostgreSQL,
    // from the database that is still up.
    const count = async (table: "movement_submissions" | "contact_messages" | "company_reviews") =>
      (await handle.db.selectFrom(table).select("id").execute()).length;
    expect(await count("movement_submissions")).toBe(0);
    expect(await count("contact_messages")).toBe(0);
    expect(await count("company_reviews")).toBe(0);
    const lost = logged.filter(
      ({ details }) => "event" in details && details.event === "database_file_lost",
    );
    expect(lost).toHaveLength(engine === "sqlite" ? 1 : 0);
  });
});
