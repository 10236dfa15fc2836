import { describe, expect, it } from "vitest";
import { shownCount, shownFrom } from "./numbers";

describe("a count as the home and about pages show it", () => {
  it(`is not shown below ${shownFrom}`, () => {
    expect(shownCount(0)).toBeNull();
    expect(shownCount(shownFrom - 1)).toBeNull();
  });

  it("is exact from there on, with US digit grouping and no padding", () => {
    expect(shownCount(shownFrom)).toBe(String(shownFrom));
    expect(shownCount(1_234)).toBe("1,234");
    expect(shownCount(1_234_567)).toBe("1,234,567");
  });
});
