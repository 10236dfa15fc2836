/** The longest text any single field keeps (the spec's sanitiser cut-off). */
export const maxTextLength = 1000;

const markup = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z!?][^>]*(?:>|$)/g;
// Control characters other than tab, newline and carriage return.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes control characters (a NUL, for one, cannot even be stored in PostgreSQL). */
export function stripControls(value: string): string {
  return value.replace(controls, "");
}

/** Removes all markup (tags and comments) and control characters, and trims. */
export function stripMarkup(value: string): string {
  // Control characters go first: removed after the markup, "<\u0007b>" would become "<b>".
  let text = stripControls(value);
  // Repeat so that nested fragments such as "<<b>script>" cannot rebuild a tag.
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(markup, "");
  }
  return text.trim();
}

/**
 * The spec's sanitiser: markup removed, trimmed, cut at `max` characters. Characters are code
 * points, as the forms' length checks count them, so a cut never splits an emoji in half.
 */
export function sanitizeText(value: string, max = maxTextLength): string {
  return Array.from(stripMarkup(value)).slice(0, max).join("").trim();
}
