import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerMarkupProvider } from "~/lib/server-markup";
import { sharedMarkupRenderer } from "~/lib/server-markup.server";
import type { SiteConfig } from "~/lib/site";
import { testSite } from "../../../tests/support/site";
import { Footer } from "./footer";
import { Header } from "./header";
import { headerLinks } from "./nav-links";

const site = testSite;

function layout(path: string, config: SiteConfig) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Header site={config} />
      <Footer site={config} />
      <Footer site={config} compact />
    </MemoryRouter>
  );
}

// Every current link of the header, a page that is none of them, and the spellings a visitor
// may type (a trailing slash, capitals).
const paths = [...headerLinks.map((link) => link.to), "/company/7", "/Companies/", "/about/"];

describe("the header and footer rendered once (ServerMemo)", () => {
  it("are the same HTML as rendered anew, on every page, from one renderer", () => {
    const shared = sharedMarkupRenderer();
    for (const path of [...paths, ...paths]) {
      const memoized = renderToString(
        <ServerMarkupProvider value={shared}>{layout(path, site)}</ServerMarkupProvider>,
      );
      expect(memoized, path).toBe(renderToString(layout(path, site)));
    }
    // One header for each current link and one for none; the footer's two forms.
    expect(shared.size()).toBe(headerLinks.length + 1 + 2);
  });

  it("mark the current page in the header", () => {
    const shared = sharedMarkupRenderer();
    const current = (path: string) =>
      [
        ...renderToString(
          <ServerMarkupProvider value={shared}>{layout(path, site)}</ServerMarkupProvider>,
        ).matchAll(/aria-current="page"[^>]*>([^<]+)</g),
      ].map((match) => match[1]);
    expect(current("/companies")).toEqual(["Companies"]);
    expect(current("/")).toEqual(["Home"]);
    expect(current("/company/7")).toEqual([]);
  });

  it("follow the site's configuration: another address is another key", () => {
    const shared = sharedMarkupRenderer();
    const other = { ...site, contactEmail: "team@elsewhere.example" };
    const render = (config: SiteConfig) =>
      renderToString(
        <ServerMarkupProvider value={shared}>{layout("/", config)}</ServerMarkupProvider>,
      );
    expect(render(site)).toContain("hello@staffingspotlight.example");
    expect(render(other)).toBe(renderToString(layout("/", other)));
    expect(render(other)).not.toContain("hello@staffingspotlight.example");
  });

  it("keep at most `limit` keys", () => {
    const shared = sharedMarkupRenderer(3);
    for (let index = 0; index < 10; index++) shared(`key ${index}`, <p>{index}</p>);
    expect(shared.size()).toBeLessThanOrEqual(3);
    expect(shared("key 9", <p>other</p>)).toBe("<p>9</p>");
  });
});
