import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./layout/layout-link";
import { pageLinkDestination, type LinkClick } from "./page-link";

const origin = "https://staffingspotlight.example";

/** A click on an element inside an anchor with these attributes. */
function clickOn(
  anchor: { href: string; target?: string; download?: boolean; discover?: boolean } | null,
  click: Partial<LinkClick> = {},
): LinkClick {
  const element = {
    closest: (selector: string) => {
      expect(selector).toBe("a[href]");
      return anchor
        ? {
            href: new URL(anchor.href, origin).href,
            target: anchor.target ?? "",
            hasAttribute: (name: string) =>
              (name === "download" && anchor.download === true) ||
              (name === "data-discover" && anchor.discover === true),
          }
        : null;
    },
  };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target: element,
    ...click,
  };
}

describe("pageLinkDestination", () => {
  it("takes a plain left click on a PageLink to any page of the site", () => {
    expect(pageLinkDestination(clickOn({ href: "/movements/12", discover: true }), origin)).toBe(
      "/movements/12",
    );
    expect(
      pageLinkDestination(clickOn({ href: "/companies?q=tech&page=2", discover: true }), origin),
    ).toBe("/companies?q=tech&page=2");
    expect(
      pageLinkDestination(
        clickOn({ href: "/movements/12", discover: true, target: "_blank" }),
        origin,
      ),
    ).toBeUndefined();
    expect(
      pageLinkDestination(clickOn({ href: "https://other.example/x", discover: true }), origin),
    ).toBeUndefined();
  });

  it("takes a plain left click on a link to a layout page, with its query and fragment", () => {
    expect(pageLinkDestination(clickOn({ href: "/about" }), origin)).toBe("/about");
    expect(pageLinkDestination(clickOn({ href: "/" }), origin)).toBe("/");
    expect(pageLinkDestination(clickOn({ href: "/companies?page=2#list" }), origin)).toBe(
      "/companies?page=2#list",
    );
    expect(pageLinkDestination(clickOn({ href: "/contact", target: "_self" }), origin)).toBe(
      "/contact",
    );
  });

  it("leaves to the browser a click with a modifier key, another button or one already taken", () => {
    for (const click of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(pageLinkDestination(clickOn({ href: "/about" }, click), origin)).toBeUndefined();
    }
  });

  it("leaves alone plain links to other pages, other sites, other targets and downloads", () => {
    for (const anchor of [
      { href: "/movements/12" },
      { href: "/movements.rss.xml" },
      { href: "/about/" },
      { href: "https://www.linkedin.com/company/x" },
      { href: "https://other.example/about" },
      { href: "/about", target: "_blank" },
      { href: "/your-data", download: true },
    ]) {
      expect(pageLinkDestination(clickOn(anchor), origin), anchor.href).toBeUndefined();
    }
    expect(pageLinkDestination(clickOn(null), origin)).toBeUndefined();
    expect(pageLinkDestination({ ...clickOn(null), target: null }, origin)).toBeUndefined();
  });
});

describe("isCurrentPage", () => {
  it("marks the page shown, whatever its case or trailing slash, and only that page", () => {
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/about", "/about")).toBe(true);
    expect(isCurrentPage("/About/", "/about")).toBe(true);
    expect(isCurrentPage("/about", "/")).toBe(false);
    expect(isCurrentPage("/companies/12", "/companies")).toBe(false);
    expect(isCurrentPage("/tools-extra", "/tools")).toBe(false);
  });
});
