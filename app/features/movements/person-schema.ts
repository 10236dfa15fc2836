import type { z } from "zod";
import { optionalText } from "~/lib/forms";
import { correctionFields, type CorrectionField } from "./person-fields";
import { movementObject } from "./schema";

// What the featured person may correct: the movement's published fields, checked as the
// submission form checks them, and a note for the moderator.

export const correctionSchema = movementObject
  .pick({
    name: true,
    newRole: true,
    company: true,
    previousRole: true,
    previousCompany: true,
    location: true,
    description: true,
  })
  .extend({
    note: optionalText(500, "Your note must be less than 500 characters"),
  } satisfies Partial<Record<CorrectionField, z.ZodType>>);

export type CorrectionInput = z.infer<typeof correctionSchema>;

// Every field of the form has its check.
correctionFields.names satisfies readonly (keyof CorrectionInput)[];
