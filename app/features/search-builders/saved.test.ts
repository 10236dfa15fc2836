import { describe, expect, it } from "vitest";
import { booleanTemplates, xrayTemplates } from "~/content/recruiter-tools/search-templates";
import { countQueryWords, googleWordLimit } from "./build";
import { booleanQuery, xrayQuery } from "./queries";
import {
  freeName,
  mergeSaved,
  nameProblem,
  parseSavedText,
  serializeSaved,
  type SavedSearch,
} from "./saved";
import { searchHref } from "./search-href";

const javaValues = {
  jobTitle: "Java Developer",
  location: "Dallas",
  skills: "",
  seniority: "",
  company: "",
  exclude: "Infosys",
  platform: "linkedin",
  country: "",
  skipNoise: "",
};
const java: SavedSearch = { name: "Java in Dallas", values: javaValues };

describe("saved-searches file", () => {
  it("reads back what it writes", () => {
    const result = parseSavedText("xray", serializeSaved("xray", [java]));
    expect(result).toEqual({ ok: true, file: { builder: "xray", version: 1, searches: [java] } });
  });

  it("refuses text that is not JSON", () => {
    expect(parseSavedText("xray", "{not json")).toEqual({
      ok: false,
      message: "This file is not valid JSON.",
    });
  });

  it("refuses the other builder's file and names it", () => {
    const result = parseSavedText("boolean", serializeSaved("xray", [java]));
    expect(result).toEqual({
      ok: false,
      message: "This file holds X-Ray searches; import it on the X-Ray builder.",
    });
  });

  it("refuses another version", () => {
    const text = JSON.stringify({ builder: "xray", version: 2, searches: [] });
    expect(parseSavedText("xray", text)).toEqual({
      ok: false,
      message: "This file is version 2; this page reads version 1.",
    });
  });

  it("refuses a name over 60 characters, and an empty one", () => {
    const long = serializeSaved("xray", [{ name: "x".repeat(61), values: javaValues }]);
    expect(parseSavedText("xray", long)).toEqual({
      ok: false,
      message: "This file: Search 1: Use at most 60 characters for the name (this one has 61).",
    });
    const empty = serializeSaved("xray", [{ name: "   ", values: javaValues }]);
    expect(parseSavedText("xray", empty)).toMatchObject({ ok: false });
  });

  it("refuses values that are not text and drops fields the builder does not have", () => {
    const bad = JSON.stringify({
      builder: "xray",
      version: 1,
      searches: [{ name: "A", values: { ...javaValues, location: 5 } }],
    });
    expect(parseSavedText("xray", bad)).toEqual({
      ok: false,
      message: 'This file: Search 1: "location" is not text.',
    });
    const extra = JSON.stringify({
      builder: "xray",
      version: 1,
      searches: [{ name: " A ", values: { jobTitle: "Nurse", platform: "myspace", evil: "1" } }],
    });
    const result = parseSavedText("xray", extra);
    expect(result.ok && result.file.searches[0]).toEqual({
      name: "A",
      values: { ...javaValues, jobTitle: "Nurse", location: "", exclude: "" },
    });
  });
});

describe("names", () => {
  it("are required, trimmed and at most 60 characters", () => {
    expect(nameProblem("  ")).toBe("Enter a name for the search.");
    expect(nameProblem(` ${"x".repeat(60)} `)).toBeNull();
    expect(nameProblem("x".repeat(61))).toMatch(/at most 60/);
  });

  it("get the first free number, within the limit", () => {
    expect(freeName("Nurse", new Set(["Nurse", "Nurse (2)"]))).toBe("Nurse (3)");
    expect(freeName("x".repeat(60), new Set(["x".repeat(60)]))).toBe(`${"x".repeat(56)} (2)`);
  });
});

describe("import merges by name", () => {
  it('adds " (2)" to a name in use and skips a search already saved', () => {
    const other = { ...javaValues, location: "Austin" };
    const merged = mergeSaved(
      [java],
      [java, { name: "Java in Dallas", values: other }, { name: "Nurse", values: javaValues }],
    );
    expect(merged.searches.map((s) => s.name)).toEqual([
      "Java in Dallas",
      "Java in Dallas (2)",
      "Nurse",
    ]);
    expect(merged).toMatchObject({ added: 2, skipped: 1 });
  });
});

describe("templates", () => {
  it.each(xrayTemplates)("X-Ray $name passes the parser and builds a query", ({ values }) => {
    const url = new URL(searchHref("xray", values), "https://example.com");
    const { values: parsed, query } = xrayQuery(url);
    expect({ ...parsed, skipNoise: parsed.skipNoise ? "on" : "" }).toEqual(values);
    expect(query).not.toBe("");
    expect(countQueryWords(query)).toBeLessThanOrEqual(googleWordLimit);
  });

  it.each(booleanTemplates)("Boolean $name passes the parser and builds a string", ({ values }) => {
    const url = new URL(searchHref("boolean", values), "https://example.com");
    const { values: parsed, query } = booleanQuery(url);
    expect(parsed).toEqual(values);
    expect(query).not.toBe("");
  });

  it("are the six the issue names, on both builders", () => {
    const names = [
      "Java developer",
      "Registered nurse",
      "CDL truck driver",
      "Staff accountant",
      "HR generalist",
      "Account manager in staffing",
    ];
    expect(xrayTemplates.map((t) => t.name)).toEqual(names);
    expect(booleanTemplates.map((t) => t.name)).toEqual(names);
  });
});
