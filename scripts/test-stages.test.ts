import { describe, expect, it } from "vitest";
import { stageReport } from "./test-stages";

describe("npm test's stage times", () => {
  it("prints each stage in m:ss and the total against the 15-minute budget", () => {
    expect(
      stageReport(
        [
          { name: "typecheck", ms: 31_400 },
          { name: "browser", ms: 9 * 60_000 + 5_000 },
        ],
        null,
      ),
    ).toBe(
      [
        "npm test: stage times (m:ss)",
        "  typecheck    0:31",
        "  browser      9:05",
        "  total        9:36 of 15:00",
      ].join("\n"),
    );
  });

  it("marks the stage that failed, and a total over the budget", () => {
    const report = stageReport(
      [
        { name: "unit", ms: 60_000 },
        { name: "browser", ms: 15 * 60_000 },
      ],
      "browser",
    );
    expect(report).toContain("  browser   15:00  failed");
    expect(report).toContain("  total     16:00 of 15:00  OVER BUDGET");
  });
});
