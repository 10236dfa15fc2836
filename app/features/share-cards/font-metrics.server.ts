/**
 * How wide a line of text is in one TrueType font: the glyphs' advance widths, read from the
 * font's own `cmap` and `hmtx` tables. The share cards wrap and shorten names with it, so a long
 * name or role never runs off the card (kerning is left out: it narrows a line by well under 1 %,
 * and the cards leave more room than that).
 */
export interface FontMetrics {
  /** The width of `text` at `size` pixels, in pixels. */
  width(text: string, size: number): number;
  /** Whether the font draws the character (else a reader would see a "no glyph" box). */
  draws(codePoint: number): boolean;
}

function tableOffsets(font: Buffer): Map<string, number> {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    tables.set(font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8));
  }
  return tables;
}

/** The character-to-glyph map: format 12 (all of Unicode) where the font has it, else format 4. */
function glyphLookup(font: Buffer, cmap: number): (codePoint: number) => number {
  const subtables: { format: number; offset: number }[] = [];
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) {
      subtables.push({ format: font.readUInt16BE(offset), offset });
    }
  }
  const full = subtables.find((table) => table.format === 12);
  if (full) {
    const groups = font.readUInt32BE(full.offset + 12);
    return (codePoint) => {
      for (let group = 0; group < groups; group += 1) {
        const at = full.offset + 16 + group * 12;
        const start = font.readUInt32BE(at);
        if (codePoint >= start && codePoint <= font.readUInt32BE(at + 4)) {
          return font.readUInt32BE(at + 8) + codePoint - start;
        }
      }
      return 0;
    };
  }
  const basic = subtables.find((table) => table.format === 4);
  if (!basic) throw new Error("The font has no Unicode character map (cmap format 4 or 12).");
  const segments = font.readUInt16BE(basic.offset + 6) / 2;
  const ends = basic.offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment += 1) {
      if (codePoint > font.readUInt16BE(ends + segment * 2)) continue;
      const start = font.readUInt16BE(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = font.readInt16BE(deltas + segment * 2);
      const rangeAt = rangeOffsets + segment * 2;
      const range = font.readUInt16BE(rangeAt);
      if (range === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeAt + range + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** Reads a TrueType or OpenType (CFF) font's metrics. */
export function fontMetrics(font: Buffer): FontMetrics {
  const tables = tableOffsets(font);
  const head = tables.get("head");
  const hhea = tables.get("hhea");
  const hmtx = tables.get("hmtx");
  const cmap = tables.get("cmap");
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined) {
    throw new Error("Not a TrueType or OpenType font: head, hhea, hmtx or cmap is missing.");
  }
  const unitsPerEm = font.readUInt16BE(head + 18);
  const advances = font.readUInt16BE(hhea + 34);
  const glyphOf = glyphLookup(font, cmap);
  const cache = new Map<number, number>();
  const advance = (codePoint: number) => {
    let width = cache.get(codePoint);
    if (width === undefined) {
      const glyph = Math.min(glyphOf(codePoint), advances - 1);
      width = font.readUInt16BE(hmtx + glyph * 4) / unitsPerEm;
      cache.set(codePoint, width);
    }
    return width;
  };
  return {
    draws: (codePoint) => glyphOf(codePoint) !== 0,
    width(text, size) {
      let total = 0;
      for (const character of text) total += advance(character.codePointAt(0) ?? 0);
      return total * size;
    },
  };
}
