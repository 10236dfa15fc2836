import { describe, expect, it } from "vitest";
import {
  buildBooleanString,
  buildXRayQuery,
  countQueryWords,
  googleSearchUrl,
  linkedInLimitsExceeded,
  parseCountry,
  parseOrJoin,
  parsePlatform,
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

describe("X-Ray exclusions, sites, countries and noise (issue 17)", () => {
  it('adds each Exclude item as -"term" after the spec\'s groups', () => {
    expect(
      buildXRayQuery({
        jobTitle: "Java Developer",
        location: "Dallas",
        exclude: "Infosys, Tata Consultancy",
      }),
    ).toBe('site:linkedin.com/in ("Java Developer") ("Dallas") -"Infosys" -"Tata Consultancy"');
  });
  it("accepts Exclude items typed with their own minus, once each", () => {
    expect(buildXRayQuery({ exclude: "-Infosys, - TCS, Infosys, -" })).toBe(
      'site:linkedin.com/in -"Infosys" -"TCS"',
    );
  });
  it("turns an item typed with a leading minus in any other field into an exclusion", () => {
    expect(
      buildXRayQuery({
        jobTitle: "Java Developer, -Intern",
        skills: "Java, -PHP",
        company: "-Infosys",
        exclude: "Wipro",
      }),
    ).toBe('site:linkedin.com/in ("Java Developer") ("Java") -"Wipro" -"Intern" -"PHP" -"Infosys"');
  });
  it("keeps a minus inside an item, as in full-stack", () => {
    expect(buildXRayQuery({ skills: "full-stack" })).toBe('site:linkedin.com/in ("full-stack")');
  });
  it.each([
    ["linkedin", 'site:linkedin.com/in ("Rust")'],
    ["github", 'site:github.com ("Rust")'],
    ["stackoverflow", 'site:stackoverflow.com/users ("Rust")'],
    ["xing", 'site:xing.com/profile ("Rust")'],
    ["dribbble", 'site:dribbble.com ("Rust")'],
    ["x", 'site:x.com OR site:twitter.com ("Rust")'],
  ] as const)("builds the %s site", (platform, query) => {
    expect(buildXRayQuery({ platform, skills: "Rust" })).toBe(query);
  });
  it("reads an unknown platform as LinkedIn", () => {
    expect([parsePlatform("xing"), parsePlatform("myspace"), parsePlatform(null)]).toEqual([
      "xing",
      "linkedin",
      "linkedin",
    ]);
  });
  it.each([
    ["", "site:linkedin.com/in"],
    ["us", "site:www.linkedin.com/in"],
    ["uk", "site:uk.linkedin.com/in"],
    ["ca", "site:ca.linkedin.com/in"],
    ["in", "site:in.linkedin.com/in"],
    ["ph", "site:ph.linkedin.com/in"],
    ["mx", "site:mx.linkedin.com/in"],
    ["de", "site:de.linkedin.com/in"],
    ["au", "site:au.linkedin.com/in"],
    ["ie", "site:ie.linkedin.com/in"],
  ] as const)("uses the country %j's LinkedIn subdomain", (country, prefix) => {
    expect(buildXRayQuery({ country, jobTitle: "Nurse" })).toBe(`${prefix} ("Nurse")`);
  });
  it("ignores the country on other sites and reads an unknown one as any country", () => {
    expect(buildXRayQuery({ platform: "github", country: "uk", skills: "Go" })).toBe(
      'site:github.com ("Go")',
    );
    expect([parseCountry("uk"), parseCountry("fr"), parseCountry(null)]).toEqual(["uk", "", ""]);
  });
  it("adds LinkedIn's noise exclusions last, only for LinkedIn", () => {
    expect(buildXRayQuery({ jobTitle: "Recruiter", exclude: "Acme", skipNoise: true })).toBe(
      'site:linkedin.com/in ("Recruiter") -"Acme" -intitle:"hiring" -intitle:"jobs" -inurl:"jobs" -inurl:"company"',
    );
    expect(buildXRayQuery({ platform: "github", skills: "Go", skipNoise: true })).toBe(
      'site:github.com ("Go")',
    );
  });
  it("is byte-identical to the spec's composition when the new fields are empty", () => {
    const spec = {
      jobTitle: "Recruiter",
      location: "Dallas",
      skills: "ATS, Sourcing",
      seniority: "Senior",
      company: "Acme, Globex",
    };
    expect(
      buildXRayQuery({ ...spec, platform: "linkedin", country: "", exclude: "", skipNoise: false }),
    ).toBe(
      'site:linkedin.com/in ("Recruiter") ("Dallas") ("ATS" AND "Sourcing") ("Senior") ("Acme" OR "Globex")',
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
  it("reports the LinkedIn limits a long string is over", () => {
    expect(linkedInLimitsExceeded("a".repeat(1000))).toEqual([]);
    expect(linkedInLimitsExceeded("a".repeat(1001)).map((limit) => limit.characters)).toEqual([
      1000,
    ]);
    expect(linkedInLimitsExceeded("a".repeat(4001)).map((limit) => limit.characters)).toEqual([
      1000, 4000,
    ]);
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
  it.each([
    ['("Java" AND "Spring Boot")', 4],
    ['-"Tata Consultancy"', 2],
    ['-"Infosys" -"TCS"', 2],
    ['-intitle:"hiring" -intitle:"jobs" -inurl:"jobs" -inurl:"company"', 4],
    ["site:x.com OR site:twitter.com", 3],
    ["Java | Kotlin", 3],
    ['("R & D" OR "C++")', 4],
    ["", 0],
  ])("counts %j as %i words", (query, words) => expect(countQueryWords(query)).toBe(words));
  it("counts the page's example query as 13 words", () => {
    expect(
      countQueryWords(
        'site:linkedin.com/in ("Java Developer" OR "Backend Engineer") ("Austin") ("Java" AND "Spring Boot") ("Senior") ("Acme")',
      ),
    ).toBe(13);
  });
  it("builds a search link", () => {
    expect(googleSearchUrl('("a b")')).toBe("https://www.google.com/search?q=(%22a%20b%22)");
  });
});
