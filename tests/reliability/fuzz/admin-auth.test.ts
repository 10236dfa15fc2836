/**
 * Fuzzing /admin/login and /admin/logout: a moderator's sign-in and sign-out.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signInFully as signIn } from "../../support/moderator";
import { engines } from "../../support/test-db";
import { action as loginAction } from "../../../app/routes/admin.login";
import { action as logoutAction } from "../../../app/routes/admin.logout";
import { anyText, applyMutation, bodyKind, fuzzForm, mutation, validEmail } from "./arbitraries";
import { sent } from "./oracle";
import { entriesOf, type FormEntry, postRequest, received, wellFormed } from "./requests";
import { fuzzTimeout, moderatorEmail, moderatorPassword, runs, useFuzzDatabase } from "./support";

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;

  describe("moderator sign-in and sign-out", () => {
    it(
      "/admin/login: never 5xx, and opens a session only for the right e-mail and password",
      async () => {
        const loginCase = fc.record({
          email: fc.oneof(
            {
              weight: 3,
              arbitrary: fc.constantFrom(
                moderatorEmail,
                moderatorEmail.toUpperCase(),
                `  ${moderatorEmail} `,
              ),
            },
            { weight: 3, arbitrary: anyText },
            { weight: 1, arbitrary: validEmail },
          ),
          password: fc.oneof(
            { weight: 3, arbitrary: fc.constant(moderatorPassword) },
            { weight: 1, arbitrary: fc.constantFrom("", ` ${moderatorPassword}`) },
            { weight: 2, arbitrary: anyText },
          ),
          changes: fc.array(mutation(["email", "password"]), { maxLength: 2 }),
          next: fc.option(fc.oneof(anyText, fc.constantFrom("/admin?x=1", "//evil.example"))),
          body: bodyKind,
        });
        await fc.assert(
          fc.asyncProperty(loginCase, async (sample) => {
            await clearLimits();
            const entries = entriesOf({ email: sample.email, password: sample.password });
            const path =
              sample.next === null
                ? "/admin/login"
                : `/admin/login?next=${encodeURIComponent(wellFormed(sample.next))}`;
            const request = postRequest(path, {
              entries: sample.changes.reduce(applyMutation, entries),
              body: sample.body,
            });
            const form = await received(request);
            const { answer, changed } = await measured(loginAction, request, {
              clientIp: nextIp(),
            });
            const email = sent(form, "email");
            const password = sent(form, "password");
            if (email.kind === "unjudged" || password.kind === "unjudged") {
              if (answer.status >= 400) expect(changed).toEqual({});
              return;
            }
            const right =
              email.kind === "text" &&
              email.value.trim().toLowerCase() === moderatorEmail &&
              password.kind === "text" &&
              password.value === moderatorPassword;
            if (right) {
              expect(answer.status).toBe(302);
              expect(answer.location).toMatch(/^\/admin(\/|\?|$)/);
              expect(answer.setCookie).toMatch(/^ss_session=/);
              expect(changed).toEqual({ moderator_sessions: 1 });
            } else {
              expect([400, 401]).toContain(answer.status);
              expect(changed).toEqual({});
            }
          }),
          runs(12),
        );
      },
      fuzzTimeout,
    );

    it(
      "/admin/logout: never 5xx; ends a live session, and sends anyone else to sign in",
      async () => {
        const logoutCase = fc.record({
          session: fc.constantFrom("live", "none", "forged"),
          form: fuzzForm(fc.constant<FormEntry[]>([]), ["intent"]),
        });
        await fc.assert(
          fc.asyncProperty(logoutCase, async (sample) => {
            let cookie: string | undefined;
            if (sample.session === "live") {
              await clearLimits();
              const signedIn = await signIn(moderatorEmail, moderatorPassword, nextIp());
              if (!signedIn.ok) throw new Error(signedIn.message);
              cookie = signedIn.setCookie.split(";")[0];
            } else if (sample.session === "forged") {
              cookie = "ss_session=forged-token";
            }
            const openSessions = async () =>
              (
                await fixture.db
                  .selectFrom("moderator_sessions")
                  .select("id")
                  .where("revoked_at", "is", null)
                  .execute()
              ).length;
            const openBefore = await openSessions();
            const request = postRequest("/admin/logout", sample.form, cookie);
            const { answer, changed } = await measured(logoutAction, request);
            expect(answer.status).toBe(302);
            expect(changed).toEqual({});
            if (sample.session === "live") {
              expect(answer.location).toBe("/admin/login");
              expect(answer.setCookie).toMatch(/^ss_session=;.*Max-Age=0/i);
              expect(await openSessions(), "the session ended").toBe(openBefore - 1);
            } else {
              expect(answer.location).toMatch(/^\/admin\/login\?next=/);
              expect(await openSessions()).toBe(openBefore);
            }
          }),
          runs(8),
        );
      },
      fuzzTimeout,
    );
  });
});
