// What a certificate says: used by the certificate page and the drawing. The drawing
// (draw-certificate.ts, with the QR code library) loads only when a certificate is shown.

interface CertificateBase {
  name: string;
  issuedAt: string;
  /** Two years after issuedAt (term.ts): printed on the certificate. */
  validUntil: string;
  type: "standard" | "premium";
  reference: string;
  verifyUrl: string;
}

/** The holder's copy: the exact score, the company and the designation. */
export interface HolderCertificate extends CertificateBase {
  public?: false;
  company: string;
  designation: string;
  score: number;
}

/**
 * The copy anyone may have from /verify: the score's band instead of the score, and no company
 * or designation (what the verification page shows). It carries no more than it shows, since
 * the page's data reaches every visitor's browser.
 */
export interface PublicCertificate extends CertificateBase {
  public: true;
  band: string;
}

export type CertificateData = HolderCertificate | PublicCertificate;
