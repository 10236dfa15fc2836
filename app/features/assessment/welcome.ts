import { isEmailAddress } from "~/lib/forms";
import { sanitizeText } from "~/lib/sanitize";

// The welcome form's check, shared by the server and the browser. The e-mail check needs Zod,
// so the browser loads this module when the visitor starts on the form, not with the page.

export const welcomeMessages = {
  name: "Please enter your name to start the assessment",
  email: "Please enter your email to start the assessment",
  company: "Please enter your company name to start the assessment",
  designation: "Please enter your designation to start the assessment",
} as const;
export const invalidEmailMessage = "Please enter a valid email address";

export interface WelcomeDetails {
  name: string;
  email: string;
  company: string;
  designation: string;
}

/**
 * Checks the four details in the spec's order and returns the first problem's message, so the
 * visitor sees one clear toast at a time.
 */
export function checkWelcome(
  input: Partial<Record<keyof WelcomeDetails, unknown>>,
):
  | { ok: true; details: WelcomeDetails }
  | { ok: false; field: keyof WelcomeDetails; message: string } {
  // Sanitised like every other form's text (the name goes on a certificate). An e-mail is
  // never cut: a shortened address would be someone else's.
  const text = (value: unknown) => (typeof value === "string" ? sanitizeText(value, 100) : "");
  const details = {
    name: text(input.name),
    email: typeof input.email === "string" ? input.email.trim().toLowerCase() : "",
    company: text(input.company),
    designation: text(input.designation),
  };
  for (const field of ["name", "email", "company", "designation"] as const) {
    if (!details[field]) return { ok: false, field, message: welcomeMessages[field] };
    if (field === "email" && !isEmailAddress(details.email)) {
      return { ok: false, field, message: invalidEmailMessage };
    }
  }
  return { ok: true, details };
}
