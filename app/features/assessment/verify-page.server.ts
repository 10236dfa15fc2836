import { data } from "react-router";
import { cardPageTags, certificateCard } from "~/features/share-cards/cards.server";
import { formatLongDate } from "~/lib/dates";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { certificateForParam } from "./assessment.server";
import type { PublicCertificate } from "./certificate";
import { publishedKeys, signedCredential, verifyCredential } from "./credential.server";
import { addToLinkedInUrl } from "./linkedin";
import { scoreBand } from "./rules";
import { isExpired, validUntilOf } from "./term";

// /verify/{reference}'s data. Everything here reaches every visitor's browser (the page's
// hydration data), so it holds what the page shows and no more: the score's band, never the
// score (the privacy policy says so, and tests/reliability/policies.test.ts reads the HTML).

const noindex = { name: "robots", content: "noindex" };

/** The tags of a page that has nothing to share: an unknown or a revoked certificate's. */
function plainTags(title: string) {
  return [
    { title: `${title} | Staffing Spotlight` },
    {
      name: "description",
      content: "Check that a Staffing Spotlight Recruiter Certification is genuine.",
    },
    noindex,
  ];
}

/** The verification page's data: 404 for an unknown reference. */
export async function verifyPageData(param: string) {
  const { reference, found } = await certificateForParam(param);
  if (!found) {
    return data(
      { reference, certificate: null, tags: plainTags("Certificate not found") },
      { status: 404 },
    );
  }
  const type = found.certificate_type === "premium" ? "premium" : "standard";
  const validUntil = validUntilOf(found.created_at);
  const expired = isExpired(found.created_at, new Date());
  const certificate = {
    name: found.full_name,
    band: scoreBand(found.score),
    issued: formatLongDate(found.created_at),
    type: type === "premium" ? "Premium" : "Standard",
    validUntil: formatLongDate(validUntil),
    expired,
    renewedBy: found.renewed_by,
  };
  if (found.revoked_at) {
    return {
      reference,
      certificate: { ...certificate, revoked: formatLongDate(found.revoked_at) },
      credential: null,
      tags: plainTags(`Certificate ${reference} revoked`),
    };
  }
  // The signed credential, checked here with the published key set, as anyone could check it.
  const keys = await publishedKeys();
  // An expired credential's signature is checked as of its issue date: the JWT's exp would
  // refuse it now, and the page says from the record that it expired.
  const checked = await verifyCredential(
    await signedCredential(found),
    keys,
    expired ? new Date(found.created_at) : undefined,
  );
  const verifyUrl = absoluteUrl(getSiteConfig(), `/verify/${reference}`);
  // What the public PNG shows: the band, no company or designation.
  const publicCopy: PublicCertificate = {
    public: true,
    name: found.full_name,
    band: certificate.band,
    issuedAt: found.created_at,
    validUntil,
    type,
    reference,
    verifyUrl,
  };
  return {
    reference,
    certificate: { ...certificate, revoked: null },
    // Made here, so their code stays on the server: the tags name the certificate's share card.
    tags: [
      ...cardPageTags(
        {
          title: `Certificate ${reference} ${expired ? "expired" : "verified"}`,
          description: `${certificate.name} holds a ${certificate.type} Staffing Spotlight Recruiter Certification, issued ${certificate.issued}. Check that it is genuine.`,
          path: `/verify/${reference}`,
        },
        certificateCard(found),
      ),
      noindex,
    ],
    credential: {
      signatureValid: checked.valid,
      keyId: keys.keys[0]?.kid ?? "",
      linkedIn: addToLinkedInUrl({ issuedAt: found.created_at, validUntil, verifyUrl, reference }),
      certificate: publicCopy,
    },
  };
}
