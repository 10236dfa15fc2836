// Legal-form endings only: "Acme Group" and "Acme" may well be two firms, "Acme, Inc." and
// "Acme" are one. Compared after dots are dropped, so "L.L.C." is "llc" and "Co." is "co".
const legalSuffixes = new Set([
  "inc",
  "incorporated",
  "llc",
  "ltd",
  "limited",
  "corp",
  "corporation",
  "co",
  "company",
  "llp",
  "pllc",
  "pc",
  "lp",
]);

/**
 * Two company names are the same company when their keys match: case, white space and
 * punctuation ignored, and with them a leading "The" and trailing legal forms ("Acme Staffing,
 * Inc." is "Acme Staffing"). A name that is nothing but such words keeps them; a name with no
 * letter or digit at all keeps its punctuation, so that "!!!" and "???" stay apart.
 */
export function nameKey(name: string): string {
  const folded = name.normalize("NFKC").toLowerCase();
  const words = folded
    .replace(/['’.]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length > 1 && words[0] === "the") words.shift();
  while (words.length > 1 && legalSuffixes.has(words[words.length - 1] as string)) words.pop();
  return words.join("") || folded.replace(/\s+/g, "");
}
