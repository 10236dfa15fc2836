/**
 * Hostile input, cross-site scripting through search boxes and links: every payload comes back
 * as text.
 * Shared helpers: hostile-support.ts; the payloads: hostile-corpus.ts.
 */
import type { Page } from "@playwright/test";
import { sanitizeText } from "../../app/lib/sanitize";
import { expect, test } from "./fixtures";
import { normalized, xssCorpus, xssPayload } from "./hostile-corpus";
import {
  escapeRegExp,
  expectedStatusLines,
  expectNoTrace,
  expectNoTraceInServerHtml,
  hydrated,
  navigateInApp,
  watch,
} from "./hostile-support";

// Refused posts (400, 401, 409, 429) and unknown pages (404) are logged by the browser as
// console errors; anything else in the console, a CSP violation above all, still fails.
test.use({ allowConsoleErrors: [expectedStatusLines] });

// ---------------------------------------------------------------------------------------------
// Cross-site scripting: search boxes and links

test.describe("cross-site scripting", () => {
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
    // Every payload is checked twice: in the HTML the server sends (parsed by the browser's own
    // parser, nothing run), and in the page the app renders after a client-side navigation to
    // it (React's render, with dialogs, console errors and CSP reports watched). A whole
    // document load (the server's HTML, then hydration) is made for one payload of each way out
    // of the server's HTML: a script closed early, line separators in embedded data, an
    // attribute broken out of, a noscript and a comment.
    const wholeLoads = ["x08", "x09", "x24", "x10", "x23"];
    const expectEchoed = async (
      page: Page,
      surface: (typeof surfaces)[number],
      id: string,
      text: string,
    ) => {
      const field = page.locator(surface.field);
      const query = (await field.count()) ? await field.inputValue() : "";
      expect(surface.accepted(text), `what became of ${id}`).toContain(query);
      if (query)
        await expect(page.getByRole("main")).toContainText(normalized(surface.echo(query)));
    };
    for (const surface of surfaces) {
      test(surface.name, async ({ page }) => {
        const watched = await watch(page);
        await page.goto(surface.path("staffing"));
        for (const { id, text } of xssCorpus) {
          const where = `${surface.name} with ${id}`;
          await expectNoTraceInServerHtml(page, surface.path(text), where);
          await navigateInApp(page, surface.path(text));
          await expectNoTrace(watched, where);
          await expectEchoed(page, surface, id, text);
        }
        for (const id of wholeLoads) {
          const text = xssPayload(id);
          await page.goto(surface.path(text));
          await expectNoTrace(watched, `${surface.name} with ${id}, loaded whole`);
          await expectEchoed(page, surface, id, text);
        }
      });
    }

    test("the certificate check", async ({ page }) => {
      const watched = await watch(page);
      // React Router turns an encoded slash in a path parameter into "/", so a literal "%2F" in
      // the payload comes back as "/".
      const echo = (text: string) =>
        normalized(`with the reference ${text.toUpperCase().replace(/%2F/g, "/")}.`);
      await page.goto("/verify");
      for (const { id, text } of xssCorpus) {
        const path = `/verify/${encodeURIComponent(text)}`;
        expect((await page.request.get(path)).status()).toBe(404);
        await expectNoTraceInServerHtml(page, path, `/verify/ with ${id}`);
        await navigateInApp(page, path);
        await expectNoTrace(watched, `/verify/ with ${id}`);
        await expect(page.getByRole("main")).toContainText(echo(text));
      }
      for (const id of wholeLoads) {
        const text = xssPayload(id);
        const response = await page.goto(`/verify/${encodeURIComponent(text)}`);
        expect(response?.status()).toBe(404);
        await expectNoTrace(watched, `/verify/ with ${id}, loaded whole`);
        await expect(page.getByRole("main")).toContainText(echo(text));
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
