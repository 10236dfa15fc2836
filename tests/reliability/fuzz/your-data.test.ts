/**
 * Fuzzing /your-data (issue 34): the request for a link, the link's page, the erase and the JSON
 * download, with hostile forms, tokens and cookies.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openDataLink, requestDataLink } from "../../../app/features/your-data/session.server";
import { action as homeAction, loader as homeLoader } from "../../../app/routes/your-data";
import { action as eraseAction } from "../../../app/routes/your-data.erase";
import { loader as exportLoader } from "../../../app/routes/your-data.export[.]json";
import { action as openAction, loader as openLoader } from "../../../app/routes/your-data.open";
import { engines } from "../../support/test-db";
import { anyEmail, anyText, applyMutation, fuzzForm, validEmail } from "./arbitraries";
import { emailAddress, honeypot, sent } from "./oracle";
import { answerOf, entriesOf, postRequest, received, wellFormed } from "./requests";
import { fuzzTimeout, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  const links = () => fixture.db.selectFrom("your_data_links").select(["email"]).execute();
  /** A fresh link for `email`: its token, read from the e-mail it was sent in. */
  async function freshToken(email: string) {
    // The inbox's budget is tested elsewhere: here every link must be sent.
    await fixture.db.deleteFrom("mail_outbox").execute();
    await requestDataLink(email);
    const mail = await fixture.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /\/your-data\/open\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? "";
  }

  describe("/your-data (the request for a link)", () => {
    const fields = ["intent", "email"];
    const validRequest = fc
      .record({ intent: fc.constantFrom("request", "end", ""), email: validEmail })
      .map(entriesOf);

    it(
      "never answers 5xx; a valid address gets one link, the same answer for any address",
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fuzzForm(validRequest, fields),
            fc.option(anyEmail),
            async (fuzz, email) => {
              await clearLimits();
              await fixture.db.deleteFrom("mail_outbox").execute();
              await fixture.db.deleteFrom("your_data_links").execute();
              const entries =
                email === null
                  ? fuzz.entries
                  : applyMutation(fuzz.entries, { kind: "set", name: "email", value: email });
              const request = postRequest("/your-data", { ...fuzz, entries });
              const form = await received(request);
              const { answer, changed } = await measured(homeAction, request, {
                clientIp: nextIp(),
              });
              // No content table changes: a link is all a request stores.
              expect(changed).toEqual({});
              const stored = await links();
              if (form.get("intent") === "end") {
                expect(answer).toMatchObject({ status: 302, location: "/your-data" });
                expect(stored).toEqual([]);
                return;
              }
              const bot = honeypot(form);
              if (bot !== "person") {
                if (bot === "bot") expect(stored).toEqual([]);
                expect(answer.status).toBeLessThan(500);
                return;
              }
              const verdict = emailAddress(sent(form, "email"), true);
              if (verdict.kind === "refused") {
                expect(answer.status, verdict.reason).toBe(400);
                expect(stored).toEqual([]);
              } else if (verdict.kind === "valid") {
                expect(answer).toMatchObject({ status: 302, location: "/your-data?link=sent" });
                expect(stored).toEqual([{ email: verdict.value }]);
              } else if (answer.status < 400) {
                expect(stored).toHaveLength(1);
              } else {
                expect(stored).toEqual([]);
              }
            },
          ),
          runs(80),
        );
      },
      fuzzTimeout,
    );
  });

  describe("/your-data/open (the link's page and its button)", () => {
    const sample = fc.record({
      token: fc.constantFrom("valid", "changed", "text"),
      text: anyText,
      extra: fc.array(fc.tuple(fc.constantFrom("token", "intent"), anyText), { maxLength: 3 }),
      body: fc.constantFrom("urlencoded" as const, "multipart" as const, "not-a-form" as const),
    });

    it(
      "never answers 5xx, and only a link of ours, once, starts a session",
      async () => {
        await fc.assert(
          fc.asyncProperty(sample, async ({ token: kind, text, extra, body }) => {
            const own = await freshToken("fuzz-open@example.com");
            const token =
              kind === "valid"
                ? own
                : kind === "changed"
                  ? `${own.slice(0, -1)}${own.endsWith("A") ? "B" : "A"}`
                  : text;
            const page = await answerOf(
              openLoader,
              `/your-data/open?${new URLSearchParams({ token: wellFormed(token) }).toString()}`,
            );
            expect(page.setCookie).toBeNull();
            const posted = await answerOf(
              openAction,
              postRequest("/your-data/open", { entries: [["token", token], ...extra], body }),
            );
            const opens = kind === "valid" && body !== "not-a-form";
            expect(posted.status).toBe(opens ? 302 : 400);
            expect(posted.setCookie === null).toBe(!opens);
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );
  });

  describe("/your-data/erase and the download", () => {
    const sample = fc.record({
      session: fc.boolean(),
      cookie: anyText,
      confirm: fc.oneof(fc.constant("yes"), anyText),
      body: fc.constantFrom("urlencoded" as const, "multipart" as const, "not-a-form" as const),
    });

    it(
      "never answers 5xx; erases only with a session and its confirmation",
      async () => {
        await fc.assert(
          fc.asyncProperty(sample, async ({ session, cookie, confirm, body }) => {
            const email = "fuzz-erase@example.com";
            await fixture.db
              .insertInto("contact_messages")
              .values({
                created_at: new Date().toISOString(),
                name: "Fuzz",
                email,
                subject: "Hello",
                message: "A message to erase.",
              })
              .execute();
            const opened = await openDataLink(await freshToken(email));
            const jar =
              session && "setCookie" in opened
                ? (opened.setCookie.split(";")[0] ?? "")
                : `ss_your_data=${encodeURIComponent(wellFormed(cookie))}`;
            const download = await answerOf(
              exportLoader,
              new Request("http://localhost/your-data/export.json", { headers: { Cookie: jar } }),
            );
            expect(download.status).toBe(session ? 200 : 302);
            const page = await answerOf(
              homeLoader,
              new Request("http://localhost/your-data", { headers: { Cookie: jar } }),
            );
            expect(page.status).toBe(200);
            const erased = await answerOf(
              eraseAction,
              postRequest("/your-data/erase", { entries: [["confirm", confirm]], body }, jar),
            );
            const left = await fixture.db
              .selectFrom("contact_messages")
              .select("id")
              .where("email", "=", email)
              .execute();
            const goes = session && confirm === "yes" && body !== "not-a-form";
            expect(erased.status).toBe(!session ? 302 : goes ? 200 : 400);
            expect(left.length === 0).toBe(goes);
            await fixture.db.deleteFrom("contact_messages").where("email", "=", email).execute();
          }),
          runs(40),
        );
      },
      fuzzTimeout,
    );
  });
});
