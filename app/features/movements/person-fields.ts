import type { PersonChoice } from "~db/schema";
import { formFields } from "~/lib/form-state";

// The featured person's correction form (issue 31): the movement's published fields and a note.

export const correctionFields = formFields([
  "name",
  "newRole",
  "company",
  "previousRole",
  "previousCompany",
  "location",
  "description",
  "note",
]);
export type CorrectionField = (typeof correctionFields.names)[number];

export const choiceTitles = {
  confirm: "Confirm the movement about you",
  correct: "Suggest a correction",
  "take-down": "Take the movement down",
} as const;

export const personChoices = ["confirm", "correct", "take-down"] as const satisfies PersonChoice[];

/** The choice a link's address names, or null for any other. */
export function parseChoice(value: string | undefined): PersonChoice | null {
  return personChoices.find((choice) => choice === value) ?? null;
}

/**
 * The words of a published name, each once, in order: the first names a person may be shown by
 * ("Confirmed by {first name}"). Only these, so nothing unchecked by a moderator is published.
 */
export function nameWords(name: string): string[] {
  return [...new Set(name.trim().split(/\s+/u).filter(Boolean))];
}
