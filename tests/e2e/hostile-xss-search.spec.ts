/**
 * Hostile input, cross-site scripting through search boxes and links: every payload comes back
 * as text.
 * Shared helpers: hostile-support.ts; the payloads: hostile-corpus.ts.
 */
import { sanitizeText } from "../../app/lib/sanitize";
import { expect, test } from "./fixtures";
import { normalized, xssCorpus, xssPayload } from "./hostile-corpus";
import {
  escapeRegExp,
  expectedStatusLines,
  expectNoTrace,
  hydrated,
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
