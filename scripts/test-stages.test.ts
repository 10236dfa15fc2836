import { describe, expect, it } from "vitest";
import { stageReport } from "./test-stages";

describe("npm test's stage times", () => {
  it("prints each stage in m:ss, marks those run side by side, and the run's time against 15 minutes", () => {
    expect(
      stageReport(
        [
          { name: "typecheck", ms: 31_400, parallel: true },
          { name: "lint", ms: 44_000, parallel: true },
          { name: "browser", ms: 9 * 60_000 + 5_000 },
        ],
        9 * 60_000 + 49_000,
      ),
    ).toBe(
      [
        "npm test: stage times (m:ss; || ran beside other stages; ... running; - not run)",
        "  typecheck    0:31 ||",
        "  lint         0:44 ||",
        "  browser      9:05",
        "  total        9:49 of 15:00",
      ].join("\n"),
    );
  });

  it("marks the stage that failed, the stages running and not run, and a run over the budget", () => {
    const report = stageReport(
      [
        { name: "unit", ms: 60_000 },
        { name: "integration", ms: 15 * 60_000, failed: true },
      ],
      16 * 60_000,
      ["browser"],
      ["reliability"],
    );
    expect(report).toContain("  reliability     ...");
    expect(report).toContain("  integration   15:00  failed");
    expect(report).toContain("  browser           -");
    expect(report).toContain("  total         16:00 of 15:00  OVER BUDGET");
  });
});
