/**
 * Fuzzing /contact: a message to the moderators.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { action as contactAction } from "../../../app/routes/contact";
import { anyEmail, applyMutation, fuzzForm, longText, shortLine, validEmail } from "./arbitraries";
import {
  type Accepted,
  allOf,
  browserEmail,
  emailAddress,
  expectClean,
  expectJudged,
  honeypot,
  requiredText,
  sent,
  unknown,
} from "./oracle";
import { entriesOf, postRequest, received } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("/contact", () => {
    const fields = ["name", "email", "subject", "message"];
    const validMessage = fc
      .record({ name: shortLine, email: validEmail, subject: shortLine, message: longText })
      .map(entriesOf);

    function judge(form: FormData) {
      return allOf({
        name: requiredText(sent(form, "name"), 100),
        email: emailAddress(sent(form, "email"), true),
        subject: requiredText(sent(form, "subject"), 200),
        message: requiredText(sent(form, "message"), 2000),
      });
    }
    type Message = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      fixture.db
        .selectFrom("contact_messages")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
    const accepted: Accepted<Message> = {
      status: 302,
      location: "/contact",
      table: "contact_messages",
      rows: () => ({ contact_messages: 1 }),
      stored: async (value) => {
        expect(await latest()).toMatchObject({ ...value, status: "new" });
      },
      clean: async () => {
        const row = await latest();
        expectClean(row.name, 100, true);
        expectClean(row.subject, 200, true);
        expectClean(row.message, 2000, true);
        expect(row.email).toMatch(browserEmail);
      },
    };

    it(
      "never answers 5xx, and stores exactly the valid, sanitised messages",
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fuzzForm(validMessage, fields),
            fc.option(anyEmail),
            async (fuzz, email) => {
              await clearLimits();
              const entries =
                email === null
                  ? fuzz.entries
                  : applyMutation(fuzz.entries, { kind: "set", name: "email", value: email });
              const request = postRequest("/contact", { ...fuzz, entries });
              const form = await received(request);
              const bot = honeypot(form);
              const verdict =
                bot === "bot"
                  ? "bot"
                  : bot === "unjudged"
                    ? unknown("honeypot twice")
                    : judge(form);
              const { answer, changed } = await measured(contactAction, request, {
                clientIp: nextIp(),
              });
              await expectJudged(verdict, answer, changed, accepted);
            },
          ),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });
});
