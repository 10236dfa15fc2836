import {
  attemptFromRequest,
  certificateForParam,
  findCompletion,
} from "~/features/assessment/assessment.server";
import { certificatePdf } from "~/features/assessment/certificate-pdf.server";
import { paperFromParam } from "~/features/assessment/certificate-paper";
import { validUntilOf } from "~/features/assessment/term";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import type { Route } from "./+types/verify.certificate[.]pdf";

/**
 * /verify/{reference}/certificate.pdf: the certificate as a PDF. Its holder (the browser whose
 * attempt earned it) gets what the PNG shows; anyone else gets the public copy, which shows
 * what the verification page shows. US Letter unless `?paper=a4`. A revoked certificate has no
 * PDF.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const plain = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const paper = paperFromParam(new URL(request.url).searchParams.get("paper"));
  if (!paper)
    return plain(400, "Unknown paper: ask for paper=letter (US Letter, the default) or paper=a4.");
  const { reference, found } = await certificateForParam(params.reference);
  if (!found) return plain(404, `No certificate has the reference ${reference}.`);
  if (found.revoked_at) return plain(410, `The certificate ${reference} was revoked.`);
  const attempt = await attemptFromRequest(request);
  const own = attempt?.completion_id ? await findCompletion(attempt.completion_id) : undefined;
  const holder = own?.reference === found.reference;
  const pdf = await certificatePdf(
    {
      name: found.full_name,
      company: found.company_name,
      designation: found.designation,
      score: found.score,
      issuedAt: found.created_at,
      validUntil: validUntilOf(found.created_at),
      type: found.certificate_type === "premium" ? "premium" : "standard",
      reference: found.reference,
      verifyUrl: absoluteUrl(getSiteConfig(), `/verify/${found.reference}`),
    },
    holder ? "holder" : "public",
    paper,
  );
  if (!pdf)
    return plain(
      422,
      `The PDF's font (Inter: Latin, Greek and Cyrillic letters) cannot write this certificate's name or company yet. Download the PNG from the certificate's page instead: it is drawn with your device's fonts.`,
    );
  const suffix = paper === "letter" ? "" : `-${paper}`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="staffing-spotlight-certificate-${found.reference}${suffix}.pdf"`,
      // The holder's copy differs from the public one: no shared cache may keep either.
      "Cache-Control": "private, no-store",
    },
  });
}
