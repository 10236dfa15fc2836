import type { Browser, Locator, Page } from "@playwright/test";
import type Database from "better-sqlite3";
import { assessmentQuestions } from "../../app/content/assessment";
import { normalizeTags } from "../../app/features/movements/schema";
import { sanitizeText } from "../../app/lib/sanitize";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import {
  normalized,
  sqlCorpus,
  stored,
  wholeCorpus,
  xmlForbiddenCharacters,
  xssCorpus,
  xssPayload,
} from "./hostile-corpus";
import { addModerator, asNewVisitor, serverDb, uniqueSuffix } from "./support";

// Refused posts (400, 401, 409, 429) and unknown pages (404) are logged by the browser as
// console errors; anything else in the console, a CSP violation above all, still fails.
const expectedStatusLines = /status of (400|401|404|409|429)/;
test.use({ allowConsoleErrors: [expectedStatusLines] });

// ---------------------------------------------------------------------------------------------
// Watching a page for any sign that a payload ran or became markup

interface Watched {
  page: Page;
  /** Dialogs, console errors and page errors seen so far. */
  problems: string[];
}

/** Records dialogs, console errors and CSP violations from the page's very first script on. */
async function watch(page: Page): Promise<Watched> {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !expectedStatusLines.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    // A CSP report means something tried to run or load: a failure even though it was blocked.
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI}: ${event.sample}`),
    );
  });
  return { page, problems };
}

/** Runs in the page: everything that injected markup or script would leave behind. */
function findTraces(): string[] {
  const traces: string[] = [];
  const state = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
  if (state.__xss !== undefined) traces.push(`window.__xss = ${JSON.stringify(state.__xss)}`);
  for (const violation of state.__cspViolations ?? []) traces.push(`CSP: ${violation}`);
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  for (const element of document.querySelectorAll("[data-xss]"))
    traces.push(`marker element: ${describe(element)}`);
  for (const element of document.querySelectorAll(
    "iframe, frame, object, embed, base, meta[http-equiv]",
  ))
    traces.push(`unexpected element: ${describe(element)}`);
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of Array.from(element.attributes)) {
      // The app binds events through React, never through on* attributes.
      if (/^on/i.test(attribute.name)) traces.push(`event-handler attribute: ${describe(element)}`);
      else if (
        /^(href|src|action|formaction|data|srcdoc|xlink:href|poster)$/i.test(attribute.name) &&
        /^\s*(javascript|vbscript|data:(?!image\/))/i.test(attribute.value)
      )
        traces.push(`script URL: ${describe(element)}`);
    }
  }
  for (const script of Array.from(document.scripts)) {
    if (script.type !== "application/ld+json" && !script.nonce)
      traces.push(`script without the page's nonce: ${describe(script)}`);
  }
  return traces;
}

/**
 * Waits until React has hydrated the page and its effects have rendered. (Polled inside the
 * page: Playwright's waitForFunction evaluates strings, which the site's CSP rightly refuses.)
 */
async function hydrated(page: Page) {
  await page.evaluate(async () => {
    const isHydrated = () => {
      const main = document.querySelector("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    };
    for (let waited = 0; !isHydrated(); waited += 20) {
      if (waited > 15_000) throw new Error("the page did not hydrate");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function expectNoTrace(watched: Watched, where: string) {
  const { page } = watched;
  await hydrated(page);
  const traces = await page.evaluate(findTraces);
  const frames = page.frames().length > 1 ? [`${page.frames().length - 1} frame(s) created`] : [];
  expect(
    [...traces, ...frames, ...watched.problems],
    `traces of hostile input on ${where}`,
  ).toEqual([]);
}

/**
 * Posts the form without the browser-side checks, which would refuse it first, as a bot or a
 * script-free browser would: the page then shows the server's refusal and re-rendered form.
 */
async function postBypassingChecks(page: Page, form: Locator, expectedStatus: number) {
  await page.evaluate(() => Object.assign(window, { __beforePost: true }));
  const response = page.waitForResponse(
    (candidate) =>
      candidate.request().method() === "POST" && candidate.request().isNavigationRequest(),
  );
  await form.evaluate((element) => HTMLFormElement.prototype.submit.call(element));
  expect((await response).status()).toBe(expectedStatus);
  // The answer is a new document: wait until the old one, marked above, is gone.
  await expect(async () =>
    expect(await page.evaluate(() => "__beforePost" in window)).toBe(false),
  ).toPass();
}

async function addHiddenInputs(form: Locator, name: string, values: string[]) {
  await form.evaluate(
    (element, { name, values }) => {
      for (const value of values) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        element.append(input);
      }
    },
    { name, values },
  );
}

// ---------------------------------------------------------------------------------------------
// Moderators and the server's database

const moderatorPassword = "a long passphrase for the hostile-input moderator";

/** A moderator of its own, signed in on a page of its own, watched like a visitor's. */
async function moderatorPage(browser: Browser): Promise<Watched> {
  const email = `mod.hostile.${uniqueSuffix()}@example.com`;
  await addModerator(email, moderatorPassword);
  const page = await (await browser.newContext()).newPage();
  const watched = await watch(page);
  await asNewVisitor(page);
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill(moderatorPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  return watched;
}

/** Types each value into the text box with exactly that label. */
async function fillTextboxes(page: Page, fields: [label: string, value: string][]) {
  for (const [label, value] of fields)
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The one row a query must find in the server's database. */
function oneRow<T>(query: string, ...params: (string | number)[]): T {
  const db = serverDb();
  try {
    const row = db.prepare(query).get(...params) as T | undefined;
    if (row === undefined) throw new Error(`no row for: ${query} ${JSON.stringify(params)}`);
    return row;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Cross-site scripting: every form, every page that shows what was sent

test.describe("cross-site scripting", () => {
  test("a movement: refused and re-rendered, accepted, moderated, then shown on every page", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
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
    await admin.goto("/admin");
    await expectNoTrace(moderator, "the workspace with the pending movement");
    const pending = admin.locator(`article[aria-labelledby="review-movement-${id}"]`);
    await expect(pending.getByRole("heading")).toHaveText(normalized(shown.name));
    for (const value of Object.values(shown))
      await expect(pending).toContainText(normalized(value));
    for (const tag of shownTags) await expect(pending).toContainText(normalized(`#${tag}`));
    const reason = `Duplicate ${suffix} ${xssPayload("x02")} ${xssPayload("x24")}`;
    const toReject = admin.locator(`article[aria-labelledby="review-movement-${rejectId}"]`);
    await toReject.getByLabel("Reason").fill(reason);
    await toReject.getByRole("button", { name: "Reject" }).click();
    await expect(admin.getByText("Rejected", { exact: true })).toBeVisible();
    await expect(admin.getByRole("region", { name: "Audit log" })).toContainText(
      normalized(`“${stored(reason)}”`),
    );
    await expectNoTrace(moderator, "the workspace's audit log");
    await pending.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Approved and published")).toBeVisible();
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
    test.setTimeout(60_000);
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
    await admin.goto("/admin");
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
    await reviewForm
      .locator('input[name="rating"]')
      .first()
      .evaluate((radio, value) => {
        if (!(radio instanceof HTMLInputElement)) throw new Error("not an input");
        radio.value = value;
        radio.checked = true;
      }, xssPayload("x03"));
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
    const { id: reviewId } = oneRow<{ id: number }>(
      "select id from company_reviews where reviewer_email = ?",
      `reviewer.${suffix}@example.com`,
    );

    await admin.goto("/admin");
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
    await admin.goto("/admin");
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
    test.setTimeout(60_000);
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
    for (let index = 0; index < 25; index++) {
      await expect(page.getByText(`Question ${index + 1} of 25`)).toBeVisible();
      const question = byQuestion.get((await page.locator("legend").textContent()) ?? "");
      if (!question) throw new Error("a question the test does not know");
      await page.getByRole("radio", { name: question.options[question.correctAnswer] }).check();
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
    await admin.goto("/admin");
    const row = admin
      .getByRole("region", { name: "Latest assessment completions" })
      .getByRole("row")
      .filter({ hasText: email });
    await expect(row.getByRole("cell")).toHaveText([
      /UTC$/,
      normalized(kept.name),
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

  test.describe("every payload typed into a search box or a link comes back as text", () => {
    /**
     * What a search may make of a payload: keep it as typed (trimmed, cut), or clean it as
     * stored text is cleaned, so that it can match. Either way it must come back as text.
     */
    const searchedFor = (text: string, max: number) => [
      text.trim().slice(0, max),
      sanitizeText(text, max),
    ];
    // Each surface echoes the query in the page (field, heading) and in its hydration data.
    const surfaces = [
      {
        name: "the company directory",
        path: (text: string) => `/companies?q=${encodeURIComponent(text)}`,
        field: 'input[name="q"]',
        accepted: (text: string) => searchedFor(text, 100),
        echo: (query: string) => `matching "${query}"`,
      },
      {
        name: "the movements feed's search",
        path: (text: string) => `/movements?q=${encodeURIComponent(text)}`,
        field: 'input[name="q"]',
        accepted: (text: string) => searchedFor(text, 100),
        echo: (query: string) => `matching "${query}"`,
      },
      {
        name: "the movements feed's tag filter",
        path: (text: string) => `/movements?tag=${encodeURIComponent(text)}`,
        // The search form carries the tag filter along in a hidden field.
        field: 'input[type="hidden"][name="tag"]',
        accepted: (text: string) => searchedFor(text.replace(/^#/, ""), 50),
        echo: (tag: string) => `tagged #${tag}`,
      },
    ];
    for (const surface of surfaces) {
      test(surface.name, async ({ page }) => {
        test.setTimeout(60_000);
        const watched = await watch(page);
        for (const { id, text } of xssCorpus) {
          await page.goto(surface.path(text));
          await expectNoTrace(watched, `${surface.name} with ${id}`);
          const field = page.locator(surface.field);
          const query = (await field.count()) ? await field.inputValue() : "";
          expect(surface.accepted(text), `what became of ${id}`).toContain(query);
          if (query)
            await expect(page.getByRole("main")).toContainText(normalized(surface.echo(query)));
        }
      });
    }

    test("the certificate check", async ({ page }) => {
      test.setTimeout(60_000);
      const watched = await watch(page);
      for (const { id, text } of xssCorpus) {
        const response = await page.goto(`/verify/${encodeURIComponent(text)}`);
        expect(response?.status()).toBe(404);
        await expectNoTrace(watched, `/verify/ with ${id}`);
        // React Router turns an encoded slash in a path parameter into "/", so a literal
        // "%2F" in the payload comes back as "/".
        const reference = text.toUpperCase().replace(/%2F/g, "/");
        await expect(page.getByRole("main")).toContainText(
          normalized(`with the reference ${reference}.`),
        );
      }
    });

    test("the live company search", async ({ page }) => {
      const watched = await watch(page);
      await page.goto("/companies");
      await hydrated(page);
      for (const id of ["x04", "x08", "x24"]) {
        const typed = xssPayload(id);
        await page.getByRole("searchbox").fill(typed);
        await expect(page).toHaveURL((url) => url.searchParams.get("q") === typed);
        const echoes = searchedFor(typed, 100).map((query) => `matching "${escapeRegExp(query)}"`);
        await expect(page.locator("h2[aria-live]")).toContainText(new RegExp(echoes.join("|")));
        await expectNoTrace(watched, `the live search with ${id}`);
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------
// SQL injection: search boxes, path parameters and form fields

interface Seeded {
  suffix: string;
  approvedCompanies: { plain: number; percent: number; quote: number };
  hiddenCompanies: number[];
  approvedMovement: number;
  hiddenMovements: number[];
  reference: string;
}

/**
 * Companies and movements whose names hold quotes and LIKE wildcards, as approved, pending and
 * rejected rows: a search may show only approved rows that contain the words literally.
 */
function seed(): Seeded {
  const suffix = uniqueSuffix();
  const db = serverDb();
  // Long ago, so that they never push anything off the home page's recent movements.
  const createdAt = "2001-01-01T00:00:00.000Z";
  const company = (name: string, status: string) =>
    (
      db
        .prepare(
          "insert into companies (created_at, status, name, name_key, industry, location) values (?, ?, ?, ?, 'Staffing', 'Reno, NV') returning id",
        )
        .get(createdAt, status, name, name.toLowerCase().replace(/\s+/g, "")) as { id: number }
    ).id;
  const movement = (name: string, status: string) => {
    const { id } = db
      .prepare(
        "insert into movement_submissions (created_at, status, name, new_role, company, description) values (?, ?, ?, 'Recruiter', ?, 'Seeded for the SQL-injection tests.') returning id",
      )
      .get(createdAt, status, name, `Sqlguard ${suffix} 100% Staffing`) as { id: number };
    db.prepare("insert into movement_tags (movement_id, tag) values (?, ?)").run(
      id,
      `Sqli${suffix}`,
    );
    return id;
  };
  const reference = `SS-2001-01-SQLGUARD-${suffix
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, "A")
    .slice(-6)
    .padStart(6, "Q")}`;
  db.prepare(
    "insert into assessment_completions (created_at, full_name, email, company_name, designation, score, total_questions, certificate_type, section2_q1, section2_q2, section2_q3, section2_q7_positions, section2_q8_geographies, passed, reference) values (?, ?, ?, 'Co', 'Recruiter', 90, 25, 'standard', '', '', '', '', '', 1, ?)",
  ).run(createdAt, `Sqlguard ${suffix}`, `sqlguard.${suffix}@example.com`, reference);
  const seeded: Seeded = {
    suffix,
    approvedCompanies: {
      plain: company(`Sqlguard ${suffix} Alpha`, "approved"),
      percent: company(`Sqlguard ${suffix} 100% Staffing`, "approved"),
      quote: company(`Sqlguard ${suffix} O'Brien_Talent`, "approved"),
    },
    hiddenCompanies: [
      company(`Sqlguard ${suffix} Pending`, "pending"),
      company(`Sqlguard ${suffix} Rejected`, "rejected"),
    ],
    approvedMovement: movement(`Sqlguard ${suffix} O'Brien_Talent`, "approved"),
    hiddenMovements: [
      movement(`Sqlguard ${suffix} Pending`, "pending"),
      movement(`Sqlguard ${suffix} Rejected`, "rejected"),
    ],
    reference,
  };
  db.close();
  return seeded;
}

/** SQLite's lower(): ASCII letters only. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());

/** Ids of approved companies that contain the search literally, as the directory should find them. */
function companiesContaining(db: Database.Database, search: string): number[] {
  const needle = asciiLower(search.trim().slice(0, 100));
  const rows = db
    .prepare("select id, name, industry, location from companies where status = 'approved'")
    .all() as { id: number; name: string; industry: string | null; location: string | null }[];
  return rows
    .filter((row) =>
      [row.name, row.industry, row.location].some((value) =>
        asciiLower(value ?? "").includes(needle),
      ),
    )
    .map((row) => row.id);
}

function movementsMatching(db: Database.Database, search: string, tag: string): number[] {
  const needle = asciiLower(search.trim().slice(0, 100));
  const wanted = tag.replace(/^#/, "").trim().slice(0, 50).toLowerCase();
  const rows = db
    .prepare(
      "select id, name, company, new_role from movement_submissions where status = 'approved'",
    )
    .all() as { id: number; name: string; company: string; new_role: string }[];
  const tags = db.prepare("select movement_id, tag from movement_tags").all() as {
    movement_id: number;
    tag: string;
  }[];
  return rows
    .filter(
      (row) =>
        [row.name, row.company, row.new_role].some((value) => asciiLower(value).includes(needle)) &&
        (!wanted ||
          tags.some((item) => item.movement_id === row.id && asciiLower(item.tag) === wanted)),
    )
    .map((row) => row.id);
}

/** The ids a page links to, e.g. every /company/12 card on the directory. */
function idsLinked(html: string, path: "/company/" | "/movements/"): number[] {
  const pattern = new RegExp(`href="${path}(\\d+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => Number(match[1])))];
}

/** A search answered normally: no error page, and no moderator's password hash (scrypt$...). */
async function searchPage(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html, path).not.toContain("Something went wrong");
  expect(html, path).not.toContain("scrypt$");
  return html;
}

test.describe("SQL injection", () => {
  test("search boxes and the tag filter find only approved rows that contain the words literally", async ({
    page,
  }) => {
    const seeded = seed();
    const { suffix, approvedCompanies } = seeded;
    // Searches whose right answer is known exactly: quotes and wildcards are literal text.
    const exact: { search: string; companies: number[]; movements: number[] }[] = [
      { search: `${suffix}' OR '1'='1`, companies: [], movements: [] },
      { search: `${suffix}%`, companies: [], movements: [] },
      { search: `${suffix}_`, companies: [], movements: [] },
      { search: `${suffix}\\`, companies: [], movements: [] },
      { search: `${suffix} O_Brien`, companies: [], movements: [] },
      { search: `${suffix} O'Brien%`, companies: [], movements: [] },
      {
        search: `${suffix} 100%`,
        companies: [approvedCompanies.percent],
        movements: [seeded.approvedMovement],
      },
      {
        search: `${suffix} O'Brien_`,
        companies: [approvedCompanies.quote],
        movements: [seeded.approvedMovement],
      },
    ];
    const cases = [
      ...exact,
      ...sqlCorpus.map((search) => ({ search, companies: undefined, movements: undefined })),
    ];
    const db = serverDb();
    try {
      for (const { search, companies, movements } of cases) {
        const query = encodeURIComponent(search);
        const directory = await searchPage(page, `/companies?q=${query}`);
        const shownCompanies = idsLinked(directory, "/company/");
        const legit = companiesContaining(db, search);
        expect(
          shownCompanies.filter((id) => !legit.includes(id)),
          `companies revealed by ${search}`,
        ).toEqual([]);
        for (const hidden of seeded.hiddenCompanies) expect(shownCompanies).not.toContain(hidden);
        if (companies) expect(shownCompanies.sort(), search).toEqual(companies.sort());

        const found = idsLinked(await searchPage(page, `/movements?q=${query}`), "/movements/");
        const matching = movementsMatching(db, search, "");
        expect(
          found.filter((id) => !matching.includes(id)),
          `movements revealed by q=${search}`,
        ).toEqual([]);
        if (movements) expect(found, search).toEqual(movements);

        const tagged = movementsMatching(db, "", search);
        for (const path of [`/movements?tag=${query}`, `/movements/rss.xml?tag=${query}`]) {
          const ids = path.includes("rss")
            ? [
                ...(await searchPage(page, path)).matchAll(
                  /<link>[^<]*\/movements\/(\d+)<\/link>/g,
                ),
              ].map((match) => Number(match[1]))
            : idsLinked(await searchPage(page, path), "/movements/");
          expect(
            ids.filter((id) => !tagged.includes(id)),
            `movements revealed by ${path}`,
          ).toEqual([]);
          for (const hidden of seeded.hiddenMovements) expect(ids).not.toContain(hidden);
        }
      }
      // The tag filter is an exact, case-insensitive match: only the approved movement.
      const tagCases: [string, number[]][] = [
        [`sqli${suffix.toUpperCase()}`, [seeded.approvedMovement]],
        [`Sqli${suffix}' OR '1'='1`, []],
        [`Sqli${suffix.slice(0, -1)}_`, []],
        ["Sqli%", []],
      ];
      for (const [tag, expected] of tagCases) {
        const html = await searchPage(page, `/movements?tag=${encodeURIComponent(tag)}`);
        expect(idsLinked(html, "/movements/"), `tag=${tag}`).toEqual(expected);
      }
    } finally {
      db.close();
    }

    // The live search in the browser, as a visitor types.
    await page.goto("/companies");
    await hydrated(page);
    const liveCases: [string, number[]][] = [
      [`${suffix}' OR '1'='1`, []],
      [`${suffix}%`, []],
      [`${suffix} O'Brien_`, [approvedCompanies.quote]],
    ];
    for (const [search, expected] of liveCases) {
      await page.getByRole("searchbox").fill(search);
      await expect(page.locator("h2[aria-live]")).toHaveText(
        `${expected.length} ${expected.length === 1 ? "company" : "companies"} matching "${search}"`,
      );
      const links = page.locator('a[aria-label^="View Profile: "]');
      await expect(links).toHaveCount(expected.length);
      for (const id of expected)
        await expect(page.locator(`a[href="/company/${id}"]`)).toHaveCount(1);
    }
  });

  test("path parameters that are not plain ids or references find nothing", async ({ page }) => {
    const seeded = seed();
    const company = seeded.approvedCompanies.plain;
    const movement = seeded.approvedMovement;
    const notFound = "Oops! Page not found";
    const certificateNotFound = "Certificate not found";
    const cases: [string, string][] = [
      [`/company/${seeded.hiddenCompanies[0]}`, notFound],
      [`/company/${seeded.hiddenCompanies[1]}`, notFound],
      [`/movements/${seeded.hiddenMovements[0]}`, notFound],
      [`/movements/${seeded.hiddenMovements[1]}`, notFound],
      [`/verify/${encodeURIComponent(`${seeded.reference}' OR '1'='1`)}`, certificateNotFound],
      [`/verify/${encodeURIComponent("SS-2001-01-SQLGUARD-%")}`, certificateNotFound],
      [`/verify/${encodeURIComponent("' OR 1=1 --")}`, certificateNotFound],
    ];
    for (const suffix of [
      " OR 1=1",
      "' OR '1'='1",
      " UNION SELECT password_hash FROM moderators",
      ";DROP TABLE companies",
      "--",
      "%",
    ]) {
      cases.push([`/company/${encodeURIComponent(`${company}${suffix}`)}`, notFound]);
      cases.push([`/movements/${encodeURIComponent(`${movement}${suffix}`)}`, notFound]);
    }
    for (const path of ["0x1", "-1", "1e3", "0", "9999999999"])
      cases.push([`/company/${path}`, notFound], [`/movements/${path}`, notFound]);
    for (const [path, heading] of cases) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(heading);
      expect(html, path).not.toContain(`Sqlguard ${seeded.suffix}`);
      expect(html, path).not.toContain("scrypt$");
    }
    // The seeded rows are still there, and still found by their plain ids.
    expect((await page.request.get(`/company/${company}`)).status()).toBe(200);
    expect((await page.request.get(`/movements/${movement}`)).status()).toBe(200);
    await page.goto(`/verify/${seeded.reference}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
  });

  test("every form stores SQL payloads as plain text and the tables survive", async ({ page }) => {
    test.setTimeout(60_000);
    const seeded = seed();
    const { suffix } = seeded;
    const tables = () => {
      const db = serverDb();
      const names = db
        .prepare("select name from sqlite_master where type = 'table' order by name")
        .all();
      db.close();
      return names;
    };
    const tablesBefore = tables();
    const address = await asNewVisitor(page);
    // An apostrophe and dashes are allowed in an e-mail's local part, and e-mails are lookup keys.
    const email = `o'reilly--${suffix}@example.com`;
    const description = sqlCorpus.join("\n");

    // A movement, with payloads in every field and tag.
    const movement = {
      name: `Robert'); DROP TABLE movement_submissions;-- ${suffix}`,
      new_role: `' OR 1=1 --`,
      company: `'; DROP TABLE companies;--`,
      previous_role: `1 UNION SELECT email, password_hash FROM moderators--`,
      previous_company: `' || (SELECT password_hash FROM moderators LIMIT 1) || '`,
      location: `%' --`,
      description,
      submitter_name: `admin'--`,
      submitter_email: email,
    };
    await page.goto("/submit");
    await hydrated(page);
    const movementFields: [string, string][] = [
      ["Full Name", movement.name],
      ["New Role", movement.new_role],
      ["Company", movement.company],
      ["Previous Role", movement.previous_role],
      ["Previous Company", movement.previous_company],
      ["Location", movement.location],
      ["Description", movement.description],
      ["Your Name", movement.submitter_name],
      ["Your Email", movement.submitter_email],
    ];
    await fillTextboxes(page, movementFields);
    const tags = [`' OR '1'='1`, "%", "_", "\\"];
    for (const tag of tags) {
      await page.getByLabel("Add a tag").fill(tag);
      await page.getByLabel("Add a tag").press("Enter");
    }
    await page.getByRole("button", { name: "Submit Movement" }).click();
    await expect(page.getByText("Movement submitted successfully! 🎉")).toBeVisible();

    // A company whose name would match every row if it reached SQL as code.
    const company = {
      name: `' OR '1'='1 ${suffix}`,
      industry: "%",
      location: "_",
      employee_count: "1 OR 1=1",
      description,
    };
    await page.goto("/submit-company");
    await hydrated(page);
    const companyFields: [string, string][] = [
      ["Company Name", company.name],
      ["Industry", company.industry],
      ["Location", company.location],
      ["Employee Count", company.employee_count],
      ["Description", company.description],
    ];
    await fillTextboxes(page, companyFields);
    await page.getByRole("button", { name: "Submit Company" }).click();
    await expect(page).toHaveURL(/\/companies\?submitted=1$/);

    // A review, and a second one from the same address in capitals: a duplicate, found by value.
    const review = { title: `' OR '1'='1`, body: description, reviewer_name: `admin'--` };
    const companyPath = `/company/${seeded.approvedCompanies.plain}`;
    for (const reviewerEmail of [email, email.toUpperCase()]) {
      await page.goto(companyPath);
      await hydrated(page);
      await page.getByRole("radio", { name: "3 stars" }).check();
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(review.title);
      await page.getByRole("textbox", { name: "Your review", exact: true }).fill(review.body);
      await page
        .getByRole("textbox", { name: "Your name (optional)", exact: true })
        .fill(review.reviewer_name);
      await page.getByRole("textbox", { name: "Your email", exact: true }).fill(reviewerEmail);
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expect(
        page.getByText(
          reviewerEmail === email
            ? "Thank you for your review!"
            : "You have already reviewed this company.",
        ),
      ).toBeVisible();
    }

    // A contact message.
    const contact = {
      name: `' OR '1'='1`,
      subject: `'; DROP TABLE contact_messages;--`,
      message: description,
    };
    await page.goto("/contact");
    await hydrated(page);
    const contactFields: [string, string][] = [
      ["Name", contact.name],
      ["Email", email],
      ["Subject", contact.subject],
      ["Message", contact.message],
    ];
    await fillTextboxes(page, contactFields);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();

    // The assessment's details.
    const attempt = {
      full_name: `Robert'); DROP TABLE assessment_attempts;--`,
      company_name: `' OR '1'='1`,
      designation: "%",
    };
    await page.goto("/assessment");
    await hydrated(page);
    await page.getByLabel("Full Name").fill(attempt.full_name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Company").fill(attempt.company_name);
    await page.getByLabel("Designation").fill(attempt.designation);
    await page.getByRole("button", { name: "Start the Assessment" }).click();
    await expect(page.getByText("Question 1 of 25")).toBeVisible();

    // The moderators' sign-in: no payload signs anyone in.
    const moderatorEmail = `mod.sql.${suffix}@example.com`;
    await addModerator(moderatorEmail, moderatorPassword);
    const signIns: [string, string][] = [
      [`' OR '1'='1`, `' OR '1'='1`],
      [`${moderatorEmail}'--`, "anything"],
      [`${moderatorEmail}' OR '1'='1`, `' OR '1'='1`],
      [moderatorEmail, `' OR '1'='1`],
    ];
    for (const [loginEmail, password] of signIns) {
      const response = await page.request.post("/admin/login", {
        form: { email: loginEmail, password },
        headers: { "X-Forwarded-For": address, Origin: baseURL },
        maxRedirects: 0,
      });
      expect(response.status(), loginEmail).toBe(401);
      expect(await response.text()).toContain("The e-mail or password is incorrect.");
      expect(response.headers()["set-cookie"] ?? "").not.toContain("ss_session");
    }

    // Every payload was stored as the very text that was sent.
    const check = serverDb();
    try {
      const storedMovement = check
        .prepare(
          `select ${Object.keys(movement).join(", ")}, id from movement_submissions where submitter_email = ?`,
        )
        .get(email.toLowerCase()) as Record<string, unknown> & { id: number };
      expect(storedMovement).toEqual({
        ...movement,
        submitter_email: email.toLowerCase(),
        id: storedMovement.id,
      });
      expect(
        check
          .prepare("select tag from movement_tags where movement_id = ? order by tag")
          .all(storedMovement.id)
          .map((row) => (row as { tag: string }).tag),
      ).toEqual([...tags].sort());
      const { name: companyName, ...companyDetails } = company;
      expect(
        check
          .prepare(
            "select status, industry, location, employee_count, description from companies where name = ?",
          )
          .get(companyName),
      ).toEqual({ status: "pending", ...companyDetails });
      expect(
        check
          .prepare(
            "select title, body, reviewer_name from company_reviews where reviewer_email = ?",
          )
          .all(email.toLowerCase()),
      ).toEqual([review]);
      expect(
        check
          .prepare("select name, subject, message from contact_messages where email = ?")
          .all(email.toLowerCase()),
      ).toEqual([contact]);
      expect(
        check
          .prepare(
            "select full_name, company_name, designation from assessment_attempts where email = ?",
          )
          .all(email.toLowerCase()),
      ).toEqual([attempt]);
      // Nothing dropped, nothing deleted.
      expect(
        (
          check
            .prepare(
              "select count(*) as n from companies where name like ? and status in ('approved', 'pending', 'rejected')",
            )
            .get(`Sqlguard ${suffix} %`) as { n: number }
        ).n,
      ).toBe(5);
      expect(
        (
          check
            .prepare("select count(*) as n from movement_submissions where name like ?")
            .get(`Sqlguard ${suffix} %`) as { n: number }
        ).n,
      ).toBe(3);
    } finally {
      check.close();
    }
    expect(tables()).toEqual(tablesBefore);
  });
});
