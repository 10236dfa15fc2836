import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { siteCookies } from "~/content/cookies";
import { signedInModerator } from "../../tests/support/moderator";
import { addListedCompany } from "../../tests/support/companies";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { action as confirmAction } from "./claims.confirm";
import { action as claimAction } from "./company.claim";
import { action as homeAction, loader as homeLoader } from "./for-companies";
import { action as linkAction, loader as linkLoader } from "./for-companies.sign-in";

// Issue 32, item 1: a representative signs in with a link e-mailed to the work address of a
// standing claim: 15 minutes, once, for one company; the session is 12 hours in the cookie
// ss_company and ends on sign-out or when the claim is revoked. The form answers every address
// alike.

const siteUrl = "https://spotlight.test";
const claimLink = /\/claims\/confirm\?token=([A-Za-z0-9_-]{43})/;
const signInLink = /\/for-companies\/sign-in\?token=([A-Za-z0-9_-]{43})/g;

type Home = { representative: { companyId: number; companyName: string } | null };

describe.each(engines)("a representative's sign-in on %s", (engine) => {
  let handle: DbHandle;
  let acme = 0;
  let bravo = 0;
  let ip = 0;
  let moderatorCookie = "";

  const addCompany = (name: string, website: string | null) =>
    addListedCompany(handle.db, name, website);
  const mailTo = async (email: string) =>
    (
      await handle.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("recipient", "=", email)
        .orderBy("id")
        .execute()
    ).map((row) => row.text_body);
  /** A claim made and confirmed through the routes, as its representative does it. */
  const represent = async (companyId: number, email: string) => {
    await callRoute(
      claimAction,
      formRequest(`/company/${companyId}/claim`, { name: "Jo Rivera", jobTitle: "CEO", email }),
      { params: { id: String(companyId) }, clientIp: `198.51.100.${(ip += 1)}` },
    );
    const token = claimLink.exec((await mailTo(email)).at(-1) ?? "")?.[1] ?? "";
    await callRoute(confirmAction, formRequest("/claims/confirm", { token }));
  };
  // The form's own limit (3 in 10 minutes per address) is not under test here.
  const askForLink = async (email: string) => {
    await handle.db.deleteFrom("rate_limits").execute();
    return callRoute(homeAction, formRequest("/for-companies", { intent: "sign-in", email }), {
      clientIp: `198.51.100.${(ip += 1)}`,
    });
  };
  const signInTokens = async (email: string) =>
    [...((await mailTo(email)).at(-1) ?? "").matchAll(signInLink)].map((match) => match[1] ?? "");
  const press = (token: string) =>
    callRoute<{ state: string }>(linkAction, formRequest("/for-companies/sign-in", { token }));
  const cookieOf = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";
  const home = async (cookie: string) => {
    const request = new Request("http://localhost/for-companies", { headers: { Cookie: cookie } });
    const result = await callRoute<Home>(homeLoader, request);
    return result.data?.representative ?? null;
  };

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    acme = await addCompany("Acme Staffing", "https://acme-staffing.com");
    bravo = await addCompany("Bravo Talent", "https://bravo-talent.com");
    moderatorCookie = await signedInModerator("mod@example.com", "198.51.100.250");
    await represent(acme, "jo@acme-staffing.com");
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers every address alike, and mails a link only to a representative's", async () => {
    const representative = await askForLink("jo@acme-staffing.com");
    const stranger = await askForLink("nobody@acme-staffing.com");
    expect(representative).toMatchObject({ status: 302, location: "/for-companies?link=sent" });
    expect(stranger).toMatchObject({ status: 302, location: "/for-companies?link=sent" });
    expect(await signInTokens("jo@acme-staffing.com")).toHaveLength(1);
    expect(await mailTo("nobody@acme-staffing.com")).toEqual([]);
  });

  it("signs in with the link's button, once: 12 hours in ss_company; the page alone signs no one in", async () => {
    await askForLink("jo@acme-staffing.com");
    const [token = ""] = await signInTokens("jo@acme-staffing.com");
    const shown = await callRoute<{ state: string }>(
      linkLoader,
      new Request(`http://localhost/for-companies/sign-in?token=${token}`),
    );
    expect(shown.data).toMatchObject({ state: "sign-in", companyName: "Acme Staffing" });
    expect(shown.setCookie).toBeNull();

    const [first, second] = await Promise.all([press(token), press(token)]);
    const signedIn = [first, second].find((answer) => answer.status === 302);
    const refused = [first, second].find((answer) => answer.status !== 302);
    expect(signedIn).toMatchObject({ location: "/for-companies" });
    expect(refused?.data).toMatchObject({ state: "used" });
    expect(signedIn?.setCookie).toContain(`${siteCookies.company.name}=`);
    expect(signedIn?.setCookie).toContain(`Max-Age=${12 * 3600}`);
    expect(signedIn?.setCookie).toContain("HttpOnly");
    expect(await home(cookieOf(signedIn?.setCookie ?? null))).toMatchObject({
      companyId: acme,
      companyName: "Acme Staffing",
    });
    expect(await home("")).toBeNull();
  });

  it("refuses an expired, a used and a tampered link", async () => {
    await askForLink("jo@acme-staffing.com");
    const [token = ""] = await signInTokens("jo@acme-staffing.com");
    await handle.db
      .updateTable("representative_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("used_at", "is", null)
      .execute();
    expect(await press(token)).toMatchObject({ status: 410, data: { state: "expired" } });
    expect(await press("A".repeat(43))).toMatchObject({ status: 400, data: { state: "invalid" } });
    expect((await press("not a token")).data).toMatchObject({ state: "invalid" });
  });

  it("a link signs in for its own company only: one address representing two gets one link each", async () => {
    await represent(bravo, "jo@bravo-talent.com");
    // Another address, another company: Jo's Acme link never signs in for Bravo.
    await askForLink("jo@bravo-talent.com");
    const [bravoToken = ""] = await signInTokens("jo@bravo-talent.com");
    const bravoSession = cookieOf((await press(bravoToken)).setCookie);
    expect(await home(bravoSession)).toMatchObject({ companyId: bravo });
    await askForLink("jo@acme-staffing.com");
    const [acmeToken = ""] = await signInTokens("jo@acme-staffing.com");
    expect(await home(cookieOf((await press(acmeToken)).setCookie))).toMatchObject({
      companyId: acme,
    });
  });

  it("ends the session on sign-out, and when a moderator revokes the claim", async () => {
    // An address of its own: Jo's inbox has had its budget of mail anyone can cause.
    await represent(acme, "sam@acme-staffing.com");
    await askForLink("sam@acme-staffing.com");
    const [token = ""] = await signInTokens("sam@acme-staffing.com");
    const cookie = cookieOf((await press(token)).setCookie);
    const out = new Request("http://localhost/for-companies", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-out" }),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    const signedOut = await callRoute(homeAction, out);
    expect(signedOut).toMatchObject({ status: 302, location: "/for-companies" });
    expect(signedOut.setCookie).toContain("Max-Age=0");
    expect(await home(cookie)).toBeNull();

    await askForLink("sam@acme-staffing.com");
    const [again = ""] = await signInTokens("sam@acme-staffing.com");
    const live = cookieOf((await press(again)).setCookie);
    expect(await home(live)).not.toBeNull();
    const claim = await handle.db
      .selectFrom("company_claims")
      .select("id")
      .where("email", "=", "sam@acme-staffing.com")
      .where("status", "=", "confirmed")
      .executeTakeFirstOrThrow();
    const revoke = formRequest("/admin", {
      intent: "revoke-claim",
      id: String(claim.id),
      reason: "Left the company",
      confirmed: "yes",
    });
    revoke.headers.set("Cookie", moderatorCookie);
    expect((await callRoute(adminAction, revoke)).status).toBe(302);
    expect(await home(live)).toBeNull();
    // And no new link is sent to the revoked address.
    const before = (await mailTo("sam@acme-staffing.com")).length;
    await askForLink("sam@acme-staffing.com");
    expect(await mailTo("sam@acme-staffing.com")).toHaveLength(before);
  });

  it("30 requests for links at once for one address: 3 are taken, each from its own client address", async () => {
    await handle.db.deleteFrom("rate_limits").execute();
    await represent(bravo, "flight@bravo-talent.com");
    const before = (await mailTo("flight@bravo-talent.com")).length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute(
          homeAction,
          formRequest("/for-companies", { intent: "sign-in", email: "flight@bravo-talent.com" }),
          { clientIp: `203.0.113.${100 + i}` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(27);
    expect(await mailTo("flight@bravo-talent.com")).toHaveLength(before + 3);
  });

  it("loads without a session as the sign-in page", async () => {
    const result = await homeLoader(routeArgs("/for-companies"));
    expect(result.data).toEqual({ representative: null, reviews: [], reviewMail: "each" });
  });
});
