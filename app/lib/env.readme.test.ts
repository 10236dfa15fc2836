import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envVariableNames } from "./env.server";

/** The first column of the README's "Environment variables" table, without backticks. */
function readmeVariables(): string[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.split(/^## /m).find((part) => part.startsWith("Environment variables"));
  if (!section) throw new Error('README.md has no "## Environment variables" section');
  const rows = section.split("\n").filter((line) => line.startsWith("|"));
  // The header row and the |---| separator come first.
  return rows.slice(2).map((row) => (row.split("|")[1] ?? "").trim().replace(/`/g, ""));
}

describe("README.md's environment-variable table", () => {
  it("documents every variable the server reads", () => {
    const documented = new Set(readmeVariables());
    expect(envVariableNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("documents no variable the server does not read", () => {
    const read = new Set(envVariableNames);
    expect(readmeVariables().filter((name) => !read.has(name))).toEqual([]);
  });
});
