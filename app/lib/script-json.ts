/**
 * JSON to place inside a <script> element: "<" is escaped, so that no text in the data can
 * close the element ("</script>") or open a comment ("<!--").
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
