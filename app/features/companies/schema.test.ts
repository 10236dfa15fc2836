import { describe, expect, it } from "vitest";
import { companySchema } from "./schema";
import { reviewLabel } from "./stars";

describe("company website and logo URLs", () => {
  const parse = (website: string) => companySchema.safeParse({ name: "Acme", website });

  it("reads a bare domain as https", () =>
    expect(parse("acme.com").data?.website).toBe("https://acme.com/"));
  it("keeps an http or https URL", () =>
    expect(parse("http://acme.com/jobs").data?.website).toBe("http://acme.com/jobs"));
  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "ftp://acme.com",
    "acme",
    "http://",
    "not a url",
  ])("refuses %s", (value) =>
    expect(parse(value).error?.issues[0]?.message).toBe("Please enter a valid website URL"),
  );
  it("stores empty optional fields as null", () => {
    expect(
      companySchema.parse({ name: "Acme", website: "", logo_url: "", industry: " " }),
    ).toMatchObject({
      website: null,
      logo_url: null,
      industry: null,
      description: null,
    });
  });
});

describe("reviewLabel", () => {
  it("says 'No reviews yet' for none, 'review' for one and 'reviews' otherwise", () => {
    expect(reviewLabel(0)).toBe("No reviews yet");
    expect(reviewLabel(1)).toBe("1 review");
    expect(reviewLabel(2)).toBe("2 reviews");
  });
});

describe("company specialties, services and states", () => {
  const parse = (input: Record<string, string | string[]>) =>
    companySchema.safeParse({ name: "Acme", ...input });

  it("keeps each ticked value once, in the list's order, and nothing when none is ticked", () => {
    expect(
      parse({ specialties: ["legal", "it", "legal"], services: "rpo", states: ["NY", "AL"] }).data,
    ).toMatchObject({ specialties: ["it", "legal"], services: ["rpo"], states: ["AL", "NY"] });
    expect(parse({}).data).toMatchObject({ specialties: [], services: [], states: [] });
  });
  it("stores Nationwide alone", () =>
    expect(parse({ states: ["TX", "US"] }).data?.states).toEqual(["US"]));
  it.each([
    ["specialties", "Please choose specialties from the list"],
    ["services", "Please choose services from the list"],
    ["states", "Please choose states from the list"],
  ])("refuses a %s value from no list", (field, message) =>
    expect(parse({ [field]: ["tx"] }).error?.issues[0]).toMatchObject({
      path: [field],
      message,
    }),
  );
});
