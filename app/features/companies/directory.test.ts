import { describe, expect, it } from "vitest";
import { choiceLabel, directoryHref, parseFilters, stateChoices } from "./directory";

describe("the directory's filters", () => {
  it("has the 50 states and DC", () => expect(stateChoices).toHaveLength(51));
  it("reads known values from the address and ignores the rest", () => {
    expect(parseFilters(new URLSearchParams("specialty=it&service=rpo&state=US"))).toEqual({
      specialty: "it",
      service: "rpo",
      state: "US",
    });
    expect(parseFilters(new URLSearchParams("specialty=IT&service=&state=Texas"))).toEqual({});
  });
  it("writes an address without empty parts, the page last", () => {
    expect(directoryHref("", {})).toBe("/companies");
    expect(directoryHref("a b", { state: "TX", specialty: "it" }, 2)).toBe(
      "/companies?q=a+b&specialty=it&state=TX&page=2",
    );
  });
  it("names a value by its label, or by itself when no list has it", () => {
    expect(choiceLabel("state", "US")).toBe("Nationwide");
    expect(choiceLabel("service", "temp-to-hire")).toBe("Temp-to-hire");
    expect(choiceLabel("specialty", "retired-value")).toBe("retired-value");
  });
});
