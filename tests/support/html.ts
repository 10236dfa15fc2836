// Reading a server's HTML in tests without a browser: its text, and an element by its tag.

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Text from HTML: tags (and scripts, styles) dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The first element with this tag (and attributes matching `attributes`), as HTML. */
export function elementOf(html: string, tag: string, attributes = ""): string | null {
  const match = new RegExp(`<${tag}\\b[^>]*${attributes}[^>]*>([\\s\\S]*?)</${tag}>`, "i").exec(
    html,
  );
  return match?.[1] ?? null;
}
