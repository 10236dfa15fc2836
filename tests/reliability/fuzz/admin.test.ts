/**
 * Fuzzing /admin: the moderators' decisions and their audit log.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { action as adminAction } from "../../../app/routes/admin";
import { anyText, fuzzForm, longText, shortLine, webAddressText } from "./arbitraries";
import {
  allOf,
  companyKey,
  firstCharacters,
  optionalText,
  refused,
  requiredText,
  routeId,
  sanitise,
  sent,
  type Sent,
  unknown,
  valid,
  type Verdict,
  webAddress,
} from "./oracle";
import { entriesOf, type FormEntry, postRequest, received } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { measured } = fixture;

  describe("/admin (the moderator workspace)", () => {
    const seededKinds = [
      "pendingMovement",
      "publishedMovement",
      "pendingCompany",
      "listedCompany",
      "pendingReview",
      "publishedReview",
      "contactMessage",
    ] as const;
    type SeededKind = (typeof seededKinds)[number];
    type Seeded = Record<SeededKind, number>;
    const subjectOf: Record<SeededKind, string> = {
      pendingMovement: "movement",
      publishedMovement: "movement",
      pendingCompany: "company",
      listedCompany: "company",
      pendingReview: "review",
      publishedReview: "review",
      contactMessage: "movement",
    };
    /** Stands for the id of an item seeded for the run, filled in once it exists. */
    const seededId = (kind: SeededKind) => `seeded:${kind}`;

    const editFields = fc.record({
      name: shortLine,
      newRole: shortLine,
      company: shortLine,
      description: longText.map((text) => text.slice(0, 900)),
      previousRole: fc.option(shortLine),
      location: fc.option(shortLine),
      website: fc.option(webAddressText),
      title: shortLine,
      body: longText,
    });
    const validDecision = fc
      .record({
        target: fc.constantFrom(...seededKinds),
        intent: fc.constantFrom(
          "decide",
          "decide",
          "decide",
          "contact",
          // Issue 31: no seeded movement has a person's address, and no correction waits.
          "resend-notice",
          "correction",
        ),
        otherSubject: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom("movement", "company", "review") },
        ),
        decision: fc.constantFrom("approve", "reject", "remove", "apply", "decline"),
        reason: fc.option(fc.oneof(shortLine, anyText)),
        status: fc.option(fc.constantFrom("new", "handled")),
        edit: fc.option(editFields),
        // A reject or remove acts only once confirmed; unconfirmed, it answers its confirm step.
        confirmed: fc.option(fc.constantFrom("yes", "yes", "no")),
      })
      .map((sample) =>
        entriesOf({
          intent: sample.intent,
          subject: sample.otherSubject ?? subjectOf[sample.target],
          id: seededId(sample.target),
          decision: sample.decision,
          reason: sample.reason,
          status: sample.status,
          confirmed: sample.confirmed,
          ...(sample.edit ? { edit: "1", ...sample.edit } : {}),
        }),
      );
    const fields = [
      "intent",
      "subject",
      "id",
      "decision",
      "reason",
      "status",
      "confirmed",
      "edit",
      "name",
      "newRole",
      "company",
      "description",
      "website",
      "title",
      "body",
    ];

    let seedCount = 0;
    async function seed(): Promise<Seeded> {
      seedCount += 1;
      const now = new Date().toISOString();
      // One insert per table; rows are told apart by status, as RETURNING keeps no order.
      const byStatus = (rows: { id: number; status: string }[]) =>
        Object.fromEntries(rows.map((row) => [row.status, row.id]));
      const person = {
        created_at: now,
        name: "Seeded Person",
        new_role: "Recruiter",
        company: "Seeded Co",
        description: "Moved on.",
        previous_role: null,
        previous_company: null,
        location: null,
        submitter_name: null,
        submitter_email: null,
      };
      const movements = byStatus(
        await fixture.db
          .insertInto("movement_submissions")
          .values([
            { ...person, status: "pending" },
            { ...person, status: "approved" },
          ])
          .returning(["id", "status"])
          .execute(),
      );
      const companies = byStatus(
        await fixture.db
          .insertInto("companies")
          .values(
            (["pending", "approved"] as const).map((status) => ({
              created_at: now,
              status,
              name: `Seeded ${status} ${seedCount}`,
              name_key: `seeded${status}${seedCount}`,
            })),
          )
          .returning(["id", "status"])
          .execute(),
      );
      const listedCompany = companies.approved ?? 0;
      const reviews = byStatus(
        await fixture.db
          .insertInto("company_reviews")
          .values(
            (["pending", "approved"] as const).map((status) => ({
              created_at: now,
              company_id: listedCompany,
              status,
              rating: 4,
              title: "Seeded review",
              body: "A seeded review of more than twenty characters.",
              reviewer_name: null,
              reviewer_email: `seed-${status}-${seedCount}@example.com`,
              // In the queue: confirmed through its e-mailed link.
              confirmed_at: now,
            })),
          )
          .returning(["id", "status"])
          .execute(),
      );
      const message = await fixture.db
        .insertInto("contact_messages")
        .values({
          created_at: now,
          name: "Sam",
          email: "sam@example.com",
          subject: "Hi",
          message: "Hello there",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        pendingMovement: movements.pending ?? 0,
        publishedMovement: movements.approved ?? 0,
        pendingCompany: companies.pending ?? 0,
        listedCompany,
        pendingReview: reviews.pending ?? 0,
        publishedReview: reviews.approved ?? 0,
        contactMessage: message.id,
      };
    }

    const moderatedTables = {
      movement: "movement_submissions",
      company: "companies",
      review: "company_reviews",
    } as const;
    type ModeratedTable = (typeof moderatedTables)[keyof typeof moderatedTables];

    /**
     * How many items of each table hold each status, keyed "table:status": with the decided
     * item's own status checked, this shows that nothing else was moved.
     */
    async function statusCounts(): Promise<Map<string, number>> {
      const tables = ["movement_submissions", "companies", "company_reviews", "contact_messages"];
      const query = tables
        .map(
          (table) => `select '${table}' as t, status, count(*) as n from ${table} group by status`,
        )
        .join(" union all ");
      const { rows } = await sql<{ t: string; status: string; n: string | number }>`${sql.raw(
        query,
      )}`.execute(fixture.db);
      return new Map(rows.map((row) => [`${row.t}:${row.status}`, Number(row.n)]));
    }

    async function currentStatus(table: ModeratedTable | "contact_messages", id: number) {
      const row = await fixture.db
        .selectFrom(table)
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.status;
    }

    interface Change {
      table: ModeratedTable | "contact_messages";
      id: number;
      from: string;
      status: string;
      audit: { action: string; subject_type: string; subject_id: number; reason: string | null };
      edits: Record<string, string | number | null> | null;
    }

    /** A field of a moderator's edit: its schema reads the last copy, and refuses a file. */
    const editField = (form: FormData, name: string): Sent => {
      const field = sent(form, name);
      return field.kind === "file" ? { kind: "unjudged", reason: `${name} is a file` } : field;
    };

    function judgeEdits(subject: string, form: FormData): Verdict<Change["edits"]> {
      const field = (name: string) => editField(form, name);
      if (subject === "movement") {
        const verdict = allOf({
          name: requiredText(field("name"), 100),
          previous_role: optionalText(field("previousRole"), 100),
          new_role: requiredText(field("newRole"), 100),
          company: requiredText(field("company"), 100),
          previous_company: optionalText(field("previousCompany"), 100),
          location: optionalText(field("location"), 100),
          description: requiredText(field("description"), 1000),
        });
        return verdict;
      }
      if (subject === "company") {
        const verdict = allOf({
          name: requiredText(field("name"), 100),
          website: webAddress(field("website")),
          description: optionalText(field("description"), 1000),
          industry: optionalText(field("industry"), 100),
          location: optionalText(field("location"), 100),
          employee_count: optionalText(field("employee_count"), 50),
          logo_url: webAddress(field("logo_url")),
        });
        return verdict.kind === "valid"
          ? valid({ ...verdict.value, name_key: companyKey(verdict.value.name) })
          : verdict;
      }
      return allOf({
        title: requiredText(field("title"), 100),
        body: requiredText(field("body"), 2000, 20),
      });
    }

    async function judge(form: FormData): Promise<Verdict<Change>> {
      const idField = sent(form, "id");
      if (idField.kind === "unjudged") return unknown(idField.reason);
      const id = idField.kind === "text" ? routeId(idField.value) : null;
      if (id === null || id === 0) return refused("not an id", 404);
      const intent = sent(form, "intent");
      if (intent.kind === "unjudged") return unknown(intent.reason);
      const intentName = intent.kind === "text" ? intent.value : "";

      if (intentName === "contact") {
        const statusField = sent(form, "status");
        if (statusField.kind === "unjudged") return unknown(statusField.reason);
        const status =
          statusField.kind === "text" && statusField.value === "new" ? "new" : "handled";
        const from = await currentStatus("contact_messages", id);
        if (!from) return refused("no such message", 404);
        return valid({
          table: "contact_messages",
          id,
          from,
          status,
          audit: {
            action: status === "handled" ? "mark-handled" : "mark-new",
            subject_type: "contact",
            subject_id: id,
            reason: null,
          },
          edits: null,
        });
      }
      if (intentName === "resend-notice")
        return refused("no published movement with its person's address", 404);
      if (intentName === "correction") {
        const decisionField = sent(form, "decision");
        if (decisionField.kind === "unjudged") return unknown(decisionField.reason);
        const decision = decisionField.kind === "text" ? decisionField.value : "";
        if (decision !== "apply" && decision !== "decline") return refused("an unknown decision");
        return refused("no correction waiting", 404);
      }
      if (intentName !== "decide") return refused("an unknown intent");

      const subjectField = sent(form, "subject");
      if (subjectField.kind === "unjudged") return unknown(subjectField.reason);
      const subject =
        subjectField.kind === "text" && ["company", "review"].includes(subjectField.value)
          ? (subjectField.value as "company" | "review")
          : "movement";
      const decisionField = sent(form, "decision");
      if (decisionField.kind === "unjudged") return unknown(decisionField.reason);
      const decision = decisionField.kind === "text" ? decisionField.value : "";
      if (decision !== "approve" && decision !== "reject" && decision !== "remove")
        return refused("an unknown decision");
      const reasonField = sent(form, "reason");
      if (reasonField.kind === "unjudged") return unknown(reasonField.reason);
      const reason =
        (reasonField.kind === "text"
          ? firstCharacters(sanitise(reasonField.value), 500).trim()
          : "") || null;
      if (decision !== "approve" && !reason) return refused("no reason given");

      const editFlag = editField(form, "edit");
      if (editFlag.kind === "unjudged") return unknown(editFlag.reason);
      const editing = editFlag.kind === "text" && editFlag.value !== "";
      let edits: Change["edits"] = null;
      if (editing) {
        const verdict = judgeEdits(subject, form);
        if (verdict.kind !== "valid") return verdict;
        edits = verdict.value;
      }

      const table = moderatedTables[subject];
      const from = await currentStatus(table, id);
      if (!from) return refused("no such item", 404);
      const allowedFrom = { approve: "pending", reject: "pending", remove: "approved" }[decision];
      if (from !== allowedFrom) return refused("already decided", 409);
      if (decision !== "approve") {
        const confirmedField = sent(form, "confirmed");
        if (confirmedField.kind === "unjudged") return unknown(confirmedField.reason);
        // The confirm step: the page asks again, and nothing changes yet.
        if (confirmedField.kind !== "text" || confirmedField.value !== "yes")
          return refused("not yet confirmed", 200);
      }
      return valid({
        table,
        id,
        from,
        status: { approve: "approved", reject: "rejected", remove: "removed" }[decision],
        audit: {
          action: editing && decision === "approve" ? "edit-and-approve" : decision,
          subject_type: subject,
          subject_id: id,
          reason,
        },
        edits: decision === "approve" ? edits : null,
      });
    }

    it(
      "never answers 5xx, and changes exactly what a valid decision names, with one audit row",
      async () => {
        const adminCase = fc.record({
          form: fuzzForm(validDecision, fields),
          session: fc.constantFrom("live", "live", "live", "live", "none", "forged"),
        });
        await fc.assert(
          fc.asyncProperty(adminCase, async (sample) => {
            const seeded = await seed();
            const entries = sample.form.entries.map(([name, value]): FormEntry => {
              const kind = seededKinds.find((k) => value === seededId(k));
              return kind ? [name, String(seeded[kind])] : [name, value];
            });
            const cookie =
              sample.session === "live"
                ? fixture.moderatorCookie
                : sample.session === "forged"
                  ? "ss_session=forged-token"
                  : undefined;
            const request = postRequest("/admin", { ...sample.form, entries }, cookie);
            const form = await received(request);
            const verdict =
              sample.session === "live" ? await judge(form) : refused("no live session", 302);
            const before = await statusCounts();
            const { answer, changed } = await measured(adminAction, request);
            const after = await statusCounts();

            const unchanged = () => {
              expect(changed).toEqual({});
              expect(after).toEqual(before);
            };
            if (verdict.kind === "refused") {
              expect(answer.status, `should refuse: ${verdict.reason}`).toBe(verdict.status);
              unchanged();
              return;
            }
            if (verdict.kind === "unknown") {
              // An answer that is not a redirect (a refusal, or a confirm step) changed nothing.
              if (answer.status !== 302) unchanged();
              else expect(changed).toEqual({ audit_log: 1 });
              return;
            }
            const change = verdict.value;
            // Back to the page, or on to the next item of the decided one's list.
            expect(answer.status).toBe(302);
            expect(answer.location).toMatch(/^\/admin(\?view=[a-z]+(&[a-z]+=\w+)*#[\w-]+)?$/);
            expect(changed).toEqual({ audit_log: 1 });
            expect(await currentStatus(change.table, change.id)).toBe(change.status);
            const expected = new Map(before);
            const move = (status: string, by: number) => {
              const key = `${change.table}:${status}`;
              const count = (expected.get(key) ?? 0) + by;
              if (count) expected.set(key, count);
              else expected.delete(key);
            };
            move(change.from, -1);
            move(change.status, +1);
            expect(after).toEqual(expected);
            const audit = await fixture.db
              .selectFrom("audit_log")
              .select(["action", "subject_type", "subject_id", "reason"])
              .orderBy("id", "desc")
              .executeTakeFirstOrThrow();
            expect(audit).toEqual(change.audit);
            if (change.edits) {
              const row = await fixture.db
                .selectFrom(change.table as ModeratedTable)
                .selectAll()
                .where("id", "=", change.id)
                .executeTakeFirstOrThrow();
              expect(row).toMatchObject(change.edits);
            }
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });
});
