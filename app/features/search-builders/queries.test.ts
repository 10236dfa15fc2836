import { describe, expect, it } from "vitest";
import { booleanQuery, xrayQuery } from "./queries";

const url = (query: string) => new URL(`http://localhost/boolean-search-builder?${query}`);

describe("the Boolean builder's URL", () => {
  it("keeps the chosen OR join in the values and the string", () => {
    const { values, query } = booleanQuery(url("jobTitles=Recruiter&orKeywords=ATS&orJoin=and"));
    expect(values.orJoin).toBe("and");
    expect(query).toBe('("Recruiter") AND ("ATS")');
  });
  it("uses the spec's OR join when none is given", () => {
    const { values, query } = booleanQuery(url("jobTitles=Recruiter&orKeywords=ATS"));
    expect(values.orJoin).toBe("or");
    expect(query).toBe('("Recruiter") OR ("ATS")');
  });
  it("Reset empties every field and restores the OR join", () => {
    expect(booleanQuery(url("jobTitles=Recruiter&orKeywords=ATS&orJoin=and&reset=1"))).toEqual({
      values: {
        jobTitles: "",
        andKeywords: "",
        orKeywords: "",
        notKeywords: "",
        location: "",
        orJoin: "or",
      },
      query: "",
    });
  });
});

const xray = (query: string) => new URL(`http://localhost/xray-search-builder?${query}`);

describe("the X-Ray builder's URL", () => {
  it("reads the exclusions, site, country and noise switch", () => {
    const { values, query } = xrayQuery(
      xray("jobTitle=Java+Developer&exclude=Infosys&platform=linkedin&country=uk&skipNoise=on"),
    );
    expect(values).toMatchObject({ exclude: "Infosys", country: "uk", skipNoise: true });
    expect(query).toBe(
      'site:uk.linkedin.com/in ("Java Developer") -"Infosys" -intitle:"hiring" -intitle:"jobs" -inurl:"jobs" -inurl:"company"',
    );
  });
  it("builds what the spec builds when only the spec's fields are sent", () => {
    expect(xrayQuery(xray("jobTitle=Recruiter&platform=github")).query).toBe(
      'site:github.com ("Recruiter")',
    );
  });
  it("Reset empties the fields and the switch but keeps the site and country", () => {
    const { values, query } = xrayQuery(
      xray("jobTitle=a&exclude=b&platform=xing&country=de&skipNoise=on&reset=1"),
    );
    expect(query).toBe("");
    expect(values).toMatchObject({
      jobTitle: "",
      exclude: "",
      platform: "xing",
      country: "de",
      skipNoise: false,
    });
  });
});
