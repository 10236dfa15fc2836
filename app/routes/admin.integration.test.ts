import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFully } from "../../tests/support/moderator";
import type { DbHandle } from "../../db";
import {
  createModerator,
  getModerator,
  invalidCredentialsMessage,
  setModeratorDisabled,
} from "~/features/moderation/auth.server";
import { hashPassword, verifyPassword } from "~/features/moderation/password.server";
import { toCsv } from "~/lib/csv";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as adminAction, loader as adminLoader } from "./admin";
import { loader as csvLoader } from "./admin.completions[.]csv";
import { action as loginAction } from "./admin.login";
import { action as logoutAction } from "./admin.logout";

const password = "correct horse battery staple";

async function expectRedirectToLogin(promise: Promise<unknown>) {
  const response = await promise.then(
    (value) => value,
    (thrown: unknown) => thrown,
  );
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(302);
  expect((response as Response).headers.get("Location")).toMatch(/^\/admin\/login\?next=/);
}

describe("passwords", () => {
  it("are hashed with scrypt and verified", async () => {
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword("wrong", hash)).toBe(false);
    expect(await hashPassword(password)).not.toBe(hash);
  });
});

describe("CSV export", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(toCsv([{ a: 'x, "y"', b: "=HYPERLINK(1)", c: null }], ["a", "b", "c"])).toBe(
      'a,b,c\r\n"x, ""y""",\'=HYPERLINK(1),\r\n',
    );
  });
});

describe.each(engines)("moderation on %s", (engine) => {
  let handle: DbHandle;
  let cookie = "";
  const withCookie = (request: Request) => {
    request.headers.set("Cookie", cookie);
    return request;
  };
  const act = (fields: Record<string, string>) =>
    callRoute(adminAction, withCookie(formRequest("/admin", fields)));

  beforeAll(async () => {
    handle = await openTestDb(engine);
    await createModerator("Mod@Example.com", password);
    const signedIn = await signInFully("mod@example.com", password, "198.51.100.1");
    if (!signedIn.ok) throw new Error(signedIn.message);
    cookie = signedIn.setCookie.split(";")[0] ?? "";
  });
  afterAll(() => handle.close());

  it("refuses every admin page and action to a visitor without a session", async () => {
    await expectRedirectToLogin(adminLoader(routeArgs("/admin")));
    await expectRedirectToLogin(csvLoader(routeArgs("/admin/completions.csv")));
    await expectRedirectToLogin(
      adminAction(
        routeArgs(
          formRequest("/admin", {
            intent: "decide",
            subject: "movement",
            id: "1",
            decision: "approve",
          }),
        ),
      ),
    );
    await expectRedirectToLogin(logoutAction(routeArgs(formRequest("/admin/logout", {}))));
    const forged = new Request("http://localhost/admin", {
      headers: { Cookie: "ss_session=forged-token" },
    });
    await expectRedirectToLogin(adminLoader(routeArgs(forged)));
  });

  it("signs in through the form, and refuses a wrong password without saying whether the e-mail exists", async () => {
    const ok = await callRoute(
      loginAction,
      formRequest("/admin/login?next=%2Fadmin", { email: "MOD@example.com", password }),
      { clientIp: "198.51.100.2" },
    );
    expect(ok.status).toBe(302);
    expect(ok.setCookie).toMatch(/^ss_session=.+HttpOnly.*SameSite=Lax/i);
    const wrong = await signInFully("mod@example.com", "nope", "198.51.100.3");
    const unknown = await signInFully("nobody@example.com", "nope", "198.51.100.3");
    expect(wrong).toEqual({ ok: false, message: "The e-mail or password is incorrect." });
    expect(unknown).toEqual(wrong);
  });

  // Each guess is checked with scrypt (32 MiB, on purpose slow), one after another: on a busy
  // machine 22 of them took more than the default 20 s. The limit is there for a hang.
  describe("password guessing", { timeout: 60_000 }, () => {
    const lockedMessage = /^Too many failed sign-ins\. Please try again in 15 minutes\.$/;
    let waits: number[] = [];
    /**
     * Signs in as the routes do, both steps (the password, then the code), recording the delays
     * asked for instead of sitting them out.
     */
    const attempt = (email: string, pass: string, address: string) =>
      signInFully(email, pass, address, {
        wait: async (ms) => {
          waits.push(ms);
        },
      });
    const failures = async (email: string, addresses: string[]) => {
      for (const address of addresses)
        expect(await attempt(email, "wrong", address)).toEqual({
          ok: false,
          message: invalidCredentialsMessage,
        });
    };

    it("slows, then locks one address guessing one account; the right password from elsewhere still signs in, after a delay", async () => {
      await createModerator("pair@example.com", password);
      waits = [];
      await failures("pair@example.com", Array(5).fill("203.0.113.10"));
      expect(waits).toEqual([0, 0, 1000, 2000, 3000]);

      const locked = await attempt("pair@example.com", password, "203.0.113.10");
      expect(locked).toMatchObject({ ok: false, message: expect.stringMatching(lockedMessage) });
      // Locked for 15 minutes from the 5th failure.
      expect(locked.ok ? 0 : locked.lockedSeconds).toBeGreaterThan(14 * 60);
      const viaForm = await callRoute(
        loginAction,
        formRequest("/admin/login", { email: "pair@example.com", password }),
        { clientIp: "203.0.113.10" },
      );
      expect(viaForm.status).toBe(429);

      waits = [];
      expect((await attempt("pair@example.com", password, "198.51.100.77")).ok).toBe(true);
      // Under attack (3 or more failures): even the right password waits a second, and so does
      // the right code after it.
      expect(waits).toEqual([1000, 1000]);
    });

    it("counts an IPv6 /64 as one address", async () => {
      await createModerator("six@example.com", password);
      await failures(
        "six@example.com",
        Array.from({ length: 5 }, (_, i) => `2001:db8:6:6::${i + 1}`),
      );
      expect((await attempt("six@example.com", password, "2001:db8:6:6:ffff::1")).ok).toBe(false);
      expect((await attempt("six@example.com", password, "2001:db8:6:7::1")).ok).toBe(true);
    });

    it("locks the account for every address only after failures from 10 addresses", async () => {
      await createModerator("many@example.com", password);
      const addresses = Array.from({ length: 10 }, (_, i) => `192.0.2.${i + 1}`);
      await failures("many@example.com", addresses.slice(0, 9));
      expect((await attempt("many@example.com", password, "192.0.2.100")).ok).toBe(true);
      await failures("many@example.com", addresses.slice(9));
      expect(await attempt("many@example.com", password, "192.0.2.101")).toMatchObject({
        ok: false,
        message: expect.stringMatching(lockedMessage),
      });
      expect((await attempt("pair@example.com", password, "192.0.2.101")).ok).toBe(true);
    });

    it("locks an address that tries many accounts after 20 failures", async () => {
      for (let i = 0; i < 20; i++)
        expect((await attempt(`guess${i}@example.com`, "wrong", "203.0.113.20")).ok).toBe(false);
      expect(await attempt("mod@example.com", password, "203.0.113.20")).toMatchObject({
        ok: false,
        message: expect.stringMatching(lockedMessage),
      });
      expect((await attempt("mod@example.com", password, "203.0.113.21")).ok).toBe(true);
    });

    /** How many answers were checked failures, and how many were refused as locked. */
    const tally = (answers: Awaited<ReturnType<typeof attempt>>[]) => ({
      checked: answers.filter((a) => !a.ok && a.message === invalidCredentialsMessage).length,
      locked: answers.filter((a) => !a.ok && lockedMessage.test(a.message)).length,
    });

    it("checks only 5 of 40 guesses sent at once for one account from one address; the rest are refused as locked", async () => {
      await createModerator("burst@example.com", password);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => attempt("burst@example.com", "wrong", "203.0.113.30")),
      );
      expect(tally(answers)).toEqual({ checked: 5, locked: 35 });
      expect((await attempt("burst@example.com", password, "203.0.113.30")).ok).toBe(false);
      expect((await attempt("burst@example.com", password, "203.0.113.31")).ok).toBe(true);
    });

    it("checks only 20 of 40 guesses sent at once for 40 accounts from one address", async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt(`burst${i}@example.com`, "wrong", "203.0.113.40"),
        ),
      );
      expect(tally(answers)).toEqual({ checked: 20, locked: 20 });
      expect((await attempt("mod@example.com", password, "203.0.113.40")).ok).toBe(false);
    });

    it("gives a successful sign-in's points back: the address's and the account's counts stay as the failures left them", async () => {
      await createModerator("refund@example.com", password);
      const points = async (key: string) =>
        (
          await handle.db
            .selectFrom("rate_limits")
            .select("points")
            .where("key", "=", key)
            .executeTakeFirst()
        )?.points ?? 0;
      const counts = async () => ({
        pair: await points("login_pair:ip:198.51.100.90|refund@example.com"),
        address: await points("login_address:ip:198.51.100.90"),
        otherAddress: await points("login_address:ip:198.51.100.91"),
        account: await points("login_account:refund@example.com"),
        accountAddresses: await points("login_account_addresses:refund@example.com"),
      });
      await failures("refund@example.com", Array(4).fill("198.51.100.90"));
      const afterFailures = await counts();
      expect(afterFailures).toEqual({
        pair: 4,
        address: 4,
        otherAddress: 0,
        account: 4,
        accountAddresses: 1,
      });
      // From a new address, whose first attempt also counted it among the account's addresses.
      expect((await attempt("refund@example.com", password, "198.51.100.91")).ok).toBe(true);
      expect(await counts()).toEqual(afterFailures);
      // From the guessed address: its streak ends, as before.
      expect((await attempt("refund@example.com", password, "198.51.100.90")).ok).toBe(true);
      expect(await counts()).toEqual({ ...afterFailures, pair: 0 });
    });

    it("answers a wrong e-mail and a wrong password alike: same message, same delays, same lock", async () => {
      await createModerator("real@example.com", password);
      const streak = async (email: string, address: string) => {
        waits = [];
        const answers = [];
        for (let i = 0; i < 6; i++) {
          const answer = await attempt(email, "wrong", address);
          answers.push(
            answer.ok ? answer : { ...answer, lockedSeconds: answer.lockedSeconds && 1 },
          );
        }
        return { answers, waits };
      };
      const known = await streak("real@example.com", "198.51.100.81");
      expect(known.answers.at(-1)).toMatchObject({ message: expect.stringMatching(lockedMessage) });
      expect(await streak("nobody-here@example.com", "198.51.100.82")).toEqual(known);
    });
  });

  it("ends a session after 30 idle minutes, and when the moderator is disabled", async () => {
    await createModerator("idle@example.com", password);
    const signedIn = await signInFully("idle@example.com", password, "198.51.100.4");
    if (!signedIn.ok) throw new Error("sign-in failed");
    const request = () =>
      new Request("http://localhost/admin", {
        headers: { Cookie: signedIn.setCookie.split(";")[0] ?? "" },
      });
    expect(await getModerator(request())).toMatchObject({ email: "idle@example.com" });
    const old = new Date(Date.now() - 31 * 60_000).toISOString();
    await handle.db.updateTable("moderator_sessions").set({ last_seen_at: old }).execute();
    expect(await getModerator(request())).toBeNull();
    await handle.db
      .updateTable("moderator_sessions")
      .set({ last_seen_at: new Date().toISOString() })
      .execute();
    await setModeratorDisabled("idle@example.com", true);
    expect(await getModerator(request())).toBeNull();
  });

  it("approves, edits, rejects and removes, recording each decision in the audit log", async () => {
    const now = new Date().toISOString();
    const movement = (name: string) =>
      handle.db
        .insertInto("movement_submissions")
        .values({
          created_at: now,
          name,
          new_role: "Recruiter",
          company: "Acme",
          description: "Moved.",
          previous_role: null,
          previous_company: null,
          location: null,
          submitter_name: null,
          submitter_email: "s@example.com",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const a = await movement("Approve Me");
    const b = await movement("Reject Me");
    const c = await movement("Edit Me");
    const company = await handle.db
      .insertInto("companies")
      .values({ created_at: now, name: "Pending Co", name_key: "pendingco" })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(
      (
        await act({
          intent: "decide",
          subject: "movement",
          id: String(a.id),
          decision: "approve",
        })
      ).status,
    ).toBe(302);
    const noReason = await act({
      intent: "decide",
      subject: "movement",
      id: String(b.id),
      decision: "reject",
    });
    expect(noReason.status).toBe(400);
    // A rejection waits for its confirm step.
    const unconfirmed = await act({
      intent: "decide",
      subject: "movement",
      id: String(b.id),
      decision: "reject",
      reason: "Not about staffing",
    });
    expect(unconfirmed.status).toBe(200);
    await act({
      intent: "decide",
      subject: "movement",
      id: String(b.id),
      decision: "reject",
      reason: "Not about staffing",
      confirmed: "yes",
    });
    await act({
      intent: "decide",
      subject: "movement",
      id: String(c.id),
      decision: "approve",
      edit: "1",
      name: "Edited Name",
      newRole: "Senior Recruiter",
      company: "Acme",
      description: "Moved up.",
    });
    await act({
      intent: "decide",
      subject: "company",
      id: String(company.id),
      decision: "approve",
    });
    await act({
      intent: "decide",
      subject: "movement",
      id: String(a.id),
      decision: "remove",
      reason: "Removal requested",
      confirmed: "yes",
    });
    const again = await act({
      intent: "decide",
      subject: "movement",
      id: String(b.id),
      decision: "approve",
    });
    expect(again.status).toBe(409);

    const rows = await handle.db
      .selectFrom("movement_submissions")
      .select(["id", "status", "name", "new_role"])
      .where("id", "in", [a.id, b.id, c.id])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: a.id, status: "removed", name: "Approve Me", new_role: "Recruiter" },
      { id: b.id, status: "rejected", name: "Reject Me", new_role: "Recruiter" },
      { id: c.id, status: "approved", name: "Edited Name", new_role: "Senior Recruiter" },
    ]);
    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["action", "subject_type", "subject_id", "reason"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "approve", subject_type: "movement", subject_id: a.id, reason: null },
      {
        action: "reject",
        subject_type: "movement",
        subject_id: b.id,
        reason: "Not about staffing",
      },
      { action: "edit-and-approve", subject_type: "movement", subject_id: c.id, reason: null },
      { action: "approve", subject_type: "company", subject_id: company.id, reason: null },
      { action: "remove", subject_type: "movement", subject_id: a.id, reason: "Removal requested" },
    ]);
    const workspace = await callRoute<{
      page: { items: { email: string }[] };
      counts: Record<string, number>;
    }>(adminLoader, withCookie(new Request("http://localhost/admin?view=audit")));
    expect(workspace.data?.page.items[0]?.email).toBe("mod@example.com");
    expect(workspace.data?.counts).toMatchObject({ movements: 0, companies: 0 });
  });

  it("fixes typos in a company and a review before approving them, and handles contact messages", async () => {
    const now = new Date().toISOString();
    const company = await handle.db
      .insertInto("companies")
      .values({ created_at: now, name: "Acme Stafing", name_key: "acmestafing" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await act({
      intent: "decide",
      subject: "company",
      id: String(company.id),
      decision: "approve",
      edit: "1",
      name: "Acme Staffing",
      website: "acme.example.com",
      description: "",
    });
    expect(
      await handle.db
        .selectFrom("companies")
        .select(["name", "name_key", "website", "status"])
        .where("id", "=", company.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      name: "Acme Staffing",
      name_key: "acmestaffing",
      website: "https://acme.example.com/",
      status: "approved",
    });
    const review = await handle.db
      .insertInto("company_reviews")
      .values({
        created_at: now,
        company_id: company.id,
        rating: 4,
        title: "Grate team",
        body: "Helpful and quick to respond.",
        reviewer_name: null,
        reviewer_email: "r@example.com",
        confirmed_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await act({
      intent: "decide",
      subject: "review",
      id: String(review.id),
      decision: "approve",
      edit: "1",
      title: "Great team",
      body: "Helpful and quick to respond.",
    });
    expect(
      await handle.db
        .selectFrom("company_reviews")
        .select(["title", "status"])
        .where("id", "=", review.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ title: "Great team", status: "approved" });
    expect(
      await handle.db
        .selectFrom("companies")
        .select(["average_rating", "review_count"])
        .where("id", "=", company.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ average_rating: 4, review_count: 1 });

    const message = await handle.db
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
    await act({ intent: "contact", id: String(message.id), status: "handled" });
    expect(
      await handle.db
        .selectFrom("contact_messages")
        .select("status")
        .where("id", "=", message.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "handled" });
    const last = await handle.db
      .selectFrom("audit_log")
      .select(["action", "subject_type"])
      .orderBy("id", "desc")
      .limit(3)
      .execute();
    expect(last).toEqual([
      { action: "mark-handled", subject_type: "contact" },
      { action: "edit-and-approve", subject_type: "review" },
      { action: "edit-and-approve", subject_type: "company" },
    ]);
  });

  it("refuses to rename a company to the name of another listed company, keeping it pending", async () => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto("companies")
      .values({ created_at: now, name: "Taken Name", name_key: "takenname", status: "approved" })
      .execute();
    const { id } = await handle.db
      .insertInto("companies")
      .values({ created_at: now, name: "Taken Nam", name_key: "takennam" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await callRoute<{ toast: { title: string } }>(
      adminAction,
      withCookie(
        formRequest("/admin", {
          intent: "decide",
          subject: "company",
          id: String(id),
          decision: "approve",
          edit: "1",
          name: "taken  NAME",
        }),
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.data?.toast.title).toBe(
      "Another company with this name is already listed or waiting for review.",
    );
    expect(
      await handle.db
        .selectFrom("companies")
        .select(["name", "status"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ name: "Taken Nam", status: "pending" });
  });

  it("exports completions as CSV to a moderator", async () => {
    const response = (await csvLoader(
      routeArgs(withCookie(new Request("http://localhost/admin/completions.csv"))),
    )) as Response;
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect((await response.text()).split("\r\n")[0]).toBe(
      "created_at,full_name,email,company_name,designation,score,total_questions,passed,certificate_type,reference,section2_q1,section2_q2,section2_q3,section2_q7_positions,section2_q8_geographies",
    );
  });
});
