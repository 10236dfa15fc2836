import { z } from "zod";
import { replyAim } from "~/content/promises";
import { addressKey } from "~/lib/address-key";
import { requiredText } from "~/lib/forms";
import type { FormSpec } from "~/lib/submission.server";
import { contactFields, type ContactField } from "./fields";

export const contactSchema = z.object({
  name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(
      z.email("Please enter a valid email address").max(254, "Please enter a valid email address"),
    )
    .transform((email) => email.toLowerCase()),
  subject: requiredText("Subject is required", 200, "Subject must be less than 200 characters"),
  message: requiredText("Message is required", 2000, "Message must be less than 2000 characters"),
} satisfies Record<ContactField, z.ZodType>);

export type ContactInput = z.infer<typeof contactSchema>;

export const messageSentToast = {
  type: "success" as const,
  title: "Message sent successfully!",
  // The spec's success toast, worded as the aim it is (decision 0011).
  description: `We ${replyAim}.`,
};

export const messageFailedToast = {
  type: "error" as const,
  title: "Submission failed",
  description: "There was an error sending your message. Please try again.",
};

/** The contact form, declared once for the server: see submitForm. */
export const contactForm = {
  name: "contact",
  fields: contactFields,
  honeypot: true,
  schema: contactSchema,
  // Keyed by the sender's e-mail, and by address: 3 a minute.
  limit: {
    rule: { name: "contact", points: 3, durationSeconds: 60 },
    keys: (message, clientIp) => [`email:${message.email}`, addressKey(clientIp)],
  },
  success: messageSentToast,
  failed: messageFailedToast,
  redirect: "/contact",
} satisfies FormSpec<ContactField, ContactInput>;
