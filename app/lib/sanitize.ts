/** The longest text any single field keeps (the spec's sanitiser cut-off). */
export const maxTextLength = 1000;

const markup = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z!?][^>]*(?:>|$)/g;
// Control characters other than tab, newline and carriage return.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes all markup (tags and comments) and control characters, and trims. */
export function stripMarkup(value: string): string {
  let text = value;
  // Repeat so that nested fragments such as "<<b>script>" cannot rebuild a tag.
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(markup, "");
  }
  return text.replace(controls, "").trim();
}

/** The spec's sanitiser: markup removed, trimmed, cut at `max` characters. */
export function sanitizeText(value: string, max = maxTextLength): string {
  return stripMarkup(value).slice(0, max).trim();
}
