import { describe, expect, it } from "vitest";
import { contentPages } from "../../tests/e2e/pages";
import { renderDocument, withBuiltApp } from "../../tests/support/built-app";
import { elementOf, textOf } from "../../tests/support/html";

// Every content page is complete in the server's HTML, before any script: its title, its one
// heading, what a visitor must find in its main content, and the footer's "Post Removal" link.
// A request to the production build, no browser: what a visitor without JavaScript (or a search
// engine) receives. The browser tests check the same pages as seen, with axe
// (tests/e2e/pages.spec.ts).

const built = withBuiltApp();

describe("each content page is complete in the server's HTML", () => {
  for (const page of contentPages) {
    it(page.path, async () => {
      const response = await renderDocument(built(), page.path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(textOf(elementOf(html, "title") ?? "")).toBe(page.title);
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(headings.map(([, inner]) => textOf(inner ?? ""))).toEqual([page.heading]);
      const main = textOf(elementOf(html, "main") ?? "").toLowerCase();
      for (const text of page.texts) expect(main, text).toContain(text.toLowerCase());
      const footer = elementOf(html, "footer") ?? "";
      expect(footer).toMatch(/<a\b[^>]*href="mailto:[^"]+"[^>]*>[\s\S]*?Post Removal<\/a>/);
    });
  }
});

describe("a missing page", () => {
  it("is the not-found page, with status 404, in the server's HTML", async () => {
    const response = await renderDocument(built(), "/missing/deeper/path");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(textOf(elementOf(html, "h1") ?? "")).toMatch(/Oops! Page not found/);
  });
});
