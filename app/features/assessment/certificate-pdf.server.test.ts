import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { interFile } from "~/features/share-cards/inter.server";
import { readPdf } from "../../../tests/support/pdf-text";
import type { HolderCertificate } from "./certificate";
import { certificatePdf } from "./certificate-pdf.server";

// Issue 28, item 2: the PDF writes every name the PNG's fonts write in Latin, Greek or Cyrillic
// letters, with Inter embedded and subset, on US Letter by default or A4.

const certificate: HolderCertificate = {
  name: "Zoë Nguyễn Trần",
  company: "Quillmark Tech",
  designation: "Senior Recruiter",
  score: 96,
  issuedAt: "2026-11-27T10:00:00.000Z",
  validUntil: "2028-11-27T10:00:00.000Z",
  type: "premium",
  reference: "SS-2026-11-ZOENGUYE-ABCDEF",
  verifyUrl: "https://spotlight.test/verify/SS-2026-11-ZOENGUYE-ABCDEF",
};

const pdfOf = async (
  data: Partial<HolderCertificate>,
  paper: "letter" | "a4" = "letter",
  edition: "holder" | "public" = "holder",
) => {
  const pdf = await certificatePdf({ ...certificate, ...data }, edition, paper);
  if (!pdf) throw new Error("no PDF");
  return pdf;
};

describe("the certificate PDF", () => {
  it("writes 'Zoë Nguyễn Trần' as text, in Inter, on both papers and in both copies", async () => {
    for (const paper of ["letter", "a4"] as const)
      for (const edition of ["holder", "public"] as const) {
        const [page] = readPdf(await pdfOf({}, paper, edition)).pages;
        const name = page?.texts.find((text) => text.text === "Zoë Nguyễn Trần");
        expect(name, `${paper}, ${edition}`).toBeDefined();
        expect(name?.font).toMatch(/^[A-Z]{6}\+Inter-Bold$/);
      }
  });

  it("prints when the certificate was issued and until when it is valid (issue 30)", async () => {
    const [page] = readPdf(await pdfOf({})).pages;
    expect(page?.texts.map((text) => text.text)).toContain(
      "Issued November 27, 2026 · Valid until November 27, 2028",
    );
  });

  it("embeds Inter subset to the glyphs used: a few kilobytes, not the 340 KB font", async () => {
    const pdf = await pdfOf({});
    const { fonts } = readPdf(pdf);
    const embedded = fonts.filter((font) => font.bytes > 0);
    expect(embedded.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "Inter-Bold",
      "Inter-Regular",
    ]);
    for (const font of embedded) {
      const full = statSync(interFile(font.name.endsWith("Bold") ? "bold" : "regular")).size;
      // 4.4 KB (bold) and 5.1 KB (regular) when written, of fonts of 344 KB and 342 KB.
      expect(font.bytes, font.name).toBeLessThan(full / 20);
    }
    // The whole certificate, both fonts included (17 KB when written); the fonts alone are 690 KB.
    expect(pdf.length).toBeLessThan(40_000);
  });

  it("is US Letter landscape, or A4 landscape when asked", async () => {
    expect(readPdf(await pdfOf({}, "letter")).pages[0]?.mediaBox).toEqual([0, 0, 792, 612]);
    expect(readPdf(await pdfOf({}, "a4")).pages[0]?.mediaBox).toEqual([0, 0, 841.89, 595.28]);
  });

  it("fits the drawing, its texts and its links inside the page's border on both papers", async () => {
    const longName = "Maximiliane Alexandrina Wolfeschlegelsteinhausen-Bergdorff Oyelaran";
    for (const paper of ["letter", "a4"] as const) {
      const [page] = readPdf(await pdfOf({ name: longName }, paper)).pages;
      if (!page) throw new Error("no page");
      const [, , width = 0, height = 0] = page.mediaBox;
      for (const [x = 0, y = 0, w = 0, h = 0] of page.rects) {
        expect(x, paper).toBeGreaterThanOrEqual(0);
        expect(y, paper).toBeGreaterThanOrEqual(0);
        expect(x + w, paper).toBeLessThanOrEqual(width);
        expect(y + h, paper).toBeLessThanOrEqual(height);
      }
      // The inner border is the third rectangle drawn (after the paper and the outer border).
      const [left = 0, top = 0, innerWidth = 0, innerHeight = 0] = page.rects[2] ?? [];
      const inside = (x: number, y: number) =>
        x > left && x < left + innerWidth && y > height - top - innerHeight && y < height - top;
      // Centred lines start inside the border, so they end inside it too.
      for (const text of page.texts) expect(inside(text.x, text.y), text.text).toBe(true);
      expect(page.texts.map((text) => text.text)).toContain(longName);
      for (const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] of page.links)
        expect(inside(x1, y1) && inside(x2, y2), `link on ${paper}`).toBe(true);
    }
  });

  it("writes a name typed with combining accents as the same letters", async () => {
    const decomposed = "Zoë Nguyễn Trần".normalize("NFD");
    expect(decomposed).not.toBe("Zoë Nguyễn Trần");
    const lines = readPdf(await pdfOf({ name: decomposed })).pages[0]?.texts.map((t) => t.text);
    expect(lines).toContain("Zoë Nguyễn Trần");
  });

  it("makes no PDF for letters Inter lacks, and leaves out symbols it lacks", async () => {
    expect(await certificatePdf({ ...certificate, name: "张伟" }, "public", "letter")).toBeNull();
    expect(await certificatePdf({ ...certificate, name: "Zoë 张" }, "holder", "a4")).toBeNull();
    expect(
      await certificatePdf({ ...certificate, company: "Quillmark 東京" }, "holder", "letter"),
    ).toBeNull();
    // The public copy shows no company, so the company's letters do not matter there.
    expect(
      await certificatePdf({ ...certificate, company: "Quillmark 東京" }, "public", "letter"),
    ).not.toBeNull();
    const lines = readPdf(await pdfOf({ company: "Quillmark 🚀" })).pages[0]?.texts.map(
      (text) => text.text,
    );
    expect(lines).toContain("Senior Recruiter, Quillmark");
  });
});
