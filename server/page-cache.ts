import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { chooseEncoding, encode, toBuffer, varyOnEncoding, type Encoding } from "./compress";

/**
 * How long a page, once rendered, may be sent to other visitors: 800 ms from the moment its
 * rendering began (before its loaders read the database). A moderator's decision is therefore
 * on every public page within 1 second, in every process on every machine, with no message
 * between them (docs/decisions/0016-page-cache.md). Under load that is still one render a
 * second per page instead of hundreds.
 */
export const pageMaxAgeMs = 800;

/** At most this many pages are kept (the least recently used goes first), each at most 1 MB. */
const maxEntries = 500;
const maxEntryBytes = 1_000_000;

/** Headers that belong to one response, never copied from the cached page to another. */
const ownHeaders = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "x-request-id",
  "x-page-cache",
]);

interface Entry {
  headers: [string, string | number | string[]][];
  contentSecurityPolicy: string | undefined;
  body: Buffer;
  /** The body in each encoding asked for so far, compressed once. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** When its rendering began. */
  renderedAt: number;
}

export interface PageCacheOptions {
  /** Cookies that make a page one visitor's (a toast, an attempt, a moderator's session):
   * a request carrying one is never answered from the cache, and its page never kept. */
  personalCookies: readonly string[];
  /** Called as a post begins; what it returns says, once the post is answered, whether the
   * post saved a change (app/lib/request-scope.server.ts). Only such a post forgets the pages. */
  watchSavedChange: () => () => boolean;
  /** Told whether each page asked for was sent from the cache or rendered (/metrics counts them). */
  countLookup?: (outcome: "hit" | "miss") => void;
  now?: () => number;
}

export interface PageCache {
  middleware: RequestHandler;
  /** Forgets every page (after this process saved a change). */
  clear(): void;
  size(): number;
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** A tag's attributes by name, read in order as a browser does (the first of a name counts). */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of text.matchAll(attributePattern)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "");
  }
  return attributes;
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in `html` that carry `nonce`, the one
 * the page was rendered with, and that a browser would run: scripts with `src` load from our
 * origin, and JSON-LD blocks are data, not script. A script without the nonce was refused on
 * the page's first answer and stays refused on every kept copy: an injected one must never be
 * turned into an allowed one by its hash.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = "", content = ""] of html.matchAll(inlineScript)) {
    const attributes = attributesOf(text);
    if (attributes.get("nonce") !== nonce || attributes.has("src")) continue;
    const type = attributes.get("type")?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy for a kept page: the same as the one it was rendered with, except that the inline
 * scripts carrying that response's nonce are allowed by their hashes instead of by the nonce.
 * The nonce in the kept HTML is then worth nothing to anyone who reads it: no response names it
 * again.
 */
export function policyForKeptPage(policy: string, html: string): string {
  const nonce = /'nonce-([^']*)'/.exec(policy)?.[1];
  const hashes = nonce === undefined ? "" : inlineScriptHashes(html, nonce).join(" ");
  return policy.replace(/'nonce-[^']*'/g, hashes).replace(/ {2,}/g, " ");
}

function carriesPersonalCookie(req: Request, names: readonly string[]): boolean {
  const header = req.headers.cookie;
  if (!header) return false;
  return header
    .split(";")
    .some((pair) => names.includes(pair.slice(0, pair.indexOf("=") >>> 0).trim()));
}

/** Whether a finished answer may be sent to others: a whole page, the same for everyone. */
function isShareable(res: Response, body: Buffer): boolean {
  if (res.statusCode !== 200 || body.length > maxEntryBytes) return false;
  if (res.getHeader("Set-Cookie") !== undefined) return false;
  if (/\b(private|no-store|no-cache)\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) {
    return false;
  }
  return /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""));
}

/**
 * A short-lived cache of whole public pages, in this process's memory, in front of React
 * Router. Visitors never sign in, so most pages are the same for everyone; under load each is
 * rendered about once a second and sent, already compressed, to everyone else.
 *
 * What is never shared: any request other than GET or HEAD; a request that carries one of the
 * site's own cookies (a toast meant for one visitor, an assessment attempt, a moderator's
 * session), and so the page made for it; an answer that sets a cookie, is not a 200 page, or
 * says `private`, `no-store` or `no-cache` (the assessment, the workspace, every form's
 * answer: app/lib/cache-control.ts). A client-side navigation's data (`.data`) is not HTML and
 * is not kept.
 *
 * Freshness: a page is kept for `pageMaxAgeMs` from the moment its rendering began. A change
 * saved through this process (a post that noted one: `noteSavedChange`) forgets every page at
 * once.
 * Requests for a page being rendered wait for it rather than render it again; a page past half
 * its age is rendered again by the next request while the others still get the kept copy.
 */
export function createPageCache({
  personalCookies,
  watchSavedChange,
  countLookup = () => {},
  now = () => performance.now(),
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  /** Pages being rendered, with the requests waiting for them. */
  const rendering = new Map<string, (() => void)[]>();
  /** Counts the times every page was forgotten. */
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Entries are in the order they were kept, so the expired ones are first: they go now, not
    // when 500 pages have piled up behind them. A crawl asks for each page once; kept until then,
    // its pages held some 25 MB of every worker for nothing (issue 35).
    const oldest = now() - pageMaxAgeMs;
    for (const [kept, { renderedAt }] of entries) {
      if (renderedAt >= oldest && entries.size <= maxEntries) break;
      entries.delete(kept);
    }
  }

  function send(req: Request, res: Response, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.contentSecurityPolicy) {
      res.setHeader("Content-Security-Policy", entry.contentSecurityPolicy);
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = (entry.encoded[encoding] ??= encode(entry.body, encoding, "small"));
    varyOnEncoding(res);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Lets the request render the page, and keeps what it sends if it may be shared. */
  function render(key: string, req: Request, res: Response, next: () => void) {
    const renderedAt = now();
    const startedIn = generation;
    const waiting: (() => void)[] = [];
    rendering.set(key, waiting);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (rendering.get(key) === waiting) rendering.delete(key);
      for (const resume of waiting) resume();
    };
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const bytes = (chunk: unknown, encoding: unknown) =>
      toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null) chunks.push(bytes(chunk, rest[0]));
      return write(chunk as never, ...(rest as [never]));
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
        chunks.push(bytes(chunk, rest[0]));
      }
      const body = Buffer.concat(chunks);
      // A change saved while this page was rendering may be missing from it: not kept.
      if (generation === startedIn && isShareable(res, body)) {
        const policy = res.getHeader("Content-Security-Policy");
        keep(key, {
          headers: Object.entries(res.getHeaders())
            .filter(([name, value]) => !ownHeaders.has(name) && value !== undefined)
            .map(([name, value]) => [name, value as string | number | string[]]),
          contentSecurityPolicy:
            typeof policy === "string"
              ? policyForKeptPage(policy, body.toString("utf8"))
              : undefined,
          body,
          encoded: {},
          renderedAt,
        });
      }
      const result = end(chunk as never, ...(rest as [never]));
      release();
      return result;
    }) as Response["end"];
    res.once("close", release);
    next();
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A change saved here shows at once on this process. Only a post that saved one forgets
      // the pages, whatever it answered: one that stored nothing (a refused form, an unknown
      // intent, a bot's post answered as if it had succeeded) leaves them to every visitor.
      const savedChange = watchSavedChange();
      res.once("finish", () => {
        if (savedChange()) forget();
      });
      return next();
    }
    if (carriesPersonalCookie(req, personalCookies)) return next();
    const key = req.originalUrl;
    const serveOrRender = (mayWait: boolean) => {
      const entry = entries.get(key);
      const age = entry ? now() - entry.renderedAt : Infinity;
      if (entry && age < pageMaxAgeMs) {
        // Past half its age, the next GET renders it again while the rest get this copy.
        if (age < pageMaxAgeMs / 2 || rendering.has(key) || req.method !== "GET") {
          res.setHeader("X-Page-Cache", "hit");
          countLookup("hit");
          return send(req, res, entry);
        }
      } else if (mayWait && rendering.has(key)) {
        rendering.get(key)?.push(() => serveOrRender(false));
        return;
      }
      res.setHeader("X-Page-Cache", "miss");
      countLookup("miss");
      // HEAD answers have no body to keep; they are rendered as they come.
      if (req.method !== "GET") return next();
      render(key, req, res, next);
    };
    serveOrRender(true);
  };

  return { middleware, clear: forget, size: () => entries.size };
}
