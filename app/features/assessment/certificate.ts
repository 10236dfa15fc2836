// What a certificate says: used by the certificate page and the drawing. The drawing
// (draw-certificate.ts, with the QR code library) loads only when a certificate is shown.

export interface CertificateData {
  name: string;
  company: string;
  designation: string;
  score: number;
  issuedAt: string;
  type: "standard" | "premium";
  reference: string;
  verifyUrl: string;
  /**
   * The copy anyone may have from /verify: the score's band instead of the score, and no
   * company or designation (what the verification page shows). The holder's copy says all.
   */
  public?: boolean;
}
