/** Two company names are the same company when they match ignoring case and white space. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}
