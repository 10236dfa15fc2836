import { describe, expect, test } from "vitest";
import { routeLabeller, type RouteManifest } from "./metrics-routes";

// The shape of a React Router build's manifest (build/server/index.js `routes`): a root route
// with the pages below it, as app/routes.ts makes them.
const entries = [
  { id: "root", path: "" },
  { id: "routes/home", parentId: "root", index: true },
  { id: "routes/company", parentId: "root", path: "company/:id" },
  { id: "routes/company.claim", parentId: "root", path: "company/:id/claim" },
  { id: "routes/movement.card", parentId: "root", path: "movements/:id/card/:file" },
  { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
  { id: "routes/not-found", parentId: "root", path: "*" },
];
const manifest: RouteManifest = Object.fromEntries(entries.map((entry) => [entry.id, entry]));
const label = routeLabeller(manifest);

describe("routeLabeller", () => {
  test("names a page by its route's pattern, not by its address", () => {
    expect(label("/company/42")).toBe("/company/:id");
    expect(label("/company/7/claim")).toBe("/company/:id/claim");
    expect(label("/")).toBe("/");
    expect(label("/movements/3/card/ab12cd.png")).toBe("/movements/:id/card/:file");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
  });

  test("names a client-side navigation's data by its page's pattern with .data", () => {
    expect(label("/company/42.data")).toBe("/company/:id.data");
    expect(label("/_root.data")).toBe("/_root.data");
  });

  test("gives fixed names to files, the health check, /metrics and addresses no route takes", () => {
    expect(label("/assets/entry.client-AbC123.js")).toBe("static");
    expect(label("/favicon.ico")).toBe("static");
    expect(label("/healthz")).toBe("/healthz");
    expect(label("/metrics")).toBe("/metrics");
    expect(label("/no/such/page")).toBe("unmatched");
    expect(label("/wp-login.php/x")).toBe("unmatched");
  });

  test("names an address that cannot be decoded as unmatched, without a warning", () => {
    expect(label("/company/%E0%A4%A")).toBe("unmatched");
  });

  test("names addresses alike past the number it remembers", () => {
    const labels = new Set(Array.from({ length: 2500 }, (_, id) => label(`/company/${id % 1200}`)));
    expect(labels).toEqual(new Set(["/company/:id"]));
  });
});
