import { isDisposableEmailDomain } from "disposable-email-domains-js";

// Kept apart from the code's rules (email-code.ts): the list is large, and only the server's
// check of the welcome form needs it; the browser never loads this module.

/**
 * Whether the address's domain, or any domain it is under, is on the maintained list of
 * disposable e-mail services (disposable-email-domains-js, from the disposable-email-domains
 * project).
 */
export function isDisposableAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (isDisposableEmailDomain(labels.slice(i).join("."))) return true;
  }
  return false;
}
