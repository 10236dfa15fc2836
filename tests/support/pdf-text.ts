import { inflateSync } from "node:zlib";

/**
 * What a PDF that pdfkit wrote shows, read back without a PDF library: each page's size, its
 * lines of text (each TJ or Tj operator is one line, its kerning between pieces dropped), where
 * each starts, its rectangles and link boxes, and the fonts embedded. An embedded font's text is
 * glyph ids, read through the font's ToUnicode map (the map a reader uses to copy and search);
 * a standard font's is one byte a character (WinAnsi, read as Latin-1). It reads pdfkit's
 * output, one operator a line, not every PDF.
 */
export interface PdfText {
  text: string;
  /** Where the text starts, in the page's coordinates (origin at the bottom left). */
  x: number;
  y: number;
  /** The font's name, e.g. "Times-Bold" or "CZZZZZ+Inter-Bold". */
  font: string;
}

export interface PdfPage {
  mediaBox: number[];
  texts: PdfText[];
  /** Every rectangle drawn (`re`): x, y, width, height, y measured from the top. */
  rects: number[][];
  /** Every link's box: x1, y1, x2, y2, from the bottom left. */
  links: number[][];
}

export interface PdfFont {
  name: string;
  /** The size of the embedded font program, uncompressed; 0 for a standard font. */
  bytes: number;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: string): Map<number, PdfObject> {
  const found = new Map<number, PdfObject>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\b/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = pdf.indexOf("endobj", start);
    const body = pdf.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataAt = streamAt + (/stream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 0);
    const raw = Buffer.from(body.slice(dataAt, dataAt + length), "latin1");
    found.set(Number(match[1]), {
      dict,
      stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw,
    });
  }
  return found;
}

const reference = (dict: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1] ?? NaN);

const numbers = (text: string) => text.trim().split(/\s+/).map(Number);

/** A ToUnicode CMap as a map from a glyph's code (hex) to its text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set((pair[1] ?? "").toLowerCase(), utf16(pair[2] ?? ""));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of (block[1] ?? "").matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const low = parseInt(range[1] ?? "0", 16);
      const high = parseInt(range[2] ?? "0", 16);
      const width = (range[1] ?? "").length;
      const targets = [...(range[3] ?? "").matchAll(/<([0-9a-fA-F]+)>/g)].map(
        (hex) => hex[1] ?? "",
      );
      for (let code = low; code <= high; code++) {
        const key = code.toString(16).padStart(width, "0");
        if (targets.length > 1 || (range[3] ?? "").startsWith("["))
          map.set(key, utf16(targets[code - low] ?? ""));
        else {
          const first = Buffer.from(targets[0] ?? "", "hex");
          first.writeUInt16BE(first.readUInt16BE(first.length - 2) + code - low, first.length - 2);
          map.set(key, first.swap16().toString("utf16le"));
        }
      }
    }
  return map;
}

interface Font {
  name: string;
  decode: (hex: string) => string;
}

function fontOf(all: Map<number, PdfObject>, id: number): Font {
  const dict = all.get(id)?.dict ?? "";
  const name = /\/BaseFont \/(\S+)/.exec(dict)?.[1] ?? "";
  const cmapId = reference(dict, "ToUnicode");
  const cmap = all.get(cmapId)?.stream;
  if (!cmap) return { name, decode: (hex) => Buffer.from(hex, "hex").toString("latin1") };
  const map = toUnicode(cmap.toString("latin1"));
  return {
    name,
    decode: (hex) =>
      (hex.match(/.{4}/g) ?? []).map((code) => map.get(code.toLowerCase()) ?? "\uFFFD").join(""),
  };
}

function page(all: Map<number, PdfObject>, dict: string): PdfPage {
  const mediaBox = numbers(/\/MediaBox \[([^\]]*)\]/.exec(dict)?.[1] ?? "");
  const resources = all.get(reference(dict, "Resources"))?.dict ?? dict;
  const fonts = new Map<string, Font>();
  const fontList = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? "";
  for (const entry of fontList.matchAll(/\/(\S+) (\d+) 0 R/g))
    fonts.set(entry[1] ?? "", fontOf(all, Number(entry[2])));
  const links: number[][] = [];
  for (const annot of (/\/Annots \[([^\]]*)\]/.exec(dict)?.[1] ?? "").matchAll(/(\d+) 0 R/g)) {
    const rect = /\/Rect \[([^\]]*)\]/.exec(all.get(Number(annot[1]))?.dict ?? "")?.[1];
    if (rect) links.push(numbers(rect));
  }
  const content = all.get(reference(dict, "Contents"))?.stream?.toString("latin1") ?? "";
  const texts: PdfText[] = [];
  const rects: number[][] = [];
  let font: Font = { name: "", decode: () => "" };
  let at = { x: 0, y: 0 };
  for (const line of content.split("\n")) {
    const tm = /^1 0 0 1 (\S+) (\S+) Tm$/.exec(line);
    const tf = /^\/(\S+) \S+ Tf$/.exec(line);
    const re = /^(\S+ \S+ \S+ \S+) re$/.exec(line);
    if (tm) at = { x: Number(tm[1]), y: Number(tm[2]) };
    else if (tf) font = fonts.get(tf[1] ?? "") ?? font;
    else if (re) rects.push(numbers(re[1] ?? ""));
    else if (/\] TJ$|> Tj$/.test(line)) {
      const text = [...line.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => font.decode(hex[1] ?? ""))
        .join("");
      texts.push({ text, ...at, font: font.name });
    }
  }
  return { mediaBox, texts, rects, links };
}

/** Reads a PDF that pdfkit wrote (compressed or not). */
export function readPdf(pdf: Buffer | string): { pages: PdfPage[]; fonts: PdfFont[] } {
  const all = objects(typeof pdf === "string" ? pdf : pdf.toString("latin1"));
  const pages: PdfPage[] = [];
  const fonts: PdfFont[] = [];
  for (const { dict } of all.values()) {
    if (/\/Type \/Page\b/.test(dict)) pages.push(page(all, dict));
    if (/\/Type \/Font\b/.test(dict) && !/\/DescendantFonts/.test(dict)) {
      const name = /\/BaseFont \/(\S+)/.exec(dict)?.[1] ?? "";
      const descriptor = all.get(reference(dict, "FontDescriptor"))?.dict ?? "";
      const program = all.get(reference(descriptor, "FontFile2"))?.stream;
      fonts.push({ name, bytes: program?.length ?? 0 });
    }
  }
  return { pages, fonts };
}

/** The lines of text a PDF shows, page after page. */
export function pdfLines(pdf: Buffer | string): string[] {
  return readPdf(pdf).pages.flatMap((shown) => shown.texts.map((text) => text.text));
}
