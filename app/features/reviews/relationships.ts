// How a reviewer knows the company (issue 18, decision 0024). Asked on every review since
// migration 0018; reviews stored before it have none (null: "Relationship not stated").
// Current employees are the company's insiders (the FTC's rule on reviews, 16 CFR Part 465):
// their reviews are shown, labelled, and left out of the average. A competitor's review is
// refused when submitted, so it is never stored.

import type { ReviewRelationship } from "~db/schema";

/** The answers that are stored, in the order the form and the filter list them. */
export const relationships = [
  "client",
  "former_client",
  "placed",
  "employee",
  "former_employee",
] as const satisfies readonly ReviewRelationship[];
export type Relationship = ReviewRelationship;

/** The form's choices: the stored answers, then the one that is refused. */
export const relationshipChoices = [
  { value: "client", label: "Client (we hire through them)" },
  { value: "former_client", label: "Former client" },
  { value: "placed", label: "Candidate or contractor placed by them" },
  { value: "employee", label: "Current employee" },
  { value: "former_employee", label: "Former employee" },
  { value: "competitor", label: "I work for a competing staffing firm" },
] as const satisfies readonly { value: Relationship | "competitor"; label: string }[];

export const relationshipRequiredMessage = "Please tell us how you know this company";
export const competitorMessage =
  "Reviews by people who work for a competing staffing firm are not accepted: a competitor's rating is not an independent opinion.";

/** The label shown on each published review and in the moderators' queue. */
export function relationshipLabel(relationship: Relationship | null): string {
  switch (relationship) {
    case "client":
      return "Client";
    case "former_client":
      return "Former client";
    case "placed":
      return "Placed candidate or contractor";
    case "employee":
      return "Employee review";
    case "former_employee":
      return "Former employee";
    default:
      return "Relationship not stated";
  }
}

/**
 * The relationships whose ratings are left out of the company's average and the review count
 * beside it: current employees' only. Former employees are not insiders under the rule, and
 * reviews from before the question was asked (null) count as they always did.
 */
export const outsideAverage = ["employee"] as const satisfies readonly Relationship[];

export function countsInAverage(relationship: Relationship | null): boolean {
  return !outsideAverage.some((excluded) => excluded === relationship);
}

/** The profile's filter: `?relationship=`, one of the stored answers or "not_stated". */
export type RelationshipFilter = Relationship | "not_stated";

/** The filter a URL asks for; anything unknown means all reviews. */
export function parseRelationshipFilter(url: URL): RelationshipFilter | null {
  const value = url.searchParams.get("relationship");
  if (value === "not_stated") return value;
  return relationships.find((relationship) => relationship === value) ?? null;
}
