import { simpleParser } from "mailparser";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  addModerator,
  asNewVisitor,
  outboxMail,
  reviewConfirmationPath,
  serverDb,
  uniqueSuffix,
  enterTotp,
} from "./support";

// The e-mail path as a visitor meets it, without JavaScript: the contact form's receipt reaches
// the test SMTP server, and its unsubscribe link works; a review's confirmation link, read from
// its e-mail there, confirms it.

test.use({ javaScriptEnabled: false });

test("the contact form's receipt reaches the inbox, and its link unsubscribes", async ({
  page,
  browser,
}) => {
  await asNewVisitor(page);
  const address = `receipt.${uniqueSuffix()}@example.com`;
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Casey Lee");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(address);
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("A question");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Is the tool free? Yes & no.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Message sent successfully!" }),
  ).toBeVisible();

  await expect.poll(() => outboxMail(address) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = await simpleParser(outboxMail(address) ?? "");
  expect(mail.subject).toMatch(/^We received your message \(C-\d{6}\)$/);
  // A receipt relays nothing the sender typed: anyone can type anyone's address.
  expect(mail.text).not.toContain("Is the tool free?");
  expect(mail.text).not.toContain("Casey");
  const link = /To get no more such e-mails: (\S+)/.exec(mail.text ?? "")?.[1] ?? "";
  const { pathname, search } = new URL(link);
  expect(pathname).toBe("/unsubscribe");

  // axe needs scripts: the same page, in a context that runs them, before the link is used.
  const withScripts = await browser.newContext({ javaScriptEnabled: true });
  const checked = await withScripts.newPage();
  await checked.goto(new URL(pathname + search, page.url()).toString());
  await expectNoAxeViolations(checked);
  await withScripts.close();

  await page.goto(pathname + search);
  await expect(page.getByRole("heading", { name: "Stop notifications" })).toBeVisible();
  await expect(page.getByText("r•••@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText(
      "Done: r•••@example.com will get no more notifications from Staffing Spotlight.",
    ),
  ).toBeVisible();
});

test.describe("a review's confirmation", () => {
  // The wrong, the used and the expired link's pages answer 400, 409 and 410.
  test.use({ allowConsoleErrors: [/status of (400|409|410)/] });

  test("a review is confirmed through the link in its e-mail; a wrong, used or expired link changes nothing", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const suffix = uniqueSuffix();
    const company = `Confirmable Staffing ${suffix}`;
    const db = serverDb();
    const { id } = db
      .prepare(
        "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
      )
      .get(new Date().toISOString(), company, company.toLowerCase().replace(/\s+/g, "")) as {
      id: number;
    };
    const address = `confirm.${suffix}@example.com`;
    const confirmedAt = (reviewer = address) =>
      (
        db
          .prepare("select confirmed_at from company_reviews where reviewer_email = ?")
          .get(reviewer) as { confirmed_at: string | null } | undefined
      )?.confirmed_at;
    const write = async (reviewer: string) => {
      await page.goto(`/company/${id}`);
      await page.getByRole("radio", { name: "Candidate or contractor placed by them" }).check();
      await page.getByRole("radio", { name: "4 stars" }).check();
      await page.getByRole("textbox", { name: "Title", exact: true }).fill("Careful and kind");
      await page
        .getByRole("textbox", { name: "Your review", exact: true })
        .fill("They kept every promise they made about the role.");
      await page.getByRole("textbox", { name: "Your email", exact: true }).fill(reviewer);
      await page.getByRole("button", { name: "Submit Review" }).click();
    };

    await write(address);
    // Read as the contact receipt's no-JS toast is read above.
    const thanks = page.getByRole("status").filter({ hasText: "Thank you for your review!" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("Please check your inbox");

    const link = await reviewConfirmationPath(address, company);
    expect(link).toMatch(/^\/reviews\/confirm\?token=[A-Za-z0-9_-]{43}$/);

    await page.goto("/reviews/confirm?token=not-ours");
    await expect(page.getByText(/This confirmation link is not valid/)).toBeVisible();
    expect(confirmedAt()).toBeNull();

    // Opening the link shows the review and a button; only the button confirms.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your review" })).toBeVisible();
    await expect(page.getByText(company)).toBeVisible();
    await expect(page.getByText("c•••@example.com")).toBeVisible();
    expect(confirmedAt()).toBeNull();
    await page.getByRole("button", { name: "Confirm my review" }).click();
    await expect(page.getByText(`your review of ${company} is confirmed`)).toBeVisible();
    const confirmed = confirmedAt();
    expect(confirmed).toBeTruthy();

    await page.goto(link);
    await expect(page.getByText("This review is already confirmed.")).toBeVisible();
    expect(confirmedAt()).toBe(confirmed);

    // A link older than 7 days: its review was written 8 days ago, as far as the server knows.
    const late = `late.${suffix}@example.com`;
    await write(late);
    const lateLink = await reviewConfirmationPath(late, company);
    db.prepare("update company_reviews set created_at = ? where reviewer_email = ?").run(
      new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString(),
      late,
    );
    await page.goto(lateLink);
    await expect(page.getByText(/This confirmation link has expired/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm my review" })).toHaveCount(0);
    expect(confirmedAt(late)).toBeNull();
    db.close();
  });
});

test.describe("a review that says who wrote it", () => {
  // The competitor's review is refused with 400, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a competitor is refused; an employee's review is confirmed, approved and shown labelled, outside the average", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const suffix = uniqueSuffix();
    const company = `Insider Staffing ${suffix}`;
    const db = serverDb();
    const { id } = db
      .prepare(
        "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
      )
      .get(new Date().toISOString(), company, company.toLowerCase().replace(/\s+/g, "")) as {
      id: number;
    };
    db.close();
    const address = `insider.${suffix}@example.com`;

    await page.goto(`/company/${id}`);
    await page.getByRole("radio", { name: "I work for a competing staffing firm" }).check();
    await page.getByRole("radio", { name: "2 stars" }).check();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Proud of our team");
    await page
      .getByRole("textbox", { name: "Your review", exact: true })
      .fill("We answer every candidate within a day.");
    await page.getByRole("textbox", { name: "Your email", exact: true }).fill(address);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByText(/competing staffing firm are not accepted: a competitor's rating/),
    ).toBeVisible();
    // Every value is kept; the answer is changed and the review sent again.
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
      "Proud of our team",
    );
    await expect(page.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await page.getByRole("radio", { name: "Current employee" }).check();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for your review!" }),
    ).toBeVisible();
    await page.goto(await reviewConfirmationPath(address, company));
    await page.getByRole("button", { name: "Confirm my review" }).click();
    await expect(page.getByText(`your review of ${company} is confirmed`)).toBeVisible();

    const moderator = `mod.insider.${suffix}@example.com`;
    await addModerator(moderator, "a long moderator passphrase");
    await page.goto("/admin/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(moderator);
    await page.getByLabel("Password").fill("a long moderator passphrase");
    await page.getByRole("button", { name: "Sign in" }).click();
    await enterTotp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    const reviews = serverDb();
    const review = reviews
      .prepare("select id from company_reviews where reviewer_email = ?")
      .get(address) as { id: number };
    reviews.close();
    await page.goto(`/admin?view=reviews&item=${review.id}`);
    const pending = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Proud of our team" }) });
    await expect(
      pending.getByText("How they know the company: Employee review (not counted in the average)"),
    ).toBeVisible();
    await pending.getByRole("button", { name: "Approve" }).click();
    // The page goes on to the next pending item; this one has left the queue.
    await expect(pending).toHaveCount(0);
    await page.goto(`/admin?view=reviews&list=published&item=${review.id}`);
    await expect(
      page
        .getByRole("region", { name: "Published reviews" })
        .getByRole("heading", { name: "Proud of our team" }),
    ).toBeVisible();

    await page.goto(`/company/${id}`);
    const shown = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Proud of our team" }) });
    await expect(shown.getByText("Employee review", { exact: true })).toBeVisible();
    await expect(page.getByText("This company has 1 employee review.")).toBeVisible();
    await expect(page.getByText("No reviews yet").first()).toBeVisible();
    // The filter is a link to share: one relationship's reviews, with their count.
    await page.getByRole("link", { name: "Current employee (1)" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${id}\\?relationship=employee#`));
    await expect(page.getByRole("link", { name: "Current employee (1)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(shown).toBeVisible();
    await expect(page.getByRole("link", { name: "All (1)" })).toHaveAttribute(
      "href",
      `/company/${id}#reviews-heading`,
    );
  });
});
