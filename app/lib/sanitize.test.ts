import { describe, expect, it } from "vitest";
import { sanitizeText, stripMarkup } from "./sanitize";

describe("sanitizeText", () => {
  it("trims", () => expect(sanitizeText("  Ana  ")).toBe("Ana"));
  it("removes tags but keeps their text", () =>
    expect(sanitizeText("<b>Bold</b> move")).toBe("Bold move"));
  it("removes scripts' tags and comments", () => {
    expect(sanitizeText('<script>alert("x")</script><!-- hidden -->ok')).toBe('alert("x")ok');
  });
  it("cannot be tricked into rebuilding a tag from nested pieces", () => {
    expect(stripMarkup("<<b>script>alert(1)<</b>/script>")).not.toMatch(/<script/i);
  });
  it("removes an unclosed tag at the end", () =>
    expect(sanitizeText('Hi <img src=x onerror="a()"')).toBe("Hi"));
  it("keeps comparison signs and ampersands that are not markup", () => {
    expect(sanitizeText("salary < 50k & bonus > 5%")).toBe("salary < 50k & bonus > 5%");
  });
  it("keeps emoji, accents and right-to-left text", () => {
    expect(sanitizeText("Café ☕ مرحبا שלום")).toBe("Café ☕ مرحبا שלום");
  });
  it("removes control characters but keeps line breaks", () => {
    expect(sanitizeText("a\u0000b\u0007c\nd")).toBe("abc\nd");
  });
  it("cuts at 1000 characters by default", () => {
    expect(sanitizeText("x".repeat(1500))).toHaveLength(1000);
    expect(sanitizeText("x".repeat(1500), 20)).toHaveLength(20);
  });
});
