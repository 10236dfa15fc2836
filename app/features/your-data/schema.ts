import { z } from "zod";
import { addressKey } from "~/lib/address-key";
import type { FormSpec } from "~/lib/submission.server";
import { linkSentParam, requestFields, type RequestField } from "./fields";

export const requestSchema = z.object({
  email: z
    .string({ error: "Your e-mail is required" })
    .trim()
    .min(1, "Your e-mail is required")
    .pipe(
      z.email("Please enter a valid email address").max(254, "Please enter a valid email address"),
    )
    .transform((email) => email.toLowerCase()),
} satisfies Record<RequestField, z.ZodType>);

/**
 * The request for a link: answers every address alike (a link is sent whatever the site holds),
 * so it tells no one whether an address is known. The inbox's budget caps what reaches it.
 */
export const requestForm = {
  name: "your-data-link",
  fields: requestFields,
  honeypot: true,
  schema: requestSchema,
  // 3 links per 10 minutes per address asked for, and per client address.
  limit: {
    rule: { name: "your_data_link", points: 3, durationSeconds: 600 },
    keys: (input, clientIp) => [`email:${input.email}`, addressKey(clientIp)],
  },
  failed: {
    type: "error" as const,
    title: "Submission failed",
    description: "There was an error sending the link. Please try again.",
  },
  redirect: `/your-data?${linkSentParam}=sent`,
} satisfies FormSpec<RequestField, z.infer<typeof requestSchema>>;
