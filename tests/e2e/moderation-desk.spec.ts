import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { addModerator, asNewVisitor, serverDb, uniqueSuffix, enterTotp } from "./support";

// Issue 28, item 10 and item 4's third point: the moderator's desk, with and without
// JavaScript. A view per queue behind tabs, headings heard with their counts, a confirm step
// before a rejection, its undo, the outbox listed, and focus on the next item after a decision.

const password = "a long moderator passphrase";

/** Signs a new moderator in on `page`. */
async function signInModerator(page: Page) {
  const email = `mod.desk.${uniqueSuffix()}@example.com`;
  await addModerator(email, password);
  await asNewVisitor(page);
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterTotp(page);
  // A sign-in hashes the password with scrypt on purpose: on a busy machine that takes a while.
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Pending movements of this test, received a second apart on a day of their own long ago: the
 * first of the queue, in this order, with nobody else's between them.
 */
function pendingMovements(names: string[], submitterEmail: string | null = null): number[] {
  const start = Date.UTC(1999, 0, 1) + Math.floor(Math.random() * 1e9) * 1000;
  const db = serverDb();
  try {
    return names.map(
      (name, index) =>
        (
          db
            .prepare(
              "insert into movement_submissions (created_at, status, name, new_role, company, description, submitter_email) values (?, 'pending', ?, 'Account Manager', 'Desk Staffing', ?, ?) returning id",
            )
            .get(
              new Date(start + index * 1000).toISOString(),
              name,
              "Promoted after four strong years running the healthcare desk in Ohio and Kentucky.",
              submitterEmail,
            ) as { id: number }
        ).id,
    );
  } finally {
    db.close();
  }
}

const statusOf = (id: number) => {
  const db = serverDb();
  try {
    return (
      db.prepare("select status from movement_submissions where id = ?").get(id) as {
        status: string;
      }
    ).status;
  } finally {
    db.close();
  }
};

/** The element that has focus, by its id (the headings of items carry one). */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/**
 * Focus is on, or starts from, the heading `id`: with JavaScript the page moves focus there;
 * without it, the browser lands on the fragment, and the next Tab goes on from there (into that
 * item, whose first control is its "Fix typos, then approve").
 */
async function expectFocusFrom(page: Page, id: string, javaScript: boolean) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  if (javaScript) {
    await expect.poll(() => focusedId(page)).toBe(id);
    return;
  }
  await page.keyboard.press("Tab");
  const article = page.locator(`article[aria-labelledby="${id}"]`);
  await expect(article.locator(":focus")).toHaveCount(1);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("the desk: tabs, headings with counts, confirm, undo, the outbox and focus on the next item", async ({
      page,
    }) => {
      const suffix = uniqueSuffix();
      const submitter = `desk.${suffix}@example.com`;
      const [first, second, third] = pendingMovements(
        [`First ${suffix}`, `Second ${suffix}`, `Third ${suffix}`],
        submitter,
      );
      await signInModerator(page);

      // Tabs: links, the current one marked; each heading heard with its count after a comma.
      const tabs = page.getByRole("navigation", { name: "Workspace" });
      await expect(tabs.getByRole("link", { name: /^Movements, \d+$/ })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(
        page.getByRole("heading", { level: 2, name: /^Pending movements, \d+$/ }),
      ).toBeVisible();
      await tabs.getByRole("link", { name: /^Messages, \d+$/ }).click();
      await expect(page).toHaveURL(/\/admin\?view=contact$/);
      await expect(tabs.getByRole("link", { name: /^Messages/ })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(
        page.getByRole("heading", { level: 2, name: /^Contact messages, \d+$/ }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: /Pending movements/ })).toHaveCount(0);

      // Approve the first: focus goes to the second.
      await page.goto(`/admin?view=movements&item=${first}`);
      const count = await page
        .getByRole("heading", { level: 2, name: /^Pending movements, \d+$/ })
        .textContent();
      // The text shown: the label and the badge, no comma on screen.
      expect(count).toMatch(/^Pending movements\d+$/);
      if (javaScript) await expectNoAxeViolations(page);
      await page
        .locator(`article[aria-labelledby="review-movement-${first}"]`)
        .getByRole("button", { name: "Approve" })
        .click();
      await expectFocusFrom(page, `review-movement-${second}`, javaScript);
      expect(statusOf(first ?? 0)).toBe("approved");

      // Reject the second: first a confirm step with the reason, which changes nothing.
      const secondItem = page.locator(`article[aria-labelledby="review-movement-${second}"]`);
      await secondItem.getByLabel("Reason", { exact: true }).fill(`Duplicate ${suffix}`);
      await secondItem.getByRole("checkbox", { name: "Send the reason to the submitter" }).check();
      await secondItem.getByRole("button", { name: "Reject" }).click();
      const dialog = page.getByRole("dialog", { name: `Reject “Second ${suffix}”?` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Reason" })).toHaveValue(
        `Duplicate ${suffix}`,
      );
      if (javaScript) await expect.poll(() => focusedId(page)).toBe("confirm-heading");
      expect(statusOf(second ?? 0)).toBe("pending");
      if (javaScript) await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Yes, reject" }).click();
      await expectFocusFrom(page, `review-movement-${third}`, javaScript);
      expect(statusOf(second ?? 0)).toBe("rejected");

      // The outbox lists the rejection's e-mail, waiting out the time to undo it.
      await tabs.getByRole("link", { name: "Outbox" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "E-mail outbox" })).toBeVisible();
      const listed = page.getByRole("listitem").filter({ hasText: `To ${submitter}` });
      await expect(listed.filter({ hasText: "Your movement was not published" })).toContainText(
        "waiting to be sent",
      );

      // Undo, within the 10 minutes: pending again, its e-mail never sent, the undo in the log.
      await tabs.getByRole("link", { name: /^Movements/ }).click();
      await page
        .getByRole("region", { name: "Rejected in the last 10 minutes" })
        .getByRole("button", { name: `Undo the rejection of “Second ${suffix}”` })
        .click();
      await expectFocusFrom(page, `review-movement-${second}`, javaScript);
      expect(statusOf(second ?? 0)).toBe("pending");
      await tabs.getByRole("link", { name: "Outbox" }).click();
      await expect(listed.filter({ hasText: "Your movement was not published" })).toContainText(
        "not sent (unsubscribed or undone)",
      );
      await tabs.getByRole("link", { name: "Audit log" }).click();
      await expect(page.getByRole("region", { name: "Audit log" })).toContainText(
        `undo-reject movement #${second}`,
      );

      // Cancel leaves the item as it was, back at its place.
      await page.goto(`/admin?view=movements&item=${third}`);
      const thirdItem = page.locator(`article[aria-labelledby="review-movement-${third}"]`);
      await thirdItem.getByLabel("Reason", { exact: true }).fill("Not about staffing");
      await thirdItem.getByRole("button", { name: "Reject" }).click();
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`#review-movement-${third}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(statusOf(third ?? 0)).toBe("pending");
    });
  });
}

test("no view of the desk is longer than three screens, on a phone and on a desktop", async ({
  page,
}) => {
  // A realistic queue: at least a page of each queue, with real-length texts.
  const suffix = uniqueSuffix();
  pendingMovements([`Tall one ${suffix}`, `Tall two ${suffix}`, `Tall three ${suffix}`]);
  const db = serverDb();
  const now = new Date().toISOString();
  for (let i = 0; i < 3; i++) {
    const name = `Tall Staffing ${suffix} ${i}`;
    const { id } = db
      .prepare(
        "insert into companies (created_at, status, name, name_key, industry, location, website, description) values (?, 'pending', ?, ?, 'IT Staffing', 'Columbus, OH', 'https://tall.example.com/', ?) returning id",
      )
      .get(
        now,
        name,
        name.toLowerCase().replace(/\s+/g, ""),
        "A regional staffing firm placing IT and healthcare professionals across Ohio since 2009, with a team of 40 recruiters.",
      ) as { id: number };
    db.prepare(
      "insert into company_reviews (created_at, company_id, status, rating, title, body, reviewer_email, confirmed_at, relationship) values (?, ?, 'pending', 4, 'Quick and honest', ?, ?, ?, 'client')",
    ).run(
      now,
      id,
      "They filled three hard-to-find roles in two weeks and kept us informed at every step of the process.",
      `tall.${suffix}.${i}@example.com`,
      now,
    );
  }
  // The longest texts each list can hold, in short lines: a page of published movements, of
  // published reviews and of contact messages, each at its limits.
  const lines = (limit: number) =>
    Array.from({ length: limit / 10 }, (_, i) => `Line ${String(i).padStart(3, "0")}.`)
      .join("\n")
      .slice(0, limit);
  const { id: listed } = db
    .prepare(
      "insert into companies (created_at, status, name, name_key, industry, location) values (?, 'approved', ?, ?, 'IT Staffing', 'Columbus, OH') returning id",
    )
    .get(now, `Long Text Staffing ${suffix}`, `longtextstaffing${suffix}`) as { id: number };
  for (let i = 0; i < 3; i++) {
    // Every field of a movement at its limit of 100 characters, in words that wrap.
    const long = (start: string) => `${start} ${"Staffing and Recruiting ".repeat(5)}`.slice(0, 99);
    // With the featured person's address, notified: the person's line and the resend button.
    const { id: movement } = db
      .prepare(
        "insert into movement_submissions (created_at, status, name, new_role, company, previous_role, previous_company, location, submitter_name, submitter_email, description, featured_email, person_notified_at) values (?, 'approved', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id",
      )
      .get(
        now,
        long(`Long story ${suffix} ${i}`),
        long("Role"),
        long("Company"),
        long("Before"),
        long("Previous"),
        long("Place"),
        long("Sender"),
        `sender.${suffix}.${i}@example.com`,
        lines(1000),
        `featured.${suffix}.${i}@example.com`,
        now,
      ) as { id: number };
    // A correction from the person, every field changed at its limit, waiting above the lists.
    db.prepare(
      "insert into movement_corrections (movement_id, created_at, status, name, new_role, company, previous_role, previous_company, location, description, note) values (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      movement,
      now,
      long("Corrected"),
      long("New"),
      long("Other"),
      long("Earlier"),
      long("Former"),
      long("Elsewhere"),
      lines(1000),
      lines(500),
    );
    db.prepare(
      "insert into company_reviews (created_at, company_id, status, rating, title, body, reviewer_email, confirmed_at, relationship) values (?, ?, 'approved', 4, 'Long and honest', ?, ?, ?, 'client')",
    ).run(now, listed, lines(2000), `long.${suffix}.${i}@example.com`, now);
  }
  for (let i = 0; i < 6; i++) {
    db.prepare(
      "insert into contact_messages (created_at, status, name, email, subject, message) values (?, 'new', 'Long Writer', ?, 'A long question', ?)",
    ).run(now, `writer.${suffix}.${i}@example.com`, lines(2000));
  }
  // Claims of companies (issue 32), every field at its limit: standing ones with their Revoke
  // form, and revoked ones with a reason of 500 characters.
  for (let i = 0; i < 6; i++) {
    const revoked = i % 2 === 1;
    db.prepare(
      "insert into company_claims (company_id, created_at, status, name, job_title, email, confirmed_at, revoked_at, revoked_reason) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      listed,
      now,
      revoked ? "revoked" : "confirmed",
      `Claimant ${suffix} ${i} ${"Representative ".repeat(6)}`.slice(0, 100),
      `Vice President ${"of Talent Acquisition ".repeat(5)}`.slice(0, 100),
      `a.rather.long.work.address.${suffix}.${i}@careers.long-text-staffing.example.com`,
      now,
      revoked ? now : null,
      revoked ? lines(500) : null,
    );
  }
  // What companies send (issue 32), at their limits and dated long ago so that they come first:
  // an edit of a published reply to each long review (both texts at 2,000), a flag on each, and
  // a proposal that changes every fact, the description at 1,000.
  const old = (second: number) => new Date(Date.UTC(2000, 0, 1, 0, 0, second)).toISOString();
  const { id: claim } = db
    .prepare("select id from company_claims where company_id = ? limit 1")
    .get(listed) as { id: number };
  const longReviews = db
    .prepare("select id from company_reviews where company_id = ? and status = 'approved'")
    .all(listed) as { id: number }[];
  for (const [i, { id }] of longReviews.entries()) {
    db.prepare(
      "insert into review_replies (review_id, company_id, claim_id, created_at, published_body, published_at, pending_body, submitted_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(id, listed, claim, now, lines(2000), now, lines(2000), old(i));
    db.prepare(
      "insert into review_flags (review_id, company_id, claim_id, created_at, reason) values (?, ?, ?, ?, 'conflict-of-interest')",
    ).run(id, listed, claim, old(i));
  }
  const facts = (description: string, place: string) =>
    JSON.stringify({
      description,
      website: `https://careers.long-text-staffing-${suffix}.example.com/about/our-company`,
      location: `${place} ${"Township ".repeat(12)}`.slice(0, 100),
      employee_count: "Between five hundred and one thousand employees, ".slice(0, 50),
      specialties: ["it", "healthcare", "light-industrial", "finance-accounting", "engineering"],
      services: ["temporary", "temp-to-hire", "direct-hire", "rpo", "msp", "payrolling"],
      states: ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID"],
    });
  db.prepare(
    "insert into profile_proposals (company_id, claim_id, created_at, status, proposed, previous) values (?, ?, ?, 'pending', ?, ?)",
  ).run(
    listed,
    claim,
    old(0),
    facts(lines(1000), "Columbus"),
    JSON.stringify({
      description: lines(1000).replaceAll("Line", "Was"),
      website: null,
      location: "Dayton, OH",
      employee_count: null,
      specialties: [],
      services: [],
      states: [],
    }),
  );
  // A page of failed e-mail with long subjects and errors, dated long ago so that no other
  // test's newest mail is pushed down; the failed list shows them (after any newer failure).
  for (let i = 0; i < 10; i++) {
    db.prepare(
      "insert into mail_outbox (created_at, message_id, category, recipient, subject, text_body, html_body, status, attempts, next_attempt_at, last_error) values (?, ?, 'notification', ?, ?, 'text', '<p>html</p>', 'failed', 5, ?, ?)",
    ).run(
      "2000-01-01T00:00:00.000Z",
      `<tall.${suffix}.${i}@staffing-spotlight.test>`,
      `a.rather.long.recipient.address.${suffix}.${i}@subdomain.example.com`,
      `Your movement is published: ${"Senior Vice President of Strategic Accounts ".repeat(2)}`,
      "2000-01-01T00:00:00.000Z",
      `550 5.1.1 <a.rather.long.recipient.address@subdomain.example.com>: Recipient address rejected: ${"User unknown in virtual mailbox table; ".repeat(8)}`,
    );
  }
  db.close();
  await signInModerator(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const view of [
      "movements",
      "movements&list=published",
      "movements&list=unconfirmed",
      "movements&list=corrections",
      "movements&list=taken-down",
      "companies",
      "companies&list=published",
      "companies&list=claims",
      "companies&list=proposals",
      "reviews",
      "reviews&list=published",
      "reviews&list=replies",
      "reviews&list=flags",
      "contact",
      "certificates",
      "questions",
      "outbox",
      "outbox&mail=failed",
      "audit",
    ]) {
      await page.goto(`/admin?view=${view}`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${view} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height * 3);
      // What companies send (issue 32), its lists full: axe on the phone's layout.
      if (viewport.width === 390 && /list=(proposals|replies|flags)$/.test(view))
        await expectNoAxeViolations(page);
    }
  }
});
