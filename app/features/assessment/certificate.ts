// What a certificate says, and how its date reads: used by the certificate page and the
// verification page. The drawing (draw-certificate.ts, with the QR code library) loads only
// when a certificate is shown.

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

export function issueDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
