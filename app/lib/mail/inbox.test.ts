import { describe, expect, it } from "vitest";
import { inboxKey } from "./inbox";

describe("inboxKey", () => {
  it("reads an address without case or surrounding spaces", () => {
    expect(inboxKey("  Ana@Example.COM ")).toBe("ana@example.com");
  });

  it("drops a sub-address, which most providers deliver to the same inbox", () => {
    expect(inboxKey("ana+jobs@example.com")).toBe("ana@example.com");
    expect(inboxKey("ana+a+b@example.com")).toBe("ana@example.com");
  });

  it("ignores Gmail's dots and its second domain", () => {
    expect(inboxKey("a.n.a@gmail.com")).toBe("ana@gmail.com");
    expect(inboxKey("A.na+x@GoogleMail.com")).toBe("ana@gmail.com");
  });

  it("keeps dots where they matter, and a local part that starts with +", () => {
    expect(inboxKey("a.na@example.com")).toBe("a.na@example.com");
    expect(inboxKey("+ana@example.com")).toBe("+ana@example.com");
  });
});
