import { describe, expect, it } from "vitest";
import {
  competitorMessage,
  countsInAverage,
  parseRelationshipFilter,
  relationshipChoices,
  relationshipLabel,
  relationshipRequiredMessage,
  relationships,
} from "./relationships";
import { reviewSchema } from "./schema";

describe("a review's relationship to the company", () => {
  it("labels each published review, and the ones from before the question", () => {
    expect(relationships.map(relationshipLabel)).toEqual([
      "Client",
      "Former client",
      "Placed candidate or contractor",
      "Employee review",
      "Former employee",
    ]);
    expect(relationshipLabel(null)).toBe("Relationship not stated");
  });

  it("leaves only current employees out of the average", () => {
    expect(relationships.filter((relationship) => !countsInAverage(relationship))).toEqual([
      "employee",
    ]);
    expect(countsInAverage("former_employee")).toBe(true);
    expect(countsInAverage(null)).toBe(true);
  });

  it("offers every stored answer and the competitor's, last", () => {
    expect(relationshipChoices.map((choice) => choice.value)).toEqual([
      ...relationships,
      "competitor",
    ]);
  });

  it("reads the profile's filter from ?relationship=, anything unknown meaning all", () => {
    const filter = (query: string) =>
      parseRelationshipFilter(new URL(`https://spotlight.test/company/1${query}`));
    expect(filter("?relationship=former_client")).toBe("former_client");
    expect(filter("?relationship=not_stated")).toBe("not_stated");
    expect(filter("")).toBeNull();
    expect(filter("?relationship=competitor")).toBeNull();
    expect(filter("?relationship=Employee")).toBeNull();
  });
});

describe("the review form's relationship question", () => {
  const form = (relationship?: string) => ({
    relationship,
    rating: "4",
    title: "Fair",
    body: "Twenty characters or more of review.",
    reviewerEmail: "a@example.com",
  });
  const message = (relationship?: string) =>
    reviewSchema
      .safeParse(form(relationship))
      .error?.issues.find((issue) => issue.path[0] === "relationship")?.message;

  it("is required and takes only the listed answers", () => {
    expect(message(undefined)).toBe(relationshipRequiredMessage);
    expect(message("")).toBe(relationshipRequiredMessage);
    expect(message("owner")).toBe(relationshipRequiredMessage);
    expect(reviewSchema.parse(form("placed")).relationship).toBe("placed");
  });

  it("refuses a competitor and says why", () => {
    expect(message("competitor")).toBe(competitorMessage);
    expect(competitorMessage).toMatch(/competing staffing firm are not accepted/);
  });
});
