/**
 * What the hostile-input specs share (hostile-xss-forms, hostile-xss-search, hostile-sql):
 * watching a page for any sign that a payload ran or became markup, posting a form past the
 * browser's own checks, a moderator's page, and reading the server's database.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures";

export { hydrated };
import { addModerator, asNewVisitor, serverDb, uniqueSuffix, enterTotp } from "./support";

/**
 * Refused posts (400, 401, 409, 429) and unknown pages (404) are logged by the browser as
 * console errors; anything else in the console, a CSP violation above all, still fails. Each
 * spec allows them with test.use({ allowConsoleErrors: [expectedStatusLines] }).
 */
export const expectedStatusLines = /status of (400|401|404|409|429)/;

// ---------------------------------------------------------------------------------------------
// Watching a page for any sign that a payload ran or became markup

interface Watched {
  page: Page;
  /** Dialogs, console errors and page errors seen so far. */
  problems: string[];
}

/** Records dialogs, console errors and CSP violations from the page's very first script on. */
export async function watch(page: Page): Promise<Watched> {
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

/**
 * Runs in the page: everything that injected markup or script would leave behind, in the page
 * itself or, given a server's HTML, in that HTML as the browser's own parser reads it (DOMParser:
 * an inert document, where nothing runs or loads).
 */
function findTraces(serverHtml?: string): string[] {
  const traces: string[] = [];
  const document =
    serverHtml === undefined
      ? window.document
      : new DOMParser().parseFromString(serverHtml, "text/html");
  if (serverHtml === undefined) {
    const state = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    if (state.__xss !== undefined) traces.push(`window.__xss = ${JSON.stringify(state.__xss)}`);
    for (const violation of state.__cspViolations ?? []) traces.push(`CSP: ${violation}`);
  }
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
    // A live page hides the nonce attribute once read; a parsed one keeps it.
    if (script.type !== "application/ld+json" && !(script.nonce || script.getAttribute("nonce")))
      traces.push(`script without the page's nonce: ${describe(script)}`);
  }
  return traces;
}

/** The traces of hostile input in the HTML the server sends for `url`, before any script. */
export async function expectNoTraceInServerHtml(page: Page, url: string, where: string) {
  const html = await (await page.request.get(url)).text();
  expect(await page.evaluate(findTraces, html), `traces in the server's HTML of ${where}`).toEqual(
    [],
  );
}

/**
 * Goes to `url` as the app does for a link or a search form (React Router's client-side
 * navigation: the loader's data fetched, the page rendered by React in the browser).
 */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    await router.navigate(to);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, url);
}

export async function expectNoTrace(watched: Watched, where: string) {
  const { page } = watched;
  await hydrated(page);
  const traces = await page.evaluate(findTraces, undefined);
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
export async function postBypassingChecks(page: Page, form: Locator, expectedStatus: number) {
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

export async function addHiddenInputs(form: Locator, name: string, values: string[]) {
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

export const moderatorPassword = "a long passphrase for the hostile-input moderator";

/** A moderator of its own, signed in on a page of its own, watched like a visitor's. */
export async function moderatorPage(browser: Browser): Promise<Watched> {
  const email = `mod.hostile.${uniqueSuffix()}@example.com`;
  await addModerator(email, moderatorPassword);
  const page = await (await browser.newContext()).newPage();
  const watched = await watch(page);
  await asNewVisitor(page);
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill(moderatorPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterTotp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  return watched;
}

/** Types each value into the text box with exactly that label. */
export async function fillTextboxes(page: Page, fields: [label: string, value: string][]) {
  for (const [label, value] of fields)
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The one row a query must find in the server's database. */
export function oneRow<T>(query: string, ...params: (string | number)[]): T {
  const db = serverDb();
  try {
    const row = db.prepare(query).get(...params) as T | undefined;
    if (row === undefined) throw new Error(`no row for: ${query} ${JSON.stringify(params)}`);
    return row;
  } finally {
    db.close();
  }
}
