import { formFields } from "~/lib/form-state";
import { stripMarkup } from "~/lib/sanitize";

// The movement form's fields and tag rules, without Zod: the page and the tag editor use them
// as it loads; the schema (schema.ts) loads when the visitor starts on the form.

export const suggestedTags = [
  "CareerMilestones",
  "NewRole",
  "Promotion",
  "Leadership",
  "TalentAcquisition",
  "Recruitment",
  "BusinessDevelopment",
  "AccountManagement",
  "ITStaffing",
  "USStaffing",
  "StaffingUpdates",
  "StaffingSpotlight",
] as const;

export const maxTags = 10;
export const maxTagLength = 50;
export const tooManyTagsMessage = `You can add up to ${maxTags} tags.`;
export const tagTooLongMessage = `Each tag must be ${maxTagLength} characters or fewer.`;

/** One tag as typed: markup and a leading '#' removed, trimmed. */
export function cleanTag(raw: string): string {
  return stripMarkup(raw).replace(/^#+/, "").trim();
}

/**
 * Tags arrive one per field (the tag editor) or comma-separated in one field (the form
 * without JavaScript): split, cleaned, empty ones dropped, duplicates (ignoring case) removed.
 */
export function normalizeTags(raw: readonly string[]): string[] {
  const tags: string[] = [];
  for (const tag of raw.flatMap((item) => item.split(",")).map(cleanTag)) {
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      tags.push(tag);
  }
  return tags;
}

export const movementFields = formFields(
  [
    "name",
    "previousRole",
    "newRole",
    "company",
    "previousCompany",
    "location",
    "description",
    "submitterName",
    "submitterEmail",
    "featuredEmail",
    "isSelf",
    "tags",
  ],
  { multi: ["tags"] },
);
export type MovementField = (typeof movementFields.names)[number];

/** The featured person's address (issue 31): private, for the notice only. */
export const featuredEmailLabel = "Their e-mail (optional), so we can let them know";
export const isSelfLabel = "This is me";
/** "This is me" is confirmed through the submitter's e-mail, so it needs one. */
export const selfNeedsEmailMessage =
  "Please enter your e-mail address: we send you a link to confirm it is you.";
