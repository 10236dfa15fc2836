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
  it("says 'review' for one and 'reviews' otherwise", () => {
    expect(reviewLabel(0)).toBe("0 reviews");
    expect(reviewLabel(1)).toBe("1 review");
    expect(reviewLabel(2)).toBe("2 reviews");
  });
});
