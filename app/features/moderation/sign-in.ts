import { z } from "zod";
import type { FormSpec } from "~/lib/submission.server";
import { signInFields, type SignInField } from "./fields";

export const missingCredentials = "Please enter your e-mail and password.";

/**
 * Where to go after signing in: only a path inside the workspace, so the sign-in form cannot
 * send anyone to another site, and only in printable ASCII, as the workspace's own links are
 * (`requireModerator` sends the address as the URL parser encoded it). A line break or other
 * control character would otherwise reach the Location header, where it is refused as a
 * header injection; anything else sends the moderator to the workspace itself.
 */
export function safeNext(value: string | null): string {
  return value && /^\/admin(?:[/?][\x21-\x7e]*)?$/.test(value) ? value : "/admin";
}

const signInSchema = z
  .object({
    email: z
      .string()
      .optional()
      .transform((value) => (value ?? "").slice(0, 254)),
    password: z
      .string()
      .optional()
      .transform((value) => (value ?? "").slice(0, 200)),
  })
  .refine((credentials) => credentials.email && credentials.password, missingCredentials);

/** The sign-in form, declared once for the server: its target is where to go next. */
export const signInForm = {
  name: "sign-in",
  fields: signInFields,
  schema: signInSchema,
  invalid: () => ({ toast: { title: missingCredentials } }),
  failed: { title: "Signing in is not possible right now. Please try again in a minute." },
  redirect: (next: string) => next,
} satisfies FormSpec<SignInField, z.infer<typeof signInSchema>, string>;
