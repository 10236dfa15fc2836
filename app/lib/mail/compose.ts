// Builds an e-mail's plain-text and HTML parts from blocks of text. Nothing given here is ever
// markup: every text, a visitor's or ours, is escaped in the HTML part, so what a visitor typed
// (a name, a message) reaches the inbox as the letters they typed. Pure: no I/O.

/** A block of a message's body. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** Text quoted as it was sent (a visitor's message): line breaks kept. */
  | { kind: "quote"; text: string }
  | { kind: "link"; label: string; url: string };

export interface MailContent {
  subject: string;
  /** "Hello Ana," */
  greeting?: string;
  blocks: MailBlock[];
}

export interface MailSite {
  name: string;
  /** Public origin without a trailing slash. */
  url: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place in HTML, as content or as a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/** A link in the HTML part: only http(s) addresses; anything else is shown as text. */
function htmlLink(label: string, url: string): string {
  if (!/^https?:\/\//i.test(url)) return escapeHtml(`${label}: ${url}`);
  return `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
}

function htmlBlock(block: MailBlock): string {
  const p = 'style="margin:0 0 16px"';
  if (block.kind === "paragraph") return `<p ${p}>${escapeHtml(block.text)}</p>`;
  if (block.kind === "quote") {
    const lines = block.text.split(/\r?\n/).map(escapeHtml).join("<br>");
    return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd5e1;color:#334155">${lines}</blockquote>`;
  }
  return `<p ${p}>${htmlLink(block.label, block.url)}</p>`;
}

function textBlock(block: MailBlock): string {
  if (block.kind === "paragraph") return block.text;
  if (block.kind === "quote")
    return block.text
      .split(/\r?\n/)
      .map((line) => (line ? `> ${line}` : ">"))
      .join("\n");
  return `${block.label}: ${block.url}`;
}

/**
 * The message's two parts, each with the site's name and address at the foot, and, for a
 * notification, how to stop them (`unsubscribeUrl`, also sent as List-Unsubscribe).
 */
export function composeMail(
  site: MailSite,
  content: MailContent,
  unsubscribeUrl?: string,
): ComposedMail {
  const blocks = content.greeting
    ? [{ kind: "paragraph", text: content.greeting } as const, ...content.blocks]
    : content.blocks;
  const footer = `${site.name} · ${site.url}`;
  const stop = unsubscribeUrl
    ? `You get this e-mail because of something you did on ${site.name}. To get no more such e-mails: ${unsubscribeUrl}`
    : undefined;

  const text = [...blocks.map(textBlock), "--", footer, ...(stop ? [stop] : [])].join("\n\n");

  const small = 'style="margin:0 0 8px;font-size:12px;color:#64748b"';
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    ...blocks.map(htmlBlock),
    '<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">',
    `<p ${small}>${escapeHtml(site.name)} · ${htmlLink(site.url, site.url)}</p>`,
    ...(unsubscribeUrl
      ? [
          `<p ${small}>You get this e-mail because of something you did on ${escapeHtml(site.name)}. ${htmlLink("Unsubscribe", unsubscribeUrl)}</p>`,
        ]
      : []),
    "</body></html>",
  ].join("\n");

  return { subject: content.subject, text: `${text}\n`, html: `${html}\n` };
}
