import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { WorkspaceAction } from "~/features/moderation/actions";
import {
  createModerator,
  endSessions,
  getModerator,
  setModeratorDisabled,
  getPendingSignIn,
  signIn,
} from "~/features/moderation/auth.server";
import { intentRole } from "~/features/moderation/roles";
import {
  endedMessage,
  secondFactor,
  usedCodeMessage,
  wrongCodeMessage,
} from "~/features/moderation/two-factor.server";
import {
  cookiePair,
  signedInModerator,
  secretOf,
  signInFully,
  totpAt,
  withCookie,
} from "../../tests/support/moderator";
import { callRoute, formRequest } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as accountAction, loader as accountLoader } from "./admin.account";
import { action as adminAction } from "./admin";
import { action as invitationAction, loader as invitationLoader } from "./admin.invitation";
import { action as teamAction, loader as teamLoader } from "./admin.team";
import { action as twoFactorAction, loader as twoFactorLoader } from "./admin.two-factor";

// Issue 33: roles, invitations, two-factor sign-in (TOTP), sessions and the last owner.

const password = "correct horse battery staple";
const strongPassword = "violet anchor quietly juggles 48 lanterns";
const invitationLink = /\/admin\/invitation\?token=([A-Za-z0-9_-]{43})/;
const noWait = { wait: async () => {} };

/** One sample of each workspace intent, well formed: the role check comes after the parse. */
const samples: Record<WorkspaceAction["intent"], Record<string, string>> = {
  decide: { intent: "decide", id: "999999", subject: "movement", decision: "approve" },
  undo: { intent: "undo", id: "999999", subject: "movement" },
  contact: { intent: "contact", id: "999999", status: "handled" },
  "retry-mail": { intent: "retry-mail", id: "999999" },
  "queue-mail": { intent: "queue-mail" },
  revoke: { intent: "revoke", id: "999999", reason: "Test", confirmed: "yes" },
  "revoke-claim": { intent: "revoke-claim", id: "999999", reason: "Test", confirmed: "yes" },
  "resend-notice": { intent: "resend-notice", id: "999999" },
  correction: { intent: "correction", id: "999999", decision: "decline" },
  reply: {
    intent: "reply",
    id: "999999",
    decision: "approve",
    version: "2026-01-01T00:00:00.000Z",
  },
  "dismiss-flag": { intent: "dismiss-flag", id: "999999" },
  proposal: { intent: "proposal", id: "999999", decision: "decline" },
  retire: { intent: "retire", question: "NO-SUCH-QUESTION", reason: "Test", confirmed: "yes" },
};

const teamIntents: Record<string, string>[] = [
  { intent: "invite", email: "someone@example.com", role: "moderator" },
  { intent: "revoke-invitation", id: "999999" },
  { intent: "set-role", id: "999999", role: "owner" },
  { intent: "deactivate", id: "999999" },
  { intent: "reactivate", id: "999999" },
  { intent: "end-sessions", id: "999999" },
];

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const request = formRequest(path, fields);
  if (cookie) request.headers.set("Cookie", cookiePair(cookie));
  return request;
}

function get(path: string, cookie: string) {
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookiePair(cookie) } });
}

describe.each(engines)("moderator accounts on %s", (engine) => {
  let handle: DbHandle;
  let owner = "";
  let moderator = "";
  let ip = 0;
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  const mailTo = (email: string) =>
    handle.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
  const idOf = async (email: string) =>
    (
      await handle.db
        .selectFrom("moderators")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;
  const team = (fields: Record<string, string>, cookie = owner) =>
    callRoute(teamAction, post("/admin/team", fields, cookie));
  const invite = async (email: string, role = "moderator") => {
    expect((await team({ intent: "invite", email, role })).status).toBe(302);
    const mails = await mailTo(email);
    const token = invitationLink.exec(mails.at(-1)?.text_body ?? "")?.[1];
    if (!token) throw new Error("no invitation link");
    return token;
  };
  const accept = (token: string, chosen = strongPassword, clientIp = nextIp()) =>
    callRoute<{ errors: Record<string, string> }>(
      invitationAction,
      post(`/admin/invitation?token=${token}`, {
        token,
        password: chosen,
        confirmPassword: chosen,
      }),
      { clientIp },
    );
  /** The password step alone: a cookie of a sign-in that awaits its code. */
  const passwordStep = async (email: string, secretWord: string, address: string) => {
    const first = await signIn(email, secretWord, address, noWait);
    if (!first.ok) throw new Error(first.message);
    const pending = await getPendingSignIn(withCookie(first.setCookie));
    if (!pending) throw new Error("no pending sign-in");
    return { cookie: first.setCookie, pending };
  };

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl("https://spotlight.test");
    owner = await signedInModerator(`owner-${engine}@example.com`, nextIp(), "owner");
    moderator = await signedInModerator(`mod-${engine}@example.com`, nextIp(), "moderator");
  });
  afterAll(async () => {
    await handle.close();
  });

  describe("roles", () => {
    it("refuses every workspace intent that needs an owner to a moderator, on the server, and no other", async () => {
      // A moderator works the queues, revokes and keeps the outbox; the question bank is the
      // site's content, an owner's.
      expect(
        Object.entries(intentRole)
          .filter(([, needs]) => needs === "owner")
          .map(([intent]) => intent),
      ).toEqual(["retire"]);
      for (const [intent, needs] of Object.entries(intentRole)) {
        const fields = samples[intent as WorkspaceAction["intent"]];
        const asModerator = await callRoute(adminAction, post("/admin", fields, moderator));
        const asOwner = await callRoute(adminAction, post("/admin", fields, owner));
        if (needs === "owner") expect(asModerator.status, intent).toBe(403);
        else expect(asModerator.status, intent).not.toBe(403);
        expect(asOwner.status, intent).not.toBe(403);
      }
      // The question the sample names is not in the bank: the owner got that far, and was told.
      const retire = await callRoute<{ toast: { title: string } }>(
        adminAction,
        post("/admin", samples.retire, owner),
      );
      expect(retire).toMatchObject({ status: 404 });
    });

    it("shows the team page to owners only, and refuses each of its intents to a moderator", async () => {
      expect((await callRoute(teamLoader, get("/admin/team", moderator))).status).toBe(403);
      expect((await callRoute(teamLoader, get("/admin/team", owner))).status).toBe(200);
      for (const fields of teamIntents)
        expect((await team(fields, moderator)).status, fields.intent).toBe(403);
      expect(await mailTo("someone@example.com")).toEqual([]);
      // Every moderator has an account page.
      expect((await callRoute(accountLoader, get("/admin/account", moderator))).status).toBe(200);
    });

    it("records the role each decision was made under in the audit log", async () => {
      await team({ intent: "invite", email: `audited-${engine}@example.com`, role: "moderator" });
      const entry = await handle.db
        .selectFrom("audit_log")
        .select(["action", "role", "moderator_id"])
        .where("action", "=", "invite")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({
        action: "invite",
        role: "owner",
        moderator_id: await idOf(`owner-${engine}@example.com`),
      });
    });
  });

  describe("invitations", () => {
    it("makes an account from the link once, with a strong password, and asks for the two-factor set-up first", async () => {
      const email = `invited-${engine}@example.com`;
      const token = await invite(email);
      expect((await mailTo(email))[0]?.subject).toBe(
        "You are invited to moderate Staffing Spotlight",
      );
      const shown = await callRoute(invitationLoader, `/admin/invitation?token=${token}`);
      expect(shown).toMatchObject({
        status: 200,
        data: { state: "valid", email, role: "moderator" },
      });

      const short = await accept(token, "short one");
      expect(short.status).toBe(400);
      expect(short.data?.errors.password).toBe(
        "Please choose a password of at least 12 characters.",
      );
      const guessable = await accept(token, "password1234");
      expect(guessable.data?.errors.password).toMatch(/^This password is too easy to guess/);
      const mismatch = await callRoute<{ errors: Record<string, string> }>(
        invitationAction,
        post(`/admin/invitation?token=${token}`, {
          token,
          password: strongPassword,
          confirmPassword: `${strongPassword}!`,
        }),
      );
      expect(mismatch.data?.errors.confirmPassword).toBe("The two passwords are not the same.");

      const accepted = await accept(token);
      expect(accepted).toMatchObject({ status: 302, location: "/admin/two-factor" });
      // Not signed in yet: the session awaits the set-up.
      const cookie = accepted.setCookie ?? "";
      expect(await getModerator(get("/admin", cookie))).toBeNull();
      const setUp = await callRoute<{ stage: string; secret: string; qrSvg: string }>(
        twoFactorLoader,
        get("/admin/two-factor", cookie),
      );
      expect(setUp.data).toMatchObject({ stage: "setup" });
      expect(setUp.data?.qrSvg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      const secret = setUp.data?.secret.replace(/\s/g, "") ?? "";
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const wrong = await callRoute<{ message: string }>(
        twoFactorAction,
        post("/admin/two-factor", { code: totpAt(Date.now() + 5 * 30_000, secret) }, cookie),
        { clientIp: "198.51.100.200" },
      );
      expect(wrong).toMatchObject({ status: 401, data: { message: wrongCodeMessage } });
      const confirmed = await callRoute<{ recoveryCodes: string[] }>(
        twoFactorAction,
        post("/admin/two-factor", { code: totpAt(Date.now(), secret) }, cookie),
        { clientIp: "198.51.100.200" },
      );
      expect(confirmed.status).toBe(200);
      const codes = confirmed.data?.recoveryCodes ?? [];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Stored hashed only.
      const stored = await handle.db
        .selectFrom("moderator_recovery_codes")
        .select("code_hash")
        .where("moderator_id", "=", await idOf(email))
        .execute();
      expect(stored).toHaveLength(10);
      expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
      const session = await getModerator(get("/admin", confirmed.setCookie ?? ""));
      expect(session).toMatchObject({ email, role: "moderator" });

      // The link is used: the page says so, and a second post makes nothing.
      expect(
        (await callRoute(invitationLoader, `/admin/invitation?token=${token}`)).data,
      ).toMatchObject({
        state: "used",
      });
      expect((await accept(token)).status).toBe(409);
    });

    it("refuses an expired link, a revoked one, a tampered one, and a second invitation to the same address", async () => {
      const expired = await invite(`expired-${engine}@example.com`);
      await handle.db
        .updateTable("moderator_invitations")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("email", "=", `expired-${engine}@example.com`)
        .execute();
      expect((await callRoute(invitationLoader, `/admin/invitation?token=${expired}`)).status).toBe(
        410,
      );
      expect((await accept(expired)).status).toBe(410);

      const revokedEmail = `revoked-${engine}@example.com`;
      const revoked = await invite(revokedEmail);
      const again = await team({ intent: "invite", email: revokedEmail, role: "moderator" });
      expect(again.status).toBe(409);
      const { id } = await handle.db
        .selectFrom("moderator_invitations")
        .select("id")
        .where("email", "=", revokedEmail)
        .executeTakeFirstOrThrow();
      expect((await team({ intent: "revoke-invitation", id: String(id) })).status).toBe(302);
      expect(
        (await callRoute(invitationLoader, `/admin/invitation?token=${revoked}`)).data,
      ).toMatchObject({
        state: "revoked",
      });
      expect((await accept(revoked)).status).toBe(410);

      const tampered = `${revoked.slice(0, -1)}${revoked.endsWith("A") ? "B" : "A"}`;
      expect(
        (await callRoute(invitationLoader, `/admin/invitation?token=${tampered}`)).status,
      ).toBe(400);
      const existing = await team({
        intent: "invite",
        email: `mod-${engine}@example.com`,
        role: "owner",
      });
      expect(existing.status).toBe(409);
      expect(
        await handle.db
          .selectFrom("moderators")
          .select("id")
          .where("email", "in", [`expired-${engine}@example.com`, revokedEmail])
          .execute(),
      ).toEqual([]);
    });

    it("makes one account from one link with 30 acceptances in flight", async () => {
      const email = `burst-${engine}@example.com`;
      const token = await invite(email);
      const answers = await Promise.all(Array.from({ length: 30 }, () => accept(token)));
      expect(answers.filter((answer) => answer.status === 302)).toHaveLength(1);
      const accounts = await handle.db
        .selectFrom("moderators")
        .select("id")
        .where("email", "=", email)
        .execute();
      expect(accounts).toHaveLength(1);
    });
  });

  describe("two-factor sign-in", () => {
    const email = `totp-${engine}@example.com`;
    let secret = "";
    beforeAll(async () => {
      await createModerator(email, password, "moderator");
      // Set up once (the first sign-in), from the secret its set-up page showed.
      await signInFully(email, password, "198.51.100.150", noWait);
      secret = await secretOf(email);
    });
    const step = (at: number) => Math.floor(at / 30_000);

    it("accepts the codes of the step before, the step and the step after, each once, and no other", async () => {
      // A time well inside its step, later than any step this account used.
      const base = (step(Date.now()) + 10) * 30_000 + 15_000;
      const tryCode = async (codeAt: number) => {
        const { pending } = await passwordStep(email, password, "198.51.100.151");
        return secondFactor(pending, totpAt(codeAt, secret), "198.51.100.151", {
          ...noWait,
          now: base,
        });
      };
      expect(await tryCode(base - 60_000)).toMatchObject({ ok: false, message: wrongCodeMessage });
      expect(await tryCode(base + 60_000)).toMatchObject({ ok: false, message: wrongCodeMessage });
      expect((await tryCode(base - 30_000)).ok).toBe(true);
      expect((await tryCode(base)).ok).toBe(true);
      // Replayed within its window: refused.
      expect(await tryCode(base)).toMatchObject({ ok: false, message: usedCodeMessage });
      expect((await tryCode(base + 30_000)).ok).toBe(true);
      // An earlier step's code, though within the window, comes after a later one: refused.
      expect(await tryCode(base - 30_000)).toMatchObject({ ok: false, message: usedCodeMessage });
    });

    it("accepts one code once with 30 sent at once for one sign-in", async () => {
      const base = (step(Date.now()) + 20) * 30_000 + 15_000;
      const { pending } = await passwordStep(email, password, "198.51.100.152");
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          secondFactor(pending, totpAt(base, secret), "198.51.100.152", { ...noWait, now: base }),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    });

    it("signs in with a recovery code once, logs it and tells the account by e-mail", async () => {
      const address = "198.51.100.153";
      const recoveryEmail = `recovery-${engine}@example.com`;
      const token = await invite(recoveryEmail);
      const accepted = await accept(token, strongPassword, address);
      const setUp = await callRoute<{ secret: string }>(
        twoFactorLoader,
        get("/admin/two-factor", accepted.setCookie ?? ""),
      );
      const secret = setUp.data?.secret.replace(/\s/g, "") ?? "";
      const confirmed = await callRoute<{ recoveryCodes: string[] }>(
        twoFactorAction,
        post("/admin/two-factor", { code: totpAt(Date.now(), secret) }, accepted.setCookie ?? ""),
        { clientIp: address },
      );
      const [first = "", second = ""] = confirmed.data?.recoveryCodes ?? [];
      const before = (await mailTo(recoveryEmail)).length;

      const { pending } = await passwordStep(recoveryEmail, strongPassword, address);
      // Typed in capitals and without its hyphen, as a person might.
      const used = await secondFactor(
        pending,
        first.replace("-", "").toUpperCase(),
        address,
        noWait,
      );
      expect(used).toMatchObject({ ok: true, usedRecoveryCode: true });
      const mails = await mailTo(recoveryEmail);
      expect(mails.slice(before).map((mail) => mail.subject)).toEqual([
        "A recovery code was used to sign in",
      ]);
      expect(mails.at(-1)?.text_body).toContain("9 unused codes are left.");

      const again = await passwordStep(recoveryEmail, strongPassword, address);
      expect(await secondFactor(again.pending, first, address, noWait)).toMatchObject({
        ok: false,
        message: wrongCodeMessage,
      });
      expect((await secondFactor(again.pending, second, address, noWait)).ok).toBe(true);
    });

    it("counts wrong codes with wrong passwords: the pair's 5th failure locks, and the right code is then refused", async () => {
      const address = "203.0.113.160";
      for (let i = 0; i < 3; i++)
        expect((await signIn(email, "wrong password", address, noWait)).ok).toBe(false);
      const { pending } = await passwordStep(email, password, address);
      const base = (step(Date.now()) + 30) * 30_000 + 15_000;
      for (let i = 0; i < 2; i++)
        expect(
          await secondFactor(pending, "000000", address, { ...noWait, now: base }),
        ).toMatchObject({ ok: false, message: wrongCodeMessage });
      const locked = await secondFactor(pending, totpAt(base, secret), address, {
        ...noWait,
        now: base,
      });
      expect(locked).toMatchObject({ ok: false, lockedSeconds: expect.any(Number) });
      // Entering the password again gives no fresh start.
      expect(await signIn(email, password, address, noWait)).toMatchObject({ ok: false });
      // The route answers the lock with 429 and Retry-After.
      const answer = await callRoute(
        twoFactorAction,
        post(
          "/admin/two-factor",
          { code: totpAt(base, secret) },
          (await passwordStep(email, password, "203.0.113.161")).cookie,
        ),
        { clientIp: address },
      );
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(60);
    });

    it("gives each pending set-up a secret of its own, stored only once a code confirms it, and says so by e-mail", async () => {
      const setupEmail = `setup-${engine}@example.com`;
      await createModerator(setupEmail, password, "owner");
      // Someone who learnt the password opens the set-up first, and copies its secret.
      const stranger = await passwordStep(setupEmail, password, "203.0.113.170");
      const owner = await passwordStep(setupEmail, password, "198.51.100.171");
      const shown = async (cookie: string) =>
        (
          await callRoute<{ secret: string }>(twoFactorLoader, get("/admin/two-factor", cookie))
        ).data?.secret.replace(/\s/g, "") ?? "";
      const strangers = await shown(stranger.cookie);
      const owners = await shown(owner.cookie);
      expect(strangers).toMatch(/^[A-Z2-7]{32}$/);
      expect(owners).not.toBe(strangers);
      expect(await shown(owner.cookie)).toBe(owners);
      expect(
        await handle.db
          .selectFrom("moderators")
          .select("totp_secret")
          .where("email", "=", setupEmail)
          .executeTakeFirstOrThrow(),
      ).toEqual({ totp_secret: null });
      // The stranger's code does not confirm the owner's set-up.
      expect(
        await secondFactor(owner.pending, totpAt(Date.now(), strangers), "198.51.100.171", noWait),
      ).toMatchObject({ ok: false, message: wrongCodeMessage });
      expect(
        (await secondFactor(owner.pending, totpAt(Date.now(), owners), "198.51.100.171", noWait))
          .ok,
      ).toBe(true);
      expect(await secretOf(setupEmail)).toBe(owners);
      expect((await mailTo(setupEmail)).map((mail) => mail.subject)).toContain(
        "Two-factor sign-in is on for your moderator account",
      );
      // The stranger's pending sign-in is now asked for a code of the owner's secret.
      expect(
        await secondFactor(
          stranger.pending,
          totpAt(Date.now() + 30_000, strangers),
          "203.0.113.170",
          noWait,
        ),
      ).toMatchObject({ ok: false, message: wrongCodeMessage });
    });

    it("signs in once from one password step, with two right factors at once, and not at all once the sign-in was ended", async () => {
      const base = (step(Date.now()) + 40) * 30_000 + 15_000;
      const { pending } = await passwordStep(email, password, "198.51.100.172");
      const answers = await Promise.all([
        secondFactor(pending, totpAt(base - 30_000, secret), "198.51.100.172", {
          ...noWait,
          now: base,
        }),
        secondFactor(pending, totpAt(base, secret), "198.51.100.172", { ...noWait, now: base }),
      ]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);

      const ended = await passwordStep(email, password, "198.51.100.172");
      await endSessions(await idOf(email));
      const later = base + 60_000;
      expect(
        await secondFactor(ended.pending, totpAt(later, secret), "198.51.100.172", {
          ...noWait,
          now: later,
        }),
      ).toMatchObject({ ok: false, message: endedMessage });
    });

    it("makes ten new recovery codes after a code from the app; the old ones stop working", async () => {
      const renewEmail = `renew-${engine}@example.com`;
      const address = "198.51.100.185";
      const cookie = await signedInModerator(renewEmail, address, "moderator");
      const id = await idOf(renewEmail);
      const hashes = async () =>
        (
          await handle.db
            .selectFrom("moderator_recovery_codes")
            .select("code_hash")
            .where("moderator_id", "=", id)
            .execute()
        ).map((row) => row.code_hash);
      const before = await hashes();
      expect(before).toHaveLength(10);
      const renew = (code: string) =>
        callRoute<{ recoveryCodes?: string[]; codeError?: string }>(
          accountAction,
          post("/admin/account", { intent: "recovery-codes", code }, cookie),
          { clientIp: address },
        );
      expect(await renew("000000")).toMatchObject({
        status: 401,
        data: { codeError: wrongCodeMessage },
      });
      expect(await hashes()).toEqual(before);
      // The next step's code: this step's was taken by the sign-in.
      const renewed = await renew(totpAt(Date.now() + 30_000, await secretOf(renewEmail)));
      expect(renewed.status).toBe(200);
      const codes = renewed.data?.recoveryCodes ?? [];
      expect(codes).toHaveLength(10);
      const after = await hashes();
      expect(after).toHaveLength(10);
      expect(after.filter((hash) => before.includes(hash))).toEqual([]);
      const { pending } = await passwordStep(renewEmail, password, address);
      expect(await secondFactor(pending, codes[0] ?? "", address, noWait)).toMatchObject({
        ok: true,
        usedRecoveryCode: true,
      });
      const shown = await callRoute<{ recoveryLeft: number }>(
        accountLoader,
        get("/admin/account", cookie),
      );
      expect(shown.data?.recoveryLeft).toBe(9);
    });

    it("goes back to the password when the second step comes too late, or without one", async () => {
      const { cookie } = await passwordStep(email, password, "198.51.100.154");
      await handle.db
        .updateTable("moderator_sessions")
        .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where("second_factor", "is not", null)
        .where("revoked_at", "is", null)
        .execute();
      const late = await callRoute(twoFactorLoader, get("/admin/two-factor", cookie));
      expect(late).toMatchObject({ status: 302, location: "/admin/login?next=%2Fadmin" });
      const none = await callRoute(twoFactorLoader, "/admin/two-factor");
      expect(none.location).toBe("/admin/login?next=%2Fadmin");
      // A pending session opens nothing else.
      const fresh = await passwordStep(email, password, "198.51.100.155");
      expect(await getModerator(get("/admin", fresh.cookie))).toBeNull();
      expect(
        (await callRoute(adminAction, post("/admin", samples.decide, fresh.cookie))).location,
      ).toMatch(/^\/admin\/login/);
    });

    it("e-mails the account after a sign-in from an address it never used, and only then", async () => {
      const noticeEmail = `notice-${engine}@example.com`;
      await createModerator(noticeEmail, password, "moderator");
      const notices = async () =>
        (await mailTo(noticeEmail)).filter(
          (mail) => mail.subject === "New sign-in to your moderator account",
        );
      await signInFully(noticeEmail, password, "198.51.100.170", noWait);
      await signInFully(noticeEmail, password, "198.51.100.170", noWait);
      expect(await notices()).toHaveLength(0);
      await signInFully(noticeEmail, password, "198.51.100.171", noWait);
      const sent = await notices();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text_body).toContain("Address: 198.51.100.171");
      // Not counted in the inbox's budget: a known account's own mail.
      const budgeted = await handle.db
        .selectFrom("mail_outbox")
        .select("budget_key")
        .where("recipient", "=", noticeEmail)
        .execute();
      expect(budgeted.every((row) => row.budget_key === null)).toBe(true);
    });
  });

  describe("sessions", () => {
    it("lists a moderator's own sessions, ends one, and a new password ends every other", async () => {
      const email = `sessions-${engine}@example.com`;
      await createModerator(email, password, "moderator");
      const sessions = [];
      for (const address of ["198.51.100.180", "198.51.100.181", "198.51.100.182"]) {
        const signedIn = await signInFully(email, password, address, noWait);
        if (!signedIn.ok) throw new Error(signedIn.message);
        sessions.push(signedIn.setCookie);
      }
      const [mine = "", other = "", third = ""] = sessions;
      const listed = await callRoute<{
        sessions: { id: string; current: boolean; address: string }[];
      }>(accountLoader, get("/admin/account", mine));
      expect(listed.data?.sessions.map((s) => s.address).sort()).toEqual([
        "198.51.100.180",
        "198.51.100.181",
        "198.51.100.182",
      ]);
      const otherId = listed.data?.sessions.find((s) => s.address === "198.51.100.181")?.id ?? "";
      const ended = await callRoute(
        accountAction,
        post("/admin/account", { intent: "end-session", session: otherId }, mine),
      );
      expect(ended.status).toBe(302);
      expect(await getModerator(get("/admin", other))).toBeNull();
      expect(await getModerator(get("/admin", third))).not.toBeNull();

      // Another moderator's session cannot be ended from here.
      const ownerSession = await handle.db
        .selectFrom("moderator_sessions")
        .select("id")
        .where("moderator_id", "=", await idOf(`owner-${engine}@example.com`))
        .where("revoked_at", "is", null)
        .executeTakeFirstOrThrow();
      expect(
        (
          await callRoute(
            accountAction,
            post("/admin/account", { intent: "end-session", session: ownerSession.id }, mine),
          )
        ).status,
      ).toBe(404);
      expect(await getModerator(get("/admin", owner))).not.toBeNull();

      const weak = await callRoute<{ errors: Record<string, string> }>(
        accountAction,
        post(
          "/admin/account",
          {
            intent: "password",
            currentPassword: password,
            newPassword: "short",
            confirmPassword: "short",
          },
          mine,
        ),
      );
      expect(weak.data?.errors.newPassword).toBe(
        "Please choose a password of at least 12 characters.",
      );
      const wrongCurrent = await callRoute<{ errors: Record<string, string> }>(
        accountAction,
        post(
          "/admin/account",
          {
            intent: "password",
            currentPassword: "not it",
            newPassword: strongPassword,
            confirmPassword: strongPassword,
          },
          mine,
        ),
        { clientIp: "198.51.100.183" },
      );
      expect(wrongCurrent.data?.errors.currentPassword).toBe("Your current password is not right.");
      const changed = await callRoute(
        accountAction,
        post(
          "/admin/account",
          {
            intent: "password",
            currentPassword: password,
            newPassword: strongPassword,
            confirmPassword: strongPassword,
          },
          mine,
        ),
        { clientIp: "198.51.100.183" },
      );
      expect(changed.status).toBe(302);
      expect(await getModerator(get("/admin", mine))).not.toBeNull();
      expect(await getModerator(get("/admin", third))).toBeNull();
      expect((await signIn(email, password, "198.51.100.184", noWait)).ok).toBe(false);
      expect((await signInFully(email, strongPassword, "198.51.100.184", noWait)).ok).toBe(true);
    });

    it("lets an owner end every session of an account, and deactivation ends them at once", async () => {
      const email = `ended-${engine}@example.com`;
      const cookie = await signedInModerator(email, "198.51.100.190", "moderator");
      const id = String(await idOf(email));
      expect((await team({ intent: "end-sessions", id })).status).toBe(302);
      expect(await getModerator(get("/admin", cookie))).toBeNull();
      const again = await signInFully(email, password, "198.51.100.190", noWait);
      if (!again.ok) throw new Error(again.message);
      expect((await team({ intent: "deactivate", id })).status).toBe(302);
      expect(await getModerator(get("/admin", again.setCookie))).toBeNull();
      expect((await signIn(email, password, "198.51.100.191", noWait)).ok).toBe(false);
      expect((await team({ intent: "reactivate", id })).status).toBe(302);
      expect((await signInFully(email, password, "198.51.100.191", noWait)).ok).toBe(true);
    });
  });

  describe("the last owner", () => {
    it("cannot be demoted or deactivated; with two owners, 30 demotions in flight leave one", async () => {
      // Only one active owner so far in this database? Make it so.
      const owners = await handle.db
        .selectFrom("moderators")
        .select(["id", "email"])
        .where("role", "=", "owner")
        .execute();
      const ownerId = await idOf(`owner-${engine}@example.com`);
      for (const other of owners)
        if (other.id !== ownerId)
          await handle.db
            .updateTable("moderators")
            .set({ role: "moderator" })
            .where("id", "=", other.id)
            .execute();
      const refusedDemotion = await callRoute<{ toast: { title: string } }>(
        teamAction,
        post("/admin/team", { intent: "set-role", id: String(ownerId), role: "moderator" }, owner),
      );
      expect(refusedDemotion).toMatchObject({
        status: 409,
        data: {
          toast: {
            title:
              "There must always be at least one active owner: make another account an owner first.",
          },
        },
      });
      expect((await team({ intent: "deactivate", id: String(ownerId) })).status).toBe(409);

      const second = await signedInModerator(
        `owner2-${engine}@example.com`,
        "198.51.100.195",
        "owner",
      );
      const secondId = await idOf(`owner2-${engine}@example.com`);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2
            ? callRoute(
                teamAction,
                post(
                  "/admin/team",
                  { intent: "set-role", id: String(ownerId), role: "moderator" },
                  second,
                ),
              )
            : callRoute(
                teamAction,
                post("/admin/team", { intent: "deactivate", id: String(secondId) }, owner),
              ),
        ),
      );
      expect(answers.every((answer) => [302, 403, 409].includes(answer.status))).toBe(true);
      const left = await handle.db
        .selectFrom("moderators")
        .select("id")
        .where("role", "=", "owner")
        .where("disabled", "=", 0)
        .execute();
      expect(left).toHaveLength(1);
      // Nor can the shell disable the last owner, unless told to (--force).
      const last = await handle.db
        .selectFrom("moderators")
        .select("email")
        .where("id", "=", left[0]?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(await setModeratorDisabled(last.email, true)).toBe("last-owner");
      expect(await setModeratorDisabled(last.email, true, { force: true })).toBe("done");
      expect(await setModeratorDisabled(last.email, false)).toBe("done");
    });
  });
});
