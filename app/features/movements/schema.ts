import { z } from "zod";
import { optionalEmail, optionalText, requiredText } from "~/lib/forms";
import { stripMarkup } from "~/lib/sanitize";

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

const tagsSchema = z
  .array(z.string())
  .default([])
  .transform(normalizeTags)
  .pipe(z.array(z.string().max(maxTagLength, tagTooLongMessage)).max(maxTags, tooManyTagsMessage));

export const movementSchema = z.object({
  name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
  previousRole: optionalText(100, "Previous role must be less than 100 characters"),
  newRole: requiredText("New role is required", 100, "New role must be less than 100 characters"),
  company: requiredText("Company is required", 100, "Company must be less than 100 characters"),
  previousCompany: optionalText(100, "Previous company must be less than 100 characters"),
  location: optionalText(100, "Location must be less than 100 characters"),
  description: requiredText(
    "Description is required",
    1000,
    "Description must be less than 1000 characters",
  ),
  submitterName: optionalText(100, "Your name must be less than 100 characters"),
  submitterEmail: optionalEmail("Please enter a valid email address"),
  tags: tagsSchema,
});

export type MovementInput = z.infer<typeof movementSchema>;

const textFields = [
  "name",
  "previousRole",
  "newRole",
  "company",
  "previousCompany",
  "location",
  "description",
  "submitterName",
  "submitterEmail",
] as const;

/** The schema's input from a form: each text field once, and every `tags` value. */
export function movementFormInput(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of textFields) {
    const value = formData.get(field);
    if (typeof value === "string") input[field] = value;
  }
  input.tags = formData.getAll("tags").filter((value) => typeof value === "string");
  return input;
}

export const movementSubmittedToast = {
  type: "success" as const,
  title: "Movement submitted successfully! 🎉",
  description: "Thank you for sharing this career milestone with our community.",
};

export const movementFailedToast = {
  type: "error" as const,
  title: "Submission failed",
  description: "There was an error submitting your movement. Please try again.",
};

/** 3 submissions a minute per submitter e-mail (or one shared anonymous bucket), and per address. */
export const movementLimit = { name: "movement", points: 3, durationSeconds: 60 };
