import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { sendReviewDigests } from "~/features/claims/review-mail.server";
import { queueModeratorMail } from "~/features/moderation/queue-mail.server";
import { workspaceView } from "~/features/moderation/queues.server";
import { companyStructuredData } from "~/features/reviews/company-json-ld";
import { signedInModerator } from "../../tests/support/moderator";
import { addListedCompany, signedInRepresentative } from "../../tests/support/companies";
import { callRoute, formRequest, type RouteHandler } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction, loader as adminLoader } from "./admin";
import { loader as companyLoader } from "./company";
import { action as homeAction, loader as homeLoader } from "./for-companies";
import { action as profileAction, loader as profileLoader } from "./for-companies.profile";
import { action as reviewAction, loader as reviewLoader } from "./for-companies.reviews.$id";

// Issue 32, items 2 to 4: a representative replies to a review (each version through
// moderation, shown as the company's response), flags one with a posting-policy reason, proposes
// changes to the profile (a moderator's diff, then "Updated by the company"), and hears of
// published reviews (each, or a weekly digest; one-click unsubscribe). Nothing a representative
// sends can change, hide or remove a review, or show more of it than a visitor sees.

const siteUrl = "https://spotlight.test";
const day = 24 * 60 * 60 * 1000;

type ProfileData = {
  reviews: { id: number; reply_body: string | null; reply_at: string | null }[];
  company: { company_updated_at: string | null; location: string | null; description: string };
};

describe.each(engines)("a company answers for itself on %s", (engine) => {
  let handle: DbHandle;
  let acme = 0;
  let bravo = 0;
  let moderatorCookie = "";
  let jo = { cookie: "", claimId: 0 };
  let ip = 0;

  const withCookie = (request: Request, cookie: string) => {
    request.headers.set("Cookie", cookie);
    return request;
  };
  /** A representative's form, from a client address of its own (the limit is tested apart). */
  const send = (
    action: RouteHandler,
    path: string,
    fields: Record<string, string | string[]>,
    cookie = jo.cookie,
    params: Record<string, string> = {},
  ) =>
    callRoute<{ errors: Record<string, string> }>(
      action,
      withCookie(formRequest(path, fields), cookie),
      { params, clientIp: `198.51.100.${(ip += 1) % 250}` },
    );
  const reply = (reviewId: number, body: string, cookie = jo.cookie) =>
    send(reviewAction, `/for-companies/reviews/${reviewId}`, { intent: "reply", body }, cookie, {
      id: String(reviewId),
    });
  const moderate = async (fields: Record<string, string>) =>
    callRoute(adminAction, withCookie(formRequest("/admin", fields), moderatorCookie));
  /** A confirmed review, waiting in the queue; approved by a moderator unless told otherwise. */
  const addReview = async (companyId: number, title: string, approve = true) => {
    const row = await handle.db
      .insertInto("company_reviews")
      .values({
        created_at: new Date().toISOString(),
        company_id: companyId,
        status: "pending",
        rating: 2,
        title,
        body: "Slow to return calls, but the placement worked out.",
        reviewer_name: null,
        reviewer_email: `reviewer+${title.length}${Date.now()}@example.org`,
        relationship: "client",
        confirmed_at: new Date().toISOString(),
        confirm_token_hash: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (approve)
      expect(
        await moderate({
          intent: "decide",
          subject: "review",
          id: String(row.id),
          decision: "approve",
        }),
      ).toMatchObject({ status: 302 });
    return row.id;
  };
  const profile = async (companyId: number) =>
    (
      await callRoute<ProfileData>(
        companyLoader,
        new Request(`http://localhost/company/${companyId}`),
        { params: { id: String(companyId) } },
      )
    ).data as ProfileData;
  const repliesWaiting = async () => {
    const view = await workspaceView({
      view: "reviews",
      list: "replies",
      page: 1,
      item: null,
      failedOnly: false,
    });
    if (view.view !== "reviews" || !view.replies) throw new Error("no replies list");
    return view.replies;
  };
  const mailTo = (email: string) =>
    handle.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body", "category", "list_unsubscribe"])
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    acme = await addListedCompany(handle.db, "Acme Staffing", "https://acme-staffing.com");
    bravo = await addListedCompany(handle.db, "Bravo Talent", "https://bravo-talent.com");
    moderatorCookie = await signedInModerator("mod@example.com", "198.51.100.251");
    jo = await signedInRepresentative(handle.db, acme, "jo@acme-staffing.com");
  });
  afterAll(async () => {
    await handle.close();
  });

  it("a reply waits for a moderator, then shows under the review as the company's; an edit is moderated again while the published one stays", async () => {
    const review = await addReview(acme, "Mixed experience");
    expect(
      await reply(review, "Thank you for the feedback. We have since hired two coordinators."),
    ).toMatchObject({ status: 302, location: `/for-companies/reviews/${review}?saved=reply` });
    // Waiting: not on the profile yet.
    expect((await profile(acme)).reviews.find((row) => row.id === review)?.reply_body).toBeNull();
    const waiting = await repliesWaiting();
    const item = waiting.items.find((row) => row.review_title === "Mixed experience");
    expect(item).toMatchObject({
      company_name: "Acme Staffing",
      pending_body: "Thank you for the feedback. We have since hired two coordinators.",
      published_body: null,
    });
    expect(
      await moderate({
        intent: "reply",
        id: String(item?.id),
        version: item?.submitted_at ?? "",
        decision: "approve",
      }),
    ).toMatchObject({ status: 302 });
    const shown = (await profile(acme)).reviews.find((row) => row.id === review);
    expect(shown?.reply_body).toBe(
      "Thank you for the feedback. We have since hired two coordinators.",
    );
    expect(shown?.reply_at).toBeTruthy();

    // An edit waits; the published reply stays until a moderator decides.
    await reply(review, "Thank you. We now answer every call within a working day.");
    expect((await profile(acme)).reviews.find((row) => row.id === review)?.reply_body).toBe(
      "Thank you for the feedback. We have since hired two coordinators.",
    );
    const edit = (await repliesWaiting()).items.find((row) => row.id === item?.id);
    expect(edit?.published_body).toBe(
      "Thank you for the feedback. We have since hired two coordinators.",
    );
    // A decision names the version the moderator read: an older one changes nothing.
    expect(
      await moderate({
        intent: "reply",
        id: String(item?.id),
        version: item?.submitted_at ?? "",
        decision: "approve",
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await moderate({
        intent: "reply",
        id: String(item?.id),
        version: edit?.submitted_at ?? "",
        decision: "reject",
        reason: "Please do not promise response times",
      }),
    ).toMatchObject({ status: 302 });
    expect((await profile(acme)).reviews.find((row) => row.id === review)?.reply_body).toBe(
      "Thank you for the feedback. We have since hired two coordinators.",
    );
    const page = await callRoute<{ reply: { rejected_reason: string | null } }>(
      reviewLoader,
      withCookie(new Request(`http://localhost/for-companies/reviews/${review}`), jo.cookie),
      { params: { id: String(review) } },
    );
    expect(page.data?.reply.rejected_reason).toBe("Please do not promise response times");
    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["action", "reason"])
      .where("subject_type", "=", "reply")
      .where("subject_id", "=", item?.id ?? 0)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "approve", reason: null },
      { action: "reject", reason: "Please do not promise response times" },
    ]);

    // Structured data: the reply is the organization's Comment on the review, not a Review.
    const data = companyStructuredData(
      {
        id: acme,
        name: "Acme Staffing",
        description: null,
        website: "https://acme-staffing.com/",
        average_rating: 2,
        review_count: 1,
      },
      (await profile(acme)).reviews as Parameters<typeof companyStructuredData>[1],
      `${siteUrl}/company/${acme}`,
    );
    const reviewed = data.review.find((row) => row.name === "Mixed experience");
    expect(reviewed).toMatchObject({
      "@type": "Review",
      comment: {
        "@type": "Comment",
        text: "Thank you for the feedback. We have since hired two coordinators.",
        author: { "@type": "Organization", name: "Acme Staffing" },
      },
    });
    expect(JSON.stringify(data.review)).not.toContain('"@type":"Review","name":"Thank you');
  });

  it("replies and flags reach only the company's own published reviews, and show nothing of a reviewer a visitor cannot see", async () => {
    const other = await addReview(bravo, "About Bravo");
    const waiting = await addReview(acme, "Not yet approved", false);
    expect(await reply(other, "Not ours")).toMatchObject({ status: 404 });
    expect(await reply(waiting, "Too early")).toMatchObject({ status: 404 });
    expect(
      await send(
        reviewAction,
        `/for-companies/reviews/${other}`,
        { intent: "flag", reason: "wrong-company" },
        jo.cookie,
        { id: String(other) },
      ),
    ).toMatchObject({ status: 404 });
    // Signed out: to the sign-in, nothing saved.
    expect(await reply(other, "Anyone", "")).toMatchObject({
      status: 302,
      location: "/for-companies",
    });
    const mine = await addReview(acme, "Great recruiter");
    const page = await callRoute(
      reviewLoader,
      withCookie(new Request(`http://localhost/for-companies/reviews/${mine}`), jo.cookie),
      { params: { id: String(mine) } },
    );
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain("@example.org");
    expect(JSON.stringify(page.data)).not.toContain("reviewer_email");
    const home = await callRoute(
      homeLoader,
      withCookie(new Request("http://localhost/for-companies"), jo.cookie),
    );
    expect(JSON.stringify(home.data)).not.toContain("@example.org");
    // The moderators' workspace is not a representative's: its action sends them to sign in.
    const asRepresentative = await callRoute(
      adminAction,
      withCookie(
        formRequest("/admin", {
          intent: "decide",
          subject: "review",
          id: String(mine),
          decision: "remove",
          reason: "I do not like it",
          confirmed: "yes",
        }),
        jo.cookie,
      ),
    );
    expect(asRepresentative.status).toBe(302);
    expect(asRepresentative.location).toMatch(/^\/admin\/login/);
    const stored = await handle.db
      .selectFrom("company_reviews")
      .select(["status", "title", "body"])
      .where("id", "=", mine)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: "approved",
      title: "Great recruiter",
      body: "Slow to return calls, but the placement worked out.",
    });
    expect(
      (await callRoute(adminLoader, withCookie(new Request("http://localhost/admin"), jo.cookie)))
        .location,
    ).toMatch(/^\/admin\/login/);
  });

  it("a flag, with a posting-policy reason, goes to the moderators once; dismissed, or upheld by removing the review", async () => {
    const first = await addReview(acme, "Flag me");
    const flag = (reviewId: number, reason: string) =>
      send(
        reviewAction,
        `/for-companies/reviews/${reviewId}`,
        { intent: "flag", reason },
        jo.cookie,
        { id: String(reviewId) },
      );
    expect((await flag(first, "because I said so")).data?.errors.reason).toBe(
      "Please choose a reason from the list",
    );
    expect(await flag(first, "conflict-of-interest")).toMatchObject({ status: 302 });
    expect(await flag(first, "abuse")).toMatchObject({ status: 409 });
    const open = await workspaceView({
      view: "reviews",
      list: "flags",
      page: 1,
      item: null,
      failedOnly: false,
    });
    if (open.view !== "reviews" || !open.flags) throw new Error("no flags list");
    const item = open.flags.items.find((row) => row.review_id === first);
    expect(item).toMatchObject({ reason: "conflict-of-interest", company_name: "Acme Staffing" });
    // The review stays up while flagged.
    expect((await profile(acme)).reviews.some((row) => row.id === first)).toBe(true);
    expect(await moderate({ intent: "dismiss-flag", id: String(item?.id) })).toMatchObject({
      status: 302,
    });
    expect((await profile(acme)).reviews.some((row) => row.id === first)).toBe(true);

    const second = await addReview(acme, "Remove me");
    await flag(second, "private-information");
    expect(
      await moderate({
        intent: "decide",
        subject: "review",
        id: String(second),
        decision: "remove",
        reason: "Shares someone's private information",
        confirmed: "yes",
      }),
    ).toMatchObject({ status: 302 });
    const flags = await handle.db
      .selectFrom("review_flags")
      .select(["review_id", "status"])
      .where("review_id", "in", [first, second])
      .orderBy("review_id")
      .execute();
    expect(flags).toEqual([
      { review_id: first, status: "dismissed" },
      { review_id: second, status: "upheld" },
    ]);
  });

  it("proposed changes go to the moderators as a diff, and once applied the profile says 'Updated by the company'", async () => {
    const facts = {
      description: "Healthcare staffing across the Midwest.",
      website: "https://acme-staffing.com",
      location: "Columbus, OH",
      employee_count: "50-200",
      specialties: ["healthcare"],
      services: [],
      states: ["OH", "IN"],
    };
    expect(await send(profileAction, "/for-companies/profile", facts)).toMatchObject({
      status: 302,
      location: "/for-companies/profile?saved=sent",
    });
    expect((await profile(acme)).company.company_updated_at).toBeNull();
    const view = await workspaceView({
      view: "companies",
      list: "proposals",
      page: 1,
      item: null,
      failedOnly: false,
    });
    if (view.view !== "companies" || !view.proposals) throw new Error("no proposals list");
    const proposal = view.proposals.items.find((row) => row.company_name === "Acme Staffing");
    expect(proposal?.previous).toMatchObject({ location: null, states: [] });
    expect(proposal?.proposed).toMatchObject({ location: "Columbus, OH", states: ["IN", "OH"] });
    expect(
      await moderate({ intent: "proposal", id: String(proposal?.id), decision: "apply" }),
    ).toMatchObject({ status: 302 });
    const after = await profile(acme);
    expect(after.company).toMatchObject({
      location: "Columbus, OH",
      description: "Healthcare staffing across the Midwest.",
    });
    expect(after.company.company_updated_at).toBeTruthy();
    // The same facts again: nothing to send.
    expect(await send(profileAction, "/for-companies/profile", facts)).toMatchObject({
      status: 400,
    });
    // Declined: the profile stays.
    await send(profileAction, "/for-companies/profile", { ...facts, location: "Nowhere" });
    const declined = await handle.db
      .selectFrom("profile_proposals")
      .select("id")
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    await moderate({ intent: "proposal", id: String(declined.id), decision: "decline" });
    expect((await profile(acme)).company.location).toBe("Columbus, OH");
    // A bad value is refused with the company form's message, and the form keeps the values.
    const refused = await send(profileAction, "/for-companies/profile", {
      ...facts,
      website: "javascript:alert(1)",
    });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors.website).toBe("Please enter a valid website URL");
    const page = await callRoute<{ waitingSince: string | null }>(
      profileLoader,
      withCookie(new Request("http://localhost/for-companies/profile"), jo.cookie),
    );
    expect(page.data?.waitingSince).toBeNull();
  });

  it("a published review e-mails each representative who chose so, with one-click unsubscribe; a weekly digest goes once a week, once", async () => {
    const sam = await signedInRepresentative(handle.db, bravo, "sam@bravo-talent.com");
    const kim = await signedInRepresentative(handle.db, bravo, "kim@bravo-talent.com");
    const lee = await signedInRepresentative(handle.db, bravo, "lee@bravo-talent.com");
    const choose = (cookie: string, reviewMail: string) =>
      send(homeAction, "/for-companies", { intent: "review-mail", reviewMail }, cookie);
    expect(await choose(kim.cookie, "weekly")).toMatchObject({
      status: 302,
      location: "/for-companies?saved=mail",
    });
    await choose(lee.cookie, "off");
    expect((await choose(lee.cookie, "daily")).status).toBe(400);

    const review = await addReview(bravo, "Fast and fair");
    const samMail = (await mailTo("sam@bravo-talent.com")).filter(
      (mail) => mail.category === "notification",
    );
    expect(samMail).toHaveLength(1);
    expect(samMail[0]?.subject).toBe("A new review of Bravo Talent is published");
    expect(samMail[0]?.text_body).toContain(`${siteUrl}/for-companies/reviews/${review}`);
    expect(samMail[0]?.list_unsubscribe).toMatch(/\/unsubscribe\?/);
    for (const email of ["kim@bravo-talent.com", "lee@bravo-talent.com"])
      expect((await mailTo(email)).filter((mail) => mail.category === "notification")).toHaveLength(
        0,
      );

    // Unsubscribed: no more notifications to that address.
    await handle.db
      .insertInto("mail_unsubscribes")
      .values({ email: "sam@bravo-talent.com", created_at: new Date().toISOString() })
      .execute();
    await addReview(bravo, "Second one");
    expect(
      (await mailTo("sam@bravo-talent.com")).filter((mail) => mail.category === "notification"),
    ).toHaveLength(1);

    // The digest: nothing before a week; then one e-mail, also with two processes at it.
    expect(await sendReviewDigests(new Date(Date.now() + 3 * day))).toBe(0);
    const later = new Date(Date.now() + 8 * day);
    const sent = await Promise.all([sendReviewDigests(later), sendReviewDigests(later)]);
    expect(sent[0] + sent[1]).toBe(1);
    const digest = (await mailTo("kim@bravo-talent.com")).filter(
      (mail) => mail.category === "notification",
    );
    expect(digest).toHaveLength(1);
    expect(digest[0]?.subject).toBe("This week's reviews of Bravo Talent");
    expect(digest[0]?.text_body).toContain("Fast and fair");
    expect(digest[0]?.text_body).toContain("Second one");
    expect(await sendReviewDigests(new Date(Date.now() + 9 * day))).toBe(0);
    expect(sam.claimId).toBeGreaterThan(0);
  });

  it("the moderators' e-mail about new items counts what companies send", async () => {
    const review = await addReview(acme, "Tell the moderators");
    // The last notice a minute from now: nothing stored so far is new after it.
    const noticed = new Date(Date.now() + 60_000);
    const minutes = (n: number) => new Date(noticed.getTime() + n * 60_000);
    await handle.db
      .updateTable("moderators")
      .set({ queue_mail: 1, queue_mailed_at: noticed.toISOString() })
      .execute();
    expect(await queueModeratorMail(handle.db, minutes(16))).toBe(0);
    await reply(review, "We would like to answer this one.");
    // The form stores the real time; the test's clock is ahead.
    await handle.db
      .updateTable("review_replies")
      .set({ submitted_at: minutes(1).toISOString() })
      .where("review_id", "=", review)
      .execute();
    expect(await queueModeratorMail(handle.db, minutes(16))).toBe(1);
    const notice = await handle.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("recipient", "=", "mod@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toMatch(/Replies from companies: [1-9]/);
    expect(notice.text_body).toContain("Profile changes from companies:");
  });

  it("30 at once: replies to one review make one waiting reply, flags one flag; the forms take 10 a minute from one client address", async () => {
    const review = await addReview(acme, "In flight");
    await handle.db.deleteFrom("rate_limits").execute();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute(
          reviewAction,
          withCookie(
            formRequest(`/for-companies/reviews/${review}`, {
              intent: "reply",
              body: `Reply number ${i}`,
            }),
            jo.cookie,
          ),
          { params: { id: String(review) }, clientIp: "203.0.113.60" },
        ),
      ),
    );
    expect(replies.filter((answer) => answer.status === 302)).toHaveLength(10);
    const refused = replies.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(20);
    for (const answer of refused)
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    const rows = await handle.db
      .selectFrom("review_replies")
      .select("pending_body")
      .where("review_id", "=", review)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.pending_body).toMatch(/^Reply number \d+$/);

    const flags = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute(
          reviewAction,
          withCookie(
            formRequest(`/for-companies/reviews/${review}`, { intent: "flag", reason: "abuse" }),
            jo.cookie,
          ),
          { params: { id: String(review) }, clientIp: `203.0.113.${100 + i}` },
        ),
      ),
    );
    expect(flags.filter((answer) => answer.status === 302)).toHaveLength(1);
    expect(flags.filter((answer) => answer.status === 409)).toHaveLength(29);
  });
});
