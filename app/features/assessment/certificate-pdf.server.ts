import PDFDocument from "pdfkit";
import qrcode from "qrcode-generator";
import { formatLongDate } from "~/lib/dates";
import type { HolderCertificate } from "./certificate";
import { scoreBand } from "./rules";

// The certificate as a PDF: A4 landscape, the PNG's design (draw-certificate.ts) redrawn in
// vector, its text real text (selectable, searchable) in the PDF's standard fonts, and the
// verify address a link. The holder's copy says what the PNG says; the public copy, offered on
// /verify to anyone with the reference, says only what that page says: the score's band, and no
// company or designation.

const width = 842;
const height = 595;
/** The PNG is 1200 x 900; the PDF's page is wider: its drawing is scaled and centred. */
const scale = height / 900;
const offsetX = (width - 1200 * scale) / 2;

export type PdfEdition = "holder" | "public";

export async function certificatePdf(
  data: HolderCertificate,
  edition: PdfEdition,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    // Uncompressed: a few kilobytes more, and its text can be checked (and found) as written.
    compress: false,
    info: {
      Title: `Staffing Spotlight Recruiter Certification: ${data.name}`,
      Author: "Staffing Spotlight",
      Subject: `Certificate ${data.reference}`,
      Keywords: "recruiter certification, Staffing Spotlight",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  const x = (value: number) => offsetX + value * scale;
  const y = (value: number) => value * scale;
  const size = (value: number) => value * scale;
  const center = width / 2;
  /** One line of centred text whose baseline sits at `baseline` (the PNG's coordinates). */
  const centred = (text: string, baseline: number, font: string, points: number, color: string) => {
    doc.font(font).fontSize(size(points)).fillColor(color);
    // Shrunk to fit 1000 units as the PNG's maxWidth does. No width is given: pdfkit breaks a
    // line given one (even as wide as the text itself, by rounding), so it is placed by hand.
    let fitted = size(points);
    while (doc.widthOfString(text) > size(1000) && fitted > 6) doc.fontSize((fitted -= 0.5));
    doc.text(text, center - doc.widthOfString(text) / 2, y(baseline) - size(points) * 0.8, {
      lineBreak: false,
    });
  };

  doc.rect(0, 0, width, height).fill("#fffdf7");
  doc.lineWidth(size(14)).rect(x(28), y(28), size(1144), size(844)).stroke("#312e81");
  doc.lineWidth(size(2)).rect(x(48), y(48), size(1104), size(804)).stroke("#b45309");

  centred("STAFFING SPOTLIGHT", 120, "Helvetica-Bold", 22, "#312e81");
  centred("Certificate of Achievement", 200, "Times-Bold", 58, "#312e81");
  centred("Recruiter Certification", 245, "Helvetica", 24, "#475569");
  centred("This certifies that", 320, "Helvetica", 24, "#475569");
  centred(data.name, 395, "Times-Bold", 52, "#0f172a");
  doc.lineWidth(size(2)).moveTo(x(300), y(418)).lineTo(x(900), y(418)).stroke("#b45309");
  if (edition === "holder")
    centred(`${data.designation}, ${data.company}`, 465, "Helvetica", 24, "#334155");
  centred(
    "has successfully completed the Staffing Spotlight Recruiter Certification",
    520,
    "Helvetica",
    24,
    "#334155",
  );
  centred(
    edition === "holder"
      ? `with a score of ${data.score}%`
      : `with a score in the band ${scoreBand(data.score)}`,
    570,
    "Helvetica-Bold",
    30,
    "#312e81",
  );

  doc.font("Helvetica").fontSize(size(20)).fillColor("#334155");
  doc.text(`Issued ${formatLongDate(data.issuedAt)}`, x(110), y(700), { lineBreak: false });
  doc.text(`Reference ID: ${data.reference}`, x(110), y(732), { lineBreak: false });
  doc.fontSize(size(16));
  doc.text("Verify this certificate at ", x(110), y(766), { continued: true, lineBreak: false });
  doc.fillColor("#312e81").text(data.verifyUrl, { link: data.verifyUrl, underline: true });

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
  doc.fillColor("#fffbeb").font("Helvetica-Bold");
  const line = (text: string, points: number, baseline: number) => {
    doc.fontSize(points * k);
    const w = doc.widthOfString(text);
    doc.text(text, cx - w / 2, cy + (baseline - points * 0.8) * k, { lineBreak: false });
  };
  line("AUTHORIZED", 15, -8);
  line("STAFFING", 13, 12);
  line("SPOTLIGHT", 13, 28);
  doc.restore();
}
