import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { certificatePdfHref, papers, type Paper } from "./certificate-paper";

/**
 * The certificate's PDF, one link per paper: US Letter first (US employers print on it), then
 * A4. Plain links, so they work without JavaScript.
 */
export function PdfDownloads({ reference }: { reference: string }) {
  return (["letter", "a4"] as const satisfies readonly Paper[]).map((paper) => (
    <a
      key={paper}
      className={buttonClass("secondary")}
      href={certificatePdfHref(reference, paper)}
      download
    >
      <Icon name="file-down" aria-hidden="true" />
      Download PDF ({papers[paper].label})
    </a>
  ));
}
