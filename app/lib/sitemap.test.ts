import { describe, expect, it } from "vitest";
import { publicPages } from "./pages";
import { renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("writes one <url> per entry and escapes XML", () => {
    const xml = renderSitemap([
      { url: "https://s.com/", priority: 1 },
      { url: "https://s.com/a?b=1&c=2", priority: 0.5 },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://s.com/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<priority>0.5</priority>");
  });

  it("lists each public page once", () => {
    const paths = publicPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
  });
});
