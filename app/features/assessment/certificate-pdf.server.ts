import { readFileSync } from "node:fs";
import type { Font } from "fontkit";
import type PDFDocument from "pdfkit";
import qrcode from "qrcode-generator";
import { formatLongDate } from "~/lib/dates";
import { drawableText } from "~/features/share-cards/card-text.server";
import { fontMetrics, type FontMetrics } from "~/features/share-cards/font-metrics.server";
import { interFile } from "~/features/share-cards/inter.server";
import type { HolderCertificate } from "./certificate";
import { papers, type Paper } from "./certificate-paper";
import { scoreBand } from "./rules";

// The certificate as a PDF (decisions 0015 and 0033): landscape US Letter by default or A4, the
// PNG's design (draw-certificate.ts) redrawn in vector and fitted to the page, its text real
// text (selectable, searchable). Every text a person typed, and every other text but the serif
// title, is set in Inter, embedded and subset to the glyphs used (pdfkit does it through
// fontkit), so a name outside Latin-1 ("Zoë Nguyễn Trần") is written as typed: the PDF's
// standard fonts know WinAnsi only. The holder's copy says what the PNG says; the public copy,
// offered on /verify to anyone with the reference, says only what that page says: the score's
// band, and no company or designation.

/** The PNG's size: the drawing's coordinates. */
const design = { width: 1200, height: 900 };

export type PdfEdition = "holder" | "public";

interface Face {
  /**
   * Parsed once and shared by every PDF: laying text out with a freshly parsed Inter (its
   * OpenType tables) took most of a second a certificate; with the parsed font, milliseconds.
   */
  font: Font;
  metrics: FontMetrics;
}
interface Drawing {
  PDFDocument: typeof PDFDocument;
  faces: { regular: Face; bold: Face };
}
// pdfkit and fontkit take about 45 MB of memory, and only a certificate's PDF needs them: they
// are loaded with the first PDF, once per process, not in every worker at start (issue 35).
// Concurrent first PDFs share the one load; a load that fails is tried again.
let drawing: Promise<Drawing> | undefined;
function loadDrawing(): Promise<Drawing> {
  drawing ??= Promise.all([import("pdfkit"), import("fontkit")]).then(
    ([{ default: PDFDocument }, { create }]) => {
      const face = (weight: "regular" | "bold"): Face => {
        const file = readFileSync(interFile(weight));
        return { font: create(file), metrics: fontMetrics(file) };
      };
      return { PDFDocument, faces: { regular: face("regular"), bold: face("bold") } };
    },
    (error: unknown) => {
      drawing = undefined;
      throw new Error("The PDF library (pdfkit, fontkit) could not be loaded", { cause: error });
    },
  );
  return drawing;
}

/**
 * The certificate's PDF on `paper`, or null when a text it shows holds a letter that Inter
 * cannot draw (Chinese, Arabic, Devanagari...): as the share card does (decision 0022), no PDF
 * rather than a name with empty boxes or letters missing. Symbols and emoji Inter lacks are
 * left out, as on the card.
 */
export async function certificatePdf(
  data: HolderCertificate,
  edition: PdfEdition,
  paper: Paper,
): Promise<Buffer | null> {
  const { PDFDocument, faces: fonts } = await loadDrawing();
  const name = drawableText(fonts.bold.metrics, data.name.normalize("NFC"));
  const role = drawableText(
    fonts.regular.metrics,
    `${data.designation}, ${data.company}`.normalize("NFC"),
  );
  if (name === null || (edition === "holder" && role === null)) return null;

  const doc = new PDFDocument({
    size: papers[paper].size,
    layout: "landscape",
    margin: 0,
    info: {
      Title: `Staffing Spotlight Recruiter Certification: ${name}`,
      Author: "Staffing Spotlight",
      Subject: `Certificate ${data.reference}`,
      Keywords: "recruiter certification, Staffing Spotlight",
    },
  });
  // pdfkit takes a parsed font as it takes a font file (its types name only the file).
  doc.registerFont("Inter", fonts.regular.font as unknown as Buffer);
  doc.registerFont("Inter-Bold", fonts.bold.font as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  // The drawing, scaled to the page's width or height, whichever binds, and centred: Letter
  // (792 x 612) binds by its width, A4 (841.89 x 595.28) by its height.
  const width = doc.page.width;
  const height = doc.page.height;
  const scale = Math.min(width / design.width, height / design.height);
  const offsetX = (width - design.width * scale) / 2;
  const offsetY = (height - design.height * scale) / 2;
  const x = (value: number) => offsetX + value * scale;
  const y = (value: number) => offsetY + value * scale;
  const size = (value: number) => value * scale;
  /** One line of centred text whose baseline sits at `baseline` (the PNG's coordinates). */
  const centred = (text: string, baseline: number, font: string, points: number, color: string) => {
    doc.font(font).fontSize(size(points)).fillColor(color);
    // Shrunk to fit 1000 units as the PNG's maxWidth does. No width is given: pdfkit breaks a
    // line given one (even as wide as the text itself, by rounding), so it is placed by hand.
    let fitted = size(points);
    while (doc.widthOfString(text) > size(1000) && fitted > 6) doc.fontSize((fitted -= 0.5));
    doc.text(text, width / 2 - doc.widthOfString(text) / 2, y(baseline), {
      lineBreak: false,
      baseline: "alphabetic",
    });
  };

  doc.rect(0, 0, width, height).fill("#fffdf7");
  doc.lineWidth(size(14)).rect(x(28), y(28), size(1144), size(844)).stroke("#312e81");
  doc.lineWidth(size(2)).rect(x(48), y(48), size(1104), size(804)).stroke("#b45309");

  centred("STAFFING SPOTLIGHT", 120, "Inter-Bold", 22, "#312e81");
  centred("Certificate of Achievement", 200, "Times-Bold", 58, "#312e81");
  centred("Recruiter Certification", 245, "Inter", 24, "#475569");
  centred("This certifies that", 320, "Inter", 24, "#475569");
  centred(name, 395, "Inter-Bold", 52, "#0f172a");
  doc.lineWidth(size(2)).moveTo(x(300), y(418)).lineTo(x(900), y(418)).stroke("#b45309");
  if (edition === "holder" && role) centred(role, 465, "Inter", 24, "#334155");
  centred(
    "has successfully completed the Staffing Spotlight Recruiter Certification",
    520,
    "Inter",
    24,
    "#334155",
  );
  centred(
    edition === "holder"
      ? `with a score of ${data.score}%`
      : `with a score in the band ${scoreBand(data.score)}`,
    570,
    "Inter-Bold",
    30,
    "#312e81",
  );

  const line = { lineBreak: false, baseline: "alphabetic" } as const;
  doc.font("Inter").fontSize(size(20)).fillColor("#334155");
  doc.text(
    `Issued ${formatLongDate(data.issuedAt)} · Valid until ${formatLongDate(data.validUntil)}`,
    x(110),
    y(720),
    line,
  );
  doc.text(`Reference ID: ${data.reference}`, x(110), y(752), line);
  // The address is a link, underlined by hand: pdfkit places its own underline and link box
  // from the line's top, not from a baseline given.
  const lead = "Verify this certificate at ";
  doc.fontSize(size(16)).text(lead, x(110), y(782), line);
  const start = x(110) + doc.widthOfString(lead);
  const linkWidth = doc.widthOfString(data.verifyUrl);
  doc.fillColor("#312e81").text(data.verifyUrl, start, y(782), line);
  doc
    .lineWidth(size(1))
    .moveTo(start, y(782) + size(3))
    .lineTo(start + linkWidth, y(782) + size(3))
    .stroke("#312e81");
  doc.link(start, y(782) - size(16), linkWidth, size(22), data.verifyUrl);

  if (data.type === "premium") {
    drawSeal(doc, x(820), y(700), scale);
    drawQr(doc, data.verifyUrl, x(930), y(640), size(150));
    doc.link(x(930), y(640), size(150), size(150), data.verifyUrl);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawQr(doc: PDFKit.PDFDocument, text: string, left: number, top: number, side: number) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = side / (count + 8);
  doc.rect(left, top, side, side).fill("#ffffff");
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col))
        doc.rect(left + (col + 4) * cell, top + (row + 4) * cell, cell, cell).fill("#0f172a");
}

function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number, k: number) {
  doc.save();
  for (let i = 0; i < 24; i++) {
    const angle = ((i + 1) * Math.PI * 2) / 24;
    const point = (px: number, py: number): [number, number] => [
      cx + k * (px * Math.cos(angle) - py * Math.sin(angle)),
      cy + k * (px * Math.sin(angle) + py * Math.cos(angle)),
    ];
    doc.polygon(point(0, -78), point(8, -66), point(-8, -66)).fill("#b45309");
  }
  doc.circle(cx, cy, 68 * k).fill("#b45309");
  doc
    .lineWidth(3 * k)
    .circle(cx, cy, 56 * k)
    .stroke("#fde68a");
  doc.fillColor("#fffbeb").font("Inter-Bold");
  const line = (text: string, points: number, baseline: number) => {
    doc.fontSize(points * k);
    const w = doc.widthOfString(text);
    doc.text(text, cx - w / 2, cy + baseline * k, { lineBreak: false, baseline: "alphabetic" });
  };
  line("AUTHORIZED", 15, -8);
  line("STAFFING", 13, 12);
  line("SPOTLIGHT", 13, 28);
  doc.restore();
}
