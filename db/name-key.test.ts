import { describe, expect, it } from "vitest";
import { nameKey } from "./name-key";

describe("nameKey", () => {
  it("ignores case and all spacing", () =>
    expect(nameKey("  Robert  HALF ")).toBe(nameKey("roberthalf")));
});
