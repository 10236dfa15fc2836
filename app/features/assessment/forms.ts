import { z } from "zod";
import { firstError, type FieldErrors } from "~/lib/form-state";
import { sanitizeText } from "~/lib/sanitize";
import type { FormSpec } from "~/lib/submission.server";
import { section2Fields, welcomeFields, type Section2Field, type WelcomeField } from "./fields";
import type { Section2Answers } from "./assessment.server";
import { checkSection2, section2Hint } from "./rules";
import { addressKey } from "~/lib/address-key";
import { isDisposableAddress } from "./disposable";
import { codeMessages } from "./email-code";
import { checkWelcome, type WelcomeDetails } from "./welcome";

// The assessment's forms, declared once for the server: see submitForm. Their refusals show
// one message at a time, as a toast of its own.

const back = "/assessment";

/** The first problem's message is the toast. */
function firstProblem(errors: FieldErrors) {
  return { toast: { title: firstError(errors) } };
}

/** The welcome details, checked in the spec's order: the first missing one is the message. */
const welcomeSchema = z
  .object({
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    company: z.unknown().optional(),
    designation: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const checked = checkWelcome(input);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", path: [checked.field], message: checked.message });
      return z.NEVER;
    }
    // On the server only: the list is large, and a browser has no need of it.
    if (isDisposableAddress(checked.details.email)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: codeMessages.disposable });
      return z.NEVER;
    }
    return checked.details;
  });

export const welcomeForm = {
  name: "assessment-start",
  fields: welcomeFields,
  schema: welcomeSchema,
  invalid: firstProblem,
  // Each start e-mails a code: 6 an hour per address and per e-mail, so the form cannot be
  // used to flood someone's inbox.
  limit: {
    rule: { name: "assessment-start", points: 6, durationSeconds: 3600 },
    keys: (details, clientIp) => [`email:${details.email}`, addressKey(clientIp)],
  },
  failed: { title: "Failed to start the assessment", description: "Please try again." },
  redirect: back,
} satisfies FormSpec<WelcomeField, WelcomeDetails>;

/** Sanitised like every other text (a NUL would also fail to store in PostgreSQL). */
const answer = z
  .string()
  .optional()
  .transform((value) => sanitizeText(value ?? "", 2000));

const section2Schema = z
  .object({
    scenario1: answer,
    scenario2: answer,
    scenario3: answer,
    positions: answer,
    geographies: answer,
  })
  .transform((input, ctx) => {
    const { scenario1, scenario2, scenario3, positions, geographies } = input;
    if (!checkSection2([scenario1, scenario2, scenario3, positions, geographies])) {
      ctx.addIssue({ code: "custom", path: ["form"], message: section2Hint });
      return z.NEVER;
    }
    return {
      scenarios: [scenario1, scenario2, scenario3] as [string, string, string],
      positions,
      geographies,
    };
  });

export const section2Form = {
  name: "assessment-section2",
  fields: section2Fields,
  schema: section2Schema,
  invalid: firstProblem,
  failed: { title: "Failed to save assessment data" },
  redirect: `${back}?done=1`,
} satisfies FormSpec<Section2Field, Section2Answers>;
