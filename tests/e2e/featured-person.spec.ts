import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  addModerator,
  asNewVisitor,
  receivedMail,
  serverDb,
  uniqueSuffix,
  signInOverHttp,
} from "./support";

// Issue 31, as the people in it meet it: a colleague shares a movement with the featured
// person's address; a moderator approves it; the person's e-mail arrives at the test SMTP server,
// and its links confirm the movement or take it down, with JavaScript and without.

const password = "correct horse battery staple";

/** Shares a movement through the form, naming the person's address; its id. */
async function share(page: Page, name: string, person: string): Promise<number> {
  await page.goto("/submit");
  await page.getByRole("textbox", { name: "Full Name" }).fill(name);
  await page.getByRole("textbox", { name: "New Role" }).fill("Director of Recruiting");
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Quillmark Tech Staffing");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Promoted after three record years leading the IT desk.");
  await page
    .getByRole("textbox", { name: "Their e-mail (optional), so we can let them know" })
    .fill(person);
  await page.getByRole("button", { name: "Submit Movement" }).click();
  await expect(page).toHaveURL(/\/submit\?submitted=1/);
  const db = serverDb();
  const row = db
    .prepare("select id from movement_submissions where featured_email = ?")
    .get(person) as { id: number };
  db.close();
  return row.id;
}

/** A moderator approves it, through the workspace's own form over HTTP. */
async function approve(request: APIRequestContext, id: number) {
  const email = `person-mod.${uniqueSuffix()}@example.com`;
  await addModerator(email, password);
  await signInOverHttp(request, email, password);
  const approved = await request.post("/admin", {
    form: { intent: "decide", subject: "movement", id: String(id), decision: "approve" },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(302);
}

/** The path of one of the notice's links, once the e-mail has reached the SMTP server. */
async function noticeLink(person: string, label: RegExp): Promise<string> {
  const mail = await receivedMail(person, (subject) => subject.includes("about you"));
  const line = (mail.text ?? "").split("\n").find((text) => label.test(text)) ?? "";
  const { pathname, search } = new URL(/(https?:\/\/\S+)/.exec(line)?.[1] ?? "");
  return pathname + search;
}

test("the person confirms from the e-mail, the movement says so on its page and in RSS, then takes it down", async ({
  page,
}) => {
  await asNewVisitor(page);
  const suffix = uniqueSuffix();
  const person = `zoe.${suffix}@example.com`;
  const name = `Zoë Nguyễn Trần ${suffix}`;

  // "This is me" hides the second address, which only the featured person's own needs.
  await page.goto("/submit");
  const their = page.getByRole("textbox", {
    name: "Their e-mail (optional), so we can let them know",
  });
  await page.getByRole("checkbox", { name: "This is me" }).check();
  await expect(their).toBeHidden();
  await page.getByRole("checkbox", { name: "This is me" }).uncheck();
  await expect(their).toBeVisible();

  const id = await share(page, name, person);
  await approve(page.request, id);

  await page.goto(await noticeLink(person, /^Confirm it/));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Confirm the movement about you",
  );
  await expect(page.getByText(name)).toBeVisible();
  const firstName = page.getByRole("combobox", { name: "Your first name, as it will be shown" });
  await expect(firstName).toHaveValue("Zoë");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm it is right" }).click();
  // The answer takes the focus, so a screen reader reads it.
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you, Zoë: the movement is confirmed." }),
  ).toBeFocused();

  await page.getByRole("link", { name: "the movement's page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText(/^Confirmed by Zoë/)).toBeVisible();
  const rss = await (await page.request.get("/movements/rss.xml")).text();
  expect(rss).toMatch(/Confirmed by Zoë on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
  // The address is never on a public page.
  expect(await page.content()).not.toContain(person);

  // Then the same person takes it down, from the same e-mail.
  await page.goto(await noticeLink(person, /^Take it down/));
  await page.getByRole("button", { name: "Take it down now" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "the movement has been taken down" }),
  ).toBeVisible();
  expect((await page.request.get(`/movements/${id}`)).status()).toBe(410);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 410/] });

  test("the person confirms, then takes the movement down from the e-mail: 410 at once, gone from every listing within a second", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const suffix = uniqueSuffix();
    const person = `quiet.${suffix}@example.com`;
    const name = `Quinn Quietly ${suffix}`;
    const id = await share(page, name, person);
    await approve(page.request, id);
    // Its link in the feed's search and in RSS (the search page repeats the words searched).
    const listed = async () =>
      (await (await page.request.get(`/movements?q=${encodeURIComponent(name)}`)).text()).includes(
        `href="/movements/${id}"`,
      ) || (await (await page.request.get("/movements/rss.xml")).text()).includes(name);
    await expect.poll(listed).toBe(true);

    // Confirmed first, without JavaScript: the form posts and the page answers.
    await page.goto(await noticeLink(person, /^Confirm it/));
    await page
      .getByRole("combobox", { name: "Your first name, as it will be shown" })
      .selectOption("Quietly");
    await page.getByRole("button", { name: "Confirm it is right" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Thank you, Quietly: the movement is confirmed." }),
    ).toBeVisible();

    await page.goto(await noticeLink(person, /^Take it down/));
    await expect(page.getByText(name)).toBeVisible();
    await page.getByRole("button", { name: "Take it down now" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "the movement has been taken down" }),
    ).toBeVisible();

    // Gone from every page that listed it. How soon is the page cache's rule (a kept page lives
    // 800 ms at most, and a saving action clears the worker's copies), held by its own tests
    // without a clock (tests/reliability/page-cache.test.ts) and at once at the loaders
    // (featured-person.integration.test.ts); a loaded machine's wall clock would only add noise.
    await expect.poll(listed, { intervals: [100] }).toBe(false);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/movements/${id}<`);

    const answer = await page.goto(`/movements/${id}`);
    expect(answer?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This movement was taken down",
    );
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
