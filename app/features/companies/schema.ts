import { z } from "zod";
import { addressKey } from "~/lib/address-key";
import { optionalText, requiredText } from "~/lib/forms";
import type { FormSpec } from "~/lib/submission.server";
import { facets, nationwide, type Choice } from "./directory";
import { companyFields, type CompanyField } from "./fields";

/**
 * An optional web address: "acme.com" is read as https://acme.com. Only http and https are
 * accepted, so no javascript: or data: address can ever be stored and rendered as a link; nor
 * one with a user name, as in https://bank.example@evil.example, which shows one site and
 * opens another.
 */
export function optionalUrl(message: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .transform((value, ctx) => {
      if (!value) return null;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        const validHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
        if (
          (url.protocol === "http:" || url.protocol === "https:") &&
          validHost &&
          !url.username &&
          !url.password &&
          withScheme.length <= 500
        ) {
          return url.toString();
        }
      } catch {
        // falls through to the message
      }
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/**
 * Ticked values of one of the lists (optional): each from the list, each once, in the list's
 * order. Anything else is refused with `message`, never dropped in silence.
 */
function choices(list: readonly Choice[], message: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      const given = new Set(value === undefined ? [] : [value].flat());
      if ([...given].some((one) => !list.some((choice) => choice.value === one))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return list.filter((choice) => given.has(choice.value)).map((choice) => choice.value);
    });
}

export const companySchema = z.object({
  name: requiredText(
    "Company name is required",
    100,
    "Company name must be less than 100 characters",
  ),
  website: optionalUrl("Please enter a valid website URL"),
  description: optionalText(1000, "Description must be less than 1000 characters"),
  industry: optionalText(100, "Industry must be less than 100 characters"),
  location: optionalText(100, "Location must be less than 100 characters"),
  employee_count: optionalText(50, "Employee count must be less than 50 characters"),
  logo_url: optionalUrl("Please enter a valid logo URL"),
  specialties: choices(facets.specialty.choices, "Please choose specialties from the list"),
  services: choices(facets.service.choices, "Please choose services from the list"),
  // Nationwide covers every state: the states ticked with it add nothing.
  states: choices(facets.state.choices, "Please choose states from the list").transform((states) =>
    states.includes(nationwide.value) ? [nationwide.value] : states,
  ),
} satisfies Record<CompanyField, z.ZodType>);

export type CompanyInput = z.infer<typeof companySchema>;

export const companySubmittedToast = {
  type: "success" as const,
  title: "Success!",
  description: "Company has been submitted successfully.",
};

export const companyFailedToast = {
  type: "error" as const,
  title: "Error",
  description: "Failed to submit company. Please try again.",
};

/** The company form, declared once for the server: see submitForm. */
export const companyForm = {
  name: "company",
  fields: companyFields,
  honeypot: true,
  schema: companySchema,
  // Key 'company_submit', per client address: 3 a minute.
  limit: {
    rule: { name: "company_submit", points: 3, durationSeconds: 60 },
    keys: (_company, clientIp) => [addressKey(clientIp)],
  },
  success: companySubmittedToast,
  failed: companyFailedToast,
  redirect: "/companies?submitted=1",
} satisfies FormSpec<CompanyField, CompanyInput>;

export const alreadyListedMessage = "This company is already listed.";
export const awaitingReviewMessage =
  "This company has already been submitted and is waiting for review.";

export const companiesPageSize = 24;
