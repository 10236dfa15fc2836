import qrcode from "qrcode-generator";
import { formatLongDate } from "~/lib/dates";
import type { CertificateData } from "./certificate";

export const certificateWidth = 1200;
export const certificateHeight = 900;

function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / (count + 8);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = "#0f172a";
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col))
        ctx.fillRect(x + (col + 4) * cell, y + (row + 4) * cell, Math.ceil(cell), Math.ceil(cell));
    }
  }
}

function drawSeal(ctx: CanvasRenderingContext2D, x: number, y: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = "#b45309";
  for (let i = 0; i < 24; i++) {
    ctx.rotate((Math.PI * 2) / 24);
    ctx.beginPath();
    ctx.moveTo(0, -78);
    ctx.lineTo(8, -66);
    ctx.lineTo(-8, -66);
    ctx.closePath();
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(0, 0, 68, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "#fde68a";
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(0, 0, 56, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = "#fffbeb";
  ctx.textAlign = "center";
  ctx.font = "bold 15px 'Liberation Sans', Arial, sans-serif";
  ctx.fillText("AUTHORIZED", 0, -8);
  ctx.font = "bold 13px 'Liberation Sans', Arial, sans-serif";
  ctx.fillText("STAFFING", 0, 12);
  ctx.fillText("SPOTLIGHT", 0, 28);
  ctx.restore();
}

/** Draws the certificate; premium certificates add the reference, verification line, seal and QR code. */
export function drawCertificate(canvas: HTMLCanvasElement, data: CertificateData): void {
  canvas.width = certificateWidth;
  canvas.height = certificateHeight;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const serif = "'Liberation Serif', Georgia, 'Times New Roman', serif";
  const sans = "'Liberation Sans', Arial, Helvetica, sans-serif";
  const center = certificateWidth / 2;

  ctx.fillStyle = "#fffdf7";
  ctx.fillRect(0, 0, certificateWidth, certificateHeight);
  ctx.strokeStyle = "#312e81";
  ctx.lineWidth = 14;
  ctx.strokeRect(28, 28, certificateWidth - 56, certificateHeight - 56);
  ctx.strokeStyle = "#b45309";
  ctx.lineWidth = 2;
  ctx.strokeRect(48, 48, certificateWidth - 96, certificateHeight - 96);

  ctx.textAlign = "center";
  ctx.fillStyle = "#312e81";
  ctx.font = `bold 22px ${sans}`;
  ctx.fillText("STAFFING SPOTLIGHT", center, 120);
  ctx.font = `bold 58px ${serif}`;
  ctx.fillText("Certificate of Achievement", center, 200);
  ctx.fillStyle = "#475569";
  ctx.font = `24px ${sans}`;
  ctx.fillText("Recruiter Certification", center, 245);
  ctx.fillText("This certifies that", center, 320);

  ctx.fillStyle = "#0f172a";
  ctx.font = `bold 52px ${serif}`;
  ctx.fillText(data.name, center, 395, 1000);
  ctx.strokeStyle = "#b45309";
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(300, 418);
  ctx.lineTo(900, 418);
  ctx.stroke();

  ctx.fillStyle = "#334155";
  ctx.font = `24px ${sans}`;
  if (!data.public) ctx.fillText(`${data.designation}, ${data.company}`, center, 465, 1000);
  ctx.fillText(
    "has successfully completed the Staffing Spotlight Recruiter Certification",
    center,
    520,
    1000,
  );
  ctx.font = `bold 30px ${sans}`;
  ctx.fillStyle = "#312e81";
  ctx.fillText(
    data.public ? `with a score in the band ${data.band}` : `with a score of ${data.score}%`,
    center,
    570,
  );

  ctx.textAlign = "left";
  ctx.fillStyle = "#334155";
  ctx.font = `20px ${sans}`;
  ctx.fillText(
    `Issued ${formatLongDate(data.issuedAt)} · Valid until ${formatLongDate(data.validUntil)}`,
    110,
    720,
    data.type === "premium" ? 620 : 980,
  );
  if (data.type === "premium") {
    ctx.fillText(`Reference ID: ${data.reference}`, 110, 752);
    ctx.font = `16px ${sans}`;
    ctx.fillText(`Verify this certificate at ${data.verifyUrl}`, 110, 782, 700);
    drawQr(ctx, data.verifyUrl, 930, 640, 150);
    drawSeal(ctx, 820, 700);
  } else {
    ctx.font = `16px ${sans}`;
    ctx.fillText(`Verify at ${data.verifyUrl}`, 110, 752, 900);
  }
}
