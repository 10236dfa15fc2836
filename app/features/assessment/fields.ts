import { formFields } from "~/lib/form-state";

// The assessment's two forms' fields, without Zod: the steps use them as they render.

export const welcomeFields = formFields(["name", "email", "company", "designation"]);
export type WelcomeField = (typeof welcomeFields.names)[number];

export const section2Fields = formFields([
  "scenario1",
  "scenario2",
  "scenario3",
  "positions",
  "geographies",
]);
export type Section2Field = (typeof section2Fields.names)[number];
