import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/lib/toast-store";
import { buttonClass } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import type { CertificateData, HolderCertificate } from "./certificate";
import { saveCertificatePng } from "./certificate-png";
import { addToLinkedInUrl } from "./linkedin";
import { PdfDownloads } from "./pdf-downloads";
import { StepHeading } from "./step-focus";

interface Certificate extends HolderCertificate {
  assessmentUrl: string;
}

export function CertificateStep({ certificate }: { certificate: Certificate }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);
  const fetcher = useFetcher<{ ok: boolean }>();

  // The drawing code and its QR code library load only here, not with the assessment page.
  useEffect(() => {
    let current = true;
    import("./draw-certificate").then(
      ({ drawCertificate }) => {
        if (!current || !canvas.current) return;
        drawCertificate(canvas.current, certificate);
        setPreview(canvas.current.toDataURL("image/png"));
      },
      () => {
        if (current) setDrawFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [certificate]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success("Certificate downloaded successfully!");
    else toast.error("Failed to save certificate details");
  }, [fetcher.state, fetcher.data]);

  async function download() {
    if (!canvas.current) return;
    if (await saveCertificatePng(canvas.current, certificate))
      fetcher.submit({ intent: "download" }, { method: "post", action: "/assessment" });
  }

  const hydrated = useHydrated();
  /** The verify link is the certificate's own; the assessment link invites others to take it. */
  async function copyLink(url: string, copied: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copied);
    } catch {
      toast.error("Failed to copy link");
    }
  }

  const shareText = `I just earned the Staffing Spotlight Recruiter Certification with a score of ${certificate.score}%! Verify it here: ${certificate.verifyUrl} #StaffingSpotlight #Recruitment`;
  const addToProfile = addToLinkedInUrl(certificate);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="certificate-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <StepHeading id="certificate-heading">Your certificate</StepHeading>
        <p className="mt-1 text-sm text-slate-600">
          {certificate.type === "premium" ? "Premium certificate" : "Standard certificate"}, issued{" "}
          {formatLongDate(certificate.issuedAt)}, valid until{" "}
          {formatLongDate(certificate.validUntil)} · Reference {certificate.reference}
        </p>
        <canvas ref={canvas} width={1200} height={900} className="hidden" aria-hidden="true" />
        {preview ? (
          <img
            src={preview}
            alt={`Certificate of Achievement for ${certificate.name}, score ${certificate.score}%, reference ${certificate.reference}`}
            className="mt-4 w-full rounded-lg border border-slate-200"
            width={1200}
            height={900}
          />
        ) : drawFailed ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            Your certificate could not be drawn. Reload the page to try again.
          </p>
        ) : (
          <noscript>
            <p className="mt-4 text-sm text-slate-700">
              Turn on JavaScript to draw and download your certificate.
            </p>
          </noscript>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void download()}
            disabled={!preview}
            className={buttonClass("primary")}
          >
            <Icon name="download" aria-hidden="true" />
            Download Certificate
          </button>
          <PdfDownloads reference={certificate.reference} />
          {/* The clipboard needs a script: without one the verify address is written out below. */}
          {hydrated ? (
            <>
              <button
                type="button"
                onClick={() =>
                  void copyLink(certificate.verifyUrl, "Verify link copied to clipboard!")
                }
                className={buttonClass("secondary")}
              >
                <Icon name="copy" aria-hidden="true" />
                Copy verify link
              </button>
              <button
                type="button"
                onClick={() =>
                  void copyLink(certificate.assessmentUrl, "Assessment link copied to clipboard!")
                }
                className={buttonClass("secondary")}
              >
                <Icon name="copy" aria-hidden="true" />
                Copy Assessment Link
              </button>
            </>
          ) : null}
          <a
            href={`https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(shareText)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary")}
          >
            <Icon name="external-link" aria-hidden="true" />
            Share on LinkedIn
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a
            href={addToProfile}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary")}
          >
            <Icon name="external-link" aria-hidden="true" />
            Add to LinkedIn profile
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </section>
      <p className="flex gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        <Icon name="shield-check" aria-hidden="true" className="size-5 shrink-0" />
        <span>
          Anyone can check this certificate at{" "}
          <PageLink
            to={`/verify/${certificate.reference}`}
            className="font-medium underline underline-offset-2"
          >
            {certificate.verifyUrl}
          </PageLink>
          .
        </span>
      </p>
    </div>
  );
}

interface RevokedCertificate {
  reference: string;
  type: CertificateData["type"];
  issuedAt: string;
  revokedAt: string;
}

/** The holder's view of a certificate that a moderator revoked: nothing to download or share. */
export function RevokedCertificateStep({ revoked }: { revoked: RevokedCertificate }) {
  return (
    <section
      aria-labelledby="certificate-heading"
      className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <StepHeading
        id="certificate-heading"
        className="flex items-center gap-2 text-xl font-bold text-slate-900"
      >
        <Icon name="ban" aria-hidden="true" className="size-5 text-red-700" />
        Your certificate was revoked
      </StepHeading>
      <p className="mt-1 text-sm text-slate-600">
        {revoked.type === "premium" ? "Premium certificate" : "Standard certificate"}, issued{" "}
        {formatLongDate(revoked.issuedAt)} · Reference {revoked.reference}
      </p>
      <p className="mt-4 font-semibold text-red-800">
        Revoked on {formatLongDate(revoked.revokedAt)}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        It is no longer valid: it cannot be downloaded, shared or added to a LinkedIn profile, and
        its verification page says it was revoked. If you think this is a mistake, please{" "}
        <PageLink to="/contact" className="font-medium underline underline-offset-2">
          contact us
        </PageLink>
        .
      </p>
    </section>
  );
}
