import { honeypotField } from "./honeypot";
import { logger } from "./logger.server";

/** True when the honeypot is filled: a bot. Logged, so that a wave of them can be seen. */
export function isBot(formData: FormData, form: string): boolean {
  const value = formData.get(honeypotField);
  const bot = typeof value === "string" && value.trim() !== "";
  if (bot) logger.warn({ event: "honeypot", form }, "form post caught by the honeypot");
  return bot;
}
