import type { FontMetrics } from "./font-metrics.server";

/**
 * A word with an at sign inside it (`jane@example.com`, `jane＠example.com`): an e-mail address,
 * or something close enough to one that a card leaves it out. Addresses are never shown
 * publicly, and a share card is a picture that travels further than the page.
 */
const emailLike = /[^\s]*[@\uFF20\uFE6B][^\s]*/gu;

/** Whether XML 1.0 allows the character (else the SVG would not parse): no lone surrogates. */
function xmlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}

/**
 * A user-supplied field as a card may show it: without anything e-mail-like, without characters
 * XML refuses, on one line, and without brackets or separators that the removal left empty.
 */
export function cardText(value: string | null | undefined): string {
  return Array.from(value ?? "")
    .filter(xmlCharacter)
    .join("")
    .normalize("NFC")
    .replace(emailLike, " ")
    .replace(/[([{<]\s*[)\]}>]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:·|/-]+|[\s,;:·|/-]+$/g, "")
    .trim();
}

/**
 * The text as the font can draw it: a symbol or emoji it lacks is left out (it decorates), but
 * a letter or digit it lacks makes the text undrawable (null): a name shown as empty boxes, or
 * with letters missing, would be worse than no card.
 */
export function drawableText(metrics: FontMetrics, text: string): string | null {
  let drawable = "";
  for (const grapheme of splitGraphemes(text)) {
    const codePoints = Array.from(grapheme, (character) => character.codePointAt(0) ?? 0);
    if (codePoints.every((codePoint) => metrics.draws(codePoint) || codePoint === 0x200d)) {
      drawable += grapheme;
    } else if (/[\p{L}\p{N}]/u.test(grapheme)) {
      return null;
    }
  }
  return drawable.replace(/\s+/g, " ").trim();
}

/** Text as the content of an SVG element. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

// Made on first use: ICU's segmentation data need not be in memory before a card is drawn.
let graphemes: Intl.Segmenter | undefined;

function splitGraphemes(text: string): string[] {
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** The longest start of `text` that fits with an ellipsis after it. */
function ellipsize(text: string, fits: (line: string) => boolean): string {
  if (fits(text)) return text;
  const parts = splitGraphemes(text);
  while (parts.length && !fits(`${parts.join("").trimEnd()}…`)) parts.pop();
  return `${parts.join("").trimEnd()}…`;
}

/**
 * `text` in lines no wider than `maxWidth` at `size` px, at most `maxLines` of them; the last
 * one ends in an ellipsis when the text did not fit. A word wider than a line is broken.
 */
export function wrapText(
  metrics: FontMetrics,
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const fits = (line: string) => metrics.width(line, size) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  const push = () => {
    lines.push(line);
    line = "";
  };
  for (const word of text.split(" ").filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) push();
    if (fits(word)) {
      line = word;
      continue;
    }
    for (const part of splitGraphemes(word)) {
      if (line && !fits(line + part)) push();
      line += part;
    }
  }
  if (line) push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(lines.slice(maxLines - 1).join(" "), fits);
  return kept;
}
