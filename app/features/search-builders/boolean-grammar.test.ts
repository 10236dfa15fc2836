import { describe, expect, it } from "vitest";
import { booleanSearchContent } from "~/content/recruiter-tools/boolean-search";
import { booleanMatches, parseBoolean } from "./boolean-grammar";
import { buildBooleanString } from "./build";

const example =
  '("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") AND ("IT staffing" OR "healthcare staffing") NOT ("intern") AND ("Dallas" OR "Remote")';

const profiles = {
  dallasRecruiter: "Recruiter in Dallas. ATS admin, sourcing lead, IT staffing since 2019.",
  remoteSpecialist:
    "Talent Acquisition Specialist, Remote. Sourcing and ATS reports for healthcare staffing.",
  internInDallas: "Recruiter intern in Dallas: ATS, sourcing, IT staffing.",
  londonSalesIntern: "IT staffing sales intern in London.",
  chicagoRecruiter: "Recruiter in Chicago. ATS, sourcing, IT staffing.",
  noAts: "Recruiter in Dallas, sourcing for IT staffing.",
};

describe("the Boolean grammar (NOT, then AND, then OR)", () => {
  it("binds NOT before AND and AND before OR", () => {
    expect(parseBoolean('a OR b AND c NOT "d e"')).toEqual({
      kind: "or",
      operands: [
        { kind: "term", text: "a" },
        {
          kind: "and",
          operands: [
            { kind: "term", text: "b" },
            { kind: "term", text: "c" },
            { kind: "not", operand: { kind: "term", text: "d e" } },
          ],
        },
      ],
    });
  });

  it("refuses a string that is not well formed", () => {
    expect(() => parseBoolean('("a" OR "b"')).toThrow(/unclosed/);
    expect(() => parseBoolean('"a" AND')).toThrow(/missing/);
    expect(() => parseBoolean('"a")')).toThrow(/Unexpected/);
  });
});

describe("the page's example means what the introduction says", () => {
  it("is what the builder makes of those fields, with AND (any of these)", () => {
    const built = buildBooleanString({
      jobTitles: "Recruiter, Talent Acquisition Specialist",
      andKeywords: "ATS, sourcing",
      orKeywords: "IT staffing, healthcare staffing",
      orJoin: "and",
      notKeywords: "intern",
      location: "Dallas, Remote",
    });
    expect(built).toBe(example);
    expect(booleanSearchContent.intro).toContain(`For example, ${example} finds`);
  });

  it("finds titled people with ATS and sourcing, in IT or healthcare staffing, in Dallas or remote, never an intern", () => {
    const tree = parseBoolean(example);
    const found = Object.entries(profiles)
      .filter(([, text]) => booleanMatches(tree, text))
      .map(([name]) => name);
    expect(found).toEqual(["dallasRecruiter", "remoteSpecialist"]);
  });

  it("the old example let anyone who mentions IT staffing in, whatever the title, place or exclusion", () => {
    const old =
      '("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") OR ("IT staffing") NOT ("intern") AND ("Dallas" OR "Remote")';
    const tree = parseBoolean(old);
    // The OR splits the string in two, so the exclusion and the place bind only to the right.
    expect(booleanMatches(tree, profiles.chicagoRecruiter)).toBe(true);
    expect(booleanMatches(tree, "Recruiter intern in London, ATS and sourcing.")).toBe(true);
    expect(booleanSearchContent.intro).not.toContain(old);
  });
});
