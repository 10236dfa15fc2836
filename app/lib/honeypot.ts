/**
 * The honeypot: a field people never see (hidden from view, from screen readers and from the
 * keyboard) that simple bots fill in like any other. A filled honeypot means a bot.
 */
export const honeypotField = "company_fax";
