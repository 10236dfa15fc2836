/** Structured data for search engines. Data blocks are never executed, so no CSP nonce is needed. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so that no text inside the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
