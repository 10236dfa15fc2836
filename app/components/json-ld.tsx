import { scriptJson } from "~/lib/script-json";

/** Structured data for search engines. Data blocks are never executed, so no CSP nonce is needed. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
