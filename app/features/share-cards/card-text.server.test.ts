import { describe, expect, it } from "vitest";
import { cardText, drawableText, escapeXml, wrapText } from "./card-text.server";
import type { FontMetrics } from "./font-metrics.server";

/** A font where every character is half a pixel size wide and only Latin letters are drawn. */
const halfEm: FontMetrics = {
  width: (text, size) => Array.from(text).length * size * 0.5,
  draws: (codePoint) => codePoint < 0x250,
};

describe("cardText", () => {
  it("leaves out e-mail addresses and anything with an at sign inside", () => {
    expect(cardText("Jane Doe (jane.doe@example.com)")).toBe("Jane Doe");
    expect(cardText("Write to jobs@acme.io, please")).toBe("Write to please");
    expect(cardText("Quill＠Mail Staffing")).toBe("Staffing");
    expect(cardText("jane@example.com")).toBe("");
  });

  it("keeps one line of text that XML accepts", () => {
    expect(cardText("  Line one\n\tline two \u0000\u0007\uD800 end ")).toBe(
      "Line one line two end",
    );
    expect(cardText(null)).toBe("");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});

describe("wrapText", () => {
  // At 10 px a character is 5 px wide: a 50 px line holds 10 characters.
  it("wraps at spaces", () => {
    expect(wrapText(halfEm, "Ann Lee of Acme Staffing", 10, 50, 3)).toEqual([
      "Ann Lee of",
      "Acme",
      "Staffing",
    ]);
  });

  it("shortens the last line with an ellipsis when the text needs more lines", () => {
    expect(wrapText(halfEm, "Ann Lee of Acme Staffing", 10, 50, 2)).toEqual([
      "Ann Lee of",
      "Acme Staf…",
    ]);
  });

  it("breaks a word wider than a line", () => {
    expect(wrapText(halfEm, "ABCDEFGHIJKLMNO", 10, 50, 2)).toEqual(["ABCDEFGHIJ", "KLMNO"]);
  });

  it("gives no lines for no text", () => {
    expect(wrapText(halfEm, "", 10, 50, 2)).toEqual([]);
  });
});

describe("drawableText", () => {
  it("leaves out symbols the font lacks", () => {
    expect(drawableText(halfEm, "Ann 🚀 Lee ✨")).toBe("Ann Lee");
  });

  it("refuses letters the font lacks, rather than draw empty boxes", () => {
    expect(drawableText(halfEm, "Ann 王小明")).toBeNull();
  });
});
