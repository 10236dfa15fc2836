/**
 * Fuzzing /submit: a career movement.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { action as movementAction } from "../../../app/routes/submit";
import { fuzzForm, longText, shortLine, validEmail, word } from "./arbitraries";
import {
  type Accepted,
  allOf,
  browserEmail,
  emailAddress,
  expectClean,
  expectJudged,
  honeypot,
  optionalText,
  refused,
  requiredText,
  sent,
  tagList,
  unknown,
  valid,
} from "./oracle";
import { entriesOf, postRequest, received } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("/submit (a career movement)", () => {
    const fields = [
      "name",
      "previousRole",
      "newRole",
      "company",
      "previousCompany",
      "location",
      "description",
      "submitterName",
      "submitterEmail",
      "featuredEmail",
      "isSelf",
      "tags",
    ];
    const tag = fc.oneof(
      fc.constantFrom("Promotion", "#Leadership", "NewRole, ITStaffing", "<b>Tag</b>", " "),
      word,
    );
    const validMovement = fc
      .record({
        name: shortLine,
        previousRole: fc.option(shortLine),
        newRole: shortLine,
        company: shortLine,
        previousCompany: fc.option(shortLine),
        location: fc.option(shortLine),
        description: longText.map((text) => text.slice(0, 900)),
        submitterName: fc.option(shortLine),
        submitterEmail: fc.option(validEmail),
        featuredEmail: fc.option(validEmail),
        isSelf: fc.option(fc.constantFrom("yes", "no", "")),
        tags: fc.array(tag, { maxLength: 11 }),
      })
      .map(entriesOf);

    /** "This is me" is ticked only by "yes"; it needs the submitter's e-mail (issue 31). */
    function judge(form: FormData) {
      const self = sent(form, "isSelf");
      if (self.kind === "unjudged") return unknown(self.reason);
      const isSelf = self.kind === "text" && self.value === "yes";
      const fields = judgeFields(form, isSelf);
      if (fields.kind !== "valid") return fields;
      if (isSelf && !fields.value.submitterEmail) return refused("This is me without an e-mail");
      return valid({
        ...fields.value,
        isSelf,
        featuredEmail: isSelf ? fields.value.submitterEmail : fields.value.featuredEmail,
      });
    }

    /** With "This is me" ticked, the second address is neither checked nor kept. */
    function judgeFields(form: FormData, isSelf: boolean) {
      return allOf({
        name: requiredText(sent(form, "name"), 100),
        previousRole: optionalText(sent(form, "previousRole"), 100),
        newRole: requiredText(sent(form, "newRole"), 100),
        company: requiredText(sent(form, "company"), 100),
        previousCompany: optionalText(sent(form, "previousCompany"), 100),
        location: optionalText(sent(form, "location"), 100),
        description: requiredText(sent(form, "description"), 1000),
        submitterName: optionalText(sent(form, "submitterName"), 100),
        submitterEmail: emailAddress(sent(form, "submitterEmail"), false),
        featuredEmail: isSelf ? valid(null) : emailAddress(sent(form, "featuredEmail"), false),
        tags: tagList(form),
      });
    }
    type Movement = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = async () => {
      const row = await fixture.db
        .selectFrom("movement_submissions")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      const tags = await fixture.db
        .selectFrom("movement_tags")
        .select("tag")
        .where("movement_id", "=", row.id)
        .execute();
      return { row, tags: tags.map((t) => t.tag) };
    };

    const accepted: Accepted<Movement> = {
      status: 302,
      location: "/submit?submitted=1",
      table: "movement_submissions",
      rows: (value) => ({
        movement_submissions: 1,
        ...(value.tags.length ? { movement_tags: value.tags.length } : {}),
        // The self-submitter's confirmation link.
        ...(value.isSelf ? { movement_person_links: 1 } : {}),
      }),
      stored: async (value) => {
        const { row, tags } = await latest();
        expect(row).toMatchObject({
          status: "pending",
          name: value.name,
          previous_role: value.previousRole,
          new_role: value.newRole,
          company: value.company,
          previous_company: value.previousCompany,
          location: value.location,
          description: value.description,
          submitter_name: value.submitterName,
          submitter_email: value.submitterEmail,
          featured_email: value.featuredEmail,
          featured_is_submitter: value.isSelf ? 1 : 0,
        });
        expect([...tags].sort()).toEqual([...value.tags].sort());
      },
      clean: async () => {
        const { row, tags } = await latest();
        for (const column of ["name", "new_role", "company"] as const)
          expectClean(row[column], 100, true);
        for (const column of [
          "previous_role",
          "previous_company",
          "location",
          "submitter_name",
        ] as const)
          expectClean(row[column], 100);
        expectClean(row.description, 1000, true);
        if (row.submitter_email !== null) expect(row.submitter_email).toMatch(browserEmail);
        expect(tags.length).toBeLessThanOrEqual(10);
        for (const stored of tags) {
          expectClean(stored, 50, true);
          expect(stored).not.toContain(",");
        }
      },
    };

    it(
      "never answers 5xx, and stores exactly the valid, sanitised movements",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validMovement, fields), async (fuzz) => {
            await clearLimits();
            const request = postRequest("/submit", fuzz);
            const form = await received(request);
            const bot = honeypot(form);
            const verdict =
              bot === "bot" ? "bot" : bot === "unjudged" ? unknown("honeypot twice") : judge(form);
            const { answer, changed } = await measured(movementAction, request, {
              clientIp: nextIp(),
            });
            await expectJudged(verdict, answer, changed, accepted);
          }),
          runs(150),
        );
      },
      fuzzTimeout,
    );
  });
});
