/**
 * Fuzzing /your-movement/{choice}: the featured person's links (issue 31).
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { action as personAction, loader as personLoader } from "../../../app/routes/your-movement";
import { correctionFields } from "../../../app/features/movements/person-fields";
import { anyText, fuzzForm, longText, shortLine } from "./arbitraries";
import { answerOf, entriesOf, postRequest } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);

  describe("/your-movement/{choice}", () => {
    const choices = ["confirm", "correct", "take-down"] as const;
    const fields = ["token", "intent", "firstName", ...correctionFields.names];
    const correction = fc
      .record({
        firstName: fc.option(shortLine),
        name: shortLine,
        newRole: shortLine,
        company: shortLine,
        previousRole: fc.option(shortLine),
        previousCompany: fc.option(shortLine),
        location: fc.option(shortLine),
        description: longText.map((text) => text.slice(0, 900)),
        note: fc.option(longText.map((text) => text.slice(0, 400))),
        intent: fc.option(fc.constantFrom("new-links", "act", "")),
      })
      .map(entriesOf);
    const sample = fc.record({
      choice: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...choices) },
        { weight: 1, arbitrary: anyText },
      ),
      token: fc.constantFrom("valid", "changed", "text", "other-choice"),
      text: anyText,
      form: fuzzForm(correction, fields),
    });

    /** A published movement with one fresh link per choice; the tokens by choice. */
    async function freshMovement() {
      const now = new Date();
      const { id } = await fixture.db
        .insertInto("movement_submissions")
        .values({
          created_at: now.toISOString(),
          status: "approved",
          name: "Fuzz Person",
          previous_role: null,
          new_role: "Recruiter",
          company: "Fuzz Staffing",
          previous_company: null,
          location: null,
          description: "A movement for the fuzzer.",
          submitter_name: null,
          submitter_email: null,
          featured_email: "fuzz-person@example.com",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const tokens: Record<string, string> = {};
      for (const choice of choices) {
        const token = randomBytes(32).toString("base64url");
        tokens[choice] = token;
        await fixture.db
          .insertInto("movement_person_links")
          .values({
            token_hash: createHash("sha256").update(token).digest("hex"),
            movement_id: id,
            choice,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
            used_at: null,
          })
          .execute();
      }
      return { id, tokens };
    }

    const stateOf = async (id: number) => ({
      movement: await fixture.db
        .selectFrom("movement_submissions")
        .select(["status", "name", "new_role", "person_confirmed_at", "taken_down_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
      corrections: await fixture.db
        .selectFrom("movement_corrections")
        .select("id")
        .where("movement_id", "=", id)
        .execute(),
    });

    it(
      "never answers 5xx, and only a link of ours for its own choice acts, as its choice says",
      async () => {
        await fc.assert(
          fc.asyncProperty(sample, async ({ choice, token: kind, text, form }) => {
            const { id, tokens } = await freshMovement();
            const isChoice = (choices as readonly string[]).includes(choice);
            const own = tokens[isChoice ? choice : "confirm"] ?? "";
            const token =
              kind === "valid"
                ? own
                : kind === "changed"
                  ? `${own.slice(0, -1)}${own.endsWith("A") ? "B" : "A"}`
                  : kind === "other-choice"
                    ? (tokens[choice === "confirm" ? "correct" : "confirm"] ?? "")
                    : text;
            const params = { choice };
            const page = await answerOf(
              personLoader,
              `/your-movement/x?${new URLSearchParams({ token }).toString()}`,
              { params },
            );
            const ours = isChoice && kind === "valid";
            expect(page.status).toBe(!isChoice ? 404 : ours ? 200 : 400);

            const before = await stateOf(id);
            const entries = form.entries.filter(([name]) => name !== "token");
            const posted = await answerOf(
              personAction,
              postRequest("/your-movement/x", {
                entries: [["token", token], ...entries],
                body: form.body,
              }),
              { params },
            );
            const after = await stateOf(id);
            const read = form.body !== "not-a-form";
            if (!isChoice) expect(posted.status).toBe(404);
            if (!ours || !read) {
              expect(after).toEqual(before);
              return;
            }
            const newLinks = entries.some(
              ([name, value]) => name === "intent" && value === "new-links",
            );
            // A link still good asks for no new ones: nothing changes.
            if (newLinks) {
              expect(after).toEqual(before);
              return;
            }
            if (choice === "confirm") expect(after.movement.person_confirmed_at).not.toBeNull();
            if (choice === "take-down") expect(after.movement).toMatchObject({ status: "removed" });
            if (choice === "correct") {
              // Stored as a suggestion, or refused with the fields kept: the movement is unchanged.
              const state = (posted.data as { state?: string } | undefined)?.state;
              expect(["corrected", "ready"]).toContain(state);
              expect(after.movement).toEqual(before.movement);
              expect(after.corrections.length).toBe(state === "corrected" ? 1 : 0);
            }
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );
  });
});
