import { z } from "zod";
import { addressKey } from "~/lib/address-key";
import { requiredText } from "~/lib/forms";
import type { FormSpec } from "~/lib/submission.server";
import {
  claimFields,
  claimSentId,
  claimSentParam,
  signInFields,
  signInSentParam,
  type ClaimField,
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
