// Characters XML 1.0 does not allow at all, even escaped: controls other than tab, newline
// and carriage return, lone surrogates, U+FFFE and U+FFFF. One of them in a visitor's text
// would make the whole document unreadable to every XML parser.
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for XML content and attribute values, leaving out what XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(notXml, "")
    .replace(
      /[<>&'"]/g,
      (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
    );
}
