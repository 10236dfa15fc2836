import { z } from "zod";
import { addressKey } from "~/lib/address-key";
import { requiredText } from "~/lib/forms";
import type { FormSpec } from "~/lib/submission.server";
import { reviewFlagReasons, type ReviewFlagReason } from "~/content/review-flags";
import { companySchema } from "~/features/companies/schema";
import {
  claimFields,
  claimSentId,
  claimSentParam,
  flagFields,
  proposalFields,
  replyFields,
  replyMaxLength,
  replyMaxLengthText,
  reviewMailFields,
  savedParam,
  signInFields,
  signInSentParam,
  type ClaimField,
  type FlagField,
  type ProposalField,
  type ReplyField,
  type ReviewMailField,
  type SignInField,
} from "./fields";

export const claimSchema = z.object({
  name: requiredText("Your name is required", 100, "Name must be less than 100 characters"),
  jobTitle: requiredText(
    "Your job title is required",
    100,
    "Job title must be less than 100 characters",
  ),
  email: z
    .string({ error: "Your work e-mail is required" })
    .trim()
    .min(1, "Your work e-mail is required")
    .pipe(
      z.email("Please enter a valid email address").max(254, "Please enter a valid email address"),
    )
    .transform((email) => email.toLowerCase()),
} satisfies Record<ClaimField, z.ZodType>);

export type ClaimInput = z.infer<typeof claimSchema>;

/** The claim form, declared once for the server: see submitForm. Its target is the company. */
export const claimForm = {
  name: "claim",
  fields: claimFields,
  honeypot: true,
  schema: claimSchema,
  // 3 claims per 10 minutes per client address, and per work address.
  limit: {
    rule: { name: "claim", points: 3, durationSeconds: 600 },
    keys: (claim, clientIp) => [`email:${claim.email}`, addressKey(clientIp)],
  },
  success: {
    type: "success" as const,
    title: "Check your inbox",
    description:
      "We sent a link to your work address. The profile is yours to answer for once you confirm it.",
  },
  failed: {
    type: "error" as const,
    title: "Submission failed",
    description: "There was an error sending your claim. Please try again.",
  },
  redirect: (companyId: number) =>
    `/company/${companyId}/claim?${claimSentParam}=sent#${claimSentId}`,
} satisfies FormSpec<ClaimField, ClaimInput, number>;

export const signInSchema = z.object({ email: claimSchema.shape.email } satisfies Record<
  SignInField,
  z.ZodType
>);

/** The representatives' sign-in form: answers every address alike (see representative.server). */
export const signInForm = {
  name: "representative-sign-in",
  fields: signInFields,
  honeypot: true,
  schema: signInSchema,
  // 3 links per 10 minutes per client address, and per work address.
  limit: {
    rule: { name: "representative_sign_in", points: 3, durationSeconds: 600 },
    keys: (input, clientIp) => [`email:${input.email}`, addressKey(clientIp)],
  },
  failed: {
    type: "error" as const,
    title: "Submission failed",
    description: "There was an error sending the link. Please try again.",
  },
  redirect: `/for-companies?${signInSentParam}=sent`,
} satisfies FormSpec<SignInField, z.infer<typeof signInSchema>>;

export const replySchema = z.object({
  body: requiredText(
    "Please write your reply",
    replyMaxLength,
    `Your reply must be at most ${replyMaxLengthText} characters`,
  ),
} satisfies Record<ReplyField, z.ZodType>);

const reasonValues = reviewFlagReasons.map((reason) => reason.value) as [
  ReviewFlagReason,
  ...ReviewFlagReason[],
];

export const flagSchema = z.object({
  reason: z.enum(reasonValues, { error: "Please choose a reason from the list" }),
} satisfies Record<FlagField, z.ZodType>);

export const reviewMailSchema = z.object({
  reviewMail: z.enum(["each", "weekly", "off"], { error: "Please choose one of the options" }),
} satisfies Record<ReviewMailField, z.ZodType>);

/** The company's facts as the company form checks them (features/companies/schema.ts). */
export const proposalSchema = companySchema.pick({
  description: true,
  website: true,
  location: true,
  employee_count: true,
  specialties: true,
  services: true,
  states: true,
});

export type ProposalInput = z.infer<typeof proposalSchema>;

const representativeFailed = {
  type: "error" as const,
  title: "Submission failed",
  description: "There was an error saving your change. Please try again.",
};

// A signed-in representative's forms: 10 a minute per client address (a session is needed too).
function representativeLimit(name: string) {
  return {
    rule: { name, points: 10, durationSeconds: 60 },
    keys: (_input: unknown, clientIp: string) => [addressKey(clientIp)],
  };
}

export const replyForm = {
  name: "review-reply",
  fields: replyFields,
  schema: replySchema,
  limit: representativeLimit("review_reply"),
  success: {
    type: "success" as const,
    title: "Reply sent",
    description: "A moderator reviews it before it appears under the review.",
  },
  failed: representativeFailed,
  redirect: (reviewId: number) => `/for-companies/reviews/${reviewId}?${savedParam}=reply`,
} satisfies FormSpec<ReplyField, z.infer<typeof replySchema>, number>;

export const flagForm = {
  name: "review-flag",
  fields: flagFields,
  schema: flagSchema,
  limit: representativeLimit("review_flag"),
  success: {
    type: "success" as const,
    title: "Review flagged",
    description: "A moderator will look at it. The review stays up meanwhile.",
  },
  failed: representativeFailed,
  redirect: (reviewId: number) => `/for-companies/reviews/${reviewId}?${savedParam}=flag`,
} satisfies FormSpec<FlagField, z.infer<typeof flagSchema>, number>;

export const reviewMailForm = {
  name: "review-mail",
  fields: reviewMailFields,
  schema: reviewMailSchema,
  limit: representativeLimit("review_mail"),
  success: { type: "success" as const, title: "Your choice is saved" },
  failed: representativeFailed,
  redirect: `/for-companies?${savedParam}=mail`,
} satisfies FormSpec<ReviewMailField, z.infer<typeof reviewMailSchema>>;

export const proposalForm = {
  name: "profile-proposal",
  fields: proposalFields,
  schema: proposalSchema,
  limit: representativeLimit("profile_proposal"),
  success: {
    type: "success" as const,
    title: "Changes sent",
    description: "A moderator reviews them before they appear on the profile.",
  },
  failed: representativeFailed,
  redirect: `/for-companies/profile?${savedParam}=sent`,
} satisfies FormSpec<ProposalField, ProposalInput>;

/** The representative's forms' schemas, for the browser's checks (loaded on demand). */
export const answerSchemas = { reply: replySchema, flag: flagSchema, proposal: proposalSchema };
