/**
 * Fuzzing the moderators' own forms (issue 33): the sign-in's second step, an invitation's
 * password, the owners' team page and a moderator's account page.
 * Shared parts (database, requests, arbitraries, oracle): see support.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createModerator, signIn } from "~/features/moderation/auth.server";
import { linkTokenHash, newLinkToken } from "~/lib/link-token.server";
import { cookiePair, secretOf, signInFully, totpAt } from "../../support/moderator";
import { engines } from "../../support/test-db";
import { action as accountAction } from "../../../app/routes/admin.account";
import { action as invitationAction } from "../../../app/routes/admin.invitation";
import { action as teamAction } from "../../../app/routes/admin.team";
import { action as twoFactorAction } from "../../../app/routes/admin.two-factor";
import { anyText, fuzzForm, numberText } from "./arbitraries";
import { sent } from "./oracle";
import { entriesOf, type FormEntry, postRequest, received } from "./requests";
import { fuzzTimeout, moderatorEmail, runs, useFuzzDatabase } from "./support";

const strong = "violet anchor quietly juggles 48 lanterns";
const password = "correct horse battery staple";
const noWait = { wait: async () => {} };

describe.each(engines)("fuzzing the moderators' accounts on %s", (engine) => {
  const fixture = useFuzzDatabase(engine);
  const { clearLimits, measured, nextIp } = fixture;
  let accounts = 0;

  it(
    "/admin/two-factor: never 5xx; signs in only with the right code, once",
    async () => {
      const email = `fuzz-totp-${engine}@example.com`;
      await createModerator(email, password, "moderator");
      await signInFully(email, password, "198.51.100.210", noWait);
      const secret = await secretOf(email);
      const codeCase = fc.record({
        code: fc.oneof(
          { weight: 2, arbitrary: fc.constant("right") },
          { weight: 2, arbitrary: fc.stringMatching(/^\d{6}$/) },
          { weight: 1, arbitrary: fc.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/) },
          { weight: 2, arbitrary: anyText },
        ),
        form: fuzzForm(fc.constant<FormEntry[]>([]), ["code"]),
      });
      await fc.assert(
        fc.asyncProperty(codeCase, async (sample) => {
          await clearLimits();
          const address = nextIp();
          const first = await signIn(email, password, address, noWait);
          if (!first.ok) throw new Error(first.message);
          const right = totpAt(Date.now(), secret);
          const code = sample.code === "right" ? right : sample.code;
          const request = postRequest(
            "/admin/two-factor",
            { entries: [...sample.form.entries, ["code", code]], body: sample.form.body },
            cookiePair(first.setCookie),
          );
          const form = await received(request);
          const { answer, changed } = await measured(twoFactorAction, request, {
            clientIp: address,
          });
          const typed = sent(form, "code");
          if (answer.status === 302) {
            // Only the right code of this step (or its neighbour), never used before.
            expect(typed.kind === "text" && /^\d{6}$/.test(typed.value.trim())).toBe(true);
            expect(answer.setCookie).toMatch(/^ss_session=/);
            expect(changed).toEqual({ moderator_sessions: 1 });
          } else {
            expect([401, 429]).toContain(answer.status);
            expect(changed).toEqual({});
          }
        }),
        runs(6),
      );
    },
    fuzzTimeout,
  );

  it(
    "/admin/invitation: never 5xx; makes an account only from a live link and a strong password, confirmed",
    async () => {
      const invitationCase = fc.record({
        token: fc.oneof(
          { weight: 3, arbitrary: fc.constant("live") },
          { weight: 1, arbitrary: anyText },
        ),
        password: fc.oneof(
          { weight: 3, arbitrary: fc.constant(strong) },
          { weight: 1, arbitrary: fc.constantFrom("password1234", "short", "") },
          { weight: 2, arbitrary: anyText },
        ),
        confirm: fc.oneof(
          { weight: 3, arbitrary: fc.constant("same") },
          { weight: 1, arbitrary: anyText },
        ),
        form: fuzzForm(fc.constant<FormEntry[]>([]), ["token", "password", "confirmPassword"]),
      });
      await fc.assert(
        fc.asyncProperty(invitationCase, async (sample) => {
          const { token, hash } = newLinkToken();
          const now = new Date();
          await fixture.db
            .insertInto("moderator_invitations")
            .values({
              email: `fuzz-invited-${(accounts += 1)}@example.com`,
              role: "moderator",
              token_hash: hash,
              invited_by: null,
              created_at: now.toISOString(),
              expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
            })
            .execute();
          const given = sample.token === "live" ? token : sample.token;
          const confirm = sample.confirm === "same" ? sample.password : sample.confirm;
          const entries: FormEntry[] = [
            ...entriesOf({ token: given, password: sample.password, confirmPassword: confirm }),
            ...sample.form.entries,
          ];
          const request = postRequest(`/admin/invitation?token=${token}`, {
            entries,
            body: sample.form.body,
          });
          const form = await received(request);
          const { answer, changed } = await measured(invitationAction, request, {
            clientIp: nextIp(),
          });
          const t = sent(form, "token");
          const p = sent(form, "password");
          const c = sent(form, "confirmPassword");
          // A field sent twice with different values: which copy counts is not ours to judge.
          const judged = [t, p, c].every((part) => part.kind !== "unjudged");
          if (answer.status === 302 && judged) {
            expect(t.kind === "text" && linkTokenHash(t.value) === hash).toBe(true);
            expect(p.kind === "text" && p.value.length >= 12).toBe(true);
            expect(c.kind === "text" && p.kind === "text" && c.value === p.value).toBe(true);
            expect(answer.location).toBe("/admin/two-factor");
            expect(changed).toEqual({ moderators: 1, moderator_sessions: 1, audit_log: 1 });
          } else if (answer.status !== 302) {
            expect(answer.status).toBeGreaterThanOrEqual(400);
            expect(changed).toEqual({});
          }
        }),
        runs(10),
      );
    },
    fuzzTimeout,
  );

  it(
    "/admin/team: never 5xx; a refused change stores nothing, and the last owner stays",
    async () => {
      const ownId = (
        await fixture.db
          .selectFrom("moderators")
          .select("id")
          .where("email", "=", moderatorEmail)
          .executeTakeFirstOrThrow()
      ).id;
      const teamCase = fuzzForm(
        fc
          .record({
            intent: fc.constantFrom(
              "invite",
              "revoke-invitation",
              "set-role",
              "deactivate",
              "reactivate",
              "end-sessions",
              "unknown",
            ),
            id: fc.oneof(fc.constant(String(ownId)), fc.constant("999999"), numberText),
            email: fc.oneof(fc.constant("fuzz-invitee@example.com"), anyText),
            role: fc.oneof(fc.constantFrom("owner", "moderator"), anyText),
          })
          .map((fields) => entriesOf(fields)),
        ["intent", "id", "email", "role"],
      );
      await fc.assert(
        fc.asyncProperty(teamCase, async (form) => {
          const request = postRequest("/admin/team", form, fixture.moderatorCookie);
          const { answer, changed } = await measured(teamAction, request);
          if (answer.status >= 400) expect(changed).toEqual({});
          const owners = await fixture.db
            .selectFrom("moderators")
            .select("id")
            .where("role", "=", "owner")
            .where("disabled", "=", 0)
            .execute();
          expect(owners.map((row) => row.id)).toContain(ownId);
        }),
        runs(12),
      );
    },
    fuzzTimeout,
  );

  it(
    "/admin/account: never 5xx; a refused change stores nothing",
    async () => {
      const email = `fuzz-account-${engine}@example.com`;
      await createModerator(email, password, "moderator");
      const signedIn = await signInFully(email, password, "198.51.100.211", noWait);
      if (!signedIn.ok) throw new Error(signedIn.message);
      const cookie = cookiePair(signedIn.setCookie);
      const accountCase = fuzzForm(
        fc
          .record({
            intent: fc.constantFrom("end-session", "password", "recovery-codes", "unknown"),
            session: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), anyText),
            currentPassword: fc.oneof(fc.constant("not the password"), anyText),
            newPassword: fc.oneof(fc.constant(strong), anyText),
            confirmPassword: fc.oneof(fc.constant(strong), anyText),
            code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyText),
          })
          .map((fields) => entriesOf(fields)),
        ["intent", "session", "currentPassword", "newPassword", "confirmPassword", "code"],
      );
      await fc.assert(
        fc.asyncProperty(accountCase, async (form) => {
          await clearLimits();
          const request = postRequest("/admin/account", form, cookie);
          const { answer, changed } = await measured(accountAction, request, {
            clientIp: nextIp(),
          });
          // No session of this account is named, the current password is never the one sent,
          // and a code from the app is right once in a million: every form is refused, and
          // nothing is stored.
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(changed).toEqual({});
        }),
        runs(10),
      );
    },
    fuzzTimeout,
  );
});
