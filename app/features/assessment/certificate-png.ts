import type { CertificateData } from "./certificate";
import { downloadBlob } from "~/lib/download";

// The certificate's PNG as a file: drawn on a canvas (draw-certificate.ts, loaded on demand)
// with its signed credential baked in (png-itxt.ts) when the credential can be fetched.

/** Draws `data` on `canvas` and saves it as a PNG; false when it could not be drawn. */
export async function saveCertificatePng(
  canvas: HTMLCanvasElement,
  data: CertificateData,
): Promise<boolean> {
  const { drawCertificate } = await import("./draw-certificate");
  drawCertificate(canvas, data);
  const drawn = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!drawn) return false;
  let blob = drawn;
  try {
    const response = await fetch(`/verify/${data.reference}/credential`);
    if (response.ok) {
      const { badgeKeyword, withITXt } = await import("./png-itxt");
      const png = new Uint8Array(await drawn.arrayBuffer());
      blob = new Blob([withITXt(png, badgeKeyword, (await response.text()).trim())], {
        type: "image/png",
      });
    }
  } catch {
    // The picture alone, rather than nothing: its reference still verifies.
  }
  downloadBlob(blob, `staffing-spotlight-certificate-${data.reference}.png`);
  return true;
}
