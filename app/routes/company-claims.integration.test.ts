import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { mailBudget } from "~/content/mail-budget";
import { workspaceView } from "~/features/moderation/queues.server";
import { signedInModerator } from "../../tests/support/moderator";
import { addListedCompany } from "../../tests/support/companies";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { action as confirmAction, loader as confirmLoader } from "./claims.confirm";
import { loader as companyLoader } from "./company";
import { action as claimAction, loader as claimLoader } from "./company.claim";

// Issue 32, item 1: a company's profile is claimed with a work address at the company's own
// domain. The form refuses other domains (look-alikes and public suffixes included), free and
// disposable providers, and companies without a website; the link e-mailed to the address (used
// once, within 7 days, through the outbox and the inbox's budget) makes its holder a
// representative; the profile says "Claimed" with the date; moderators see every claim and
// revoke one with a reason, in the audit log.

const siteUrl = "https://spotlight.test";
const day = 24 * 60 * 60 * 1000;
const claimLink = /https?:\/\/[^\s"<>]+\/claims\/confirm\?token=([A-Za-z0-9_-]{43})/;

type ClaimAnswer = { errors: Record<string, string>; values: Record<string, string> };
type LinkAnswer = { state: string; companyName?: string; address?: string; companyId?: number };

describe.each(engines)("claiming a company's profile on %s", (engine) => {
  let handle: DbHandle;
  let acme = 0;
  let noSite = 0;
  let moderatorCookie = "";
  let ip = 0;

  const addCompany = (name: string, website: string | null) =>
    addListedCompany(handle.db, name, website);
  const claim = (companyId: number, email: string, extra: Record<string, string> = {}) =>
    callRoute<ClaimAnswer>(
      claimAction,
      formRequest(`/company/${companyId}/claim`, {
        name: "Jo Rivera",
        jobTitle: "Head of Talent",
        email,
        ...extra,
      }),
      // Each claim from a client address of its own: the form's limit is tested on its own.
      { params: { id: String(companyId) }, clientIp: `198.51.100.${(ip += 1)}` },
    );
  const tokensFor = async (email: string) => {
    const rows = await handle.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    return rows.flatMap((row) => {
      const token = claimLink.exec(row.text_body)?.[1];
      return token ? [token] : [];
    });
  };
  const page = (token: string) =>
    callRoute<LinkAnswer>(
      confirmLoader,
      new Request(`http://localhost/claims/confirm?token=${encodeURIComponent(token)}`),
    );
  const press = (token: string) =>
    callRoute<LinkAnswer>(confirmAction, formRequest("/claims/confirm", { token }));
  const claimsOf = (email: string) =>
    handle.db
      .selectFrom("company_claims")
      .select(["id", "status", "company_id", "confirmed_at"])
      .where("email", "=", email)
      .orderBy("id")
      .execute();
  const since = async (companyId: number) => {
    const result = await companyLoader(
      routeArgs(`/company/${companyId}`, { params: { id: String(companyId) } }),
    );
    return result.since;
  };
  const moderate = (fields: Record<string, string>) => {
    const request = formRequest("/admin", fields);
    request.headers.set("Cookie", moderatorCookie);
    return callRoute(adminAction, request);
  };

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    acme = await addCompany("Acme Staffing", "https://www.acme-staffing.com/");
    noSite = await addCompany("Siteless Staffing", null);
    moderatorCookie = await signedInModerator("mod@example.com", "198.51.100.250");
  });
  afterAll(async () => {
    await handle.close();
  });

  it("refuses an address at any other domain, look-alikes and public suffixes included, keeping the values", async () => {
    for (const email of [
      "jo@acme-staffing.com.evil.example",
      "jo@notacme-staffing.com",
      "jo@acme-staffing.co.uk",
    ]) {
      const refused = await claim(acme, email);
      expect(refused.status).toBe(422);
      expect(refused.data?.errors.email).toBe(
        "Please use your work e-mail at acme-staffing.com, the domain of the company's website.",
      );
      expect(refused.data?.values).toMatchObject({ name: "Jo Rivera", email });
    }
    expect(await handle.db.selectFrom("company_claims").selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("compares registrable domains under a public suffix such as co.uk", async () => {
    const british = await addCompany("Albion Recruitment", "albion-recruitment.co.uk");
    expect((await claim(british, "jo@hr.albion-recruitment.co.uk")).status).toBe(302);
    const other = await claim(british, "jo@other.co.uk");
    expect(other.data?.errors.email).toBe(
      "Please use your work e-mail at albion-recruitment.co.uk, the domain of the company's website.",
    );
  });

  it("refuses free and disposable mail providers with their own message", async () => {
    expect((await claim(acme, "jo.rivera@gmail.com")).data?.errors.email).toBe(
      "Please use your work e-mail at the company's own domain: addresses at free mail providers cannot claim a profile.",
    );
    expect((await claim(acme, "jo@mailinator.com")).data?.errors.email).toBe(
      "Please use your work e-mail at the company's own domain: disposable addresses cannot claim a profile.",
    );
  });

  it("cannot claim a company without a website: the page says why and the form is refused", async () => {
    const shown = await claimLoader(
      routeArgs(`/company/${noSite}/claim`, { params: { id: String(noSite) } }),
    );
    expect(shown.domain).toBeNull();
    const refused = await claim(noSite, "jo@siteless.example");
    expect(refused.status).toBe(422);
    expect(refused.data?.errors.email).toMatch(/^This company has no website on its profile yet/);
  });

  it("e-mails a link to the work address; its page confirms nothing, its button makes a representative, once", async () => {
    const sent = await claim(acme, "jo@mail.acme-staffing.com");
    expect(sent).toMatchObject({
      status: 302,
      location: `/company/${acme}/claim?claim=sent#claim-sent`,
    });
    const [token = ""] = await tokensFor("jo@mail.acme-staffing.com");
    expect(token).not.toBe("");
    const mail = await handle.db
      .selectFrom("mail_outbox")
      .select(["subject", "category", "text_body"])
      .where("recipient", "=", "jo@mail.acme-staffing.com")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Confirm your claim of Acme Staffing on Staffing Spotlight");
    // Nothing the visitor typed: no name, no title.
    expect(mail.text_body).not.toContain("Jo Rivera");
    expect(mail.text_body).not.toContain("Head of Talent");
    expect(await since(acme)).toBeNull();

    expect((await page(token)).data).toMatchObject({
      state: "confirm",
      companyName: "Acme Staffing",
      address: "j•••@mail.acme-staffing.com",
    });
    expect(await claimsOf("jo@mail.acme-staffing.com")).toMatchObject([{ status: "pending" }]);

    // Two presses at once: one confirms, the other finds it used.
    const answers = await Promise.all([press(token), press(token)]);
    expect(answers.map((answer) => answer.data?.state).sort()).toEqual(["confirmed", "used"]);
    expect(await claimsOf("jo@mail.acme-staffing.com")).toMatchObject([{ status: "confirmed" }]);
    const claimedOn = await since(acme);
    expect(claimedOn).not.toBeNull();
    expect((await page(token)).data).toMatchObject({ state: "used", companyId: acme });
  });

  it("answers a second claim by a representative's address as any other; its link says it represents already", async () => {
    const again = await claim(acme, "jo@mail.acme-staffing.com");
    expect(again).toMatchObject({
      status: 302,
      location: `/company/${acme}/claim?claim=sent#claim-sent`,
    });
    const tokens = await tokensFor("jo@mail.acme-staffing.com");
    const latest = tokens.at(-1) ?? "";
    expect((await press(latest)).data).toMatchObject({
      state: "already",
      companyName: "Acme Staffing",
    });
    expect(await claimsOf("jo@mail.acme-staffing.com")).toMatchObject([{ status: "confirmed" }]);
  });

  it("refuses a tampered or unknown link, and an expired one after 7 days", async () => {
    expect((await page("not-a-token")).status).toBe(400);
    expect((await press("A".repeat(43))).data).toMatchObject({ state: "invalid" });
    await claim(acme, "sam@acme-staffing.com");
    const [token = ""] = await tokensFor("sam@acme-staffing.com");
    await handle.db
      .updateTable("company_claims")
      .set({ created_at: new Date(Date.now() - 8 * day).toISOString() })
      .where("email", "=", "sam@acme-staffing.com")
      .execute();
    expect((await page(token)).status).toBe(410);
    expect((await press(token)).data).toMatchObject({ state: "expired" });
    expect(await claimsOf("sam@acme-staffing.com")).toMatchObject([{ status: "pending" }]);
    // The next claim of any company deletes it.
    await claim(acme, "lee@acme-staffing.com");
    expect(await claimsOf("sam@acme-staffing.com")).toEqual([]);
  });

  it("sends the links within the inbox's budget: beyond it the form answers the same and nothing is sent", async () => {
    // One inbox spelt many ways (sub-addresses), so that the form's own limit per address
    // (3 in 10 minutes) is not what stops them.
    const answers = [];
    for (let i = 0; i < mailBudget.perHour + 2; i += 1)
      answers.push(await claim(acme, `budget+${i}@acme-staffing.com`));
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: mailBudget.perHour + 2 }, () => 302),
    );
    const sent = await handle.db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("recipient", "like", "budget+%")
      .execute();
    expect(sent).toHaveLength(mailBudget.perHour);
  });

  it("30 claims at once from one client address: exactly 3 are taken, the rest refused with Retry-After", async () => {
    await handle.db.deleteFrom("rate_limits").execute();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute<ClaimAnswer>(
          claimAction,
          formRequest(`/company/${acme}/claim`, {
            name: "Jo Rivera",
            jobTitle: "Head of Talent",
            email: `flight${i}@acme-staffing.com`,
          }),
          { params: { id: String(acme) }, clientIp: "203.0.113.30" },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(27);
    for (const answer of refused)
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    const stored = await handle.db
      .selectFrom("company_claims")
      .select("email")
      .where("email", "like", "flight%")
      .execute();
    expect(stored).toHaveLength(3);
  });

  it("moderators see every claim and revoke a representative with a reason, in the audit log", async () => {
    // The list, newest first, a page at a time: Jo's claim is on one of its pages.
    const rows = [];
    for (let page = 1; ; page += 1) {
      const view = await workspaceView({
        view: "companies",
        list: "claims",
        page,
        item: null,
        failedOnly: false,
      });
      if (view.view !== "companies" || !view.claims) throw new Error("no claims list");
      rows.push(...view.claims.items);
      if (page >= view.claims.pages) break;
    }
    expect(rows).toHaveLength(
      Number(
        (
          await handle.db
            .selectFrom("company_claims")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const standing = rows.find((row) => row.email === "jo@mail.acme-staffing.com");
    expect(standing).toMatchObject({ status: "confirmed", company_name: "Acme Staffing" });
    const id = String(standing?.id);

    expect((await moderate({ intent: "revoke-claim", id })).status).toBe(400);
    // The confirm step first, which revokes nothing.
    expect(
      (await moderate({ intent: "revoke-claim", id, reason: "Left the company" })).status,
    ).toBe(200);
    expect(await claimsOf("jo@mail.acme-staffing.com")).toMatchObject([{ status: "confirmed" }]);
    const revoked = await moderate({
      intent: "revoke-claim",
      id,
      reason: "Left the company",
      confirmed: "yes",
    });
    expect(revoked).toMatchObject({ status: 302, location: "/admin?view=companies&list=claims" });
    expect(await claimsOf("jo@mail.acme-staffing.com")).toMatchObject([{ status: "revoked" }]);
    expect(
      await handle.db
        .selectFrom("audit_log")
        .select(["action", "subject_type", "subject_id", "reason"])
        .where("action", "=", "revoke-claim")
        .execute(),
    ).toEqual([
      {
        action: "revoke-claim",
        subject_type: "claim",
        subject_id: Number(id),
        reason: "Left the company",
      },
    ]);
    // No representative stands: the profile is no longer claimed; the link says it was revoked.
    expect(await since(acme)).toBeNull();
    const [token = ""] = await tokensFor("jo@mail.acme-staffing.com");
    expect((await page(token)).data).toMatchObject({ state: "revoked" });
    // Twice: nothing stands to revoke.
    expect(
      (await moderate({ intent: "revoke-claim", id, reason: "Again", confirmed: "yes" })).status,
    ).toBe(404);
  });
});
