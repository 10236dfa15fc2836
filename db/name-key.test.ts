import { describe, expect, it } from "vitest";
import { nameKey } from "./name-key";

describe("nameKey", () => {
  it("ignores case and all spacing", () =>
    expect(nameKey("  Robert  HALF ")).toBe(nameKey("roberthalf")));

  it.each([
    "Acme Staffing, Inc.",
    "Acme Staffing Inc",
    "ACME STAFFING LLC",
    "Acme Staffing, L.L.C.",
    "Acme Staffing Ltd.",
    "Acme Staffing Corp.",
    "Acme Staffing Corporation",
    "Acme Staffing Co.",
    "Acme Staffing Company",
    "Acme Staffing LLP",
    "Acme Staffing PLLC",
    "Acme Staffing, P.C.",
    "Acme Staffing, L.P.",
    "Acme Staffing Incorporated",
    "Acme Staffing Limited",
    "The Acme Staffing",
    "the acme-staffing, inc.",
    "Acme Staffing Co., Ltd.",
    "Acme   Staffing!",
  ])("reads %j as Acme Staffing", (name) => expect(nameKey(name)).toBe("acmestaffing"));

  it("keeps ordinary words that may tell two firms apart", () => {
    expect(nameKey("Acme Group")).not.toBe(nameKey("Acme"));
    expect(nameKey("Acme Staffing Partners")).not.toBe(nameKey("Acme Staffing"));
    expect(nameKey("Acme Talent")).not.toBe(nameKey("Acme Staffing"));
    expect(nameKey("Acme Holdings")).toBe("acmeholdings");
  });

  it("drops a legal form at the end only, and 'The' at the start only", () => {
    expect(nameKey("Inc Staffing")).toBe("incstaffing");
    expect(nameKey("Co Workers Staffing")).toBe("coworkersstaffing");
    expect(nameKey("Staffing The Nation")).toBe("staffingthenation");
    expect(nameKey("Theory Staffing")).toBe("theorystaffing");
  });

  it("keeps a name that is nothing but a legal form or 'The'", () => {
    expect(nameKey("The Company")).toBe("company");
    expect(nameKey("Inc.")).toBe("inc");
    expect(nameKey("The")).toBe("the");
  });

  it("keeps letters of every script and a name of punctuation only", () => {
    expect(nameKey("Société Générale Staffing SA")).toBe("sociétégénéralestaffingsa");
    expect(nameKey("日本 スタッフ 株式会社")).toBe("日本スタッフ株式会社");
    expect(nameKey("!!!")).not.toBe(nameKey("???"));
  });

  it("reads apostrophes and full-width forms alike", () => {
    expect(nameKey("O'Brien Staffing")).toBe(nameKey("OBrien Staffing"));
    expect(nameKey("O’Brien Staffing")).toBe(nameKey("OBrien Staffing"));
    expect(nameKey("ＡＣＭＥ Staffing")).toBe("acmestaffing");
  });
});
