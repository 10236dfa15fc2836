// LinkedIn's "Add to profile" link for a certification: the profile's "Licenses &
// certifications" form, filled in with the certificate's name, issuer, issue and expiry months
// and years, its verification page and its reference as the credential ID.

/** As LinkedIn lists it, beside the organization's name. */
export const certificationName = "Recruiter Certification";

export function addToLinkedInUrl(certificate: {
  issuedAt: string;
  validUntil: string;
  verifyUrl: string;
  reference: string;
}): string {
  const issued = new Date(certificate.issuedAt);
  const expires = new Date(certificate.validUntil);
  const query = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificationName,
    organizationName: "Staffing Spotlight",
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    expirationYear: String(expires.getUTCFullYear()),
    expirationMonth: String(expires.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.reference,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
