import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type * as Resvg from "@resvg/resvg-js";
import type { MetaDescriptor } from "react-router";
import { formatLongDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import { absoluteUrl, siteHashtag, siteName } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { cardText, drawableText, escapeXml, wrapText } from "./card-text.server";
import { fontMetrics, type FontMetrics } from "./font-metrics.server";
import { interFile, packageVersion, type InterWeight as Weight } from "./inter.server";

/**
 * Share cards: the 1200 x 630 PNG that LinkedIn, X and chat apps show for a published movement
 * and a valid certificate (decision 0022). The card is an SVG composed here, every text escaped,
 * wrapped and shortened to fit, and drawn by resvg with Inter from node_modules (never a system
 * font, never a download), so it looks the same on every machine.
 */
export const cardWidth = 1200;
export const cardHeight = 630;

interface Fonts {
  files: string[];
  metrics: Record<Weight, FontMetrics>;
  /** Changes when resvg or the font changes, so a card drawn differently gets a new address. */
  renderer: string;
}

let fonts: Fonts | undefined;
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const metrics = (weight: Weight) => fontMetrics(readFileSync(interFile(weight)));
  fonts = {
    files: [interFile("regular"), interFile("semibold"), interFile("bold")],
    metrics: { regular: metrics("regular"), semibold: metrics("semibold"), bold: metrics("bold") },
    renderer: `resvg ${packageVersion("@resvg/resvg-js")}, Inter ${packageVersion("@expo-google-fonts/inter")}`,
  };
  return fonts;
}

const margin = 80;
const textWidth = cardWidth - 2 * margin;
const fontWeight: Record<Weight, number> = { regular: 400, semibold: 600, bold: 700 };

interface Block {
  text: string;
  size: number;
  weight: Weight;
  color: string;
  maxLines: number;
  /** Space above the block's first baseline, from the previous block's last baseline. */
  gap: number;
  letterSpacing?: number;
}

/**
 * Text blocks one under the other, each wrapped to the card's width, in at most `lineBudget`
 * lines together: every block after this one keeps a line, so the last never meets the footer.
 */
function textBlocks(blocks: Block[], firstBaseline: number, lineBudget: number): string {
  const { metrics } = loadFonts();
  let baseline = firstBaseline;
  let linesLeft = lineBudget;
  const out: string[] = [];
  blocks.forEach((block, index) => {
    const later = blocks.slice(index + 1).filter((next) => next.text).length;
    const maxLines = Math.max(1, Math.min(block.maxLines, linesLeft - later));
    const lines = wrapText(metrics[block.weight], block.text, block.size, textWidth, maxLines);
    linesLeft -= lines.length;
    if (!lines.length) return;
    if (index > 0) baseline += block.gap;
    const lineHeight = Math.round(block.size * 1.2);
    const spans = lines
      .map(
        (line, at) =>
          `<tspan x="${margin}" y="${baseline + at * lineHeight}">${escapeXml(line)}</tspan>`,
      )
      .join("");
    out.push(
      `<text font-family="Inter" font-size="${block.size}" font-weight="${fontWeight[block.weight]}" fill="${block.color}"${block.letterSpacing ? ` letter-spacing="${block.letterSpacing}"` : ""}>${spans}</text>`,
    );
    baseline += (lines.length - 1) * lineHeight;
  });
  return out.join("");
}

/** The site's mark (the favicon's star on its indigo tile) and its name, top left. */
const mark = `<g transform="translate(${margin} 64) scale(1.3125)"><rect width="64" height="64" rx="14" fill="#4338ca"/><path fill="#fbbf24" d="M32 10l6.2 13.9 15.1 1.5-11.4 10.1 3.3 14.9L32 42.7l-13.2 7.7 3.3-14.9L10.7 25.4l15.1-1.5z"/></g><text x="${margin + 110}" y="120" font-family="Inter" font-size="38" font-weight="700" fill="#ffffff">${siteName}</text>`;

function svgCard(body: string, footerLeft: string): string {
  const host = new URL(getSiteConfig().url).host;
  const { metrics } = loadFonts();
  const hostWidth = metrics.semibold.width(host, 26);
  const left = wrapText(metrics.semibold, footerLeft, 26, textWidth - hostWidth - 40, 1)[0] ?? "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="0.55" stop-color="#1e1b4b"/><stop offset="1" stop-color="#2e1f3d"/></linearGradient></defs>`,
    `<rect width="${cardWidth}" height="${cardHeight}" fill="url(#bg)"/>`,
    `<rect y="${cardHeight - 12}" width="${cardWidth}" height="12" fill="#fbbf24"/>`,
    mark,
    body,
    `<text x="${margin}" y="568" font-family="Inter" font-size="26" font-weight="600" fill="#fcd34d">${escapeXml(left)}</text>`,
    `<text x="${cardWidth - margin}" y="568" text-anchor="end" font-family="Inter" font-size="26" font-weight="600" fill="#c7d2fe">${escapeXml(host)}</text>`,
    `</svg>`,
  ].join("");
}

/** A card ready to be linked to and drawn. */
export interface ShareCard {
  /** The card's address: it carries a hash of everything drawn, so any change gives a new one. */
  path: string;
  /** What the card shows, in words: the image's alt text in the page's tags. */
  alt: string;
  svg: string;
  version: string;
}

function shareCard(basePath: string, svg: string, alt: string): ShareCard {
  const version = createHash("sha256")
    .update(loadFonts().renderer)
    .update("\n")
    .update(svg)
    .digest("hex")
    .slice(0, 16);
  return { path: `${basePath}/card/${version}.png`, alt, svg, version };
}

/** What a movement's card may show: the published fields, never the submitter's address. */
export interface CardMovement {
  id: number;
  name: string;
  newRole: string;
  company: string;
  /** The featured person's confirmation (issue 31): the eyebrow says so. */
  confirmed?: { by: string; at: string } | null;
}

/**
 * User-supplied fields as a card draws them (cardText, drawableText), or null when the font
 * cannot draw one of them: such a page keeps the site's own image.
 */
function drawnFields(fields: string[]): string[] | null {
  const { metrics } = loadFonts();
  const drawn = fields.map((field) => drawableText(metrics.bold, cardText(field)));
  return drawn.every((field) => field !== null) ? (drawn as string[]) : null;
}

/**
 * Every card's text, top down: a spaced-out eyebrow in its own colour, the person's name, a
 * line saying what they became (a role, a certification) and a detail (the company, the date).
 */
function cardBody(
  eyebrow: { text: string; color: string },
  name: string,
  what: { text: string; maxLines: number },
  detail: string,
): string {
  return textBlocks(
    [
      { ...eyebrow, size: 26, weight: "semibold", maxLines: 1, gap: 0, letterSpacing: 3 },
      { text: name, size: 64, weight: "bold", color: "#ffffff", maxLines: 2, gap: 80 },
      { ...what, size: 40, weight: "semibold", color: "#e0e7ff", gap: 62 },
      { text: detail, size: 36, weight: "regular", color: "#c7d2fe", maxLines: 1, gap: 54 },
    ],
    232,
    5,
  );
}

export function movementCard(movement: CardMovement): ShareCard | null {
  const fields = drawnFields([movement.name, movement.newRole, movement.company]);
  if (!fields) return null;
  const [name = "", role = "", company = ""] = fields;
  // "Confirmed by {first name}" with the date, when the font can draw the name they chose.
  const [confirmedBy] = movement.confirmed ? (drawnFields([movement.confirmed.by]) ?? []) : [];
  const confirmed =
    movement.confirmed && confirmedBy
      ? `Confirmed by ${confirmedBy} on ${formatLongDate(movement.confirmed.at)}`
      : null;
  const body = cardBody(
    confirmed
      ? { text: confirmed.toUpperCase(), color: "#6ee7b7" }
      : { text: "NEW ROLE", color: "#fcd34d" },
    name,
    { text: role, maxLines: 2 },
    company ? `at ${company}` : "",
  );
  const alt = `${siteName} career movement: ${[
    name,
    role && `now ${role}`,
    company && `at ${company}`,
  ]
    .filter(Boolean)
    .join(", ")}.${confirmed ? ` ${confirmed}.` : ""}`;
  return shareCard(`/movements/${movement.id}`, svgCard(body, `#${siteHashtag}`), alt);
}

/** What a certificate's card may show: holder, certification, date and reference. */
export interface CardCertificate {
  reference: string;
  full_name: string;
  created_at: string;
  certificate_type: string | null;
}

export function certificateCard(certificate: CardCertificate): ShareCard | null {
  const [name = ""] = drawnFields([certificate.full_name]) ?? [];
  if (!name) return null;
  const certification = `Recruiter Certification${certificate.certificate_type === "premium" ? " (Premium)" : ""}`;
  const date = formatLongDate(certificate.created_at);
  const issued = `Issued ${date}`;
  const body = cardBody(
    { text: "VERIFIED CERTIFICATE", color: "#6ee7b7" },
    name,
    { text: certification, maxLines: 1 },
    issued,
  );
  const alt = `${siteName} ${certification} held by ${name}, issued ${date}, reference ${certificate.reference}: verified.`;
  return shareCard(
    `/verify/${certificate.reference}`,
    svgCard(body, `Verify: ${certificate.reference}`),
    alt,
  );
}

/**
 * Drawn cards, by version (the hash of what is drawn), least recently used first: at most
 * `cacheBytes` of PNG in each process, so a crawler walking every movement cannot fill memory.
 * Requests for a card being drawn share its drawing.
 */
const cacheBytes = 32 * 1024 * 1024;
const drawn = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let drawnBytes = 0;

function remember(version: string, png: Buffer): void {
  sizes.set(version, png.length);
  drawnBytes += png.length;
  for (const [oldest, size] of sizes) {
    if (drawnBytes <= cacheBytes) break;
    sizes.delete(oldest);
    drawn.delete(oldest);
    drawnBytes -= size;
  }
}

// resvg (its native library) is loaded with the first card drawn, once per process, not in
// every worker at start (issue 35). Concurrent first cards share the one load; a load that fails
// is tried again.
let resvg: Promise<typeof Resvg> | undefined;
function loadResvg() {
  resvg ??= import("@resvg/resvg-js").catch((error: unknown) => {
    resvg = undefined;
    throw new Error("The image renderer (@resvg/resvg-js) could not be loaded", { cause: error });
  });
  return resvg;
}

/** The card as a PNG. Drawn in libuv's thread pool (resvg's renderAsync), off the event loop. */
export function cardPng(card: ShareCard): Promise<Buffer> {
  const kept = drawn.get(card.version);
  if (kept) {
    drawn.delete(card.version);
    drawn.set(card.version, kept);
    const size = sizes.get(card.version);
    if (size !== undefined) {
      sizes.delete(card.version);
      sizes.set(card.version, size);
    }
    return kept;
  }
  const drawing = loadResvg()
    .then(({ renderAsync }) =>
      renderAsync(card.svg, {
        font: { loadSystemFonts: false, fontFiles: loadFonts().files, defaultFontFamily: "Inter" },
        fitTo: { mode: "original" },
      }),
    )
    .then(
      (image) => {
        const png = image.asPng();
        if (drawn.get(card.version) === drawing) remember(card.version, png);
        return png;
      },
      (error: unknown) => {
        drawn.delete(card.version);
        throw error;
      },
    );
  drawn.set(card.version, drawing);
  return drawing;
}

/**
 * A page's title, description, canonical URL, Open Graph and Twitter tags (seo()), with its share
 * card in place of the site's image: the card's absolute URL, its type and its alt text for both
 * networks. Made by the page's loader, so none of it adds to the page's JavaScript; without a
 * card (text the font cannot draw) the page keeps the site's image.
 */
export function cardPageTags(
  page: Parameters<typeof seo>[0],
  card: ShareCard | null,
): MetaDescriptor[] {
  const site = getSiteConfig();
  const tags = seo(page, [{ id: "root", loaderData: { site } }]);
  if (!card) return tags;
  const image = absoluteUrl(site, card.path);
  const named = (tag: MetaDescriptor) =>
    "property" in tag ? tag.property : "name" in tag ? tag.name : undefined;
  return [
    ...tags.flatMap((tag): MetaDescriptor[] => {
      switch (named(tag)) {
        case "og:image":
          return [{ ...tag, content: image }];
        case "og:image:height":
          return [tag, { property: "og:image:type", content: "image/png" }];
        case "og:image:alt":
          return [{ ...tag, content: card.alt }];
        default:
          return [tag];
      }
    }),
    { name: "twitter:image:alt", content: card.alt },
  ];
}

/** A refusal: no card for this address, said in plain text that no cache keeps. */
export function noCard(status: 404 | 410, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The answer for a card's address. The current version is kept for a year (`immutable`): its
 * address changes whenever what it shows changes. An older or mistyped version is sent on to the
 * current one, never answered with a picture its address does not name.
 */
export async function cardResponse(
  card: ShareCard | null,
  file: string | undefined,
): Promise<Response> {
  if (!card) return noCard(404, "This card cannot be drawn: the page shows the site's image.");
  if (file !== `${card.version}.png`) {
    return new Response(null, {
      status: 302,
      headers: { Location: card.path, "Cache-Control": "no-store" },
    });
  }
  const png = await cardPng(card);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
