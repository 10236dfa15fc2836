import { describe, expect, it } from "vitest";
import { booleanQuery } from "./queries";

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
