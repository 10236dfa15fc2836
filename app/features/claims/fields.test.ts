import { describe, expect, it } from "vitest";
import { formatCount } from "~/lib/numbers";
import { replyMaxLength, replyMaxLengthText } from "./fields";

describe("the reply's length as written", () => {
  it("is replyMaxLength with US digit grouping", () => {
    expect(replyMaxLengthText).toBe(formatCount(replyMaxLength));
  });
});
