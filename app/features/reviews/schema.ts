import { z } from "zod";
import { addressKey } from "~/lib/address-key";
import { optionalText, requiredText } from "~/lib/forms";
import type { FormSpec } from "~/lib/submission.server";
import { reviewFields, reviewSentId, reviewSentParam, type ReviewField } from "./fields";
import { competitorMessage, relationshipRequiredMessage, relationships } from "./relationships";

export const ratingMessage = "Please choose a rating from 1 to 5 stars";

/** One of the form's choices: a competitor is refused with the reason, the others are stored. */
const relationship = z
  .string({ error: relationshipRequiredMessage })
  .refine((value) => value !== "competitor", competitorMessage)
  .pipe(z.enum(relationships, { error: relationshipRequiredMessage }));

export const reviewSchema = z.object({
  relationship,
  rating: z.coerce
    .number({ error: ratingMessage })
    .int(ratingMessage)
    .min(1, ratingMessage)
    .max(5, ratingMessage),
  title: requiredText("Title is required", 100, "Title must be less than 100 characters"),
  body: requiredText("Review is required", 2000, "Review must be less than 2000 characters").refine(
    // Characters are code points, as in every other length check: 10 emoji are not 20.
    (text) => Array.from(text).length >= 20,
    "Please write at least 20 characters",
  ),
  reviewerName: optionalText(100, "Name must be less than 100 characters"),
  reviewerEmail: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(
      z.email("Please enter a valid email address").max(254, "Please enter a valid email address"),
    )
    .transform((email) => email.toLowerCase()),
} satisfies Record<ReviewField, z.ZodType>);

export type ReviewInput = z.infer<typeof reviewSchema>;

export const reviewSubmittedToast = {
  type: "success" as const,
  title: "Thank you for your review!",
  description:
    "Please check your inbox: we sent you a link to confirm your review. It will appear on this page once you have confirmed it and a moderator has approved it.",
};

export const reviewFailedToast = {
  type: "error" as const,
  title: "Submission failed",
  description: "There was an error submitting your review. Please try again.",
};

/** The review form, declared once for the server: see submitForm. Its target is the company. */
export const reviewForm = {
  name: "review",
  fields: reviewFields,
  honeypot: true,
  schema: reviewSchema,
  // 3 reviews per 10 minutes per address, and per e-mail.
  limit: {
    rule: { name: "review", points: 3, durationSeconds: 600 },
    keys: (review, clientIp) => [`email:${review.reviewerEmail}`, addressKey(clientIp)],
  },
  success: reviewSubmittedToast,
  failed: reviewFailedToast,
  redirect: (companyId: number) => `/company/${companyId}?${reviewSentParam}=sent#${reviewSentId}`,
} satisfies FormSpec<ReviewField, ReviewInput, number>;
