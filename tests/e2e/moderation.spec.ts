import { simpleParser } from "mailparser";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  addModerator,
  outboxMail,
  asNewVisitor,
  reviewConfirmationPath,
  serverDb,
  uniqueSuffix,
  enterTotp,
} from "./support";

const password = "a long moderator passphrase";

test("visitors see no sign-in link, and the workspace sends them to sign in", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Moderator sign-in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("a moderator", () => {
  test.use({ allowConsoleErrors: [/status of (401|404)/] });

  test("approves one movement and rejects another; only the approved one is ever public", async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const email = `mod.${suffix}@example.com`;
    await addModerator(email, password);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await asNewVisitor(visitor);
    for (const name of [`Approved ${suffix}`, `Rejected ${suffix}`]) {
      await visitor.goto("/submit");
      await visitor.getByRole("textbox", { name: "Full Name", exact: true }).fill(name);
      await visitor.getByRole("textbox", { name: "New Role", exact: true }).fill("Account Manager");
      await visitor
        .getByRole("textbox", { name: "Company", exact: true })
        .fill("Moderated Staffing");
      await visitor
        .getByRole("textbox", { name: "Description", exact: true })
        .fill("A well-deserved step up after five strong years.");
      await visitor.getByLabel("Add a tag").fill(`Mod${suffix}`);
      await visitor.getByLabel("Add a tag").press("Enter");
      await visitor
        .getByRole("textbox", { name: "Your Email", exact: true })
        .fill(`sub.${suffix}@example.com`);
      await visitor.getByRole("button", { name: "Submit Movement" }).click();
      await expect(visitor.getByText("Movement submitted successfully! 🎉")).toBeVisible();
    }

    await page.goto("/admin/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect." }),
    ).toBeVisible();
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await enterTotp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    await expectNoAxeViolations(page);

    const idOf = (name: string) => {
      const db = serverDb();
      const row = db.prepare("select id from movement_submissions where name = ?").get(name) as {
        id: number;
      };
      db.close();
      return row.id;
    };
    // Each item is shown on the page of the queue that holds it.
    await page.goto(`/admin?view=movements&item=${idOf(`Approved ${suffix}`)}`);
    const approved = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: `Approved ${suffix}` }) });
    await expect(approved.getByText(`sub.${suffix}@example.com`)).toBeVisible();
    await approved.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Approved and published")).toBeVisible();

    await page.goto(`/admin?view=movements&item=${idOf(`Rejected ${suffix}`)}`);
    const rejected = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: `Rejected ${suffix}` }) });
    await rejected.getByLabel("Reason", { exact: true }).fill("Duplicate of an earlier post");
    await rejected.getByRole("checkbox", { name: "Send the reason to the submitter" }).check();
    await rejected.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, reject" }).click();
    await expect(page.getByText("Rejected", { exact: true })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Workspace" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await expect(page.getByRole("region", { name: "Audit log" })).toBeVisible();
    // Newest first, 20 to a page: the other tests' decisions at the same time may have pushed
    // this one to a later page.
    const entry = page
      .getByRole("region", { name: "Audit log" })
      .getByText("Duplicate of an earlier post");
    for (let next = 2; (await entry.count()) === 0 && next <= 5; next += 1)
      await page.goto(`/admin?view=audit&page=${next}`);
    await expect(entry.first()).toBeVisible();
    // The rejection's e-mail waits out the 10 minutes in which it can be undone: as if they had
    // passed, it is made due now.
    const outbox = serverDb();
    outbox
      .prepare(
        "update mail_outbox set next_attempt_at = ? where recipient = ? and subject = 'Your movement was not published' and status = 'queued'",
      )
      .run(new Date().toISOString(), `sub.${suffix}@example.com`);
    outbox.close();

    await visitor.goto(`/movements?q=${suffix}`);
    await expect(visitor.getByRole("heading", { name: `Approved ${suffix}` })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: `Rejected ${suffix}` })).toHaveCount(0);
    await visitor.goto(`/movements?tag=Mod${suffix}`);
    await expect(
      visitor.getByRole("heading", { name: `1 movement tagged #Mod${suffix}` }),
    ).toBeVisible();
    await visitor.getByRole("link", { name: `Read more about Approved ${suffix}` }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Approved ${suffix}`);
    const approvedId = idOf(`Approved ${suffix}`);
    expect((await visitor.goto(`/movements/${idOf(`Rejected ${suffix}`)}`))?.status()).toBe(404);
    const rss = await (await visitor.request.get("/movements/rss.xml")).text();
    expect(rss).toContain(`Approved ${suffix}`);
    expect(rss).not.toContain(`Rejected ${suffix}`);
    await visitorContext.close();

    // The submitter heard of both decisions (read from the test SMTP server).
    const submitter = `sub.${suffix}@example.com`;
    await expect
      .poll(() => outboxMail(submitter, "Your movement was not published") !== undefined, {
        timeout: 15_000,
      })
      .toBe(true);
    const rejection = await simpleParser(
      outboxMail(submitter, "Your movement was not published") ?? "",
    );
    expect(rejection.text).toContain("> Duplicate of an earlier post");
    await expect
      .poll(() => outboxMail(submitter, "Your movement is published") !== undefined, {
        timeout: 15_000,
      })
      .toBe(true);
    const approval = await simpleParser(outboxMail(submitter, "Your movement is published") ?? "");
    expect(approval.text).toContain(`/movements/${approvedId}`);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe("a moderator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("turns the e-mail about new items off and on again", async ({ page }) => {
    const email = `mod.mail.${uniqueSuffix()}@example.com`;
    await addModerator(email, password);
    await page.goto("/admin/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await enterTotp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();

    const setting = page.getByRole("checkbox", { name: /E-mail about new items/ });
    await expect(setting).toBeChecked();
    await setting.uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin");
    await expect(setting).not.toBeChecked();
    const db = serverDb();
    const row = db.prepare("select queue_mail from moderators where email = ?").get(email) as {
      queue_mail: number;
    };
    db.close();
    expect(row.queue_mail).toBe(0);

    await setting.check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin");
    await expect(setting).toBeChecked();
  });
});

test("a visitor's review, once approved by a moderator, changes the company card's stars and count", async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const company = `Reviewable Staffing ${suffix}`;
  const db = serverDb();
  const { id } = db
    .prepare(
      "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
    )
    .get(new Date().toISOString(), company, company.toLowerCase().replace(/\s+/g, "")) as {
    id: number;
  };
  db.close();
  const email = `mod.review.${suffix}@example.com`;
  await addModerator(email, password);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await asNewVisitor(visitor);
  await visitor.goto(`/company/${id}`);
  await expect(
    visitor.getByText("No reviews yet. Be the first to share your experience."),
  ).toBeVisible();
  await visitor.getByRole("button", { name: "Submit Review" }).click();
  await expect(visitor.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(visitor.getByText("Please tell us how you know this company")).toBeVisible();
  await visitor.getByRole("radio", { name: "Client (we hire through them)" }).check();
  await visitor.getByRole("radio", { name: "5 stars" }).check();
  await visitor
    .getByRole("textbox", { name: "Title", exact: true })
    .fill("Fast, honest and thorough");
  await visitor
    .getByRole("textbox", { name: "Your review", exact: true })
    .fill("They filled three hard-to-find roles in two weeks.");
  await visitor
    .getByRole("textbox", { name: "Your email", exact: true })
    .fill(`reviewer.${suffix}@example.com`);
  await visitor.getByRole("button", { name: "Submit Review" }).click();
  await expect(visitor.getByText("Thank you for your review!")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Fast, honest and thorough" })).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  // It reaches the moderators once its address is confirmed through the e-mailed link.
  await visitor.goto(await reviewConfirmationPath(`reviewer.${suffix}@example.com`, company));
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("button", { name: "Confirm my review" }).click();
  await expect(visitor.getByText(/is confirmed/)).toBeVisible();

  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterTotp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  const reviewDb = serverDb();
  const review = reviewDb
    .prepare("select id from company_reviews where reviewer_email = ?")
    .get(`reviewer.${suffix}@example.com`) as { id: number };
  reviewDb.close();
  await page.goto(`/admin?view=reviews&item=${review.id}`);
  const pending = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Fast, honest and thorough" }) });
  await expect(pending.getByText(`reviewer.${suffix}@example.com`)).toBeVisible();
  await expect(pending.getByText("How they know the company: Client")).toBeVisible();
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved and published")).toBeVisible();

  await visitor.goto(`/companies?q=${encodeURIComponent(company)}`);
  const card = visitor
    .getByRole("article")
    .filter({ has: visitor.getByRole("heading", { name: company }) });
  await expect(card.getByRole("img", { name: "Rated 5.0 out of 5" })).toBeVisible();
  await expect(card.getByText("1 review", { exact: true })).toBeVisible();
  await visitor.goto(`/company/${id}`);
  await expect(visitor.getByRole("heading", { name: "Fast, honest and thorough" })).toBeVisible();
  await expect(visitor.getByText("Client", { exact: true })).toBeVisible();
  await expect(visitor.getByText(`reviewer.${suffix}@example.com`)).toHaveCount(0);
  // The relationship's label and the filter of the reviews by relationship.
  await expectNoAxeViolations(visitor);
  await visitorContext.close();
});
