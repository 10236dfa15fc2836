import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInFully } from "../../tests/support/moderator";
import type { DbHandle } from "../../db";
import { createModerator } from "~/features/moderation/auth.server";
import { reviewsWithStatus, workspaceCounts } from "~/features/moderation/queues.server";
import {
  confirmationLink,
  confirmationTokens,
  confirmByToken,
} from "../../tests/support/review-confirmation";
import { callRoute, formRequest } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { action as companyAction } from "./company";
import { loader as confirmLoader } from "./reviews.confirm";

// Issue 14, reviews: the form's e-mail receives a confirmation link (through the outbox, to a
// real SMTP server on 127.0.0.1); the review enters the moderators' queue only once the link's
// button is pressed; wrong, expired and used links change nothing; unconfirmed reviews expire
// after 7 days and are deleted; one confirmed review per company and address.

const siteUrl = "https://spotlight.test";
const day = 24 * 60 * 60 * 1000;

type ReviewAnswer = { errors: Record<string, string>; conflict?: { kind: string } };

describe.each(engines)("review confirmation on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;
  let companyId = 0;
  let cookie = "";
  let ip = 0;
  /** The link's token of the first test's e-mail (the outbox forgets it once sent). */
  let rosaToken = "";
  const post = (email: string, title = "Fair and quick") =>
    callRoute<ReviewAnswer>(
      companyAction,
      formRequest(`/company/${companyId}`, {
        relationship: "placed",
        rating: "4",
        title,
        body: "They placed me within two weeks and kept me informed.",
        reviewerName: "Rosa <b>Diaz</b>",
        reviewerEmail: email,
      }),
      // Each post from an address of its own: the form's limit is not under test here.
      { params: { id: String(companyId) }, clientIp: `198.51.100.${(ip += 1)}` },
    );
  const send = () => outboxWorkerFor(handle, smtp).runOnce();
  const reviewsOf = (email: string) =>
    handle.db
      .selectFrom("company_reviews")
      .select(["id", "status", "confirmed_at", "created_at"])
      .where("reviewer_email", "=", email)
      .orderBy("id")
      .execute();
  const queued = async () => (await reviewsWithStatus("pending")).map((row) => row.reviewer_email);
  const page = (token: string) =>
    callRoute<{ state: string; companyName?: string; address?: string; title?: string }>(
      confirmLoader,
      new Request(`http://localhost/reviews/confirm?token=${encodeURIComponent(token)}`),
    );
  /** Makes a review `days` old, as if it had been written then. */
  const age = (id: number, days: number) =>
    handle.db
      .updateTable("company_reviews")
      .set({ created_at: new Date(Date.now() - days * day).toISOString() })
      .where("id", "=", id)
      .execute();

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    smtp = await startTestSmtpServer();
    companyId = (
      await handle.db
        .insertInto("companies")
        .values({
          name: "Mailed & Co",
          name_key: "mailedco",
          status: "approved",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await createModerator("mod@example.com", "a long moderator passphrase");
    const signedIn = await signInFully(
      "mod@example.com",
      "a long moderator passphrase",
      "198.51.100.9",
    );
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = signedIn.setCookie.split(";")[0] ?? "";
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("e-mails the link to the form's address; the review enters the queue only when the page's button is pressed", async () => {
    const submitted = await post("rosa@example.com");
    expect(submitted.status).toBe(302);
    expect(submitted.location).toBe(`/company/${companyId}?review=sent#review-sent`);
    expect(await reviewsOf("rosa@example.com")).toMatchObject([
      { status: "pending", confirmed_at: null },
    ]);
    expect(await queued()).not.toContain("rosa@example.com");
    const before = (await workspaceCounts()).reviews;

    expect(await send()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["rosa@example.com"]);
    expect(mail?.parsed.subject).toBe("Confirm your review of Mailed & Co");
    // A code-like message: sent whatever the address chose about notifications.
    expect(mail?.parsed.headers.has("list-unsubscribe")).toBe(false);
    // Anyone can type anyone's address: the link's e-mail relays nothing the visitor typed.
    expect(mail?.parsed.text).toContain("Hello,");
    expect(mail?.parsed.text).toContain("wrote a review of Mailed & Co on Staffing Spotlight");
    expect(mail?.parsed.html).toContain("wrote a review of Mailed &amp; Co on Staffing Spotlight");
    for (const typed of ["Rosa", "Diaz", "Fair and quick", "placed me"])
      expect(`${mail?.parsed.text}${mail?.parsed.html}`).not.toContain(typed);
    const link = confirmationLink.exec(mail?.parsed.text ?? "");
    expect(link?.[0].startsWith(`${siteUrl}/reviews/confirm?token=`)).toBe(true);
    const token = link?.[1] ?? "";
    expect(mail?.parsed.html).toContain(`href="${siteUrl}/reviews/confirm?token=${token}"`);
    rosaToken = token;
    // Once sent, the outbox keeps no copy of the link (decision 0014): its parts are blanked.
    const stored = await handle.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "rosa@example.com")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject({
      status: "sent",
      subject: "Confirm your review of Mailed & Co",
      text_body: "",
      html_body: "",
    });
    expect(mail?.parsed.messageId).toBe(`<${stored.message_id}>`);

    // Opening the link (as a mail scanner would) shows the review and changes nothing.
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      state: "confirm",
      companyName: "Mailed & Co",
      title: "Fair and quick",
      address: "r•••@example.com",
    });
    expect(await reviewsOf("rosa@example.com")).toMatchObject([{ confirmed_at: null }]);
    expect(await queued()).not.toContain("rosa@example.com");

    const confirmed = await confirmByToken(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data?.state).toBe("confirmed");
    expect(await queued()).toContain("rosa@example.com");
    expect((await workspaceCounts()).reviews).toBe(before + 1);
  });

  it("answers a used link with a clear message and changes nothing", async () => {
    const [before] = await reviewsOf("rosa@example.com");
    expect(before?.confirmed_at).not.toBeNull();
    for (const answer of [await confirmByToken(rosaToken), await page(rosaToken)]) {
      expect(answer.status).toBe(409);
      expect(answer.data?.state).toBe("used");
    }
    expect(await reviewsOf("rosa@example.com")).toEqual([before]);
  });

  it("answers a wrong link with a clear message and confirms nothing", async () => {
    await post("wrong@example.com");
    const [token = ""] = await confirmationTokens(handle.db, "wrong@example.com");
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [altered, "", "not-a-token", `${token}x`]) {
      const answer = await confirmByToken(wrong);
      expect(answer.status).toBe(400);
      expect(answer.data?.state).toBe("invalid");
      expect((await page(wrong)).data?.state).toBe("invalid");
    }
    expect(await reviewsOf("wrong@example.com")).toMatchObject([{ confirmed_at: null }]);
    expect(await queued()).not.toContain("wrong@example.com");
  });

  it("refuses a link older than 7 days, and deletes expired unconfirmed reviews on the next submission", async () => {
    await post("late@example.com");
    await post("recent@example.com");
    const [late] = await reviewsOf("late@example.com");
    const [recent] = await reviewsOf("recent@example.com");
    await age(late?.id ?? 0, 7.01);
    await age(recent?.id ?? 0, 6.9);
    const [token = ""] = await confirmationTokens(handle.db, "late@example.com");
    for (const answer of [await page(token), await confirmByToken(token)]) {
      expect(answer.status).toBe(410);
      expect(answer.data?.state).toBe("expired");
    }
    expect(await reviewsOf("late@example.com")).toMatchObject([{ confirmed_at: null }]);

    await post("next@example.com");
    expect(await reviewsOf("late@example.com")).toEqual([]);
    expect(await reviewsOf("recent@example.com")).toHaveLength(1);
    // Its review deleted, the link is now simply not valid.
    expect((await confirmByToken(token)).data?.state).toBe("invalid");
    // A confirmed review is never deleted, however old.
    const [rosa] = await reviewsOf("rosa@example.com");
    await age(rosa?.id ?? 0, 30);
    await post("after@example.com");
    expect(await reviewsOf("rosa@example.com")).toHaveLength(1);
  });

  it("takes one confirmed review per company and address: a second link is refused, and says so on its page only", async () => {
    expect((await post("twice@example.com", "First thoughts")).status).toBe(302);
    expect((await post("twice@example.com", "Second thoughts")).status).toBe(302);
    const [first = "", second = ""] = await confirmationTokens(handle.db, "twice@example.com");
    expect((await confirmByToken(second)).data?.state).toBe("confirmed");
    const before = await reviewsOf("twice@example.com");
    expect((await page(first)).data?.state).toBe("already-reviewed");
    const refused = await confirmByToken(first);
    expect(refused.status).toBe(409);
    expect(refused.data?.state).toBe("already-reviewed");
    expect(await reviewsOf("twice@example.com")).toEqual(before);
    expect(before.filter((row) => row.confirmed_at)).toHaveLength(1);

    // A third post is answered as any first one, and its link's page tells the inbox's owner.
    const again = await post("twice@example.com", "Third thoughts");
    expect(again.status).toBe(302);
    const third = (await confirmationTokens(handle.db, "twice@example.com")).at(-1) ?? "";
    expect((await page(third)).data?.state).toBe("already-reviewed");
  });

  it("answers a reviewer's address the same whether or not it has reviewed the company: status, message and e-mail", async () => {
    expect((await post("known@example.com")).status).toBe(302);
    const [known = ""] = await confirmationTokens(handle.db, "known@example.com");
    expect((await confirmByToken(known)).data?.state).toBe("confirmed");
    await send();
    smtp.received.length = 0;

    const answers = [await post("known@example.com"), await post("stranger@example.com")];
    const seen = answers.map((answer) => ({
      status: answer.status,
      location: answer.location,
      data: answer.data,
      // The toast travels in a cookie: its value is signed per answer, its name and shape are not.
      cookies: answer.headers.getSetCookie().map((cookie) => cookie.split("=")[0]),
      headers: [...answer.headers.keys()].sort(),
    }));
    expect(seen[0]).toEqual(seen[1]);
    expect(await send()).toBe(2);
    const mails = smtp.received.map((mail) => ({
      subject: mail.parsed.subject,
      text: mail.parsed.text?.replace(/token=[\w-]+/g, "token=…"),
    }));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toEqual(mails[1]);
  });

  it("does not let a moderator approve a review that is not confirmed", async () => {
    await post("unconfirmed@example.com");
    const [row] = await reviewsOf("unconfirmed@example.com");
    const request = formRequest("/admin", {
      intent: "decide",
      subject: "review",
      id: String(row?.id),
      decision: "approve",
    });
    request.headers.set("Cookie", cookie);
    const answer = await callRoute(adminAction, request);
    expect(answer.status).toBe(404);
    expect(await reviewsOf("unconfirmed@example.com")).toMatchObject([
      { status: "pending", confirmed_at: null },
    ]);
  });

  it("answers a link without its token with the wrong-link message", async () => {
    const answer = await callRoute(confirmLoader, new Request("http://localhost/reviews/confirm"));
    expect(answer.status).toBe(400);
  });
});
