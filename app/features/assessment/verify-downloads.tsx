import { useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { PublicCertificate } from "./certificate";
import { PdfDownloads } from "./pdf-downloads";

/**
 * /verify's downloads of a valid certificate: the PDF (links, US Letter or A4, no JavaScript
 * needed), the PNG (drawn in the browser), both the public copy, and LinkedIn's "Add to profile".
 */
export function VerifyDownloads({
  certificate,
  linkedIn,
}: {
  certificate: PublicCertificate;
  linkedIn: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      <PdfDownloads reference={certificate.reference} />
      <button
        type="button"
        className={buttonClass("secondary")}
        onClick={() => {
          if (!canvas.current) return;
          import("./certificate-png")
            .then(({ saveCertificatePng }) =>
              canvas.current ? saveCertificatePng(canvas.current, certificate) : false,
            )
            .then(
              (saved) => setFailed(!saved),
              () => setFailed(true),
            );
        }}
      >
        <Icon name="image-down" aria-hidden="true" />
        Download PNG
      </button>
      <a
        className={buttonClass("secondary")}
        href={linkedIn}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="share-2" aria-hidden="true" />
        Add to LinkedIn profile
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <canvas ref={canvas} width={1200} height={900} className="hidden" aria-hidden="true" />
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-700">
          The PNG could not be drawn here; the PDF has the same certificate.
        </p>
      ) : null}
    </div>
  );
}
