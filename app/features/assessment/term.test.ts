import { describe, expect, it } from "vitest";
import { isExpired, isRenewable, validUntilOf } from "./term";

// Issue 30, item 4: a certificate holds for two years; it renews in its last 90 days or after.

describe("a certificate's term", () => {
  const issued = "2026-11-28T15:30:00.000Z";

  it("holds for two calendar years from the moment it was issued", () => {
    expect(validUntilOf(issued)).toBe("2028-11-28T15:30:00.000Z");
    expect(isExpired(issued, new Date("2028-11-28T15:29:59.999Z"))).toBe(false);
    expect(isExpired(issued, new Date("2028-11-28T15:30:00.000Z"))).toBe(true);
  });

  it("runs from 29 February to 1 March two years on, when there is no 29th", () => {
    expect(validUntilOf("2028-02-29T12:00:00.000Z")).toBe("2030-03-01T12:00:00.000Z");
  });

  it("renews from 90 days before it ends, and after", () => {
    expect(isRenewable(issued, new Date("2028-08-30T15:29:59.999Z"))).toBe(false);
    expect(isRenewable(issued, new Date("2028-08-30T15:30:00.000Z"))).toBe(true);
    expect(isRenewable(issued, new Date("2030-01-01T00:00:00.000Z"))).toBe(true);
  });
});
