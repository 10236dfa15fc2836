import { z } from "zod";
import { addressKey } from "~/lib/address-key";
import type { FormSpec } from "~/lib/submission.server";
import { optionalEmail, optionalText, requiredText } from "~/lib/forms";
import {
  maxTagLength,
  maxTags,
  normalizeTags,
  tagTooLongMessage,
  tooManyTagsMessage,
  movementFields,
  selfNeedsEmailMessage,
  type MovementField,
} from "./fields";

// The schema reads tags with this, so tests that check stored tags use it too.
export { normalizeTags };

const tagsSchema = z
  .array(z.string())
  .default([])
  .transform(normalizeTags)
  .pipe(z.array(z.string().max(maxTagLength, tagTooLongMessage)).max(maxTags, tooManyTagsMessage));

export const movementObject = z.object({
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
  featuredEmail: optionalEmail("Please enter a valid email address"),
  // A checkbox: sent as "yes" when ticked, absent when not.
  isSelf: z
    .string()
    .optional()
    .transform((value) => value === "yes"),
  tags: tagsSchema,
} satisfies Record<MovementField, z.ZodType>);

/**
 * With "This is me" the submitter is the featured person: their own e-mail serves (it is
 * required, since it confirms the movement), and a second address typed is not kept.
 */
export const movementSchema = z
  .preprocess(
    // Ticked, the second address is hidden and not kept, so it is not checked either.
    (input) =>
      typeof input === "object" && input !== null && "isSelf" in input && input.isSelf === "yes"
        ? { ...input, featuredEmail: undefined }
        : input,
    movementObject,
  )
  .superRefine((movement, context) => {
    if (movement.isSelf && !movement.submitterEmail)
      context.addIssue({
        code: "custom",
        path: ["submitterEmail"],
        message: selfNeedsEmailMessage,
      });
  })
  .transform((movement) => ({
    ...movement,
    featuredEmail: movement.isSelf ? movement.submitterEmail : movement.featuredEmail,
  }));

export type MovementInput = z.infer<typeof movementSchema>;

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

/** The movement form, declared once for the server: see submitForm. */
export const movementForm = {
  name: "movement",
  fields: movementFields,
  honeypot: true,
  schema: movementSchema,
  // 3 submissions a minute per client address, and per submitter e-mail when one is given.
  // Never one shared bucket for submissions without an e-mail (the spec's client-side
  // 'anonymous' key): one visitor could use it up and stop everyone else.
  limit: {
    rule: { name: "movement", points: 3, durationSeconds: 60 },
    keys: (movement, clientIp) => [
      addressKey(clientIp),
      ...(movement.submitterEmail ? [`email:${movement.submitterEmail}`] : []),
    ],
  },
  success: movementSubmittedToast,
  failed: movementFailedToast,
  // The page then says what happens next (app/routes/submit.tsx). A bot's post lands there too.
  redirect: "/submit?submitted=1",
} satisfies FormSpec<MovementField, MovementInput>;
