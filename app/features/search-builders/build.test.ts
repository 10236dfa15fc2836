import { describe, expect, it } from "vitest";
import {
  buildBooleanString,
  buildXRayQuery,
  countQueryWords,
  googleSearchUrl,
  parseOrJoin,
  splitItems,
} from "./build";

describe("X-Ray query", () => {
  it("is only the LinkedIn prefix for empty input", () => {
    expect(buildXRayQuery({})).toBe("site:linkedin.com/in");
  });
  it.each([
    [
      { jobTitle: "Java Developer, Backend Engineer" },
      'site:linkedin.com/in ("Java Developer" OR "Backend Engineer")',
    ],
    [{ location: "Austin, Remote" }, 'site:linkedin.com/in ("Austin" OR "Remote")'],
    [{ skills: "Java, Spring" }, 'site:linkedin.com/in ("Java" AND "Spring")'],
    [{ seniority: "Senior, Lead" }, 'site:linkedin.com/in ("Senior" OR "Lead")'],
    [{ company: "Acme" }, 'site:linkedin.com/in ("Acme")'],
    [{ platform: "github" as const, skills: "Rust" }, 'site:github.com ("Rust")'],
  ])("builds %j alone", (input, query) => expect(buildXRayQuery(input)).toBe(query));
  it("orders every group as the spec does", () => {
    expect(
      buildXRayQuery({
        jobTitle: "Recruiter",
        location: "Dallas",
        skills: "ATS, Sourcing",
        seniority: "Senior",
        company: "Acme, Globex",
        platform: "linkedin",
      }),
    ).toBe(
      'site:linkedin.com/in ("Recruiter") ("Dallas") ("ATS" AND "Sourcing") ("Senior") ("Acme" OR "Globex")',
    );
  });
  it("skips empty items and trims", () => {
    expect(buildXRayQuery({ jobTitle: " , Recruiter ,, " })).toBe(
      'site:linkedin.com/in ("Recruiter")',
    );
  });
  it("drops a visitor's quotes and parentheses so the query stays balanced", () => {
    expect(splitItems('Java "Dev" (Senior)), "')).toEqual(["Java Dev Senior"]);
    expect(buildXRayQuery({ jobTitle: 'a") OR site:evil.com ("b' })).toBe(
      'site:linkedin.com/in ("a OR site:evil.com b")',
    );
  });
});

describe("Boolean string", () => {
  it("is empty for empty input", () => expect(buildBooleanString({})).toBe(""));
  it.each([
    [
      { jobTitles: "Recruiter, Talent Acquisition Specialist" },
      '("Recruiter" OR "Talent Acquisition Specialist")',
    ],
    [{ andKeywords: "ATS, sourcing" }, '("ATS" AND "sourcing")'],
    [{ orKeywords: "IT staffing, healthcare" }, '("IT staffing" OR "healthcare")'],
    [{ notKeywords: "intern" }, 'NOT ("intern")'],
    [{ location: "Dallas, Remote" }, '("Dallas" OR "Remote")'],
  ])("builds %j alone", (input, text) => expect(buildBooleanString(input)).toBe(text));
  it("joins every group in the spec's order", () => {
    expect(
      buildBooleanString({
        jobTitles: "Recruiter, Talent Acquisition Specialist",
        andKeywords: "ATS, sourcing",
        orKeywords: "IT staffing",
        notKeywords: "intern, unpaid",
        location: "Dallas, Remote",
      }),
    ).toBe(
      '("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") OR ("IT staffing") NOT ("intern" OR "unpaid") AND ("Dallas" OR "Remote")',
    );
  });
  const everyGroup = {
    jobTitles: "Recruiter",
    andKeywords: "ATS",
    orKeywords: "IT staffing, healthcare",
    notKeywords: "intern",
    location: "Dallas",
  };
  it("joins the OR Keywords with OR when asked, as the spec's default does", () => {
    expect(buildBooleanString({ ...everyGroup, orJoin: "or" })).toBe(
      buildBooleanString(everyGroup),
    );
    expect(buildBooleanString({ ...everyGroup, orJoin: "or" })).toBe(
      '("Recruiter") AND ("ATS") OR ("IT staffing" OR "healthcare") NOT ("intern") AND ("Dallas")',
    );
  });
  it('joins the OR Keywords with AND for "AND (any of these)", still OR inside the group', () => {
    expect(buildBooleanString({ ...everyGroup, orJoin: "and" })).toBe(
      '("Recruiter") AND ("ATS") AND ("IT staffing" OR "healthcare") NOT ("intern") AND ("Dallas")',
    );
  });
  it("starts with the OR Keywords group alone whichever join is chosen", () => {
    for (const orJoin of ["or", "and"] as const) {
      expect(buildBooleanString({ orKeywords: "IT staffing, healthcare", orJoin })).toBe(
        '("IT staffing" OR "healthcare")',
      );
    }
  });
  it("reads any join but 'and' as the default OR", () => {
    expect([parseOrJoin("and"), parseOrJoin("or"), parseOrJoin("AND"), parseOrJoin(null)]).toEqual([
      "and",
      "or",
      "or",
      "or",
    ]);
  });
});

describe("Google helpers", () => {
  it("counts a query's words, operators included", () => {
    expect(countQueryWords('site:linkedin.com/in ("Java Developer" OR "Backend")')).toBe(5);
  });
  it("builds a search link", () => {
    expect(googleSearchUrl('("a b")')).toBe("https://www.google.com/search?q=(%22a%20b%22)");
  });
});
