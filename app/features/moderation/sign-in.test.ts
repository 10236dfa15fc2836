import { describe, expect, it } from "vitest";
import { safeNext } from "./sign-in";

describe("safeNext", () => {
  it.each([
    "/admin",
    "/admin/completions.csv",
    "/admin?tab=reviews&page=2",
    "/admin/%C3%A9?q=a%20b",
  ])("keeps a workspace address: %s", (next) => {
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/admin"],
    ["//evil.example/admin"],
    ["/administrator"],
    ["/about"],
    ["/admin/\r\nSet-Cookie: x=1"],
    ["/admin?next=\n"],
    ["/admin/\u0000"],
    ["/admin/\u2028"],
    ["/admin/é"],
    ["/admin/ x"],
  ])("sends anything else to the workspace: %j", (next) => {
    expect(safeNext(next)).toBe("/admin");
  });
});
