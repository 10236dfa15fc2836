/**
 * Fuzzing /unsubscribe: the signed link at the foot of every notification.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../support/test-db";
import { unsubscribeToken } from "../../../app/lib/mail/unsubscribe.server";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "../../../app/routes/unsubscribe";
import { anyText, validEmail } from "./arbitraries";
import { answerOf, postRequest, type BodyKind } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);

  describe("/unsubscribe", () => {
    // A token of ours, one changed by a character, or any text at all.
    const tokenCase = fc.record({
      email: validEmail,
      kind: fc.constantFrom("valid", "changed", "text"),
      text: anyText,
      at: fc.nat(),
      inQuery: fc.boolean(),
      body: fc.constantFrom<BodyKind>("urlencoded", "multipart", "not-a-form"),
    });

    it(
      "never answers 5xx, and unsubscribes exactly the address of a token it made",
      async () => {
        await fc.assert(
          fc.asyncProperty(tokenCase, async (sample) => {
            const token = unsubscribeToken(sample.email);
            let sent = token;
            if (sample.kind === "text") sent = sample.text;
            if (sample.kind === "changed") {
              const at = sample.at % token.length;
              const swapped = token[at] === "A" ? "B" : "A";
              sent = token.slice(0, at) + swapped + token.slice(at + 1);
            }
            const valid = sample.kind === "valid";
            const query = `/unsubscribe?${new URLSearchParams({ token: sent }).toString()}`;
            const page = await answerOf(unsubscribeLoader, query);
            expect(page.status).toBe(valid ? 200 : 400);

            await fixture.db.deleteFrom("mail_unsubscribes").execute();
            const posted = await answerOf(
              unsubscribeAction,
              sample.inQuery
                ? postRequest(query, {
                    entries: [["List-Unsubscribe", "One-Click"]],
                    body: sample.body,
                  })
                : postRequest("/unsubscribe", { entries: [["token", sent]], body: sample.body }),
            );
            // A token sent in a body that is not a form is not read.
            const read = sample.inQuery || sample.body !== "not-a-form";
            expect(posted.status).toBe(valid && read ? 200 : 400);
            const stored = await fixture.db
              .selectFrom("mail_unsubscribes")
              .select("email")
              .execute();
            expect(stored).toEqual(
              valid && read ? [{ email: sample.email.trim().toLowerCase() }] : [],
            );
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );
  });
});
