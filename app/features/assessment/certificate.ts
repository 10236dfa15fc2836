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
}
