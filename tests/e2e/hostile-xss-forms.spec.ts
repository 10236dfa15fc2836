/**
 * Hostile input, cross-site scripting through every form: each payload refused and re-rendered,
 * accepted, moderated, then shown on every page that shows what was sent.
 * Shared helpers: hostile-support.ts; the payloads: hostile-corpus.ts.
 */
import { assessmentQuestions } from "../../app/content/assessment";
import { normalizeTags } from "../../app/features/movements/schema";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import {
  normalized,
  stored,
  wholeCorpus,
  xmlForbiddenCharacters,
  xssCorpus,
  xssPayload,
} from "./hostile-corpus";
import {
  addHiddenInputs,
  escapeRegExp,
  expectedStatusLines,
  expectNoTrace,
  hydrated,
  moderatorPage,
  oneRow,
  postBypassingChecks,
  watch,
} from "./hostile-support";
import {
  asNewVisitor,
  enterAssessmentCode,
  reviewConfirmationPath,
  serverDb,
  uniqueSuffix,
} from "./support";

// Refused posts (400, 401, 409, 429) and unknown pages (404) are logged by the browser as
// console errors; anything else in the console, a CSP violation above all, still fails.
test.use({ allowConsoleErrors: [expectedStatusLines] });

// ---------------------------------------------------------------------------------------------
// Cross-site scripting: every form, every page that shows what was sent

test.describe("cross-site scripting", () => {
  test("a movement: refused and re-rendered, accepted, moderated, then shown on every page", async ({
    page,
    browser,
  }) => {
    // Every long field below carries the whole corpus: were it to outgrow 1000 characters once
    // stored, the forms would refuse it and these tests would quietly cover less.
    expect(stored(wholeCorpus()).length).toBeLessThanOrEqual(990);
    const suffix = uniqueSuffix();
    const visitor = await watch(page);
    await asNewVisitor(page);

    // 1. Every payload in every field, with an e-mail that is itself a payload: refused.
    await page.goto("/submit");
    await hydrated(page);
    const form = page.locator('form[action="/submit"]');
    const textboxes = [
      "Full Name",
      "New Role",
      "Company",
      "Previous Role",
      "Previous Company",
      "Location",
      "Your Name",
    ];
    for (const name of textboxes)
      await page.getByRole("textbox", { name, exact: true }).fill(wholeCorpus(" "));
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(wholeCorpus());
    await page.getByRole("textbox", { name: "Your Email", exact: true }).fill(xssPayload("x04"));
    const rawTags = xssCorpus.slice(0, 12).map((payload) => payload.text);
    await addHiddenInputs(form, "tags", rawTags);
    await postBypassingChecks(page, form, 400);
    await expect(
      page.getByText("Please enter a valid email address", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText("Name must be less than 100 characters", { exact: true }),
    ).toBeVisible();
    await expectNoTrace(visitor, "the refused movement form");
    for (const name of textboxes)
      await expect(page.getByRole("textbox", { name, exact: true })).toHaveValue(wholeCorpus(" "));
    await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
      wholeCorpus(),
    );
    await expect(page.getByRole("textbox", { name: "Your Email", exact: true })).toHaveValue(
      xssPayload("x04"),
    );
    await expect(page.getByRole("list", { name: "Added tags" }).getByRole("listitem")).toHaveText(
      normalizeTags(rawTags).map((tag) => normalized(`#${tag}`)),
    );

    // 2. A payload in every field that fits, accepted.
    const sent = {
      name: `Xss ${suffix} ${xssPayload("x04")}`,
      newRole: `Lead ${xssPayload("x24")}`,
      company: `Xss Co ${suffix} ${xssPayload("x25")}`,
      previousRole: xssPayload("x16"),
      previousCompany: xssPayload("x19"),
      location: xssPayload("x14"),
      description: `${wholeCorpus()}\n${xmlForbiddenCharacters}`,
      submitterName: xssPayload("x08"),
    };
    const tags = [
      `Xss${suffix}`,
      `"><svg onload=alert('t1') data-xss=t1>T${suffix}`,
      xssPayload("x14"),
      "{{7*7}}",
    ];
    const shown = Object.fromEntries(
      Object.entries(sent).map(([field, value]) => [field, stored(value)]),
    ) as typeof sent;
    const shownTags = normalizeTags(tags);
    await page.goto("/submit");
    await hydrated(page);
    const fields: [string, string][] = [
      ["Full Name", sent.name],
      ["New Role", sent.newRole],
      ["Company", sent.company],
      ["Previous Role", sent.previousRole],
      ["Previous Company", sent.previousCompany],
      ["Location", sent.location],
      ["Description", sent.description],
      ["Your Name", sent.submitterName],
      ["Your Email", `hostile.${suffix}@example.com`],
    ];
    for (const [name, value] of fields)
      await page.getByRole("textbox", { name, exact: true }).fill(value);
    for (const tag of tags) {
      await page.getByLabel("Add a tag").fill(tag);
      await page.getByLabel("Add a tag").press("Enter");
    }
    await expect(page.getByRole("list", { name: "Added tags" }).getByRole("listitem")).toHaveText(
      shownTags.map((tag) => `#${tag}`),
    );
    await expectNoTrace(visitor, "the filled movement form");
    await page.getByRole("button", { name: "Submit Movement" }).click();
    await expect(page.getByText("Movement submitted successfully! 🎉")).toBeVisible();
    const { id } = oneRow<{ id: number }>(
      "select id from movement_submissions where submitter_email = ?",
      `hostile.${suffix}@example.com`,
    );
    const db = serverDb();
    const { id: rejectId } = db
      .prepare(
        "insert into movement_submissions (created_at, status, name, new_role, company, description) values (?, 'pending', ?, 'Recruiter', 'Elsewhere', 'To be rejected.') returning id",
      )
      .get(new Date().toISOString(), `Reject ${suffix}`) as { id: number };
    db.close();

    // 3. The moderators' workspace shows it, pending, as text; a rejection reason is a payload too.
    const moderator = await moderatorPage(browser);
    const admin = moderator.page;
    await admin.goto(`/admin?view=movements&item=${id}`);
    await expectNoTrace(moderator, "the workspace with the pending movement");
    const pending = admin.locator(`article[aria-labelledby="review-movement-${id}"]`);
    await expect(pending.getByRole("heading")).toHaveText(normalized(shown.name));
    for (const value of Object.values(shown))
      await expect(pending).toContainText(normalized(value));
    for (const tag of shownTags) await expect(pending).toContainText(normalized(`#${tag}`));
    const reason = `Duplicate ${suffix} ${xssPayload("x02")} ${xssPayload("x24")}`;
    await admin.goto(`/admin?view=movements&item=${rejectId}`);
    const toReject = admin.locator(`article[aria-labelledby="review-movement-${rejectId}"]`);
    await toReject.getByLabel("Reason", { exact: true }).fill(reason);
    await toReject.getByRole("button", { name: "Reject" }).click();
    // The confirm step shows the reason as text, in its field.
    const confirm = admin.getByRole("dialog");
    await expect(confirm.getByRole("textbox", { name: "Reason" })).toHaveValue(stored(reason));
    await expectNoTrace(moderator, "the rejection's confirm step");
    await confirm.getByRole("button", { name: "Yes, reject" }).click();
    await expect(admin.getByText("Rejected", { exact: true })).toBeVisible();
    await admin.goto("/admin?view=audit");
    await expect(admin.getByRole("region", { name: "Audit log" })).toContainText(
      normalized(`“${stored(reason)}”`),
    );
    await expectNoTrace(moderator, "the workspace's audit log");
    await admin.goto(`/admin?view=movements&item=${id}`);
    await pending.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Approved and published")).toBeVisible();
    await admin.goto(`/admin?view=movements&list=published&item=${id}`);
    await expect(admin.locator(`article[aria-labelledby="review-movement-${id}"]`)).toContainText(
      normalized(shown.description),
    );
    await expectNoTrace(moderator, "the workspace's published movements");

    // 4. Every public page that shows it.
    const card = page.locator(`article[aria-labelledby="movement-${id}"]`);
    for (const path of [
      "/",
      "/movements",
      `/movements?q=${encodeURIComponent(`Xss ${suffix} ">`)}`,
      `/movements?tag=${encodeURIComponent(`">T${suffix}`)}`,
    ]) {
      await page.goto(path);
      await expect(card.getByRole("heading")).toHaveText(normalized(shown.name));
      for (const value of [shown.newRole, shown.company, shown.location])
        await expect(card).toContainText(normalized(value));
      await expectNoTrace(visitor, path);
    }
    await expect(page.locator("h2[aria-live]")).toHaveText(`1 movement tagged #">T${suffix}`);
    await card.getByRole("link", { name: /^Read more about/ }).click();
    await expect(page).toHaveURL(new RegExp(`/movements/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(normalized(shown.name));
    await expect(page).toHaveTitle(
      `${shown.name}: ${shown.newRole} at ${shown.company} | Staffing Spotlight`,
    );
    const article = page.getByRole("article");
    await expect(article).toContainText(normalized(shown.newRole));
    await expect(article).toContainText(
      normalized(`Previously ${shown.previousRole} at ${shown.previousCompany}`),
    );
    await expect(article).toContainText(normalized(shown.description));
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      [...shownTags].sort().map((tag) => normalized(`#${tag}`)),
    );
    await expectNoTrace(visitor, `/movements/${id}`);

    // 5. The RSS feed: well-formed XML whose text is exactly what was stored, never markup.
    for (const path of [`/movements/rss.xml?tag=Xss${suffix}`, "/movements/rss.xml"]) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const feed = await page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          return {
            error: doc.querySelector("parsererror")?.textContent ?? null,
            items: Array.from(doc.querySelectorAll("item")).map((item) => ({
              elements: Array.from(item.children).map((child) => child.localName),
              title: item.querySelector("title")?.textContent,
              link: item.querySelector("link")?.textContent,
              description: item.querySelector("description")?.textContent,
              categories: Array.from(item.querySelectorAll("category")).map(
                (category) => category.textContent,
              ),
            })),
          };
        },
        await response.text(),
      );
      expect(feed.error, `${path} is well-formed XML`).toBeNull();
      expect(feed.items.find((item) => item.link?.endsWith(`/movements/${id}`))).toEqual({
        elements: [
          "title",
          "link",
          "guid",
          "pubDate",
          "description",
          ...shownTags.map(() => "category"),
        ],
        title: `${shown.name}: ${shown.newRole} at ${shown.company}`,
        link: `${baseURL}/movements/${id}`,
        // Characters that XML forbids are left out of the feed, and only of the feed.
        description: shown.description.replace(/[\uFFFE\uFFFF]/g, ""),
        categories: [...shownTags].sort(),
      });
    }
    await admin.context().close();
  });

  test("a company and its review: refused, accepted, edited by a moderator, then shown", async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const visitor = await watch(page);
    await asNewVisitor(page);

    await page.goto("/submit-company");
    await hydrated(page);
    const companyForm = page.locator('form[action="/submit-company"]');
    const textboxes = ["Company Name", "Industry", "Location", "Employee Count"];
    for (const name of textboxes)
      await page.getByRole("textbox", { name, exact: true }).fill(wholeCorpus(" "));
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(wholeCorpus());
    await page.getByRole("textbox", { name: "Website", exact: true }).fill(xssPayload("x14"));
    await page.getByRole("textbox", { name: "Logo URL", exact: true }).fill(xssPayload("x15"));
    await postBypassingChecks(page, companyForm, 400);
    await expect(page.getByText("Please enter a valid website URL", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid logo URL", { exact: true })).toBeVisible();
    await expectNoTrace(visitor, "the refused company form");
    for (const name of textboxes)
      await expect(page.getByRole("textbox", { name, exact: true })).toHaveValue(wholeCorpus(" "));
    await expect(page.getByRole("textbox", { name: "Website", exact: true })).toHaveValue(
      xssPayload("x14"),
    );

    const sent = {
      name: `Xss Co ${suffix} ${xssPayload("x05")}`,
      website: `https://xss.example.com/?q="><svg onload=alert('w1') data-xss=w1>`,
      description: wholeCorpus(),
      industry: xssPayload("x19"),
      location: xssPayload("x14"),
      employeeCount: "<b data-xss=e1>51-200</b>",
      logo: `${baseURL}/robots.txt?"><img src=x onerror=alert('l1') data-xss=l1>`,
    };
    await page.goto("/submit-company");
    await hydrated(page);
    const companyFields: [string, string][] = [
      ["Company Name", sent.name],
      ["Website", sent.website],
      ["Description", sent.description],
      ["Industry", sent.industry],
      ["Location", sent.location],
      ["Employee Count", sent.employeeCount],
      ["Logo URL", sent.logo],
    ];
    for (const [name, value] of companyFields)
      await page.getByRole("textbox", { name, exact: true }).fill(value);
    await page.getByRole("button", { name: "Submit Company" }).click();
    await expect(page).toHaveURL(/\/companies\?submitted=1$/);
    const name = stored(sent.name);
    const website = new URL(sent.website).toString();
    const { id } = oneRow<{ id: number }>("select id from companies where name = ?", name);

    // The moderator corrects two fields with more payloads, then approves.
    const moderator = await moderatorPage(browser);
    const admin = moderator.page;
    await admin.goto(`/admin?view=companies&item=${id}`);
    await expectNoTrace(moderator, "the workspace with the pending company");
    const pending = admin.locator(`article[aria-labelledby="review-company-${id}"]`);
    await expect(pending.getByRole("heading")).toHaveText(normalized(name));
    for (const value of [website, stored(sent.description), sent.industry, sent.location, "51-200"])
      await expect(pending).toContainText(normalized(value));
    const edited = {
      description: `Edited ${suffix}\n${wholeCorpus()}`,
      industry: `Edited ${xssPayload("x25")}`,
    };
    await pending.getByText("Fix typos, then approve").click();
    await pending
      .getByRole("textbox", { name: "Description", exact: true })
      .fill(edited.description);
    await pending.getByRole("textbox", { name: "Industry", exact: true }).fill(edited.industry);
    await pending.getByRole("button", { name: "Save and approve" }).click();
    await expect(admin.getByText("Approved and published")).toBeVisible();
    await expectNoTrace(moderator, "the workspace's listed companies");

    // The directory, its live search and the profile.
    await page.goto(`/companies?q=${encodeURIComponent(`Xss Co ${suffix} '`)}`);
    const card = page.locator(`article[aria-labelledby="company-${id}"]`);
    await expect(card.getByRole("heading")).toHaveText(normalized(name));
    await expect(card).toContainText(normalized(edited.industry));
    await expect(card).toContainText(normalized(sent.location));
    await expectNoTrace(visitor, "/companies?q=");
    await page.goto("/companies");
    await hydrated(page);
    await page.getByRole("searchbox").fill(`${suffix} '>`);
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.locator("h2[aria-live]")).toHaveText(`1 company matching "${suffix} '>"`);
    await expect(card).toBeVisible();
    await expectNoTrace(visitor, "the live company search");

    await page.goto(`/company/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(normalized(name));
    await expect(page).toHaveTitle(`${name} | Staffing Spotlight`);
    const profile = page.getByRole("article").first();
    await expect(profile).toContainText(normalized(stored(edited.description)));
    await expect(profile).toContainText(normalized(edited.industry));
    await expect(profile).toContainText(normalized(sent.location));
    await expect(page.getByRole("link", { name: /Visit website/ })).toHaveAttribute(
      "href",
      website,
    );
    // The logo address is not an image, so the first letter stands in for it.
    await expect(page.getByRole("img", { name: `${name} logo` })).toHaveCount(0);
    await expectNoTrace(visitor, `/company/${id}`);

    // A review: refused with a tampered rating and a payload e-mail, then accepted.
    const reviewForm = page.locator(`form[action="/company/${id}"]`);
    for (const label of ["Title", "Your name (optional)"])
      await page.getByRole("textbox", { name: label, exact: true }).fill(wholeCorpus(" "));
    await page.getByRole("textbox", { name: "Your review", exact: true }).fill(wholeCorpus());
    await page.getByRole("textbox", { name: "Your email", exact: true }).fill(xssPayload("x04"));
    // The tampered rating goes in a field of its own, no star chosen: a star's value set by hand
    // would be set back by React if the form re-rendered before the post (the form's checks
    // load on first input, later on a busy machine).
    await expect(reviewForm.locator('input[name="rating"]:checked')).toHaveCount(0);
    await addHiddenInputs(reviewForm, "rating", [xssPayload("x03")]);
    await postBypassingChecks(page, reviewForm, 400);
    await expect(
      page.getByText("Please choose a rating from 1 to 5 stars", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText("Please enter a valid email address", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
      wholeCorpus(" "),
    );
    await expectNoTrace(visitor, "the refused review form");

    const review = {
      title: `Review ${suffix} ${xssPayload("x24")}`,
      body: wholeCorpus(),
      reviewerName: xssPayload("x25"),
    };
    await page.goto(`/company/${id}`);
    await hydrated(page);
    await page.getByRole("radio", { name: "Client (we hire through them)" }).check();
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(review.title);
    await page.getByRole("textbox", { name: "Your review", exact: true }).fill(review.body);
    await page
      .getByRole("textbox", { name: "Your name (optional)", exact: true })
      .fill(review.reviewerName);
    await page
      .getByRole("textbox", { name: "Your email", exact: true })
      .fill(`reviewer.${suffix}@example.com`);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    // It reaches the workspace once its address is confirmed through the e-mailed link, whose
    // page shows the review's title.
    const { name: reviewedName } = oneRow<{ name: string }>(
      "select name from companies where id = ?",
      id,
    );
    await page.goto(await reviewConfirmationPath(`reviewer.${suffix}@example.com`, reviewedName));
    await expect(page.getByText(normalized(stored(review.title)))).toBeVisible();
    await expectNoTrace(visitor, "the review's confirmation page");
    await page.getByRole("button", { name: "Confirm my review" }).click();
    await expect(page.getByText(/is confirmed/)).toBeVisible();
    await expectNoTrace(visitor, "the confirmed review's page");
    const { id: reviewId } = oneRow<{ id: number }>(
      "select id from company_reviews where reviewer_email = ?",
      `reviewer.${suffix}@example.com`,
    );

    await admin.goto(`/admin?view=reviews&item=${reviewId}`);
    const pendingReview = admin.locator(`article[aria-labelledby="review-${reviewId}"]`);
    await expect(pendingReview.getByRole("heading")).toHaveText(normalized(stored(review.title)));
    await expect(pendingReview).toContainText(normalized(stored(review.body)));
    await expect(pendingReview).toContainText(normalized(`by ${review.reviewerName}`));
    await expectNoTrace(moderator, "the workspace with the pending review");
    await pendingReview.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Approved and published")).toBeVisible();
    await expectNoTrace(moderator, "the workspace's published reviews");

    await page.goto(`/company/${id}`);
    const shownReview = page.locator(`article[aria-labelledby="company-review-${reviewId}"]`);
    await expect(shownReview.getByRole("heading")).toHaveText(normalized(stored(review.title)));
    await expect(shownReview).toContainText(normalized(stored(review.body)));
    await expect(shownReview).toContainText(normalized(review.reviewerName));
    await expect(page.getByText(`reviewer.${suffix}@example.com`)).toHaveCount(0);
    await expectNoTrace(visitor, `/company/${id} with its review`);
    await admin.context().close();
  });

  test("a contact message: refused, accepted, then read in the moderators' inbox", async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const visitor = await watch(page);
    await asNewVisitor(page);
    await page.goto("/contact");
    await hydrated(page);
    for (const label of ["Name", "Subject"])
      await page.getByRole("textbox", { name: label, exact: true }).fill(wholeCorpus(" "));
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(wholeCorpus());
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(xssPayload("x02"));
    await postBypassingChecks(page, page.locator('form[action="/contact"]'), 400);
    await expect(
      page.getByText("Please enter a valid email address", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      wholeCorpus(),
    );
    await expectNoTrace(visitor, "the refused contact form");

    const sent = {
      name: `Xss ${suffix} ${xssPayload("x04")}`,
      email: `contact.${suffix}@example.com`,
      subject: `Subject ${suffix} ${xssPayload("x19")} ${xssPayload("x25")}`,
      message: wholeCorpus(),
    };
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(sent.name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(sent.email);
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill(sent.subject);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(sent.message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    const { id } = oneRow<{ id: number }>(
      "select id from contact_messages where email = ?",
      sent.email,
    );

    const moderator = await moderatorPage(browser);
    const admin = moderator.page;
    await admin.goto(`/admin?view=contact&item=${id}`);
    const message = admin.locator(`article[aria-labelledby="message-${id}"]`);
    await expect(message.getByRole("heading")).toHaveText(
      normalized(`${stored(sent.subject)} (new)`),
    );
    await expect(message).toContainText(normalized(stored(sent.name)));
    await expect(message).toContainText(normalized(stored(sent.message)));
    await expect(message.getByRole("link", { name: sent.email })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${sent.email.replace(/\./g, "\\.")}\\?subject=`),
    );
    await expectNoTrace(moderator, "the contact inbox");
    await message.getByRole("button", { name: "Mark as handled" }).click();
    await expect(admin.getByText("Marked as handled")).toBeVisible();
    await expectNoTrace(moderator, "the contact inbox after marking as handled");
    await admin.context().close();
  });

  test("an assessment: details kept as sent appear on the certificate, the verification page and the completions", async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const visitor = await watch(page);
    await asNewVisitor(page);
    // The name goes on the certificate, the verification page and the completions table.
    const details = {
      name: `${xssPayload("x08")} ${xssPayload("x24")}`,
      company: `"><svg onload=alert('a2') data-xss=a2></title>`,
      designation: `' onmouseover='alert("a3")' data-xss='a3 </textarea>`,
    };
    const kept = { name: stored(details.name), company: stored(details.company) };
    const byQuestion = new Map(assessmentQuestions.map((item) => [item.question, item]));

    await page.goto("/assessment");
    await hydrated(page);
    await page.getByLabel("Full Name").fill(details.name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(xssPayload("x04"));
    await page.getByLabel("Company").fill(details.company);
    await page.getByLabel("Designation").fill(details.designation);
    await postBypassingChecks(page, page.locator('form[action="/assessment"]'), 400);
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(details.name);
    await expect(page.getByLabel("Designation")).toHaveValue(details.designation);
    await expectNoTrace(visitor, "the refused assessment details");

    const email = `assess.${suffix}@example.com`;
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("button", { name: "Start the Assessment" }).click();
    await enterAssessmentCode(page, email);
    for (let index = 0; index < 25; index++) {
      await expect(page.getByText(`Question ${index + 1} of 25`)).toBeVisible();
      const question = byQuestion.get((await page.locator("legend").textContent()) ?? "");
      if (!question) throw new Error("a question the test does not know");
      await page
        .getByRole("radio", { name: question.options[question.correctAnswer], exact: true })
        .check();
      await page.getByRole("button", { name: index === 24 ? "Submit" : "Next" }).click();
    }
    await expect(page.getByRole("heading", { name: "Section 2: Your experience" })).toBeVisible();
    for (const box of await page.getByRole("textbox").all())
      await box.fill(`${xssPayload("x01")} ${xssPayload("x24")}`);
    await page.getByRole("button", { name: "Submit Answers" }).click();
    await expect(page.getByText("Your score: 100%")).toBeVisible({ timeout: 5000 });
    await expectNoTrace(visitor, "the assessment results");

    await page.getByRole("link", { name: "View your certificate" }).click();
    const preview = page.getByRole("img", { name: /^Certificate of Achievement for / });
    await expect(preview).toHaveAttribute(
      "alt",
      new RegExp(`^Certificate of Achievement for ${escapeRegExp(kept.name)}, score 100%`),
    );
    await expectNoTrace(visitor, "the certificate");
    await page.getByRole("link", { name: /\/verify\/SS-/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
    await expect(page.locator("dd").first()).toHaveText(normalized(kept.name));
    await expectNoTrace(visitor, "the verification page");

    const moderator = await moderatorPage(browser);
    const admin = moderator.page;
    const { id: completionId } = oneRow<{ id: number }>(
      "select id from assessment_completions where email = ?",
      email,
    );
    await admin.goto(`/admin?view=certificates&item=${completionId}`);
    const row = admin
      .getByRole("region", { name: "Latest assessment completions" })
      .getByRole("row")
      .filter({ hasText: email });
    await expect(row.getByRole("rowheader")).toHaveText(normalized(kept.name));
    await expect(row.getByRole("cell")).toHaveText([
      /UTC$/,
      email,
      normalized(kept.company),
      "100%",
      /^SS-/,
    ]);
    await expectNoTrace(moderator, "the completions table");
    // The export is a download, never a page a browser would render.
    const csv = await admin.request.get("/admin/completions.csv");
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment/);
    await admin.context().close();
  });
});
